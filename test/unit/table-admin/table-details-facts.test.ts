/**
 * The details panel's facts from AWS's documented answers (DynamoDB API reference response
 * syntax, in DynamoDB's JSON with epoch-second dates) for what DynamoDB Local lacks: PITR,
 * backups, Kinesis, replicas, warm throughput, encryption; and the rows a refused or unknown call
 * leaves: the permission named from AccessDeniedException's text, "not supported by this endpoint".
 */
import { describe, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import type { Fact, TableDetails } from '../../../shared/api-table-admin.js';
import {
  backupsFact,
  continuousBackupsFact,
  factFromError,
  kinesisFact,
  tagsFact,
  timeToLiveFact,
} from '../../../shared/table-admin/fact-answers.js';
import { tableFacts } from '../../../shared/table-admin/table-facts.js';
import { detailRows } from '../../../renderer/model/table-details/fact-text.js';
import { bulkWarnings } from '../../../renderer/model/table-details/bulk-warnings.js';
import { ttlOnScreen, ttlOnScreenText } from '../../../renderer/model/table-details/ttl-on-screen.js';

// DescribeTable of a provisioned global table with a stream, a KMS key and a GSI backfilling.
const describedGlobal = {
  TableName: 'Music',
  TableStatus: 'ACTIVE',
  TableArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/Music',
  CreationDateTime: 1_700_000_000,
  ItemCount: 2,
  TableSizeBytes: 120,
  BillingModeSummary: { BillingMode: 'PROVISIONED' },
  ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 10, NumberOfDecreasesToday: 0 },
  WarmThroughput: { ReadUnitsPerSecond: 12000, WriteUnitsPerSecond: 4000, Status: 'ACTIVE' },
  TableClassSummary: { TableClass: 'STANDARD_INFREQUENT_ACCESS' },
  DeletionProtectionEnabled: true,
  SSEDescription: {
    Status: 'ENABLED',
    SSEType: 'KMS',
    KMSMasterKeyArn: 'arn:aws:kms:us-east-1:123456789012:key/abcd',
  },
  StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  LatestStreamArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/Music/stream/2024-01-01T00:00:00.000',
  Replicas: [
    { RegionName: 'us-east-1', ReplicaStatus: 'ACTIVE' },
    { RegionName: 'eu-west-1', ReplicaStatus: 'CREATING' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByGenre',
      KeySchema: [{ AttributeName: 'Genre', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['Title'] },
      IndexStatus: 'CREATING',
      Backfilling: true,
      ItemCount: 0,
      IndexSizeBytes: 0,
    },
  ],
};

// DescribeContinuousBackups with PITR on (RecoveryPeriodInDays since 2025).
const pitrOn = {
  ContinuousBackupsDescription: {
    ContinuousBackupsStatus: 'ENABLED',
    PointInTimeRecoveryDescription: {
      PointInTimeRecoveryStatus: 'ENABLED',
      EarliestRestorableDateTime: 1_700_000_000,
      LatestRestorableDateTime: 1_700_086_100,
      RecoveryPeriodInDays: 7,
    },
  },
};
const pitrOff = {
  ContinuousBackupsDescription: {
    ContinuousBackupsStatus: 'ENABLED',
    PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'DISABLED' },
  },
};
const listBackups = {
  BackupSummaries: [
    {
      TableName: 'Music',
      BackupName: 'before-migration',
      BackupArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/Music/backup/01700000000000-abcdefgh',
      BackupCreationDateTime: 1_700_000_000,
      BackupStatus: 'AVAILABLE',
      BackupType: 'USER',
      BackupSizeBytes: 2048,
    },
  ],
};
const kinesis = {
  KinesisDataStreamDestinations: [
    { StreamArn: 'arn:aws:kinesis:us-east-1:123456789012:stream/music-changes', DestinationStatus: 'ACTIVE' },
  ],
};
const deniedPitr = {
  name: 'AccessDeniedException',
  statusCode: 400,
  message:
    'User: arn:aws:iam::123456789012:user/reader is not authorized to perform: dynamodb:DescribeContinuousBackups on resource: arn:aws:dynamodb:us-east-1:123456789012:table/Music because no identity-based policy allows the dynamodb:DescribeContinuousBackups action',
};

const ok = <T>(value: T): Fact<T> => ({ state: 'ok', value });
function details(over: Partial<TableDetails> = {}): TableDetails {
  return {
    TableName: 'Music',
    readAt: '2024-01-01T00:00:00.000Z',
    table: ok(tableFacts(describedGlobal)),
    timeToLive: ok(
      timeToLiveFact({ TimeToLiveDescription: { TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' } }),
    ),
    continuousBackups: ok(continuousBackupsFact(pitrOn)),
    backups: ok(backupsFact(listBackups)),
    kinesis: ok(kinesisFact(kinesis)),
    tags: ok(tagsFact({ Tags: [{ Key: 'team', Value: 'music' }] })),
    ...over,
  };
}
const rowText = (d: TableDetails) => Object.fromEntries(detailRows(d).map((r) => [r.label, r.text]));

describe('the details from AWS documented answers', () => {
  test('every row of a provisioned global table with PITR, a backup, Kinesis, a KMS key and tags', () => {
    expect(rowText(details())).toEqual({
      Status: 'ACTIVE',
      'Billing mode': 'Provisioned (5 RCU / 10 WCU)',
      'Warm throughput': '12,000 reads / 4,000 writes per second (ACTIVE)',
      'Table class': 'Standard-IA',
      'Deletion protection': 'On',
      Encryption: 'KMS key arn:aws:kms:us-east-1:123456789012:key/abcd',
      'Time to live': 'On, attribute expiresAt',
      Streams:
        'On (NEW_AND_OLD_IMAGES), arn:aws:dynamodb:us-east-1:123456789012:table/Music/stream/2024-01-01T00:00:00.000',
      'Kinesis streaming': 'arn:aws:kinesis:us-east-1:123456789012:stream/music-changes (ACTIVE)',
      'Point-in-time recovery':
        'On: restorable from 2023-11-14 22:13:20 UTC to 2023-11-15 22:08:20 UTC, recovery period 7 days',
      Backups: 'before-migration (USER, 2,048 bytes, created 2023-11-14 22:13:20 UTC)',
      Replicas: 'us-east-1 (ACTIVE), eu-west-1 (CREATING)',
      Tags: 'team=music',
    });
  });

  test('an index backfilling keeps its status, projection and counts', () => {
    const t = tableFacts(describedGlobal);
    expect(t.indexes).toEqual([
      expect.objectContaining({
        name: 'ByGenre',
        kind: 'global',
        status: 'CREATING',
        backfilling: true,
        projection: 'INCLUDE',
        nonKeyAttributes: ['Title'],
        itemCount: 0,
      }),
    ]);
  });

  test('on demand with maximums; no SSEDescription is the AWS owned key; PITR before recovery periods kept 35 days', () => {
    const t = tableFacts({
      BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' },
      ProvisionedThroughput: { ReadCapacityUnits: 0, WriteCapacityUnits: 0 },
      OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 50 },
    });
    const rows = rowText(
      details({
        table: ok(t),
        continuousBackups: ok(
          continuousBackupsFact({
            ContinuousBackupsDescription: {
              ContinuousBackupsStatus: 'ENABLED',
              PointInTimeRecoveryDescription: {
                PointInTimeRecoveryStatus: 'ENABLED',
                EarliestRestorableDateTime: 1_700_000_000,
                LatestRestorableDateTime: 1_700_000_300,
              },
            },
          }),
        ),
      }),
    );
    expect(rows['Billing mode']).toBe('On-demand (at most 100 reads / 50 writes per second)');
    expect(rows.Encryption).toBe('Owned by DynamoDB (default)');
    expect(rows['Point-in-time recovery']).toMatch(/recovery period 35 days$/);
    expect(rows.Replicas).toBe('None (not a global table)');
    expect(rows.Streams).toBe('Off');
  });

  test('PITR off, no backups, no Kinesis destination', () => {
    const rows = rowText(
      details({
        continuousBackups: ok(continuousBackupsFact(pitrOff)),
        backups: ok(backupsFact({ BackupSummaries: [] })),
        kinesis: ok(kinesisFact({ KinesisDataStreamDestinations: [] })),
      }),
    );
    expect([rows['Point-in-time recovery'], rows.Backups, rows['Kinesis streaming']]).toEqual(['Off', 'None', 'None']);
  });
});

describe('a call that cannot be made says why in its own row', () => {
  test('AccessDeniedException names the permission from its text', () => {
    const f = factFromError('DescribeContinuousBackups', deniedPitr);
    expect(f).toMatchObject({ state: 'denied', permission: 'dynamodb:DescribeContinuousBackups' });
    const rows = rowText(details({ continuousBackups: f as TableDetails['continuousBackups'] }));
    expect(rows['Point-in-time recovery']).toBe(
      'Not allowed: this identity lacks the permission dynamodb:DescribeContinuousBackups',
    );
    // The other rows stand.
    expect(rows.Backups).toMatch(/^before-migration/);
  });

  test('an AccessDeniedException whose text names no action names the call', () => {
    expect(factFromError('ListBackups', { name: 'AccessDeniedException', message: 'Access denied' })).toMatchObject({
      state: 'denied',
      permission: 'dynamodb:ListBackups',
    });
  });

  test("DynamoDB Local's and dynalite's UnknownOperationException: not supported by this endpoint", () => {
    for (const message of [
      'An unknown operation was requested.',
      'Tagging is not currently supported in DynamoDB Local.',
    ]) {
      const f = factFromError('ListTagsOfResource', { name: 'UnknownOperationException', statusCode: 400, message });
      expect(rowText(details({ tags: f as TableDetails['tags'] })).Tags).toBe(
        'Not supported by this endpoint (ListTagsOfResource)',
      );
    }
  });

  test('any other error is said as it is', () => {
    const f = factFromError('ListBackups', { name: 'ThrottlingException', message: 'Rate exceeded' });
    expect(rowText(details({ backups: f as TableDetails['backups'] })).Backups).toBe(
      'Could not be read: ThrottlingException: Rate exceeded',
    );
  });
});

describe('warnings before a bulk delete', () => {
  test('a stream on, PITR off, TTL on', () => {
    const d = details({ continuousBackups: ok(continuousBackupsFact(pitrOff)), kinesis: ok([]) });
    expect(bulkWarnings(d, 'delete')).toEqual([
      'A stream is on: these deletes will reach its consumers.',
      "Point-in-time recovery is off: nothing can be restored beyond this app's undo.",
      'TTL will remove items whose expiresAt is past.',
    ]);
  });

  test('a table with PITR on and no stream, TTL or Kinesis: no warning', () => {
    const quiet = tableFacts({ ...describedGlobal, StreamSpecification: undefined });
    const d = details({ table: ok(quiet), timeToLive: ok({ status: 'DISABLED' }), kinesis: ok([]) });
    expect(bulkWarnings(d, 'delete')).toEqual([]);
  });

  test('PITR that could not be read is never taken as on', () => {
    const d = details({
      continuousBackups: factFromError('DescribeContinuousBackups', deniedPitr) as TableDetails['continuousBackups'],
    });
    expect(bulkWarnings(d, 'delete')).toContain(
      "Point-in-time recovery is unknown (Not allowed: this identity lacks the permission dynamodb:DescribeContinuousBackups): count on nothing beyond this app's undo.",
    );
    const local = details({
      continuousBackups: factFromError('DescribeContinuousBackups', {
        name: 'UnknownOperationException',
        message: 'An unknown operation was requested.',
      }) as TableDetails['continuousBackups'],
    });
    expect(bulkWarnings(local, 'delete')).toContain(
      "Point-in-time recovery is not available on this endpoint: nothing can be restored beyond this app's undo.",
    );
  });
});

test('TTL on screen counts the items carrying the attribute, those already past, and those TTL ignores', () => {
  const items: Item[] = [
    { PK: { S: 'a' }, expiresAt: { N: '1000' } },
    { PK: { S: 'b' }, expiresAt: { N: '3000' } },
    { PK: { S: 'c' }, expiresAt: { S: '1000' } },
    { PK: { S: 'd' } },
  ];
  const s = ttlOnScreen(items, 'expiresAt', 2000);
  expect(s).toEqual({ items: 4, carrying: 3, expired: 1, ignored: 1 });
  expect(ttlOnScreenText(s, 'expiresAt')).toBe(
    '3 of 4 items read carry expiresAt, 1 already past it (awaiting deletion), 1 with a value TTL ignores (not epoch seconds)',
  );
});
