/**
 * The panel of every tool in the one list (model/tools/tool-registry.ts), by id. The tools box
 * (ToolsPanel.tsx) draws its tabs and panels from the list and this map, nothing else.
 */
import { DesignPanel } from '../design/index.js';
import { LayoutMap } from '../layout-map/index.js';
import { DrillDownTool } from './DrillDownTool.js';
import { EdgesTool } from './EdgesTool.js';
import { ExportTool } from './ExportTool.js';
import { FanOutTool } from './FanOutTool.js';
import { PartitionsTool } from './PartitionsTool.js';
import { StatisticsTool } from './StatisticsTool.js';
import { ToolResults } from './ToolResults.js';
import type { ToolModules } from './tool-module.js';

export const TOOL_MODULES: ToolModules = {
  'fan-out': { mount: 'kept', Panel: ({ table }) => <FanOutTool table={table} /> },
  partitions: { mount: 'kept', Panel: ({ table }) => <PartitionsTool table={table} /> },
  edges: { mount: 'kept', Panel: ({ table, active }) => <EdgesTool table={table} active={active} /> },
  'drill-down': { mount: 'kept', Panel: ({ table, active }) => <DrillDownTool table={table} active={active} /> },
  statistics: { mount: 'kept', Panel: ({ table }) => <StatisticsTool table={table} /> },
  export: { mount: 'kept', Panel: ({ table, active }) => <ExportTool tableName={table.TableName} active={active} /> },
  design: { mount: 'while-shown', Panel: () => <DesignPanel /> },
  // A view of the whole read, not a form: drawn in the results pane, as the tools' results are.
  'layout-map': {
    mount: 'while-shown',
    Panel: () => (
      <ToolResults tool="layout-map" title="Layout map">
        <LayoutMap />
      </ToolResults>
    ),
  },
};
