/**
 * Leaves a data folder as a process killed at the wrong moment does: one table marked DELETING
 * (with items) and one marked CREATING, both for good. dynalite finishes both from timers; here
 * the timers are an hour long, and the parent kills this process once it prints STUCK.
 */
import { CreateTableCommand, DeleteTableCommand, PutItemCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { testClient } from '../../support/dynamo-client.js';

const HOUR = 3_600_000;
const levelDir = process.argv[2]!;
const table = (name: string) =>
  new CreateTableCommand({
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'k', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'k', AttributeType: 'S' }],
  });

async function serve(options: Parameters<typeof dynalite>[0]): Promise<{ server: Server; endpoint: string }> {
  const server = dynalite({ path: levelDir, ...options });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const a = await serve({ createTableMs: 0, deleteTableMs: HOUR });
const ca = testClient(a.endpoint);
await ca.send(table('HalfGone'));
await waitUntilTableExists({ client: ca, maxWaitTime: 30, minDelay: 1 }, { TableName: 'HalfGone' });
for (let i = 0; i < 10; i++)
  await ca.send(new PutItemCommand({ TableName: 'HalfGone', Item: { k: { S: `gone-${i}` } } }));
await ca.send(new DeleteTableCommand({ TableName: 'HalfGone' }));
ca.destroy();
await new Promise<void>((r) => a.server.close(() => r()));

const b = await serve({ createTableMs: HOUR });
const cb = testClient(b.endpoint);
await cb.send(table('HalfMade'));
process.stdout.write('STUCK\n');
setInterval(() => undefined, HOUR);
