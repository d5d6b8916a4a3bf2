/**
 * Turns whatever the SDK or the network threw into an ApiError that keeps DynamoDB's error name and
 * message and adds the request field the message is about, so the UI can point at it.
 */
import { ApiError } from '../../shared/api-errors.js';
import { explainNetworkFailure } from './network-errors.js';
import { explainTimeout, type CallTimeouts } from './call-timeouts.js';

const REQUEST_FIELDS = [
  'KeyConditionExpression',
  'FilterExpression',
  'ProjectionExpression',
  'ExpressionAttributeNames',
  'ExpressionAttributeValues',
  'ExclusiveStartKey',
  'ScanIndexForward',
  'ConsistentRead',
  'IndexName',
  'TotalSegments',
  'Segment',
  'Limit',
  'Select',
  'Key',
  'TableName',
];

const RETRYABLE = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

interface SdkLikeError {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number; requestId?: string };
  $fault?: string;
  $response?: { statusCode?: number; headers?: Record<string, string | undefined> };
}

export interface ErrorContext {
  tableName?: string;
  cancelled?: boolean;
  /** The server the request went to, when the connection has its own endpoint: named in network errors. */
  endpoint?: string;
  /** The connection's time bounds and how to name where it called (an endpoint, or DynamoDB in a region). */
  bounds?: { where: string; timeouts: CallTimeouts };
}

export function fieldMentionedIn(message: string): string | undefined {
  if (/consistent reads are not supported|consistent read cannot be true/i.test(message)) return 'ConsistentRead';
  if (/specified index|index:/i.test(message)) return 'IndexName';
  if (/starting key/i.test(message)) return 'ExclusiveStartKey';
  if (
    /Query condition missed key schema element|condition parameter type does not match|key attribute/i.test(message)
  ) {
    return 'KeyConditionExpression';
  }
  let best: { field: string; at: number } | undefined;
  for (const field of REQUEST_FIELDS) {
    const at = message.indexOf(field);
    if (at >= 0 && (!best || at < best.at)) best = { field, at };
  }
  return best?.field;
}

/** What an error DynamoDB sent with no message of its own means (dynalite sends some so). */
function withoutMessage(name: string, tableName: string | undefined): string {
  const table = tableName ? `Table "${tableName}"` : 'The table';
  if (name === 'ResourceInUseException')
    return `${table} exists already, or is being created, updated or deleted (${name}; the server sent no message)`;
  if (name === 'ResourceNotFoundException') return `${table} was not found (${name}; the server sent no message)`;
  return `${name} (the server sent no message)`;
}

export function toApiError(e: unknown, context: ErrorContext = {}): ApiError {
  if (e instanceof ApiError) return e;
  const err = (e ?? {}) as SdkLikeError;
  const name = err.name ?? 'Error';
  if (context.cancelled || name === 'AbortError') {
    return new ApiError({
      name: 'RequestCancelled',
      message: 'The read was stopped before DynamoDB answered.',
      cancelled: true,
    });
  }
  const timedOut = explainTimeout(
    err,
    context.bounds?.where ?? context.endpoint ?? 'DynamoDB',
    context.bounds?.timeouts,
  );
  if (timedOut) return timedOut;
  const notReached = explainNetworkFailure(err, context.endpoint);
  if (notReached) return notReached;
  // The redaction of secrets is applied once, to every error, where errors leave the service (redact.ts).
  let message = err.message && err.message !== 'UnknownError' ? err.message : withoutMessage(name, context.tableName);
  let field = fieldMentionedIn(message);
  if (name === 'ResourceNotFoundException') {
    field = field === 'IndexName' ? field : 'TableName';
    if (context.tableName && !message.includes(context.tableName))
      message = `${message} (table "${context.tableName}")`;
  }
  const code = err.code ?? '';
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message)) {
    message = `Could not reach DynamoDB: the connection was refused (${message}). Is the endpoint running?`;
  } else if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up|ECONNRESET|EPIPE/.test(message)) {
    message = `The connection to DynamoDB was dropped before it answered (${message}). Nothing from this request was kept; it is safe to try again.`;
  }
  // The SDK's own text for an answer cut off mid-body points at a hidden field the user cannot see.
  if (/Deserialization error/.test(message)) {
    const cause = message.split('\n')[0]!.trim();
    return new ApiError({
      name: 'IncompleteResponse',
      message: `DynamoDB's answer was cut off or was not valid JSON${cause ? ` (${cause})` : ''}. Nothing from this request was kept; it is safe to try again.`,
      awsRequestId: err.$metadata?.requestId,
      retryable: true,
    });
  }
  return new ApiError({
    name,
    message,
    field,
    awsRequestId: err.$metadata?.requestId,
    statusCode: err.$metadata?.httpStatusCode,
    retryable: RETRYABLE.has(name) || RETRYABLE.has(code) || err.$fault === 'server' || undefined,
  });
}
