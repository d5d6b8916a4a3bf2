/** Plain JavaScript values for DynamoDB's typed ones (as lib-dynamodb unmarshalls them), numbers kept exact. */
import type { ExactNumber } from './exact-number.js';

/**
 * The plain JavaScript view of a DynamoDB value, as lib-dynamodb would unmarshall it, except that
 * a number a float cannot hold stays an ExactNumber instead of being rounded.
 */
export type PlainValue =
  | string
  | number
  | boolean
  | null
  | ExactNumber
  | Uint8Array
  | Set<string>
  | Set<number | ExactNumber>
  | Set<Uint8Array>
  | PlainValue[]
  | { [name: string]: PlainValue };
