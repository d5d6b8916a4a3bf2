/**
 * `#name` and `:value` placeholders for one request. Every attribute name goes through a
 * placeholder (reserved words, dots and `__proto__` are then all ordinary), each name once, and
 * only placeholders the expressions use are emitted: DynamoDB refuses unused ones.
 */
import { setOwn } from '../dynamo/own-property.js';
import type { AttributeValue } from '../dynamo/types.js';

export class Placeholders {
  private readonly names = new Map<string, string>();
  private readonly values: Array<[string, AttributeValue]> = [];

  name(attribute: string): string {
    let p = this.names.get(attribute);
    if (p === undefined) {
      p = `#n${this.names.size}`;
      this.names.set(attribute, p);
    }
    return p;
  }

  value(v: AttributeValue): string {
    const p = `:v${this.values.length}`;
    this.values.push([p, v]);
    return p;
  }

  /** A copy that takes further placeholders without touching this one: to try a term and maybe drop it. */
  fork(): Placeholders {
    const copy = new Placeholders();
    for (const [k, v] of this.names) copy.names.set(k, v);
    copy.values.push(...this.values);
    return copy;
  }

  /** The placeholder maps of the request; `values` is absent when there are none. */
  maps(): {
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues?: Record<string, AttributeValue>;
  } {
    const names: Record<string, string> = {};
    for (const [attribute, p] of this.names) names[p] = attribute;
    if (this.values.length === 0) return { ExpressionAttributeNames: names };
    const values: Record<string, AttributeValue> = {};
    for (const [p, v] of this.values) setOwn(values, p, v);
    return { ExpressionAttributeNames: names, ExpressionAttributeValues: values };
  }
}
