import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useApp } from '../../store/index.js';
import type { ToolTab } from '../../store/tools-slice.js';
import { DesignPanel } from '../design/DesignPanel.js';
import { LayoutMap } from '../layout-map/LayoutMap.js';
import { DrillDownTool } from './DrillDownTool.js';
import { EdgesTool } from './EdgesTool.js';
import { ExportTool } from './ExportTool.js';
import { FanOutTool } from './FanOutTool.js';
import { PartitionsTool } from './PartitionsTool.js';
import { StatisticsTool } from './StatisticsTool.js';
import { PanelBoundary } from '../../ui/PanelBoundary.js';
import { ToolResults } from './ToolResults.js';
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

/**
 * The single-table tools beside the read form. Every panel stays mounted (hidden when another tab
 * is chosen), so a form keeps what was typed into it.
 */
export function ToolsPanel() {
  const table = useApp((s) => s.table);
  const tab = useApp((s) => s.toolTab);
  const setTab = useApp((s) => s.setToolTab);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
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
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const move = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : move ? (i + move + TABS.length) % TABS.length : -1;
    if (to < 0) return;
    e.preventDefault();
    setTab(TABS[to]![0]);
    refs.current[to]?.focus();
  };
  return (
    <section className="tools-panel" aria-label="Single-table tools">
      <h2 className="tools-title">Tools</h2>
      <div role="tablist" aria-label="Tools" className="op-tabs">
        {TABS.map(([id, label], i) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tool-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`tool-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {label}
          </button>
        ))}
      </div>
      {TABS.map(([id]) => (
        <div
          key={`${t.TableName}:${id}`}
          role="tabpanel"
          id={`tool-panel-${id}`}
          aria-labelledby={`tool-tab-${id}`}
          hidden={tab !== id}
        >
          <PanelBoundary name={`Tools: ${TABS.find(([t]) => t === id)![1]}`}>{panels[id]}</PanelBoundary>
        </div>
      ))}
    </section>
  );
}
