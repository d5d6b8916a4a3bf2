/**
 * Tab titles that tell tabs apart. A title says the table and the key (`Orders · ORDER#1042`), so
 * two tabs on one table with different reads (a filtered Scan and a plain one, a query on an index,
 * the same key on another connection) looked the same. Here each tab whose title another tab
 * shares gets the fewest qualifiers that separate their reads, tried in a fixed order (the index,
 * the operation, the sort key condition, the filter's first term, the connection), and a tooltip
 * says the whole read. Pure: the tab bar gives it each tab's title and address.
 */
import type { AnyRoute } from '../../routing/any-route.js';

/** One tab as the tab bar knows it: its title (`Orders · ORDER#1042`) and its parsed address, if any. */
export interface TitledRead {
  title: string;
  route: AnyRoute | null;
}

type Kind = 'index' | 'operation' | 'sortKey' | 'filter' | 'connection';
const KINDS: readonly Kind[] = ['index', 'operation', 'sortKey', 'filter', 'connection'];
/** A qualifier longer than this is cut (the tooltip has it whole). */
const MAX_QUALIFIER = 28;

const OPERATION = { query: '', scan: 'Scan', get: 'GetItem' } as const;
const TOOL = { 'fan-out': 'Shard fan-out', partitions: 'Several partitions' } as const;

function cut(text: string): string {
  return text.length > MAX_QUALIFIER ? `${text.slice(0, MAX_QUALIFIER - 1)}…` : text;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A value of the values map as a person reads it: `shipped` for `{"S":"shipped"}` or `"shipped"`. */
function valueText(v: unknown): string | undefined {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.length === 1) {
      const [type, inner] = entries[0]!;
      if ((type === 'S' || type === 'N') && typeof inner === 'string') return inner;
      if (type === 'BOOL' && typeof inner === 'boolean') return String(inner);
    }
  }
  return undefined;
}

/** Where the bracket opening `text` closes, -1 when it does not open with one. */
function closingOf(text: string): number {
  if (!text.startsWith('(')) return -1;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The first term of a filter (up to its first top-level AND or OR), its #names and :values filled in. */
export function firstFilterTerm(filter: string, names: string, values: string): string {
  let depth = 0;
  let end = filter.length;
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(c!) && /^\s+(AND|OR)\s/i.test(filter.slice(i))) {
      // The AND of `a BETWEEN :x AND :y` is part of its term.
      if (/\bBETWEEN\s+[^\s()]+$/i.test(filter.slice(0, i))) continue;
      end = i;
      break;
    }
  }
  const term = filter.slice(0, end).trim();
  // A term in brackets of its own reads as its inside's first term.
  if (closingOf(term) === term.length - 1) return firstFilterTerm(term.slice(1, -1), names, values);
  const n = parseJson(names);
  const v = parseJson(values);
  return term
    .replace(/#[A-Za-z0-9_]+/g, (m) => (typeof n[m] === 'string' ? (n[m] as string) : m))
    .replace(/:[A-Za-z0-9_]+/g, (m) => valueText(v[m]) ?? m);
}

function sortKeyText(op: string, sk: string, sk2: string): string {
  if (!op) return '';
  if (op === 'between') return `${sk}..${sk2}`;
  if (op === 'begins_with') return `${sk}*`;
  return `${op} ${sk}`;
}

/** The qualifier of one kind for a read, '' when the read has none of it. */
function qualifier(route: AnyRoute, kind: Kind, connectionName: (id: string) => string): string {
  const connection = 'tool' in route ? route.tool.connection : route.read.connection;
  if (kind === 'connection') return connection ? connectionName(connection.id) : '';
  if ('tool' in route) {
    const d = route.tool.form.draft;
    if (kind === 'index') return d.index;
    if (kind === 'operation') return TOOL[route.tool.tool];
    if (kind === 'sortKey') return sortKeyText(d.sortOp, d.sortValue, d.sortValue2);
    return '';
  }
  const d = route.read.draft;
  if (kind === 'index') return d.operation === 'get' ? '' : d.index;
  if (kind === 'operation') return OPERATION[d.operation];
  if (kind === 'sortKey')
    return d.operation === 'get' ? d.sk : d.operation === 'query' ? sortKeyText(d.skOp, d.sk, d.sk2) : '';
  return d.filter.trim() ? firstFilterTerm(d.filter, d.names, d.values) : '';
}

/**
 * Each tab's title, qualified just enough to tell it from the tabs whose title it shares. Tabs
 * holding the very same read (a duplicate) keep the same title: there is nothing to tell apart.
 */
export function distinctTitles(tabs: readonly TitledRead[], connectionName: (id: string) => string): string[] {
  const parts = tabs.map((t) => [t.title]);
  const refine = (members: number[], from: number) => {
    if (members.length < 2) return;
    for (let k = from; k < KINDS.length; k++) {
      const valueOf = (i: number) => {
        const route = tabs[i]!.route;
        return route ? qualifier(route, KINDS[k]!, connectionName) : '';
      };
      const groups = new Map<string, number[]>();
      for (const i of members) groups.set(valueOf(i), [...(groups.get(valueOf(i)) ?? []), i]);
      if (groups.size < 2) continue;
      for (const [value, group] of groups) {
        if (value) for (const i of group) parts[i]!.push(cut(value));
        refine(group, k + 1);
      }
      return;
    }
  };
  const byTitle = new Map<string, number[]>();
  tabs.forEach((t, i) => byTitle.set(t.title, [...(byTitle.get(t.title) ?? []), i]));
  for (const members of byTitle.values()) refine(members, 0);
  return parts.map((p) => p.join(' · '));
}

const OPERATION_NAMES = { query: 'Query', scan: 'Scan', get: 'GetItem' } as const;

/** The whole read in a line, for the tab's tooltip: operation, table, index, keys, filter, connection. */
export function describeTabRead(route: AnyRoute, connectionName: (id: string) => string): string {
  const on = (id: string | undefined) => (id ? `, on ${connectionName(id)}` : '');
  if ('tool' in route) {
    const t = route.tool;
    const d = t.form.draft;
    const index = d.index ? ` (index ${d.index})` : '';
    const sk = sortKeyText(d.sortOp, d.sortValue, d.sortValue2);
    return `${TOOL[t.tool]} on ${t.table}${index}, keys ${d.pattern}${sk ? `, sort key ${sk}` : ''}${on(t.connection?.id)}`;
  }
  const d = route.read.draft;
  const parts = [
    `${OPERATION_NAMES[d.operation]} on ${d.table}${d.operation !== 'get' && d.index ? ` (index ${d.index})` : ''}`,
  ];
  if (d.operation !== 'scan' && d.pk) parts.push(`partition key ${d.pk}`);
  const sk = d.operation === 'get' ? d.sk : d.operation === 'query' ? sortKeyText(d.skOp, d.sk, d.sk2) : '';
  if (sk) parts.push(`sort key ${sk}`);
  if (d.filter.trim()) parts.push(`filter ${d.filter.trim()}`);
  return parts.join(', ') + on(route.read.connection?.id);
}
