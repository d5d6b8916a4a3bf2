/** Where a JSON syntax error in an item's text is, from the parser's message, to mark it in the editor. */
import { describe, expect, test } from 'vitest';
import { jsonErrorPosition, parseItemText } from '../../../shared/writes/item-text.js';

describe('jsonErrorPosition', () => {
  test('V8 says the position: a missing comma is found at the quote after it', () => {
    const text = '{\n  "PK": {"S": "A"}\n  "SK": {"S": "B"}\n}';
    const r = parseItemText(text);
    expect('problem' in r && r.at).toBe(text.indexOf('"SK"'));
  });
  test('a text that ends too soon is marked at its end', () => {
    const text = '{"PK": {"S": "A"}';
    const r = parseItemText(text);
    expect('problem' in r && r.at).toBe(text.length);
    expect(jsonErrorPosition(text, 'Unexpected end of JSON input')).toBe(text.length);
  });
  test('a line and column (other engines) become the offset in the text', () => {
    const text = '{\n  "a": 1,\n  x\n}';
    expect(jsonErrorPosition(text, 'JSON.parse: expected double-quoted property name at line 3 column 3')).toBe(
      text.indexOf('x'),
    );
  });
  test('a message with no place gives none, and a valid item no problem', () => {
    expect(jsonErrorPosition('{}', 'Something else')).toBeUndefined();
    expect(parseItemText('{"PK": {"S": "A"}}')).toEqual({ item: { PK: { S: 'A' } } });
  });
});
