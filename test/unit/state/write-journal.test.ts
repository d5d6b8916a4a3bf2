import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OLD_JOURNAL_FILE, WRITE_ACCESS_FILE, WriteJournal } from '../../../electron/state/write-journal.js';
import { inverseOf } from '../../../electron/state/commit-view.js';
import { isLocalConnection, writeAccessOf } from '../../../electron/service/write-access.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'journal-'));
  dirs.push(dir);
  return dir;
};

describe('WriteJournal', () => {
  it('keeps the write switches in their own file across restarts', async () => {
    const dir = await folder();
    const first = new WriteJournal(dir);
    await first.setAccess('profile:prod', true);
    await first.setAccess('sandbox', false);
    const again = new WriteJournal(dir);
    expect(await again.access('profile:prod')).toBe(true);
    expect(await again.access('sandbox')).toBe(false);
    expect(await again.access('endpoint:1')).toBeUndefined();
    expect(JSON.parse(await readFile(join(dir, WRITE_ACCESS_FILE), 'utf8')).format).toBe(
      'item-collection-explorer/write-access',
    );
  });

  it('reads an old write-journal.json once: its switches and commits, undoable as before; the old file is left', async () => {
    const dir = await folder();
    const read = { PK: { S: 'a' }, n: { N: '1' } };
    const left = { PK: { S: 'a' }, n: { N: '2' } };
    const old = {
      format: 'item-collection-explorer/write-journal',
      version: 1,
      access: { 'profile:prod': true },
      commits: {
        sandbox: [
          {
            commitId: 'c1',
            at: new Date().toISOString(),
            changes: [{ id: 'x', TableName: 'T', kind: 'edit', key: { PK: { S: 'a' } }, diff: [] }],
            inverses: [{ id: 'undo-x', TableName: 'T', before: left, after: read }],
          },
        ],
      },
    };
    const text = JSON.stringify(old);
    await writeFile(join(dir, OLD_JOURNAL_FILE), text);
    const j = new WriteJournal(dir);
    expect(await j.access('profile:prod')).toBe(true);
    const [c] = await j.commits.commits('sandbox');
    expect(c!.commitId).toBe('c1');
    expect(inverseOf(c!.changes[0]!)).toEqual({ id: 'undo-x', TableName: 'T', before: left, after: read });
    await j.commits.close();
    // Started again: not read twice.
    const again = new WriteJournal(dir);
    await again.load();
    expect(await again.commits.commits('sandbox')).toHaveLength(1);
    expect(await readFile(join(dir, OLD_JOURNAL_FILE), 'utf8')).toBe(text);
    await again.commits.close();
  });

  it('a folder in the way of the switches file is an error naming the cause', async () => {
    const dir = await folder();
    await mkdir(join(dir, WRITE_ACCESS_FILE));
    const j = new WriteJournal(dir);
    await expect(j.setAccess('sandbox', true)).rejects.toThrow(/EISDIR|EEXIST|ENOTEMPTY|directory/);
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
