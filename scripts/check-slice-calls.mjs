// Part of `npm run lint`: the store's slices do not call each other. A slice is a member of
// `AppState` (renderer/store/index.ts); a type alias that joins interfaces (`ToolsSlice = ToolsCore &
// DrillDownSlice & ...`) is one slice. Its actions are the methods of its interfaces. A call from a
// slice's file to another slice's action, `get().x()` or `s.x()` where `s = get()`, is counted;
// cross-feature work goes through the named actions of renderer/store/app-actions.ts instead
// (`openRead`, `afterCommit`, ...), which orchestrate and are not counted. Fails, naming each call
// with its file and line, when there are more than CEILING. Parsed with TypeScript's own parser.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parseSource } from './api-table-names.mjs';

export const CEILING = 15;
const STORE = 'renderer/store';
/** The named cross-feature actions: a member of AppState too, but not a slice (app-actions.ts). */
const ORCHESTRATOR = 'AppActions';

// The project root; a test passes another folder to show the check fails where it should.
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..'));

const files = readdirSync(join(root, STORE))
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => ({ name: f, source: parseSource(join(root, STORE, f)) }));

/** Interfaces and type aliases declared in the store, by name: where and how. */
const declared = new Map();
for (const { name, source } of files)
  for (const node of source.statements)
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node))
      declared.set(node.name.text, { file: name, node });

/** The type names an intersection (or a single reference) is made of. */
function parts(type) {
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap(parts);
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) return [type.typeName.text];
  return [];
}

const appState = declared.get('AppState');
if (!appState || !ts.isTypeAliasDeclaration(appState.node)) {
  console.error(
    `check-slice-calls: ${STORE}/index.ts has no \`export type AppState = A & B & ...\` to read the slices from`,
  );
  process.exit(1);
}

/** Each slice: its interfaces (expanded through aliases) and the methods they declare. */
const slices = [];
for (const sliceName of parts(appState.node.type)) {
  if (!declared.has(sliceName)) continue;
  const orchestrates = sliceName === ORCHESTRATOR;
  const interfaces = new Set();
  const expand = (n) => {
    const d = declared.get(n);
    if (!d || interfaces.has(n)) return;
    interfaces.add(n);
    if (ts.isTypeAliasDeclaration(d.node)) parts(d.node.type).forEach(expand);
  };
  expand(sliceName);
  const actions = new Set();
  for (const n of interfaces) {
    const d = declared.get(n);
    if (!ts.isInterfaceDeclaration(d.node)) continue;
    for (const m of d.node.members) {
      const isFn = ts.isMethodSignature(m) || (ts.isPropertySignature(m) && m.type && ts.isFunctionTypeNode(m.type));
      if (isFn && m.name && ts.isIdentifier(m.name)) actions.add(m.name.text);
    }
  }
  slices.push({ name: sliceName, interfaces, actions, orchestrates });
}

/** The slice a file implements: the one its `StateCreator<AppState, [], [], X>` names, else the one whose interface it declares or imports. */
function sliceOfFile({ source }) {
  const named = new Set();
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node) && node.typeName.getText(source) === 'StateCreator' && node.typeArguments?.[3])
      parts(node.typeArguments[3]).forEach((n) => named.add(n));
    ts.forEachChild(node, visit);
  };
  visit(source);
  const bySlice = (names) => slices.find((s) => [...names].some((n) => s.interfaces.has(n)));
  if (named.size) return bySlice(named);
  const own = source.statements.filter((n) => ts.isInterfaceDeclaration(n)).map((n) => n.name.text);
  const imported = source.statements
    .filter((n) => ts.isImportDeclaration(n))
    .flatMap((n) => {
      const b = n.importClause?.namedBindings;
      return b && ts.isNamedImports(b) ? b.elements.map((e) => e.name.text) : [];
    });
  return bySlice(own) ?? bySlice(imported.filter((n) => n !== 'AppState'));
}

const unwrap = (e) => {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
  return e;
};
const isGetCall = (e) => {
  e = unwrap(e);
  return (
    ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'get' && e.arguments.length === 0
  );
};

const calls = [];
for (const file of files) {
  if (file.name === 'index.ts') continue;
  const own = sliceOfFile(file);
  if (!own || own.orchestrates) continue;
  const { source } = file;
  // Names bound to the state itself: `const s = get()`.
  const stateNames = new Set();
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isGetCall(node.initializer))
      stateNames.add(node.name.text);
    if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name)) {
        const target = unwrap(callee.expression);
        const onState = isGetCall(target) || (ts.isIdentifier(target) && stateNames.has(target.text));
        const action = callee.name.text;
        const owner = onState && !own.actions.has(action) ? slices.find((s) => s.actions.has(action)) : undefined;
        if (owner && !owner.orchestrates) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          calls.push(
            `${relative(root, join(root, STORE, file.name))}:${line} ${own.name} calls ${owner.name}.${action}`,
          );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (calls.length > CEILING) {
  console.error(
    `check-slice-calls: ${calls.length} calls from one slice to another slice's action, above the ceiling of ${CEILING}. ` +
      `Cross-feature work goes through a named action of ${STORE}/app-actions.ts. The calls:\n  ${calls.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`check-slice-calls: ${calls.length} calls from one slice to another's action (ceiling ${CEILING}).`);
if (process.env.VERBOSE) console.log(`  ${calls.join('\n  ')}`);
