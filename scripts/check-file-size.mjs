// Part of `npm run lint`: fails, naming each one with its length, when a source file of the app
// (a .ts or .tsx file under shared/, renderer/ or electron/, tests aside) is over 300 lines.
// ARCHITECTURE.md keeps files small with one job each; past ~300 lines a file is two files, and
// this keeps CI saying so instead of a reviewer.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const LIMIT = 300;
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
    } else if (/\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name)) {
      yield path;
    }
  }
}

/** Lines as `wc -l` counts them, plus a last line without its newline. */
function lineCount(text) {
  const newlines = text.split('\n').length - 1;
  return text.length > 0 && !text.endsWith('\n') ? newlines + 1 : newlines;
}

const tooLong = [];
let checked = 0;
for (const folder of FOLDERS) {
  for (const file of sources(join(root, folder))) {
    checked++;
    const lines = lineCount(readFileSync(file, 'utf8'));
    if (lines > LIMIT) tooLong.push({ file: relative(root, file).split('\\').join('/'), lines });
  }
}
if (tooLong.length > 0) {
  tooLong.sort((a, b) => b.lines - a.lines);
  console.error(`${tooLong.length} source file(s) over ${LIMIT} lines: split each by job (ARCHITECTURE.md).`);
  for (const { file, lines } of tooLong) console.error(`  ${file}: ${lines} lines`);
  process.exit(1);
}
console.log(`file size: ${checked} source files, none over ${LIMIT} lines`);
