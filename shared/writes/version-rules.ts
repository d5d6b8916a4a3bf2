/**
 * The version attribute of a change (optimistic locking, as DynamoDB's own SDK mappers do it): the
 * write is conditional on the version as read, and sets the next one. What a user of DynamoDB
 * expects of it decides the rules here:
 * - the attribute must be usable as a version: a number attribute the item as read holds, a whole
 *   number whose successor DynamoDB can store (38 digits: 9.99E+125 + 1 cannot be), not a key
 *   attribute (UpdateItem cannot change a key). Otherwise the change is refused with the reason,
 *   never silently written without the lock the user asked for;
 * - a version the user changed themselves is theirs: it is written as given, still conditional on
 *   the version as read, provided it goes up (a version set back lets a writer who read the lower
 *   number earlier overwrite this change unseen: that is refused), and it is not removed.
 * - otherwise the next version is read + 1.
 * Pure: the service's gate and the page's review both call it, so they say the same thing.
 */
import { compareDecimals, numberProblem, parseDecimal } from '../dynamo/numbers.js';
import type { Item } from '../dynamo/types.js';
import type { StagedChange, TableKey } from './change.js';
import { keyNamesOf } from './change.js';
import { sameValue } from './value-equality.js';
import { nextVersion } from './version.js';

/** How a change's version attribute is written: the number as read and the one written. */
export interface VersionStep {
  attribute: string;
  read: string;
  next: string;
  /** The user's own value (true) or read + 1 (false). */
  own: boolean;
}

export type VersionDecision = { step: VersionStep } | { problem: string } | { none: true };

const shown = (text: string) => (text.length > 50 ? `${text.slice(0, 47)}...` : text);

/** What the version attribute does for this change, or why it cannot be used. */
export function versionDecision(
  change: Pick<StagedChange, 'before' | 'after' | 'versionAttribute'>,
  table: TableKey,
): VersionDecision {
  const attribute = change.versionAttribute;
  const before: Item | undefined = change.before;
  if (attribute === undefined || !before) return { none: true };
  const name = `the version attribute "${shown(attribute)}"`;
  if (keyNamesOf(table).includes(attribute))
    return {
      problem: `${name} is a key attribute of the table; a key cannot be incremented, so it cannot be a version`,
    };
  const v = before[attribute];
  if (v === undefined)
    return {
      problem: `${name} is not in the item as read, so there is no version to check; add it to the item first, or commit without a version attribute`,
    };
  if (!('N' in v))
    return { problem: `${name} holds ${Object.keys(v)[0]} in the item as read; a version must be a number (N)` };
  const next = nextVersion(v.N);
  if (next === null)
    return { problem: `${name} holds ${shown(v.N)}, which is not a whole number; a version counts 1, 2, 3...` };
  const after = change.after;
  if (!after) return { step: { attribute, read: v.N, next, own: false } };
  const wanted = after[attribute];
  if (wanted === undefined)
    return {
      problem: `${name} is removed by this change; other writers rely on it to detect a change, so keep it (it will be ${shown(next)})`,
    };
  if (!sameValue(v, wanted)) {
    const mine = 'N' in wanted ? parseDecimal(wanted.N) : null;
    if (!mine || !('N' in wanted))
      return { problem: `${name} is given a ${Object.keys(wanted)[0]} value; a version must be a number (N)` };
    if (compareDecimals(mine, parseDecimal(v.N)!) <= 0)
      return {
        problem: `${name} is set to ${shown(wanted.N)}, not above ${shown(v.N)} as read; a version must go up, or a writer who read an older version could overwrite this change unseen`,
      };
    return { step: { attribute, read: v.N, next: wanted.N, own: true } };
  }
  const tooBig = numberProblem(next);
  if (tooBig)
    return {
      problem: `${name} holds ${shown(v.N)}, and ${shown(v.N)} + 1 cannot be stored: ${tooBig.replace(`"${next}"`, 'it')}`,
    };
  return { step: { attribute, read: v.N, next, own: false } };
}

/** One sentence for the review and the diff: how the version is checked and written. */
export function versionNote(step: VersionStep, deleting = false): string {
  const checked = `checked: version attribute "${shown(step.attribute)}" only (it must still be ${shown(step.read)})`;
  if (deleting) return checked;
  return step.own
    ? `${checked}; your value ${shown(step.next)} is written`
    : `${checked}; it becomes ${shown(step.next)}`;
}
