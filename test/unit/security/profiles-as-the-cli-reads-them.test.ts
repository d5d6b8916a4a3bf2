/** Issue 14: the config file's [sso-session X] and [services X] sections are not profiles. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readProfiles, ssoLoginCommand } from '../../../electron/service/profiles.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

const saved = { config: process.env.AWS_CONFIG_FILE, credentials: process.env.AWS_SHARED_CREDENTIALS_FILE };
beforeAll(() => {
  isolateAwsConfig(
    [
      '[default]',
      'region = eu-west-1',
      '[profile dev]',
      'sso_session = corp',
      'sso_account_id = 111122223333',
      'sso_role_name = Dev',
      '[profile legacy]',
      'sso_start_url = https://old.example.com/start',
      'sso_region = us-east-1',
      'sso_account_id = 111122223333',
      'sso_role_name = Dev',
      '[profile orphan]',
      'sso_session = gone',
      'sso_account_id = 111122223333',
      'sso_role_name = Dev',
      '[profile helper]',
      'credential_process = /opt/creds/get --password s3cr3t-value --profile helper',
      '[profile chained]',
      'role_arn = arn:aws:iam::123456789012:role/R',
      'source_profile = helper',
      '[sso-session corp]',
      'sso_start_url = https://corp.example.com/start',
      'sso_region = us-east-1',
      '[services local]',
      'dynamodb =',
      '  endpoint_url = http://localhost:8000',
    ].join('\n'),
    [
      '[static]',
      'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY',
    ].join('\n'),
  );
});
afterAll(() => {
  process.env.AWS_CONFIG_FILE = saved.config;
  process.env.AWS_SHARED_CREDENTIALS_FILE = saved.credentials;
});

test('only profiles are listed; sso-session and services sections are not', async () => {
  const { profiles } = await readProfiles();
  expect(profiles.map((p) => p.name)).toEqual(['chained', 'default', 'dev', 'helper', 'legacy', 'orphan', 'static']);
});

test('a profile on an sso-session logs in through it; a legacy one by its own name; a missing session is said', async () => {
  const { profiles } = await readProfiles();
  const by = Object.fromEntries(profiles.map((p) => [p.name, p]));
  expect(by.dev).toMatchObject({ credentialSource: 'sso', ssoSession: 'corp' });
  expect(ssoLoginCommand(by.dev!)).toBe('aws sso login --sso-session corp');
  expect(ssoLoginCommand(by.legacy!)).toBe('aws sso login --profile legacy');
  expect(by.orphan).toMatchObject({ ssoSession: 'gone', ssoSessionMissing: true });
  expect(by.dev!.ssoSessionMissing).toBeUndefined();
});

test("the secrets in the files, and a helper's command line and its secret argument, go to the redaction's book", async () => {
  const { profiles, secrets } = await readProfiles();
  expect(secrets).toEqual(
    expect.arrayContaining([
      'AKIAIOSFODNN7EXAMPLE',
      'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY',
      '/opt/creds/get --password s3cr3t-value --profile helper',
      '/opt/creds/get',
      's3cr3t-value',
    ]),
  );
  // Short ordinary words of the command line stay out, or every message holding them would be garbled.
  expect(secrets).not.toContain('helper');
  expect(profiles.find((p) => p.name === 'chained')).toMatchObject({
    credentialSource: 'assume-role',
    processProfile: 'helper',
  });
});
