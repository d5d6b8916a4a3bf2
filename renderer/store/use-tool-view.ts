/**
 * A tool's view of the open tab, for its components: what useState would hold, but held in the
 * tab's workspace (tool-views-slice.ts), so it outlives the component when the tab is left and is
 * found again when the tab is back. The setter is the tab's own: a run that ends after the user
 * switched tabs writes its end into the tab it ran in, not into the one on screen.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useApp, useAppStore } from './index.js';
import type { ToolChoices } from './tool-views-slice.js';

export type ViewUpdate<T> = Partial<T> | ((prev: T) => Partial<T>);

export function useToolView<T extends object>(
  name: string,
  initial: () => T,
  choicesOf: (view: T) => ToolChoices,
): [T, (update: ViewUpdate<T>) => void] {
  const view = useApp((s) => s.toolViews[name] as T | undefined);
  const kept = useApp((s) => s.toolChoices[name]);
  const update = useApp((s) => s.updateToolView);
  // Before its first use in this tab, a view is its defaults with the choices kept across a reload;
  // made once (a default may be random, as Copy's salt) and written to the tab at once.
  const fresh = useMemo(
    () => (view ? null : ({ ...initial(), ...(kept as Partial<T> | undefined) } as T)),
    // Only whether there is a view, and of which tab, decides.
    [view === undefined, kept, update],
  );
  useEffect(() => {
    if (fresh) update<T>(name, (prev) => prev, fresh, choicesOf);
  }, [fresh]);
  const change = useCallback(
    (u: ViewUpdate<T>) =>
      update<T>(name, (prev) => ({ ...prev, ...(typeof u === 'function' ? u(prev) : u) }), fresh ?? view!, choicesOf),
    [update, name, fresh, view],
  );
  return [view ?? fresh!, change];
}

/**
 * One field of a tool's view in the open tab (its value kept across a reload before the tool is
 * used), for a component that only needs that field: it redraws when that field changes, not at
 * each page of the tool's run.
 */
export function useToolViewField<T extends object, K extends keyof T>(name: string, field: K, fallback: T[K]): T[K] {
  return useApp((s) => {
    const view = s.toolViews[name] as T | undefined;
    if (view) return view[field];
    const kept = s.toolChoices[name] as Partial<T> | undefined;
    return kept && field in kept ? (kept[field] as T[K]) : fallback;
  });
}

/** The open tab's setter of a tool's view, without reading it: no redraw when the view changes. */
export function useToolViewSetter<T extends object>(
  name: string,
  initial: () => T,
  choicesOf: (view: T) => ToolChoices,
): (update: ViewUpdate<T>) => void {
  const store = useAppStore();
  return (u) => {
    const s = store.getState();
    const first = { ...initial(), ...(s.toolChoices[name] as Partial<T> | undefined) } as T;
    s.updateToolView<T>(name, (prev) => ({ ...prev, ...(typeof u === 'function' ? u(prev) : u) }), first, choicesOf);
  };
}
