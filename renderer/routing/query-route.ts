/**
 * The open read in the address hash, so a link reopens it: `#/query?table=T&pk=V` plus `index`,
 * `skop`, `sk`, `sk2`, `desc=1`, and the paging and expression fields when they are set.
 * `#/scan?...` and `#/get?...` carry the other two operations the same way. `conn` names the
 * connection the read was made on (with `endpoint` and `region` for an endpoint, so the link can
 * find it, or say which one is missing, in another run).
 */
import { SORT_KEY_OPERATORS, type SortKeyOperator } from '../../shared/expressions/model.js';
import { emptyDraft, type QueryDraft, type ReadOperation } from '../model/query/query-draft.js';
import { flagParam, unknownParams } from './unknown-params.js';
import {
  readConnectionParams,
  writeConnectionParams,
  CONNECTION_PARAMS,
  type LinkConnection,
} from './link-connection.js';

const OPERATIONS: readonly ReadOperation[] = ['query', 'scan', 'get'];

/** Draft fields that travel as text, with their names in the address. */
const TEXT_PARAMS: ReadonlyArray<[keyof QueryDraft, string]> = [
  ['index', 'index'],
  ['pk', 'pk'],
  ['sk', 'sk'],
  ['sk2', 'sk2'],
  ['limit', 'limit'],
  ['filter', 'filter'],
  ['projection', 'projection'],
  ['names', 'names'],
  ['values', 'values'],
  ['segments', 'segments'],
];

export interface ParsedRoute {
  draft: QueryDraft;
  /** Parameters the link had that this version does not know, or values it could not use. */
  ignored: string[];
  /** The connection the link was made on; absent in links of older versions. */
  connection?: LinkConnection;
}

/** Reads a hash such as `#/query?table=Orders&pk=ORG%23acme`; null when it names no read. */
export function parseRoute(hash: string): ParsedRoute | null {
  const m = /^#\/(query|scan|get)(?:\?(.*))?$/.exec(hash);
  if (!m) return null;
  const params = new URLSearchParams(m[2] ?? '');
  const table = params.get('table');
  if (!table) return null;
  const draft = emptyDraft(table, m[1] as ReadOperation);
  const ignored: string[] = [];
  const known = new Set([
    'table',
    'skop',
    'desc',
    'consistent',
    'cap',
    'budget',
    ...CONNECTION_PARAMS,
    ...TEXT_PARAMS.map(([, p]) => p),
  ]);
  for (const [field, param] of TEXT_PARAMS) {
    const v = params.get(param);
    if (v !== null) (draft as unknown as Record<string, string>)[field] = v;
  }
  const skop = params.get('skop');
  if (skop !== null) {
    if ((SORT_KEY_OPERATORS as readonly string[]).includes(skop)) draft.skOp = skop as SortKeyOperator;
    else ignored.push(`skop=${skop}`);
  } else if (draft.sk !== '') {
    draft.skOp = '=';
  }
  draft.desc = flagParam(params, 'desc', ignored);
  draft.consistent = flagParam(params, 'consistent', ignored);
  const cap = params.get('cap');
  if (cap !== null) draft.cap = cap === 'none' ? '' : cap;
  // `budget=10` is 10 read units, `budget=0.5usd` half a dollar (shared/reads/read-budget.ts).
  const budget = params.get('budget');
  if (budget !== null) {
    draft.budgetUnit = budget.endsWith('usd') ? 'usd' : 'rcu';
    draft.budget = budget.endsWith('usd') ? budget.slice(0, -3) : budget;
  }
  ignored.push(...unknownParams(params, known));
  const connection = readConnectionParams(params);
  return { draft, ignored, ...(connection ? { connection } : {}) };
}

/**
 * The hash for a draft: only fields that differ from an empty draft, in a stable order, and only
 * those the read uses (a sort-key value left over from an earlier condition is not part of it).
 */
export function formatRoute(d: QueryDraft, connection?: LinkConnection): string {
  const params = new URLSearchParams();
  params.set('table', d.table);
  if (connection) writeConnectionParams(params, connection);
  const base = emptyDraft(d.table, d.operation);
  for (const [field, param] of TEXT_PARAMS) {
    if (d.operation === 'scan' && (field === 'pk' || field === 'sk' || field === 'sk2')) continue;
    if (d.operation !== 'scan' && field === 'segments') continue;
    if (
      d.operation === 'get' &&
      (field === 'index' || field === 'sk2' || field === 'limit' || field === 'filter' || field === 'values')
    )
      continue;
    if (d.operation === 'query' && ((field === 'sk' && d.skOp === '') || (field === 'sk2' && d.skOp !== 'between')))
      continue;
    const v = d[field] as string;
    if (v !== base[field]) params.set(param, v);
  }
  if (d.operation === 'query' && d.skOp !== '') params.set('skop', d.skOp);
  if (d.operation === 'query' && d.desc) params.set('desc', '1');
  if (d.consistent) params.set('consistent', '1');
  if (d.operation !== 'get' && d.cap !== base.cap) params.set('cap', d.cap === '' ? 'none' : d.cap);
  if (d.operation !== 'get' && d.budget.trim() !== '')
    params.set('budget', `${d.budget.trim()}${d.budgetUnit === 'usd' ? 'usd' : ''}`);
  // URLSearchParams writes spaces as "+"; %20 reads the same and survives more copy-paste paths.
  return `#/${OPERATIONS.includes(d.operation) ? d.operation : 'query'}?${params.toString().replace(/\+/g, '%20')}`;
}

/** True when two drafts would run the same read (and so need the same address). */
export function sameRoute(a: QueryDraft, b: QueryDraft): boolean {
  return formatRoute(a) === formatRoute(b);
}

/** The route's hash without its connection, for comparing reads made on any connection. */
export function withoutConnection(hash: string): string {
  const m = /^(#\/[a-z-]+)(?:\?(.*))?$/.exec(hash);
  if (!m) return hash;
  const params = new URLSearchParams(m[2] ?? '');
  for (const p of CONNECTION_PARAMS) params.delete(p);
  return `${m[1]}?${params.toString().replace(/\+/g, '%20')}`;
}
