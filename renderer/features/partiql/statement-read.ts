/**
 * The PartiQL editor's statement made into a read the read slice runs like a Scan (so paging,
 * Load more and Stop work), grouped by the keys of the table or index it reads. Writes are not
 * run here: they are staged in the editor, never sent on the spot.
 */
import type { AttributeValue, TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { classifyStatement, parameterProblem, type Classification, type PqProblem } from '../../../shared/partiql/index.js';
import type { BuiltPagedRead } from '../../model/query/build-read.js';

export type ParamType = 'S' | 'N' | 'BOOL' | 'NULL' | 'B';
export const PARAM_TYPES: ReadonlyArray<{ id: ParamType; label: string }> = [
  { id: 'S', label: 'String' }, { id: 'N', label: 'Number' }, { id: 'BOOL', label: 'Boolean' }, { id: 'NULL', label: 'Null' }, { id: 'B', label: 'Binary (base64)' },
];
export interface ParamDraft { type: ParamType; text: string }

export const WRITES_STAGED = 'writes are staged in the editor: INSERT, UPDATE and DELETE are not run from here';

/** A typed parameter's value, or why it is not one. */
export function paramValue(p: ParamDraft): { ok: true; value: AttributeValue } | { ok: false; message: string } {
  switch (p.type) {
    case 'S': return { ok: true, value: { S: p.text } };
    case 'N': return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(p.text.trim()) ? { ok: true, value: { N: p.text.trim() } } : { ok: false, message: 'expected a number, such as 42 or -1.5' };
    case 'BOOL': return /^(true|false)$/i.test(p.text.trim()) ? { ok: true, value: { BOOL: p.text.trim().toLowerCase() === 'true' } } : { ok: false, message: 'expected true or false' };
    case 'NULL': return { ok: true, value: { NULL: true } };
    case 'B': return /^[A-Za-z0-9+/]*={0,2}$/.test(p.text.trim()) && p.text.trim().length % 4 === 0 ? { ok: true, value: { B: p.text.trim() } } : { ok: false, message: 'expected base64, such as AQI=' };
  }
}

export interface StatementCheck {
  classification: Classification;
  /** Everything that stops the statement being run, the first one first. */
  problems: PqProblem[];
  paramProblems: string[];
  built?: BuiltPagedRead;
}

export function checkStatement(text: string, table: TableDescription, params: readonly ParamDraft[], consistent = false): StatementCheck {
  const classification = classifyStatement(text, table);
  const problems = [...classification.problems];
  const paramProblems: string[] = [];
  if (!classification.ok) return { classification, problems, paramProblems };
  if (classification.info.kind !== 'select') {
    const at = classification.statement.at;
    problems.push({ message: WRITES_STAGED, offset: at.offset, end: Math.min(at.end, at.offset + 6) });
  }
  const values: AttributeValue[] = [];
  params.slice(0, classification.paramCount).forEach((p, i) => {
    const v = paramValue(p);
    if (v.ok) values.push(v.value);
    else paramProblems.push(`parameter ${i + 1}: ${v.message}`);
  });
  const missing = parameterProblem(classification.paramCount, params.length);
  if (missing) paramProblems.push(missing);
  if (problems.length > 0 || paramProblems.length > 0) return { classification, problems, paramProblems };
  const schema = keySchemaFor(table, classification.info.index);
  if (!schema.ok) return { classification, problems: [{ message: schema.message, offset: 0, end: 0 }], paramProblems };
  const { label: _l, index: _i, tableKeys, ...keyNames } = schema.schema;
  const built: BuiltPagedRead = {
    operation: 'scan',
    spec: { kind: 'scan', request: { TableName: table.TableName, ...(classification.info.index !== undefined ? { IndexName: classification.info.index } : {}) } },
    keyNames,
    tableKeys,
    ...(classification.info.index !== undefined ? { indexName: classification.info.index } : {}),
    consistent,
    summary: `PartiQL: ${classification.info.summary}`,
    statement: { Statement: text, ...(values.length ? { Parameters: values } : {}), ...(consistent ? { ConsistentRead: true } : {}) },
  };
  return { classification, problems, paramProblems, built };
}
