// Part of `npm run lint`: ARCHITECTURE.md tells a newcomer where things live and where to add
// them, so every file or folder it names in backticks must exist. A name with a folder in it
// (`store/tools-slice.ts`, `electron/service/`) must be the end of a tracked path (the document
// often names a path from its folder, `model/query/build-read.ts`, or from the section's folder,
// `bulk/reconcile.ts`); a bare file name (`chunks.ts`) must be some tracked file's name.
// Placeholders (`features/tools/<Name>Tool.tsx`, `*-slice.ts`) are not paths and are skipped.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..'));
const DOCS = ['ARCHITECTURE.md'];
// A bare name of a data file the app writes at run time (`write-access.json`) is not a repo path.
const LOOKS_LIKE_FILE = /\.(ts|tsx|mjs|cjs|js|md|css|html)$/;

/** Outside a git checkout (a test's folder), every file under the root but node_modules. */
function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '.git') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* walk(path);
    else yield relative(root, path);
  }
}

function trackedFiles() {
  try {
    const opts = { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] };
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], opts)
      .split('\n')
      .filter(Boolean);
  } catch {
    return [...walk(root)];
  }
}

const files = trackedFiles();
const exists = (name) => {
  if (existsSync(join(root, name))) return true;
  if (name.endsWith('/')) return files.some((f) => f.startsWith(name) || f.includes(`/${name}`));
  if (!name.includes('/')) return files.some((f) => f === name || f.endsWith(`/${name}`));
  return files.some((f) => f === name || f.endsWith(`/${name}`));
};

const wrong = [];
let checked = 0;
for (const doc of DOCS) {
  const text = readFileSync(join(root, doc), 'utf8');
  text.split('\n').forEach((line, i) => {
    for (const [, span] of line.matchAll(/`([^`\s]+)`/g)) {
      if (/[<>*{}]/.test(span) || span.startsWith('.') || span.startsWith('npm')) continue;
      if (!span.includes('/') && !LOOKS_LIKE_FILE.test(span)) continue;
      if (/^[a-z]+:\/\//.test(span)) continue;
      checked++;
      if (!exists(span)) wrong.push(`${doc}:${i + 1}: \`${span}\``);
    }
  });
}
if (wrong.length > 0) {
  console.error(`doc paths: ${wrong.length} path(s) named in ${DOCS.join(', ')} do not exist:`);
  for (const w of wrong) console.error(`  ${w}`);
  process.exit(1);
}
console.log(`doc paths: ${checked} paths named in ${DOCS.join(', ')}, each exists`);
