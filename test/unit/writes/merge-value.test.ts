/**
 * Re-applying a change on top of another writer's keeps what they changed inside the same
 * attribute: the trial that found it edited a map's `temp` while another client set its `hum`.
 */
import { describe, expect, it } from 'vitest';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { mergeItems, mergeValue } from '../../../shared/writes/merge-value.js';
import { reapplyOnCurrent } from '../../../shared/writes/resolve.js';
import { sameValue } from '../../../shared/writes/value-equality.js';
import { random } from '../../support/seeded-random.js';

const n = (v: string) => ({ N: v });
const s = (v: string) => ({ S: v });

describe('mergeValue', () => {
  it("keeps the other writer's key of a map the user edited", () => {
    const read = { M: { temp: n('21.5'), hum: n('1E-36') } };
    const mine = { M: { temp: n('22.25'), hum: n('1E-36') } };
    const now = { M: { temp: n('21.5'), hum: n('0.5') } };
    expect(mergeValue(read, mine, now)).toEqual({ M: { temp: n('22.25'), hum: n('0.5') } });
  });

  it('merges nested maps, keys added and removed on either side', () => {
    const read = { M: { a: { M: { x: n('1'), y: n('2') } }, gone: s('g'), keep: s('k') } };
    const mine = { M: { a: { M: { x: n('10'), y: n('2') } }, keep: s('k'), mineNew: s('m') } };
    const now = { M: { a: { M: { x: n('1'), y: n('2'), z: n('3') } }, gone: s('g'), keep: s('k'), theirs: s('t') } };
    expect(mergeValue(read, mine, now)).toEqual({
      M: { a: { M: { x: n('10'), y: n('2'), z: n('3') } }, keep: s('k'), theirs: s('t'), mineNew: s('m') },
    });
  });

  it('merges set members by value (numbers by their decimal value)', () => {
    const read = { NS: ['1', '2'] };
    const mine = { NS: ['1', '2', '3'] };
    const now = { NS: ['1.0', '2', '4'] };
    expect(mergeValue(read, mine, now)).toEqual({ NS: ['1.0', '2', '4', '3'] });
    expect(mergeValue({ SS: ['a', 'b'] }, { SS: ['a'] }, { SS: ['a', 'b', 'c'] })).toEqual({ SS: ['a', 'c'] });
  });

  it("appends both writers' list items, theirs first; any other list edit is the user's", () => {
    const read = { L: [s('a')] };
    expect(mergeValue(read, { L: [s('a'), s('mine')] }, { L: [s('a'), s('theirs')] })).toEqual({
      L: [s('a'), s('theirs'), s('mine')],
    });
    expect(mergeValue(read, { L: [s('mine')] }, { L: [s('a'), s('theirs')] })).toEqual({ L: [s('mine')] });
  });

  it("the user's value wins only where both changed the same leaf", () => {
    expect(mergeValue({ M: { t: n('1') } }, { M: { t: n('2') } }, { M: { t: n('3') } })).toEqual({ M: { t: n('2') } });
    expect(mergeValue(s('a'), s('b'), { N: '1' })).toEqual(s('b'));
  });
});

describe('reapplyOnCurrent', () => {
  it("keeps the other writer's change inside the attribute the user edited", () => {
    const read: Item = { dev: n('42'), at: s('r1'), reading: { M: { temp: n('21.5'), hum: n('1E-36') } } };
    const mine: Item = { ...read, reading: { M: { temp: n('22.25'), hum: n('1E-36') } } };
    const now: Item = { ...read, reading: { M: { temp: n('21.5'), hum: n('0.5') } } };
    const again = reapplyOnCurrent({ id: 'c', TableName: 'T', before: read, after: mine }, now);
    expect(again.before).toEqual(now);
    expect(again.after).toEqual({ ...read, reading: { M: { temp: n('22.25'), hum: n('0.5') } } });
  });
});

/** A random nested value over a few leaves, so edits on both sides can land on the same path or not. */
function randomMap(rnd: () => number, depth: number): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const k of ['a', 'b', 'c', 'd']) {
    if (rnd() < 0.2) continue;
    out[k] = depth > 0 && rnd() < 0.4 ? { M: randomMap(rnd, depth - 1) } : n(String(Math.floor(rnd() * 5)));
  }
  return out;
}

function editMap(rnd: () => number, m: Record<string, AttributeValue>): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const [k, v] of Object.entries(m)) {
    const r = rnd();
    if (r < 0.15) continue;
    out[k] = r < 0.35 ? ('M' in v ? { M: editMap(rnd, v.M) } : n(String(10 + Math.floor(rnd() * 5)))) : v;
  }
  if (rnd() < 0.3) out[`new${Math.floor(rnd() * 3)}`] = n(String(Math.floor(rnd() * 100)));
  return out;
}

/** Every leaf path of a map with its value. */
function leaves(m: Record<string, AttributeValue>, at = ''): Map<string, AttributeValue> {
  const out = new Map<string, AttributeValue>();
  for (const [k, v] of Object.entries(m)) {
    if ('M' in v && Object.keys(v.M).length > 0) for (const [p, x] of leaves(v.M, `${at}${k}.`)) out.set(p, x);
    else out.set(`${at}${k}`, v);
  }
  return out;
}

it('on random nested edits, every leaf only the other writer changed keeps their value, and every leaf the user changed has the user’s', () => {
  for (let seed = 1; seed <= 300; seed++) {
    const rnd = random(seed);
    const read = randomMap(rnd, 2);
    const mine = editMap(rnd, read);
    const now = editMap(rnd, read);
    const merged = leaves(mergeItems(read, mine, now));
    const [r, m, w] = [leaves(read), leaves(mine), leaves(now)];
    for (const [path, v] of w) {
      const touchedByMe = !(m.has(path) && r.has(path) && sameValue(m.get(path)!, r.get(path)!));
      const touchedByThem = !(r.has(path) && sameValue(v, r.get(path)!));
      const underMine = [...m.keys()].some((p) => p === path || p.startsWith(`${path}.`) || path.startsWith(`${p}.`));
      if (touchedByThem && !touchedByMe && underMine) expect(merged.get(path), `seed ${seed} ${path}`).toEqual(v);
    }
    for (const [path, v] of m) {
      const mineChanged = !(r.has(path) && sameValue(v, r.get(path)!));
      if (mineChanged) expect(merged.get(path), `seed ${seed} ${path}`).toEqual(v);
    }
  }
});
