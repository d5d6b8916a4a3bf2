/**
 * Reads the shared AWS config and credentials files (the same ones the CLI uses) to list profiles.
 * Only names, regions, account ids and how each profile gets credentials leave this module.
 */
import { loadSharedConfigFiles } from '@smithy/core/config';

export interface ProfileSummary {
  name: string;
  region?: string;
  accountId?: string;
  credentialSource: 'sso' | 'assume-role' | 'process' | 'static' | 'web-identity' | 'unknown';
  ssoSession?: string;
  mfaSerial?: string;
}

type Profile = Record<string, string | undefined>;

export function describeProfile(name: string, config: Profile = {}, credentials: Profile = {}): ProfileSummary {
  const p = { ...config, ...credentials };
  const source: ProfileSummary['credentialSource'] = p.sso_session || p.sso_start_url ? 'sso'
    : p.role_arn && p.web_identity_token_file ? 'web-identity'
      : p.role_arn ? 'assume-role'
        : p.credential_process ? 'process'
          : p.aws_access_key_id ? 'static'
            : 'unknown';
  const accountId = p.sso_account_id ?? p.aws_account_id ?? /^arn:aws[\w-]*:iam::(\d{12}):/.exec(p.role_arn ?? '')?.[1];
  return {
    name,
    region: p.region,
    accountId,
    credentialSource: source,
    ssoSession: p.sso_session,
    mfaSerial: p.mfa_serial,
  };
}

export async function listProfiles(): Promise<ProfileSummary[]> {
  const { configFile, credentialsFile } = await loadSharedConfigFiles({ ignoreCache: true });
  const names = new Set([...Object.keys(configFile), ...Object.keys(credentialsFile)]);
  return [...names].sort().map((n) => describeProfile(n, configFile[n], credentialsFile[n]));
}
