/**
 * The "Create table" dialog's form as data: what a person fills in (names, key types, billing,
 * indexes, class, protection, TTL, stream), kept as text where they type it, so a form filled by
 * hand, from the design on screen or from a model file is one shape, and turning it into the
 * CreateTable request (and the UpdateTimeToLive after it) is pure logic tested without a page.
 * The checks are DynamoDB's, in create-table-checks.ts.
 */
import type { CreateTableInput } from '../api-table-admin.js';

export type KeyAttributeType = 'S' | 'N' | 'B';
export type ProjectionKind = 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
export type StreamChoice = 'off' | 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES' | 'KEYS_ONLY';
export type TableClassChoice = 'STANDARD' | 'STANDARD_INFREQUENT_ACCESS';

/** A key attribute as typed: an empty name is "no sort key". */
export interface KeyDraft {
  name: string;
  type: KeyAttributeType;
}

export interface IndexDraft {
  kind: 'GSI' | 'LSI';
  name: string;
  /** An LSI's is the table's own: the form does not ask, a model that says otherwise is refused. */
  partitionKey: KeyDraft;
  sortKey: KeyDraft;
  projection: ProjectionKind;
  /** INCLUDE's attributes, comma separated as typed. */
  include: string;
}

export interface CreateTableDraft {
  tableName: string;
  partitionKey: KeyDraft;
  sortKey: KeyDraft;
  billing: 'PAY_PER_REQUEST' | 'PROVISIONED';
  /** Provisioned capacity as typed, for the table and (the same) for each GSI. */
  readUnits: string;
  writeUnits: string;
  indexes: IndexDraft[];
  tableClass: TableClassChoice;
  deletionProtection: boolean;
  /** Empty: TTL stays off. */
  ttlAttribute: string;
  stream: StreamChoice;
}

export const noKey = (): KeyDraft => ({ name: '', type: 'S' });

export function emptyDraft(): CreateTableDraft {
  return {
    tableName: '',
    partitionKey: { name: 'PK', type: 'S' },
    sortKey: { name: 'SK', type: 'S' },
    billing: 'PAY_PER_REQUEST',
    readUnits: '5',
    writeUnits: '5',
    indexes: [],
    tableClass: 'STANDARD',
    deletionProtection: false,
    ttlAttribute: '',
    stream: 'off',
  };
}

export function newIndex(kind: 'GSI' | 'LSI', draft: CreateTableDraft): IndexDraft {
  const n = draft.indexes.filter((i) => i.kind === kind).length + 1;
  return {
    kind,
    name: `${kind}${n}`,
    partitionKey: kind === 'LSI' ? { ...draft.partitionKey } : { name: `${kind}${n}PK`, type: 'S' },
    sortKey: { name: `${kind}${n}SK`, type: 'S' },
    projection: 'ALL',
    include: '',
  };
}

/** INCLUDE's attribute list as typed, split on commas, blanks dropped. */
export const includedAttributes = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The UpdateTimeToLive that follows the create when a TTL attribute is given. */
export interface TimeToLiveInput {
  TableName: string;
  TimeToLiveSpecification: { Enabled: true; AttributeName: string };
}

const keySchema = (pk: string, sk: string) => [
  { AttributeName: pk, KeyType: 'HASH' as const },
  ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
];

/**
 * The CreateTable request the draft says, assuming it passed the checks: each key attribute
 * defined once (DynamoDB refuses a definition no key schema uses), an LSI on the table's
 * partition key, each GSI given the table's capacity when the table is provisioned.
 */
export function createTableInputOf(d: CreateTableDraft): CreateTableInput {
  const defined = new Map<string, KeyAttributeType>();
  const define = (k: KeyDraft) => {
    if (k.name && !defined.has(k.name)) defined.set(k.name, k.type);
  };
  define(d.partitionKey);
  define(d.sortKey);
  for (const i of d.indexes) {
    if (i.kind === 'GSI') define(i.partitionKey);
    define(i.sortKey);
  }
  const provisioned = d.billing === 'PROVISIONED';
  const throughput = { ReadCapacityUnits: Number(d.readUnits), WriteCapacityUnits: Number(d.writeUnits) };
  const projection = (i: IndexDraft) =>
    i.projection === 'INCLUDE'
      ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: includedAttributes(i.include) }
      : { ProjectionType: i.projection };
  const gsis = d.indexes
    .filter((i) => i.kind === 'GSI')
    .map((i) => ({
      IndexName: i.name,
      KeySchema: keySchema(i.partitionKey.name, i.sortKey.name),
      Projection: projection(i),
      ...(provisioned ? { ProvisionedThroughput: { ...throughput } } : {}),
    }));
  const lsis = d.indexes
    .filter((i) => i.kind === 'LSI')
    .map((i) => ({
      IndexName: i.name,
      KeySchema: keySchema(d.partitionKey.name, i.sortKey.name),
      Projection: projection(i),
    }));
  return {
    TableName: d.tableName,
    KeySchema: keySchema(d.partitionKey.name, d.sortKey.name),
    AttributeDefinitions: [...defined].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    BillingMode: d.billing,
    ...(provisioned ? { ProvisionedThroughput: throughput } : {}),
    ...(gsis.length ? { GlobalSecondaryIndexes: gsis } : {}),
    ...(lsis.length ? { LocalSecondaryIndexes: lsis } : {}),
    ...(d.stream !== 'off' ? { StreamSpecification: { StreamEnabled: true, StreamViewType: d.stream } } : {}),
    ...(d.tableClass !== 'STANDARD' ? { TableClass: d.tableClass } : {}),
    ...(d.deletionProtection ? { DeletionProtectionEnabled: true } : {}),
  };
}

export function timeToLiveInputOf(d: CreateTableDraft): TimeToLiveInput | null {
  const name = d.ttlAttribute.trim();
  return name ? { TableName: d.tableName, TimeToLiveSpecification: { Enabled: true, AttributeName: name } } : null;
}
