/**
 * What a person would call an entity: the type attribute's value; else its template's literals
 * (`ORDER:LINE`); else, where keys say nothing, the attribute that names it (`StoreName` -> Store),
 * the partition key it heads (`tenantId` -> Tenant), or its distinctive attributes.
 */
import { jaccard } from './templates.js';

/** `METADATA#acme` or `order#1690000000` as a type value names the type before its delimiter. */
export function nameFromTypeValue(v: string): string {
  const m = /^([A-Za-z_$~][\w$~-]*)[#:|/]/.exec(v);
  return m ? m[1]! : v;
}

export function nameFromLiterals(literals: readonly string[], delimiter: string): string {
  return literals.join(delimiter || '#');
}

const NAMING_SUFFIX = /^(.+?)(Name|_name|Id|ID|_id|Title|_title|Key|_key|Number|_number|No|Code|_code)$/;
const GENERIC = /^(pk|sk|id|key|hash|range|partition|sort|gsi\d*pk|gsi\d*sk)$/i;

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** `tenantId` -> Tenant, `PK` -> null. */
export function nameFromKeyAttribute(attr: string): string | null {
  if (GENERIC.test(attr)) return null;
  const m = NAMING_SUFFIX.exec(attr);
  const core = m ? m[1]! : attr;
  return core.length >= 2 && !GENERIC.test(core) ? capitalise(core) : null;
}

/** A name from the attributes only this entity carries; null when it has none of its own. */
export function nameFromAttributes(own: readonly string[], others: readonly (readonly string[])[]): string | null {
  const elsewhere = new Set(others.flat());
  const distinctive = own.filter((a) => !elsewhere.has(a));
  if (distinctive.length === 0) return null;
  for (const a of distinctive) {
    const m = NAMING_SUFFIX.exec(a);
    if (m && m[1]!.length >= 2 && !GENERIC.test(m[1]!)) return capitalise(m[1]!);
  }
  return distinctive.slice(0, 2).join('+');
}

/** Groups attribute-name sets into entities: the same set, or nearly (one optional attribute). */
export function clusterByAttributes<T>(members: readonly T[], attrsOf: (m: T) => readonly string[]): T[][] {
  const clusters: { attrs: readonly string[]; members: T[] }[] = [];
  for (const m of members) {
    const a = attrsOf(m);
    const found = clusters.find((c) => {
      const set = new Set(c.attrs);
      const both = a.filter((x) => set.has(x)).length;
      const diff = a.length + c.attrs.length - 2 * both;
      return jaccard(c.attrs, a) >= 0.7 || (diff <= 1 && Math.min(a.length, c.attrs.length) >= 2);
    });
    if (found) found.members.push(m);
    else clusters.push({ attrs: a, members: [m] });
  }
  return clusters.map((c) => c.members);
}
