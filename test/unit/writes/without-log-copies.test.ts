/**
 * The app's SDK clients go without the logger middleware (electron/service/without-log-copies.ts), whose
 * log-safe copy of every page cost a third of a bulk run's client CPU; the rest of the stack stays.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { expect, test } from 'vitest';
import { withoutLogCopies } from '../../../electron/service/without-log-copies.js';

test('the logger middleware is taken out of the client, and nothing else', () => {
  const client = new DynamoDBClient({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
  const before = client.middlewareStack.identify();
  expect(before.some((m) => m.startsWith('loggerMiddleware'))).toBe(true);
  withoutLogCopies(client);
  const after = client.middlewareStack.identify();
  expect(after).toEqual(before.filter((m) => !m.startsWith('loggerMiddleware')));
  client.destroy();
});
