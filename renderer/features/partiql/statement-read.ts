/**
 * The PartiQL editor's statement made into a read the read slice runs like a Scan (so paging,
 * Load more and Stop work), grouped by the keys of the table or index it reads. Writes (one, or
 * several separated by `;` as a batch or a transaction) are never run: checked here as typed,
 * then staged by the store (store/partiql-write-slice.ts) like any edit.
 */
import type { AttributeValue, TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import {
  classifyStatement,
  parameterProblem,
  splitStatements,
  writeTargets,
  isWriteText,
  type Classification,
  type PqProblem,
  type SeveralAs,
} from '../../../shared/partiql/index.js';
import type { BuiltPagedRead } from '../../model/query/build-read.js';

export type ParamType = 'S' | 'N' | 'BOOL' | 'NULL' | 'B';
export const PARAM_TYPES: ReadonlyArray<{ id: ParamType; label: string }> = [
  { id: 'S', label: 'String' },
  { id: 'N', label: 'Number' },
  { id: 'BOOL', label: 'Boolean' },
  { id: 'NULL', label: 'Null' },
  { id: 'B', label: 'Binary (base64)' },
];
export interface ParamDraft {
  type: ParamType;
  text: string;
}

/** A typed parameter's value, or why it is not one. */
export function paramValue(p: ParamDraft): { ok: true; value: AttributeValue } | { ok: false; message: string } {
  switch (p.type) {
    case 'S':
      return { ok: true, value: { S: p.text } };
    case 'N':
      return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(p.text.trim())
        ? { ok: true, value: { N: p.text.trim() } }
        : { ok: false, message: 'expected a number, such as 42 or -1.5' };
    case 'BOOL':
      return /^(true|false)$/i.test(p.text.trim())
        ? { ok: true, value: { BOOL: p.text.trim().toLowerCase() === 'true' } }
        : { ok: false, message: 'expected true or false' };
    case 'NULL':
      return { ok: true, value: { NULL: true } };
    case 'B':
      return /^[A-Za-z0-9+/]*={0,2}$/.test(p.text.trim()) && p.text.trim().length % 4 === 0
        ? { ok: true, value: { B: p.text.trim() } }
        : { ok: false, message: 'expected base64, such as AQI=' };
  }
}

export interface StatementCheck {
  classification: Classification;
  /** Everything that stops the statement being run, the first one first. */
  problems: PqProblem[];
  paramProblems: string[];
  built?: BuiltPagedRead;
  /** How many `?` the whole text has (several statements: all of theirs, in order). */
  paramCount: number;
  /** Set when the text is writes, to be staged: how many statements, and the values of the `?`s. */
  writes?: { statements: number; values: AttributeValue[] };
}

function typedValues(
  params: readonly ParamDraft[],
  count: number,
): { values: AttributeValue[]; paramProblems: string[] } {
  const values: AttributeValue[] = [];
  const paramProblems: string[] = [];
  params.slice(0, count).forEach((p, i) => {
    const v = paramValue(p);
    if (v.ok) values.push(v.value);
    else paramProblems.push(`parameter ${i + 1}: ${v.message}`);
  });
  const missing = parameterProblem(count, params.length);
  if (missing) paramProblems.push(missing);
  return { values, paramProblems };
}

/** Writes, or several statements: checked for staging (nothing read yet), never built into a read. */
function checkWrites(
  text: string,
  table: TableDescription,
  params: readonly ParamDraft[],
  several: SeveralAs,
): StatementCheck {
  const pieces = splitStatements(text);
  const classes = pieces.map((p) => classifyStatement(p.text, table));
  const classification = classes[0] ?? classifyStatement(text, table);
  const paramCount = classes.reduce((n, c) => n + (c.ok ? c.paramCount : 0), 0);
  const { values, paramProblems } = typedValues(params, paramCount);
  const targets = writeTargets(text, table, values, several);
  // Missing `?` values are said once, among the parameter problems.
  const problems = targets.ok
    ? []
    : targets.problems.filter((p) => !/parameter.*without a value/.test(p.message) || paramProblems.length === 0);
  return { classification, problems, paramProblems, paramCount, writes: { statements: pieces.length, values } };
}

export function checkStatement(
  text: string,
  table: TableDescription,
  params: readonly ParamDraft[],
  consistent = false,
  several: SeveralAs = 'transaction',
): StatementCheck {
  if (isWriteText(text) || splitStatements(text).length > 1) return checkWrites(text, table, params, several);
  const classification = classifyStatement(text, table, { consistent });
  const problems = [...classification.problems];
  if (!classification.ok) return { classification, problems, paramProblems: [], paramCount: 0 };
  const paramCount = classification.paramCount;
  const { values, paramProblems } = typedValues(params, paramCount);
  if (problems.length > 0 || paramProblems.length > 0) return { classification, problems, paramProblems, paramCount };
  const schema = keySchemaFor(table, classification.info.index);
  if (!schema.ok)
    return { classification, problems: [{ message: schema.message, offset: 0, end: 0 }], paramProblems, paramCount };
  const { label: _l, index: _i, tableKeys, ...keyNames } = schema.schema;
  const built: BuiltPagedRead = {
    operation: 'scan',
    spec: {
      kind: 'scan',
      request: {
        TableName: table.TableName,
        ...(classification.info.index !== undefined ? { IndexName: classification.info.index } : {}),
      },
    },
    keyNames,
    tableKeys,
    ...(classification.info.index !== undefined ? { indexName: classification.info.index } : {}),
    consistent,
    summary: `PartiQL: ${classification.info.summary}`,
    statement: {
      Statement: text,
      ...(values.length ? { Parameters: values } : {}),
      ...(consistent ? { ConsistentRead: true } : {}),
    },
  };
  return { classification, problems, paramProblems, paramCount, built };
}
