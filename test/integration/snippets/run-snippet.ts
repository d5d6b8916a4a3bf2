/**
 * Runs a generated snippet the way a user would: node for the JavaScript tabs (from a folder inside
 * the project, so `@aws-sdk/*` resolves from its node_modules), Debian's python3 with python3-boto3,
 * and Debian's aws from awscli through bash. No AWS_REGION is set: the snippet must carry its own.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SnippetLanguage } from '../../../shared/snippets/index.js';

const PROJECT = fileURLToPath(new URL('../../../', import.meta.url));
const SCRATCH_ROOT = join(PROJECT, 'node_modules', '.cache', 'ice-snippets');
export const PYTHON = '/usr/bin/python3';
export const AWS = '/usr/bin/aws';

/** The apt package each external tab needs, and how to tell it is there. */
export const EXTERNAL_TOOLS: Partial<Record<SnippetLanguage, { aptPackage: string; probe: [string, string[]] }>> = {
  'python-boto3': { aptPackage: 'python3-boto3', probe: [PYTHON, ['-c', 'import boto3']] },
  'aws-cli': { aptPackage: 'awscli', probe: [AWS, ['--version']] },
};

export const skipExternal = process.env.ICE_SKIP_EXTERNAL_SNIPPETS === '1';

interface Run {
  stdout: string;
  stderr: string;
  code: number;
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { env, cwd, timeout: 50_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ stdout, stderr: stderr || (error && code === -1 ? String(error) : ''), code });
    });
  });
}

export async function toolProblem(language: SnippetLanguage): Promise<string | undefined> {
  const tool = EXTERNAL_TOOLS[language];
  if (!tool) return undefined;
  const result = await run(tool.probe[0], tool.probe[1], { PATH: '/usr/bin:/bin' }, '/');
  if (result.code === 0) return undefined;
  return (
    `the Debian package ${tool.aptPackage} is not installed (\`${tool.probe[0]} ${tool.probe[1].join(' ')}\` failed): ` +
    `run \`apt-get install -y ${tool.aptPackage}\` or scripts/ci-snippet-deps.sh, ` +
    'or set ICE_SKIP_EXTERNAL_SNIPPETS=1 to skip these runs on a developer machine'
  );
}

export class SnippetRunner {
  private constructor(private readonly dir: string) {}

  static async create(): Promise<SnippetRunner> {
    await mkdir(SCRATCH_ROOT, { recursive: true });
    return new SnippetRunner(await mkdtemp(join(SCRATCH_ROOT, 'run-')));
  }

  private env(): NodeJS.ProcessEnv {
    return {
      PATH: '/usr/bin:/bin',
      HOME: this.dir,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      AWS_EC2_METADATA_DISABLED: 'true',
      // Keep the machine's own ~/.aws out of it: the snippet alone decides region and endpoint.
      AWS_CONFIG_FILE: join(this.dir, 'no-config'),
      AWS_SHARED_CREDENTIALS_FILE: join(this.dir, 'no-credentials'),
      AWS_PAGER: '',
    };
  }

  /**
   * Runs the program and returns its stdout; a non-zero exit throws with stderr and the program.
   * `env` sets what the user would (the credentials a snippet's comment asks for).
   */
  async run(language: SnippetLanguage, name: string, program: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
    let result: Run;
    const all = { ...this.env(), ...env };
    if (language === 'aws-cli') {
      result = await run('/bin/bash', ['-c', program], all, this.dir);
    } else {
      const file = join(this.dir, `${name}.${language === 'python-boto3' ? 'py' : 'mjs'}`);
      await writeFile(file, program);
      result = await run(language === 'python-boto3' ? PYTHON : process.execPath, [file], all, this.dir);
    }
    if (result.code !== 0) {
      throw new Error(
        `${language} snippet exited with ${result.code}\n--- stderr\n${result.stderr}\n--- program\n${program}`,
      );
    }
    return result.stdout;
  }

  async close(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    // Another run may still be using the shared root; it goes only when empty.
    await rmdir(SCRATCH_ROOT).catch(() => undefined);
  }
}
