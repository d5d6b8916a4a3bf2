/**
 * What DescribeTable says of a table, beyond the keys the reads need: status, capacity, class,
 * encryption, streams, replicas, deletion protection and each index with its backfill. Narrowed
 * from DynamoDB's answer as JSON (dates as Date or ISO text), so a unit test can feed it the API
 * reference's documented answers and the service the SDK's.
 */
export interface IndexFacts {
  name: string;
  kind: 'global' | 'local';
  keys: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
  projection: string;
  nonKeyAttributes?: string[];
  status?: string;
  backfilling?: boolean;
  itemCount?: number;
  sizeBytes?: number;
  provisioned?: { read?: number; write?: number };
  onDemandMax?: { read?: number; write?: number };
}

export interface TableFacts {
  status?: string;
  billingMode?: 'PROVISIONED' | 'PAY_PER_REQUEST';
  provisioned?: { read?: number; write?: number };
  onDemandMax?: { read?: number; write?: number };
  warm?: { read?: number; write?: number; status?: string };
  tableClass?: string;
  deletionProtection?: boolean;
  encryption: string;
  stream?: { enabled: boolean; viewType?: string; arn?: string };
  replicas: { region: string; status?: string }[];
  arn?: string;
  created?: string;
  itemCount?: number;
  sizeBytes?: number;
  indexes: IndexFacts[];
}

type Dateish = Date | string | number | undefined;
/** DynamoDB's JSON gives epoch seconds; the SDK gives a Date. Both become ISO text. */
export function isoOf(d: Dateish): string | undefined {
  if (d === undefined) return undefined;
  const date = typeof d === 'number' ? new Date(d * 1000) : new Date(d);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

type Capacity = { ReadCapacityUnits?: number; WriteCapacityUnits?: number };
type OnDemand = { MaxReadRequestUnits?: number; MaxWriteRequestUnits?: number };
interface RawIndex {
  IndexName?: string;
  KeySchema?: { AttributeName?: string; KeyType?: string }[];
  Projection?: { ProjectionType?: string; NonKeyAttributes?: string[] };
  IndexStatus?: string;
  Backfilling?: boolean;
  ItemCount?: number;
  IndexSizeBytes?: number;
  ProvisionedThroughput?: Capacity;
  OnDemandThroughput?: OnDemand;
}
/** DescribeTable's `Table`, as much of it as the panel shows. */
export interface RawTable {
  TableStatus?: string;
  TableArn?: string;
  CreationDateTime?: Dateish;
  ItemCount?: number;
  TableSizeBytes?: number;
  BillingModeSummary?: { BillingMode?: string };
  ProvisionedThroughput?: Capacity;
  OnDemandThroughput?: OnDemand;
  WarmThroughput?: { ReadUnitsPerSecond?: number; WriteUnitsPerSecond?: number; Status?: string };
  TableClassSummary?: { TableClass?: string };
  DeletionProtectionEnabled?: boolean;
  SSEDescription?: { Status?: string; SSEType?: string; KMSMasterKeyArn?: string };
  StreamSpecification?: { StreamEnabled?: boolean; StreamViewType?: string };
  LatestStreamArn?: string;
  Replicas?: { RegionName?: string; ReplicaStatus?: string }[];
  GlobalSecondaryIndexes?: RawIndex[];
  LocalSecondaryIndexes?: RawIndex[];
}

const cap = (c?: Capacity) =>
  c && (c.ReadCapacityUnits || c.WriteCapacityUnits)
    ? { read: c.ReadCapacityUnits, write: c.WriteCapacityUnits }
    : undefined;
const onDemand = (o?: OnDemand) =>
  o && (o.MaxReadRequestUnits !== undefined || o.MaxWriteRequestUnits !== undefined)
    ? { read: o.MaxReadRequestUnits, write: o.MaxWriteRequestUnits }
    : undefined;

function indexFacts(i: RawIndex, kind: 'global' | 'local'): IndexFacts {
  return {
    name: i.IndexName ?? '',
    kind,
    keys: (i.KeySchema ?? []).map((k) => ({
      AttributeName: k.AttributeName ?? '',
      KeyType: k.KeyType === 'RANGE' ? 'RANGE' : 'HASH',
    })),
    projection: i.Projection?.ProjectionType ?? 'ALL',
    ...(i.Projection?.NonKeyAttributes?.length ? { nonKeyAttributes: i.Projection.NonKeyAttributes } : {}),
    status: i.IndexStatus,
    backfilling: i.Backfilling,
    itemCount: i.ItemCount,
    sizeBytes: i.IndexSizeBytes,
    provisioned: cap(i.ProvisionedThroughput),
    onDemandMax: onDemand(i.OnDemandThroughput),
  };
}

/**
 * No SSEDescription means DynamoDB's own key (AWS owned), the default; KMS names its key's ARN.
 * Per the API reference, SSEType KMS is an AWS managed or customer managed KMS key.
 */
function encryptionOf(sse: RawTable['SSEDescription']): string {
  if (!sse || !sse.SSEType) return 'Owned by DynamoDB (default)';
  const status = sse.Status && sse.Status !== 'ENABLED' ? ` (${sse.Status})` : '';
  return `${sse.SSEType}${sse.KMSMasterKeyArn ? ` key ${sse.KMSMasterKeyArn}` : ''}${status}`;
}

export function tableFacts(t: RawTable): TableFacts {
  const mode = t.BillingModeSummary?.BillingMode;
  const billingMode =
    mode === 'PAY_PER_REQUEST' || mode === 'PROVISIONED'
      ? mode
      : t.ProvisionedThroughput?.ReadCapacityUnits
        ? 'PROVISIONED'
        : undefined;
  const warm = t.WarmThroughput;
  return {
    status: t.TableStatus,
    billingMode,
    provisioned: billingMode === 'PAY_PER_REQUEST' ? undefined : cap(t.ProvisionedThroughput),
    onDemandMax: onDemand(t.OnDemandThroughput),
    warm: warm && { read: warm.ReadUnitsPerSecond, write: warm.WriteUnitsPerSecond, status: warm.Status },
    tableClass: t.TableClassSummary?.TableClass ?? 'STANDARD',
    deletionProtection: t.DeletionProtectionEnabled,
    encryption: encryptionOf(t.SSEDescription),
    stream: t.StreamSpecification?.StreamEnabled
      ? { enabled: true, viewType: t.StreamSpecification.StreamViewType, arn: t.LatestStreamArn }
      : { enabled: false },
    replicas: (t.Replicas ?? []).map((r) => ({ region: r.RegionName ?? '?', status: r.ReplicaStatus })),
    arn: t.TableArn,
    created: isoOf(t.CreationDateTime),
    itemCount: t.ItemCount,
    sizeBytes: t.TableSizeBytes,
    indexes: [
      ...(t.GlobalSecondaryIndexes ?? []).map((i) => indexFacts(i, 'global')),
      ...(t.LocalSecondaryIndexes ?? []).map((i) => indexFacts(i, 'local')),
    ],
  };
}
