/** Profiles with real-looking secrets: no API response may carry any of them to the page. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY';
const KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const TOKEN = 'FwoGZXIvYXdzEXAMPLESESSIONTOKEN';
let app: ReturnType<typeof createAppService>;

beforeAll(() => {
  isolateAwsConfig(
    [
      '[profile dev]', 'region = eu-west-2',
      '[profile admin]', 'role_arn = arn:aws:iam::123456789012:role/Admin', 'source_profile = dev', 'mfa_serial = arn:aws:iam::111122223333:mfa/me',
      '[profile sso-user]', 'sso_session = corp', 'sso_account_id = 444455556666', 'sso_role_name = Dev', 'region = us-west-2',
      '[sso-session corp]', 'sso_start_url = https://corp.awsapps.com/start', 'sso_region = us-east-1',
    ].join('\n'),
    ['[dev]', `aws_access_key_id = ${KEY_ID}`, `aws_secret_access_key = ${SECRET}`, `aws_session_token = ${TOKEN}`, 'aws_account_id = 111122223333'].join('\n'),
  );
  app = createAppService({ env: { AWS_ACCESS_KEY_ID: KEY_ID, AWS_SECRET_ACCESS_KEY: SECRET, AWS_SESSION_TOKEN: TOKEN, AWS_REGION: 'eu-central-1' } });
});
afterAll(async () => { await app.close(); });

const clean = (v: unknown) => {
  const json = JSON.stringify(v);
  for (const s of [SECRET, KEY_ID, TOKEN]) expect(json).not.toContain(s);
};

test('profiles and environment credentials are listed by name, region and account only', async () => {
  const list = await app.service.listConnections();
  clean(list);
  const byId = Object.fromEntries(list.connections.map((c) => [c.id, c]));
  expect(byId['profile:dev']).toMatchObject({ kind: 'profile', region: 'eu-west-2', credentialSource: 'static' });
  expect(byId['profile:admin']).toMatchObject({ credentialSource: 'assume-role', accountId: '123456789012', mfaSerial: 'arn:aws:iam::111122223333:mfa/me' });
  expect(byId['profile:sso-user']).toMatchObject({ credentialSource: 'sso', accountId: '444455556666', region: 'us-west-2' });
  expect(byId.environment).toMatchObject({ kind: 'environment', region: 'eu-central-1' });
});

test('connecting a static profile returns its account id and no secret', async () => {
  const info = await app.service.connect({ connectionId: 'profile:dev' });
  clean(info);
  expect(info.accountId).toBe('111122223333');
});

test('an assume-role profile with MFA asks for the code instead of failing obscurely', async () => {
  const err = await app.service.connect({ connectionId: 'profile:admin' }).catch((e: unknown) => e);
  clean(err);
  expect(err).toMatchObject({ name: 'MfaRequired', field: 'mfaCode' });
  expect((err as Error).message).toContain('arn:aws:iam::111122223333:mfa/me');
});

test('an SSO profile that was never logged in says which command to run', async () => {
  const err = await app.service.connect({ connectionId: 'profile:sso-user' }).catch((e: unknown) => e);
  clean(err);
  expect(err).toMatchObject({ name: 'SsoSessionExpired' });
  expect((err as Error).message).toContain('aws sso login --sso-session corp');
});
