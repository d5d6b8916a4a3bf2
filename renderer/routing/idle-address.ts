/**
 * The address, written when the page is idle rather than on each keystroke: history.replaceState
 * (with the route's formatting) cost about half of the Explain region's time after a keystroke.
 * The address is computed from the state at write time, so the last edit wins. When the page goes
 * away first (a reload straight after a keystroke), it is written then, and also kept in the tab's
 * session storage: Chromium may already have taken the address to reload before the page's last
 * replaceState, so `restoreAddressOnReload` puts it back as the reloaded page starts.
 */
type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Long enough to skip a burst of typing, short enough that copying the address a moment later copies the edit. */
const IDLE_TIMEOUT_MS = 300;
const LEAVING_KEY = 'ice.addressOnLeave';

/** Run before the app reads its address: a reload gets the address the page had as it left. */
export function restoreAddressOnReload(win: Window = window): void {
  let kept: string | null = null;
  try {
    kept = win.sessionStorage.getItem(LEAVING_KEY);
    win.sessionStorage.removeItem(LEAVING_KEY);
  } catch {
    return; // No session storage (a sandboxed frame): the last idle write stands.
  }
  if (kept === null) return;
  const nav = win.performance.getEntriesByType?.('navigation')[0] as { type?: string } | undefined;
  let left: { path: string; hash: string };
  try {
    left = JSON.parse(kept) as { path: string; hash: string };
  } catch {
    return;
  }
  // Only this page reloaded: a new link opened in the tab keeps its own address.
  if (
    nav?.type !== 'reload' ||
    left.path !== `${win.location.pathname}${win.location.search}` ||
    typeof left.hash !== 'string'
  )
    return;
  if (left.hash !== win.location.hash) win.history.replaceState(null, '', `${left.path}${left.hash}`);
}

export interface IdleAddress {
  /** Writes the hash `compute()` gives (null: leave the address) once the page is idle. */
  later(compute: () => string | null): void;
  /** Writes now, dropping what waited. */
  now(hash: string): void;
  /** Writes what waits, at once. */
  flush(): void;
  dispose(): void;
}

export function idleAddress(win: IdleWindow = window): IdleAddress {
  let pending: (() => string | null) | null = null;
  let handle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const write = (hash: string) => {
    if (hash !== win.location.hash && !(hash === '' && win.location.hash === '#'))
      win.history.replaceState(null, '', `${win.location.pathname}${win.location.search}${hash}`);
  };
  const cancel = () => {
    if (handle !== null) win.cancelIdleCallback?.(handle);
    if (timer !== null) clearTimeout(timer);
    handle = null;
    timer = null;
  };
  const flush = () => {
    cancel();
    const compute = pending;
    pending = null;
    const hash = compute?.() ?? null;
    if (hash !== null) write(hash);
  };
  const leave = () => {
    const waiting = pending !== null;
    flush();
    if (!waiting) return;
    try {
      win.sessionStorage.setItem(
        LEAVING_KEY,
        JSON.stringify({ path: `${win.location.pathname}${win.location.search}`, hash: win.location.hash }),
      );
    } catch {
      // No session storage: the replaceState above is all there is.
    }
  };
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.addEventListener('pagehide', leave);
  win.addEventListener('beforeunload', leave);
  win.document.addEventListener('visibilitychange', onHidden);

  return {
    later(compute) {
      pending = compute;
      if (handle !== null || timer !== null) return;
      if (win.requestIdleCallback) handle = win.requestIdleCallback(flush, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(flush, IDLE_TIMEOUT_MS);
    },
    now(hash) {
      pending = null;
      cancel();
      write(hash);
    },
    flush,
    dispose() {
      flush();
      win.removeEventListener('pagehide', leave);
      win.removeEventListener('beforeunload', leave);
      win.document.removeEventListener('visibilitychange', onHidden);
    },
  };
}
