/**
 * The Indexes table's "Key templates" cell: for each entity of the table's design that fills the
 * index's keys, how it fills them (`User: GSI1PK = EMAIL#{email}`), so an overloaded index says
 * what it holds. The design is the imported model with the user's choices, else the one kept from
 * the reads of the table; without either the cell says none is known yet.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { applyOverrides } from '../../../shared/design/model/design-choices.js';
import type { IndexFacts } from '../../../shared/table-admin/table-facts.js';
import { indexKeyTemplates } from '../../model/table-details/index-templates.js';
import { useApp } from '../../store/index.js';
import { designPartsOf } from '../../store/table-details-slice.js';

export function IndexTemplatesCell({ table, keys }: { table: string; keys: IndexFacts['keys'] }) {
  const { choices, kept } = useApp(useShallow((s) => designPartsOf(s, table)));
  const templates = useMemo(() => {
    const design = choices?.model ? applyOverrides(choices.model, choices.overrides) : kept;
    return design ? indexKeyTemplates(design, keys) : null;
  }, [choices, kept, keys]);
  if (templates === null)
    return (
      <td className="muted" title="Read the table, or import its model in the Design tab">
        No design yet
      </td>
    );
  if (templates.length === 0) return <td className="muted">No entity fills these keys</td>;
  return (
    <td>
      <ul className="index-templates">
        {templates.map((t) => (
          <li key={t.entity}>
            {t.entity}: <code>{t.keys.join(', ')}</code>
          </li>
        ))}
      </ul>
    </td>
  );
}
