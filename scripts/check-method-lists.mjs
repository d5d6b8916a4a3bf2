// Part of `npm run lint`: the API's methods are declared once, in the table of
// shared/api-methods.ts, and every list of them (the preload's, the routes', the pools', the
// meter's, the connection scoping's) is derived from it. This fails, naming file and line, when a
// source file of the app (shared/, renderer/, electron/, tests aside) keeps a list of its own:
// an array or an object literal holding 3 or more method names as strings (elements or values),
// an object literal keyed by 3 or more method names, or a switch with 2 or more
// `case 'methodName':` clauses. Two kinds of map are not lists: a map of handlers (every value a
// function: the compiler checks it against the table), and a map over only the three reads
// (query, scan, getItem), which name DynamoDB's operations (a read's kind, its SDK command, its
// CLI verb), not the API's methods. Parsed with TypeScript's own parser, so comments, types and
// text that merely mention a method are no lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parseSource, TABLE, tableMethodNames } from './api-table-names.mjs';

const FOLDERS = ['shared', 'renderer', 'electron'];
const MIN_LIST = 3;
const MIN_CASES = 2;
/** A read's kind, named as DynamoDB's operation: maps over these alone are about DynamoDB. */
const READ_KINDS = new Set(['query', 'scan', 'getItem']);

// The project root; a test passes another folder to show the check fails where it should.
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..'));

/** The table's method names. */
function tableMethods() {
  let names;
  try {
    names = tableMethodNames(join(root, TABLE));
  } catch (e) {
    if (e.code === 'ENOENT') fail(`${TABLE} is missing: it declares the API's methods`);
    throw e;
  }
  if (!names) fail(`${TABLE} has no \`export const apiTable = { ... }\` to read the methods from`);
  return new Set(names);
}

const isText = (node) => ts.isStringLiteralLike(node);
const isFunction = (node) =>
  ts.isMethodDeclaration(node) ||
  (ts.isPropertyAssignment(node) &&
    (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)));

/** The hand-kept lists in one file, as "path:line: what". */
function listsIn(path, methods) {
  const source = parseSource(path);
  const where = (node) =>
    `${relative(root, path)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const said = (names) => names.slice(0, 4).join(', ') + (names.length > 4 ? ', ...' : '');
  const found = [];
  const visit = (node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const names = node.elements.filter((e) => isText(e) && methods.has(e.text)).map((e) => e.text);
      if (names.length >= MIN_LIST)
        found.push(`${where(node)}: a list of ${names.length} method names (${said(names)})`);
    } else if (ts.isObjectLiteralExpression(node)) {
      const named = [];
      const valued = [];
      for (const p of node.properties) {
        if (p.name && ts.isStringLiteralLike(p.name) && methods.has(p.name.text)) named.push(p.name.text);
        else if (p.name && ts.isIdentifier(p.name) && methods.has(p.name.text)) named.push(p.name.text);
        if (ts.isPropertyAssignment(p) && isText(p.initializer) && methods.has(p.initializer.text))
          valued.push(p.initializer.text);
      }
      const handlers = node.properties.every((p) => isFunction(p) || ts.isSpreadAssignment(p));
      const readsOnly = named.every((n) => READ_KINDS.has(n));
      if (named.length >= MIN_LIST && !handlers && !readsOnly)
        found.push(`${where(node)}: a map keyed by ${named.length} method names (${said(named)})`);
      if (valued.length >= MIN_LIST)
        found.push(`${where(node)}: an object holding ${valued.length} method names (${said(valued)})`);
    } else if (ts.isSwitchStatement(node)) {
      const names = node.caseBlock.clauses
        .filter((c) => ts.isCaseClause(c) && isText(c.expression) && methods.has(c.expression.text))
        .map((c) => c.expression.text);
      if (names.length >= MIN_CASES)
        found.push(`${where(node)}: a switch over ${names.length} method names (${said(names)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

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
    } else if (/\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

const methods = tableMethods();
const found = [];
let checked = 0;
for (const folder of FOLDERS) {
  for (const path of sources(join(root, folder))) {
    if (relative(root, path).split('\\').join('/') === TABLE) continue;
    checked++;
    found.push(...listsIn(path, methods));
  }
}
if (found.length > 0) {
  fail(
    `${found.length} hand-kept list${found.length === 1 ? '' : 's'} of API method names; derive ${found.length === 1 ? 'it' : 'them'} from the table in ${TABLE} (a trait of the methods, read with methodsWith or traitOf) instead:\n` +
      found.map((f) => `  ${f}`).join('\n'),
  );
}
console.log(
  `method lists: ${checked} files checked against the ${methods.size} methods of ${TABLE}, none keeps its own list`,
);
