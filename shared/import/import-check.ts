/**
 * Every imported item through the same gate a commit's items pass (shared/requests/write-item.ts):
 * the table's key whole and of its types, index keys of their types, names, nesting and text as
 * DynamoDB stores them, 400 KB at most. A problem names the line of the file and the attribute.
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import { writeChangeProblems } from '../requests/write-item.js';

export interface ImportProblem {
  line: number;
  /** The attribute (or column) it is about, when the problem is about one. */
  field?: string;
  message: string;
}

export function importItemProblems(line: number, item: Item, table: TableDescription): ImportProblem[] {
  const at = `line ${line}`;
  return writeChangeProblems(at, { after: item }, table).map((p) => ({
    line,
    ...(p.token !== undefined ? { field: p.token } : {}),
    message: p.message.split(`${at}.after`).join(at),
  }));
}
