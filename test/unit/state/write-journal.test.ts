import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMITS_KEPT, WRITE_JOURNAL_FILE, WriteJournal } from '../../../electron/state/write-journal.js';
import { isLocalConnection, writeAccessOf } from '../../../electron/service/write-access.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const entry = (i: number) => ({
  commitId: `c${i}`,
  at: '2026-01-01T00:00:00Z',
  changes: [],
  inverses: [{ id: `undo-${i}`, TableName: 'T', before: { PK: { S: String(i) } } }],
});

describe('WriteJournal', () => {
  it('keeps commits and write switches per connection across restarts, newest first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'journal-'));
    dirs.push(dir);
    const first = new WriteJournal(dir);
    await first.append('sandbox', entry(1));
    await first.append('sandbox', entry(2));
    await first.append('endpoint:1', entry(3));
    await first.setAccess('profile:prod', true);
    const again = new WriteJournal(dir);
    expect((await again.commits('sandbox')).map((e) => e.commitId)).toEqual(['c2', 'c1']);
    expect((await again.commits('endpoint:1')).map((e) => e.commitId)).toEqual(['c3']);
    expect(await again.access('profile:prod')).toBe(true);
    expect(await again.access('sandbox')).toBeUndefined();
    expect(JSON.parse(await readFile(join(dir, WRITE_JOURNAL_FILE), 'utf8')).format).toBe(
      'item-collection-explorer/write-journal',
    );
  });

  it('an undone commit leaves the journal; one partly undone keeps what is left', async () => {
    const j = new WriteJournal(undefined);
    await j.append('s', {
      ...entry(1),
      changes: [
        { id: 'a', TableName: 'T', kind: 'edit', key: {}, diff: [] },
        { id: 'b', TableName: 'T', kind: 'edit', key: {}, diff: [] },
      ],
      inverses: [
        { id: 'undo-a', TableName: 'T' },
        { id: 'undo-b', TableName: 'T' },
      ],
    });
    await j.replace('s', 'c1', [{ id: 'undo-b', TableName: 'T' }]);
    expect((await j.commits('s'))[0]!.changes.map((c) => c.id)).toEqual(['b']);
    await j.replace('s', 'c1', []);
    expect(await j.commits('s')).toEqual([]);
  });

  it(`keeps the newest ${COMMITS_KEPT} commits of a connection`, async () => {
    const j = new WriteJournal(undefined);
    for (let i = 0; i < COMMITS_KEPT + 5; i++) await j.append('s', entry(i));
    const kept = await j.commits('s');
    expect(kept).toHaveLength(COMMITS_KEPT);
    expect(kept[0]!.commitId).toBe(`c${COMMITS_KEPT + 4}`);
  });
});

describe('write access', () => {
  it('is on by default for the sandbox and endpoints that are not AWS, off for AWS', () => {
    expect(isLocalConnection({ id: 'sandbox', kind: 'sandbox', name: 'Local sandbox', region: 'us-east-1' })).toBe(
      true,
    );
    expect(
      isLocalConnection({
        id: 'e',
        kind: 'endpoint',
        name: 'Local',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:8000',
      }),
    ).toBe(true);
    expect(
      isLocalConnection({
        id: 'e',
        kind: 'endpoint',
        name: 'AWS',
        region: 'eu-west-1',
        endpoint: 'https://dynamodb.eu-west-1.amazonaws.com',
      }),
    ).toBe(false);
    expect(isLocalConnection({ id: 'p', kind: 'profile', name: 'prod', region: 'eu-west-1' })).toBe(false);
    expect(
      writeAccessOf(
        { id: 'p', kind: 'profile', name: 'prod', region: 'eu-west-1', accountId: '123456789012' },
        undefined,
      ),
    ).toEqual({
      connectionId: 'p',
      allowed: false,
      local: false,
      name: 'prod',
      region: 'eu-west-1',
      accountId: '123456789012',
    });
    expect(writeAccessOf({ id: 'p', kind: 'profile', name: 'prod', region: 'eu-west-1' }, true).allowed).toBe(true);
  });
});
