/**
 * Cases about the read itself: key conditions on every key type and index, Select with
 * projections on each kind of index, ExclusiveStartKey shape and range, GetItem keys, and the
 * request-level rules (ConsistentRead on a GSI, unknown index, unused placeholders).
 */
import type { AttributeValue, TableDescription } from '../../../shared/dynamo/types.js';
import type { GateRequest } from '../../../shared/requests/gate.js';
import { B, N, S, type FidelityCase } from './case.js';

interface Target {
  label: string;
  table: TableDescription;
  index?: string;
  pk: string;
  pkValue: AttributeValue;
  sk?: string;
  /** Three ascending sort key values: low, middle, high. */
  skValues?: [AttributeValue, AttributeValue, AttributeValue];
}

const s = (v: string): AttributeValue => ({ S: v });
const n = (v: string): AttributeValue => ({ N: v });
const TARGETS: Target[] = [
  { label: 'FidS', table: S, pk: 'pk', pkValue: s('A'), sk: 'sk', skValues: [s('B'), s('C'), s('D')] },
  {
    label: 'FidS index ByOwner (GSI, hash only, KEYS_ONLY)',
    table: S,
    index: 'ByOwner',
    pk: 'ownerId',
    pkValue: s('o1'),
  },
  {
    label: 'FidS index ByStage (GSI, INCLUDE)',
    table: S,
    index: 'ByStage',
    pk: 'stage',
    pkValue: s('open'),
    sk: 'score',
    skValues: [n('2'), n('3'), n('4')],
  },
  {
    label: 'FidS index ByG (GSI, ALL)',
    table: S,
    index: 'ByG',
    pk: 'gpk',
    pkValue: s('g'),
    sk: 'gsk',
    skValues: [s('b'), s('c'), s('d')],
  },
  {
    label: 'FidS index ByCreated (LSI, INCLUDE)',
    table: S,
    index: 'ByCreated',
    pk: 'pk',
    pkValue: s('A'),
    sk: 'created',
    skValues: [n('-1.5'), n('0'), n('1E+3')],
  },
  { label: 'FidN', table: N, pk: 'id', pkValue: n('1') },
  { label: 'FidB', table: B, pk: 'bk', pkValue: { B: 'AQI=' }, sk: 'seq', skValues: [n('1'), n('2'), n('3')] },
];

function query(
  t: Target,
  name: string,
  KeyConditionExpression: string,
  values: Record<string, AttributeValue>,
  extra: GateRequest = {},
): FidelityCase {
  return {
    name: `${t.label}: ${name}`,
    method: 'query',
    table: t.table,
    request: {
      ...(t.index ? { IndexName: t.index } : {}),
      KeyConditionExpression,
      ExpressionAttributeValues: values,
      ...extra,
    },
  };
}

function wrongType(v: AttributeValue): AttributeValue {
  return 'S' in v ? n('1') : s('1');
}

function keyConditions(t: Target): FidelityCase[] {
  const pk = { ':p': t.pkValue };
  const out = [
    query(t, 'key condition pk = :p', `${t.pk} = :p`, pk),
    query(t, 'key condition :p = pk', `:p = ${t.pk}`, pk),
    query(t, 'key condition pk of the wrong type', `${t.pk} = :p`, { ':p': wrongType(t.pkValue) }),
    query(t, 'key condition pk <> :p', `${t.pk} <> :p`, pk),
    query(t, 'key condition pk IN (:p)', `${t.pk} IN (:p)`, pk),
    query(t, 'key condition pk = :p OR pk = :p', `${t.pk} = :p OR ${t.pk} = :p`, pk),
    query(t, 'key condition on a non-key attribute', `${t.pk} = :p AND other = :p`, pk),
    query(
      t,
      'key condition with a filter on the partition key',
      `${t.pk} = :p`,
      { ...pk, ':f': t.pkValue },
      { FilterExpression: `${t.pk} = :f` },
    ),
  ];
  if ('S' in t.pkValue) out.push(query(t, 'key condition pk = empty string', `${t.pk} = :p`, { ':p': s('') }));
  if ('B' in t.pkValue) out.push(query(t, 'key condition pk = empty binary', `${t.pk} = :p`, { ':p': { B: '' } }));
  if ('S' in t.pkValue)
    out.push(query(t, 'key condition pk of 2049 bytes', `${t.pk} = :p`, { ':p': s('x'.repeat(2049)) }));
  if ('N' in t.pkValue) {
    for (const text of ['+1', '1.0', ' 1', '1E+126', '123456789012345678901234567890123456789']) {
      out.push(query(t, `key condition pk = N "${text}"`, `${t.pk} = :p`, { ':p': n(text) }));
    }
  }
  if (!t.sk || !t.skValues) return out;
  const [low, mid, high] = t.skValues;
  const sk = t.sk;
  const ops: Array<[string, string, Record<string, AttributeValue>]> = [
    ['=', `${sk} = :s`, { ':s': mid }],
    ['<', `${sk} < :s`, { ':s': mid }],
    ['<=', `${sk} <= :s`, { ':s': mid }],
    ['>', `${sk} > :s`, { ':s': mid }],
    ['>=', `${sk} >= :s`, { ':s': mid }],
    [':s <= sk', `:s <= ${sk}`, { ':s': mid }],
    ['BETWEEN', `${sk} BETWEEN :lo AND :hi`, { ':lo': low, ':hi': high }],
    ['BETWEEN high AND low', `${sk} BETWEEN :lo AND :hi`, { ':lo': high, ':hi': low }],
    ['begins_with', `begins_with(${sk}, :s)`, { ':s': mid }],
    ['<>', `${sk} <> :s`, { ':s': mid }],
    ['of the wrong type', `${sk} > :s`, { ':s': wrongType(mid) }],
    ['size(sk) >', `size(${sk}) > :s`, { ':s': n('1') }],
    ['< a map', `${sk} < :s`, { ':s': { M: {} } }],
    ['sk only', `${sk} = :s`, { ':s': mid }],
  ];
  for (const [label, text, values] of ops) {
    const kc = label === 'sk only' ? text : `${t.pk} = :p AND ${text}`;
    out.push(query(t, `key condition sort key ${label}`, kc, label === 'sk only' ? values : { ...pk, ...values }));
  }
  if ('S' in mid) {
    for (const [label, value] of [
      ['1024 bytes', 'x'.repeat(1024)],
      ['1025 bytes', 'x'.repeat(1025)],
      ['1024 bytes of é', 'é'.repeat(512)],
      ['1026 bytes of é', 'é'.repeat(513)],
    ]) {
      out.push(
        query(t, `key condition sort key value of ${label}`, `${t.pk} = :p AND ${sk} >= :s`, {
          ...pk,
          ':s': s(value!),
        }),
      );
    }
  }
  out.push(
    query(
      t,
      'key condition with a filter on the sort key',
      `${t.pk} = :p`,
      { ...pk, ':f': mid },
      { FilterExpression: `${sk} = :f` },
    ),
  );
  return out;
}

const SELECTS: Array<string | undefined> = [
  undefined,
  '',
  'ALL_ATTRIBUTES',
  'ALL_PROJECTED_ATTRIBUTES',
  'SPECIFIC_ATTRIBUTES',
  'COUNT',
  'count',
];
const PROJECTIONS: Array<[string, string | undefined]> = [
  ['no projection', undefined],
  ['projection of a key', 'pk, sk'],
  ['projection of "title" (INCLUDEd in ByStage and ByCreated)', 'title'],
  ['projection of "flag" (projected by no index)', 'flag'],
  ['projection of "#f" = flag', '#f'],
];

function selects(): FidelityCase[] {
  const out: FidelityCase[] = [];
  for (const index of [undefined, 'ByOwner', 'ByStage', 'ByG', 'ByCreated']) {
    for (const select of SELECTS) {
      for (const [label, projection] of PROJECTIONS) {
        if (projection === '#f' && select !== undefined) continue;
        const request: GateRequest = {
          ...(index ? { IndexName: index } : {}),
          ...(select !== undefined ? { Select: select } : {}),
          ...(projection ? { ProjectionExpression: projection } : {}),
          ...(projection === '#f' ? { ExpressionAttributeNames: { '#f': 'flag' } } : {}),
        };
        out.push({
          name: `select: Scan ${index ?? 'table'}, Select ${select === undefined ? 'absent' : JSON.stringify(select)}, ${label}`,
          method: 'scan',
          table: S,
          request,
        });
      }
    }
  }
  for (const select of ['ALL_ATTRIBUTES', 'ALL_PROJECTED_ATTRIBUTES', 'COUNT']) {
    out.push(
      query(TARGETS[2]!, `select: Query Select ${select}`, 'stage = :p', { ':p': s('open') }, { Select: select }),
    );
    out.push(query(TARGETS[0]!, `select: Query Select ${select}`, 'pk = :p', { ':p': s('A') }, { Select: select }));
  }
  out.push(
    query(
      TARGETS[2]!,
      'select: Query projection map.inner',
      'stage = :p',
      { ':p': s('open') },
      { ProjectionExpression: '#m.inner', ExpressionAttributeNames: { '#m': 'map' } },
    ),
  );
  out.push(
    query(
      TARGETS[2]!,
      'select: Query projection tags[0]',
      'stage = :p',
      { ':p': s('open') },
      { ProjectionExpression: 'tags[0]' },
    ),
  );
  return out;
}

function scanStartKeys(): FidelityCase[] {
  const out: FidelityCase[] = [];
  const full: Record<string, Record<string, AttributeValue>> = {
    table: { pk: s('Z'), sk: s('A') },
    ByOwner: { pk: s('Z'), sk: s('A'), ownerId: s('o') },
    ByStage: { pk: s('Z'), sk: s('A'), stage: s('o'), score: n('1') },
    ByG: { pk: s('Z'), sk: s('A'), gpk: s('g'), gsk: s('x') },
    ByCreated: { pk: s('Z'), sk: s('A'), created: n('1') },
  };
  for (const [where, key] of Object.entries(full)) {
    const scan = (label: string, esk: Record<string, AttributeValue>): FidelityCase => ({
      name: `start key: Scan ${where}, ${label}`,
      method: 'scan',
      table: S,
      request: { ...(where !== 'table' ? { IndexName: where } : {}), ExclusiveStartKey: esk },
    });
    out.push(scan('the full key', key));
    out.push(scan('with an extra attribute', { ...key, extra: s('x') }));
    out.push(scan('empty', {}));
    for (const name of Object.keys(key)) {
      const { [name]: _dropped, ...rest } = key;
      out.push(scan(`without ${name}`, rest));
      out.push(scan(`with ${name} of the wrong type`, { ...key, [name]: wrongType(key[name]!) }));
      out.push(scan(`with ${name} renamed`, { ...rest, [`${name}X`]: key[name]! }));
    }
    out.push(scan('with sk empty', { ...key, sk: s('') }));
    out.push(scan('with pk BOOL', { ...key, pk: { BOOL: true } }));
  }
  out.push({
    name: 'start key: Scan FidN with id "1.0"',
    method: 'scan',
    table: N,
    request: { ExclusiveStartKey: { id: n('1.0') } },
  });
  out.push({
    name: 'start key: Scan FidN with id of 39 digits',
    method: 'scan',
    table: N,
    request: { ExclusiveStartKey: { id: n('1'.repeat(39)) } },
  });
  out.push({
    name: 'start key: Scan FidB with empty binary',
    method: 'scan',
    table: B,
    request: { ExclusiveStartKey: { bk: { B: '' }, seq: n('1') } },
  });
  out.push({
    name: 'start key: Scan FidS with sk of 1025 bytes',
    method: 'scan',
    table: S,
    request: { ExclusiveStartKey: { pk: s('Z'), sk: s('x'.repeat(1025)) } },
  });
  return out;
}

/** Start keys below, at and above each bound of each sort key condition, read both ways. */
function queryStartKeys(): FidelityCase[] {
  const out: FidelityCase[] = [];
  const t = TARGETS[0]!;
  const conditions: Array<[string, string, Record<string, AttributeValue>]> = [
    ['none', '', {}],
    ['= C', 'sk = :s', { ':s': s('C') }],
    ['< C', 'sk < :s', { ':s': s('C') }],
    ['<= C', 'sk <= :s', { ':s': s('C') }],
    ['> C', 'sk > :s', { ':s': s('C') }],
    ['>= C', 'sk >= :s', { ':s': s('C') }],
    ['BETWEEN B AND D', 'sk BETWEEN :lo AND :hi', { ':lo': s('B'), ':hi': s('D') }],
    ['begins_with C', 'begins_with(sk, :s)', { ':s': s('C') }],
  ];
  for (const [label, text, values] of conditions) {
    for (const esk of ['A', 'B', 'C', 'CX', 'D', 'E']) {
      for (const forward of [true, false]) {
        out.push(
          query(
            t,
            `start key sk "${esk}" with sort key condition ${label}, ${forward ? 'forward' : 'backward'}`,
            text ? `pk = :p AND ${text}` : 'pk = :p',
            { ':p': s('A'), ...values },
            { ExclusiveStartKey: { pk: s('A'), sk: s(esk) }, ...(forward ? {} : { ScanIndexForward: false }) },
          ),
        );
      }
    }
  }
  out.push(
    query(
      t,
      'start key from another partition',
      'pk = :p',
      { ':p': s('A') },
      { ExclusiveStartKey: { pk: s('B'), sk: s('A') } },
    ),
  );
  out.push(
    query(
      TARGETS[2]!,
      'start key from another partition',
      'stage = :p',
      { ':p': s('open') },
      { ExclusiveStartKey: { pk: s('Z'), sk: s('A'), stage: s('closed'), score: n('1') } },
    ),
  );
  out.push(
    query(
      TARGETS[2]!,
      'start key inside',
      'stage = :p AND score > :n',
      { ':p': s('open'), ':n': n('1') },
      { ExclusiveStartKey: { pk: s('Z'), sk: s('A'), stage: s('open'), score: n('5') } },
    ),
  );
  out.push(
    query(
      TARGETS[2]!,
      'start key below the range',
      'stage = :p AND score > :n',
      { ':p': s('open'), ':n': n('5') },
      { ExclusiveStartKey: { pk: s('Z'), sk: s('A'), stage: s('open'), score: n('1') } },
    ),
  );
  out.push(
    query(
      TARGETS[5]!,
      'start key id "1.0" for id = 1',
      'id = :p',
      { ':p': n('1') },
      { ExclusiveStartKey: { id: n('1.0') } },
    ),
  );
  out.push(
    query(TARGETS[5]!, 'start key id 2 for id = 1', 'id = :p', { ':p': n('1') }, { ExclusiveStartKey: { id: n('2') } }),
  );
  out.push(
    query(
      TARGETS[6]!,
      'start key from another binary partition',
      'bk = :p',
      { ':p': { B: 'AQI=' } },
      { ExclusiveStartKey: { bk: { B: 'AQM=' }, seq: n('2') } },
    ),
  );
  out.push(
    query(
      TARGETS[6]!,
      'start key below seq > 5',
      'bk = :p AND seq > :n',
      { ':p': { B: 'AQI=' }, ':n': n('5') },
      { ExclusiveStartKey: { bk: { B: 'AQI=' }, seq: n('2') } },
    ),
  );
  out.push(
    query(
      TARGETS[6]!,
      'start key inside seq > 1',
      'bk = :p AND seq > :n',
      { ':p': { B: 'AQI=' }, ':n': n('1') },
      { ExclusiveStartKey: { bk: { B: 'AQI=' }, seq: n('2') } },
    ),
  );
  return out;
}

function getItems(): FidelityCase[] {
  const get = (table: TableDescription, label: string, request: GateRequest): FidelityCase => ({
    name: `GetItem ${table.TableName}: ${label}`,
    method: 'getItem',
    table,
    request,
  });
  const key = { pk: s('A'), sk: s('A') };
  const out = [
    get(S, 'the full key', { Key: key }),
    get(S, 'without sk', { Key: { pk: s('A') } }),
    get(S, 'with an extra attribute', { Key: { ...key, x: s('A') } }),
    get(S, 'with a non-key attribute for sk', { Key: { pk: s('A'), x: s('A') } }),
    get(S, 'with sk of the wrong type', { Key: { pk: s('A'), sk: n('1') } }),
    get(S, 'with sk empty', { Key: { pk: s('A'), sk: s('') } }),
    get(S, 'with sk of 1024 bytes', { Key: { pk: s('A'), sk: s('x'.repeat(1024)) } }),
    get(S, 'with sk of 1025 bytes', { Key: { pk: s('A'), sk: s('x'.repeat(1025)) } }),
    get(S, 'with pk of 2048 bytes', { Key: { pk: s('x'.repeat(2048)), sk: s('x') } }),
    get(S, 'with pk of 2049 bytes', { Key: { pk: s('x'.repeat(2049)), sk: s('x') } }),
    get(S, 'with index keys instead', { Key: { ownerId: s('o'), sk: s('x') } }),
    get(S, 'projection title', { Key: key, ProjectionExpression: 'title' }),
    get(S, 'projection name (reserved)', { Key: key, ProjectionExpression: 'name' }),
    get(S, 'projection size (read as a name)', { Key: key, ProjectionExpression: 'size' }),
    get(S, 'projection #n undefined', { Key: key, ProjectionExpression: '#n' }),
    get(S, 'projection #n defined', {
      Key: key,
      ProjectionExpression: '#n',
      ExpressionAttributeNames: { '#n': 'name' },
    }),
    get(S, 'projection a, a.b', { Key: key, ProjectionExpression: 'a, a.b' }),
    get(S, 'projection empty', { Key: key, ProjectionExpression: '' }),
    get(S, 'projection list[01]', { Key: key, ProjectionExpression: 'list[01]' }),
    get(S, 'names unused', { Key: key, ProjectionExpression: 'title', ExpressionAttributeNames: { '#x': 'y' } }),
    get(S, 'names without a projection', { Key: key, ExpressionAttributeNames: { '#x': 'y' } }),
    get(S, 'names map empty', { Key: key, ProjectionExpression: 'title', ExpressionAttributeNames: {} }),
    get(S, 'consistent read', { Key: key, ConsistentRead: true }),
    get(B, 'the full key', { Key: { bk: { B: 'AQI=' }, seq: n('1') } }),
    get(B, 'with bk empty', { Key: { bk: { B: '' }, seq: n('1') } }),
    get(B, 'with bk of 2049 bytes', { Key: { bk: { B: 'A'.repeat(2732) }, seq: n('1') } }),
    get(B, 'with bk of 2048 bytes', { Key: { bk: { B: `${'A'.repeat(2728)}AA==` }, seq: n('1') } }),
    get(B, 'with seq of the wrong type', { Key: { bk: { B: 'AQI=' }, seq: s('1') } }),
  ];
  for (const text of [
    '1',
    '+1',
    '1.0',
    ' 1',
    '1 ',
    '1E+126',
    '1E-131',
    '123456789012345678901234567890123456789',
    '-0',
    '.5',
  ]) {
    out.push(get(N, `id = N "${text}"`, { Key: { id: n(text) } }));
  }
  return out;
}

function requestRules(): FidelityCase[] {
  const t = TARGETS[0]!;
  return [
    query(TARGETS[3]!, 'ConsistentRead on a GSI', 'gpk = :p', { ':p': s('g') }, { ConsistentRead: true }),
    query(TARGETS[4]!, 'ConsistentRead on an LSI', 'pk = :p', { ':p': s('A') }, { ConsistentRead: true }),
    query(t, 'ConsistentRead on the table', 'pk = :p', { ':p': s('A') }, { ConsistentRead: true }),
    {
      name: 'request: Scan of an index the table does not have',
      method: 'scan',
      table: S,
      request: { IndexName: 'Nope' },
    },
    {
      name: 'request: Scan with ConsistentRead on a GSI',
      method: 'scan',
      table: S,
      request: { IndexName: 'ByOwner', ConsistentRead: true },
    },
    query(t, 'an unused value', 'pk = :p', { ':p': s('A'), ':q': s('B') }),
    query(t, 'an undefined value', 'pk = :p AND sk = :q', { ':p': s('A') }),
    {
      name: 'request: Scan with values and no expression',
      method: 'scan',
      table: S,
      request: { ExpressionAttributeValues: { ':a': s('x') } },
    },
    {
      name: 'request: Scan with an empty names map',
      method: 'scan',
      table: S,
      request: { ExpressionAttributeNames: {} },
    },
    { name: 'request: Scan with an empty filter', method: 'scan', table: S, request: { FilterExpression: '' } },
    {
      name: 'request: Scan with a filter and an empty values map',
      method: 'scan',
      table: S,
      request: { FilterExpression: 'attribute_exists(a)', ExpressionAttributeValues: {} },
    },
  ];
}

export function readCases(): FidelityCase[] {
  return [
    ...TARGETS.flatMap(keyConditions),
    ...selects(),
    ...scanStartKeys(),
    ...queryStartKeys(),
    ...getItems(),
    ...requestRules(),
  ];
}
