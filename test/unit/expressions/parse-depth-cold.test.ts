/**
 * The deepest nesting the parser accepts (MAX_NESTING, 2,100 levels) parsed in a fresh process,
 * where the parser is not yet optimised and its stack frames are at their largest: the case a
 * user meets on the first read of a session. It overflowed the stack there on Node 20 and 24 when
 * each level cost four calls; inside this suite's worker the parser is warm and would hide that.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const exec = promisify(execFile);
const parse = fileURLToPath(new URL('../../../shared/expressions/parse.ts', import.meta.url));

async function coldParse(filter: string): Promise<string> {
  const script = [
    `const { parseExpressions } = await import(${JSON.stringify(parse)});`,
    `const filter = ${filter};`,
    "const r = parseExpressions({ FilterExpression: filter, ExpressionAttributeValues: { ':n': { N: '1' } } });",
    "console.log(r.ok ? 'ok' : r.errors[0].message);",
  ].join('\n');
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  return stdout.trim();
}

test('2,100 levels of parentheses parse on a cold start, and one more is refused by name', async () => {
  expect(await coldParse("'('.repeat(2100) + 'a = :n' + ')'.repeat(2100)")).toBe('ok');
  expect(await coldParse("'('.repeat(2101) + 'a = :n' + ')'.repeat(2101)")).toContain('nested more than 2100 levels');
}, 60_000);
