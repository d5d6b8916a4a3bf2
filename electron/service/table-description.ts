/** The SDK's table description narrowed to what the UI shows, in JSON-safe form. */
import type { TableDescription as SdkTable } from '@aws-sdk/client-dynamodb';
import type { Projection, TableDescription } from '../../shared/dynamo/types.js';

/** Narrows the SDK's description to what the UI shows; dates become ISO text for JSON and IPC. */
export function toTableDescription(t: SdkTable): TableDescription {
  const index = (i: {
    IndexName?: string;
    KeySchema?: unknown;
    Projection?: unknown;
    IndexStatus?: string;
    ItemCount?: number;
    IndexSizeBytes?: number;
  }) => ({
    IndexName: i.IndexName ?? '',
    KeySchema: (i.KeySchema ?? []) as TableDescription['KeySchema'],
    Projection: i.Projection as Projection | undefined,
    IndexStatus: i.IndexStatus,
    ItemCount: i.ItemCount,
    IndexSizeBytes: i.IndexSizeBytes,
  });
  return {
    TableName: t.TableName ?? '',
    TableStatus: t.TableStatus,
    KeySchema: (t.KeySchema ?? []) as TableDescription['KeySchema'],
    AttributeDefinitions: (t.AttributeDefinitions ?? []) as TableDescription['AttributeDefinitions'],
    GlobalSecondaryIndexes: t.GlobalSecondaryIndexes?.map(index),
    LocalSecondaryIndexes: t.LocalSecondaryIndexes?.map(index),
    ItemCount: t.ItemCount,
    TableSizeBytes: t.TableSizeBytes,
    BillingMode:
      t.BillingModeSummary?.BillingMode ?? (t.ProvisionedThroughput?.ReadCapacityUnits ? 'PROVISIONED' : undefined),
    ProvisionedThroughput: t.ProvisionedThroughput && {
      ReadCapacityUnits: t.ProvisionedThroughput.ReadCapacityUnits,
      WriteCapacityUnits: t.ProvisionedThroughput.WriteCapacityUnits,
    },
    CreationDateTime: t.CreationDateTime?.toISOString(),
    TableArn: t.TableArn,
  };
}
