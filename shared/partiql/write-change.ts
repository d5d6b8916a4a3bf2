/**
 * A PartiQL write as a staged change (shared/writes), decided on the item as read: INSERT is a new
 * item (a put only if its key is free); UPDATE is an edit of the item, its SET and REMOVE applied
 * to it; DELETE is a delete of it; the last two are then conditional on the item as read when
 * committed. What DynamoDB would refuse on this item is refused here, with its reason: INSERT of a
 * key that exists (DuplicateItem), UPDATE of an item that is not there or a WHERE condition that
 * is false (ConditionalCheckFailedException), a SET that DynamoDB cannot apply.
 */
import type { Item } from '../dynamo/types.js';
import { diffItems } from '../writes/attribute-diff.js';
import type { StagedChange } from '../writes/change.js';
import type { PqProblem } from './ast.js';
import { holdsOn } from './condition-eval.js';
import { Untranslatable } from './to-condition.js';
import { applyUpdate } from './update-apply.js';
import type { WriteTarget } from './write-targets.js';

export type WriteChange =
  | { ok: true; change: StagedChange }
  /** DynamoDB would accept it, and it would change nothing: nothing is staged. */
  | { ok: true; change?: undefined; nothing: string }
  | { ok: false; problem: PqProblem };

const keyText = (key: Item) =>
  Object.entries(key)
    .map(([k, v]) => `${k} ${JSON.stringify(Object.values(v)[0])}`)
    .join(', ');

export function writeChange(target: WriteTarget, current: Item | undefined, id: string): WriteChange {
  const { statement: s, piece } = target;
  const problem = (message: string, at: { offset: number; end: number } = s.at): WriteChange => ({
    ok: false,
    problem: {
      message,
      offset: piece.offset + at.offset,
      end: piece.offset + at.end,
      token: piece.text.slice(at.offset, at.end),
    },
  });
  try {
    if (s.kind === 'insert') {
      if (current)
        return problem(
          `an item with this key (${keyText(target.key)}) already exists; DynamoDB refuses the INSERT (DuplicateItem): use UPDATE to change it`,
        );
      return { ok: true, change: { id, TableName: target.TableName, after: target.item! } };
    }
    if (!current) {
      if (s.kind === 'delete')
        return { ok: true, nothing: `no item has this key (${keyText(target.key)}): nothing to delete` };
      return problem(
        `no item has this key (${keyText(target.key)}); an UPDATE never creates one, DynamoDB answers ConditionalCheckFailedException: use INSERT`,
      );
    }
    for (const c of target.conditions) {
      if (!holdsOn(c, current, target.params))
        return problem(
          `this condition is false for the item as read; DynamoDB would answer ConditionalCheckFailedException`,
          c.at,
        );
    }
    if (s.kind === 'delete') return { ok: true, change: { id, TableName: target.TableName, before: current } };
    const after = applyUpdate(current, s.actions, target.params);
    if (diffItems(current, after).length === 0)
      return { ok: true, nothing: `the item (${keyText(target.key)}) already holds these values: nothing to stage` };
    return { ok: true, change: { id, TableName: target.TableName, before: current, after } };
  } catch (e) {
    if (e instanceof Untranslatable) return problem(e.message, e.at);
    throw e;
  }
}
