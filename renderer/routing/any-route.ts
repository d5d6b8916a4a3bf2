/**
 * Any address the app can open: a read of the forms (`#/query?…`, `#/scan?…`, `#/get?…`) or a
 * tool's read (`#/fan-out?…`, `#/partitions?…`), and the words that name it to a person.
 */
import { parseRoute, type ParsedRoute } from './query-route.js';
import { parseToolRoute, type ToolRoute } from './tool-route.js';

export type AnyRoute = { read: ParsedRoute } | { tool: ToolRoute };

export function parseAny(hash: string): AnyRoute | null {
  const read = parseRoute(hash);
  if (read) return { read };
  const tool = parseToolRoute(hash);
  return tool ? { tool } : null;
}

const OPERATION_NAMES = { query: 'Query', scan: 'Scan', get: 'GetItem' } as const;
const TOOL_NAMES = { 'fan-out': 'Shard fan-out', partitions: 'Several partitions' } as const;

/** "Query on Orders, partition key ORG#acme": what the address reads, in a line. */
export function describeRoute(route: AnyRoute): string {
  if ('tool' in route) return `${TOOL_NAMES[route.tool.tool]} on ${route.tool.table}`;
  const d = route.read.draft;
  const index = d.operation !== 'get' && d.index ? ` (index ${d.index})` : '';
  const key = d.operation !== 'scan' && d.pk !== '' ? `, partition key ${d.pk}` : '';
  return `${OPERATION_NAMES[d.operation]} on ${d.table}${index}${key}`;
}
