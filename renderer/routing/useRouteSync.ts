/**
 * Keeps the address and the open read in step: a link (`#/query?table=T&pk=V&conn=...`, or a
 * tool's `#/fan-out?...`) is opened once the connections and their tables are known, and editing
 * the form, switching connection or starting a tool's read rewrites the address in place
 * (history.replaceState), so copying the address always copies the read on screen. A keystroke
 * in the form writes it when the page is idle (idle-address.ts), off the keystroke's frame.
 */
import { useEffect, useRef } from 'react';
import { currentLink } from '../store/connections-slice.js';
import { useApp, useAppStore } from '../store/index.js';
import { formatRoute } from './query-route.js';
import { idleAddress } from './idle-address.js';
import { parseAny, type AnyRoute } from './any-route.js';
import { rememberAddress } from './last-address.js';
import { interruptedByReload, INTERRUPTED_MESSAGE } from './interrupted-read.js';
import { routeOf } from '../store/tabs-slice.js';

export function useRouteSync(): void {
  const store = useAppStore();
  const tablesReady = useApp((s) => s.tables.status === 'ready');
  // A page opened bare (no address) runs nothing: it offers the read run last (LastReadOffer), as before tabs.
  const pending = useRef(parseAny(window.location.hash));

  const open = (route: AnyRoute, hold?: string) => {
    const s = store.getState();
    return 'read' in route ? s.openRoute(route.read, hold) : s.openToolRoute(route.tool);
  };
  // Read once, as the page loads: a reload in the middle of that very read.
  const interrupted = useRef(interruptedByReload(window.location.hash));

  // Open the link the page was loaded with, as soon as there are tables to look it up in.
  useEffect(() => {
    if (!tablesReady || !pending.current) return;
    const route = pending.current;
    pending.current = null;
    void open(route, interrupted.current ? INTERRUPTED_MESSAGE : undefined);
  }, [tablesReady, store]);

  // A link pasted into the same tab.
  useEffect(() => {
    const onHash = () => {
      const route = parseAny(window.location.hash);
      if (!route) return;
      const s = store.getState();
      if (
        'read' in route &&
        s.draft &&
        s.tableName &&
        formatRoute(s.draftFor(s.tableName), currentLink(s)) === window.location.hash
      )
        return;
      if (s.tables.status === 'ready') void open(route);
      else pending.current = route;
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [store]);

  // The user chose another connection while the link the page opened with still waited (its own
  // connection never listed its tables: nothing listening there): the link is dropped, or it would
  // open as soon as the chosen connection's tables came, and switch back to the dead one.
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (pending.current && prev.connectionId !== undefined && s.connectionId !== prev.connectionId)
          pending.current = null;
      }),
    [store],
  );

  // A link that waited for its connection's secret opens once that connection lists its tables.
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        const waits = s.linkNotice?.awaitsConnection;
        if (waits && waits === s.connectionId && s.tables.status === 'ready' && prev.tables.status !== 'ready')
          void s.reopenLink();
      }),
    [store],
  );

  // The form (and a tool's read, when one starts), written back to the address.
  useEffect(() => {
    const address = idleAddress(window);
    const unsubscribe = store.subscribe((s, prev) => {
      // Another tab opened: the address is its read (or none), at once.
      if (s.activeTabId !== prev.activeTabId) {
        address.now(routeOf(s) || (s.tabs.find((t) => t.id === s.activeTabId)?.route ?? ''));
        return;
      }
      // A read starting or ending: what was typed goes into the address first, as it did at once.
      if (s.read.status !== prev.read.status || s.read.route !== prev.read.route) address.flush();
      // The address of each read run is kept, so a later start without one can offer it again.
      // Written as the read ends: not while its first pages are asked for (a write competes with
      // them), and not later than the end, so a page closed straight after a short read keeps it.
      const ended = s.read.status !== 'reading' && (prev.read.status === 'reading' || s.read.route !== prev.read.route);
      if (s.read.route && ended) rememberAddress(s.read.route);
      else if (s.toolRoute && s.toolRoute !== prev.toolRoute) rememberAddress(s.toolRoute);
      let hash: string | null = null;
      if (s.toolRoute !== prev.toolRoute && s.toolRoute) hash = s.toolRoute;
      else if (
        s.tableName &&
        (s.draft !== prev.draft ||
          s.tableName !== prev.tableName ||
          s.connectionId !== prev.connectionId ||
          s.connections !== prev.connections)
      ) {
        // Until a read or an edit, a tool's address stays.
        if (
          s.draft === prev.draft &&
          s.tableName === prev.tableName &&
          /^#\/(fan-out|partitions)\?/.test(window.location.hash) &&
          s.connectionId === prev.connectionId
        )
          return;
        // Only the draft changed (a keystroke): written when the page is idle, from the state then.
        if (
          s.tableName === prev.tableName &&
          s.connectionId === prev.connectionId &&
          s.connections === prev.connections
        ) {
          address.later(() => {
            const now = store.getState();
            return now.tableName ? formatRoute(now.draftFor(now.tableName), currentLink(now)) : null;
          });
          return;
        }
        hash = formatRoute(s.draftFor(s.tableName), currentLink(s));
      } else if (s.connectionsLeft !== prev.connectionsLeft) {
        // The user chose another connection: the read on the one left is gone, so is its address (conn=).
        hash = '';
      }
      if (hash !== null) address.now(hash);
    });
    return () => {
      unsubscribe();
      address.dispose();
    };
  }, [store]);
}
