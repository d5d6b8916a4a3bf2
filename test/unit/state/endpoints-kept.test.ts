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
  const a = await first.service.addEndpointConnection({
    endpoint: 'http://127.0.0.1:8111',
    region: 'eu-west-1',
    name: 'Local A',
  });
  const b = await first.service.addEndpointConnection({ endpoint: 'http://127.0.0.1:8222', region: 'us-east-1' });
  await first.service.removeConnection({ connectionId: b.id });
  await first.close();

  const second = createAppService({ stateDir: dir, env: {} });
  const { connections } = await second.service.listConnections();
  const endpoints = connections.filter((c) => c.kind === 'endpoint');
  expect(endpoints).toHaveLength(1);
  expect(endpoints[0]).toMatchObject({
    id: a.id,
    kind: 'endpoint',
    name: 'Local A',
    region: 'eu-west-1',
    endpoint: 'http://127.0.0.1:8111',
  });
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

test('an endpoint signed with its own key is kept with its key id but never its secret, and asks for the secret again', async () => {
  isolateAwsConfig();
  const dir = mkdtempSync(join(tmpdir(), 'ice-endpoints-'));
  const first = createAppService({ stateDir: dir, env: {} });
  const added = await first.service.addEndpointConnection({
    endpoint: 'http://127.0.0.1:8555',
    region: 'eu-west-1',
    name: 'Team Local',
    accessKeyId: 'AKIAOWNKEY0000EXAMPLE',
    secretAccessKey: 'own-secret-value',
  });
  await first.close();
  const file = readFileSync(join(dir, 'app-state.json'), 'utf8');
  expect(file).toContain('http://127.0.0.1:8555');
  expect(file).toContain('AKIAOWNKEY0000EXAMPLE');
  expect(file).not.toContain('own-secret-value');

  const second = createAppService({ stateDir: dir, env: {} });
  const listed = (await second.service.listConnections()).connections.filter((c) => c.kind === 'endpoint');
  expect(listed).toEqual([
    {
      id: added.id,
      kind: 'endpoint',
      name: 'Team Local',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:8555',
      credentialSource: 'access-key',
      accessKeyHint: '…MPLE',
      accessKeyId: 'AKIAOWNKEY0000EXAMPLE',
      needsSecret: true,
    },
  ]);
  // The page is told the key id (code snippets name it: issue 19), never the secret.
  expect(JSON.stringify(listed)).not.toContain('own-secret-value');
  const refused = await second.service.connect({ connectionId: added.id }).catch((e: unknown) => e);
  expect(refused).toMatchObject({ name: 'SecretKeyRequired', field: 'secretAccessKey' });
  expect((refused as Error).message).toContain('"Team Local" needs its secret access key again (access key …MPLE)');
  await expect(second.service.listTables({ connectionId: added.id })).rejects.toMatchObject({
    name: 'SecretKeyRequired',
  });
  const info = await second.service.connect({ connectionId: added.id, secretAccessKey: 'typed-again-secret' });
  expect(info).toMatchObject({ id: added.id, credentialSource: 'access-key' });
  expect(info.needsSecret).toBeUndefined();
  expect(JSON.stringify(info)).not.toContain('typed-again-secret');
  expect(
    (await second.service.listConnections()).connections.find((c) => c.id === added.id)?.needsSecret,
  ).toBeUndefined();
  await second.close();
  expect(readFileSync(join(dir, 'app-state.json'), 'utf8')).not.toMatch(/typed-again-secret|own-secret-value/);
});

test('a secret is taken only by an endpoint signed with its own key', async () => {
  isolateAwsConfig();
  const app = createAppService({ env: {} });
  const plain = await app.service.addEndpointConnection({ endpoint: 'http://127.0.0.1:8666', region: 'us-east-1' });
  await expect(
    app.service.connect({ connectionId: plain.id, secretAccessKey: 'whatever-secret' }),
  ).rejects.toMatchObject({ name: 'RequestValidationError', field: 'secretAccessKey' });
  await app.close();
});

test('an endpoint signed with a profile comes back working after a restart', async () => {
  isolateAwsConfig(
    '[profile ops]\nregion = eu-north-1',
    '[ops]\naws_access_key_id = AKIAPROFILEKEYEXAMPLE\naws_secret_access_key = profile-secret-value',
  );
  const dir = mkdtempSync(join(tmpdir(), 'ice-endpoints-'));
  const first = createAppService({ stateDir: dir, env: {} });
  const added = await first.service.addEndpointConnection({
    endpoint: 'http://127.0.0.1:8777',
    region: 'eu-north-1',
    profile: 'ops',
  });
  await first.close();
  expect(readFileSync(join(dir, 'app-state.json'), 'utf8')).not.toMatch(/AKIAPROFILEKEY|profile-secret-value/);
  const second = createAppService({ stateDir: dir, env: {} });
  const info = await second.service.connect({ connectionId: added.id });
  expect(info).toMatchObject({ id: added.id, kind: 'endpoint', credentialSource: 'profile', profile: 'ops' });
  expect(info.needsSecret).toBeUndefined();
  await second.close();
});
