/** Changes: diffs, the smallest conditional write, transactions in chunks, inverses for undo. */
export { diffItems, type AttributeChange } from './attribute-diff.js';
export { keyOf, keyNamesOf, type StagedChange, type TableKey, type ChangeKind } from './change.js';
export { sameValue } from './value-equality.js';
export { planChange, changeKind, WritePlanError, MAX_EXPRESSION_BYTES } from './plan.js';
export { chunkPlans, actionBytes, TRANSACTION_MAX_ACTIONS, TRANSACTION_MAX_BYTES, type ChunkLimits } from './chunks.js';
export { inverseChange } from './inverse.js';
export { reapplyOnCurrent, keepMine } from './resolve.js';
export { nextVersion } from './version.js';
export type { WriteAction, ChangePlan, ConditionScope } from './actions.js';
