// The API's method names read from the table's source (shared/api-methods.ts) with TypeScript's
// parser, without running it: for the lint that refuses other lists of them
// (check-method-lists.mjs) and for the preload's bundle, which needs the names but not the
// schemas and their validator (build-electron.mjs).
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const TABLE = 'shared/api-methods.ts';

export const parseSource = (path) =>
  ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** The keys of the object literal `apiTable` is declared as, in order; undefined when there is none. */
export function tableMethodNames(path) {
  const source = parseSource(path);
  let found;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'apiTable') {
      let init = node.initializer;
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init) || ts.isParenthesizedExpression(init)))
        init = init.expression;
      if (init && ts.isObjectLiteralExpression(init)) found = init;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) return undefined;
  return found.properties.map((p) => p.name && propertyName(p.name)).filter(Boolean);
}

function propertyName(name) {
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}
