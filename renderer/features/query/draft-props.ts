/**
 * What each part of the read form is given: the draft, its table, a way to change the draft and the
 * problem found in a field. Declared apart from ReadForm so its parts do not import the form back.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { DraftField, QueryDraft } from '../../model/query/query-draft.js';

export interface DraftProps {
  draft: QueryDraft;
  table: TableDescription;
  edit(patch: Partial<QueryDraft>): void;
  problem(field: DraftField): string | undefined;
}
