/** Which connection the app opens on: the one open, the address's, the one used last, then the default. */
import { expect, test } from 'vitest';
import type { ConnectionInfo } from '../../../shared/api.js';
import { startConnection } from '../../../renderer/store/connections-slice.js';
import { describeConnection } from '../../../renderer/features/connections/describe-connection.js';

const list: ConnectionInfo[] = [
  { id: 'sandbox', kind: 'sandbox', name: 'Local sandbox', region: 'us-east-1' },
  {
    id: 'endpoint:1',
    kind: 'endpoint',
    name: 'Team Local',
    region: 'eu-west-1',
    endpoint: 'http://127.0.0.1:8000',
    credentialSource: 'access-key',
    needsSecret: true,
  },
  {
    id: 'endpoint:2',
    kind: 'endpoint',
    name: 'localhost:4566',
    region: 'us-east-1',
    endpoint: 'http://localhost:4566',
    credentialSource: 'local-key',
  },
];
const byDefault = { defaultConnectionId: 'sandbox' };

test('the connection used last is opened on start, unless gone', () => {
  expect(startConnection(list, byDefault, undefined, undefined, 'endpoint:2')).toBe('endpoint:2');
  expect(startConnection(list, byDefault, undefined, undefined, null)).toBe('sandbox');
  expect(startConnection(list, byDefault, undefined, undefined, 'endpoint:9')).toBe('sandbox');
});

test("the address's conn= wins over the one used last (matched by its endpoint too); the one already open wins over both", () => {
  expect(startConnection(list, byDefault, undefined, { id: 'endpoint:1' }, 'endpoint:2')).toBe('endpoint:1');
  expect(
    startConnection(
      list,
      byDefault,
      undefined,
      { id: 'endpoint:7', endpoint: 'http://localhost:4566', region: 'us-east-1' },
      'sandbox',
    ),
  ).toBe('endpoint:2');
  expect(startConnection(list, byDefault, undefined, { id: 'profile:gone' }, 'endpoint:2')).toBe('endpoint:2');
  expect(startConnection(list, byDefault, 'sandbox', { id: 'endpoint:1' }, 'endpoint:2')).toBe('sandbox');
});

test('a default named on the command line wins over the one used last; no connection at all is none', () => {
  expect(
    startConnection(
      list,
      { defaultConnectionId: 'endpoint:2', defaultFromCommandLine: true },
      undefined,
      undefined,
      'endpoint:1',
    ),
  ).toBe('endpoint:2');
  expect(startConnection([], { defaultConnectionId: '' }, undefined, undefined, 'endpoint:1')).toBeUndefined();
});

test('an endpoint waiting for its secret says so in the picker', () => {
  expect(describeConnection(list[1]!)).toBe(
    'Team Local (http://127.0.0.1:8000, eu-west-1, own access key) (needs its secret key again)',
  );
});
