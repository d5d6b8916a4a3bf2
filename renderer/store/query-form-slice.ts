/**
 * The read form's draft, its problems, and the notice of a link that could not be opened as given
 * (opening one is open-read-actions.ts). A draft belongs to one table; choosing another table shows
 * a fresh one without any reset racing the table's load.
 */
import type { StateCreator } from 'zustand';
import type { TableDescription } from '../../shared/dynamo/types.js';
import { keySchemaFor } from '../../shared/expressions/key-schema.js';
import type { FieldProblem } from '../model/query/query-draft.js';
import { emptyDraft, type QueryDraft } from '../model/query/query-draft.js';
import type { EndpointToAdd } from '../routing/link-connection.js';
import type { AppState } from './index.js';

export interface QueryFormSlice {
  draft: QueryDraft | null;
  formProblems: FieldProblem[];
  /** Why a link could not be opened as given (a missing table, parameters ignored). */
  /** `formRefused`: the link's read was not run for the form's problems, which the notice names. */
  linkNotice: LinkNoticeState | null;
  /** The draft for `table`: the one being edited, or an empty one. */
  draftFor(table: string): QueryDraft;
  editDraft(table: string, patch: Partial<QueryDraft>): void;
  replaceDraft(draft: QueryDraft): void;
  dismissLinkNotice(): void;
}

export interface LinkNoticeState {
  kind: 'error' | 'info';
  message: string;
  formRefused?: true;
  /** The link's endpoint is not here: the Add endpoint form, filled in from the link. */
  addEndpoint?: EndpointToAdd;
  /** The link's address, to open again once what it lacked is there. */
  retry?: string;
  /** The words on the button that opens `retry` ("Open the link again" when absent). */
  retryLabel?: string;
  /** The link's connection waits for its secret: once it is typed and the tables are listed, the link opens by itself. */
  awaitsConnection?: string;
}

function indexNames(t: TableDescription): string[] {
  return [...(t.GlobalSecondaryIndexes ?? []), ...(t.LocalSecondaryIndexes ?? [])].map((i) => i.IndexName);
}

const OPERATION_NAMES = { query: 'Query', scan: 'Scan', get: 'GetItem' } as const;

/**
 * Why a link's read did not run, named by what the link lacks: a key attribute left out of the
 * link is named by its attribute name; other problems are pointed to beside their fields.
 */
export function refusedLinkMessage(draft: QueryDraft, table: TableDescription, problems: FieldProblem[]): string {
  const head = `The link's ${OPERATION_NAMES[draft.operation]} on table "${table.TableName}" was not run`;
  const schema = keySchemaFor(table, draft.operation === 'get' ? undefined : draft.index || undefined);
  const keyName = (type: 'HASH' | 'RANGE') =>
    !schema.ok ? '?' : type === 'HASH' ? schema.schema.partitionKey : schema.schema.sortKey;
  const missing: string[] = [];
  if (draft.operation !== 'scan' && draft.pk === '' && problems.some((p) => p.field === 'pk'))
    missing.push(`partition key "${keyName('HASH')}"`);
  if (draft.operation === 'get' && draft.sk === '' && problems.some((p) => p.field === 'sk'))
    missing.push(`sort key "${keyName('RANGE')}"`);
  if (missing.length && missing.length === problems.length)
    return `${head}: it has no value for the ${missing.join(' or the ')}. Enter it in the form and run.`;
  return `${head}: fix ${problems.length === 1 ? 'the field' : `the ${problems.length} fields`} marked in the form and run.`;
}

const ignoredNotice = (ignored: string[]) => ({ kind: 'error' as const, message: ignoredLinkMessage(ignored, 'form') });

/** The draft for `table` in a state: the one being edited, or an empty one (`draftFor`, for code outside the slice). */
export function draftOf(s: Pick<QueryFormSlice, 'draft'>, table: string): QueryDraft {
  const d = s.draft;
  return d && d.table === table ? d : emptyDraft(table, d?.operation);
}

export const createQueryFormSlice: StateCreator<AppState, [], [], QueryFormSlice> = (set, get) => ({
  draft: null,
  formProblems: [],
  linkNotice: null,

  draftFor(table) {
    return draftOf(get(), table);
  },

  editDraft(table, patch) {
    const next = { ...get().draftFor(table), ...patch };
    const touched = Object.keys(patch);
    set({ draft: next, formProblems: get().formProblems.filter((p) => !touched.includes(p.field)) });
  },

  replaceDraft(draft) {
    set({ draft, formProblems: [] });
  },

  dismissLinkNotice() {
    set({ linkNotice: null });
  },
});

/** Why a link was not run: the parameters it had that were not used, named as written. */
export function ignoredLinkMessage(ignored: readonly string[], where: 'form' | 'tool'): string {
  const what = ignored.length === 1 ? 'a parameter' : `${ignored.length} parameters`;
  return (
    `The link was not run: it has ${what} this version does not use: ${ignored.join(', ')}. ` +
    `The ${where} shows the rest of the link; check it and run.`
  );
}
