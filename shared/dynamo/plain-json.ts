/**
 * JSON text of items. The plain rendering writes N values with their exact digits (JSON has no
 * precision limit; only JSON.parse into a float has one), B as base64 and sets as arrays.
 */
import { normalizeNumber } from './numbers.js';
import type { AttributeValue, Item } from './types.js';

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

function numberJson(text: string): string {
  const t = text.trim();
  return JSON_NUMBER.test(t) ? t : normalizeNumber(t);
}

type Node =
  { kind: 'raw'; text: string } | { kind: 'list'; items: Node[] } | { kind: 'map'; entries: [string, Node][] };

function raw(text: string): Node {
  return { kind: 'raw', text };
}

function toNode(v: AttributeValue): Node {
  if ('S' in v) return raw(JSON.stringify(v.S));
  if ('N' in v) return raw(numberJson(v.N));
  if ('B' in v) return raw(JSON.stringify(v.B));
  if ('BOOL' in v) return raw(v.BOOL ? 'true' : 'false');
  if ('NULL' in v) return raw('null');
  if ('L' in v) return { kind: 'list', items: v.L.map(toNode) };
  if ('M' in v) return mapNode(v.M);
  if ('SS' in v) return { kind: 'list', items: v.SS.map((s) => raw(JSON.stringify(s))) };
  if ('NS' in v) return { kind: 'list', items: v.NS.map((n) => raw(numberJson(n))) };
  return { kind: 'list', items: v.BS.map((b) => raw(JSON.stringify(b))) };
}

function mapNode(m: Record<string, AttributeValue>): Node {
  return { kind: 'map', entries: Object.keys(m).map((k) => [k, toNode(m[k]!)]) };
}

function write(node: Node, indent: string, depth: number): string {
  if (node.kind === 'raw') return node.text;
  const open = node.kind === 'list' ? '[' : '{';
  const close = node.kind === 'list' ? ']' : '}';
  const parts =
    node.kind === 'list'
      ? node.items.map((n) => write(n, indent, depth + 1))
      : node.entries.map(([k, n]) => `${JSON.stringify(k)}:${indent ? ' ' : ''}${write(n, indent, depth + 1)}`);
  if (parts.length === 0) return open + close;
  if (!indent) return open + parts.join(',') + close;
  const inner = indent.repeat(depth + 1);
  return `${open}\n${inner}${parts.join(`,\n${inner}`)}\n${indent.repeat(depth)}${close}`;
}

function indentText(indent: number | string | undefined): string {
  if (indent === undefined) return '';
  return typeof indent === 'number' ? ' '.repeat(Math.max(0, Math.min(10, indent))) : indent.slice(0, 10);
}

/** An item as plain JSON (`{"pk":"ORG#acme","n":12345678901234567890123456}`), digits kept exact. */
export function toPlainJson(item: Item, indent?: number | string): string {
  return write(mapNode(item), indentText(indent), 0);
}

/** One attribute value as plain JSON. */
export function attributeToPlainJson(v: AttributeValue, indent?: number | string): string {
  return write(toNode(v), indentText(indent), 0);
}

/** An item as DynamoDB JSON (`{"pk":{"S":"ORG#acme"}}`), the form the API and the CLI take. */
export function toDynamoJson(item: Item, indent?: number | string): string {
  return JSON.stringify(item, null, indent);
}
