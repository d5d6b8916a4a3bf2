/** How the screen names a control, so a problem listed away from it still says where it is. */
import { rowsOf, type BuilderDraft } from './builder-draft.js';

const FIXED: Record<string, string> = {
  pk: 'Partition key',
  skOp: 'Sort key condition',
  sk: 'Sort key value',
  sk2: 'Sort key upper value',
  index: 'Index',
  limit: 'Limit',
  cap: 'Item cap',
  consistent: 'Consistent read',
  request: 'Request',
};

export function controlLabel(control: string, d: BuilderDraft): string {
  const fixed = FIXED[control];
  if (fixed) return fixed;
  const p = d.projection.findIndex((e) => e.id === control);
  if (p >= 0) return `Attribute ${p + 1} to return`;
  const [rowId] = control.split('.');
  const n = rowsOf(d.filter).findIndex((r) => r.id === rowId);
  return n >= 0 ? `Condition ${n + 1}` : control;
}
