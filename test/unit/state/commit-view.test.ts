import { describe, expect, it } from 'vitest';
import { foldRecords, type CommitRecord, type IntentWrite } from '../../../electron/state/commit-records.js';
import { commitSummary, inverseOf, undoable } from '../../../electron/state/commit-view.js';
import { recoveryNotice } from '../../../electron/service/commit-recovery.js';

const w = (id: string): IntentWrite => ({
  id,
  TableName: 'T',
  kind: 'edit',
  key: { PK: { S: id } },
  conditions: [],
  before: { PK: { S: id }, v: { S: 'read' } },
  result: { PK: { S: id }, v: { S: 'mine' } },
});
const at = '2026-06-01T14:02:00.000Z';
const base = (ids: string[]): CommitRecord[] => [
  { t: 'intent', c: 's', commit: 'c', op: 'do', at, writes: ids.map(w) },
  { t: 'outcome', c: 's', commit: 'c', op: 'do', outcomes: ids.map((id) => ({ id, status: 'written' as const })) },
];
const one = (records: CommitRecord[]) => foldRecords(records).get('s')![0]!;

describe('commit states', () => {
  it('a commit whose every write was interrupted before it landed is not undoable, and says why', () => {
    const records: CommitRecord[] = [
      { t: 'intent', c: 's', commit: 'c', op: 'do', at, writes: ['a', 'b'].map(w) },
      {
        t: 'outcome',
        c: 's',
        commit: 'c',
        op: 'do',
        outcomes: ['a', 'b'].map((id) => ({ id, status: 'not sent' as const })),
      },
    ];
    const s = commitSummary(one(records));
    expect(s).toMatchObject({ state: 'not undoable', total: 0 });
    expect(s.reason).toBe('2 writes interrupted before they landed: nothing to undo');
  });

  it('undoable, then partly undone (n of m) with the items changed since named, then undone', () => {
    expect(commitSummary(one(base(['a', 'b', 'c'])))).toMatchObject({ state: 'undoable', undone: 0, total: 3 });
    const partly = [
      ...base(['a', 'b', 'c']),
      { t: 'intent', c: 's', commit: 'c', op: 'undo', at, writes: [w('a'), w('b')] },
      {
        t: 'outcome',
        c: 's',
        commit: 'c',
        op: 'undo',
        outcomes: [
          { id: 'a', status: 'written' },
          { id: 'b', status: 'conflict' },
        ],
      },
    ] as CommitRecord[];
    const s = commitSummary(one(partly));
    expect(s).toMatchObject({ state: 'partly undone', undone: 1, total: 3 });
    expect(s.reason).toMatch(/1 item changed since the commit, so undo left it as it is/);
    expect(s.changes.map((c) => c.state)).toEqual(['undone', 'undo conflict', 'written']);
    // undoLastCommit tries only c; undoCommit tries b again too.
    expect(one(partly).changes.map((ch) => undoable(ch, false))).toEqual([false, false, true]);
    expect(one(partly).changes.map((ch) => undoable(ch, true))).toEqual([false, true, true]);
  });

  it('an undo killed after its intent is "unknown" (in doubt), not stuck: recovery decides it', () => {
    const killed = [
      ...base(['a']),
      { t: 'intent', c: 's', commit: 'c', op: 'undo', at, writes: [w('a')] },
    ] as CommitRecord[];
    expect(commitSummary(one(killed)).changes[0]!.state).toBe('unknown');
    const notSent = [
      ...killed,
      { t: 'outcome', c: 's', commit: 'c', op: 'undo', outcomes: [{ id: 'a', status: 'not sent', reconciled: true }] },
    ] as CommitRecord[];
    expect(commitSummary(one(notSent))).toMatchObject({ state: 'undoable' });
    expect(undoable(one(notSent).changes[0]!, false)).toBe(true);
  });

  it('not undoable, with the reason, when every item was changed by another writer during the interruption', () => {
    const records = [
      { t: 'intent', c: 's', commit: 'c', op: 'do', at, writes: [w('a'), w('b')] },
      {
        t: 'outcome',
        c: 's',
        commit: 'c',
        op: 'do',
        outcomes: [
          { id: 'a', status: 'changed since', reconciled: true },
          { id: 'b', status: 'not sent', reconciled: true },
        ],
      },
    ] as CommitRecord[];
    const s = commitSummary(one(records));
    expect(s).toMatchObject({ state: 'not undoable', total: 1 });
    expect(s.reason).toMatch(/changed by another writer/);
  });

  it('undo restores the item as the write found it (ALL_OLD), keeping what another writer added after the read', () => {
    const old = { PK: { S: 'a' }, v: { S: 'read' }, added: { S: 'by someone' } };
    const records = [
      { t: 'intent', c: 's', commit: 'c', op: 'do', at, writes: [w('a')] },
      { t: 'outcome', c: 's', commit: 'c', op: 'do', outcomes: [{ id: 'a', status: 'written', old: { Item: old } }] },
    ] as CommitRecord[];
    expect(inverseOf(one(records).changes[0]!)).toEqual({
      id: 'undo-a',
      TableName: 'T',
      before: { PK: { S: 'a' }, v: { S: 'mine' }, added: { S: 'by someone' } },
      after: old,
    });
  });

  it('the recovery notice counts what landed and what did not', () => {
    expect(
      recoveryNotice({ at }, 'do', [{ landing: 'written' }, { landing: 'written' }, { landing: 'not sent' }]),
    ).toBe('3 writes of the commit at 14:02 UTC were interrupted: 2 landed, 1 not sent.');
  });
});
