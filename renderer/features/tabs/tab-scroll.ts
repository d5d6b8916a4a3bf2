/**
 * Each tab's scroll in its results, kept across a switch: the grid of the tab left is read as the
 * switch happens (the store's subscribers run before React draws the next tab), and the grid of the
 * tab opened is scrolled back once it is drawn with its rows.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { AppState } from '../../store/index.js';

const GRID = '[role="treegrid"][aria-label="Item collections"]';

export function keepTabScroll(store: StoreApi<AppState>): () => void {
  const scrolls = new Map<string, number>();
  let frame = 0;
  return store.subscribe((s, prev) => {
    if (s.activeTabId === prev.activeTabId) return;
    const grid = document.querySelector<HTMLElement>(GRID);
    if (grid) scrolls.set(prev.activeTabId, grid.scrollTop);
    cancelAnimationFrame(frame);
    const top = scrolls.get(s.activeTabId);
    if (!top) return;
    // The grid comes with the next frames (its rows measured by the virtualizer): a few tries, not a wait.
    let tries = 10;
    const restore = () => {
      const g = document.querySelector<HTMLElement>(GRID);
      if (g && g.scrollHeight > top) g.scrollTop = top;
      else if (tries-- > 0) frame = requestAnimationFrame(restore);
    };
    frame = requestAnimationFrame(restore);
  });
}
