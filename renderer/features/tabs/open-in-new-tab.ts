/**
 * What a link does with the mouse, as in a browser: Ctrl+click (Cmd+click) and a middle click open
 * its read in a new tab behind the open one; the "Open in new tab" of a menu opens it in front.
 * Shared by every place that opens a read (history, collections, patterns, drill-down, edges).
 */
import type { StoreApi } from 'zustand/vanilla';
import type { AppState } from '../../store/index.js';
import { currentLink } from '../../store/connections-slice.js';
import { formatRoute } from '../../routing/query-route.js';
import type { QueryDraft } from '../../model/query/query-draft.js';

/** True for a click that asks for a new tab: Ctrl or Cmd held, or the middle button. */
export function asksForNewTab(e: { ctrlKey: boolean; metaKey: boolean; button: number }): boolean {
  return e.button === 1 || (e.button === 0 && (e.ctrlKey || e.metaKey));
}

/** Opens `draft` (a read on the open tab's connection) in a new tab. */
export function openDraftInNewTab(store: StoreApi<AppState>, draft: QueryDraft, background: boolean): void {
  const s = store.getState();
  s.openInNewTab(formatRoute(draft, currentLink(s)), { background });
}

/**
 * The props that make an element open `draft()` in a background tab on Ctrl+click or a middle
 * click; a plain click is left to the element's own `onClick`, which should call `plain(e)` first.
 */
export function newTabClicks(store: StoreApi<AppState>, draft: () => QueryDraft | null) {
  const open = (e: { ctrlKey: boolean; metaKey: boolean; button: number; preventDefault(): void }) => {
    if (!asksForNewTab(e)) return false;
    e.preventDefault();
    const d = draft();
    if (d) openDraftInNewTab(store, d, true);
    return true;
  };
  return {
    /** For onClick: true when the click was a Ctrl+click, handled here. */
    plain: (e: { ctrlKey: boolean; metaKey: boolean; button: number; preventDefault(): void }) => !open(e),
    onAuxClick: (e: { ctrlKey: boolean; metaKey: boolean; button: number; preventDefault(): void }) => {
      if (e.button === 1) open(e);
    },
    // A middle press would start the page's autoscroll in a browser.
    onMouseDown: (e: { button: number; preventDefault(): void }) => {
      if (e.button === 1) e.preventDefault();
    },
  };
}
