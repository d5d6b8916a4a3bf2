/**
 * The tabs' keys, anywhere in the app: Ctrl+T new, Ctrl+W close, Ctrl+Shift+T reopen the last
 * closed, Ctrl+Tab and Ctrl+Shift+Tab (or Ctrl+PageDown/PageUp) next and previous,
 * Ctrl+Shift+PageDown/PageUp move the open tab. In a browser (web mode) Ctrl+T and Ctrl+W belong
 * to the browser, so Alt takes Ctrl's place for T and W.
 */
import { useEffect } from 'react';
import { useAppStore } from '../../store/index.js';

export function useTabKeys(): void {
  const store = useAppStore();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = store.getState();
      const key = e.key.toLowerCase();
      const mod = (e.ctrlKey || e.metaKey) && !e.altKey;
      const alt = e.altKey && !e.ctrlKey && !e.metaKey;
      let done = true;
      if ((mod || alt) && key === 't') {
        if (e.shiftKey) s.reopenClosedTab();
        else s.newTab();
      } else if ((mod || alt) && key === 'w' && !e.shiftKey) s.closeTab(s.activeTabId);
      else if (mod && key === 'tab') s.stepTab(e.shiftKey ? -1 : 1);
      else if (mod && (key === 'pagedown' || key === 'pageup')) {
        const step = key === 'pagedown' ? 1 : -1;
        if (e.shiftKey) {
          const at = s.tabs.findIndex((t) => t.id === s.activeTabId);
          s.moveTab(s.activeTabId, at + step);
        } else s.stepTab(step);
      } else done = false;
      if (done) e.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [store]);
}
