/**
 * What the Export tool asks the service to run again for "the whole read": a Query or Scan as its
 * request, and a PartiQL SELECT as its statement (parameters, consistency), not as the Scan the page
 * reads it through, which would export the whole table rather than what the statement selects.
 */
import { describe, expect, it } from 'vitest';
import type { ExplorerApi } from '../../../shared/api.js';
import type { ExportStatus } from '../../../shared/api-export.js';
import type { BuiltPagedRead } from '../../../renderer/model/query/build-read.js';
import { startServiceExport } from '../../../renderer/features/tools/service-export.js';

const done: ExportStatus = {
  exportId: 'e1',
  format: 'json',
  pass: 'items',
  state: 'done',
  items: 0,
  bytes: 0,
  pages: 1,
  consumedUnits: 0,
  fileName: 'Orders.json',
};

async function sent(built: BuiltPagedRead): Promise<unknown> {
  let request: unknown;
  const api = {
    startExport: async (req: unknown) => {
      request = req;
      return done;
    },
  } as unknown as ExplorerApi;
  const run = await startServiceExport({
    api,
    mode: 'web',
    built,
    format: 'json',
    keys: ['pk', 'sk'],
    bom: false,
    fileName: 'Orders.json',
    onStatus: () => undefined,
  });
  await run.ended;
  return request;
}

const base = {
  operation: 'scan' as const,
  keyNames: { partitionKey: 'pk', sortKey: 'sk' },
  tableKeys: ['pk', 'sk'],
  consistent: false,
  summary: '',
};

describe('the whole read sent to the service', () => {
  it('sends a PartiQL SELECT as its statement, with its parameters and consistency', async () => {
    const statement = {
      Statement: 'SELECT * FROM "Orders" WHERE pk = ?',
      Parameters: [{ S: 'ORG#1' }],
      ConsistentRead: true,
    };
    const built = {
      ...base,
      spec: { kind: 'scan', request: { TableName: 'Orders' } },
      statement,
      cap: 50,
    } as unknown as BuiltPagedRead;
    expect(await sent(built)).toMatchObject({ method: 'statement', request: statement, maxItems: 50 });
  });

  it('sends a Query or Scan as its request', async () => {
    const request = {
      TableName: 'Orders',
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': { S: 'a' } },
    };
    const built = { ...base, operation: 'query', spec: { kind: 'query', request } } as unknown as BuiltPagedRead;
    expect(await sent(built)).toMatchObject({ method: 'query', request });
  });
});
