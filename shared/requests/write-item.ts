/**
 * The pre-send gate for writes: an item to be written (a staged change's `after`) against the
 * described table, by DynamoDB's rules: its table key whole, each key value of its type, not
 * empty and within the key size limits; an index key attribute the item has must be of the
 * index's type and not empty (DynamoDB refuses the write otherwise); names, nesting and text as
 * DynamoDB stores them (item-rules.ts); the item within 400 KB. The item as read (`before`) is
 * checked for its table key and its size (no item DynamoDB holds is larger: a bigger one was not
 * read from it). A version attribute must be usable as one (shared/writes/version-rules.ts).
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import { itemSize, MAX_ITEM_BYTES } from '../dynamo/item-size.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import { keyAttributes, keyValueProblems } from './key-values.js';
import { versionDecision } from '../writes/version-rules.js';
import { itemRuleProblems } from './item-rules.js';

export interface WriteChangeRequest {
  before?: Item;
  after?: Item;
  versionAttribute?: string;
}

const bytesText = (n: number) => n.toLocaleString('en-US');

export function writeChangeProblems(
  field: string,
  change: WriteChangeRequest,
  table: TableDescription,
): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  const tableKey = keyAttributes(table) ?? [];
  for (const which of ['before', 'after'] as const) {
    const item = change[which];
    if (!item) continue;
    const at = `${field}.${which}`;
    const missing = tableKey.filter((a) => !Object.hasOwn(item, a.name));
    if (missing.length > 0) {
      out.push({
        field: at,
        token: missing[0]!.name,
        message: `${at} lacks the ${missing.map((a) => `${a.role} key "${a.name}"`).join(' and ')} of table "${table.TableName}"`,
      });
    }
    out.push(...keyValueProblems(at, item, tableKey, true));
    if (which === 'before' && itemSize(item) > MAX_ITEM_BYTES)
      out.push({
        field: at,
        message: `${at} is ${bytesText(itemSize(item))} bytes; DynamoDB holds no item over ${bytesText(MAX_ITEM_BYTES)} bytes (400 KB), so this cannot be an item as read`,
      });
  }
  const partition = tableKey.find((k) => k.role === 'partition');
  if (partition && change.versionAttribute !== undefined) {
    const sort = tableKey.find((k) => k.role === 'sort');
    const decision = versionDecision(change, {
      partitionKey: partition.name,
      ...(sort ? { sortKey: sort.name } : {}),
    });
    if ('problem' in decision)
      out.push({ field: `${field}.versionAttribute`, message: `${field}.versionAttribute: ${decision.problem}` });
  }
  const after = change.after;
  if (after) {
    const indexKeys = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].flatMap(
      (index) => (keyAttributes(table, index.IndexName) ?? []).filter((a) => a.of !== `table "${table.TableName}"`),
    );
    const seen = new Set(tableKey.map((a) => a.name));
    const unique = indexKeys.filter((a) => !seen.has(a.name) && (seen.add(a.name), true));
    out.push(...keyValueProblems(`${field}.after`, after, unique, true));
    out.push(...itemRuleProblems(`${field}.after`, after));
    const bytes = itemSize(after);
    if (bytes > MAX_ITEM_BYTES) {
      out.push({
        field: `${field}.after`,
        message: `${field}.after is ${bytesText(bytes)} bytes; DynamoDB writes an item of at most ${bytesText(MAX_ITEM_BYTES)} bytes (400 KB)`,
      });
    }
  }
  return out;
}
