/**
 * The part of the contract about the table as a whole (issue 32): its details, each fact from its
 * own DynamoDB call so one call the identity may not make (or the server does not know) leaves the
 * others standing, and the control-plane writes (create a table, its indexes, TTL, streams, PITR,
 * billing, deletion protection, delete), each behind its own switch and the same confirm as a
 * commit. Spread into `requestSchemas` in api.ts. Field names are DynamoDB's.
 */
import { z } from 'zod';
import type { ApiErrorShape } from './api-errors.js';
import { writeConfirmationSchema } from './writes/write-confirmation.js';
import type { TableFacts } from './table-admin/table-facts.js';

const text = (what: string, max: number) =>
  z
    .string({ error: `expected ${what} as a string` })
    .min(1, `${what} must not be empty`)
    .max(max, `${what} is at most ${max} characters`);
const connectionId = text('a connection id', 300).optional();
const tableName = text('a table name', 255).regex(
  /^[a-zA-Z0-9_.-]{3,255}$/,
  'a table name is 3 to 255 letters, digits, _ . or -',
);
const indexName = text('an index name', 255).regex(
  /^[a-zA-Z0-9_.-]{3,255}$/,
  'an index name is 3 to 255 letters, digits, _ . or -',
);
const attributeName = text('an attribute name', 255);
const capacity = z
  .number({ error: 'expected a whole number of capacity units' })
  .int('expected a whole number of capacity units')
  .min(1, 'at least 1 capacity unit');

const keySchema = z
  .array(
    z.strictObject({
      AttributeName: attributeName,
      KeyType: z.enum(['HASH', 'RANGE'], { error: 'expected HASH or RANGE' }),
    }),
  )
  .min(1, 'a key schema needs its partition key (HASH)')
  .max(2, 'a key schema is a partition key (HASH) and at most one sort key (RANGE)')
  .refine((k) => k[0]?.KeyType === 'HASH' && (k.length === 1 || k[1]?.KeyType === 'RANGE'), {
    message: 'a key schema is the partition key (HASH) first, then the sort key (RANGE) if any',
  });
const projection = z
  .strictObject({
    ProjectionType: z.enum(['ALL', 'KEYS_ONLY', 'INCLUDE'], { error: 'expected ALL, KEYS_ONLY or INCLUDE' }),
    NonKeyAttributes: z.array(attributeName).max(100, 'at most 100 projected attributes').optional(),
  })
  .refine((p) => (p.ProjectionType === 'INCLUDE') === (p.NonKeyAttributes !== undefined), {
    message: 'NonKeyAttributes go with ProjectionType INCLUDE, and only with it',
    path: ['NonKeyAttributes'],
  });
const throughput = z.strictObject({ ReadCapacityUnits: capacity, WriteCapacityUnits: capacity });
const attributeDefinitions = z.array(
  z.strictObject({
    AttributeName: attributeName,
    AttributeType: z.enum(['S', 'N', 'B'], { error: 'expected S, N or B (a key is a string, number or binary)' }),
  }),
);
const gsi = z.strictObject({
  IndexName: indexName,
  KeySchema: keySchema,
  Projection: projection,
  ProvisionedThroughput: throughput.optional(),
});
const lsi = z.strictObject({ IndexName: indexName, KeySchema: keySchema, Projection: projection });
const billingMode = z.enum(['PAY_PER_REQUEST', 'PROVISIONED'], { error: 'expected PAY_PER_REQUEST or PROVISIONED' });
const streamSpecification = z
  .strictObject({
    StreamEnabled: z.boolean({ error: 'expected true or false' }),
    StreamViewType: z
      .enum(['NEW_IMAGE', 'OLD_IMAGE', 'NEW_AND_OLD_IMAGES', 'KEYS_ONLY'], {
        error: 'expected NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES or KEYS_ONLY',
      })
      .optional(),
  })
  .refine((s) => !s.StreamEnabled || s.StreamViewType !== undefined, {
    message: 'a stream turned on needs its StreamViewType',
    path: ['StreamViewType'],
  });
const confirmed = writeConfirmationSchema.optional();

/** The CreateTable request the app sends: the part of DynamoDB's a design gives. */
export const createTableInputSchema = z
  .strictObject({
    TableName: tableName,
    KeySchema: keySchema,
    AttributeDefinitions: attributeDefinitions.min(1, 'each key attribute needs its definition'),
    BillingMode: billingMode,
    ProvisionedThroughput: throughput.optional(),
    GlobalSecondaryIndexes: z.array(gsi).max(20, 'at most 20 global secondary indexes').optional(),
    LocalSecondaryIndexes: z.array(lsi).max(5, 'at most 5 local secondary indexes').optional(),
    StreamSpecification: streamSpecification.optional(),
    DeletionProtectionEnabled: z.boolean({ error: 'expected true or false' }).optional(),
    TableClass: z
      .enum(['STANDARD', 'STANDARD_INFREQUENT_ACCESS'], { error: 'expected STANDARD or STANDARD_INFREQUENT_ACCESS' })
      .optional(),
  })
  .refine((r) => (r.BillingMode === 'PROVISIONED') === (r.ProvisionedThroughput !== undefined), {
    message: 'ProvisionedThroughput goes with BillingMode PROVISIONED, and only with it',
    path: ['ProvisionedThroughput'],
  });
export type CreateTableInput = z.input<typeof createTableInputSchema>;

/** One UpdateTable: DynamoDB takes one index change per call, and a table setting or an index change. */
export const updateTableInputSchema = z.strictObject({
  TableName: tableName,
  AttributeDefinitions: attributeDefinitions.optional(),
  GlobalSecondaryIndexUpdates: z
    .array(
      z.union([z.strictObject({ Create: gsi }), z.strictObject({ Delete: z.strictObject({ IndexName: indexName }) })]),
    )
    .length(1, 'one index change per update (DynamoDB takes one at a time)')
    .optional(),
  StreamSpecification: streamSpecification.optional(),
  BillingMode: billingMode.optional(),
  ProvisionedThroughput: throughput.optional(),
  DeletionProtectionEnabled: z.boolean({ error: 'expected true or false' }).optional(),
});
export type UpdateTableInput = z.input<typeof updateTableInputSchema>;

/** Every fact of the table, each from its own call (see TableDetails). */
export const describeTableDetailsRequest = z.strictObject({ connectionId, TableName: text('a table name', 255) });
export const getControlPlaneAccessRequest = z.strictObject({ connectionId });
export const setControlPlaneAccessRequest = z.strictObject({
  connectionId: text('a connection id', 300),
  allowed: z.boolean({ error: 'expected true or false' }),
});
export const createTableRequest = z.strictObject({ connectionId, confirmed, input: createTableInputSchema });
export const updateTableRequest = z.strictObject({ connectionId, confirmed, input: updateTableInputSchema });
export const updateTimeToLiveRequest = z.strictObject({
  connectionId,
  confirmed,
  input: z.strictObject({
    TableName: tableName,
    TimeToLiveSpecification: z.strictObject({
      Enabled: z.boolean({ error: 'expected true or false' }),
      AttributeName: attributeName,
    }),
  }),
});
export const updateContinuousBackupsRequest = z.strictObject({
  connectionId,
  confirmed,
  input: z.strictObject({
    TableName: tableName,
    PointInTimeRecoverySpecification: z.strictObject({
      PointInTimeRecoveryEnabled: z.boolean({ error: 'expected true or false' }),
      RecoveryPeriodInDays: z.number().int('expected whole days').min(1).max(35, 'at most 35 days').optional(),
    }),
  }),
});
/** `confirmTableName` is the name the user typed: the service refuses a delete where it differs. */
export const deleteTableRequest = z.strictObject({
  connectionId,
  confirmed,
  input: z.strictObject({ TableName: tableName }),
  confirmTableName: text('the table name typed to confirm', 255),
});

/**
 * One fact of the table: its value, or why it is missing, so the panel says that in its row.
 * `denied`: the identity may not make the call (`permission` is the IAM action, e.g.
 * dynamodb:DescribeContinuousBackups); `unsupported`: the server does not know the operation
 * (DynamoDB Local and dynalite answer UnknownOperationException for backups, PITR, Kinesis).
 */
export type Fact<T> =
  | { state: 'ok'; value: T }
  | { state: 'denied'; permission: string; message: string }
  | { state: 'unsupported'; operation: string; message: string }
  | { state: 'failed'; error: ApiErrorShape };

export interface TimeToLiveFact {
  status: 'ENABLING' | 'DISABLING' | 'ENABLED' | 'DISABLED' | string;
  attributeName?: string;
}
export interface ContinuousBackupsFact {
  backups: string;
  pitr: string;
  earliestRestorable?: string;
  latestRestorable?: string;
  recoveryPeriodInDays?: number;
}
export interface BackupFact {
  name: string;
  arn?: string;
  created?: string;
  sizeBytes?: number;
  type?: string;
  status?: string;
}
export interface KinesisFact {
  streamArn: string;
  status?: string;
  statusDescription?: string;
}
export interface TagFact {
  key: string;
  value: string;
}

export interface TableDetails {
  TableName: string;
  /** When the facts were read (ISO), so the panel says how old they are. */
  readAt: string;
  table: Fact<TableFacts>;
  timeToLive: Fact<TimeToLiveFact>;
  continuousBackups: Fact<ContinuousBackupsFact>;
  backups: Fact<BackupFact[]>;
  kinesis: Fact<KinesisFact[]>;
  tags: Fact<TagFact[]>;
}

/** Whether control-plane writes are allowed on a connection (off by default on AWS, like item writes). */
export interface ControlPlaneAccess {
  connectionId: string;
  allowed: boolean;
  local: boolean;
  name: string;
  region: string;
  accountId?: string;
}

/** What a management action answers: the table as DynamoDB described it after the change. */
export interface TableAdminResult {
  TableName: string;
  table?: TableFacts;
}

export type { TableFacts } from './table-admin/table-facts.js';
