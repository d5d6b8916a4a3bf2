/**
 * What DynamoDB refuses in the values a statement writes or compares, wherever they stand (WHERE,
 * SET, INSERT's item): a number it cannot store (over 38 significant digits, 1E+126 or more, below
 * 1E-130), a map with a key twice ("Duplicate keys in tuple") or an empty key, a set (`<<...>>`)
 * of anything but all strings or all numbers, or with a member twice (1 and 1.0 are the same
 * number). Each checked against AWS DynamoDB Local (test/integration/partiql/).
 */
import { normalizeNumber, numberProblem } from '../dynamo/numbers.js';
import type { PqExpr, PqProblem, Span } from './ast.js';

/**
 * `written` holds the values a write stores (INSERT's item, SET's values), `compared` the rest:
 * DynamoDB Local compares a number with a fraction or an exponent past 38 digits (it rounds it),
 * but stores none, and takes no whole number past 38 digits anywhere.
 */
export function valueRefusals(text: string, written: readonly PqExpr[], compared: readonly PqExpr[]): PqProblem[] {
  const out: PqProblem[] = [];
  const refuse = (at: Span, message: string) =>
    out.push({ message, offset: at.offset, end: at.end, token: text.slice(at.offset, at.end) });
  let storing = true;
  const visit = (e: PqExpr): void => {
    switch (e.kind) {
      case 'literal':
        if ('N' in e.value) {
          const why = numberProblem(e.value.N);
          const rounded = !storing && /[.eE]/.test(text.slice(e.at.offset, e.at.end)) && /significant/.test(why ?? '');
          if (why && !rounded) refuse(e.at, `DynamoDB refuses this number: ${why}`);
        }
        return;
      case 'map': {
        const seen = new Set<string>();
        for (const entry of e.entries) {
          if (entry.key === '') refuse(e.at, 'a map key cannot be an empty string; DynamoDB refuses it');
          else if (seen.has(entry.key))
            refuse(
              e.at,
              `the key '${entry.key}' appears twice in this map; DynamoDB refuses the statement ("Duplicate keys in tuple") rather than keep either value`,
            );
          seen.add(entry.key);
          visit(entry.value);
        }
        return;
      }
      case 'bag':
        bag(e.items, e.at, refuse);
        e.items.forEach(visit);
        return;
      default:
        for (const child of children(e)) visit(child);
    }
  };
  written.forEach(visit);
  storing = false;
  compared.forEach(visit);
  return out;
}

function bag(items: PqExpr[], at: Span, refuse: (at: Span, message: string) => void): void {
  const types = new Set<string>();
  const members = new Set<string>();
  for (const item of items) {
    if (item.kind === 'param') continue;
    const type = item.kind === 'literal' ? Object.keys(item.value)[0]! : item.kind;
    if (type !== 'S' && type !== 'N') {
      refuse(item.at, 'a set (<< >>) holds only strings or only numbers; DynamoDB refuses anything else in it');
      return;
    }
    types.add(type);
    const v = item.kind === 'literal' ? (item.value as { S?: string; N?: string }) : {};
    const member = type === 'N' ? `N${normalizeNumber(v.N!)}` : `S${v.S!}`;
    if (members.has(member)) {
      refuse(item.at, 'this set holds the same member twice (1 and 1.0 are one number); DynamoDB refuses it');
      return;
    }
    members.add(member);
  }
  if (types.size > 1) refuse(at, 'a set (<< >>) holds only strings or only numbers, not both; DynamoDB refuses a mix');
}

/** The sub-expressions of an expression, for walks that look at every node. */
export function children(e: PqExpr): PqExpr[] {
  switch (e.kind) {
    case 'list':
    case 'bag':
      return e.items;
    case 'map':
      return e.entries.map((x) => x.value);
    case 'call':
      return e.args;
    case 'binary':
      return [e.left, e.right];
    case 'not':
    case 'negate':
    case 'is':
      return [e.operand];
    case 'between':
      return [e.operand, e.low, e.high];
    case 'in':
      return [e.operand, ...e.values];
    case 'like':
      return [e.operand, e.pattern];
    default:
      return [];
  }
}
