/**
 * Limit is a 32-bit integer in DynamoDB's API. AWS DynamoDB Local 1.25 answers a larger one with an
 * InternalFailure (checked in test/integration/api/limit-bound.test.ts), which tells a user nothing.
 */
import type { ExpressionProblem } from '../expressions/problems.js';

export const MAX_LIMIT = 2_147_483_647;

export function limitProblems(request: { Limit?: number }): ExpressionProblem[] {
  const limit = request.Limit;
  if (limit === undefined || limit <= MAX_LIMIT) return [];
  return [
    {
      field: 'Limit',
      message: `DynamoDB's largest Limit is ${MAX_LIMIT.toLocaleString('en-US')}; got ${limit.toLocaleString('en-US')}`,
    },
  ];
}
