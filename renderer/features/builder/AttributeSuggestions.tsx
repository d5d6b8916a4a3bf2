/** The attribute names offered while a path is typed in the builder, so names need not be remembered. */
import { useMemo } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import { readTableOf } from '../../model/query/build-read.js';

/**
 * Attribute names to pick from while typing a path: the table's key attributes, the attributes
 * its indexes project, and the commonest ones in the read on screen when it is of this table.
 */
export function AttributeSuggestions({ table }: { table: TableDescription }) {
  const session = useApp((s) => s.session);
  const version = useApp((s) => s.read.version);
  const built = useApp((s) => s.read.built);
  const readTable = built ? readTableOf(built) : undefined;
  const names = useMemo(() => {
    const out = new Set<string>(table.AttributeDefinitions.map((d) => d.AttributeName));
    for (const i of [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])]) {
      for (const n of i.Projection?.NonKeyAttributes ?? []) out.add(n);
    }
    if (session && readTable === table.TableName) for (const n of session.attributes.mostCommon(60, out)) out.add(n);
    return [...out];
  }, [table, session, readTable, version]);
  return (
    <datalist id="builder-attributes">
      {names.map((n) => (
        <option key={n} value={n} />
      ))}
    </datalist>
  );
}
