/**
 * "Show this item in the grid", asked by a strip (in a row or in the layout map) and answered by
 * the treegrid once the collection is open: the row to scroll to is only known after it redraws.
 */
export interface RevealRequest {
  collectionKey: string;
  itemIndex: number;
}

let pending: RevealRequest | null = null;
const listeners = new Set<() => void>();

export function requestReveal(r: RevealRequest): void {
  pending = r;
  for (const l of listeners) l();
}

/** The request not yet answered, taken (so it is answered once). */
export function takeReveal(): RevealRequest | null {
  const r = pending;
  pending = null;
  return r;
}

export function peekReveal(): RevealRequest | null {
  return pending;
}

export function onReveal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
