/**
 * A test-only hook: throws while drawing the named panel when the page was opened with
 * `window.__iceThrowInPanel` set to that name (end-to-end tests set it before the app loads), so a
 * test can prove that one panel's failure leaves the others working. Unset, it draws nothing.
 */
declare global {
  interface Window {
    __iceThrowInPanel?: string;
  }
}

export function Tripwire({ panel }: { panel: string }): null {
  if (typeof window !== 'undefined' && window.__iceThrowInPanel === panel) {
    throw new Error(`Test hook: the ${panel} panel was told to fail`);
  }
  return null;
}
