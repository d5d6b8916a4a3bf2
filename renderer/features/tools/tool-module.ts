/**
 * What a tool is to the tools box: its entry in the one list (model/tools/tool-registry.ts: id,
 * label, kept between runs) and how its panel is drawn. The box draws every tool the same way
 * from these, so adding a tool is its folder, one line in the list and its panel here.
 */
import type { ReactNode } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { ToolTab } from '../../model/tools/tool-registry.js';

export interface ToolPanelProps {
  table: TableDescription;
  /** False while another tab is chosen: a hidden panel keeps its form but does not follow the read. */
  active: boolean;
}

export interface ToolModule {
  /**
   * 'kept': mounted always (hidden when another tab is chosen), so its form keeps what was typed;
   * 'while-shown': mounted only while chosen, for a view that keeps no typed-in form.
   */
  mount: 'kept' | 'while-shown';
  Panel(props: ToolPanelProps): ReactNode;
}

/** One descriptor per registered tool: the compiler names a tool in the list that has no panel. */
export type ToolModules = { readonly [K in ToolTab]: ToolModule };
