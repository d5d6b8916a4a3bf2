/**
 * The attribute a value placeholder is compared with in a request's key condition or filter, as a
 * person reads it ("PK", "address.city", "size of tags"), so a pattern's slot box can say what it
 * fills. Undefined when the placeholder is used some other way.
 */
import type { PatternRequest } from './saved-patterns.js';

const PATH = String.raw`((?:#[A-Za-z0-9_]+|[A-Za-z_][A-Za-z0-9_]*)(?:\.(?:#[A-Za-z0-9_]+|[A-Za-z_][A-Za-z0-9_]*)|\[\d+\])*)`;
const CMP = String.raw`(?:=|<>|<=|>=|<|>)`;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function slotAttribute(
  request: Pick<PatternRequest, 'KeyConditionExpression' | 'FilterExpression' | 'ExpressionAttributeNames'>,
  placeholder: string,
): string | undefined {
  const ph = `${escape(placeholder)}(?![A-Za-z0-9_])`;
  const patterns: Array<[RegExp, (path: string) => string]> = [
    [new RegExp(String.raw`size\s*\(\s*${PATH}\s*\)\s*${CMP}\s*${ph}`, 'i'), (p) => `size of ${p}`],
    [new RegExp(String.raw`${PATH}\s*${CMP}\s*${ph}`), (p) => p],
    [new RegExp(String.raw`${ph}\s*${CMP}\s*${PATH}`), (p) => p],
    [new RegExp(String.raw`(?:begins_with|contains)\s*\(\s*${PATH}\s*,\s*${ph}\s*\)`, 'i'), (p) => p],
    [new RegExp(String.raw`${PATH}\s+BETWEEN\s+${ph}`, 'i'), (p) => p],
    [new RegExp(String.raw`${PATH}\s+BETWEEN\s+:[A-Za-z0-9_]+\s+AND\s+${ph}`, 'i'), (p) => p],
    [new RegExp(String.raw`${PATH}\s+IN\s*\([^)]*${ph}`, 'i'), (p) => p],
  ];
  const names = request.ExpressionAttributeNames ?? {};
  const readable = (path: string) => path.replace(/#[A-Za-z0-9_]+/g, (n) => names[n] ?? n);
  for (const text of [request.KeyConditionExpression, request.FilterExpression]) {
    if (!text) continue;
    for (const [re, say] of patterns) {
      const m = re.exec(text);
      // `size` and the function names match PATH too: a bare keyword is never the attribute.
      if (m && !/^(size|begins_with|contains|AND|OR|NOT)$/i.test(m[1]!)) return say(readable(m[1]!));
    }
  }
  return undefined;
}
