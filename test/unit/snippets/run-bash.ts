/**
 * Reads a generated CLI command the way bash does, with `aws` replaced by a function that prints
 * its arguments: what the real CLI would receive, without running it.
 */
import { execFileSync } from 'node:child_process';

export function cliArguments(command: string): string[] {
  const script = `aws() { printf '%s\\0' "$@"; }\n${command}`;
  const out = execFileSync('/bin/bash', ['-c', script], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } });
  return out.split('\0').slice(0, -1);
}

/** `--name value` pairs and bare flags (an option followed by another option or by nothing). */
export function cliOptions(args: string[]): Map<string, string | true> {
  const out = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) continue;
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) out.set(arg, true);
    else {
      out.set(arg, next);
      i++;
    }
  }
  return out;
}
