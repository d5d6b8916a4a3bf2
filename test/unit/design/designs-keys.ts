/**
 * Single-table designs written for the inference tests (not the sandbox samples): the seeds' five
 * strategies and key-shaped designs. Each item carries the label of the entity a person would put
 * it in; the label is kept beside the item, never in it.
 */
import type { AttributeValue, Item, KeyNames } from '../../../shared/dynamo/types.js';

export interface Design {
  name: string;
  keys: KeyNames;
  /** Table keys, when `keys` are an index's. */
  tableKeys?: string[];
  items: [label: string, item: Item][];
  /** The label of the entity a person picks as parent, or null for none. */
  parent: string | null;
  /** When kinds of collection have parents of their own: each collection's is the first of these it holds. */
  parents?: string[];
  /** Names the entities must carry, by label, where the name matters to the design. */
  names?: Record<string, string>;
  /** Read newest-first (ScanIndexForward=false). */
  descending?: boolean;
}

export const S = (v: string): AttributeValue => ({ S: v });
export const N = (v: number | string): AttributeValue => ({ N: String(v) });
export const B = (bytes: number[]): AttributeValue => ({ B: btoa(String.fromCharCode(...bytes)) });
const keys = (
  pk: string,
  sk: string | undefined,
  pkType: 'S' | 'N' | 'B' = 'S',
  skType: 'S' | 'N' | 'B' = 'S',
): KeyNames => ({ partitionKey: pk, partitionKeyType: pkType, ...(sk ? { sortKey: sk, sortKeyType: skType } : {}) });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const pad = (n: number, w = 4) => String(n).padStart(w, '0');

/** Seed 1, strategy 1: a complex attribute (addresses in a map) on one item per customer; no sort key. */
const complexAttribute: Design = {
  name: 'complex attribute: one item per customer, addresses in a map',
  keys: keys('CustomerId', undefined),
  items: ['c-100', 'c-101', 'c-102'].map((id) => [
    'Customer',
    { CustomerId: S(id), Name: S(`Customer ${id}`), Addresses: { M: { home: { M: { city: S('Lyon') } } } } },
  ]),
  parent: null,
};

/** Seed 1, strategy 2: duplicated data; books under their author, titles as sort keys. */
const duplicated: Design = {
  name: 'duplicated data: books by author, titles as sort keys',
  keys: keys('AuthorName', 'BookTitle'),
  items: [
    ...['Dune', 'Children_of_Dune', 'Heretics', 'Chapterhouse'].map((t): [string, Item] => [
      'Book',
      { AuthorName: S('Herbert'), BookTitle: S(t), Format: S('paper'), ReleaseYear: N(1965) },
    ]),
    ...['Emma', 'Persuasion', 'Sanditon'].map((t): [string, Item] => [
      'Book',
      { AuthorName: S('Austen'), BookTitle: S(t), Format: S('cloth'), ReleaseYear: N(1815) },
    ]),
  ],
  parent: null,
};

/** Seed 1, strategy 3: a composite primary key, lower-case names, `#`, a profile over members. */
const composite: Design = {
  name: 'composite key: org profile over members (pk/sk, #)',
  keys: keys('pk', 'sk'),
  items: ['acme', 'initech'].flatMap((org): [string, Item][] => [
    ['Org', { pk: S(`org#${org}`), sk: S('profile'), orgName: S(org), plan: S('pro') }],
    ...['ann', 'bo', 'cy'].map((u): [string, Item] => [
      'Member',
      { pk: S(`org#${org}`), sk: S(`member#${u}${org.length}`), email: S(`${u}@${org}.test`), role: S('dev') },
    ]),
  ]),
  parent: 'Org',
};

/** Seed 1, strategy 4: a GSI over users and their tickets, read newest-first: the user on top. */
const gsiQuery: Design = {
  name: 'GSI + Query: a user over their tickets, newest first (gsi1pk/gsi1sk)',
  keys: keys('gsi1pk', 'gsi1sk'),
  tableKeys: ['PK', 'SK'],
  descending: true,
  items: ['mo', 'li'].flatMap((u): [string, Item][] => [
    [
      'User',
      {
        gsi1pk: S(`ACCT#9#USER#${u}`),
        gsi1sk: S(`USER#${u}`),
        PK: S('ACCT#9'),
        SK: S(`USER#${u}`),
        userName: S(u),
        email: S(`${u}@x.test`),
      },
    ],
    ...range(4).map((i): [string, Item] => [
      'Ticket',
      {
        gsi1pk: S(`ACCT#9#USER#${u}`),
        gsi1sk: S(`TICKET#2026-0${i + 1}-1${i}T08:00:00Z`),
        PK: S(`TICKET#${u}${i}`),
        SK: S(`TICKET#${u}${i}`),
        subject: S('help'),
        state: S('open'),
      },
    ]),
  ]),
  parent: 'User',
};

/** Seed 1, strategy 5: a location hierarchy in the sort key is one entity, not one per state. */
const hierarchy: Design = {
  name: 'hierarchy in the sort key: STATE#CITY#ZIP is one template',
  keys: keys('country', 'stateCityZip'),
  items: [
    ['US', 'TX#AUSTIN#73301'],
    ['US', 'TX#DALLAS#75001'],
    ['US', 'OR#PORTLAND#97201'],
    ['US', 'OR#SALEM#97301'],
    ['US', 'NV#RENO#89501'],
    ['US', 'ME#PORTLAND#04101'],
    ['MX', 'JAL#GUADALAJARA#44100'],
    ['MX', 'NLE#MONTERREY#64000'],
  ].map(([c, k]): [string, Item] => [
    'Store',
    { country: S(c!), stateCityZip: S(k!), storeNumber: N(k!.length), opensAt: S('08:00'), manager: S('kim') },
  ]),
  parent: null,
  names: { Store: 'Store' },
};

/** `:` as the delimiter, lower-case literals, a line nested under its order, a profile over both. */
const colonNested: Design = {
  name: 'one-char delimiter ":" with nested literals order:{n} / order:{n}:line:{n}',
  keys: keys('customer', 'entry'),
  items: ['c:7', 'c:8'].flatMap((c): [string, Item][] => [
    ['Profile', { customer: S(c), entry: S('profile'), fullName: S('Ada'), tier: S('gold') }],
    ...['2024:001', '2024:002'].flatMap((o): [string, Item][] => [
      ['Order', { customer: S(c), entry: S(`order:${o}`), total: N(12), placedAt: S('2024-02-01') }],
      ...range(2).map((l): [string, Item] => [
        'Line',
        { customer: S(c), entry: S(`order:${o}:line:${l + 1}`), sku: S(`SKU-${l}`), qty: N(1) },
      ]),
    ]),
  ]),
  parent: 'Profile',
};

/** `.` as the delimiter: releases and feature flags of an app; flag names are values. */
const dotted: Design = {
  name: 'one-char delimiter ".": releases, flags and the app info',
  keys: keys('app', 'key'),
  items: ['web', 'ios'].flatMap((a): [string, Item][] => [
    ['App', { app: S(a), key: S('info'), owner: S('team-a'), repo: S(`git/${a}`) }],
    ...range(3).map((r): [string, Item] => [
      'Release',
      { app: S(a), key: S(`release.${r + 10}`), version: S(`1.${r}`), shippedAt: S('2024-01-01') },
    ]),
    ...['dark_mode', 'beta', 'new_checkout'].map((f): [string, Item] => [
      'Flag',
      { app: S(a), key: S(`flag.${f}`), enabled: { BOOL: true }, rollout: N(50) },
    ]),
  ]),
  parent: 'App',
};

/** Nested literals with `#`: PROJ#{id} and PROJ#{id}#TASK#{id} are two templates; DETAILS heads the workspace. */
const nestedHash: Design = {
  name: 'nested literals: PROJ#{id} and PROJ#{id}#TASK#{id}',
  keys: keys('ws', 'item'),
  items: ['WS#blue', 'WS#red'].flatMap((w): [string, Item][] => [
    ['Workspace', { ws: S(w), item: S('DETAILS'), title: S(w), seats: N(5) }],
    ...['P01', 'P02'].flatMap((p): [string, Item][] => [
      ['Project', { ws: S(w), item: S(`PROJ#${p}`), projectName: S(p), due: S('2026-01-01') }],
      ...range(3).map((t): [string, Item] => [
        'Task',
        { ws: S(w), item: S(`PROJ#${p}#TASK#${t}`), taskTitle: S('do'), done: { BOOL: false } },
      ]),
    ]),
  ]),
  parent: 'Workspace',
  names: { Project: 'PROJ', Task: 'PROJ#TASK' },
};

/** The parent's sort key equals its partition key and has no literal: it is an entity, not "acme". */
const skEqualsPk: Design = {
  name: 'parent with sk == pk and no literal (tenantId = sk)',
  keys: keys('tenantId', 'sk'),
  items: ['acme', 'globex', 'umbrella'].flatMap((t): [string, Item][] => [
    ['Tenant', { tenantId: S(t), sk: S(t), displayName: S(t.toUpperCase()), plan: S('pro') }],
    ...['ann', 'bo'].map((u): [string, Item] => [
      'User',
      { tenantId: S(t), sk: S(`USER#${u}`), email: S(`${u}@${t}.test`) },
    ]),
  ]),
  parent: 'Tenant',
  names: { Tenant: 'Tenant' },
};

/** Lower-case order#/item# with the order's own item (sk = pk) sorting after its items (seed 3). */
const lowerCase: Design = {
  name: 'lower-case literals order#id / item#id, parent sk == pk read last',
  keys: keys('PK', 'SK'),
  items: ['order#5001', 'order#5002'].flatMap((o): [string, Item][] => [
    ...range(3).map((i): [string, Item] => [
      'Item',
      { PK: S(o), SK: S(`item#${pad(i + 1, 2)}`), sku: S('PEN'), qty: N(1) },
    ]),
    ['Order', { PK: S(o), SK: S(o), buyer: S('ann'), total: N(9) }],
  ]),
  parent: 'Order',
};

/** Game inventories with `::` (seed 5): info over inventory pages whose names are values. */
const game: Design = {
  name: 'double-char delimiter "::": info over inventory::{slot}',
  keys: keys('player', 'record'),
  items: ['p1', 'p2', 'p3'].flatMap((p): [string, Item][] => [
    ['Info', { player: S(p), record: S('info'), level: N(3), guild: S('owls') }],
    ...['armor', 'weapons', 'potions'].map((slot): [string, Item] => [
      'Inventory',
      { player: S(p), record: S(`inventory::${slot}`), things: { L: [S('x')] } },
    ]),
  ]),
  parent: 'Info',
};

export const keyDesigns: Design[] = [
  complexAttribute,
  duplicated,
  composite,
  gsiQuery,
  hierarchy,
  colonNested,
  dotted,
  nestedHash,
  skEqualsPk,
  lowerCase,
  game,
];
