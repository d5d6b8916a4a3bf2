// Part of `npm run lint`: fails, naming each one, when a source file of the app (a .ts or .tsx file
// under shared/, renderer/ or electron/) does not start with a comment. The house rule is that every
// file says why it exists at its top, where a newcomer opening it looks first.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const FOLDERS = ['shared', 'renderer', 'electron'];

// The project root; a test passes another folder to show the check fails where it should.
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..'));

function* sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    if (e.code === 'ENOENT') return;
    throw e;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') yield* sources(path);
    } else if (/\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)) {
      yield path;
    }
  }
}

const missing = [];
let checked = 0;
for (const folder of FOLDERS) {
  for (const path of sources(join(root, folder))) {
    checked++;
    const start = readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (!start.startsWith('/*') && !start.startsWith('//')) missing.push(relative(root, path));
  }
}
if (missing.length > 0) {
  console.error(`header comment: ${missing.length} source file(s) do not start with a comment saying why they exist:`);
  for (const f of missing) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`header comment: ${checked} source files, each starts with a comment`);
