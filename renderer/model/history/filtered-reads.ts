/**
 * The table's history as the reads an index proposal weighs (shared/cost/index-proposal.ts): each
 * entry's address read back into its operation, index, filter terms, projection, and the items it
 * scanned against those it kept. An entry that failed, that predates scanned counts, or whose
 * address no longer reads is left out, never guessed.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { parseProjectionSyntax } from '../../../shared/expressions/parse-syntax.js';
import { filterTerms } from '../../../shared/cost/filter-terms.js';
import type { FilteredRead } from '../../../shared/cost/index-proposal.js';
import { parseRoute } from '../../routing/query-route.js';
import { parseNamesMap, parseValuesMap } from '../query/placeholder-maps.js';
import { runsOf, type HistoryEntry } from './query-history.js';

function projectionOf(text: string, names: Record<string, string>): string[] | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parseProjectionSyntax(text, 'ProjectionExpression');
  if (!parsed.ok) return undefined;
  return [
    ...new Set(
      parsed.value.map((p) => {
        const s = p.segments[0];
        return s.placeholder ? (names[s.text] ?? s.text) : s.text;
      }),
    ),
  ];
}

export function filteredReadOf(entry: HistoryEntry, table: TableDescription): FilteredRead | null {
  if (entry.error !== undefined || entry.items === undefined || entry.scanned === undefined) return null;
  const route = parseRoute(entry.route);
  const d = route?.draft;
  if (!d || d.table !== table.TableName || d.operation === 'get') return null;
  const names = parseNamesMap(d.names);
  const values = parseValuesMap(d.values);
  if (!names.ok || !values.ok) return null;
  const terms = filterTerms(d.filter, names.value);
  if (!terms) return null;
  const valueTypes: FilteredRead['valueTypes'] = {};
  for (const [k, v] of Object.entries(values.value))
    valueTypes[k] = 'S' in v ? 'S' : 'N' in v ? 'N' : 'B' in v ? 'B' : undefined;
  const schema = keySchemaFor(table, d.index || undefined);
  if (!schema.ok) return null;
  const projection = projectionOf(d.projection, names.value);
  return {
    operation: d.operation === 'scan' ? 'Scan' : 'Query',
    ...(d.index ? { index: d.index } : {}),
    ...(d.operation === 'query' ? { partitionKey: schema.schema.partitionKey } : {}),
    terms,
    valueTypes,
    ...(projection ? { projection } : {}),
    scanned: entry.scanned,
    returned: entry.items,
    ...(entry.rcu !== undefined ? { rcu: entry.rcu } : {}),
    summary: entry.summary,
    ...(runsOf(entry) > 1 ? { runs: runsOf(entry) } : {}),
  };
}

export function filteredReadsOf(entries: readonly HistoryEntry[], table: TableDescription): FilteredRead[] {
  return entries.map((e) => filteredReadOf(e, table)).filter((r): r is FilteredRead => r !== null);
}
