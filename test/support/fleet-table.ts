/**
 * A table of our own for layout tests (not a sample): one depot with 10,000 trucks in a single
 * collection, a hash-only GSI, an LSI, and a GSI whose partition key has a dot in its name.
 */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';

export const FLEET_TABLE = 'Fleet';
export const FLEET_DEPOT = 'DEPOT#north';
/** With the depot itself, a collection of exactly 10,000 items: the default item cap reads it whole. */
export const FLEET_TRUCKS = 9_999;

export async function createFleetTable(client: DynamoDBClient, trucks = FLEET_TRUCKS): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: FLEET_TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'plate', AttributeType: 'S' },
        { AttributeName: 'mileage', AttributeType: 'N' },
        { AttributeName: 'geo.region', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ByPlate',
          KeySchema: [{ AttributeName: 'plate', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'ByRegion',
          KeySchema: [
            { AttributeName: 'geo.region', KeyType: 'HASH' },
            { AttributeName: 'SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'ByMileage',
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'mileage', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  const items: Record<string, AttributeValue>[] = [
    { PK: { S: FLEET_DEPOT }, SK: { S: FLEET_DEPOT }, name: { S: 'North depot' }, 'geo.region': { S: 'eu-north' } },
    ...Array.from({ length: trucks }, (_, i) => {
      const n = String(i + 1).padStart(5, '0');
      return {
        PK: { S: FLEET_DEPOT },
        SK: { S: `TRUCK#${n}` },
        plate: { S: `NR-${n}` },
        mileage: { N: String(1000 + i) },
        model: { S: i % 3 === 0 ? 'Volvo FH' : 'Scania R' },
        'geo.region': { S: i % 2 === 0 ? 'eu-north' : 'eu-west' },
      };
    }),
  ];
  const batches: Record<string, AttributeValue>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  // A few batches at a time: quicker than one by one, gentle on a shared machine.
  for (let i = 0; i < batches.length; i += 8) {
    await Promise.all(
      batches.slice(i, i + 8).map((b) =>
        client.send(
          new BatchWriteItemCommand({
            RequestItems: { [FLEET_TABLE]: b.map((Item) => ({ PutRequest: { Item } })) },
          }),
        ),
      ),
    );
  }
}
