/**
 * A sandbox that always comes back: tables a killed process left half created or half deleted are
 * finished on start; seeding killed at random points (the app, or the sandbox's own process) always
 * ends with every sample item; two servers racing for one folder never crash, the loser says why,
 * and its message clears once the winner stops.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  DeleteTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  ScanCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { createAppService } from '../../../electron/app-service.js';
import { levelDir } from '../../../electron/sandbox/data-dir.js';
import { startDynalite } from '../../../electron/sandbox/dynalite-server.js';
import { sampleTables } from '../../../electron/sandbox/samples/index.js';
import { SandboxInUseError, startSandbox } from '../../../electron/sandbox/sandbox.js';
import { testClient } from '../../support/dynamo-client.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { startRunner, type RunnerReport } from './runner-process.js';

const expected = new Map(sampleTables.map((t) => [t.definition.TableName, t.items().length]));
const dirs: string[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ice-sandbox-recovery-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function count(client: DynamoDBClient, table: string): Promise<number> {
  let total = 0;
  let start: Record<string, never> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, Select: 'COUNT', ExclusiveStartKey: start }));
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey as Record<string, never> | undefined;
  } while (start);
  return total;
}

async function sampleCounts(client: DynamoDBClient): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const name of expected.keys()) out.set(name, await count(client, name));
  return out;
}

/** Starts the sandbox in a process of its own, checks every sample item is there, and stops it. */
async function expectComesBackWhole(dataDir: string): Promise<RunnerReport> {
  const runner = startRunner(dataDir);
  try {
    const report = await runner.ready;
    const client = testClient(report.endpoint, report.credentials);
    const { TableNames } = await client.send(new ListTablesCommand({}));
    expect([...(TableNames ?? [])].sort()).toEqual([...expected.keys()].sort());
    expect(await sampleCounts(client)).toEqual(expected);
    client.destroy();
    return report;
  } finally {
    await runner.stop();
  }
}

test('tables left CREATING and DELETING by a killed process are finished on start, and Reset works after', async () => {
  const dataDir = await freshDir();
  await expectComesBackWhole(dataDir);
  const stuck = startRunner(levelDir(dataDir), 'stuck-tables.ts');
  await stuck.ready;
  await stuck.kill();

  // What dynalite alone makes of the folder: a table that can never be used or deleted.
  const plain = await startDynalite({ path: levelDir(dataDir) });
  const pc = testClient(plain.endpoint);
  expect((await pc.send(new DescribeTableCommand({ TableName: 'HalfMade' }))).Table?.TableStatus).toBe('CREATING');
  await expect(pc.send(new DeleteTableCommand({ TableName: 'HalfMade' }))).rejects.toThrow(/being created/);
  expect((await pc.send(new DescribeTableCommand({ TableName: 'HalfGone' }))).Table?.TableStatus).toBe('DELETING');
  pc.destroy();
  await plain.close();

  const sandbox = await startSandbox({ dataDir });
  try {
    expect([...sandbox.recovered].sort()).toEqual(['HalfGone: DELETING -> deleted', 'HalfMade: CREATING -> ACTIVE']);
    const client = testClient(sandbox.endpoint, sandbox.credentials);
    const { TableNames } = await client.send(new ListTablesCommand({}));
    expect([...(TableNames ?? [])].sort()).toEqual([...expected.keys(), 'HalfMade'].sort());
    expect((await client.send(new DescribeTableCommand({ TableName: 'HalfMade' }))).Table?.TableStatus).toBe('ACTIVE');
    expect(await sampleCounts(client)).toEqual(expected);

    expect(await sandbox.reset()).toEqual([...expected.keys()]);
    // Not a sample: the reset leaves it, as it leaves every table the user made.
    expect((await client.send(new ListTablesCommand({}))).TableNames).toContain('HalfMade');
    expect(await sampleCounts(client)).toEqual(expected);

    // The sandbox's process killed from outside, with no request in flight: it comes back on its own.
    const killed = sandbox.pid!;
    process.kill(killed, 'SIGKILL');
    for (let i = 0; i < 600 && (sandbox.pid === killed || sandbox.pid === undefined); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(sandbox.pid).not.toBe(killed);
    const again = sandbox.client();
    expect(await count(again, [...expected.keys()][0]!)).toBe([...expected.values()][0]);
    console.log(`sandbox restart after a kill: ${sandbox.restartMs?.toFixed(0)} ms`);
    again.destroy();
    client.destroy();
  } finally {
    await sandbox.close();
  }
}, 180_000);

test('seeding killed at random points, 20 times, always comes back with every sample item', async () => {
  const dataDir = await freshDir();
  const kills: string[] = [];
  for (let i = 1; i <= 20; i++) {
    const runner = startRunner(dataDir);
    const at = Math.round(300 + Math.random() * 9_000);
    // One kill in four hits the sandbox's own process instead of the app's: the app restarts it and
    // seeds again, so the start still succeeds.
    const target = i % 4 === 0 ? 'sandbox' : 'app';
    await new Promise((r) => setTimeout(r, at));
    const done = runner.settled();
    if (target === 'sandbox') {
      // ps exits 1 when there is no child yet (a kill before the sandbox's process was started).
      const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(runner.child.pid)])
        .stdout.toString()
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      for (const pid of children) process.kill(Number(pid), 'SIGKILL');
      await runner.ready;
      await runner.stop();
    } else {
      await runner.kill();
    }
    expect(runner.output()).not.toMatch(/^FAILED/m);
    kills.push(`${target}@${at}ms${done ? ' (after the start had finished)' : ''}`);
    if (i % 5 === 0) await expectComesBackWhole(dataDir);
  }
  console.log(`seeding kills survived: ${kills.length}: ${kills.join(', ')}`);
}, 600_000);

test('two servers racing for one folder, 30 times: never a crash, the loser told why, and free again once the winner stops', async () => {
  const dataDir = await freshDir();
  await expectComesBackWhole(dataDir);
  for (let i = 0; i < 30; i++) {
    const results = await Promise.allSettled([startSandbox({ dataDir }), startSandbox({ dataDir })]);
    const winners = results.filter((r) => r.status === 'fulfilled');
    const losers = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0]!.reason).toBeInstanceOf(SandboxInUseError);
    expect((losers[0]!.reason as Error).message).toContain(
      `the sandbox data folder ${dataDir} is in use by another Item Collection Explorer`,
    );
    await winners[0]!.value.close();
  }

  // Across processes too, as two web-mode servers would be started: one READY, one refused.
  for (let i = 0; i < 3; i++) {
    const pair = [startRunner(dataDir), startRunner(dataDir)];
    const outcomes = await Promise.allSettled(pair.map((r) => r.ready));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!;
    expect((lost.reason as Error).message).toContain('is in use by another Item Collection Explorer');
    for (const r of pair) await r.stop();
    for (const r of pair) expect(r.output()).not.toMatch(/Database is not open|Uncaught|TypeError/);
  }

  // The app's own registry: the loser's "in use" error is not kept once the folder is free.
  isolateAwsConfig();
  const first = createAppService({ sandboxDir: dataDir, env: {} });
  const second = createAppService({ sandboxDir: dataDir, env: {} });
  try {
    const tables = await Promise.allSettled([
      first.service.listTables({ connectionId: 'sandbox' }),
      second.service.listTables({ connectionId: 'sandbox' }),
    ]);
    const loserIndex = tables.findIndex((t) => t.status === 'rejected');
    expect(loserIndex).toBeGreaterThanOrEqual(0);
    expect((tables[loserIndex] as PromiseRejectedResult).reason.message).toContain(
      'is in use by another Item Collection Explorer',
    );
    const [winner, loser] = loserIndex === 0 ? [second, first] : [first, second];
    await expect(loser.service.listTables({ connectionId: 'sandbox' })).rejects.toThrow('is in use');
    await winner.close();
    const after = await loser.service.listTables({ connectionId: 'sandbox' });
    expect([...after.TableNames].sort()).toEqual([...expected.keys()].sort());
  } finally {
    await first.close();
    await second.close();
  }
}, 300_000);
