/**
 * A read's address reruns it when the page opens, which is what a link is for. A reload in the
 * middle of a long read is not a request to pay for it again from the first page: so the tab
 * notes, in its own session storage (nothing sent, nothing kept past the tab), which read is
 * running, and a reload of that very address shows the read instead of running it.
 */
const RUNNING_KEY = 'ice.read.running';

function session(): Storage | null {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Set once the page starts going away: a read cut off by that did not end, whatever it reports. */
let leaving = false;
(globalThis as { addEventListener?: (type: string, listener: () => void) => void }).addEventListener?.(
  'pagehide',
  () => {
    leaving = true;
  },
);

export function markRunning(route: string): void {
  try {
    session()?.setItem(RUNNING_KEY, route);
  } catch {
    // A storage that refuses: a reload reruns the read, as before.
  }
}

/**
 * The read at `route` ended for the user (to the end, at its cap, stopped, or refused by DynamoDB).
 * A read that lost the server did not: a reload cancels its requests as the page goes, and that
 * must not clear the note the reloaded page looks for.
 */
export function markEnded(route: string, lostConnection = false): void {
  if (leaving || lostConnection) return;
  try {
    const s = session();
    if (s?.getItem(RUNNING_KEY) === route) s.removeItem(RUNNING_KEY);
  } catch {
    // Nothing to undo.
  }
}

/** True when this page is a reload of the tab while the read at `hash` was still running. */
export function interruptedByReload(hash: string): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'reload' && hash !== '' && session()?.getItem(RUNNING_KEY) === hash;
  } catch {
    return false;
  }
}

export const INTERRUPTED_MESSAGE =
  'This read was still running when the page was reloaded, so it was not started again by itself: it would read, and DynamoDB would bill, every page again from the first. The form shows it as it was.';
