import { describe, expect, test } from 'vitest';
import type { ConnectionInfo } from '../../../shared/api.js';
import { describeConnection } from '../../../renderer/features/connections/describe-connection.js';

const endpoint = (patch: Partial<ConnectionInfo>): ConnectionInfo => ({
  id: 'e1',
  kind: 'endpoint',
  name: 'x',
  region: 'eu-west-2',
  endpoint: 'http://127.0.0.1:33257',
  ...patch,
});

describe('the connection picker label of an endpoint', () => {
  test('a default name that already says the host and the own key is not repeated by the description', () => {
    const label = describeConnection(endpoint({ name: '127.0.0.1:33257 (own key)', credentialSource: 'access-key' }));
    expect(label).toBe('127.0.0.1:33257 (own key), eu-west-2');
    expect(label.match(/33257/g)).toHaveLength(1);
  });

  test('a default name for a profile-signed endpoint says the profile once', () => {
    const label = describeConnection(
      endpoint({ name: '127.0.0.1:33257 as dev', credentialSource: 'profile', profile: 'dev' }),
    );
    expect(label).toBe('127.0.0.1:33257 as dev, eu-west-2');
  });

  test("the command line's endpoint, named by its whole URL, says the URL once", () => {
    expect(describeConnection(endpoint({ name: 'http://127.0.0.1:33257' }))).toBe('http://127.0.0.1:33257, eu-west-2');
  });

  test("a name of the user's own keeps the address, region and key beside it", () => {
    expect(describeConnection(endpoint({ name: 'Billing test', credentialSource: 'access-key' }))).toBe(
      'Billing test (http://127.0.0.1:33257, eu-west-2, own access key)',
    );
  });
});
