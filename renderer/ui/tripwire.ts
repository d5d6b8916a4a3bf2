/// <reference path="../test-hooks.d.ts" />
/**
 * A test-only hook: throws while drawing the named panel when the page was opened with
 * `window.__iceThrowInPanel` set to that name (end-to-end tests set it before the app loads), so a
 * test can prove that one panel's failure leaves the others working. Unset, it draws nothing. Only
 * in the test-hooks build (renderer/test-hooks.d.ts): PanelBoundary leaves it out of any other.
 */
declare global {
  interface Window {
    __iceThrowInPanel?: string;
  }
}

export function Tripwire({ panel }: { panel: string }): null {
  if (__ICE_TEST_HOOKS__ && typeof window !== 'undefined' && window.__iceThrowInPanel === panel) {
    throw new Error(`Test hook: the ${panel} panel was told to fail`);
  }
  return null;
}
