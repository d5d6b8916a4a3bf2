/**
 * A GSI proposed from the reads a user keeps making: reads that scan many items to keep few with a
 * filter on the same attribute(s) pay for every item scanned (DynamoDB's read units count what is
 * read, not what the filter keeps), where a Query of an index keyed on that attribute reads only
 * what it returns. The proposal says the index (its keys, or the design's overloaded index whose
 * template holds the attribute), its projection, its storage and write cost (a GSI item is its
 * projected attributes plus 100 bytes; every table write to an item the index holds writes the
 * index too, in its own write units) and the read units it saves. Prices: us-east-1 on-demand,
 * Standard table class, said in the text.
 */
import type { TableDesign } from '../design/model/table-design.js';
import { templateVariables } from '../design/model/key-template.js';
import type { FilterTerm } from './filter-terms.js';
import { formatDollars, readCost, US_EAST_1_ON_DEMAND, writeCost } from './pricing.js';

/** One read of history, with its filter's terms. */
export interface FilteredRead {
  operation: 'Scan' | 'Query';
  /** The index it read, when one. */
  index?: string;
  /** A Query's partition key attribute (of the table or the index read). */
  partitionKey?: string;
  terms: FilterTerm[];
  /** The placeholder values' types (`:s` -> S), for the key's type. */
  valueTypes: Record<string, 'S' | 'N' | 'B' | undefined>;
  /** The attributes asked for, when a projection; undefined: whole items. */
  projection?: string[];
  scanned: number;
  returned: number;
  rcu?: number;
  summary: string;
  /** How many times this read was made (history keeps one entry per read): each run counts as a read. */
  runs?: number;
}

/** A read's weight: its runs, one when not counted. */
const runsOf = (r: FilteredRead) => (r.runs !== undefined && r.runs >= 1 ? r.runs : 1);
const sumOf = (group: FilteredRead[], f: (r: FilteredRead) => number) =>
  group.reduce((s, r) => s + f(r) * runsOf(r), 0);

export interface ProposalTable {
  tableName: string;
  keys: { partitionKey: string; sortKey?: string };
  itemCount?: number;
  sizeBytes?: number;
  /** The partition keys of the GSIs the table has, by index name. */
  indexPartitionKeys: Record<string, string>;
  design?: TableDesign | null;
  /** The share of the table's items that carry `attribute` (0..1) and where it comes from. */
  carrying?(attribute: string): { share: number; basis: string } | undefined;
  writesPerMonth?: number;
}

export interface IndexProposal {
  indexName: string;
  partitionKey: { name: string; type: 'S' | 'N' | 'B' };
  sortKey?: { name: string; type: 'S' | 'N' | 'B' };
  /** The design's templates for the index, when the design's own (overloaded) index is proposed. */
  templates?: string[];
  projection: { type: 'ALL' } | { type: 'INCLUDE'; attributes: string[] };
  reads: string[];
  why: string;
  storage: { bytes: number; dollarsPerMonth: number; text: string };
  writes: { dollarsPerMillionTableWrites: number; dollarsPerMonth?: number; text: string };
  readsSaved: { unitsBefore: number; unitsAfter: number; text: string };
}

/** A read scanning fewer items than this costs too little to propose anything. */
export const MIN_SCANNED = 50;
/** Kept at most this share of what it scanned. */
export const MAX_KEPT_SHARE = 0.2;
/** A pattern is reads made again: at least this many of the same shape. */
export const MIN_READS = 2;
/** DynamoDB Standard storage, us-east-1, per GB-month (the first 25 GB of each account are free). */
export const STORAGE_PER_GB_MONTH = 0.25;
/** Per GSI item, over its attributes (DynamoDB's index storage rule). */
export const INDEX_ITEM_OVERHEAD = 100;
const GB = 1024 ** 3;

export function wasteful(r: FilteredRead): boolean {
  return r.scanned >= MIN_SCANNED && r.returned <= r.scanned * MAX_KEPT_SHARE;
}

/** The key a group of reads would be served by: an `=` term as partition key (a Query: its partition key and a term as sort key). */
function keyFor(r: FilteredRead): { pk: string; sk?: string } | null {
  const eq = r.terms.find((t) => t.operator === '=');
  if (r.operation === 'Query' && r.partitionKey) {
    const sk = eq ?? r.terms[0];
    return sk ? { pk: r.partitionKey, sk: sk.attribute } : null;
  }
  if (!eq) return null;
  const sk = r.terms.find((t) => t !== eq && t.attribute !== eq.attribute);
  return sk ? { pk: eq.attribute, sk: sk.attribute } : { pk: eq.attribute };
}

const typeOf = (reads: FilteredRead[], attribute: string) => {
  for (const r of reads)
    for (const t of r.terms)
      if (t.attribute === attribute && t.value && r.valueTypes[t.value]) return r.valueTypes[t.value]!;
  return 'S' as const;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/[^A-Za-z0-9_.-]/g, '');

/** The design's GSI whose templates put `attribute` in its partition key, if the table lacks it. */
function designIndexFor(design: TableDesign | null | undefined, attribute: string, existing: Record<string, string>) {
  for (const index of design?.indexes ?? []) {
    if (index.kind !== 'GSI' || existing[index.name] !== undefined) continue;
    const templates = design!.entities.flatMap((e) => {
      const pk = e.keys[index.partitionKey];
      if (pk === undefined || !templateVariables(pk).includes(attribute)) return [];
      const sk = index.sortKey ? e.keys[index.sortKey] : undefined;
      return [`${e.name}: ${index.partitionKey} = ${pk}${sk ? `, ${index.sortKey} = ${sk}` : ''}`];
    });
    if (templates.length > 0) return { index, templates };
  }
  return null;
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const bytesText = (b: number) =>
  b >= GB / 10
    ? `${(b / GB).toFixed(2)} GB`
    : b >= 1024 ** 2
      ? `${(b / 1024 ** 2).toFixed(1)} MB`
      : `${(b / 1024).toFixed(1)} KB`;

/** Every proposal history supports, the largest read savings first. */
export function proposeIndexes(reads: readonly FilteredRead[], table: ProposalTable): IndexProposal[] {
  const groups = new Map<string, FilteredRead[]>();
  for (const r of reads) {
    if (!wasteful(r)) continue;
    const key = keyFor(r);
    if (!key) continue;
    // A Scan whose attribute already keys an index is a Query away: cost/avoid-filter says so.
    if (!key.sk && Object.values(table.indexPartitionKeys).includes(key.pk)) continue;
    const id = `${r.operation}\u0000${r.index ?? ''}\u0000${key.pk}\u0000${key.sk ?? ''}`;
    groups.set(id, [...(groups.get(id) ?? []), r]);
  }
  const out: IndexProposal[] = [];
  for (const group of groups.values()) {
    if (sumOf(group, () => 1) < MIN_READS) continue;
    out.push(proposal(group, table));
  }
  return out.sort(
    (a, b) => b.readsSaved.unitsBefore - b.readsSaved.unitsAfter - (a.readsSaved.unitsBefore - a.readsSaved.unitsAfter),
  );
}

function proposal(group: FilteredRead[], table: ProposalTable): IndexProposal {
  const key = keyFor(group[0]!)!;
  const filtered = key.sk && group[0]!.operation === 'Query' ? key.sk : key.pk;
  const fromDesign = designIndexFor(table.design, filtered, table.indexPartitionKeys);
  const projected = group.every((r) => r.projection !== undefined)
    ? [...new Set(group.flatMap((r) => r.projection!))]
    : undefined;
  const keyNames = new Set([table.keys.partitionKey, table.keys.sortKey, key.pk, key.sk]);
  const include = projected?.filter((a) => !keyNames.has(a));
  const projection =
    include && include.length > 0 ? { type: 'INCLUDE' as const, attributes: include } : { type: 'ALL' as const };

  const scans = group.filter((r) => r.operation === 'Scan');
  const items =
    table.itemCount || Math.max(0, ...scans.map((r) => r.scanned)) || Math.max(...group.map((r) => r.scanned));
  const countBasis = table.itemCount ? "DescribeTable's count, updated every ~6 h" : 'as many as the reads scanned';
  const rcuPerItem = (r: FilteredRead) => (r.rcu && r.scanned ? r.rcu / r.scanned : undefined);
  const knownRcu = group.map(rcuPerItem).find((x) => x !== undefined);
  // An eventually consistent read unit is 4 KB read for half a unit: a Scan's units give its bytes back.
  const avgItem =
    table.sizeBytes && table.itemCount ? table.sizeBytes / table.itemCount : knownRcu ? knownRcu * 8192 : 1024;
  const carrying = table.carrying?.(filtered);
  const share = carrying?.share ?? 1;
  const shareText = carrying
    ? `${Math.round(share * 100)}% of items carry ${filtered} (${carrying.basis})`
    : `assuming every item carries ${filtered} (an upper bound)`;
  const indexItem = avgItem + INDEX_ITEM_OVERHEAD;
  const storageBytes = items * share * indexItem;
  const storageDollars = (storageBytes / GB) * STORAGE_PER_GB_MONTH;
  const unitsPerWrite = Math.ceil(indexItem / 1024);
  const perMillion = writeCost(share * 1_000_000 * unitsPerWrite);
  const perMonth = table.writesPerMonth === undefined ? undefined : (perMillion * table.writesPerMonth) / 1_000_000;

  // Each run of a read made again counts as that read once more (history keeps its last figures).
  const runs = sumOf(group, () => 1);
  const before = sumOf(group, (r) => r.rcu ?? (r.scanned * avgItem) / 8192) / runs;
  const kept = sumOf(group, (r) => r.returned) / runs;
  // A GSI read is eventually consistent: half a unit per 4 KB, rounded up per request.
  const after = Math.ceil((kept * indexItem) / 4096) / 2;
  const name = fromDesign?.index.name ?? uniqueName(`By${capital(filtered)}`, table.indexPartitionKeys);
  const priced = US_EAST_1_ON_DEMAND.label;
  return {
    indexName: name,
    // A design's overloaded key is text built from its template.
    partitionKey: fromDesign
      ? { name: fromDesign.index.partitionKey, type: 'S' }
      : { name: key.pk, type: typeOf(group, key.pk) },
    ...(fromDesign
      ? fromDesign.index.sortKey
        ? { sortKey: { name: fromDesign.index.sortKey, type: 'S' as const } }
        : {}
      : key.sk
        ? { sortKey: { name: key.sk, type: typeOf(group, key.sk) } }
        : {}),
    ...(fromDesign ? { templates: fromDesign.templates } : {}),
    projection,
    reads: group.map((r) => (runsOf(r) > 1 ? `${r.summary} (${runsOf(r)} runs)` : r.summary)),
    why: `${runs} reads scanned ${n(sumOf(group, (r) => r.scanned))} items to keep ${n(sumOf(group, (r) => r.returned))} with a filter on ${filtered}${fromDesign ? `; the design's ${name} keys ${filtered} already` : ''}.`,
    storage: {
      bytes: storageBytes,
      dollarsPerMonth: storageDollars,
      text: `about ${bytesText(storageBytes)}, ${formatDollars(storageDollars)} a month at $${STORAGE_PER_GB_MONTH} per GB-month: ${n(items)} items (${countBasis}), ${shareText}, ${n(indexItem)} bytes each with the index's 100-byte overhead`,
    },
    writes: {
      dollarsPerMillionTableWrites: perMillion,
      ...(perMonth === undefined ? {} : { dollarsPerMonth: perMonth }),
      text: `${formatDollars(perMillion)} per million table writes (${unitsPerWrite} write unit${unitsPerWrite === 1 ? '' : 's'} per index write, ${shareText.replace(/ \(.*\)$/, '')}; ${priced})${perMonth === undefined ? '' : `, ${formatDollars(perMonth)} a month at ${n(table.writesPerMonth!)} writes`}`,
    },
    readsSaved: {
      unitsBefore: before,
      unitsAfter: after,
      text: `each read: about ${before.toFixed(1)} read units now, ${after.toFixed(1)} as a Query of ${name}; ${formatDollars(readCost((before - after) * 1000))} saved per 1,000 reads (${priced})`,
    },
  };
}

function uniqueName(base: string, existing: Record<string, string>): string {
  let name = base;
  for (let i = 2; existing[name] !== undefined; i++) name = `${base}${i}`;
  return name;
}
