/**
 * The smallest write that cannot lose data, for one staged change:
 * - an edit is one UpdateItem that SETs and REMOVEs only the attributes that changed, on the
 *   condition that the item still holds every value as read (or, with a version attribute, that
 *   the version is unchanged; it is then incremented);
 * - a new item is a PutItem only if its key is free;
 * - a delete is a DeleteItem only if the item is as read;
 * - a key change (a move) is a delete of the old item, if unchanged, and a put of the new one, if
 *   its key is free: two actions that must go in one transaction.
 * Pure: the service sends these actions as they are (shared/writes/actions.ts has their shapes).
 */
import { setOwn } from '../dynamo/own-property.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import { diffItems, type AttributeChange } from './attribute-diff.js';
import { keyNamesOf, keyOf, type ChangeKind, type StagedChange, type TableKey } from './change.js';
import { holdsValueTerms } from './holds-value.js';
import { Placeholders } from './placeholders.js';
import { sameValue } from './value-equality.js';
import { versionDecision } from './version-rules.js';
import { attributeTerms, conditionCost, fits, mostThatFit } from './as-read-condition.js';
import type { ChangePlan, ConditionScope, WriteAction } from './actions.js';

/** DynamoDB's limit on each expression of a request. */
export const MAX_EXPRESSION_BYTES = 4096;

export class WritePlanError extends Error {
  constructor(
    readonly changeId: string,
    message: string,
  ) {
    super(message);
    this.name = 'WritePlanError';
  }
}

export function changeKind(change: StagedChange, table: TableKey): ChangeKind {
  const { before, after } = change;
  if (!before) return after ? 'create' : 'none';
  if (!after) return 'delete';
  if (!sameKey(before, after, table)) return 'move';
  return diffItems(before, after).length === 0 ? 'none' : 'edit';
}

function sameKey(a: Item, b: Item, table: TableKey): boolean {
  return keyNamesOf(table).every((k) => a[k] !== undefined && b[k] !== undefined && sameValue(a[k]!, b[k]!));
}

export function planChange(change: StagedChange, table: TableKey): ChangePlan {
  const kind = changeKind(change, table);
  for (const [which, item] of [
    ['before', change.before],
    ['after', change.after],
  ] as const) {
    const missing = item && keyNamesOf(table).filter((k) => item[k] === undefined);
    if (missing && missing.length > 0) {
      throw new WritePlanError(
        change.id,
        `the item ${which === 'before' ? 'as read' : 'as changed'} lacks its key attribute${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(' and ')}`,
      );
    }
  }
  const before = change.before;
  const decision = kind === 'none' || kind === 'create' ? { none: true as const } : versionDecision(change, table);
  if ('problem' in decision) throw new WritePlanError(change.id, decision.problem);
  const step = 'step' in decision ? decision.step : undefined;
  const after = change.after && step ? withVersion(change.after, step.attribute, step.next) : change.after;
  const base = {
    changeId: change.id,
    kind,
    diff: diffItems(before, after),
    result: after,
    ...(step ? { version: step } : {}),
  };
  switch (kind) {
    case 'none':
      return { ...base, actions: [], scope: 'as read', result: before };
    case 'create':
      return { ...base, actions: [putIfKeyFree(change.TableName, after!, table)], scope: 'key free' };
    case 'delete':
      return { ...base, ...deleteIfAsRead(change, table, step?.read) };
    case 'move': {
      const { actions, ...removal } = deleteIfAsRead(change, table, step?.read);
      return { ...base, ...removal, actions: [...actions, putIfKeyFree(change.TableName, after!, table)] };
    }
    case 'edit':
      return {
        ...base,
        ...updateIfAsRead(change.TableName, before!, base.diff, table, change.versionAttribute, step?.read),
      };
  }
}

function withVersion(item: Item, attribute: string, next: string): Item {
  const out: Item = {};
  for (const k of Object.keys(item)) setOwn(out, k, item[k]!);
  setOwn<AttributeValue>(out, attribute, { N: next });
  return out;
}

function putIfKeyFree(TableName: string, item: Item, table: TableKey): WriteAction {
  const p = new Placeholders();
  return {
    Put: {
      TableName,
      Item: item,
      ConditionExpression: `attribute_not_exists(${p.name(table.partitionKey)})`,
      ...p.maps(),
    },
  };
}

/**
 * The condition that the item is as read, in the widest scope that fits DynamoDB's 4 KB limit:
 * every attribute as read, else only the changed ones (still catching a concurrent change of
 * what this write touches).
 */
function asReadCondition(
  before: Item,
  changes: readonly AttributeChange[],
  table: TableKey,
  versionAttribute: string | undefined,
  version: string | undefined,
  p: Placeholders,
  scope: 'version' | 'as read' | 'changed attributes',
): string {
  const terms = [`attribute_exists(${p.name(table.partitionKey)})`];
  if (scope === 'version') {
    terms.push(`${p.name(versionAttribute!)} = ${p.value({ N: version! })}`);
    return terms.join(' AND ');
  }
  const keys = new Set(keyNamesOf(table));
  const names =
    scope === 'as read' ? Object.keys(before) : changes.filter((c) => c.kind !== 'added').map((c) => c.name);
  for (const name of names) {
    if (!keys.has(name)) holdsValueTerms(p.name(name), before[name]!, p, terms);
  }
  for (const c of changes) if (c.kind === 'added') terms.push(`attribute_not_exists(${p.name(c.name)})`);
  return terms.join(' AND ');
}

function scopesFor(version: string | undefined): Array<'version' | 'as read' | 'changed attributes'> {
  return version !== undefined ? ['version'] : ['as read', 'changed attributes'];
}

type Guarded = Pick<ChangePlan, 'actions' | 'scope' | 'checked' | 'readFirst'>;

/**
 * A delete on the condition that the item is as read: the version alone when there is one, else
 * every attribute when that fits DynamoDB's limits, else the most attributes that fit, with the
 * whole item compared by a consistent read just before (as-read-condition.ts).
 */
function deleteIfAsRead(change: StagedChange, table: TableKey, version: string | undefined): Guarded {
  const before = change.before!;
  const Key = keyOf(before, table);
  const TableName = change.TableName;
  if (version !== undefined) {
    const p = new Placeholders();
    const ConditionExpression = asReadCondition(before, [], table, change.versionAttribute, version, p, 'version');
    return { actions: [{ Delete: { TableName, Key, ConditionExpression, ...p.maps() } }], scope: 'version' };
  }
  const keys = new Set(keyNamesOf(table));
  const others = Object.keys(before).filter((n) => !keys.has(n));
  const head = (p: Placeholders) => [`attribute_exists(${p.name(table.partitionKey)})`];
  const p = new Placeholders();
  const terms = head(p);
  for (const name of others) terms.push(...attributeTerms(name, before[name]!, p));
  const maps = p.maps();
  if (fits(conditionCost(terms, maps.ExpressionAttributeNames, maps.ExpressionAttributeValues)))
    return {
      actions: [{ Delete: { TableName, Key, ConditionExpression: terms.join(' AND '), ...maps } }],
      scope: 'as read',
    };
  const part = mostThatFit(before, others, head, () => new Placeholders());
  return {
    actions: [
      { Delete: { TableName, Key, ConditionExpression: part.terms.join(' AND '), ...part.placeholders.maps() } },
    ],
    scope: 'some attributes',
    checked: { attributes: part.checked, of: part.of },
    readFirst: before,
  };
}

function updateIfAsRead(
  TableName: string,
  before: Item,
  changes: AttributeChange[],
  table: TableKey,
  versionAttribute: string | undefined,
  version: string | undefined,
): { actions: WriteAction[]; scope: ConditionScope } {
  let last: { actions: WriteAction[]; scope: ConditionScope } | undefined;
  for (const scope of scopesFor(version)) {
    const p = new Placeholders();
    const sets: string[] = [];
    const removes: string[] = [];
    for (const c of changes) {
      if (c.kind === 'removed') removes.push(p.name(c.name));
      else sets.push(`${p.name(c.name)} = ${p.value(c.after)}`);
    }
    const UpdateExpression = [
      sets.length ? `SET ${sets.join(', ')}` : '',
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const ConditionExpression = asReadCondition(before, changes, table, versionAttribute, version, p, scope);
    const cost = conditionCost(
      ConditionExpression.split(' AND '),
      p.maps().ExpressionAttributeNames,
      p.maps().ExpressionAttributeValues,
    );
    last = {
      actions: [
        { Update: { TableName, Key: keyOf(before, table), UpdateExpression, ConditionExpression, ...p.maps() } },
      ],
      scope,
    };
    if (fits(cost)) return last;
  }
  return last!;
}
