/**
 * The one list of the tools in the tools box. Everything that names a tool derives from it: the
 * `ToolTab` union the store holds, the tab labels and their order, which tabs are kept between runs
 * (the preferences), and the panels' descriptors in renderer/features/tools/tool-modules.tsx, which
 * the compiler makes name a panel for every id here. It sits in model/ because the store and the
 * routing need the ids and may not import a view.
 */

export interface ToolEntry {
  id: string;
  /** The tab's label, also the name of its error boundary ("Tools: Shard fan-out"). */
  label: string;
  /** Reopened on the next run when it was the tab last chosen (the Design and map tabs are not). */
  keptBetweenRuns: boolean;
}

export const TOOLS = [
  { id: 'fan-out', label: 'Shard fan-out', keptBetweenRuns: true },
  { id: 'partitions', label: 'Several partitions', keptBetweenRuns: true },
  { id: 'edges', label: 'Edges', keptBetweenRuns: true },
  { id: 'drill-down', label: 'Sort key drill-down', keptBetweenRuns: true },
  { id: 'statistics', label: 'Statistics', keptBetweenRuns: true },
  { id: 'export', label: 'Export', keptBetweenRuns: true },
  { id: 'design', label: 'Design', keptBetweenRuns: false },
  { id: 'layout-map', label: 'Layout map', keptBetweenRuns: false },
] as const satisfies readonly ToolEntry[];

export type ToolTab = (typeof TOOLS)[number]['id'];

/** The tool tabs a kept preference may reopen. */
export const KEPT_TOOL_TABS: readonly ToolTab[] = TOOLS.filter((t) => t.keptBetweenRuns).map((t) => t.id);

export function toolLabel(id: ToolTab): string {
  return TOOLS.find((t) => t.id === id)!.label;
}
