/** One finding of a layout check, worded so a person knows what to change. */
export type NoteSeverity = 'info' | 'warning' | 'error';

export type LayoutCheckId =
  | 'unpadded-numbers'
  | 'parent-read-last'
  | 'parent-in-middle'
  | 'parent-not-reached'
  | 'item-size'
  | 'mixed-key-style'
  | 'filter-discards'
  | 'lsi-collection-size'
  | 'hot-partition';

export interface LayoutNote {
  check: LayoutCheckId;
  severity: NoteSeverity;
  /** The partition-key value of the collection concerned, as displayed, when there is one. */
  collectionPk?: string;
  message: string;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v >= 100 ? v.toFixed(0) : v.toFixed(1)} ${units[u]}`;
}

export function percent(part: number, whole: number): string {
  return `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;
}

export function quoted(s: string, max = 60): string {
  return `"${s.length > max ? `${s.slice(0, max - 1)}…` : s}"`;
}
