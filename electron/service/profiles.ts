/**
 * Reads the shared AWS config and credentials files (the same ones the CLI uses) to list profiles.
 * Only names, regions, account ids and how each profile gets credentials leave this module.
 *
 * The config file also holds sections that are not profiles: `[sso-session X]` (shared by the SSO
 * profiles that name it in `sso_session`) and `[services X]`. The SDK's parser keys them as
 * "sso-session.X" and "services.X"; the CLI never lists them as profiles, and neither do we.
 */
import { readFile } from 'node:fs/promises';
import { loadSharedConfigFiles } from '@smithy/core/config';

export interface ProfileSummary {
  name: string;
  region?: string;
  accountId?: string;
  credentialSource: 'sso' | 'assume-role' | 'process' | 'static' | 'web-identity' | 'unknown';
  /** The `[sso-session X]` section this profile logs in through, when it uses one. */
  ssoSession?: string;
  /** Set when `sso_session` names a section the config file does not have. */
  ssoSessionMissing?: boolean;
  mfaSerial?: string;
  /** The profile whose credential_process this one runs: itself, or one down its source_profile chain. */
  processProfile?: string;
}

type Profile = Record<string, string | undefined>;

/** Section kinds other than profiles, as the SDK's parser prefixes them. */
const NOT_PROFILES = ['sso-session.', 'services.'];

export function describeProfile(
  name: string,
  config: Profile = {},
  credentials: Profile = {},
  ssoSessions?: ReadonlySet<string>,
): ProfileSummary {
  const p = { ...config, ...credentials };
  const source: ProfileSummary['credentialSource'] =
    p.sso_session || p.sso_start_url
      ? 'sso'
      : p.role_arn && p.web_identity_token_file
        ? 'web-identity'
        : p.role_arn
          ? 'assume-role'
          : p.credential_process
            ? 'process'
            : p.aws_access_key_id
              ? 'static'
              : 'unknown';
  const accountId = p.sso_account_id ?? p.aws_account_id ?? /^arn:aws[\w-]*:iam::(\d{12}):/.exec(p.role_arn ?? '')?.[1];
  const summary: ProfileSummary = {
    name,
    region: p.region,
    accountId,
    credentialSource: source,
    ssoSession: p.sso_session,
    mfaSerial: p.mfa_serial,
  };
  if (p.sso_session && ssoSessions && !ssoSessions.has(p.sso_session)) summary.ssoSessionMissing = true;
  return summary;
}

/** The `aws sso login` command that starts the session a profile needs, as the CLI takes it. */
export function ssoLoginCommand(profile: Pick<ProfileSummary, 'name' | 'ssoSession'>): string {
  // A profile on an sso-session logs in through the session; one with a legacy sso_start_url by its own name.
  return profile.ssoSession
    ? `aws sso login --sso-session ${profile.ssoSession}`
    : `aws sso login --profile ${profile.name}`;
}

/** Settings whose values are secrets, or command lines and paths of credential helpers. */
const SECRET_SETTINGS = [
  'aws_access_key_id',
  'aws_secret_access_key',
  'aws_session_token',
  'aws_security_token',
  'credential_process',
  'web_identity_token_file',
];

export interface ProfilesRead {
  profiles: ProfileSummary[];
  /** Every secret value in the files, so the redaction can hide it wherever it turns up. */
  secrets: string[];
}

export async function readProfiles(): Promise<ProfilesRead> {
  const { configFile, credentialsFile } = await loadSharedConfigFiles({ ignoreCache: true });
  const isProfile = (key: string) => !NOT_PROFILES.some((prefix) => key.startsWith(prefix));
  const ssoSessions = new Set(
    Object.keys(configFile)
      .filter((k) => k.startsWith('sso-session.'))
      .map((k) => k.slice('sso-session.'.length)),
  );
  const names = new Set([
    ...Object.keys(configFile).filter(isProfile),
    ...Object.keys(credentialsFile).filter(isProfile),
  ]);
  const merged = (n: string): Profile => ({ ...configFile[n], ...credentialsFile[n] });
  const profiles = [...names].sort().map((n) => {
    const summary = describeProfile(n, configFile[n], credentialsFile[n], ssoSessions);
    const proc = processOwner(n, merged);
    if (proc) summary.processProfile = proc;
    return summary;
  });
  const secrets: string[] = [];
  for (const section of [...Object.values(configFile), ...Object.values(credentialsFile)]) {
    for (const key of SECRET_SETTINGS) {
      const value = section?.[key];
      if (value) secrets.push(value, ...helperParts(key, value));
    }
    // The token itself, which an identity provider's error may quote back.
    const tokenFile = section?.web_identity_token_file;
    if (tokenFile)
      secrets.push(
        await readFile(tokenFile, 'utf8').then(
          (t) => t.slice(0, 65_536).trim(),
          () => '',
        ),
      );
  }
  return { profiles, secrets };
}

export async function listProfiles(): Promise<ProfileSummary[]> {
  return (await readProfiles()).profiles;
}

/** Follows source_profile (at most 10 hops, as loops are possible) to the profile that runs a credential_process. */
function processOwner(name: string, profile: (n: string) => Profile): string | undefined {
  let current: string | undefined = name;
  for (let hop = 0; current && hop < 10; hop++) {
    const p = profile(current);
    if (p.credential_process) return current;
    current = p.role_arn ? p.source_profile : undefined;
  }
  return undefined;
}

/**
 * Parts of a helper's command line to hide one by one too: paths, values of secret-sounding flags
 * and long arguments. Short words ("export", "json") stay, or every message holding them would be garbled.
 */
function helperParts(key: string, value: string): string[] {
  if (key !== 'credential_process') return [];
  const parts = value.split(/\s+/).map((part) => part.replace(/^["']|["']$/g, ''));
  const out: string[] = [];
  parts.forEach((part, i) => {
    const [flag, inline] = /^(--?[\w-]+)=(.*)$/.exec(part)?.slice(1) ?? [];
    const secretFlag = /pass|token|secret|key|cred|auth/i;
    if (inline !== undefined) {
      if (secretFlag.test(flag!) || inline.length >= 16) out.push(inline);
    } else if (
      /[\\/]/.test(part) ||
      part.length >= 16 ||
      (i > 0 && secretFlag.test(parts[i - 1]!) && parts[i - 1]!.startsWith('-'))
    ) {
      out.push(part);
    }
  });
  return out;
}
