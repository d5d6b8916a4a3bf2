/**
 * An item typed or pasted as DynamoDB JSON, read without losing anything: numbers are already
 * text in DynamoDB JSON ({"N":"12345678901234567890"}), so JSON.parse keeps them exact, and every
 * value is checked as the API's schema checks it, with the attribute named in the message.
 */
import { attributeValueProblem } from '../api-values.js';
import { setOwn } from '../dynamo/own-property.js';
import type { AttributeValue, Item } from '../dynamo/types.js';

export type ItemTextResult = { item: Item } | { problem: string };

export function parseItemText(text: string): ItemTextResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { problem: `Not valid JSON: ${(e as Error).message}` };
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
