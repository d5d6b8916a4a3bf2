/** The tools box: one tab per registered tool, every panel inside its boundary. */
import type { ReactNode } from 'react';
import { useApp } from '../../store/index.js';
import type { ToolTab } from '../../store/tools-slice.js';
import { DesignPanel } from '../design/index.js';
import { LayoutMap } from '../layout-map/index.js';
import { DrillDownTool } from './DrillDownTool.js';
import { EdgesTool } from './EdgesTool.js';
import { ExportTool } from './ExportTool.js';
import { FanOutTool } from './FanOutTool.js';
import { PartitionsTool } from './PartitionsTool.js';
import { StatisticsTool } from './StatisticsTool.js';
import { PanelBoundary } from '../../ui/PanelBoundary.js';
import { ToolResults } from './ToolResults.js';
import { TabBar, tabPanelProps } from '../../ui/TabBar.js';
import './tools.css';

const TABS: readonly [ToolTab, string][] = [
  ['fan-out', 'Shard fan-out'],
  ['partitions', 'Several partitions'],
  ['edges', 'Edges'],
  ['drill-down', 'Sort key drill-down'],
  ['statistics', 'Statistics'],
  ['export', 'Export'],
  ['design', 'Design'],
  ['layout-map', 'Layout map'],
];
const TAB_SPECS = TABS.map(([id, label]) => ({ id, label }));

/**
 * The single-table tools beside the read form. Every panel stays mounted (hidden when another tab
 * is chosen), so a form keeps what was typed into it.
 */
export function ToolsPanel() {
  const table = useApp((s) => s.table);
  const tab = useApp((s) => s.toolTab);
  const setTab = useApp((s) => s.setToolTab);
  if (table.status !== 'ready') return null;
  const t = table.value;
  // A hidden panel stays mounted (its form keeps what was typed) but is told it is hidden, so it
  // does not follow the read page by page.
  const panels: Record<ToolTab, ReactNode> = {
    'fan-out': <FanOutTool table={t} />,
    partitions: <PartitionsTool table={t} />,
    edges: <EdgesTool table={t} active={tab === 'edges'} />,
    'drill-down': <DrillDownTool table={t} active={tab === 'drill-down'} />,
    statistics: <StatisticsTool table={t} />,
    export: <ExportTool tableName={t.TableName} active={tab === 'export'} />,
    // Mounted only while shown: it keeps no typed-in form, and a hidden panel must not follow the read.
    design: tab === 'design' ? <DesignPanel /> : null,
    // A view of the whole read, not a form: drawn in the results pane, as the tools' results are.
    'layout-map':
      tab === 'layout-map' ? (
        <ToolResults tool="layout-map" title="Layout map">
          <LayoutMap />
        </ToolResults>
      ) : null,
  };
  return (
    <section className="tools-panel" aria-label="Single-table tools">
      <h2 className="tools-title">Tools</h2>
      <TabBar label="Tools" tabs={TAB_SPECS} selected={tab} onSelect={setTab} idPrefix="tool" />
      {TABS.map(([id]) => (
        <div key={`${t.TableName}:${id}`} {...tabPanelProps('tool', id)} hidden={tab !== id}>
          <PanelBoundary name={`Tools: ${TABS.find(([t]) => t === id)![1]}`}>{panels[id]}</PanelBoundary>
        </div>
      ))}
    </section>
  );
}
