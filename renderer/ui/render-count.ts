/// <reference path="../test-hooks.d.ts" />
/**
 * Renders per component, for tests that check the work per page stays bounded without timing it.
 * Only in the test-hooks build (renderer/test-hooks.d.ts), and counted there only when the page
 * asked for it before the app loaded (`window.__iceRenderCounts = {}`). In the app's own bundle
 * this is an empty function: the global is never read.
 */
type Counts = Record<string, number>;

const counts = __ICE_TEST_HOOKS__ ? (globalThis as { __iceRenderCounts?: Counts }).__iceRenderCounts : undefined;

export function countRender(component: string): void {
  if (__ICE_TEST_HOOKS__ && counts) counts[component] = (counts[component] ?? 0) + 1;
}
