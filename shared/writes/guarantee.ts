/**
 * What a planned write's condition guarantees, in the words the page shows beside the diff and in
 * a commit's outcome: a user deleting an item of 500 attributes should know that the condition
 * compares 150 of them and a consistent read just before compares the rest, not believe every
 * value was checked atomically.
 */
import type { ChangePlan } from './actions.js';
import { versionNote } from './version-rules.js';

/** One sentence for any plan: "checked: ...". */
export function guaranteeText(plan: Pick<ChangePlan, 'scope' | 'checked' | 'version' | 'kind' | 'diff'>): string {
  if (plan.version) return versionNote(plan.version, plan.kind === 'delete');
  switch (plan.scope) {
    case 'as read':
      return 'checked: every value as read';
    case 'key free':
      return 'checked: no item has this key yet';
    case 'version':
      return 'checked: version attribute only';
    case 'changed attributes':
      return `checked: the ${plan.diff.length} attribute${plan.diff.length === 1 ? '' : 's'} this change writes, not the others (a condition on every value would pass DynamoDB's limit of 4 KB and 300 operators per expression)`;
    case 'some attributes': {
      const { attributes, of } = plan.checked ?? { attributes: 0, of: 0 };
      return `checked: ${attributes} of ${of} attributes in the write's condition (every value would pass DynamoDB's limit of 4 KB and 300 operators per expression); the whole item is compared by a consistent read just before`;
    }
  }
}

/** The sentence when the guarantee is less than "every value as read" (or a free key), else undefined. */
export function guaranteeNote(plan: ChangePlan): string | undefined {
  if (plan.actions.length === 0 || (!plan.version && (plan.scope === 'as read' || plan.scope === 'key free')))
    return undefined;
  const text = guaranteeText(plan);
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
