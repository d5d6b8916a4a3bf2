/**
 * Failures that mean the request never reached a DynamoDB API: nothing listening, a host that does
 * not resolve, https spoken to a plain-HTTP port (or a certificate refused), or a server that
 * answers with a web page or a 404, which DynamoDB never sends. Each gets a message that says so
 * and what to check, instead of the SDK's "UnknownError" or a JSON parser's complaint.
 */
import { ApiError } from '../../shared/api-errors.js';
import { describeAnswer } from './endpoint-probe.js';

interface NetworkLikeError {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
  $response?: { statusCode?: number; headers?: Record<string, string | undefined> };
}

const TLS_CODES =
  /^(EPROTO|ERR_SSL_\w+|ERR_TLS_\w+|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|CERT_HAS_EXPIRED|ERR_TLS_CERT_ALTNAME_INVALID|CERT_\w+)$/;

export function explainNetworkFailure(err: NetworkLikeError, endpoint: string | undefined): ApiError | undefined {
  const code = err.code ?? '';
  const message = err.message ?? '';
  const where = endpoint ?? 'the server';
  const retryable = true;

  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new ApiError({
      name: 'EndpointUnreachable',
      retryable,
      message: `The host of ${where} could not be found (${code}). Check the spelling of the URL.`,
    });
  }
  if (code === 'ECONNREFUSED' && endpoint) {
    return new ApiError({
      name: 'EndpointUnreachable',
      retryable,
      message: `Nothing is listening at ${endpoint} (the connection was refused). Is DynamoDB Local (or the server) running, and on this port? DynamoDB Local listens on 8000 unless started with -port.`,
    });
  }
  if (TLS_CODES.test(code) || /wrong version number|SSL routines|certificate/i.test(message)) {
    const plainHttp = /wrong version number|packet length too long|http request/i.test(message);
    return new ApiError({
      name: 'EndpointTlsMismatch',
      message: plainHttp
        ? `${where} does not speak TLS: the URL starts with https:// but the server answers plain HTTP. Use http:// (DynamoDB Local serves plain HTTP).`
        : `The TLS connection to ${where} failed (${code || 'certificate refused'}): its certificate was not accepted. Use http:// if the server speaks plain HTTP, or a server whose certificate this computer trusts.`,
    });
  }

  const status = err.$response?.statusCode ?? err.$metadata?.httpStatusCode;
  const type = header(err.$response?.headers, 'content-type');
  const notJson = type !== undefined && !/json/i.test(type);
  // The SDK names an answer without a DynamoDB error type "Unknown"; a real type with an empty
  // message (dynalite's ResourceInUseException) comes as that name with the text "UnknownError".
  const unknown = err.name === 'Unknown' || (message === 'UnknownError' && !namedDynamoError(err.name));
  const unreadable = /Deserialization error|is not valid JSON|Unexpected token/.test(message);
  // DynamoDB answers in JSON, with 200, 400 or 5xx; a page, a redirect or a 404 is something else.
  if (status !== undefined && ((unreadable && notJson) || (unknown && (status < 500 || notJson)))) {
    return new ApiError({
      name: 'NotDynamoDB',
      statusCode: status,
      message: `${where} answered ${describeAnswer(status, type)}, which is not the DynamoDB API. Check the URL and port: DynamoDB Local listens on 8000 and LocalStack on 4566 by default, at the root path.`,
    });
  }
  return undefined;
}

/** A name the SDK took from the answer's DynamoDB error type (ResourceInUseException, InternalServerError). */
function namedDynamoError(name: string | undefined): boolean {
  return (
    name !== undefined &&
    name !== 'UnknownError' &&
    /^[A-Z]\w*(Exception|Error|Exceeded|Unavailable|Failure|Conflict)$/.test(name)
  );
}

function header(headers: Record<string, string | undefined> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return v;
  return undefined;
}
