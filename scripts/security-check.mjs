// `npm run security`: Electronegativity over the project's own sources (the Electron main process and
// preload, the renderer, the shared code and the build scripts). Fails, listing them, on any
// HIGH-severity finding or on a source file it could not parse (an unscanned file is a blind spot);
// prints a short summary of the rest. Offline: the Electron version is given, and the check that
// downloads Electron's release list is left out.
import { Module, createRequire } from 'node:module';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const require = createRequire(import.meta.url);
keepElectronegativityOffline();
const run = require('@doyensec/electronegativity');

/**
 * Electronegativity fetches fresh translations of its messages on every run (got 11, 1 s timeout).
 * Offline that request only fails, and on Node 24 got 11's retry after the timeout throws from a
 * timer ("The `onCancel` handler was attached after the promise settled"), killing the check after
 * it passed. Its `got` is answered with a refusal instead, so no request is made on any Node: the
 * translations fall back to the bundled English ones, as they did when the request failed.
 */
function keepElectronegativityOffline() {
  const own = createRequire(require.resolve('@doyensec/electronegativity/package.json'));
  const gotPath = own.resolve('got');
  const offline = () => Promise.reject(new Error('the security check makes no network requests'));
  const stub = new Module(gotPath);
  stub.filename = gotPath;
  stub.loaded = true;
  stub.exports = offline;
  require.cache[gotPath] = stub;
}

// The project root; a test passes another app's folder to show the check fails where it should.
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..'));
const FOLDERS = ['electron', 'renderer', 'shared', 'scripts'];
// The only check that needs the network (it fetches Electron's release notes).
const OFFLINE_EXCLUDE = ['AvailableSecurityFixesGlobalCheck'];

function electronVersion() {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const range = pkg.optionalDependencies?.electron ?? pkg.devDependencies?.electron ?? pkg.dependencies?.electron ?? '';
  const installed = resolve(root, 'node_modules/electron/package.json');
  if (existsSync(installed)) return JSON.parse(readFileSync(installed, 'utf8')).version;
  const major = /(\d+)/.exec(range)?.[1];
  if (!major) throw new Error(`package.json names no Electron version (got "${range}")`);
  return `${major}.0.0`;
}

const version = electronVersion();
// Electronegativity prints progress and translation warnings through console.log; keep our output short.
const quiet =
  (fn) =>
  async (...args) => {
    const log = console.log;
    console.log = () => {};
    try {
      return await fn(...args);
    } finally {
      console.log = log;
    }
  };

// Global checks (navigation limits, CSP, permission handler) look across the whole app, so the
// sources are scanned as one tree: a copy of them, which leaves out node_modules and build output.
const tree = mkdtempSync(join(tmpdir(), 'ice-security-'));
for (const f of [...FOLDERS, 'package.json']) {
  if (existsSync(resolve(root, f))) cpSync(resolve(root, f), join(tree, f), { recursive: true });
}
let result;
try {
  result = await quiet(run)({
    input: tree,
    isRelative: false,
    electronVersionOverride: version,
    excludeFromScan: OFFLINE_EXCLUDE,
  });
} finally {
  rmSync(tree, { recursive: true, force: true });
}
const where = (file) => (file && file !== 'N/A' ? relative(tree, file) : '(the app as a whole)');
const findings = result.issues.map((issue) => ({
  id: issue.id,
  severity: issue.severity?.name ?? String(issue.severity),
  confidence: issue.confidence?.name ?? String(issue.confidence),
  file: where(issue.file),
  at: issue.location?.line ? `:${issue.location.line}:${issue.location.column ?? 0}` : '',
  sample: String(issue.sample ?? '')
    .trim()
    .slice(0, 90),
}));
const unparsed = result.errors.map((e) => ({
  file: where(e.file),
  reason: String(e.message ?? e.error ?? e).split('\n')[0],
}));

const high = findings.filter((f) => f.severity === 'HIGH');
const line = (f) =>
  `  ${f.severity.padEnd(13)} ${f.confidence.padEnd(9)} ${f.id.padEnd(40)} ${f.file}${f.at}  ${f.sample}`;
console.log(
  `Electronegativity (Electron ${version}) over ${FOLDERS.join('/, ')}/: ${findings.length} finding(s), ${high.length} high`,
);
const bySeverity = {};
for (const f of findings) bySeverity[f.severity] = (bySeverity[f.severity] ?? 0) + 1;
if (findings.length)
  console.log(
    `  by severity: ${Object.entries(bySeverity)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}`,
  );
for (const f of findings.filter((x) => x.severity !== 'HIGH')) console.log(line(f));

let failed = false;
if (high.length) {
  failed = true;
  console.error(`\nHIGH-severity findings (fix these, or explain them in the code and narrow the check):`);
  for (const f of high) console.error(line(f));
}
const ownSource = unparsed.filter((u) => /\.(m?[jt]sx?|html)$/.test(u.file));
if (ownSource.length) {
  failed = true;
  console.error(`\nFiles Electronegativity could not parse, so did not check:`);
  for (const u of ownSource) console.error(`  ${u.file}: ${u.reason}`);
}
if (failed) process.exit(1);
console.log('security check passed: no high-severity findings');
