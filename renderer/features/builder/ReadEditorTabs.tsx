/** The three ways to write a read (plain form, builder, PartiQL) as tabs above the results. */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import type { ReadEditor } from '../../store/builder-slice.js';
import { ReadForm } from '../query/index.js';
import { BuilderPanel } from './BuilderPanel.js';
import { PartiqlPanel } from '../partiql/index.js';
import { TabBar, tabPanelProps } from '../../ui/TabBar.js';

const TABS: ReadonlyArray<{ id: ReadEditor; label: string }> = [
  { id: 'form', label: 'Plain form' },
  { id: 'builder', label: 'Expression builder' },
  { id: 'partiql', label: 'PartiQL' },
];

/** The plain read form, the expression builder and the PartiQL editor, one at a time, above the results. */
export function ReadEditorTabs({ table }: { table: TableDescription }) {
  const editor = useApp((s) => s.readEditor);
  const setEditor = useApp((s) => s.setReadEditor);
  return (
    <div className="read-editors">
      <TabBar
        label="Read editor"
        tabs={TABS}
        selected={editor}
        onSelect={setEditor}
        idPrefix="read-editor"
        className="op-tabs editor-tabs"
      />
      <div {...tabPanelProps('read-editor', editor)}>
        {editor === 'form' ? (
          <ReadForm table={table} />
        ) : editor === 'builder' ? (
          <BuilderPanel table={table} />
        ) : (
          <PartiqlPanel table={table} />
        )}
      </div>
    </div>
  );
}
