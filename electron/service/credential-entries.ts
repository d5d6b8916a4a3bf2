/**
 * The entries the registry makes from credentials it finds rather than is given: the environment's
 * and one per AWS profile, each with the region it reads in. Apart from the registry
 * (connections.ts) so its file stays about keeping and handing out connections.
 */
import type { Entry } from './endpoint-entries.js';
import type { ProfileSummary } from './profiles.js';

/** The environment's connection, when it holds a key pair; `region` when it names none. */
export function environmentEntry(env: Record<string, string | undefined>, region: string): Entry | undefined {
  if (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY) return undefined;
  return {
    info: {
      id: 'environment',
      kind: 'environment',
      name: 'Environment credentials',
      region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? region,
      credentialSource: 'environment',
    },
  };
}

/** A profile's connection; the command line's region applies to the command line's profile first. */
export function profileEntry(p: ProfileSummary, commandLine: { profile?: string; region?: string }): Entry {
  return {
    profile: p,
    info: {
      id: `profile:${p.name}`,
      kind: 'profile',
      name: p.name,
      region: (p.name === commandLine.profile && commandLine.region) || p.region || commandLine.region || 'us-east-1',
      accountId: p.accountId,
      credentialSource: p.credentialSource,
      mfaSerial: p.mfaSerial,
      ...(p.ssoSession ? { ssoSession: p.ssoSession } : {}),
    },
  };
}
