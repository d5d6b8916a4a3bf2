/**
 * The Copy dialog's view of the open tab: what it copies (its source; none while it is closed), the
 * choices made in it and where its run is. The results' toolbar, a collection row's menu and the
 * inspector each open it on their own source, and the dialog sits in the results pane, so they share
 * it; it is kept in the tab (store/use-tool-view.ts), so switching tabs and back finds the dialog as
 * it was, and its choices come back after a reload too (not a source of selected items: items are
 * not kept).
 */
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { BulkDryRun } from '../../../shared/api-bulk.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import type { WhenExists } from '../../../shared/writes/bulk.js';
import { useToolView, useToolViewField, useToolViewSetter } from '../../store/use-tool-view.js';
import type { CopyPrepareProgress } from './copy-run.js';

export type CopySource =
  /** The read on screen, read again from its start page by page. */
  | { kind: 'read' }
  /** One item collection of the read: a Query of its partition key, page by page. */
  | { kind: 'collection'; collectionKey: string; partitionKey: string; value: AttributeValue; label: string }
  /** Items the page holds already (the inspector's selection). */
  | { kind: 'items'; items: Item[]; label: string };

export type CopyPhase =
  | { kind: 'idle' }
  | { kind: 'preparing'; progress: CopyPrepareProgress }
  | { kind: 'problem'; text: string; list?: string[] }
  | { kind: 'ready'; runId: string; options: string; dry: BulkDryRun };

export interface CopyView {
  source: CopySource | null;
  /** What the dialog copied when it was last closed: reopened on it, its masks are still meant. */
  lastSource: CopySource | null;
  /** '' until chosen: the source's connection. */
  connectionId: string;
  tableName: string;
  keyChoice: Record<string, string>;
  indexChoice: Record<string, string>;
  leaveOut: string[];
  mask: string[];
  salt: string;
  whenExists: WhenExists;
  maxUnits: string;
  phase: CopyPhase;
  error: { title: string; error: ApiErrorShape } | null;
  /** The bulk run the last Copy started, whose progress the dialog shows. */
  runId: string | null;
  /** Set by "Stop reading"; the preparing read asks it between pages. */
  stop: { stopped: boolean };
}

const fresh = (salt: () => string) => (): CopyView => ({
  source: null,
  lastSource: null,
  connectionId: '',
  tableName: '',
  keyChoice: {},
  indexChoice: {},
  leaveOut: [],
  mask: [],
  salt: salt(),
  whenExists: 'skip',
  maxUnits: '',
  phase: { kind: 'idle' },
  error: null,
  runId: null,
  stop: { stopped: false },
});

const choicesOf = (v: CopyView) => ({
  ...(v.source && v.source.kind !== 'items' ? { source: v.source } : {}),
  connectionId: v.connectionId,
  tableName: v.tableName,
  keyChoice: v.keyChoice,
  indexChoice: v.indexChoice,
  leaveOut: v.leaveOut,
  mask: v.mask,
  salt: v.salt,
  whenExists: v.whenExists,
  maxUnits: v.maxUnits,
});

/** 128 random bits as hex: a salt for one copy, which the user may replace by one they keep. */
export function newSalt(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useCopyView() {
  return useToolView('copy', fresh(newSalt), choicesOf);
}

export function useCopySource(): CopySource | null {
  return useToolViewField<CopyView, 'source'>('copy', 'source', null);
}

/** The same items to copy: the read on screen, or the same collection of it. */
function sameSource(a: CopySource | null, b: CopySource): boolean {
  if (a === null || a.kind !== b.kind) return false;
  if (a.kind === 'collection' && b.kind === 'collection') return a.collectionKey === b.collectionKey;
  return a.kind === 'read';
}

/**
 * Opens the dialog on `source` in the open tab, or closes it (null). The target and the rules stay;
 * the attributes left out or masked stay only for the same source: they name one source's
 * attributes, and a mask carried silently onto other items would change what the user copies.
 */
export function useOpenCopy(): (source: CopySource | null) => void {
  const change = useToolViewSetter('copy', fresh(newSalt), choicesOf);
  // A closed dialog keeps its choices, not a problem or a dry run of before.
  return (source) =>
    change((prev) =>
      source === null
        ? { phase: { kind: 'idle' }, error: null, source, lastSource: prev.source ?? prev.lastSource }
        : sameSource(prev.source ?? prev.lastSource, source)
          ? { source }
          : { source, leaveOut: [], mask: [], phase: { kind: 'idle' }, error: null },
    );
}
