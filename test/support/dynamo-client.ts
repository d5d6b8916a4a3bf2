import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Agent } from 'node:http';

export interface TestCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * A raw SDK client for tests: dynalite accepts any credentials; the app's sandbox only its run's own.
 * One attempt, so a test sees every error as it is; and a fresh connection per request, because a
 * server closes a keep-alive socket idle for 5 s, and on a loaded machine the next request could
 * pick that socket up as it closed (ECONNRESET, which one attempt does not retry).
 */
export function testClient(
  endpoint: string,
  credentials: TestCredentials = { accessKeyId: 'test', secretAccessKey: 'test' },
): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials,
    maxAttempts: 1,
    requestHandler: { httpAgent: new Agent({ keepAlive: false }) },
  });
}
