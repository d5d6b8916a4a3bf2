import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeLine, DurableLog, encodeLine, JournalWriteError, readLog } from '../../../electron/state/durable-log.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'durable-log-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('durable log', () => {
  it('round-trips records, with any text in them', async () => {
    const log = new DurableLog(join(dir, 'a.log'));
    const records = [{ a: 1 }, { s: 'line\nbreak \u2028 é 😀' }, [1, 'x']];
    await Promise.all(records.map((r) => log.append([r])));
    await log.release();
    expect((await readLog(join(dir, 'a.log'))).records).toEqual(records);
  });

  it('skips a torn or altered line and keeps what follows, starting the next append on its own line', async () => {
    const path = join(dir, 'b.log');
    const log = new DurableLog(path);
    await log.append([{ n: 1 }]);
    await log.release();
    const whole = encodeLine({ n: 2 });
    await appendFile(path, whole.slice(0, whole.length - 3)); // a crash in the middle of a line
    await log.append([{ n: 3 }]);
    await log.release();
    const got = await readLog<{ n: number }>(path);
    expect(got.records.map((r) => r.n)).toEqual([1, 3]);
    expect(got.damaged).toBe(1);
    expect(decodeLine(encodeLine({ n: 4 }).replace('4', '5'))).toBeUndefined();
  });

  it('refuses with the reason when a folder is where the file should be', async () => {
    const path = join(dir, 'c.log');
    await mkdir(path);
    const log = new DurableLog(path);
    const err = await log.append([{ n: 1 }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JournalWriteError);
    expect((err as JournalWriteError).code).toBe('EISDIR');
    expect((err as Error).message).toMatch(/a folder is in the way/);
  });

  it('a missing log is empty; appends after a failure work once the way is clear', async () => {
    const path = join(dir, 'd', 'e.log');
    expect(await readLog(path)).toEqual({ records: [], damaged: 0 });
    await writeFile(join(dir, 'd'), 'a file where the folder goes');
    const log = new DurableLog(path);
    await expect(log.append([{ n: 1 }])).rejects.toBeInstanceOf(JournalWriteError);
    await rm(join(dir, 'd'));
    await log.append([{ n: 2 }]);
    expect((await readLog<{ n: number }>(path)).records).toEqual([{ n: 2 }]);
    expect(await readFile(path, 'utf8')).toMatch(/^[0-9a-f]{8} \{"n":2\}\n$/);
  });
});
