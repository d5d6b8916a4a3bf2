/**
 * What a person would call an entity: the type attribute's value; else its template's literals
 * (`ORDER:LINE`); else, where keys say nothing, the attribute that names it (`StoreName` -> Store),
 * the partition key it heads (`tenantId` -> Tenant), or its distinctive attributes.
 */
import { jaccard } from './templates-from-classes.js';

/** `METADATA#acme` or `order#1690000000` as a type value names the type before its delimiter. */
export function nameFromTypeValue(v: string): string {
  const m = /^([A-Za-z_$~][\w$~-]*)[#:|/]/.exec(v);
  return m ? m[1]! : v;
}

const NAMESPACE = /^(.*?[#:|/.])[A-Za-z]/;

/**
 * Names for a table's type values taken together: a prefix every value shares (`entity#Order`,
 * `app.Customer`) is a namespace, not the name; values that differ only in case (`Order`, `ORDER`,
 * `order`, written over the years) are one entity, called by its most common spelling.
 */
export function typeValueNames(counts: ReadonlyMap<string, number>): (value: string) => string {
  const values = [...counts.keys()];
  let prefix = '';
  if (values.length >= 2) {
    const first = NAMESPACE.exec(values[0]!)?.[1];
    if (first !== undefined) {
      // The longest delimiter-ended prefix of the first value that every value starts with.
      for (let end = first.length; end > 0; end--) {
        const p = values[0]!.slice(0, end);
        if (/[#:|/.]$/.test(p) && values.every((v) => v.startsWith(p) && v.length > p.length)) {
          prefix = p;
          break;
        }
      }
    }
  }
  const base = (v: string) => nameFromTypeValue(prefix === '' ? v : v.slice(prefix.length));
  const spellings = new Map<string, Map<string, number>>();
  for (const [v, n] of counts) {
    const name = base(v);
    let m = spellings.get(name.toLowerCase());
    if (m === undefined) spellings.set(name.toLowerCase(), (m = new Map()));
    m.set(name, (m.get(name) ?? 0) + n);
  }
  const chosen = new Map([...spellings].map(([k, m]) => [k, [...m].reduce((a, b) => (b[1] > a[1] ? b : a))[0]]));
  return (v) => {
    const name = base(v);
    return chosen.get(name.toLowerCase()) ?? name;
  };
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

/** A name from an attribute only this entity carries that names something (`storeNumber` -> Store). */
export function nameFromNamingAttribute(own: readonly string[], others: readonly (readonly string[])[]): string | null {
  const elsewhere = new Set(others.flat());
  for (const a of own) {
    if (elsewhere.has(a)) continue;
    const m = NAMING_SUFFIX.exec(a);
    if (m && m[1]!.length >= 2 && !GENERIC.test(m[1]!)) return capitalise(m[1]!);
  }
  return null;
}

/** A name from the attributes only this entity carries; null when it has none of its own. */
export function nameFromAttributes(own: readonly string[], others: readonly (readonly string[])[]): string | null {
  const elsewhere = new Set(others.flat());
  const distinctive = own.filter((a) => !elsewhere.has(a));
  if (distinctive.length === 0) return null;
  return nameFromNamingAttribute(distinctive, []) ?? distinctive.slice(0, 2).join('+');
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
