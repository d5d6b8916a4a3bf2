/** A conflict names what the other writer changed down into maps, and where the user changed the same value. */
import { expect, it } from 'vitest';
import { changedPaths, clashingPaths } from '../../../shared/writes/changed-paths.js';

const n = (v: string) => ({ N: v });
const s = (v: string) => ({ S: v });

it('names changed values by their path into maps, and added or removed ones', () => {
  const read = { pk: s('k'), reading: { M: { temp: n('21.5'), hum: n('1E-36') } }, tags: { SS: ['a'] }, 'x.y': s('1') };
  const now = {
    pk: s('k'),
    reading: { M: { temp: n('21.50'), hum: n('0.5') } },
    tags: { SS: ['a', 'b'] },
    extra: s('e'),
  };
  expect(changedPaths(read, now)).toEqual([
    { path: 'reading.hum', before: n('1E-36'), after: n('0.5') },
    { path: 'tags', before: { SS: ['a'] }, after: { SS: ['a', 'b'] } },
    { path: '["x.y"]', before: s('1') },
    { path: 'extra', after: s('e') },
  ]);
});

it('a clash is a value both changed to different ends; other keys of the same map are not', () => {
  const read = { m: { M: { a: n('1'), b: n('1') } }, gone: { M: { c: n('1') } } };
  const mine = { m: { M: { a: n('2'), b: n('1') } } };
  const now = { m: { M: { a: n('1'), b: n('3') } }, gone: { M: { c: n('4') } } };
  expect(clashingPaths(read, mine, now)).toEqual(['gone.c']);
  expect(clashingPaths(read, { m: { M: { a: n('1'), b: n('5') } } }, now)).toEqual(['m.b', 'gone.c']);
  expect(clashingPaths(read, { ...now }, now)).toEqual([]);
});
