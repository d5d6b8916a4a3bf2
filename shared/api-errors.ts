/**
 * Errors that survive the bridge. Electron drops an Error's own fields across IPC and JSON drops
 * them over HTTP, so every failure is carried as this plain shape and rebuilt on the other side.
 */
export interface ApiErrorShape {
  /** DynamoDB's error name (ResourceNotFoundException, ValidationException, ...) or ours. */
  name: string;
  message: string;
  /** The request field that was wrong, as a path: "ExpressionAttributeValues.:pk". */
  field?: string;
  /** AWS request id, when DynamoDB answered. */
  awsRequestId?: string;
  /** HTTP status the server answered with, when there was one. */
  statusCode?: number;
  /** True when trying again later may work (throttling, a dropped connection). */
  retryable?: boolean;
  /** True when the read was stopped by the user. */
  cancelled?: boolean;
  /** Every problem the pre-send gate found (shared/requests), each located: field, token, column. */
  problems?: ApiProblem[];
}

/** One located problem of a request; the same shape the gate returns. */
export interface ApiProblem {
  field: string;
  message: string;
  token?: string;
  offset?: number;
  line?: number;
  column?: number;
}

export class ApiError extends Error implements ApiErrorShape {
  field?: string;
  awsRequestId?: string;
  statusCode?: number;
  retryable?: boolean;
  cancelled?: boolean;
  problems?: ApiProblem[];

  constructor(shape: ApiErrorShape) {
    super(shape.message);
    this.name = shape.name;
    this.field = shape.field;
    this.awsRequestId = shape.awsRequestId;
    this.statusCode = shape.statusCode;
    this.retryable = shape.retryable;
    this.cancelled = shape.cancelled;
    this.problems = shape.problems;
  }

  toJSON(): ApiErrorShape {
    const out: ApiErrorShape = { name: this.name, message: this.message };
    if (this.field !== undefined) out.field = this.field;
    if (this.awsRequestId !== undefined) out.awsRequestId = this.awsRequestId;
    if (this.statusCode !== undefined) out.statusCode = this.statusCode;
    if (this.retryable !== undefined) out.retryable = this.retryable;
    if (this.cancelled !== undefined) out.cancelled = this.cancelled;
    if (this.problems !== undefined) out.problems = this.problems;
    return out;
  }

  static from(e: unknown): ApiError {
    if (e instanceof ApiError) return e;
    if (isErrorShape(e)) return new ApiError(e);
    if (e instanceof Error) return new ApiError({ name: e.name || 'Error', message: e.message });
    return new ApiError({ name: 'Error', message: String(e) });
  }
}

export function isErrorShape(v: unknown): v is ApiErrorShape {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as ApiErrorShape).name === 'string' &&
    typeof (v as ApiErrorShape).message === 'string'
  );
}

/** The error name used when a request is refused by our schema, before any DynamoDB call. */
export const REQUEST_VALIDATION = 'RequestValidationError';
