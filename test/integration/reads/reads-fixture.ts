/**
 * Tables for the read tests, written straight to dynalite: one collection of 5,000 items of about
 * 500 bytes (so a page without Limit stops at DynamoDB's 1 MB, not at an item count) with a GSI
 * that splits it into teams, and a series with numeric sort keys, some 25 significant digits long.
 */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { registerIpcHandlers, type IpcEventLike, type IpcMainLike } from '../../../electron/transport/ipc-main.js';
import { createIpcClient } from '../../../electron/transport/ipc-client.js';
import type { IpcEnvelope } from '../../../electron/transport/ipc-channels.js';
import type { ExplorerApi } from '../../../shared/api.js';
import type { Harness } from '../../support/app-harness.js';

export const BIG_TABLE = 'ReadsCollection';
export const BIG_PK = 'ORG#big';
export const USERS = 4_999;
export const TEAMS = 5;
export const userSk = (i: number) => `USER#${String(i).padStart(5, '0')}`;

export const NUM_TABLE = 'ReadsNumbers';
export const SERIES = 'SERIES#1';
/** Sort keys in numeric order. As text, or as floats (the 1e24 pair is equal as a float), they would sort wrongly. */
export const NUMERIC_SKS = [
  '-1000',
  '-2.5',
  '0',
  '0.000001',
  '1.5',
  '2',
  '10',
  '100',
  '1000.25',
  '1234567890.123456789012345',
  '99999999999999999999999.99',
  '1000000000000000000000001',
  '1000000000000000000000002',
];
export const EXACT_25 = '1234567890123456.789012345';

async function writeAll(client: DynamoDBClient, table: string, items: Record<string, AttributeValue>[]): Promise<void> {
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < items.length; i += 25) {
    batches.push(
      client.send(
        new BatchWriteItemCommand({
          RequestItems: { [table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      ),
    );
    if (batches.length >= 16) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
}

export async function createReadTables(client: DynamoDBClient): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: BIG_TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'GSI1PK', AttributeType: 'S' },
        { AttributeName: 'GSI1SK', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ByTeam',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  const padding = 'x'.repeat(430);
  const items: Record<string, AttributeValue>[] = [
    { PK: { S: BIG_PK }, SK: { S: 'METADATA#big' }, OrgName: { S: 'Big Org' }, Plan: { S: 'enterprise' } },
  ];
  for (let i = 1; i <= USERS; i++) {
    const team = `TEAM#${i % TEAMS}`;
    items.push({
      PK: { S: BIG_PK },
      SK: { S: userSk(i) },
      GSI1PK: { S: team },
      GSI1SK: { S: userSk(i) },
      UserName: { S: `user${i}` },
      Seq: { N: String(i) },
      Padding: { S: padding },
    });
  }
  await writeAll(client, BIG_TABLE, items);

  await client.send(
    new CreateTableCommand({
      TableName: NUM_TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'series', KeyType: 'HASH' },
        { AttributeName: 'at', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'series', AttributeType: 'S' },
        { AttributeName: 'at', AttributeType: 'N' },
      ],
    }),
  );
  await writeAll(client, NUM_TABLE, [
    ...NUMERIC_SKS.map((at) => ({ series: { S: SERIES }, at: { N: at }, reading: { N: EXACT_25 } })),
    { series: { S: 'SERIES#2' }, at: { N: '1' }, reading: { N: '1' } },
  ]);
}

const TRUSTED = 'file:///app/dist/renderer/index.html';

/** The IPC transport wired end to end in memory, JSON in between as structured clone would carry it. */
export function ipcApi(h: Harness): ExplorerApi {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => {
      handlers.delete(channel);
    },
  };
  registerIpcHandlers(ipcMain, h.app.service, (url) => url === TRUSTED);
  return createIpcClient(
    async (channel, req) =>
      JSON.parse(
        JSON.stringify(
          await handlers.get(channel)!({ senderFrame: { url: TRUSTED } }, JSON.parse(JSON.stringify(req))),
        ),
      ) as IpcEnvelope,
  );
}

export const TRANSPORTS = ['web mode (HTTP)', 'Electron IPC'] as const;
export type TransportName = (typeof TRANSPORTS)[number];

export function apiOver(h: Harness, transport: TransportName): ExplorerApi {
  return transport === 'web mode (HTTP)' ? h.http : ipcApi(h);
}
