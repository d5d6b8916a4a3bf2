/** Added endpoints survive a restart of the service with the same ids (links name them), and never carry a secret. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

test('an added endpoint is listed again after a restart, under the same id; a removed one is not', async () => {
  isolateAwsConfig();
  const dir = mkdtempSync(join(tmpdir(), 'ice-endpoints-'));
  const first = createAppService({ stateDir: dir, env: {} });
  const a = await first.service.addEndpointConnection({ endpoint: 'http://127.0.0.1:8111', region: 'eu-west-1', name: 'Local A' });
  const b = await first.service.addEndpointConnection({ endpoint: 'http://127.0.0.1:8222', region: 'us-east-1' });
  await first.service.removeConnection({ connectionId: b.id });
  await first.close();

  const second = createAppService({ stateDir: dir, env: {} });
  const { connections } = await second.service.listConnections();
  const endpoints = connections.filter((c) => c.kind === 'endpoint');
  expect(endpoints).toHaveLength(1);
  expect(endpoints[0]).toMatchObject({ id: a.id, kind: 'endpoint', name: 'Local A', region: 'eu-west-1', endpoint: 'http://127.0.0.1:8111' });
  // A new endpoint does not take an id a link may still name.
  const c = await second.service.addEndpointConnection({ endpoint: 'http://127.0.0.1:8333', region: 'us-east-1' });
  expect(c.id).not.toBe(a.id);
  expect(c.id).not.toBe(b.id);
  await second.close();
  expect(readFileSync(join(dir, 'app-state.json'), 'utf8')).not.toMatch(/secret|accessKey|"local"/i);
});

test('a command-line endpoint already kept keeps its id and is the default', async () => {
  isolateAwsConfig();
  const dir = mkdtempSync(join(tmpdir(), 'ice-endpoints-'));
  const first = createAppService({ stateDir: dir, env: {} });
  await first.service.addEndpointConnection({ endpoint: 'http://127.0.0.1:8111', region: 'us-east-1' });
  const kept = await first.service.addEndpointConnection({ endpoint: 'http://127.0.0.1:8444', region: 'us-east-1' });
  await first.close();
  const second = createAppService({ stateDir: dir, env: {}, endpoint: 'http://127.0.0.1:8444', region: 'us-east-1' });
  const list = await second.service.listConnections();
  expect(list.defaultConnectionId).toBe(kept.id);
  expect(list.connections.filter((c) => c.kind === 'endpoint')).toHaveLength(2);
  await second.close();
});

test('an endpoint signed with its own key is not kept: without the key it would read as another user', async () => {
  isolateAwsConfig();
  const dir = mkdtempSync(join(tmpdir(), 'ice-endpoints-'));
  const first = createAppService({ stateDir: dir, env: {} });
  await first.service.addEndpointConnection({ endpoint: 'http://127.0.0.1:8555', region: 'us-east-1', accessKeyId: 'AKIAOWNKEY', secretAccessKey: 'own-secret-value' });
  await first.close();
  expect(readFileSync(join(dir, 'app-state.json'), 'utf8')).not.toMatch(/8555|AKIAOWNKEY|own-secret-value/);
  const second = createAppService({ stateDir: dir, env: {} });
  expect((await second.service.listConnections()).connections.filter((c) => c.kind === 'endpoint')).toEqual([]);
  await second.close();
});
