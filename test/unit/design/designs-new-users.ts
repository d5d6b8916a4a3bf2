/**
 * Single-table designs the way new users' tables differ from ours: other key names, number and
 * binary partition keys, `-` and `__` delimiters, spaces and accented words in keys, a hierarchy
 * four deep, a many-to-many adjacency list, an overloaded GSI, versioned sort keys, one-item
 * collections, one entity only, huge collections beside tiny ones, and type values with a common
 * prefix or in mixed case. Each item carries the label of the entity a person would put it in.
 */
import { B, N, S, type Design } from './designs-keys.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';

const keys = (
  pk: string,
  sk: string | undefined,
  pkType: 'S' | 'N' | 'B' = 'S',
  skType: 'S' | 'N' | 'B' = 'S',
): KeyNames => ({ partitionKey: pk, partitionKeyType: pkType, ...(sk ? { sortKey: sk, sortKeyType: skType } : {}) });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const pad = (n: number, w = 3) => String(n).padStart(w, '0');

/** `-` as the delimiter with `PK1`/`SK1`: a library over its shelves, books nested under a shelf. */
const dashed: Design = {
  name: 'dash delimiter, PK1/SK1: LIB-{id} over SHELF-{id} and SHELF-{id}-BOOK-{id}',
  keys: keys('PK1', 'SK1'),
  items: ['LIB-l01', 'LIB-l02'].flatMap((lib): [string, Item][] => [
    ['Library', { PK1: S(lib), SK1: S(lib), city: S('Oslo'), opened: N(1920) }],
    ...range(2).flatMap((s): [string, Item][] => [
      ['Shelf', { PK1: S(lib), SK1: S(`SHELF-s${pad(s)}`), floor: N(s), topic: S('poetry') }],
      ...range(3).map((b): [string, Item] => [
        'Book',
        { PK1: S(lib), SK1: S(`SHELF-s${pad(s)}-BOOK-b${pad(b)}`), title: S(`Book ${b}`), isbn: S(`978-${s}${b}`) },
      ]),
    ]),
  ]),
  parent: 'Library',
  names: { Shelf: 'SHELF', Book: 'SHELF-BOOK' },
};

/** `__` as the delimiter with lower-case literals: a tenant's profile, invoices and their lines. */
const doubleUnderscore: Design = {
  name: 'double-underscore delimiter: profile, invoice__{y}__{n}, invoice__{y}__{n}__line__{n}',
  keys: keys('tenantId', 'entityKey'),
  items: ['tenant__acme', 'tenant__globex'].flatMap((t): [string, Item][] => [
    ['Profile', { tenantId: S(t), entityKey: S('profile'), legalName: S(t.toUpperCase()), vat: S('NO123') }],
    ...range(2).flatMap((i): [string, Item][] => [
      [
        'Invoice',
        { tenantId: S(t), entityKey: S(`invoice__2024__${pad(i, 4)}`), total: N(100 + i), dueOn: S('2024-06-01') },
      ],
      ...range(2).map((l): [string, Item] => [
        'Line',
        {
          tenantId: S(t),
          entityKey: S(`invoice__2024__${pad(i, 4)}__line__${l + 1}`),
          sku: S(`sku-${l}`),
          qty: N(l + 1),
        },
      ]),
    ]),
  ]),
  parent: 'Profile',
  names: { Invoice: 'invoice', Line: 'invoice__line' },
};

/** Number partition and sort keys, a type attribute `recType` naming the device record at 0. */
const numericTyped: Design = {
  name: 'number pk and sk with a type attribute recType: device at 0, readings, faults',
  keys: keys('deviceNo', 'seq', 'N', 'N'),
  items: [1001, 1002, 1003].flatMap((d): [string, Item][] => [
    ['Device', { deviceNo: N(d), seq: N(0), recType: S('device'), model: S('X1'), site: S('dock') }],
    ...range(4).map((i): [string, Item] => [
      'Reading',
      { deviceNo: N(d), seq: N(10 + i), recType: S('reading'), volts: N(3.3), amps: N(1) },
    ]),
    ['Fault', { deviceNo: N(d), seq: N(20), recType: S('fault'), volts: N(0), amps: N(9) }],
  ]),
  parent: 'Device',
  names: { Reading: 'reading', Device: 'device' },
};

/** A binary partition key (content hashes) with string sort keys: a manifest and its parts. */
const binaryPk: Design = {
  name: 'binary pk (content hash): manifest over part#{n}',
  keys: keys('digest', 'entry', 'B', 'S'),
  items: [
    [7, 1, 9],
    [7, 2, 9],
    [8, 8, 8],
  ].flatMap((h): [string, Item][] => [
    ['Manifest', { digest: B(h), entry: S('manifest'), bytes: N(4096), mime: S('video/mp4') }],
    ...range(3).map((p): [string, Item] => [
      'Part',
      { digest: B(h), entry: S(`part#${pad(p, 4)}`), offset: N(p * 1024), len: N(1024) },
    ]),
  ]),
  parent: 'Manifest',
};

/** A location hierarchy four deep in the sort key, one entity, a brand record at the head. */
const fourDeep: Design = {
  name: 'hierarchy four deep: COUNTRY#REGION#CITY#STORE is one template',
  keys: keys('brand', 'location'),
  items: ['bikes', 'books'].flatMap((b): [string, Item][] => [
    ['Brand', { brand: S(b), location: S('BRAND'), founded: N(1990), ceo: S('Ines') }],
    ...[
      'US#WEST#SEATTLE#S001',
      'US#WEST#PORTLAND#S002',
      'US#EAST#BOSTON#S003',
      'US#EAST#NEWARK#S004',
      'CA#WEST#VANCOUVER#S005',
      'CA#EAST#TORONTO#S006',
      'DE#NORTH#HAMBURG#S007',
      'DE#SOUTH#MUNICH#S008',
    ].map((l): [string, Item] => ['Store', { brand: S(b), location: S(l), manager: S('Kai'), sqm: N(300) }]),
  ]),
  parent: 'Brand',
  // Nothing in the items names a store; their sort key attribute says what they are.
  names: { Store: 'location' },
};

/**
 * An adjacency list (`id`/`rel`): a student's and a course's own records have rel == id and head
 * their collections; the enrolment edges sit in both collections, keyed by the other side's id
 * (the template of the other side's own record).
 */
const manyToMany: Design = {
  name: 'adjacency list id/rel: students and courses with enrolment edges both ways',
  keys: keys('id', 'rel'),
  items: [
    ...['STUDENT#s1', 'STUDENT#s2', 'STUDENT#s3'].flatMap((s, k): [string, Item][] => [
      ['Student', { id: S(s), rel: S(s), fullName: S(`Student ${k}`), year: N(2) }],
      ...['COURSE#c1', 'COURSE#c2']
        .slice(0, k + 1 > 2 ? 2 : k + 1)
        .map((c): [string, Item] => ['Enrolment', { id: S(s), rel: S(c), grade: S('A'), enrolledOn: S('2024-09-01') }]),
    ]),
    ...['COURSE#c1', 'COURSE#c2'].flatMap((c): [string, Item][] => [
      ['Course', { id: S(c), rel: S(c), courseTitle: S(`Course ${c}`), credits: N(5) }],
      ...['STUDENT#s1', 'STUDENT#s2', 'STUDENT#s3'].map((s): [string, Item] => [
        'Enrolment',
        { id: S(c), rel: S(s), grade: S('B'), enrolledOn: S('2024-09-02') },
      ]),
    ]),
  ],
  parent: 'Student',
  parents: ['Student', 'Course'],
  names: { Enrolment: 'COURSE ↔ STUDENT', Student: 'STUDENT', Course: 'COURSE' },
};

/** Reading an overloaded GSI: orgs, their users and their tickets share GSI1PK/GSI1SK. */
const overloadedGsi: Design = {
  name: 'overloaded GSI1PK/GSI1SK read of the index: org, users, tickets by org',
  keys: keys('GSI1PK', 'GSI1SK'),
  tableKeys: ['PK', 'SK'],
  items: ['acme', 'umbrella'].flatMap((o): [string, Item][] => [
    [
      'Org',
      { GSI1PK: S(`ORG#${o}`), GSI1SK: S(`ORG#${o}`), PK: S(`ORG#${o}`), SK: S('META'), plan: S('pro'), seats: N(10) },
    ],
    ...['ann', 'bo', 'cy'].map((u): [string, Item] => [
      'User',
      {
        GSI1PK: S(`ORG#${o}`),
        GSI1SK: S(`USER#${u}`),
        PK: S(`USER#${u}@${o}`),
        SK: S(`USER#${u}@${o}`),
        email: S(`${u}@${o}.io`),
      },
    ]),
    ...range(3).map((t): [string, Item] => [
      'Ticket',
      {
        GSI1PK: S(`ORG#${o}`),
        GSI1SK: S(`TICKET#2024-0${t + 1}-01`),
        PK: S(`TICKET#${o}${t}`),
        SK: S(`TICKET#${o}${t}`),
        subject: S('down'),
        priority: N(t),
      },
    ]),
  ]),
  parent: 'Org',
};

/** Versioned sort keys: `v0_` is the latest copy, `v1_`, `v2_` ... history; the device info heads it. */
const versioned: Design = {
  name: 'version prefix: INFO over v0_STATE (latest) and v1_STATE, v2_STATE (history)',
  keys: keys('pk', 'sk'),
  items: ['DEVICE#d1', 'DEVICE#d2'].flatMap((d, k): [string, Item][] => [
    ['Info', { pk: S(d), sk: S('INFO'), serial: S(`SN${k}`), owner: S('ops') }],
    ...range(3 + k).map((v): [string, Item] => [
      'State',
      { pk: S(d), sk: S(`v${v}_STATE`), firmware: S(`1.${v}`), mode: S('on') },
    ]),
  ]),
  parent: 'Info',
};

/** Every collection holds one item: short links and users, each alone under its own key. */
const singletons: Design = {
  name: 'collections of one item only: link#{code} and user#{name}, sk == pk',
  keys: keys('pk', 'sk'),
  items: [
    ...['ab12', 'cd34', 'ef56', 'gh78'].map((c): [string, Item] => [
      'Link',
      { pk: S(`link#${c}`), sk: S(`link#${c}`), target: S(`https://x.test/${c}`), hits: N(3) },
    ]),
    ...['ann', 'bob', 'cyd'].map((u): [string, Item] => [
      'User',
      { pk: S(`user#${u}`), sk: S(`user#${u}`), email: S(`${u}@x.test`) },
    ]),
  ],
  parent: null,
};

/** One entity only: sessions of users keyed by start time. */
const oneEntity: Design = {
  name: 'one entity only: sessions by userId and start time',
  keys: keys('userId', 'startedAt'),
  items: ['u-1', 'u-2', 'u-3'].flatMap((u): [string, Item][] =>
    range(4).map((i): [string, Item] => [
      'Session',
      {
        userId: S(u),
        startedAt: S(`2024-03-0${i + 1}T10:0${i}:00Z`),
        device: S(i % 2 ? 'ios' : 'web'),
        seconds: N(60 * i),
      },
    ]),
  ),
  parent: null,
};

/** One account with hundreds of transactions beside accounts with only their record. */
const bigAndTiny: Design = {
  name: 'very big collections beside tiny ones: ACCOUNT META over TXN#{date}#{n}',
  keys: keys('PK', 'SK'),
  items: [
    ...['ACCOUNT#a1', 'ACCOUNT#a2'].flatMap((a): [string, Item][] => [
      ['Account', { PK: S(a), SK: S('META'), holder: S('Ann'), currency: S('EUR') }],
      ...range(150).map((t): [string, Item] => [
        'Txn',
        { PK: S(a), SK: S(`TXN#2024-0${1 + (t % 9)}-1${t % 10}#${pad(t, 4)}`), amount: N(t), memo: S('coffee') },
      ]),
    ]),
    ...range(6).map((k): [string, Item] => [
      'Account',
      { PK: S(`ACCOUNT#b${k}`), SK: S('META'), holder: S(`B${k}`), currency: S('USD') },
    ]),
    ['Txn', { PK: S('ACCOUNT#b0'), SK: S('TXN#2024-01-01#0001'), amount: N(1), memo: S('fee') }],
  ],
  parent: 'Account',
};

/** Keys with spaces and accented words: a shop's sheet, its shelves and its books by author. */
const accented: Design = {
  name: 'spaces and accented words in keys: FICHE, RAYON#{name}, LIVRE#{author}#{title}',
  keys: keys('magasin', 'clé'),
  items: ['Lyon Part-Dieu', 'Genève'].flatMap((m): [string, Item][] => [
    ['Fiche', { magasin: S(m), clé: S('FICHE'), gérant: S('Zoé'), ouverture: S('09:00') }],
    ...['Bandes dessinées', 'Romans policiers', 'Poésie'].map((r): [string, Item] => [
      'Rayon',
      { magasin: S(m), clé: S(`RAYON#${r}`), étage: N(1), places: N(40) },
    ]),
    ...[
      ['Émile Zola', 'Germinal'],
      ['Honoré de Balzac', 'Le Père Goriot'],
      ['Émile Zola', 'Nana'],
      ['Marguerite Duras', 'L’Amant'],
    ].map(([a, t]): [string, Item] => ['Livre', { magasin: S(m), clé: S(`LIVRE#${a}#${t}`), prix: N(9), stock: N(3) }]),
  ]),
  parent: 'Fiche',
};

/** Number partition keys, `#` with lower-case nested literals under a store's own record. */
const numberPk: Design = {
  name: 'number pk with lower-case nested literals: store, aisle#{n}, aisle#{n}#bay#{n}',
  keys: keys('storeNo', 'slot', 'N', 'S'),
  items: [12, 40, 77].flatMap((s): [string, Item][] => [
    ['Store', { storeNo: N(s), slot: S('store'), town: S('Bergen'), manager: S('Siv') }],
    ...range(2).flatMap((a): [string, Item][] => [
      ['Aisle', { storeNo: N(s), slot: S(`aisle#${pad(a + 1, 2)}`), category: S('dairy'), length: N(12) }],
      ...range(2).map((b): [string, Item] => [
        'Bay',
        { storeNo: N(s), slot: S(`aisle#${pad(a + 1, 2)}#bay#${b + 1}`), sku: S(`sku${b}`), facings: N(4) },
      ]),
    ]),
  ]),
  parent: 'Store',
};

/** Type values behind a common prefix (`entity#Order`): the part after it names the entity. */
const prefixedTypes: Design = {
  name: 'type values with a common prefix: entity#Customer, entity#Order, entity#Address',
  keys: keys('pk', 'sk'),
  items: ['c01', 'c02'].flatMap((c): [string, Item][] => [
    ['Customer', { pk: S(c), sk: S(`${c}`), type: S('entity#Customer'), email: S(`${c}@x.test`) }],
    ...range(3).map((o): [string, Item] => [
      'Order',
      { pk: S(c), sk: S(`01HZ${c}${o}QWERTYUIOPAS`), type: S('entity#Order'), total: N(o) },
    ]),
    ...range(2).map((a): [string, Item] => [
      'Address',
      { pk: S(c), sk: S(`01HZ${c}${a}ZXCVBNMLKJHG`), type: S('entity#Address'), street: S('Main') },
    ]),
  ]),
  parent: 'Customer',
  names: { Customer: 'Customer', Order: 'Order', Address: 'Address' },
};

/** One entity spelled in several cases over the years (`Order`, `ORDER`, `order`). */
const mixedCaseTypes: Design = {
  name: 'type values in mixed case: Order / ORDER / order are one entity',
  keys: keys('shop', 'ref'),
  items: ['s1', 's2'].flatMap((s): [string, Item][] => [
    ['Shop', { shop: S(s), ref: S('00000000'), entityType: S('Shop'), shopName: S('Corner') }],
    ...range(6).map((o): [string, Item] => [
      'Order',
      { shop: S(s), ref: S(`${s}${pad(o, 6)}ab`), entityType: S(['Order', 'ORDER', 'order'][o % 3]!), total: N(o) },
    ]),
    ...range(2).map((r): [string, Item] => [
      'Return',
      { shop: S(s), ref: S(`${s}${pad(r + 50, 6)}cd`), entityType: S('Return'), reason: S('size') },
    ]),
  ]),
  parent: 'Shop',
  names: { Order: 'Order' },
};

/** A self-referencing adjacency list: users follow users; the follow edges are not users. */
const follows: Design = {
  name: 'adjacency list of one kind: USER#{id} records and USER#{id} follow edges under other users',
  keys: keys('PK', 'SK'),
  items: ['ann', 'bob', 'cyd', 'dee'].flatMap((u, k): [string, Item][] => [
    ['User', { PK: S(`USER#${u}`), SK: S(`USER#${u}`), handle: S(`@${u}`), bio: S('hi') }],
    ...['ann', 'bob', 'cyd', 'dee']
      .filter((v) => v !== u)
      .slice(0, 1 + (k % 3))
      .map((v): [string, Item] => [
        'Follow',
        { PK: S(`USER#${u}`), SK: S(`USER#${v}`), since: S('2024-01-01'), muted: { BOOL: false } },
      ]),
  ]),
  parent: 'User',
  names: { Follow: 'USER → USER' },
};

export const newUserDesigns: Design[] = [
  follows,
  dashed,
  doubleUnderscore,
  numericTyped,
  binaryPk,
  fourDeep,
  manyToMany,
  overloadedGsi,
  versioned,
  singletons,
  oneEntity,
  bigAndTiny,
  accented,
  numberPk,
  prefixedTypes,
  mixedCaseTypes,
];
