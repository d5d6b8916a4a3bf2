/**
 * In an expression typed as text, `geo.region` is the key "region" inside the map "geo". When the
 * table has a top-level attribute named "geo.region" (a key of the table or of an index), the user
 * almost certainly meant that one: say how the text is read, and rewrite it to a #name on request.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { parseNamesMap } from '../../model/query/placeholder-maps.js';

export interface DottedNameUse {
  /** The attribute name with dots, as the table knows it. */
  name: string;
  fields: Array<'filter' | 'projection'>;
}

/** Top-level attribute names with a dot that the table's description shows (keys of the table and its indexes, projected attributes). */
export function dottedAttributeNames(table: TableDescription): string[] {
  const names = new Set<string>();
  for (const a of table.AttributeDefinitions ?? []) names.add(a.AttributeName);
  for (const i of [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])]) {
    for (const n of i.Projection?.NonKeyAttributes ?? []) names.add(n);
  }
  return [...names].filter((n) => n.includes('.') && /^[A-Za-z_][A-Za-z0-9_.]*$/.test(n));
}

function pattern(name: string): RegExp {
  // Not inside a longer path, not after a # or : (already a placeholder).
  return new RegExp(`(?<![A-Za-z0-9_#:.\\]])${name.replace(/\./g, '\\.')}(?![A-Za-z0-9_])`, 'g');
}

export function dottedNameUses(
  draft: { filter: string; projection: string },
  table: TableDescription,
): DottedNameUse[] {
  const out: DottedNameUse[] = [];
  for (const name of dottedAttributeNames(table)) {
    const fields = (['filter', 'projection'] as const).filter((f) => pattern(name).test(draft[f]));
    if (fields.length) out.push({ name, fields: [...fields] });
  }
  return out;
}

/** The draft with `name` written as a #placeholder in the filter and projection, and the placeholder in the names map. */
export function withNamePlaceholder<D extends { filter: string; projection: string; names: string }>(
  draft: D,
  name: string,
): D | { error: string } {
  const map = parseNamesMap(draft.names);
  if (!map.ok) return { error: `Expression attribute names: ${map.message}` };
  const names = { ...map.value };
  let placeholder = Object.entries(names).find(([, v]) => v === name)?.[0];
  if (!placeholder) {
    const base = `#${name.replace(/[^A-Za-z0-9_]/g, '_')}`;
    placeholder = base;
    for (let i = 1; placeholder in names; i++) placeholder = `${base}_${i}`;
    names[placeholder] = name;
  }
  const re = pattern(name);
  return {
    ...draft,
    filter: draft.filter.replace(re, placeholder),
    projection: draft.projection.replace(re, placeholder),
    names: JSON.stringify(names),
  };
}
