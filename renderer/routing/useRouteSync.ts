/**
 * Keeps the address and the open read in step: a link (`#/query?table=T&pk=V`) is opened once the
 * connection's tables are known, and editing the form rewrites the address in place
 * (history.replaceState), so copying the address always copies the read on screen.
 */
import { useEffect, useRef } from 'react';
import { useApp, useAppStore } from '../store/index.js';
import { formatRoute, parseRoute } from './query-route.js';

export function useRouteSync(): void {
  const store = useAppStore();
  const tablesReady = useApp((s) => s.tables.status === 'ready');
  const pending = useRef(parseRoute(window.location.hash));

  // Open the link the page was loaded with, as soon as there are tables to look it up in.
  useEffect(() => {
    if (!tablesReady || !pending.current) return;
    const route = pending.current;
    pending.current = null;
    void store.getState().openRoute(route);
  }, [tablesReady, store]);

  // A link pasted into the same tab.
  useEffect(() => {
    const onHash = () => {
      const route = parseRoute(window.location.hash);
      if (!route) return;
      const current = store.getState().draft;
      if (current && formatRoute(current) === formatRoute(route.draft)) return;
      if (store.getState().tables.status === 'ready') void store.getState().openRoute(route);
      else pending.current = route;
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [store]);

  // The form, written back to the address.
  useEffect(() => store.subscribe((s, prev) => {
    if (!s.tableName || (s.draft === prev.draft && s.tableName === prev.tableName)) return;
    const hash = formatRoute(s.draftFor(s.tableName));
    if (hash !== window.location.hash) window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
  }), [store]);
}
