/** The tools box: one tab per registered tool, every panel inside its boundary. */
import { useApp } from '../../store/index.js';
import { TOOLS } from '../../model/tools/tool-registry.js';
import { PanelBoundary } from '../../ui/PanelBoundary.js';
import { TabBar, tabPanelProps } from '../../ui/TabBar.js';
import { TOOL_MODULES } from './tool-modules.js';
import './tools.css';

/**
 * The single-table tools beside the read form, drawn from the one list of tools and their panels.
 * A 'kept' panel stays mounted (hidden when another tab is chosen), so a form keeps what was typed
 * into it, and is told it is hidden, so it does not follow the read page by page; a 'while-shown'
 * one is mounted only while its tab is chosen.
 */
export function ToolsPanel() {
  const table = useApp((s) => s.table);
  const tab = useApp((s) => s.toolTab);
  const setTab = useApp((s) => s.setToolTab);
  if (table.status !== 'ready') return null;
  const t = table.value;
  return (
    <section className="tools-panel" aria-label="Single-table tools">
      <h2 className="tools-title">Tools</h2>
      <TabBar label="Tools" tabs={TOOLS} selected={tab} onSelect={setTab} idPrefix="tool" />
      {TOOLS.map(({ id, label }) => {
        const { mount, Panel } = TOOL_MODULES[id];
        const active = tab === id;
        return (
          <div key={`${t.TableName}:${id}`} {...tabPanelProps('tool', id)} hidden={!active}>
            <PanelBoundary name={`Tools: ${label}`}>
              {mount === 'kept' || active ? <Panel table={t} active={active} /> : null}
            </PanelBoundary>
          </div>
        );
      })}
    </section>
  );
}
