/**
 * Pasted text -> the builder's draft: a whole request (JSON, or the object literal inside pasted
 * JavaScript or Python code), or just the expressions and their maps written as one. Problems carry
 * the field and the line and column they are at.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { parseRequestText } from '../../../shared/paste/parse-request.js';
import { findPastedRequest } from '../../../shared/paste/pasted-request.js';
import type { ExpressionProblem } from '../../../shared/expressions/problems.js';
import type { BuilderDraft } from './builder-draft.js';
import { checkRequest } from '../../../shared/requests/gate.js';
import { modelToDraft } from './model-to-draft.js';

/** `otherTable`: the pasted request names another table than the one open, which the user may switch to. */
export type PasteResult = ({ ok: true; draft: BuilderDraft; notes: string[] } | { ok: false; errors: string[] }) & {
  otherTable?: string;
};

export function describeProblem(p: ExpressionProblem): string {
  // The reader of a whole request already puts the position in its message.
  if (p.field === 'request') return p.message;
  if (/\bcolumn \d/.test(p.message)) return `${p.field}: ${p.message}`;
  const at = p.line !== undefined && p.column !== undefined ? `, line ${p.line}, column ${p.column}` : '';
  const token = p.token !== undefined ? ` at "${p.token}"` : '';
  return `${p.field}${at}${token}: ${p.message}`;
}

export function pasteToDraft(text: string, table: TableDescription): PasteResult {
  if (text.trim() === '')
    return {
      ok: false,
      errors: ['Paste a Query or Scan request first, e.g. {"KeyConditionExpression": "#pk = :pk", ...}'],
    };
  const other = otherTableOf(text, table.TableName);
  const also = other === undefined ? {} : { otherTable: other };
  // Read against another table's keys, a request fails on its key names: say whose request it is.
  const forOther = (): PasteResult => ({
    ok: false,
    errors: [
      `This request is for table "${other}", not "${table.TableName}", the table open now; open "${other}" to paste it there`,
    ],
    ...also,
  });
  const parsed = parseRequestText(text, { table });
  if (!parsed.ok) return other !== undefined ? forOther() : { ok: false, errors: parsed.errors.map(describeProblem) };
  // The key fields hold text typed by the table's key; a value of another type would be rewritten
  // to that type without a word, so the paste is refused with the gate's own reason instead.
  const keyTypeProblems =
    parsed.expressions.KeyConditionExpression === undefined
      ? []
      : checkRequest(
          'query',
          {
            ...parsed.expressions,
            ...(parsed.options.IndexName ? { IndexName: parsed.options.IndexName } : {}),
          },
          table,
        ).filter(
          (p) => p.field === 'KeyConditionExpression' && p.message.endsWith("key values must have the key's type"),
        );
  if (keyTypeProblems.length)
    return other !== undefined ? forOther() : { ok: false, errors: keyTypeProblems.map(describeProblem) };
  const result = modelToDraft(table.TableName, parsed.operation, parsed.model, parsed.options);
  if (!result.ok) return other !== undefined ? forOther() : result;
  const notes = [...result.notes];
  if (other !== undefined) {
    notes.unshift(
      `The pasted request reads table "${other}"; the builder applied it to "${table.TableName}", the table open now`,
    );
  }
  if (parsed.ignoredFields.length)
    notes.push(`Left out (not part of a read the builder makes): ${parsed.ignoredFields.join(', ')}`);
  return { ok: true, draft: result.draft, notes, ...also };
}

/** The TableName the pasted request gives, when it is another than `open`. */
function otherTableOf(text: string, open: string): string | undefined {
  const found = findPastedRequest(text);
  const name = found.ok ? found.value.TableName : undefined;
  return typeof name === 'string' && name !== '' && name !== open ? name : undefined;
}
