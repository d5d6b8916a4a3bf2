/**
 * Cases about what is inside an expression: operand types, distinct operands, number text, sets
 * and maps, list indexes, names DynamoDB reserves or does not, nesting, and the size limits.
 */
import { RESERVED_WORDS } from '../../../shared/expressions/reserved-words.js';
import { nValue, scanFilter, scanProjection, TYPES, VALUES_BY_TYPE, type FidelityCase } from './case.js';

const ORDERING = ['<', '<=', '>', '>='];

function operandTypes(): FidelityCase[] {
  const out: FidelityCase[] = [];
  for (const type of TYPES) {
    const v = VALUES_BY_TYPE[type]!;
    for (const op of [...ORDERING, '=', '<>']) {
      out.push(scanFilter(`operand type: a ${op} :v with :v ${type}`, `a ${op} :v`, { ':v': v }));
    }
    out.push(scanFilter(`operand type: :v < a with :v ${type}`, ':v < a', { ':v': v }));
    out.push(
      scanFilter(`operand type: a BETWEEN :v AND :w, both ${type}`, 'a BETWEEN :v AND :w', { ':v': v, ':w': v }),
    );
    out.push(
      scanFilter(`operand type: :v BETWEEN :lo AND :hi with :v ${type}`, ':v BETWEEN :lo AND :hi', {
        ':v': v,
        ':lo': { N: '1' },
        ':hi': { N: '2' },
      }),
    );
    out.push(scanFilter(`operand type: size(:v) > :n with :v ${type}`, 'size(:v) > :n', { ':v': v, ':n': { N: '1' } }));
    out.push(scanFilter(`operand type: size(a) < :v with :v ${type}`, 'size(a) < :v', { ':v': v }));
    out.push(scanFilter(`operand type: a IN (:v) with :v ${type}`, 'a IN (:v)', { ':v': v }));
    out.push(scanFilter(`operand type: contains(a, :v) with :v ${type}`, 'contains(a, :v)', { ':v': v }));
    out.push(scanFilter(`operand type: begins_with(a, :v) with :v ${type}`, 'begins_with(a, :v)', { ':v': v }));
  }
  out.push(scanFilter('operand type: size(size(a)) > :n', 'size(size(a)) > :n', { ':n': { N: '1' } }));
  out.push(scanFilter('operand type: N and S values compared', ':v < :w', { ':v': { N: '1' }, ':w': { S: '2' } }));
  return out;
}

function distinctOperands(): FidelityCase[] {
  const out: FidelityCase[] = [];
  for (const op of [...ORDERING, '=', '<>']) {
    out.push(scanFilter(`distinct operands: a ${op} a`, `a ${op} a`));
    out.push(scanFilter(`distinct operands: a ${op} b`, `a ${op} b`));
    out.push(scanFilter(`distinct operands: a.b ${op} #a.b`, `a.b ${op} #a.b`, undefined, { '#a': 'a' }));
  }
  out.push(scanFilter('distinct operands: a BETWEEN a AND :w', 'a BETWEEN a AND :w', { ':w': { N: '1' } }));
  out.push(scanFilter('distinct operands: a BETWEEN :w AND a', 'a BETWEEN :w AND a', { ':w': { N: '1' } }));
  out.push(
    scanFilter(
      'distinct operands: a BETWEEN #x AND :w, #x = a',
      'a BETWEEN #x AND :w',
      { ':w': { N: '1' } },
      { '#x': 'a' },
    ),
  );
  out.push(scanFilter('distinct operands: a BETWEEN b AND b', 'a BETWEEN b AND b'));
  out.push(
    scanFilter('distinct operands: :n BETWEEN :n AND :m', ':n BETWEEN :n AND :m', {
      ':n': { N: '1' },
      ':m': { N: '2' },
    }),
  );
  out.push(
    scanFilter('distinct operands: size(a) BETWEEN size(a) AND :n', 'size(a) BETWEEN size(a) AND :n', {
      ':n': { N: '1' },
    }),
  );
  out.push(scanFilter('distinct operands: a IN (a, :v)', 'a IN (a, :v)', { ':v': { N: '1' } }));
  out.push(scanFilter('distinct operands: a IN (b, :v)', 'a IN (b, :v)', { ':v': { N: '1' } }));
  out.push(scanFilter('distinct operands: contains(a, a)', 'contains(a, a)'));
  out.push(scanFilter('distinct operands: begins_with(a, a)', 'begins_with(a, a)'));
  out.push(scanFilter('distinct operands: :v = :v', ':v = :v', { ':v': { N: '1' } }));
  out.push(
    scanFilter('BETWEEN bounds: size(a) BETWEEN 3 AND 2', 'size(a) BETWEEN :lo AND :hi', {
      ':lo': { N: '3' },
      ':hi': { N: '2' },
    }),
  );
  out.push(
    scanFilter('BETWEEN bounds: S "b" AND "a"', 'a BETWEEN :lo AND :hi', { ':lo': { S: 'b' }, ':hi': { S: 'a' } }),
  );
  out.push(scanFilter('BETWEEN bounds: N 1 AND S', 'a BETWEEN :lo AND :hi', { ':lo': { N: '1' }, ':hi': { S: 'a' } }));
  out.push(scanFilter('BETWEEN bounds: equal', 'a BETWEEN :lo AND :hi', { ':lo': { N: '1' }, ':hi': { N: '1.0' } }));
  return out;
}

const NUMBER_TEXTS: Array<[string, string]> = [
  ['+1', '+1'],
  ['39 digits', '123456789012345678901234567890123456789'],
  ['38 digits', '12345678901234567890123456789012345678'],
  ['39 digits ending in 0', '123456789012345678901234567890123456780'],
  ['38 digits after leading zeros', '00012345678901234567890123456789012345678'],
  ['38 digits and ".80"', '1234567890123456789012345678901234567.80'],
  ['leading space', ' 1'],
  ['trailing space', '1 '],
  ['inner space', '1 0'],
  ['1E+125', '1E+125'],
  ['9.99..E+125', '9.9999999999999999999999999999999999999E+125'],
  ['1E+126', '1E+126'],
  ['10E+125', '10E+125'],
  ['-1E+126', '-1E+126'],
  ['1E-130', '1E-130'],
  ['1E-131', '1E-131'],
  ['0.1E-129', '0.1E-129'],
  ['0.01E-129', '0.01E-129'],
  ['0E-200', '0E-200'],
  ['0E+999', '0E+999'],
  ['empty', ''],
  ['.5', '.5'],
  ['5.', '5.'],
  ['1e5', '1e5'],
  ['1e', '1e'],
  ['0x10', '0x10'],
  ['Infinity', 'Infinity'],
  ['NaN', 'NaN'],
  ['--1', '--1'],
  ['+-1', '+-1'],
  ['-0', '-0'],
  ['1_000', '1_000'],
  ['1,5', '1,5'],
  ['.', '.'],
  ['-.5e-3', '-.5e-3'],
  ['1E+2147483648', '1E+2147483648'],
];

function numbers(): FidelityCase[] {
  const out = NUMBER_TEXTS.map(([label, text]) => nValue(`number text: ${label}`, text));
  out.push(
    scanFilter('number text: 39 digits in NS', 'contains(a, :v)', {
      ':v': { NS: ['1', '123456789012345678901234567890123456789'] },
    }),
  );
  out.push(scanFilter('number text: +1 in NS', 'a = :v', { ':v': { NS: ['+1', '2'] } }));
  out.push(
    scanFilter('number text: 39 digits in L', 'a = :v', {
      ':v': { L: [{ N: '123456789012345678901234567890123456789' }] },
    }),
  );
  out.push(scanFilter('number text: space in M', 'a = :v', { ':v': { M: { k: { N: ' 1' } } } }));
  return out;
}

function setsAndMaps(): FidelityCase[] {
  const sets: Array<[string, unknown]> = [
    ['NS "1" and "1.0"', { NS: ['1', '1.0'] }],
    ['NS "1" and "+1"', { NS: ['1', '+1'] }],
    ['NS "1" twice', { NS: ['1', '1'] }],
    ['NS "1" and "10"', { NS: ['1', '10'] }],
    ['NS "1E2" and "100"', { NS: ['1E2', '100'] }],
    ['SS "x" twice', { SS: ['x', 'x'] }],
    ['SS "x" and "X"', { SS: ['x', 'X'] }],
    ['BS same bytes twice', { BS: ['AQ==', 'AQ=='] }],
    ['BS different bytes', { BS: ['AQ==', 'Ag=='] }],
    ['SS with an empty string', { SS: ['', 'x'] }],
    ['BS with an empty member', { BS: [''] }],
    ['SS empty', { SS: [] }],
    ['NS empty', { NS: [] }],
    ['M with an empty key', { M: { '': { S: 'x' } } }],
    ['M in L with an empty key', { L: [{ M: { '': { S: 'x' } } }] }],
    ['M with a space as key', { M: { ' ': { S: 'x' } } }],
    ['empty M', { M: {} }],
    ['empty L', { L: [] }],
    ['S empty', { S: '' }],
    ['B empty', { B: '' }],
  ];
  return sets.map(([label, v]) => scanFilter(`sets and maps: ${label}`, 'a = :v', { ':v': v as never }));
}

function pathsAndNames(): FidelityCase[] {
  const out: FidelityCase[] = [];
  for (const p of [
    'a[0]',
    'a[01]',
    'a[00]',
    'a[10]',
    'a[2147483647]',
    'a[2147483648]',
    'a[99999999999]',
    'a[ 1 ]',
    'a[-1]',
    '[1]',
    'a . b',
    'a.b[1].c',
    'a[1][2]',
  ]) {
    out.push(scanProjection(`paths: projection ${p}`, p));
  }
  out.push(scanFilter('paths: filter a[01] = :v', 'a[01] = :v', { ':v': { S: 'x' } }));
  out.push(scanFilter('paths: filter a[2147483648] = :v', 'a[2147483648] = :v', { ':v': { S: 'x' } }));
  for (const n of [32, 33]) {
    out.push(scanProjection(`paths: ${n} levels of names`, Array.from({ length: n }, () => 'a').join('.')));
    out.push(scanProjection(`paths: ${n} levels with list indexes`, `a${'[0]'.repeat(n - 1)}`));
  }
  // Every 12th reserved word, and the two DynamoDB reads as names anyway.
  const words = [...RESERVED_WORDS].filter((_, i) => i % 12 === 0);
  for (const w of [...words, 'SIZE', 'CONVERT']) {
    out.push(scanProjection(`names: reserved word ${w.toLowerCase()} as a bare name`, w.toLowerCase()));
  }
  for (const [label, expr] of [
    ['size = :v', 'size = :v'],
    ['SIZE = :v', 'SIZE = :v'],
    ['convert = :v', 'convert = :v'],
    ['a.size = :v', 'a.size = :v'],
    ['size(size) > :v', 'size(size) > :v'],
    ['a.status = :v', 'a.status = :v'],
    ['convert(a) = :v', 'convert(a) = :v'],
    ['Size(a) > :v', 'Size(a) > :v'],
  ]) {
    out.push(scanFilter(`names: ${label}`, expr!, { ':v': { N: '1' } }));
  }
  for (const [label, text] of [
    ['digit-led', '1a'],
    ['dash', 'a-b'],
    ['underscore-led', '_a'],
    ['dollar', 'a$'],
    ['letters and digits', 'a1B2'],
  ]) {
    out.push(scanProjection(`names: ${label} bare name`, text!));
  }
  out.push(scanProjection('names: undefined #n', '#n'));
  out.push(scanProjection('names: unused #m', 'a', { '#m': 'b' }));
  out.push(scanProjection('names: overlapping a and a.b', 'a, a.b'));
  out.push(scanProjection('names: a.b and a.c', 'a.b, a.c'));
  out.push(scanProjection('names: a[0] and a[1]', 'a[0], a[1]'));
  out.push(scanProjection('names: same name twice by placeholder', 'a, #a', { '#a': 'a' }));
  return out;
}

function nesting(): FidelityCase[] {
  const v = { ':v': { S: 'x' } };
  const nonRedundant = (n: number) => {
    let e = 'a = :v';
    for (let i = 0; i < n; i++) e = `(${e}) AND b${i % 10} = :v`;
    return e;
  };
  return [
    scanFilter('nesting: 150 NOTs', `${'NOT '.repeat(150)}a = :v`, v),
    scanFilter('nesting: NOT NOT', 'NOT NOT a = :v', v),
    scanFilter('nesting: 101 non-redundant parentheses', nonRedundant(101), v),
    scanFilter('nesting: 250 non-redundant parentheses', nonRedundant(250), v),
    scanFilter('nesting: one pair of parentheses', '(a = :v)', v),
    scanFilter('nesting: two pairs around one condition', '((a = :v))', v),
    scanFilter('nesting: 100 pairs around one condition', `${'('.repeat(100)}a = :v${')'.repeat(100)}`, v),
    scanFilter('nesting: parentheses around a value', 'a = (:v)', v),
    scanFilter('nesting: two pairs around a value', 'a = ((:v))', v),
    scanFilter(
      'nesting: 200 levels of (x OR (y AND ...))',
      `${Array.from({ length: 200 }, (_, i) => `b${i % 10} = :v ${i % 2 ? 'AND' : 'OR'} (`).join('')}a = :v${')'.repeat(200)}`,
      v,
    ),
  ];
}

function sizes(): FidelityCase[] {
  const out: FidelityCase[] = [];
  const mb = 1024 * 1024;
  for (const [label, n] of [
    ['1 MB with the text', mb - 6],
    ['1 MB + 1', mb - 5],
  ] as const) {
    out.push(scanFilter(`sizes: one S value, expression ${label}`, 'a = :v', { ':v': { S: 'x'.repeat(n) } }));
  }
  for (const [label, n] of [
    ['at 1 MB', 524280],
    ['over 1 MB', 524281],
  ] as const) {
    out.push(scanFilter(`sizes: one value used twice, ${label}`, 'a = :v OR b = :v', { ':v': { S: 'x'.repeat(n) } }));
  }
  for (const [label, n] of [
    ['400 KB', 40960],
    ['400 KB + 10', 40961],
  ] as const) {
    out.push(
      scanFilter(`sizes: L value of ${label}`, 'a = :v', {
        ':v': { L: Array.from({ length: n }, () => ({ S: 'abcdefghij' })) },
      }),
    );
  }
  out.push(
    scanFilter('sizes: S value of 400 KB + 10 (not a list or map)', 'a = :v', {
      ':v': { S: 'x'.repeat(400 * 1024 + 10) },
    }),
  );
  for (const uses of [15, 17]) {
    const keys = Array.from({ length: uses }, (_, i) => `:v${i}`);
    out.push(
      scanFilter(
        `sizes: a name of 65,535 bytes used ${uses} times`,
        keys.map((k) => `#a = ${k}`).join(' OR '),
        Object.fromEntries(keys.map((k, i) => [k, { N: String(i) }])),
        { '#a': 'x'.repeat(65535) },
      ),
    );
  }
  for (const count of [15, 16]) {
    const names = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`#n${i}`, `${String.fromCharCode(97 + i)}${'x'.repeat(65534)}`]),
    );
    out.push(
      scanProjection(`sizes: projection of ${count} names of 65,535 bytes`, Object.keys(names).join(','), names),
    );
  }
  for (const n of [65535, 65536])
    out.push(scanProjection(`sizes: attribute name of ${n} bytes`, '#a', { '#a': 'x'.repeat(n) }));
  for (const n of [4096, 4097]) out.push(scanProjection(`sizes: projection of ${n} bytes`, `a,${'b'.repeat(n - 2)}`));
  for (const n of [255, 256])
    out.push(
      scanProjection(`sizes: placeholder of ${n} bytes`, `#${'p'.repeat(n - 1)}`, { [`#${'p'.repeat(n - 1)}`]: 'a' }),
    );
  for (const n of [100, 101]) {
    const keys = Array.from({ length: n }, (_, i) => `:v${i}`);
    out.push(
      scanFilter(
        `sizes: IN with ${n} values`,
        `a IN (${keys.join(', ')})`,
        Object.fromEntries(keys.map((k, i) => [k, { N: String(i) }])),
      ),
    );
  }
  for (const parts of [150, 151]) {
    // Each comparison is one operator and each OR another: 150 make 299, 151 make 301.
    const text = Array.from({ length: parts }, (_, i) => `a${i % 50} = :v`).join(' OR ');
    out.push(scanFilter(`sizes: ${2 * parts - 1} operators`, text, { ':v': { N: '1' } }));
  }
  return out;
}

export function expressionCases(): FidelityCase[] {
  return [
    ...operandTypes(),
    ...distinctOperands(),
    ...numbers(),
    ...setsAndMaps(),
    ...pathsAndNames(),
    ...nesting(),
    ...sizes(),
  ];
}
