/**
 * Choosing another index in the plain form or the builder. A sort-key condition the new index
 * cannot take goes with the old index: on a hash-only index there is no sort key (and no control
 * on screen to clear one), and begins_with does not apply to a number.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import type { KeyConditionDraft } from '../../model/query/query-draft.js';

type SortDraft = Pick<KeyConditionDraft, 'index' | 'skOp' | 'sk' | 'sk2'>;

export function indexChange(draft: SortDraft, table: TableDescription, index: string): Partial<KeyConditionDraft> {
  const patch: Partial<KeyConditionDraft> = { index };
  const result = keySchemaFor(table, index || undefined);
  if (!result.ok || draft.skOp === '') return patch;
  const s = result.schema;
  if (!s.sortKey || (draft.skOp === 'begins_with' && s.sortKeyType === 'N'))
    return { ...patch, skOp: '', sk: '', sk2: '' };
  return patch;
}
