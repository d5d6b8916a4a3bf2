/**
 * Where "Create table" creates: the dialog has a target connection, since the design is often
 * read on AWS and the table wanted on DynamoDB Local (issue 31's "a local table from a design").
 * Its default: when the design is read on an AWS connection, the first local endpoint the app
 * knows (DynamoDB Local, LocalStack: an endpoint on this machine or network), else the sandbox; when
 * it is read on a local connection already, that one. And the new table's name, free on the target.
 */
import type { ConnectionInfo } from '../../../shared/api.js';
import { isLocalConnection } from '../cost-estimate/guard-settings.js';

export function defaultCreateTarget(
  current: ConnectionInfo | undefined,
  connections: readonly ConnectionInfo[],
): string | undefined {
  if (!current || isLocalConnection(current)) return current?.id;
  // An endpoint whose secret must be typed again cannot be written to until it is: not a default.
  const usable = connections.filter((c) => isLocalConnection(c) && !c.needsSecret);
  return (usable.find((c) => c.kind === 'endpoint') ?? usable.find((c) => c.kind === 'sandbox') ?? current).id;
}

/** A name no table on the target has: the design's own, else with "-local" (and a number) after it. */
export function freeTableName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  for (let n = 1; ; n++) {
    const candidate = `${name}-local${n === 1 ? '' : `-${n}`}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
