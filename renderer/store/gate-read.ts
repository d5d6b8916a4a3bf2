/**
 * The last stop before a read leaves the page: whatever built it (the form, the builder, a link,
 * a saved pattern, a tool's drill-down or flip), the read is judged by the one pre-send gate
 * (shared/requests/gate.ts) against the described table, and refused here with the located
 * problems instead of a round trip. The forms run the same gate earlier, beside their controls.
 */
import { REQUEST_VALIDATION, type ApiErrorShape } from '../../shared/api-errors.js';
import type { TableDescription } from '../../shared/dynamo/types.js';
import { checkRequest, describeProblems } from '../../shared/requests/gate.js';
import type { BuiltRead } from '../model/query/build-read.js';

export function gateRead(built: BuiltRead, table: TableDescription | undefined): ApiErrorShape | undefined {
  const [method, request] =
    built.operation === 'get' ? ['getItem' as const, built.request] : [built.operation, built.spec.request];
  if (!table || request.TableName !== table.TableName) return undefined;
  const problems = checkRequest(method, request, table);
  if (problems.length === 0) return undefined;
  return {
    name: REQUEST_VALIDATION,
    message: describeProblems(problems),
    field: problems[0]!.field,
    statusCode: 400,
    problems,
  };
}
