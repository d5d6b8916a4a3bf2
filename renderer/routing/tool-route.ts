/**
 * A tool's read in the address, so a link reopens it like any other read:
 * `#/fan-out?table=T&keys=WS%23acme%2301..%2310&page=50&plimit=20&par=4` and
 * `#/partitions?table=T&keys=...&mode=merged&dedupe=primary-key&limit=100`, both with the
 * tool's `index`, `skop`, `sk`, `sk2`, `desc=1` and the connection.
 */
import { DEFAULT_DEDUPE, type DedupeBy } from '../../shared/reads/multi-partition.js';
import { SORT_OPERATORS, type ToolDraft } from '../model/tools/tool-spec.js';
import {
  CONNECTION_PARAMS,
  readConnectionParams,
  writeConnectionParams,
  type LinkConnection,
} from './link-connection.js';
import { flagParam, unknownParams } from './unknown-params.js';

export interface FanOutForm {
  draft: ToolDraft;
  pageSize: string;
  partitionLimit: string;
  concurrency: string;
}
export interface PartitionsForm {
  draft: ToolDraft;
  mode: 'separate' | 'merged';
  dedupeBy: DedupeBy;
  limit: string;
}

export type ToolRoute =
  | { tool: 'fan-out'; table: string; form: FanOutForm; ignored: string[]; connection?: LinkConnection }
  | { tool: 'partitions'; table: string; form: PartitionsForm; ignored: string[]; connection?: LinkConnection };

export const EMPTY_TOOL_DRAFT: ToolDraft = {
  index: '',
  pattern: '',
  sortOp: '',
  sortValue: '',
  sortValue2: '',
  newestFirst: false,
};
export const DEFAULT_FAN_OUT: FanOutForm = {
  draft: EMPTY_TOOL_DRAFT,
  pageSize: '50',
  partitionLimit: '20',
  concurrency: '4',
};
export const DEFAULT_PARTITIONS: PartitionsForm = {
  draft: EMPTY_TOOL_DRAFT,
  mode: 'separate',
  dedupeBy: DEFAULT_DEDUPE,
  limit: '100',
};

const DRAFT_PARAMS = ['index', 'keys', 'skop', 'sk', 'sk2', 'desc'];
const FAN_OUT_PARAMS: ReadonlyArray<[keyof Omit<FanOutForm, 'draft'>, string]> = [
  ['pageSize', 'page'],
  ['partitionLimit', 'plimit'],
  ['concurrency', 'par'],
];
const DEDUPE: readonly DedupeBy[] = ['sort-key', 'primary-key'];

export function parseToolRoute(hash: string): ToolRoute | null {
  const m = /^#\/(fan-out|partitions)(?:\?(.*))?$/.exec(hash);
  if (!m) return null;
  const params = new URLSearchParams(m[2] ?? '');
  const table = params.get('table');
  if (!table) return null;
  const ignored: string[] = [];
  const draft = readDraft(params, ignored);
  const connection = readConnectionParams(params);
  const common = { table, ignored, ...(connection ? { connection } : {}) };
  const known = new Set<string>(['table', ...CONNECTION_PARAMS, ...DRAFT_PARAMS]);
  let route: ToolRoute;
  if (m[1] === 'fan-out') {
    const form: FanOutForm = { ...DEFAULT_FAN_OUT, draft };
    for (const [field, param] of FAN_OUT_PARAMS) {
      known.add(param);
      const v = params.get(param);
      if (v !== null) form[field] = v;
    }
    route = { tool: 'fan-out', ...common, form };
  } else {
    const form: PartitionsForm = { ...DEFAULT_PARTITIONS, draft };
    for (const p of ['mode', 'dedupe', 'limit']) known.add(p);
    const mode = params.get('mode');
    if (mode === 'merged' || mode === 'separate') form.mode = mode;
    else if (mode !== null) ignored.push(`mode=${mode}`);
    const dedupe = params.get('dedupe');
    if (dedupe !== null && (DEDUPE as readonly string[]).includes(dedupe)) form.dedupeBy = dedupe as DedupeBy;
    else if (dedupe !== null) ignored.push(`dedupe=${dedupe}`);
    const limit = params.get('limit');
    if (limit !== null) form.limit = limit;
    route = { tool: 'partitions', ...common, form };
  }
  ignored.push(...unknownParams(params, known));
  return route;
}

type ToolRouteInput = ToolRoute extends infer R ? (R extends ToolRoute ? Omit<R, 'ignored'> : never) : never;

export function formatToolRoute(route: ToolRouteInput, connection?: LinkConnection): string {
  const params = new URLSearchParams();
  params.set('table', route.table);
  const link = connection ?? route.connection;
  if (link) writeConnectionParams(params, link);
  writeDraft(params, route.form.draft);
  if (route.tool === 'fan-out') {
    for (const [field, param] of FAN_OUT_PARAMS) params.set(param, route.form[field]);
  } else {
    params.set('mode', route.form.mode);
    if (route.form.mode === 'merged') params.set('dedupe', route.form.dedupeBy);
    params.set('limit', route.form.limit);
  }
  return `#/${route.tool}?${params.toString().replace(/\+/g, '%20')}`;
}

function readDraft(params: URLSearchParams, ignored: string[]): ToolDraft {
  const draft: ToolDraft = { ...EMPTY_TOOL_DRAFT };
  draft.index = params.get('index') ?? '';
  draft.pattern = params.get('keys') ?? '';
  const op = params.get('skop');
  if (op !== null) {
    const found = SORT_OPERATORS.find(([o]) => o === op);
    if (found) draft.sortOp = found[0];
    else ignored.push(`skop=${op}`);
  }
  draft.sortValue = params.get('sk') ?? '';
  draft.sortValue2 = params.get('sk2') ?? '';
  draft.newestFirst = flagParam(params, 'desc', ignored);
  return draft;
}

function writeDraft(params: URLSearchParams, d: ToolDraft): void {
  if (d.index) params.set('index', d.index);
  params.set('keys', d.pattern);
  if (d.sortOp !== '') {
    params.set('skop', d.sortOp);
    params.set('sk', d.sortValue);
    if (d.sortOp === 'between') params.set('sk2', d.sortValue2);
  }
  if (d.newestFirst) params.set('desc', '1');
}
