import type { KeyNames, TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';

/** Indexes of the table whose sort key is a string: reads of them can be drilled into. */
function stringKeyedIndexes(table: TableDescription): string[] {
  const out: string[] = [];
  for (const i of [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])]) {
    const r = keySchemaFor(table, i.IndexName);
    if (r.ok && r.schema.sortKeyType === 'S') out.push(i.IndexName);
  }
  return out;
}

/**
 * What the drill-down can do for the keys in hand (the read's, else the table's): a tree of a
 * string sort key's parts, or plainly nothing, and where to go instead.
 */
export function DrillIntro({ table, keys, what }: { table: TableDescription; keys: KeyNames | null; what: string }) {
  const sk = keys?.sortKey;
  if (keys === null || (sk && keys.sortKeyType === 'S')) {
    return (
      <p className="tool-intro">
        Sort keys built of parts (<code>COUNTRY#STATE#CITY</code>{sk ? <> in <code>{sk}</code></> : null}) as a tree with counts. Opening
        a node reads its prefix with <code>begins_with</code> to complete the counts; choosing a node shows just that prefix in the results.
      </p>
    );
  }
  const indexes = stringKeyedIndexes(table).filter((i) => !what.includes(`"${i}"`));
  const elsewhere = indexes.length > 0
    ? <> The {indexes.length === 1 ? 'index' : 'indexes'} {indexes.map((i, n) => <span key={i}>{n > 0 ? ', ' : ''}<code>{i}</code></span>)} {indexes.length === 1 ? 'has' : 'have'} a string sort key: a read of {indexes.length === 1 ? 'it' : 'one'} can be drilled into.</>
    : null;
  if (!sk) {
    return (
      <p className="tool-intro" role="note">
        Nothing to drill into here: the {what} has no sort key, so each collection is a single item with no levels.{elsewhere}
      </p>
    );
  }
  const kind = keys.sortKeyType === 'N' ? 'a number' : 'a binary value';
  return (
    <p className="tool-intro" role="note">
      Nothing to drill into here: the sort key <code>{sk}</code> of the {what} is {kind}, which has no parts, and this tool shows
      the levels of string sort keys built of parts (such as <code>COUNTRY#STATE#CITY</code>). To read a range
      of <code>{sk}</code>, give the Query form a sort key condition (<code>between</code>, <code>&lt;</code>, <code>&gt;=</code>).{elsewhere}
    </p>
  );
}
