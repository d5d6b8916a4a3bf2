/**
 * An item typed or pasted as DynamoDB JSON, read without losing anything: numbers are already
 * text in DynamoDB JSON ({"N":"12345678901234567890"}), so JSON.parse keeps them exact, and every
 * value is checked as the API's schema checks it, with the attribute named in the message.
 */
import { attributeValueProblem } from '../api-values.js';
import { setOwn } from '../dynamo/own-property.js';
import type { AttributeValue, Item } from '../dynamo/types.js';

/** `at`: where in the text a JSON syntax error is, when the parser says. */
export type ItemTextResult = { item: Item } | { problem: string; at?: number };

/**
 * Where JSON.parse stopped, from its message: V8 says "at position N" (and newer ones "(line L
 * column C)"), others "line L column C"; the end of the text when it ended too soon.
 */
export function jsonErrorPosition(text: string, message: string): number | undefined {
  const position = /at position (\d+)/.exec(message);
  if (position) return Math.min(Number(position[1]), text.length);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n');
    const line = Math.min(Number(lineColumn[1]), lines.length) - 1;
    const before = lines.slice(0, line).reduce((n, l) => n + l.length + 1, 0);
    return Math.min(before + Number(lineColumn[2]) - 1, text.length);
  }
  if (/end of (JSON )?(input|data)/i.test(message)) return text.length;
  return undefined;
}

export function parseItemText(text: string): ItemTextResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const at = jsonErrorPosition(text, message);
    return { problem: `Not valid JSON: ${message}`, ...(at === undefined ? {} : { at }) };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      problem: 'Expected an object of attribute names to DynamoDB JSON values, such as {"PK": {"S": "ORDER#1"}}',
    };
  }
  const item: Item = {};
  for (const [name, value] of Object.entries(raw)) {
    const problem = attributeValueProblem(value, name);
    if (problem) return { problem };
    setOwn(item, name, value as AttributeValue);
  }
  if (Object.keys(item).length === 0) return { problem: 'The item has no attributes; it needs at least its key.' };
  return { item };
}
