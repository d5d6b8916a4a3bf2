/**
 * The items of a generated design: collections of 1 to 5,000 items (one large one, the read that
 * teaches the app the design), parents with literal sort keys, children with hierarchical keys,
 * unicode, empty-ish and ~350 KB items, and the attributes each index is keyed on.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Prng } from './prng.js';
import type { EntitySpec, GeneratedDesign, Item, KeyType } from './design-types.js';

type Schema = Omit<GeneratedDesign, 'items' | 'bigCollection' | 'summary'>;

const WORDS = ['north', 'süd', 'east', 'west', '東京', 'ørsted', 'café', 'x', 'Z9', '🚀', 'naïve', 'upper'];
const PK_WORDS = ['TENANT', 'acct', 'Org', 'ünit', 'SITE', 'grp', 'Fleet', '客户'];
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const pad = (n: number, w: number) => String(n).padStart(w, '0');

function keyValue(type: KeyType, text: string, n: number, r: Prng): AttributeValue {
  if (type === 'S') return { S: text };
  if (type === 'N') return { N: String(n) };
  return { B: Uint8Array.from([...r.bytes(3), (n >> 16) & 255, (n >> 8) & 255, n & 255]) };
}

/** The text a key value is typed as in the app's fields and links: S as is, N its digits, B base64. */
export function keyText(v: AttributeValue): string {
  if (v.S !== undefined) return v.S;
  if (v.N !== undefined) return v.N;
  if (v.B !== undefined) return b64(v.B);
  throw new Error(`not a key value: ${JSON.stringify(v)}`);
}

function partitionKeys(r: Prng, s: Schema, count: number, delimiter: string): AttributeValue[] {
  const word = r.pick(PK_WORDS);
  const opaque = delimiter === '' && r.chance(0.5);
  return Array.from({ length: count }, (_, c) => {
    const id = r.chance(0.2) ? `${r.pick(WORDS)}${c}` : pad(c * 7 + 3, 4);
    const text = opaque ? `${((c * 2654435761) >>> 0).toString(36)}${c}` : `${word}${delimiter}${id}`;
    return keyValue(s.pk.type, text, 1000 + c * 13, r);
  });
}

/** A segment of a hierarchical sort key at `level`: few values high up, so the levels group. */
function segment(r: Prng, level: number, last: boolean, counter: number): string {
  if (last) return pad(counter, 5);
  if (level === 0) return String(r.int(2019, 2026));
  return r.chance(0.5) ? pad(r.int(1, 12), 2) : r.pick(WORDS);
}

function childSortKey(r: Prng, e: EntitySpec, counter: number): string {
  let text = e.prefix;
  for (let l = 0; l < e.levels; l++) text += e.delimiters[l]! + segment(r, l, l === e.levels - 1, counter);
  return text;
}

function sortKey(r: Prng, s: Schema, e: EntitySpec, pk: AttributeValue, counter: number): AttributeValue {
  const type = s.sk!.type;
  if (e.role === 'parent') {
    if (type === 'S') return { S: e.literalSk === '=pk' ? keyText(pk) : e.literalSk! };
    return type === 'N' ? { N: '0' } : { B: Uint8Array.from([0]) };
  }
  if (type === 'S') return { S: childSortKey(r, e, counter) };
  if (type === 'N') return { N: String(1_700_000_000 + counter * 61) };
  return { B: Uint8Array.from([1, (counter >> 16) & 255, (counter >> 8) & 255, counter & 255]) };
}

function smallValue(type: KeyType, r: Prng, choices: number): AttributeValue {
  const k = r.int(1, choices);
  if (type === 'S')
    return { S: r.pick(['OPEN', 'late', 'Ø', 'ready#1', 'done']).slice(0, 8) + (k > 1 ? String(k) : '') };
  if (type === 'N') return { N: String(k) };
  return { B: Uint8Array.from([k]) };
}

function commonAttributes(r: Prng, item: Item): void {
  if (r.chance(0.1)) return; // keys (and type) only
  item.label = { S: r.chance(0.1) ? '' : `${r.pick(WORDS)} ${r.int(1, 999)}` };
  if (r.chance(0.7)) item.amount = { N: r.chance(0.5) ? String(r.int(-50, 5000)) : `${r.int(0, 99)}.${r.int(0, 99)}` };
  if (r.chance(0.3)) item.note = r.chance(0.5) ? { NULL: true } : { S: '' };
  if (r.chance(0.3)) item.tags = r.chance(0.3) ? { L: [] } : { SS: r.sample(WORDS, r.int(1, 3)) };
  if (r.chance(0.3))
    item.meta = r.chance(0.3)
      ? { M: {} }
      : { M: { deep: { M: { v: { BOOL: r.chance(0.5) } } }, list: { L: [{ N: '1' }, { S: 'ü' }] } } };
}

function indexAttributes(r: Prng, s: Schema, e: EntitySpec, item: Item, ordinal: number): void {
  const children = s.entities.filter((x) => x.role === 'child');
  s.indexes.forEach((ix, i) => {
    if (ix.shape === 'sparse' && (e === children[i % children.length] ? r.chance(0.6) : r.chance(0.05))) {
      item[ix.pk.name] = smallValue(ix.pk.type, r, 3);
      if (ix.sk)
        item[ix.sk.name] = keyValue(
          ix.sk.type,
          `2025-${pad(r.int(1, 12), 2)}-${pad((ordinal % 28) + 1, 2)}`,
          ordinal,
          r,
        );
    } else if (ix.shape === 'overloaded') {
      const slot = s.entities.indexOf(e) % 3;
      if (slot === 2) return; // this entity does not take part in the overloaded index
      item[ix.pk.name] = {
        S: slot === 0 ? `${e.prefix}#${r.pick(WORDS)}` : `${e.prefix.toLowerCase()}@${r.int(1, 4)}`,
      };
      item[ix.sk!.name] = { S: `${r.pick(['2024', '2025'])}-${pad(ordinal, 6)}` };
    } else if (ix.shape === 'hash-only' && r.chance(0.8)) {
      item[ix.pk.name] = smallValue(ix.pk.type, r, 4);
    } else if (ix.shape === 'local' && r.chance(0.6)) {
      item[ix.sk!.name] = keyValue(ix.sk!.type, `u${pad(ordinal, 6)}`, ordinal, r);
    }
  });
}

export interface ItemOptions {
  delimiter: string;
  maxBigCollection: number;
}

export function generateItems(
  r: Prng,
  s: Schema,
  { delimiter, maxBigCollection }: ItemOptions,
): { items: Item[]; bigCollection: AttributeValue } {
  const items: Item[] = [];
  const parent = s.entities.find((e) => e.role === 'parent');
  const children = s.entities.filter((e) => e.role === 'child');
  const big = r.chance(0.05)
    ? r.int(1000, Math.max(20, maxBigCollection))
    : r.int(20, Math.min(160, Math.max(20, maxBigCollection)));
  const sizes = s.sk
    ? [big, ...Array.from({ length: r.int(2, 18) }, () => (r.chance(0.3) ? 1 : r.int(2, 12)))]
    : (Array(r.int(20, 90)).fill(1) as number[]);
  const pks = partitionKeys(r, s, sizes.length, delimiter);
  let ordinal = 0;
  sizes.forEach((size, c) => {
    const pk = pks[c]!;
    const withParent = parent !== undefined && s.sk !== undefined && r.chance(0.85);
    for (let k = 0; k < size; k++) {
      const e = !s.sk
        ? r.pick(s.entities)
        : withParent && k === 0
          ? parent
          : children.length > 0
            ? r.pick(children)
            : parent!;
      const item: Item = { [s.pk.name]: pk };
      if (s.sk) item[s.sk.name] = sortKey(r, s, e, pk, ordinal);
      if (s.typeAttribute && e.typed) item[s.typeAttribute] = { S: e.name };
      commonAttributes(r, item);
      indexAttributes(r, s, e, item, ordinal);
      items.push(item);
      ordinal++;
    }
  });
  // A few items near DynamoDB's 400 KB limit, in small collections so a page of them stays quick.
  if (r.chance(0.15))
    for (const item of r.sample(items.slice(big), r.int(1, 2)))
      item.blob = { S: 'Ω'.repeat(1000) + 'x'.repeat(350 * 1024 - 2000) };
  return { items, bigCollection: pks[0]! };
}
