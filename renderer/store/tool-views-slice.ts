/**
 * What a tab's tools hold that is not a read of the tab's own (Compare's form and results, the Copy
 * dialog's choices and run), kept in the tab's workspace so switching tabs and back finds them as
 * they were. The slice knows no tool: each keeps its view under its own name (features/*), and
 * names the JSON-safe part of it, its choices, which the tab's kept state takes across a reload
 * (kept-tabs.ts) while results and items are left behind as a read's items are.
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

/** A tool's choices as kept across a reload: JSON only. */
export type ToolChoices = Record<string, unknown>;

export interface ToolViewsSlice {
  /** Each tool's view of this tab, by the tool's name; absent until the tool is first used here. */
  toolViews: Readonly<Record<string, unknown>>;
  /** The part of each tool's view kept across a reload, by the tool's name. */
  toolChoices: Readonly<Record<string, ToolChoices>>;
  /**
   * Replaces the view of `name` by what `next` makes of the current one, and its kept choices by
   * `choicesOf` the new view. Bound to its tab: called after the tab was left, it writes there.
   */
  updateToolView<T>(name: string, next: (prev: T) => T, initial: T, choicesOf: (view: T) => ToolChoices): void;
}

export const createToolViewsSlice: StateCreator<AppState, [], [], ToolViewsSlice> = (set) => ({
  toolViews: {},
  toolChoices: {},
  updateToolView(name, next, initial, choicesOf) {
    set((s) => {
      const view = next((s.toolViews[name] as typeof initial | undefined) ?? initial);
      const choices = choicesOf(view);
      // The kept state is written when the choices change, not at each page of a tool's run.
      const same = JSON.stringify(choices) === JSON.stringify(s.toolChoices[name]);
      return {
        toolViews: { ...s.toolViews, [name]: view },
        ...(same ? {} : { toolChoices: { ...s.toolChoices, [name]: choices } }),
      };
    });
  },
});
