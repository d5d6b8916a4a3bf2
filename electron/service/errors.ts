/**
 * Turns whatever the SDK or the network threw into an ApiError that keeps DynamoDB's error name and
 * message and adds the request field the message is about, so the UI can point at it.
 */
import { ApiError } from '../../shared/api-errors.js';

const REQUEST_FIELDS = [
  'KeyConditionExpression', 'FilterExpression', 'ProjectionExpression', 'ExpressionAttributeNames',
  'ExpressionAttributeValues', 'ExclusiveStartKey', 'ScanIndexForward', 'ConsistentRead', 'IndexName',
  'TotalSegments', 'Segment', 'Limit', 'Select', 'Key', 'TableName',
];

const RETRYABLE = new Set([
  'ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded',
  'InternalServerError', 'ServiceUnavailable', 'TimeoutError', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE',
]);

interface SdkLikeError {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number; requestId?: string };
  $fault?: string;
}

export function fieldMentionedIn(message: string): string | undefined {
  if (/consistent reads are not supported/i.test(message)) return 'ConsistentRead';
  if (/specified index|index:/i.test(message)) return 'IndexName';
  if (/starting key/i.test(message)) return 'ExclusiveStartKey';
  if (/Query condition missed key schema element|condition parameter type does not match|key attribute/i.test(message)) {
    return 'KeyConditionExpression';
  }
  let best: { field: string; at: number } | undefined;
  for (const field of REQUEST_FIELDS) {
    const at = message.indexOf(field);
    if (at >= 0 && (!best || at < best.at)) best = { field, at };
  }
  return best?.field;
}

/**
 * AWS's signature errors quote the canonical request, whose signed headers include the session
 * token, and the Authorization header names the access key id. None of it may reach the page.
 */
export function redactCredentials(message: string): string {
  return message
    .replace(/\s*The (Canonical String|String-to-Sign) for this request should have been[\s\S]*$/, ' (The request AWS quoted back is left out: it holds signed credentials.)')
    .replace(/(x-amz-security-token\s*[:=]\s*)[^\s'",;]+/gi, '$1(hidden)')
    .replace(/\b(AKIA|ASIA)[A-Z0-9]{16}\b/g, '(access key id hidden)')
    .replace(/(Signature=)[0-9a-f]{16,}/gi, '$1(hidden)');
}

export function toApiError(e: unknown, context: { tableName?: string; cancelled?: boolean } = {}): ApiError {
  if (e instanceof ApiError) return e;
  const err = (e ?? {}) as SdkLikeError;
  const name = err.name ?? 'Error';
  if (context.cancelled || name === 'AbortError') {
    return new ApiError({ name: 'RequestCancelled', message: 'The read was stopped before DynamoDB answered.', cancelled: true });
  }
  let message = redactCredentials(err.message || name);
  let field = fieldMentionedIn(message);
  if (name === 'ResourceNotFoundException') {
    field = field === 'IndexName' ? field : 'TableName';
    if (context.tableName && !message.includes(context.tableName)) message = `${message} (table "${context.tableName}")`;
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
