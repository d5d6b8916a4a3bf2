/**
 * A generated design on a real server: its table created and filled through the SDK, and what the
 * server itself returns for a read (so the grid can be held to the server where dynalite's index
 * differs from the data, and to the data everywhere else).
 */
import {
  CreateTableCommand,
  GetItemCommand,
  QueryCommand,
  ScanCommand,
  type AttributeDefinition,
  type AttributeValue,
  type DynamoDBClient,
  type Projection,
} from '@aws-sdk/client-dynamodb';
import { putItems } from '../support/put-items.js';
import type { GenIndex, GeneratedDesign, Item } from './design-types.js';
import { countsOf, keysOf, type ExpectedCounts, type GenRead } from './expected-reads.js';

const projectionOf = (i: GenIndex): Projection =>
  i.projection === 'INCLUDE'
    ? { ProjectionType: 'INCLUDE', NonKeyAttributes: i.include! }
    : { ProjectionType: i.projection };
const keySchema = (pk: string, sk?: string) => [
  { AttributeName: pk, KeyType: 'HASH' as const },
  ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
];

export async function createDesignTable(client: DynamoDBClient, d: GeneratedDesign): Promise<void> {
  const defs = new Map<string, AttributeDefinition>();
  for (const k of [d.pk, d.sk, ...d.indexes.flatMap((i) => [i.pk, i.sk])])
    if (k) defs.set(k.name, { AttributeName: k.name, AttributeType: k.type });
  const gsis = d.indexes.filter((i) => i.kind === 'gsi');
  const lsis = d.indexes.filter((i) => i.kind === 'lsi');
  await client.send(
    new CreateTableCommand({
      TableName: d.table,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: keySchema(d.pk.name, d.sk?.name),
      AttributeDefinitions: [...defs.values()],
      ...(gsis.length
        ? {
            GlobalSecondaryIndexes: gsis.map((i) => ({
              IndexName: i.name,
              KeySchema: keySchema(i.pk.name, i.sk?.name),
              Projection: projectionOf(i),
            })),
          }
        : {}),
      ...(lsis.length
        ? {
            LocalSecondaryIndexes: lsis.map((i) => ({
              IndexName: i.name,
              KeySchema: keySchema(i.pk.name, i.sk?.name),
              Projection: projectionOf(i),
            })),
          }
        : {}),
    }),
  );
  await putItems(client, d.table, d.items);
}

/** Every item the server returns for `read`, page by page, counted by the partition key read. */
export async function serverCounts(client: DynamoDBClient, d: GeneratedDesign, read: GenRead): Promise<ExpectedCounts> {
  if (read.op === 'get') {
    const out = await client.send(new GetItemCommand({ TableName: d.table, Key: read.key }));
    return countsOf(out.Item ? [out.Item] : [], d.pk.name);
  }
  const keys = keysOf(d, read.index);
  const items: Item[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const common = {
      TableName: d.table,
      ...(read.index ? { IndexName: read.index.name } : {}),
      ...(start ? { ExclusiveStartKey: start } : {}),
    };
    const out =
      read.op === 'scan'
        ? await client.send(new ScanCommand(common))
        : await client.send(
            new QueryCommand({
              ...common,
              KeyConditionExpression: '#p = :v',
              ExpressionAttributeNames: { '#p': keys.pk.name },
              ExpressionAttributeValues: { ':v': read.pk },
            }),
          );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return countsOf(items, keys.pk.name);
}
