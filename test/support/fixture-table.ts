/** A small single-table design written through the raw SDK, for contract tests. */
import { BatchWriteItemCommand, CreateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

export const FIXTURE_TABLE = 'ContractFixture';

export async function createFixtureTable(client: DynamoDBClient, users = 30): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: FIXTURE_TABLE,
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
        { AttributeName: 'Score', AttributeType: 'N' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'ByScore',
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'Score', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    }),
  );
  const items = [
    {
      PK: { S: 'ORG#acme' },
      SK: { S: 'METADATA#acme' },
      name: { S: 'Acme' },
      big: { N: '1234567890123456789012345' },
      logo: { B: new Uint8Array([0, 1, 2, 255]) },
    },
    ...Array.from({ length: users }, (_, i) => ({
      PK: { S: 'ORG#acme' },
      SK: { S: `USER#${String(i).padStart(3, '0')}` },
      Score: { N: String(i * 10) },
      GSI1PK: { S: `TEAM#${i % 3}` },
      GSI1SK: { S: `USER#${String(i).padStart(3, '0')}` },
    })),
  ];
  for (let i = 0; i < items.length; i += 25) {
    await client.send(
      new BatchWriteItemCommand({
        RequestItems: { [FIXTURE_TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}
