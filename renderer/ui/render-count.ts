/**
 * Renders per component, for tests that check the work per page stays bounded without timing it.
 * Counted only when the page asked for it before the app loaded (`window.__iceRenderCounts = {}`);
 * otherwise one property read per render and nothing kept.
 */
type Counts = Record<string, number>;

const counts = (globalThis as { __iceRenderCounts?: Counts }).__iceRenderCounts;

export function countRender(component: string): void {
  if (counts) counts[component] = (counts[component] ?? 0) + 1;
}
