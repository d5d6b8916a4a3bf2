import { describe, expect, it } from 'vitest';
import { holds, landing } from '../../../shared/writes/reconcile.js';

const read = { PK: { S: 'a' }, status: { S: 'open' }, n: { N: '1.50' } };
const mine = { PK: { S: 'a' }, status: { S: 'shipped' }, n: { N: '1.50' } };

describe('recovery decisions', () => {
  it('an edit: as intended is written, as read is not sent, anything else changed since', () => {
    const w = { kind: 'edit' as const, before: read, result: mine };
    expect(landing(w, [mine])).toBe('written');
    expect(landing(w, [read])).toBe('not sent');
    expect(landing(w, [{ ...read, status: { S: 'cancelled' } }])).toBe('changed since');
    expect(landing(w, [undefined])).toBe('changed since');
  });

  it('an attribute another writer added elsewhere does not hide that the write landed; numbers compare by value', () => {
    const w = { kind: 'edit' as const, before: read, result: mine };
    expect(landing(w, [{ ...mine, n: { N: '1.5' }, other: { S: 'x' } }])).toBe('written');
    expect(landing(w, [{ ...read, other: { S: 'x' } }])).toBe('not sent');
  });

  it('a delete: gone is written, as read is not sent', () => {
    const w = { kind: 'delete' as const, before: read };
    expect(landing(w, [undefined])).toBe('written');
    expect(landing(w, [read])).toBe('not sent');
    expect(landing(w, [mine])).toBe('changed since');
  });

  it('a create: there is written, no item is not sent, another item changed since', () => {
    const w = { kind: 'create' as const, result: mine };
    expect(landing(w, [mine])).toBe('written');
    expect(landing(w, [undefined])).toBe('not sent');
    expect(landing(w, [read])).toBe('changed since');
  });

  it('a move: both keys decide; half of one done one by one is changed since, never written', () => {
    const moved = { ...mine, PK: { S: 'b' } };
    const w = { kind: 'move' as const, before: read, result: moved };
    expect(landing(w, [undefined, moved])).toBe('written');
    expect(landing(w, [read, undefined])).toBe('not sent');
    expect(landing(w, [read, moved])).toBe('changed since');
  });

  it('holds: no item wanted is no item; the whole item decides when nothing tells the two apart', () => {
    expect(holds(undefined, read, undefined)).toBe(true);
    expect(holds(undefined, read, read)).toBe(false);
    expect(holds(mine, undefined, { ...mine, extra: { S: 'x' } })).toBe(false);
    expect(holds(mine, mine, mine)).toBe(true);
  });
});
