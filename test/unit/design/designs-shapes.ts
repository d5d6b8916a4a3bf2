/**
 * Designs whose keys say little (ULIDs, UUIDs, hex, numbers, binary), designs with a type attribute
 * under an unusual name, and mixes: a type attribute on some items only, two delimiters in one
 * table, a GSI whose keys are another entity's.
 */
import { B, N, S, type Design } from './designs-keys.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';

const keys = (pk: string, sk: string, pkType: 'S' | 'N' | 'B' = 'S', skType: 'S' | 'N' | 'B' = 'S'): KeyNames => ({
  partitionKey: pk,
  partitionKeyType: pkType,
  sortKey: sk,
  sortKeyType: skType,
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const ulid = (t: number) =>
  `01HZ${String(t).padStart(6, '0')}${range(16)
    .map(() => CROCKFORD[Math.floor(rnd() * 32)])
    .join('')}`;
const hex = (n: number) =>
  range(n)
    .map(() => '0123456789abcdef'[Math.floor(rnd() * 16)])
    .join('');
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;

/** `kind` names the entity; sort keys are ULIDs that say nothing. */
const kindUlid: Design = {
  name: 'type attribute "kind" with ULID sort keys',
  keys: keys('account', 'id'),
  items: ['a-1', 'a-2'].flatMap((a, k): [string, Item][] => [
    ['Account', { account: S(a), id: S(ulid(k)), kind: S('Account'), owner: S('ann'), currency: S('EUR') }],
    ...range(4).map((i): [string, Item] => [
      'Invoice',
      { account: S(a), id: S(ulid(100 + i)), kind: S('Invoice'), amount: N(10 + i), due: S('2026-01-01') },
    ]),
    ...range(2).map((i): [string, Item] => [
      'Payment',
      { account: S(a), id: S(ulid(200 + i)), kind: S('Payment'), amount: N(5), method: S('card') },
    ]),
  ]),
  parent: 'Account',
  names: { Invoice: 'Invoice', Payment: 'Payment' },
};

/** `__type` under a GraphQL-ish table with UUID sort keys; the channel record heads each collection. */
const underscoreType: Design = {
  name: 'type attribute "__type" with UUID sort keys',
  keys: keys('channel', 'uid'),
  items: ['general', 'random'].flatMap((c): [string, Item][] => [
    [
      'Channel',
      { channel: S(c), uid: S('00000000-0000-4000-a000-000000000000'), __type: S('Channel'), topic: S('chat') },
    ],
    ...range(5).map((): [string, Item] => [
      'Message',
      { channel: S(c), uid: S(uuid()), __type: S('Message'), body: S('hi'), author: S('bo') },
    ]),
  ]),
  parent: 'Channel',
  names: { Channel: 'Channel', Message: 'Message' },
};

/** No type attribute, hex sort keys: only the attribute names tell a session from the profile. */
const hexShapes: Design = {
  name: 'hex sort keys, entities by attribute shape only',
  keys: keys('userId', 'ref'),
  items: ['u1', 'u2', 'u3'].flatMap((u): [string, Item][] => [
    ['Profile', { userId: S(u), ref: S(hex(16)), email: S(`${u}@x.test`), displayName: S(u), joinedAt: S('2024') }],
    ...range(3).map((): [string, Item] => [
      'Session',
      { userId: S(u), ref: S(hex(16)), startedAt: S('2026'), device: S('phone'), ip: S('10.0.0.1') },
    ]),
  ]),
  parent: 'Profile',
};

/** A numeric time series: the sensor's record at ts 0, readings, and alarms with other attributes. */
const numericSeries: Design = {
  name: 'numeric sort key: sensor at ts 0, readings and alarms by shape',
  keys: keys('sensor', 'ts', 'S', 'N'),
  items: ['s-1', 's-2']
    .flatMap((s): [string, Item][] => [
      ['Sensor', { sensor: S(s), ts: N(0), model: S('TH-2'), site: S('roof'), installedBy: S('kim') }],
      ...range(6).map((i): [string, Item] => [
        'Reading',
        { sensor: S(s), ts: N(1714000000 + i * 60), temperature: N(20 + i), humidity: N(40) },
      ]),
      ...range(2).map((i): [string, Item] => [
        'Alarm',
        { sensor: S(s), ts: N(1714000030 + i * 120), level: S('high'), code: S('T1') },
      ]),
    ])
    .sort(
      (a, b) =>
        (a[1].sensor as { S: string }).S.localeCompare((b[1].sensor as { S: string }).S) ||
        Number((a[1].ts as { N: string }).N) - Number((b[1].ts as { N: string }).N),
    ),
  parent: 'Sensor',
};

/** A binary sort key: a header at 0x00, then chunks. */
const binaryChunks: Design = {
  name: 'binary sort key: header at 0x00, chunks after',
  keys: keys('blob', 'seq', 'B', 'B'),
  items: [
    [1, 2],
    [3, 4],
    [5, 6],
  ].flatMap((id): [string, Item][] => [
    ['Header', { blob: B(id), seq: B([0]), mime: S('image/png'), size: N(3000) }],
    ...range(3).map((i): [string, Item] => ['Chunk', { blob: B(id), seq: B([1, i]), data: B([9, 9, i]) }]),
  ]),
  parent: 'Header',
};

/** A type attribute on some items only: untyped items of the same template are that type too. */
const partlyTyped: Design = {
  name: 'type attribute "_type" on some items only',
  keys: keys('pk', 'sk'),
  items: ['SHOP#1', 'SHOP#2'].flatMap((shop, k): [string, Item][] => [
    ['Shop', { pk: S(shop), sk: S('META'), shopName: S('corner') }],
    ...range(4).map((i): [string, Item] => [
      'Order',
      { pk: S(shop), sk: S(`ORDER#${k}${i}`), total: N(i), ...(i % 2 === 0 ? { _type: S('Order') } : {}) },
    ]),
    ...range(3).map((i): [string, Item] => [
      'Refund',
      { pk: S(shop), sk: S(`REFUND#${k}${i}`), amount: N(i), ...(i === 0 ? { _type: S('Refund') } : {}) },
    ]),
  ]),
  parent: 'Shop',
  names: { Order: 'Order', Refund: 'Refund' },
};

/** Two delimiters in one table: `#` for users and `|` for audit log lines. */
const twoDelimiters: Design = {
  name: 'two delimiters in one table: USER#{id} and LOG|{date}|{n}',
  keys: keys('team', 'key'),
  items: ['T1', 'T2'].flatMap((t): [string, Item][] => [
    ['Team', { team: S(t), key: S('SUMMARY'), members: N(2), lead: S('ann') }],
    ...['ann', 'bo'].map((u): [string, Item] => [
      'User',
      { team: S(t), key: S(`USER#${u}`), email: S(`${u}@x`), role: S('dev') },
    ]),
    ...range(3).map((i): [string, Item] => [
      'Log',
      { team: S(t), key: S(`LOG|2026-05-0${i + 1}|${i}`), action: S('login'), actor: S('ann') },
    ]),
  ]),
  parent: 'Team',
};

/** A GSI whose keys are another entity's: shipments indexed under their order's key; the order is sk == pk there. */
const gsiOtherKeys: Design = {
  name: "GSI whose keys are another entity's: shipments under ORDER#{id}",
  keys: keys('GSI1PK', 'GSI1SK'),
  tableKeys: ['PK', 'SK'],
  items: ['ORDER#71', 'ORDER#72'].flatMap((o, k): [string, Item][] => [
    ['Order', { GSI1PK: S(o), GSI1SK: S(o), PK: S(`CUSTOMER#c${k}`), SK: S(o), total: N(40) }],
    ...range(2).map((i): [string, Item] => [
      'Shipment',
      {
        GSI1PK: S(o),
        GSI1SK: S(`SHIPMENT#s${k}${i}`),
        PK: S(`SHIPMENT#s${k}${i}`),
        SK: S(`SHIPMENT#s${k}${i}`),
        carrier: S('DHL'),
      },
    ]),
  ]),
  parent: 'Order',
};

/** An id + type design (seed 3): core items keyed by the bare type, orders by epoch, edges. */
const idType: Design = {
  name: 'id + type keys: customer, order#{epoch}, store edges',
  keys: keys('id', 'type'),
  items: ['001', '002'].flatMap((c): [string, Item][] => [
    ['Customer', { id: S(c), type: S('customer'), name: S('Ann'), businessId: S('b1') }],
    ...range(3).map((i): [string, Item] => [
      'Order',
      { id: S(c), type: S(`order#169000${c}${i}`), total: N(3), businessId: S('b1') },
    ]),
    ['Store', { id: S(c), type: S(`store#00${c}`), storeName: S('Downtown') }],
  ]),
  parent: 'Customer',
};

/**
 * A type attribute with a name on no list (`rtype`), found by its statistics alone: credits and
 * debits carry the same attributes under UUID keys, so only `rtype` tells them apart.
 */
const statisticalType: Design = {
  name: 'type attribute by statistics alone ("rtype"), UUID keys, two entities of one shape',
  keys: keys('ledger', 'entryId'),
  items: range(6).flatMap((l): [string, Item][] => [
    [
      'Ledger',
      {
        ledger: S(`L${l}`),
        entryId: S(uuid()),
        rtype: S('ledger'),
        title: S(`Ledger ${l}`),
        currency: S(l % 2 ? 'EUR' : 'USD'),
      },
    ],
    ...range(3).map((i): [string, Item] => [
      'Credit',
      {
        ledger: S(`L${l}`),
        entryId: S(uuid()),
        rtype: S('credit'),
        amount: N(i + l),
        counterparty: S(`acct-${i}${l}`),
      },
    ]),
    ...range(2).map((i): [string, Item] => [
      'Debit',
      { ledger: S(`L${l}`), entryId: S(uuid()), rtype: S('debit'), amount: N(i * l), counterparty: S(`acct-${l}${i}`) },
    ]),
  ]),
  parent: 'Ledger',
  names: { Credit: 'credit', Debit: 'debit' },
};

export const shapeDesigns: Design[] = [
  kindUlid,
  underscoreType,
  hexShapes,
  numericSeries,
  binaryChunks,
  partlyTyped,
  twoDelimiters,
  gsiOtherKeys,
  idType,
  statisticalType,
];
