/**
 * The part of the contract about PartiQL: one page of a SELECT with ExecuteStatement, paged by
 * NextToken. On a server without PartiQL (dynalite, the sandbox) the service runs the statement's
 * translated Query, Scan or GetItem instead and says so in `RanAs`. Spread into `requestSchemas`.
 */
import { z } from 'zod';
import { attributeValueSchema } from './api-values.js';
import type { ConsumedCapacity, Item } from './dynamo/types.js';

/** DynamoDB's bound on a statement's length. */
export const STATEMENT_MAX_CHARS = 8192;

export const executeStatementRequest = z.strictObject({
  connectionId: z.string().min(1, 'a connection id must not be empty').optional(),
  /** A client-chosen id so that `cancel` can stop this page while it is in flight. */
  requestId: z
    .string()
    .min(1, 'a request id must not be empty')
    .max(200, 'a request id is at most 200 characters')
    .optional(),
  Statement: z
    .string({ error: 'expected a statement as a string' })
    .min(1, 'a statement must not be empty')
    .max(STATEMENT_MAX_CHARS, `a statement is at most ${STATEMENT_MAX_CHARS} characters`),
  Parameters: z.array(attributeValueSchema).max(100, 'at most 100 parameters').optional(),
  NextToken: z.string({ error: 'expected the NextToken of the previous page' }).min(1).max(65_536).optional(),
  Limit: z
    .number({ error: 'expected a whole number' })
    .int('expected a whole number')
    .positive('must be 1 or more')
    .optional(),
  ConsistentRead: z.boolean({ error: 'expected true or false' }).optional(),
  /** As for Query and Scan: the caller will ask for the next page at once, so it may be read now. */
  readAhead: z
    .strictObject({
      pageLimit: z
        .number({ error: 'expected a whole number' })
        .int('expected a whole number')
        .positive('must be 1 or more')
        .optional(),
      itemsLeft: z
        .number({ error: 'expected a whole number' })
        .int('expected a whole number')
        .positive('must be 1 or more')
        .optional(),
    })
    .optional(),
});

export interface ExecuteStatementResponse {
  Items: Item[];
  /** There is more: pass it back for the next page. */
  NextToken?: string;
  /** The items this page read before any condition dropped some (from the translated read; ExecuteStatement does not say). */
  ScannedCount?: number;
  ConsumedCapacity?: ConsumedCapacity;
  /** What DynamoDB did: GetItem, Query (and on which index) or Scan. */
  Operation: 'GetItem' | 'Query' | 'Scan';
  IndexName?: string;
  /**
   * Set when the server has no PartiQL and the service ran the equivalent read instead: which
   * one, and a sentence for the status.
   */
  RanAs?: { method: 'query' | 'scan' | 'getItem'; message: string };
}
