/**
 * Writing, as the issue asks it to be measured: a bulk delete of the same items by our bulk run
 * (through web mode, from createBulkRun to the run's "done") next to a raw SDK loop of
 * BatchWriteItem calls, one after another, resending what comes back unprocessed; and one edit
 * committed in Chromium, from the click on "Commit changes" to "1 written" on the page, next to
 * one raw SDK UpdateItem. Runs interleave so drift in dynalite's speed falls on both alike.
 */
import {
  BatchWriteItemCommand,
  DeleteItemCommand,
  UpdateItemCommand,
  type AttributeValue as SdkValue,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { Browser } from 'playwright-core';
import type { ExplorerApi } from '../../shared/api.js';
import type { Item } from '../../shared/dynamo/types.js';
import { gotoWithSession, type WebServerLink } from '../support/web-session.js';
import { deleteModeRequest, type DeleteMode } from '../../shared/writes/delete-modes.js';
import { planChange } from '../../shared/writes/plan.js';
import { sdkAction } from '../../electron/service/write-sender.js';
import { itemJson, setItemJsonText } from '../e2e/item-json-box.js';
import type { Figure } from './report.js';
import { createBenchTable, writeItems } from './seed.js';
import { collectGarbage, median } from './stats.js';

const keyOf = (item: Item) => ({ PK: item.PK, SK: item.SK }) as unknown as Record<string, SdkValue>;

/** Deletes the items 25 to a call, `parallel` calls at a time (1: a plain loop). */
export async function rawBatchDelete(
  client: DynamoDBClient,
  table: string,
  items: readonly Item[],
  parallel = 1,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      let requests: WriteRequest[] = items.slice(next, (next += 25)).map((i) => ({ DeleteRequest: { Key: keyOf(i) } }));
      for (let tries = 0; requests.length > 0; tries++) {
        if (tries > 20) throw new Error(`BatchWriteItem left ${requests.length} items unprocessed after 20 tries`);
        const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
        requests = out.UnprocessedItems?.[table] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/**
 * What the exact mode sends, by the raw SDK: per item one DeleteItem conditional on every value as
 * read (the app's own condition builder) with ReturnValues ALL_OLD, `inFlight` at a time. The
 * floor of the mode's time on this server, without the app's journal, status and transport.
 */
export async function rawConditionalDelete(
  client: DynamoDBClient,
  table: string,
  items: readonly Item[],
  inFlight = 20,
): Promise<void> {
  let next = 0;
  const key = { partitionKey: 'PK', sortKey: 'SK' };
  const lane = async () => {
    while (next < items.length) {
      const before = items[next++]!;
      const action = sdkAction(planChange({ id: 'raw', TableName: table, before }, key).actions[0]!).Delete!;
      await client.send(new DeleteItemCommand({ ...action, ReturnValues: 'ALL_OLD' }));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
}

/** Our bulk run over the API, from handing over the items to the status that says it is done. */
export async function bulkDelete(
  api: ExplorerApi,
  table: string,
  items: Item[],
  mode: DeleteMode = 'read-back',
): Promise<{ written: number; calls: number }> {
  const created = await api.createBulkRun({
    TableName: table,
    action: { kind: 'delete' },
    items,
    ...deleteModeRequest(mode),
  });
  await api.runBulk({ runId: created.runId });
  for (;;) {
    const s = await api.getBulkRun({ runId: created.runId });
    if (s.state !== 'running' && s.state !== 'stopping') {
      if (s.state !== 'done' || s.written !== items.length)
        throw new Error(`bulk run ended ${s.state} with ${s.written} of ${items.length} written`);
      return { written: s.written, calls: s.calls };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

export async function bulkWriteFigures(
  raw: DynamoDBClient,
  web: ExplorerApi,
  items: Item[],
  runs: number,
  log: (s: string) => void,
  /** Named in each measure when not the bench's dynalite. */
  server?: string,
): Promise<Figure[]> {
  const table = 'BenchBulk';
  await createBenchTable(raw, table);
  const times = {
    ours: [] as number[],
    fast: [] as number[],
    exact: [] as number[],
    raw: [] as number[],
    raw4: [] as number[],
    rawExact: [] as number[],
  };
  let calls = 0;
  let exactCalls = 0;
  for (let r = 0; r < runs + 1; r++) {
    for (const which of ['raw', 'ours', 'fast', 'exact', 'raw4', 'rawExact'] as const) {
      await writeItems(raw, table, items);
      collectGarbage();
      const t0 = performance.now();
      if (which === 'ours') calls = (await bulkDelete(web, table, items)).calls;
      else if (which === 'fast') await bulkDelete(web, table, items, 'as-read');
      else if (which === 'exact') exactCalls = (await bulkDelete(web, table, items, 'exact')).calls;
      else if (which === 'rawExact') await rawConditionalDelete(raw, table, items);
      else await rawBatchDelete(raw, table, items, which === 'raw' ? 1 : 4);
      const ms = performance.now() - t0;
      if (r > 0) times[which].push(ms);
      log(`bulk delete of ${items.length} items${server ? ` on ${server}` : ''}, ${which}: ${ms.toFixed(0)} ms`);
    }
  }
  const ours = median(times.ours);
  const fast = median(times.fast);
  const exact = median(times.exact);
  const rawExact = median(times.rawExact);
  const loop = median(times.raw);
  const perSecond = (ms: number) => Math.round((items.length * 1000) / ms);
  const on = server ? ` on ${server}` : '';
  const measure = (what: string, target = true) =>
    `bulk delete of ${items.length.toLocaleString('en-US')} items${on}, ${what} (time${target ? "; target: throughput >= 0.9x the raw loop's" : ''})`;
  const baseline = { label: 'raw SDK BatchWriteItem loop', value: loop };
  const from = 'from createBulkRun (items sent, gated, journaled) to the status "done"';
  return [
    {
      section: 'writes',
      measure: measure('our run, each unit read back first (the default)'),
      value: ours,
      unit: 'ms',
      baseline,
      ratio: ours / loop,
      target: { max: 1 / 0.9, of: 'ratio' },
      samples: times.ours,
      note:
        `${from}; throughput ${perSecond(ours)} items/s vs ${perSecond(loop)} items/s (${(loop / ours).toFixed(2)}x); ${calls} calls: units of 250 in key order, each read back by a consistent Query ` +
        `over its sort-key range (the journal's old images, the conflict check) before its BatchWriteItems, 4 in flight; 4 workers. The raw SDK with 4 calls in flight: ${median(times.raw4).toFixed(0)} ms (${perSecond(median(times.raw4))} items/s)`,
    },
    {
      section: 'writes',
      measure: measure('our run without the read first (readBeforeDelete: false)'),
      value: fast,
      unit: 'ms',
      baseline,
      ratio: fast / loop,
      target: { max: 1 / 0.9, of: 'ratio' },
      samples: times.fast,
      note: `${from}; throughput ${perSecond(fast)} items/s vs ${perSecond(loop)} items/s (${(loop / fast).toFixed(2)}x); the items as read are journaled for undo`,
    },
    {
      section: 'writes',
      measure: measure('only items still exactly as read (conditionalDelete)', false),
      value: exact,
      unit: 'ms',
      baseline,
      ratio: exact / loop,
      samples: times.exact,
      note:
        `${from}; throughput ${perSecond(exact)} items/s vs ${perSecond(loop)} items/s (${(loop / exact).toFixed(2)}x), ${(exact / ours).toFixed(2)}x the read-back mode's time; ` +
        `${exactCalls} calls: one DeleteItem per item, conditional on every value as read, ReturnValues ALL_OLD, 20 in flight (4 workers x 5); no target: it buys what BatchWriteItem cannot (no change since the read is deleted)`,
    },
    {
      section: 'writes',
      measure: measure('the same conditional DeleteItems by the raw SDK, 20 in flight', false),
      value: rawExact,
      unit: 'ms',
      baseline,
      ratio: rawExact / loop,
      samples: times.rawExact,
      note: `the floor of the exact mode on this server: our exact run takes ${(exact / rawExact).toFixed(2)}x this (journal, status, web mode)`,
    },
  ];
}

/** Resolves with the ms from the click on "Commit changes" to a commit status that says "1 written". */
const COMMIT_PROBE = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Commit changes');
  if (!button) return reject(new Error('no Commit changes button'));
  const status = () => document.querySelector('[role="status"][aria-label="Commit status"]');
  let cleared = false;
  const t0 = performance.now();
  const check = () => {
    const text = (status() && status().textContent) || '';
    if (!text.includes('1 written')) cleared = true;
    else if (cleared) { observer.disconnect(); resolve(performance.now() - t0); }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  button.click();
})`;

export async function commitFigures(
  browser: Browser,
  server: WebServerLink,
  raw: DynamoDBClient,
  runs: number,
  log: (s: string) => void,
): Promise<Figure[]> {
  const table = 'BenchCommit';
  await createBenchTable(raw, table);
  const item: Item = {
    PK: { S: 'CUSTOMER#1' },
    SK: { S: 'ORDER#1' },
    status: { S: 'open' },
    total: { N: '12345678901234567890' },
    note: { S: 'x' },
  };
  await writeItems(raw, table, [item]);
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await gotoWithSession(page, server, `#/query?table=${table}&pk=${encodeURIComponent('CUSTOMER#1')}`);
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  const ours: number[] = [];
  const sdk: number[] = [];
  try {
    for (let r = 0; r < runs + 1; r++) {
      const row = page
        .getByRole('treegrid', { name: 'Item collections' })
        .locator('[role="row"][aria-level="2"]')
        .first();
      await row.click();
      await page
        .getByRole('complementary', { name: 'Item inspector' })
        .getByRole('button', { name: 'Edit item' })
        .click();
      const box = page
        .getByRole('dialog', { name: 'Edit item' })
        .getByRole('textbox', { name: 'Item as DynamoDB JSON' });
      await box.waitFor();
      const edited = await itemJson(box);
      edited.status = { S: `run ${r}` };
      await setItemJsonText(box, JSON.stringify(edited, null, 2));
      await page.getByRole('dialog', { name: 'Edit item' }).getByRole('button', { name: 'Stage change' }).click();
      await page.getByRole('region', { name: 'Staged changes' }).waitFor();
      const ms = (await page.evaluate(COMMIT_PROBE)) as number;
      // The read on screen runs again after a commit: let it end before the next edit.
      await page
        .getByRole('status', { name: 'Read progress' })
        .filter({ hasText: 'Read to the end.' })
        .waitFor({ timeout: 60_000 });
      const t0 = performance.now();
      await raw.send(
        new UpdateItemCommand({
          TableName: table,
          Key: keyOf(item),
          UpdateExpression: 'SET note = :v',
          ExpressionAttributeValues: { ':v': { S: `sdk ${r}` } },
        }),
      );
      const sdkMs = performance.now() - t0;
      if (r > 0) {
        ours.push(ms);
        sdk.push(sdkMs);
      }
      log(`one edit: commit ${ms.toFixed(1)} ms, raw UpdateItem ${sdkMs.toFixed(1)} ms`);
    }
  } finally {
    await context.close();
  }
  const value = median(ours);
  const base = median(sdk);
  return [
    {
      section: 'writes',
      measure: 'one edit: "Commit changes" clicked to "1 written" shown, in Chromium',
      value,
      unit: 'ms',
      baseline: { label: 'raw SDK UpdateItem', value: base },
      ratio: value / base,
      samples: ours,
      note: 'ours: the page checks write access, then commitChanges over HTTP (schema, write gate, a conditional UpdateItem with ReturnValuesOnConditionCheckFailure, the journal written to disk), then draws the answer',
    },
  ];
}
