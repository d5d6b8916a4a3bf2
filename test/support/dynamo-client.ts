import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

export interface TestCredentials { accessKeyId: string; secretAccessKey: string }

/** A raw SDK client for tests: dynalite accepts any credentials; the app's sandbox only its run's own. */
export function testClient(endpoint: string, credentials: TestCredentials = { accessKeyId: 'test', secretAccessKey: 'test' }): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials,
    maxAttempts: 1,
  });
}
