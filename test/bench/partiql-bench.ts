/**
 * A PartiQL SELECT of a 10,000-item collection on AWS DynamoDB Local (dynalite has no PartiQL):
 * the raw SDK ExecuteStatement loop (NextToken to the end) against the same statement through the
 * app: the service's paged read as the UI drives it (shared/reads/statement-pages.ts, first page
 * small, then DynamoDB's 1 MB pages), in process and through web mode's HTTP. Runs interleave so
 * drift in the server's speed falls on every side alike. Issue 22's target: at most 1.2x. The
 * first rows (the small first page handed over) are measured beside the raw SDK's own Limit 50
 * call, so the whole read getting faster cannot hide the first rows getting slower.
 */
import { ExecuteStatementCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ExplorerApi } from '../../shared/api.js';
import { FIRST_PAGE_ITEMS, PagedRead } from '../../shared/reads/paged-read.js';
import { statementPagedApi } from '../../shared/reads/statement-pages.js';
import type { Figure } from './report.js';
import { collectGarbage, median } from './stats.js';

export interface StatementTarget {
  table: string;
  partition: string;
  items: number;
}

const statementOf = (t: StatementTarget) => `SELECT * FROM "${t.table}" WHERE PK = '${t.partition}'`;

export async function rawStatementRead(client: DynamoDBClient, t: StatementTarget): Promise<number> {
  let NextToken: string | undefined;
  let n = 0;
  do {
    const out = await client.send(new ExecuteStatementCommand({ Statement: statementOf(t), NextToken }));
    n += out.Items?.length ?? 0;
    NextToken = out.NextToken;
  } while (NextToken);
  return n;
}

/** The first rows as a user who wants them fast would ask: one ExecuteStatement with Limit 50. */
export async function rawFirstRows(client: DynamoDBClient, t: StatementTarget): Promise<number> {
  const out = await client.send(new ExecuteStatementCommand({ Statement: statementOf(t), Limit: FIRST_PAGE_ITEMS }));
  return out.Items?.length ?? 0;
}

/**
 * As the read slice runs a PartiQL SELECT: the paged read over executeStatement, first page small.
 * `firstMs` is when the first page was handed over (the first rows), from the start.
 */
export async function appStatementRead(
  api: ExplorerApi,
  t: StatementTarget,
): Promise<{ items: number; firstMs: number }> {
  const pages = statementPagedApi(api, { Statement: statementOf(t) });
  const t0 = performance.now();
  let firstMs = 0;
  const read = new PagedRead(
    pages,
    { kind: 'scan', request: { TableName: t.table } },
    {
      firstPageLimit: FIRST_PAGE_ITEMS,
      onPage: () => {
        if (firstMs === 0) firstMs = performance.now() - t0;
      },
    },
  );
  void read.start();
  const outcome = await read.outcome;
  if (outcome.end !== 'end')
    throw new Error(`the statement read ended with ${outcome.end}: ${outcome.error?.message ?? ''}`);
  return { items: outcome.progress.items, firstMs };
}

export async function partiqlFigures(
  t: StatementTarget,
  runs: number,
  readers: { raw: DynamoDBClient; service: ExplorerApi; web: ExplorerApi },
  log: (s: string) => void,
): Promise<Figure[]> {
  const times = { raw: [] as number[], service: [] as number[], web: [] as number[] };
  const first = { raw: [] as number[], service: [] as number[] };
  for (let r = 0; r < runs + 1; r++) {
    for (const which of ['raw', 'service', 'web'] as const) {
      collectGarbage();
      const t0 = performance.now();
      const read =
        which === 'raw'
          ? { items: await rawStatementRead(readers.raw, t), firstMs: 0 }
          : await appStatementRead(readers[which], t);
      const ms = performance.now() - t0;
      if (read.items !== t.items) throw new Error(`${which} read ${read.items} items, expected ${t.items}`);
      if (r > 0) times[which].push(ms);
      if (r > 0 && which === 'service') first.service.push(read.firstMs);
    }
    collectGarbage();
    const t0 = performance.now();
    if ((await rawFirstRows(readers.raw, t)) !== FIRST_PAGE_ITEMS)
      throw new Error(`the raw first page did not hold ${FIRST_PAGE_ITEMS} items`);
    if (r > 0) first.raw.push(performance.now() - t0);
  }
  const raw = median(times.raw);
  const ratio = (xs: number[]) => median(xs.map((x, i) => x / times.raw[i]!));
  log(
    `PartiQL SELECT of ${t.items}: first rows through the service ${median(first.service).toFixed(0)} ms (the raw Limit ${FIRST_PAGE_ITEMS} page alone ${median(first.raw).toFixed(0)} ms)`,
  );
  log(
    `PartiQL SELECT of ${t.items}: raw ExecuteStatement loop ${raw.toFixed(0)} ms, service ${median(times.service).toFixed(0)} ms (${ratio(times.service).toFixed(2)}x), web mode ${median(times.web).toFixed(0)} ms (${ratio(times.web).toFixed(2)}x)`,
  );
  const what = `PartiQL SELECT of a ${t.items.toLocaleString('en-US')}-item collection (DynamoDB Local)`;
  return [
    {
      section: 'partiql',
      measure: `${what}, raw SDK ExecuteStatement loop`,
      value: raw,
      unit: 'ms',
      samples: times.raw,
    },
    {
      section: 'partiql',
      measure: `${what}, through the app's service`,
      value: median(times.service),
      unit: 'ms',
      baseline: { label: 'raw ExecuteStatement', value: raw },
      ratio: ratio(times.service),
      target: { max: 1.2, of: 'ratio' },
      samples: times.service,
    },
    {
      section: 'partiql',
      measure: `${what}, through web mode HTTP`,
      value: median(times.web),
      unit: 'ms',
      baseline: { label: 'raw ExecuteStatement', value: raw },
      ratio: ratio(times.web),
      target: { max: 1.2, of: 'ratio' },
      samples: times.web,
    },
    {
      section: 'partiql',
      measure: `${what}, first rows through the app's service`,
      value: median(first.service),
      unit: 'ms',
      baseline: { label: `raw ExecuteStatement Limit ${FIRST_PAGE_ITEMS}`, value: median(first.raw) },
      ratio: median(first.service) / median(first.raw),
      samples: first.service,
    },
  ];
}
