/**
 * What the sandbox's dynalite cannot run, refused before it is sent with the real reason. dynalite
 * evaluates `x IN (a)` by reading the type of each list member, and a member that is an attribute
 * the item lacks throws inside it (`:v IN (a)`, `title IN (words)`): the sandbox's process dies on
 * the first such item, the SDK tries again, and the read ended in the sandbox's time bound with an
 * explanation about nested parentheses. DynamoDB Local and AWS run it; this check is for the
 * sandbox only, and the request goes to them as written.
 */
import { ApiError } from '../../shared/api-errors.js';
import { tokenize, type Token } from '../../shared/expressions/tokenizer.js';
import { quoteShort } from '../../shared/text/quote-short.js';

export const SANDBOX_UNSUPPORTED = 'SandboxUnsupportedExpression';

/** An IN list member that is an attribute (not a :value), which dynalite cannot take. */
export function attributeInInList(expression: string): { member: string; offset: number } | undefined {
  const tokens = tokenize(expression);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.keyword !== 'IN' || tokens[i + 1]?.text !== '(') continue;
    let depth = 0;
    let first: Token | undefined;
    let last: Token | undefined;
    for (let j = i + 2; j < tokens.length && tokens[j]!.kind !== 'end'; j++) {
      const t = tokens[j]!;
      const closes = depth === 0 && (t.text === ')' || t.text === ',');
      if (closes) {
        if (first && first.kind !== 'valueRef')
          return { member: expression.slice(first.offset, last!.offset + last!.text.length), offset: first.offset };
        first = undefined;
        if (t.text === ')') break;
        continue;
      }
      if (t.text === '(' || t.text === '[') depth++;
      if (t.text === ')' || t.text === ']') depth--;
      first ??= t;
      last = t;
    }
  }
  return undefined;
}

export function refuseForSandbox(field: 'FilterExpression', expression: string | undefined): void {
  if (!expression) return;
  const found = attributeInInList(expression);
  if (!found) return;
  throw new ApiError({
    name: SANDBOX_UNSUPPORTED,
    field,
    statusCode: 400,
    problems: [
      { field, message: `dynalite cannot take an attribute in an IN list`, token: found.member, offset: found.offset },
    ],
    message:
      `${field}: the local sandbox (dynalite) cannot run IN with an attribute in its list (${quoteShort(found.member)}): ` +
      'it fails on every item that lacks that attribute, so the read would end in a crash, not an answer. ' +
      `Write "x IN (${found.member})" as "x = ${found.member}" (joined with OR for several), which means the same; DynamoDB Local and AWS run it as written.`,
  });
}
