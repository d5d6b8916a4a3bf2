/**
 * A seeded generator of single-table designs the app has never seen: key names and types, any
 * delimiter (or none, or mixed), 1 to 4 levels of hierarchy, literal sort keys, a type attribute of
 * any name on all, some or none of the items, GSIs (inverted, sparse, overloaded, hash-only, every
 * projection) and an LSI. Nothing here is keyed to the app's sample tables.
 */
import { Prng } from './prng.js';
import { generateItems } from './design-items.js';
import type { EntitySpec, GenIndex, GeneratedDesign, KeyAttr, KeyType } from './design-types.js';

export const DELIMITERS = ['#', ':', '::', '|', '/', '.', '_', '~', '@', '$', ';', ',', '+', '=', '-'] as const;
export const LITERAL_SORT_KEYS = ['~info', '#META', 'A', '=pk', 'METADATA', 'PROFILE', '!root'] as const;

const PK_NAMES = ['PK', 'pk', 'id', 'partitionKey', 'hk', 'Owner', 'tenant_id', 'Ключ', 'part-key', 'p.k', 'H'];
const SK_NAMES = ['SK', 'sk', 'rk', 'sortKey', 'rec', 'Sort Key', 'näme', 's_k', 'R'];
const TYPE_NAMES = ['type', '_et', 'kind', 'entity', 'EntityType', '__typename', 'tipo', 'ét', 't'];
const ENTITY_WORDS = [
  'Order',
  'Invoice',
  'Asset',
  'Booking',
  'Sensor',
  'Reading',
  'Ticket',
  'Lesson',
  'Parcel',
  'Voyage',
  'Zähler',
  'Séance',
  'Ledger',
  'Batch',
  'Gadget',
  '品目',
];
const TABLE_WORDS = ['Gx', 'Fuzz', 'Probe', 'Trial', 'Drawn', 'Kiln', 'Quay', 'Moor'];

function keyType(r: Prng, sType = 0.75, nType = 0.17): KeyType {
  const x = r.next();
  return x < sType ? 'S' : x < sType + nType ? 'N' : 'B';
}

function prefixFor(r: Prng, word: string): string {
  const style = r.int(0, 3);
  if (style === 0) return word.toUpperCase();
  if (style === 1) return word.toLowerCase();
  if (style === 2) return word;
  return word.slice(0, 3).toUpperCase();
}

function delimitersFor(r: Prng, levels: number, base: string, mixed: boolean): string[] {
  return Array.from({ length: levels }, () => (mixed ? r.pick(['', ...DELIMITERS]) : base));
}

function entitiesFor(r: Prng, typeCoverage: 'all' | 'some' | 'none', delimiter: string, mixed: boolean): EntitySpec[] {
  const words = r.sample(ENTITY_WORDS, r.int(1, 4));
  const levels = r.int(1, 4);
  const typed = () => typeCoverage === 'all' || (typeCoverage === 'some' && r.chance(0.5));
  const entities: EntitySpec[] = [];
  if (r.chance(0.75)) {
    const word = r.pick(['Account', 'Profile', 'Root', 'Header', 'Ёлка']);
    entities.push({
      name: word,
      prefix: prefixFor(r, word),
      role: 'parent',
      literalSk: r.pick(LITERAL_SORT_KEYS),
      levels: 0,
      delimiters: [],
      typed: typed(),
    });
  }
  for (const w of words) {
    // One shared depth for most tables, as a design usually has; sometimes each kind its own.
    const l = r.chance(0.7) ? levels : r.int(1, 4);
    entities.push({
      name: w,
      prefix: prefixFor(r, w),
      role: 'child',
      levels: l,
      delimiters: delimitersFor(r, l, delimiter, mixed),
      typed: typed(),
    });
  }
  if (typeCoverage === 'some' && entities.every((e) => e.typed)) entities[0]!.typed = false;
  if (typeCoverage === 'some' && entities.every((e) => !e.typed)) entities[entities.length - 1]!.typed = true;
  return entities;
}

function projection(r: Prng, extras: readonly string[]): Pick<GenIndex, 'projection' | 'include'> {
  const p = r.pick(['ALL', 'KEYS_ONLY', 'INCLUDE'] as const);
  return p === 'INCLUDE' ? { projection: p, include: r.sample(extras, r.int(1, 2)) } : { projection: p };
}

/** Attributes every item may carry, so INCLUDE projections have something to name. */
export const COMMON_ATTRIBUTES = ['label', 'amount', 'note', 'tags', 'meta'] as const;

function indexesFor(r: Prng, pk: KeyAttr, sk: KeyAttr | undefined): GenIndex[] {
  const shapes = r
    .sample<GenIndex['shape']>(['inverted', 'sparse', 'overloaded', 'hash-only', 'sparse', 'overloaded'], r.int(0, 4))
    .filter((s) => s !== 'inverted' || sk !== undefined);
  const indexes: GenIndex[] = [];
  shapes.forEach((shape, i) => {
    const name = r.pick(['GSI', 'idx', 'By', 'Inv', 'gsi_', 'Index-']) + String(i + 1);
    const proj = projection(r, COMMON_ATTRIBUTES);
    if (shape === 'inverted') indexes.push({ name, kind: 'gsi', shape, pk: sk!, sk: pk, ...proj });
    else if (shape === 'sparse')
      indexes.push({
        name,
        kind: 'gsi',
        shape,
        pk: { name: `sparse${i}`, type: keyType(r, 0.8, 0.2) },
        ...(r.chance(0.6) ? { sk: { name: `sparseAt${i}`, type: keyType(r, 0.6, 0.4) } } : {}),
        ...proj,
      });
    else if (shape === 'overloaded')
      indexes.push({
        name,
        kind: 'gsi',
        shape,
        pk: { name: `GSI${i}PK`, type: 'S' },
        sk: { name: `GSI${i}SK`, type: 'S' },
        ...proj,
      });
    else indexes.push({ name, kind: 'gsi', shape, pk: { name: `status${i}`, type: keyType(r, 0.6, 0.3) }, ...proj });
  });
  if (sk && r.chance(0.35))
    indexes.push({
      name: r.pick(['LSI', 'lsi1', 'ByUpdated']),
      kind: 'lsi',
      shape: 'local',
      pk,
      sk: { name: 'updated', type: keyType(r, 0.6, 0.4) },
      ...projection(r, COMMON_ATTRIBUTES),
    });
  return indexes;
}

export interface GenerateOptions {
  /** How large the largest collection may be (1 to 5,000); CI keeps it small. */
  maxBigCollection?: number;
}

export function generateDesign(seed: number, { maxBigCollection = 5000 }: GenerateOptions = {}): GeneratedDesign {
  const r = new Prng(seed);
  const pkName = r.pick(PK_NAMES);
  const pk: KeyAttr = { name: pkName, type: keyType(r) };
  const hasSk = r.chance(0.85);
  const sk: KeyAttr | undefined = hasSk
    ? { name: r.pick(SK_NAMES.filter((n) => n !== pkName)), type: keyType(r, 0.8, 0.14) }
    : undefined;
  const delimiterStyle = r.next();
  const delimiter = delimiterStyle < 0.1 ? '' : r.pick(DELIMITERS);
  const mixed = delimiterStyle > 0.88;
  const typeCoverage = r.pick(['all', 'some', 'none'] as const);
  const typeAttribute =
    typeCoverage === 'none' ? undefined : r.pick(TYPE_NAMES.filter((n) => n !== pkName && n !== sk?.name));
  const entities = entitiesFor(r, typeCoverage, delimiter, mixed);
  const indexes = indexesFor(r, pk, sk);
  const table = `${r.pick(TABLE_WORDS)}_${seed}`;
  const design = {
    seed,
    table,
    pk,
    ...(sk ? { sk } : {}),
    indexes,
    entities,
    ...(typeAttribute ? { typeAttribute } : {}),
  };
  const { items, bigCollection } = generateItems(r, design, { delimiter, maxBigCollection });
  const summary = [
    `table ${table}: ${pk.name} ${pk.type}${sk ? `, ${sk.name} ${sk.type}` : ' (hash only)'}`,
    `delimiter ${mixed ? 'mixed' : delimiter === '' ? 'none' : JSON.stringify(delimiter)}`,
    `entities ${entities.map((e) => `${e.name}${e.role === 'parent' ? `(${e.literalSk})` : `/${e.levels}`}${e.typed ? '' : '*'}`).join(' ')}`,
    `type attribute ${typeAttribute ?? 'none'} (${typeCoverage})`,
    `indexes ${indexes.map((i) => `${i.name}:${i.shape}:${i.projection}`).join(' ') || 'none'}`,
    `${items.length} items`,
  ].join('; ');
  return { ...design, items, bigCollection, summary };
}
