/**
 * "Local" (writes on by default, no confirm) is decided over a table of hosts: only loopback,
 * private addresses and localhost, after the host is normalised; every AWS partition and any
 * other public host, however spelled, is AWS. The AWS rows are what the old rule (a list of AWS
 * domains) let through as local.
 */
import { describe, expect, it } from 'vitest';
import { isLocalEndpoint } from '../../../electron/service/local-endpoint.js';
import { isLocalConnection, writeAccessOf } from '../../../electron/service/write-access.js';

const LOCAL = [
  'http://localhost:8000',
  'http://LOCALHOST:8000',
  'http://localhost.:8000',
  'http://local%68ost:8000',
  'http://dynamo.localhost:8000',
  'https://localhost',
  'http://127.0.0.1:8000',
  'http://127.0.0.1.:8000',
  'http://127.1:8000',
  'http://0x7f.1:8000',
  'http://2130706433:8000',
  'http://0177.0.0.1:8000',
  'http://%31%32%37.0.0.1:8000',
  'http://127.255.255.254:8000',
  'http://0.0.0.0:8000',
  'http://10.0.0.5:8000',
  'http://172.16.0.1:8000',
  'http://172.31.255.255:8000',
  'http://192.168.1.20:8000',
  'http://[::1]:8000',
  'http://[0:0:0:0:0:0:0:1]:8000',
  'http://[::]:8000',
  'http://[fd12:3456::1]:8000',
  'http://[fc00::1]:8000',
  'http://[::ffff:127.0.0.1]:8000',
  'http://[::ffff:192.168.0.1]:8000',
  'http://user:pw@127.0.0.1:8000',
];

const AWS = [
  // Every AWS partition, and spellings of them that the old rule took for local.
  'https://dynamodb.us-east-1.amazonaws.com',
  'http://dynamodb.us-east-1.amazonaws.com.:443',
  'http://dynamodb.us-east-1.amazonaws.com..:443',
  'http://DYNAMODB.US-EAST-1.AMAZONAWS.COM',
  'http://dynamodb.us-east-1.amazonaws%2Ecom',
  'http://dynamodb.us-east-1.amazonaws%2ecom.',
  'https://dynamodb.cn-north-1.amazonaws.com.cn',
  'https://dynamodb.cn-north-1.amazonaws.com.cn.',
  'https://dynamodb.us-east-1.api.aws',
  'https://dynamodb.us-iso-east-1.c2s.ic.gov',
  'https://dynamodb.us-isob-east-1.sc2s.sgov.gov',
  'https://dynamodb.eusc-de-east-1.amazonaws.eu',
  'https://dynamodb-fips.us-gov-west-1.amazonaws.com',
  'https://vpce-0abc-xyz.dynamodb.us-east-1.vpce.amazonaws.com',
  // Any other public or unknown host: a name can resolve anywhere.
  'https://dynamo.example.com',
  'http://dynamodb:8000',
  'http://host.docker.internal:8000',
  'http://localhost.evil.example:8000',
  'http://127.0.0.1.nip.io:8000',
  'http://127.0.0.1@dynamodb.us-east-1.amazonaws.com',
  'http://8.8.8.8:8000',
  'http://52.94.0.1:8000',
  'http://172.32.0.1:8000',
  'http://172.15.0.1:8000',
  'http://192.169.0.1:8000',
  'http://169.254.169.254:8000',
  'http://100.64.0.1:8000',
  'http://[2600:1f18::1]:8000',
  'http://[::ffff:8.8.8.8]:8000',
  'http://[fe80::1]:8000',
  // Not an http(s) URL: nothing to trust.
  'not a url',
  'ftp://127.0.0.1/',
  'dynamodb://localhost:8000',
];

describe('which endpoints are local', () => {
  it.each(LOCAL)('%s is local', (endpoint) => {
    expect(isLocalEndpoint(endpoint)).toBe(true);
  });
  it.each(AWS)('%s is treated as AWS', (endpoint) => {
    expect(isLocalEndpoint(endpoint)).toBe(false);
  });
});

describe('write access by that rule', () => {
  const endpoint = (url: string) => ({
    id: 'endpoint:1',
    kind: 'endpoint' as const,
    name: 'E',
    region: 'us-east-1',
    endpoint: url,
  });

  it('an endpoint with a trailing dot after amazonaws.com is AWS: writes off by default', () => {
    const access = writeAccessOf(endpoint('http://dynamodb.us-east-1.amazonaws.com.:8000'), undefined);
    expect(access).toMatchObject({ local: false, allowed: false });
  });

  it('the sandbox and a loopback endpoint are local; profiles and the environment never are', () => {
    expect(isLocalConnection({ id: 'sandbox', kind: 'sandbox', name: 'Local sandbox', region: 'us-east-1' })).toBe(
      true,
    );
    expect(isLocalConnection(endpoint('http://127.0.0.1:8000'))).toBe(true);
    expect(isLocalConnection({ id: 'p', kind: 'profile', name: 'p', region: 'eu-west-1' })).toBe(false);
    expect(isLocalConnection({ id: 'environment', kind: 'environment', name: 'env', region: 'eu-west-1' })).toBe(false);
  });
});
