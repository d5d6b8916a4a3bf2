/**
 * The other calls' answers narrowed to the panel's facts (DescribeTimeToLive,
 * DescribeContinuousBackups, ListBackups, DescribeKinesisStreamingDestination, ListTagsOfResource),
 * and a failed call turned into what its row says: the permission missing, the operation the
 * server does not support, or the error itself. Pure, so the documented answers are its tests.
 */
import type { ApiErrorShape } from '../api-errors.js';
import type {
  BackupFact,
  ContinuousBackupsFact,
  Fact,
  KinesisFact,
  TagFact,
  TimeToLiveFact,
} from '../api-table-admin.js';
import { isoOf } from './table-facts.js';

type Dateish = Date | string | number | undefined;

export function timeToLiveFact(out: {
  TimeToLiveDescription?: { TimeToLiveStatus?: string; AttributeName?: string };
}): TimeToLiveFact {
  const d = out.TimeToLiveDescription ?? {};
  return { status: d.TimeToLiveStatus ?? 'DISABLED', ...(d.AttributeName ? { attributeName: d.AttributeName } : {}) };
}

export function continuousBackupsFact(out: {
  ContinuousBackupsDescription?: {
    ContinuousBackupsStatus?: string;
    PointInTimeRecoveryDescription?: {
      PointInTimeRecoveryStatus?: string;
      EarliestRestorableDateTime?: Dateish;
      LatestRestorableDateTime?: Dateish;
      RecoveryPeriodInDays?: number;
    };
  };
}): ContinuousBackupsFact {
  const d = out.ContinuousBackupsDescription ?? {};
  const p = d.PointInTimeRecoveryDescription ?? {};
  return {
    backups: d.ContinuousBackupsStatus ?? 'DISABLED',
    pitr: p.PointInTimeRecoveryStatus ?? 'DISABLED',
    earliestRestorable: isoOf(p.EarliestRestorableDateTime),
    latestRestorable: isoOf(p.LatestRestorableDateTime),
    // Before the period could be chosen (2025), PITR always kept 35 days; the answer then has no field.
    recoveryPeriodInDays: p.RecoveryPeriodInDays ?? (p.PointInTimeRecoveryStatus === 'ENABLED' ? 35 : undefined),
  };
}

export function backupsFact(out: {
  BackupSummaries?: {
    BackupName?: string;
    BackupArn?: string;
    BackupCreationDateTime?: Dateish;
    BackupSizeBytes?: number;
    BackupType?: string;
    BackupStatus?: string;
  }[];
}): BackupFact[] {
  return (out.BackupSummaries ?? []).map((b) => ({
    name: b.BackupName ?? '',
    arn: b.BackupArn,
    created: isoOf(b.BackupCreationDateTime),
    sizeBytes: b.BackupSizeBytes,
    type: b.BackupType,
    status: b.BackupStatus,
  }));
}

export function kinesisFact(out: {
  KinesisDataStreamDestinations?: {
    StreamArn?: string;
    DestinationStatus?: string;
    DestinationStatusDescription?: string;
  }[];
}): KinesisFact[] {
  return (out.KinesisDataStreamDestinations ?? []).map((k) => ({
    streamArn: k.StreamArn ?? '',
    status: k.DestinationStatus,
    statusDescription: k.DestinationStatusDescription,
  }));
}

export function tagsFact(out: { Tags?: { Key?: string; Value?: string }[] }): TagFact[] {
  return (out.Tags ?? []).map((t) => ({ key: t.Key ?? '', value: t.Value ?? '' }));
}

/** Names AWS gives a call the identity may not make. */
const DENIED = new Set(['AccessDeniedException', 'AccessDenied', 'UnauthorizedOperation', 'NotAuthorized']);
/**
 * What servers answer for an operation they lack: DynamoDB Local and dynalite say
 * UnknownOperationException (DynamoDB Local's ListTagsOfResource: "Tagging is not currently
 * supported in DynamoDB Local."); LocalStack and other emulators may say NotImplemented or 501.
 */
const UNSUPPORTED = new Set(['UnknownOperationException', 'NotImplemented', 'NotImplementedException']);

/** `operation` is DynamoDB's name for the call (DescribeContinuousBackups); its IAM action is dynamodb:<operation>. */
export function factFromError<T>(operation: string, e: ApiErrorShape): Fact<T> {
  if (DENIED.has(e.name) || /not authorized to perform/i.test(e.message)) {
    const named = /perform:\s*(dynamodb:[A-Za-z]+)/.exec(e.message)?.[1];
    return { state: 'denied', permission: named ?? `dynamodb:${operation}`, message: e.message };
  }
  if (UNSUPPORTED.has(e.name) || e.statusCode === 501 || /not (currently )?supported|not implemented/i.test(e.message))
    return { state: 'unsupported', operation, message: e.message };
  return { state: 'failed', error: e };
}
