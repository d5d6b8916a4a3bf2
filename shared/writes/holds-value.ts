/**
 * Condition terms that hold exactly when an attribute (or a path inside one) still has a value.
 * Scalars and sets are compared with `=` (by value: "1.0" = "1", sets in any order). A list or
 * map is compared element by element, with its type and size, rather than with one `=`: dynalite
 * (the sandbox) never finds two lists or maps equal, and AWS DynamoDB Local agrees element-wise
 * comparison means the same (test/integration/writes).
 */
import type { AttributeValue } from '../dynamo/types.js';
import type { Placeholders } from './placeholders.js';

export function holdsValueTerms(path: string, v: AttributeValue, p: Placeholders, out: string[]): void {
  if ('L' in v) {
    out.push(
      `attribute_type(${path}, ${p.value({ S: 'L' })})`,
      `size(${path}) = ${p.value({ N: String(v.L.length) })}`,
    );
    v.L.forEach((e, i) => holdsValueTerms(`${path}[${i}]`, e, p, out));
    return;
  }
  if ('M' in v) {
    const keys = Object.keys(v.M);
    out.push(
      `attribute_type(${path}, ${p.value({ S: 'M' })})`,
      `size(${path}) = ${p.value({ N: String(keys.length) })}`,
    );
    for (const k of keys) holdsValueTerms(`${path}.${p.name(k)}`, v.M[k]!, p, out);
    return;
  }
  out.push(`${path} = ${p.value(v)}`);
}
