import { expect, test } from 'vitest';
import { parseServeArgs } from '../../../electron/serve-args.js';

test('defaults: any free port, the sandbox on', () => {
  expect(parseServeArgs([])).toEqual({ port: 0, sandbox: true, endpoint: undefined, region: undefined, profile: undefined, dataDir: undefined });
});

test('every option is read', () => {
  expect(parseServeArgs(['--port', '8123', '--endpoint', 'http://localhost:8000', '--region', 'eu-west-1', '--profile', 'dev', '--data-dir', '/tmp/x', '--no-sandbox']))
    .toEqual({ port: 8123, endpoint: 'http://localhost:8000', region: 'eu-west-1', profile: 'dev', dataDir: '/tmp/x', sandbox: false });
});

test.each([
  [['--port', 'eighty'], /--port: expected a port number/],
  [['--port', '70000'], /--port/],
  [['--endpoint', 'localhost:8000'], /--endpoint: expected http/],
  [['--endpoint', 'not a url'], /--endpoint: expected a URL/],
  [['--region', 'US East'], /--region: expected a region/],
  [['--colour'], /Unknown option '--colour'/],
])('%j is refused with a message naming the option', (argv, message) => {
  expect(() => parseServeArgs(argv)).toThrow(message);
});
