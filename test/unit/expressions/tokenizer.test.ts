import { expect, test } from 'vitest';
import { tokenize } from '../../../shared/expressions/tokenizer.js';

const kinds = (text: string) => tokenize(text).map((t) => [t.kind, t.text]);

test('words, placeholders, punctuation and offsets', () => {
  const tokens = tokenize('#pk = :v0 AND a.b[12] <> :x');
  expect(tokens.map((t) => [t.kind, t.text, t.offset])).toEqual([
    ['nameRef', '#pk', 0],
    ['punct', '=', 4],
    ['valueRef', ':v0', 6],
    ['keyword', 'AND', 10],
    ['word', 'a', 14],
    ['punct', '.', 15],
    ['word', 'b', 16],
    ['punct', '[', 17],
    ['number', '12', 18],
    ['punct', ']', 20],
    ['punct', '<>', 22],
    ['valueRef', ':x', 25],
    ['end', '', 27],
  ]);
});

test('keywords in any case, with their upper-case spelling', () => {
  const tokens = tokenize('a Between b and c oR NOT x iN');
  expect(tokens.filter((t) => t.kind === 'keyword').map((t) => t.keyword)).toEqual([
    'BETWEEN',
    'AND',
    'OR',
    'NOT',
    'IN',
  ]);
});

test('two-character comparators win over one', () => {
  expect(kinds('<=>=<>')).toEqual([
    ['punct', '<='],
    ['punct', '>='],
    ['punct', '<>'],
    ['end', ''],
  ]);
});

test('a keyword inside a longer word is a word', () => {
  expect(kinds('android order inx')).toEqual([
    ['word', 'android'],
    ['word', 'order'],
    ['word', 'inx'],
    ['end', ''],
  ]);
});

test('digit-led words, quoted literals, lone # and odd characters are kept for the parser to explain', () => {
  expect(kinds('1st "x y" # - 😀')).toEqual([
    ['digitWord', '1st'],
    ['string', '"x y"'],
    ['bad', '#'],
    ['bad', '-'],
    ['bad', '😀'],
    ['end', ''],
  ]);
});

test('only DynamoDB whitespace separates tokens', () => {
  expect(kinds('a\t=\r\n:v')).toEqual([
    ['word', 'a'],
    ['punct', '='],
    ['valueRef', ':v'],
    ['end', ''],
  ]);
  expect(kinds('a\u00a0b')[1]).toEqual(['bad', '\u00a0']);
});
