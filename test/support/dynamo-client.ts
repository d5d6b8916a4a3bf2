import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** A raw SDK client for tests: dynalite accepts any credentials. */
export function testClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
}
