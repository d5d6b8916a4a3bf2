/**
 * A CSV file's columns as DynamoDB attributes: each column's type guessed from its values (and
 * choosable), each cell turned into a value of that type or a problem naming the line and column.
 * A number stays the exact text of its cell (`0.10` is sent as `0.10`, never through a float); an
 * empty cell is an absent attribute, as DynamoDB has no empty value for most types.
 */
import { isBase64 } from '../dynamo/base64.js';
import { JsonTextError, parseExactJson } from '../dynamo/exact-json.js';
import { numberProblem } from '../dynamo/numbers.js';
import { plainToValue, PlainValueProblem } from './plain-exact.js';
import type { AttributeValue } from '../dynamo/types.js';

/** S text, N number, BOOL true/false, B base64, JSON any value written as JSON (lists, maps), or left out. */
export type CsvColumnType = 'S' | 'N' | 'BOOL' | 'B' | 'JSON' | 'skip';

export const CSV_COLUMN_TYPES: readonly { type: CsvColumnType; label: string }[] = [
  { type: 'S', label: 'Text (S)' },
  { type: 'N', label: 'Number (N)' },
  { type: 'BOOL', label: 'true/false (BOOL)' },
  { type: 'B', label: 'Binary, base64 (B)' },
  { type: 'JSON', label: 'JSON: lists, maps, null' },
  { type: 'skip', label: 'Leave out' },
];

/**
 * A number a person would keep as text: a leading zero (`0150`, a postcode), a leading plus (a
 * phone number) or a space. Stored as N they would come back as 150 or fail.
 */
const TEXT_LOOKING_NUMBER = /^[+]|^-?0\d|\s/;

function looksLikeNumber(cell: string): boolean {
  return !TEXT_LOOKING_NUMBER.test(cell) && numberProblem(cell) === null;
}

function looksLikeJson(cell: string): boolean {
  if (!/^[[{]/.test(cell)) return false;
  try {
    parseExactJson(cell);
    return true;
  } catch {
    return false;
  }
}

/** The type a column's non-empty cells suggest: all numbers N, all true/false BOOL, all JSON lists or maps JSON, else S. */
export function guessColumnType(cells: readonly string[]): CsvColumnType {
  const filled = cells.filter((c) => c !== '');
  if (filled.length === 0) return 'S';
  if (filled.every((c) => /^(true|false)$/i.test(c))) return 'BOOL';
  if (filled.every(looksLikeNumber)) return 'N';
  if (filled.every(looksLikeJson)) return 'JSON';
  return 'S';
}

export type CellResult = { value: AttributeValue } | { absent: true } | { problem: string };

/** One cell as a value of its column's type; `column` names it in a problem. */
export function cellValue(type: CsvColumnType, cell: string, column: string): CellResult {
  if (type === 'skip' || cell === '') return { absent: true };
  switch (type) {
    case 'S':
      return { value: { S: cell } };
    case 'N': {
      const p = numberProblem(cell);
      return p ? { problem: `${column}: expected a number; ${p}` } : { value: { N: cell } };
    }
    case 'BOOL':
      return /^(true|false)$/i.test(cell)
        ? { value: { BOOL: cell.toLowerCase() === 'true' } }
        : { problem: `${column}: expected true or false, got "${cell.slice(0, 40)}"` };
    case 'B':
      return isBase64(cell)
        ? { value: { B: cell } }
        : { problem: `${column}: expected binary as base64 (A-Z, a-z, 0-9, +, /, = padding)` };
    case 'JSON':
      try {
        return { value: plainToValue(parseExactJson(cell, { keepNumberText: true })) };
      } catch (e) {
        if (e instanceof JsonTextError || e instanceof PlainValueProblem)
          return { problem: `${column}: expected JSON; ${e.message}` };
        throw e;
      }
  }
}

export interface CsvHeader {
  columns: string[];
}

/** The header row's names, or the problem with them (an empty or repeated name). */
export function readHeader(fields: readonly string[]): CsvHeader | { problem: string } {
  const seen = new Set<string>();
  for (const [i, name] of fields.entries()) {
    if (name === '') return { problem: `column ${i + 1} has no name in the header row` };
    if (seen.has(name)) return { problem: `column ${i + 1}: the name "${name}" is in the header row twice` };
    seen.add(name);
  }
  return { columns: [...fields] };
}
