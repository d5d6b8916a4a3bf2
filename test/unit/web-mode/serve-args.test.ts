import { expect, test } from 'vitest';
import { DEFAULT_WEB_PORT, parseServeArgs } from '../../../electron/serve-args.js';

test('defaults: the fixed web-mode port with a fallback when taken, the sandbox on', () => {
  expect(parseServeArgs([])).toEqual({
    port: DEFAULT_WEB_PORT,
    portFallback: true,
    sandbox: true,
    endpoint: undefined,
    region: undefined,
    profile: undefined,
    dataDir: undefined,
  });
});

test('every option is read', () => {
  expect(
    parseServeArgs([
      '--port',
      '8123',
      '--endpoint',
      'http://localhost:8000',
      '--region',
      'eu-west-1',
      '--profile',
      'dev',
      '--data-dir',
      '/tmp/x',
      '--no-sandbox',
    ]),
  ).toEqual({
    port: 8123,
    portFallback: false,
    endpoint: 'http://localhost:8000',
    region: 'eu-west-1',
    profile: 'dev',
    dataDir: '/tmp/x',
    sandbox: false,
  });
});

test('--port wins, with no fallback; --port 0 asks for any free port', () => {
  expect(parseServeArgs(['--port', '9000'])).toMatchObject({ port: 9000, portFallback: false });
  expect(parseServeArgs(['--port', '0'])).toMatchObject({ port: 0, portFallback: false });
  expect(DEFAULT_WEB_PORT).toBe(7331);
});

test('ICE_WEB_PORT replaces the default and keeps its fallback; --port still wins', () => {
  expect(parseServeArgs([], { ICE_WEB_PORT: '8200' })).toMatchObject({ port: 8200, portFallback: true });
  expect(parseServeArgs(['--port', '9000'], { ICE_WEB_PORT: '8200' })).toMatchObject({
    port: 9000,
    portFallback: false,
  });
  expect(() => parseServeArgs([], { ICE_WEB_PORT: 'x' })).toThrow('ICE_WEB_PORT: expected a port number');
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
