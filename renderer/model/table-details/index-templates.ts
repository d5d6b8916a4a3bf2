/**
 * Each index's key templates as the table's design has them (`GSI1PK = ORG#{orgId}`), one line per
 * entity that fills the index's keys, so the Indexes table says what an overloaded index holds and
 * not only its attribute names. An entity that fills none of them is not in the (sparse) index.
 * Pure: the design comes from an imported model or from what the reads inferred.
 */
import type { TableDesign } from '../../../shared/design/model/table-design.js';

export interface IndexTemplates {
  entity: string;
  /** `attribute = template`, partition key first. */
  keys: string[];
}

export function indexKeyTemplates(
  design: TableDesign | null | undefined,
  keys: readonly { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[],
): IndexTemplates[] {
  if (!design) return [];
  const ordered = [...keys].sort((a, b) => (a.KeyType === b.KeyType ? 0 : a.KeyType === 'HASH' ? -1 : 1));
  const out: IndexTemplates[] = [];
  for (const e of design.entities) {
    const lines = ordered.flatMap((k) => {
      const t = e.keys[k.AttributeName];
      return t === undefined ? [] : [`${k.AttributeName} = ${t}`];
    });
    if (lines.length > 0) out.push({ entity: e.name, keys: lines });
  }
  return out;
}
