#!/usr/bin/env node
/**
 * A long run of the generated-design suite: `npm run fuzz:designs -- --designs 500 [--seed N]
 * [--max-collection 5000]`. Without --seed it draws one and prints it, so any failure it finds can
 * be replayed (each failure also prints the one-design command that replays it).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    designs: { type: 'string', default: '500' },
    seed: { type: 'string' },
    'max-collection': { type: 'string', default: '5000' },
  },
});
const seed = values.seed ?? String(Math.floor(Math.random() * 1e9));
const designs = Number(values.designs);
if (!Number.isInteger(designs) || designs < 1)
  throw new Error(`--designs must be a positive whole number, not ${values.designs}`);
console.log(`fuzz:designs: seed ${seed}, ${designs} designs, collections up to ${values['max-collection']} items`);

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['vitest', 'run', 'test/generated/generated-designs.test.ts'], {
  GEN_SEED: seed,
  GEN_DESIGNS: String(designs),
  GEN_MAX_BIG: values['max-collection'],
});
