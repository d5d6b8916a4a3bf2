import { appendFile, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMIT_LOG_FILE, CommitJournal, RETENTION } from '../../../electron/state/commit-journal.js';
import type { CommitRecord, IntentWrite } from '../../../electron/state/commit-records.js';
import { JournalWriteError } from '../../../electron/state/durable-log.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'commit-journal-'));
  dirs.push(dir);
  return dir;
};

const write = (id: string, size = 10): IntentWrite => ({
  id,
  TableName: 'T',
  kind: 'edit',
  key: { PK: { S: id } },
  conditions: ['#a = :a'],
  before: { PK: { S: id }, pad: { S: 'r'.repeat(size) } },
  result: { PK: { S: id }, pad: { S: 'w'.repeat(size) } },
});
const day = 24 * 3600 * 1000;
const NOW = Date.parse('2026-06-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
/** A whole commit: its intent and the outcome that it was written. */
const commit = (c: string, id: string, at = iso(NOW), size = 10): CommitRecord[] => [
  { t: 'intent', c, commit: id, op: 'do', at, writes: [write(`${id}-x`, size)] },
  { t: 'outcome', c, commit: id, op: 'do', outcomes: [{ id: `${id}-x`, status: 'written' }] },
];

describe('CommitJournal', () => {
  it('reads back what was appended, per connection and newest first; an intent without an outcome stays in doubt', async () => {
    const dir = await folder();
    const j = new CommitJournal(dir);
    await j.append(commit('s', 'c1'));
    await j.append(commit('s', 'c2'));
    await j.append(commit('e', 'c3'));
    await j.append([{ t: 'intent', c: 's', commit: 'c4', op: 'do', at: iso(NOW), writes: [write('y')] }]);
    await j.close();
    const again = new CommitJournal(dir, RETENTION, () => NOW);
    expect((await again.commits('s')).map((c) => c.commitId)).toEqual(['c4', 'c2', 'c1']);
    expect((await again.commits('e')).map((c) => c.commitId)).toEqual(['c3']);
    const [c4] = await again.commits('s');
    expect(c4!.changes[0]!.done).toBeUndefined();
    expect((await again.commits('s'))[1]!.changes[0]!.done).toEqual({ id: 'c2-x', status: 'written' });
  });

  it('a line torn by a crash is skipped and the log compacted without it', async () => {
    const dir = await folder();
    const j = new CommitJournal(dir);
    await j.append(commit('s', 'c1'));
    await j.close();
    await appendFile(join(dir, COMMIT_LOG_FILE), '0badc0de {"t":"intent","c":"s","commit":"c2"');
    const again = new CommitJournal(dir, RETENTION, () => NOW);
    expect((await again.commits('s')).map((c) => c.commitId)).toEqual(['c1']);
    const text = await readFile(join(dir, COMMIT_LOG_FILE), 'utf8');
    expect(text.split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('retention on open: by count per connection, by age, by total size, never a commit in doubt', async () => {
    const dir = await folder();
    const j = new CommitJournal(dir);
    for (let i = 0; i < 6; i++) await j.append(commit('s', `s${i}`, iso(NOW - (10 - i) * 1000)));
    await j.append(commit('old', 'ancient', iso(NOW - 100 * day)));
    await j.append([
      { t: 'intent', c: 'old', commit: 'doubt', op: 'do', at: iso(NOW - 200 * day), writes: [write('d')] },
    ]);
    for (let i = 0; i < 3; i++) await j.append(commit('big', `b${i}`, iso(NOW - (20 - i) * 1000), 4000));
    await j.close();
    const before = (await stat(join(dir, COMMIT_LOG_FILE))).size;
    const policy = { commitsPerConnection: 4, maxAgeDays: 90, maxBytes: 12_000 };
    const again = new CommitJournal(dir, policy, () => NOW);
    expect((await again.commits('s')).map((c) => c.commitId)).toEqual(['s5', 's4', 's3', 's2']);
    expect((await again.commits('old')).map((c) => c.commitId)).toEqual(['doubt']);
    // 3 big commits of ~8 KB each do not fit 12 KB: the oldest go first, whatever their connection.
    expect((await again.commits('big')).map((c) => c.commitId)).toEqual(['b2']);
    await again.close();
    expect((await stat(join(dir, COMMIT_LOG_FILE))).size).toBeLessThan(before);
    const third = new CommitJournal(dir, policy, () => NOW);
    expect((await third.commits('s')).map((c) => c.commitId)).toEqual(['s5', 's4', 's3', 's2']);
    expect((await third.commits('big')).map((c) => c.commitId)).toEqual(['b2']);
  });

  it('clear drops one connection’s commits from the file, item images included', async () => {
    const dir = await folder();
    const j = new CommitJournal(dir);
    await j.append(commit('s', 'c1'));
    await j.append(commit('e', 'c2'));
    expect(await j.clear('s')).toBe(1);
    await j.append(commit('s', 'c3'));
    expect((await j.commits('s')).map((c) => c.commitId)).toEqual(['c3']);
    await j.close();
    const text = await readFile(join(dir, COMMIT_LOG_FILE), 'utf8');
    expect(text).not.toContain('c1-x');
    const again = new CommitJournal(dir, RETENTION, () => NOW);
    expect((await again.commits('s')).map((c) => c.commitId)).toEqual(['c3']);
    expect((await again.commits('e')).map((c) => c.commitId)).toEqual(['c2']);
  });

  it('a folder in the way: the append rejects with a JournalWriteError naming it, and nothing is in the state', async () => {
    const dir = await folder();
    await mkdir(join(dir, COMMIT_LOG_FILE));
    const j = new CommitJournal(dir);
    const e = await j.append(commit('s', 'c1')).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(JournalWriteError);
    expect((e as Error).message).toMatch(/a folder is in the way/);
    await expect(j.commits('s')).rejects.toThrow(/a folder is in the way/);
    await rm(join(dir, COMMIT_LOG_FILE), { recursive: true });
    expect(await j.commits('s')).toEqual([]);
  });
});
