/**
 * The design generator itself: a seed rebuilds the same design; every design is one DynamoDB
 * accepts (unique primary keys, key attributes of their declared types, items under 400 KB); over a
 * few hundred seeds it draws every feature the suite promises; the expected counts follow the data.
 */
import { describe, expect, it } from 'vitest';
import { DELIMITERS, LITERAL_SORT_KEYS, generateDesign } from './design-generator.js';
import type { GeneratedDesign, Item } from './design-types.js';
import { expectedCounts, planReads, valueId } from './expected-reads.js';
import { Prng } from './prng.js';

const SEEDS = Array.from({ length: 300 }, (_, k) => 7000 + k);
const designs = SEEDS.map((s) => generateDesign(s));
const typeOf = (v: Item[string]) =>
  Object.keys(v).find((k) => (v as unknown as Record<string, unknown>)[k] !== undefined);

describe('generated designs', () => {
  it('are the same for the same seed, and differ between seeds', () => {
    expect(generateDesign(42)).toEqual(generateDesign(42));
    expect(generateDesign(42).summary).not.toEqual(generateDesign(43).summary);
  });

  it('are tables DynamoDB accepts', () => {
    const problems: string[] = [];
    for (const d of designs) {
      const keys = new Set<string>();
      const keyAttrs = [d.pk, d.sk, ...d.indexes.flatMap((i) => [i.pk, i.sk])].filter((k) => k !== undefined);
      for (const item of d.items) {
        const id = `${valueId(item[d.pk.name]!)}|${d.sk ? valueId(item[d.sk.name]!) : ''}`;
        if (keys.has(id)) problems.push(`${d.summary}: primary key ${id} twice`);
        keys.add(id);
        for (const k of keyAttrs) {
          const v = item[k.name];
          if (v && typeOf(v) !== k.type) problems.push(`${d.summary}: ${k.name} is ${typeOf(v)}, declared ${k.type}`);
          if (v && valueId(v).length <= 2) problems.push(`${d.summary}: empty key ${k.name}`);
        }
        if (item.blob && Buffer.byteLength(JSON.stringify(item)) >= 400 * 1024)
          problems.push(`${d.summary}: an item over 400 KB`);
      }
      if (d.indexes.filter((i) => i.kind === 'gsi').length > 5) problems.push(`${d.summary}: more than 5 GSIs`);
    }
    expect(problems).toEqual([]);
  });

  it('draw every delimiter, literal sort key, key type, index shape and projection over a few hundred seeds', () => {
    const seen = new Set<string>();
    for (const d of designs) {
      const mixed = d.summary.includes('delimiter mixed');
      seen.add(mixed ? 'mixed' : d.summary.includes('delimiter none') ? 'none' : 'one delimiter');
      for (const e of d.entities) {
        if (e.literalSk) seen.add(`literal ${e.literalSk}`);
        if (e.role === 'child') seen.add(`levels ${e.levels}`);
        for (const delim of e.delimiters) seen.add(`delimiter ${delim}`);
      }
      seen.add(`pk ${d.pk.type}`).add(`sk ${d.sk?.type ?? 'none'}`);
      seen.add(
        `type attribute ${d.typeAttribute === undefined ? 'none' : d.entities.every((e) => e.typed) ? 'all' : 'some'}`,
      );
      for (const i of d.indexes) seen.add(`index ${i.shape}`).add(`projection ${i.projection}`);
      const sizes = expectedCounts(d, { op: 'scan', label: '' }).collections;
      const largest = Math.max(...sizes.values());
      if (largest >= 1000) seen.add('a collection of 1,000 items or more');
      expect(largest).toBeLessThanOrEqual(5000);
      if ([...sizes.values()].includes(1)) seen.add('a collection of one item');
      if (d.items.some((i) => i.blob && Buffer.byteLength(JSON.stringify(i)) > 340 * 1024)) seen.add('a ~350 KB item');
      if (d.items.some((i) => /[^\x20-\x7e]/.test(JSON.stringify(i[d.pk.name])))) seen.add('a unicode partition key');
      if (d.items.some((i) => Object.keys(i).length <= 3)) seen.add('an item of little more than its keys');
    }
    const want = [
      'mixed',
      'none',
      'one delimiter',
      ...DELIMITERS.map((x) => `delimiter ${x}`),
      ...LITERAL_SORT_KEYS.map((x) => `literal ${x}`),
      'levels 1',
      'levels 2',
      'levels 3',
      'levels 4',
      'pk S',
      'pk N',
      'pk B',
      'sk S',
      'sk N',
      'sk B',
      'sk none',
      'type attribute none',
      'type attribute all',
      'type attribute some',
      'index inverted',
      'index sparse',
      'index overloaded',
      'index hash-only',
      'index local',
      'projection ALL',
      'projection KEYS_ONLY',
      'projection INCLUDE',
      'a collection of 1,000 items or more',
      'a collection of one item',
      'a ~350 KB item',
      'a unicode partition key',
      'an item of little more than its keys',
    ];
    expect(want.filter((w) => !seen.has(w))).toEqual([]);
  });

  it('plan a big collection first (or a Scan without a sort key), every index, a Scan and a GetItem', () => {
    for (const d of designs.slice(0, 50)) {
      const reads = planReads(d, new Prng(d.seed));
      const first = reads[0]!;
      if (d.sk) expect(first.op === 'query' && expectedCounts(d, first).items).toBeGreaterThanOrEqual(20);
      else expect(first.op).toBe('scan');
      for (const i of d.indexes)
        expect(
          reads.some((r) => r.op !== 'get' && r.index === i),
          `${d.summary}: ${i.name}`,
        ).toBe(true);
      expect(reads.at(-1)!.op).toBe('get');
      expect(expectedCounts(d, reads.at(-1)!).items).toBe(1);
    }
  });
});

describe('expected counts', () => {
  const s = (v: string) => ({ S: v });
  const d: GeneratedDesign = {
    seed: 0,
    table: 'T',
    pk: { name: 'p', type: 'S' },
    sk: { name: 's', type: 'S' },
    entities: [],
    summary: 'hand-made',
    indexes: [{ name: 'Sparse', kind: 'gsi', shape: 'sparse', pk: { name: 'g', type: 'S' }, projection: 'KEYS_ONLY' }],
    items: [
      { p: s('A'), s: s('1'), g: s('x') },
      { p: s('A'), s: s('2') },
      { p: s('A'), s: s('3'), g: s('y') },
      { p: s('B'), s: s('1'), g: s('x') },
    ],
    bigCollection: s('A'),
  };
  const ix = d.indexes[0]!;

  it('count a collection of the table, of an index, and a Scan by the partition key read', () => {
    expect(expectedCounts(d, { op: 'query', pk: s('A'), label: '' })).toEqual({
      items: 3,
      collections: new Map([['S:A', 3]]),
    });
    expect(expectedCounts(d, { op: 'query', index: ix, pk: s('x'), label: '' })).toEqual({
      items: 2,
      collections: new Map([['S:x', 2]]),
    });
    expect(expectedCounts(d, { op: 'scan', index: ix, label: '' })).toEqual({
      items: 3,
      collections: new Map([
        ['S:x', 2],
        ['S:y', 1],
      ]),
    });
    expect(expectedCounts(d, { op: 'scan', label: '' })).toEqual({
      items: 4,
      collections: new Map([
        ['S:A', 3],
        ['S:B', 1],
      ]),
    });
    expect(expectedCounts(d, { op: 'get', key: { p: s('A'), s: s('2') }, label: '' }).items).toBe(1);
  });
});
