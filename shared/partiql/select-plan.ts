/**
 * What a PartiQL SELECT will do on DynamoDB, and what it costs: a Query only when its WHERE sets
 * the partition key (of the table, or of the index named as "Table"."Index") with = or IN; a
 * GetItem when it sets the whole primary key of the table with =; anything else is a full Scan.
 * The rest of the WHERE is filters: read, then dropped. The plan feeds the same estimate as the
 * read form's (shared/cost).
 */
import type { TableDescription } from '../dynamo/types.js';
import { keySchemaFor } from '../expressions/key-schema.js';
import type { ReadPlan } from '../cost/read-plan.js';
import { isKeyword, PartiqlProblem, tokenize, type Token } from './tokens.js';

export interface SelectPlan {
  plan: ReadPlan;
  /** Why it is a Scan, when it is one: the warning the editor shows. */
  scanWarning?: string;
}

/** DynamoDB's limits on IN: 50 partition-key values, 100 of anything else. */
export const IN_PARTITION_KEY_MAX = 50;
export const IN_OTHER_MAX = 100;

interface Conjunct {
  tokens: Token[];
  text: string;
}

/** `FROM "T"` or `FROM "T"."I"`: the table and index named, and where the FROM ends. */
function fromClause(tokens: Token[]): { table: string; index?: string; end: number } {
  const at = tokens.findIndex((t) => isKeyword(t, 'FROM'));
  if (at < 0) throw new PartiqlProblem('a SELECT needs FROM and a table name', tokens[0]?.at ?? 0);
  const name = (t: Token | undefined) => (t && (t.kind === 'quoted' || t.kind === 'name') ? t.text : undefined);
  const table = name(tokens[at + 1]);
  if (!table) throw new PartiqlProblem('FROM needs a table name', tokens[at]!.at);
  if (tokens[at + 2]?.text === '.' && tokens[at + 2]!.kind === 'punct') {
    const index = name(tokens[at + 3]);
    if (!index) throw new PartiqlProblem('after "Table". comes the index name', tokens[at + 2]!.at);
    return { table, index, end: at + 4 };
  }
  return { table, end: at + 2 };
}

function splitAnd(tokens: Token[], source: string): Conjunct[] {
  const parts: Token[][] = [[]];
  let depth = 0;
  let between = 0;
  for (const t of tokens) {
    if (t.kind === 'punct' && '([{'.includes(t.text)) depth++;
    if (t.kind === 'punct' && ')]}'.includes(t.text)) depth--;
    if (depth === 0 && isKeyword(t, 'BETWEEN')) between++;
    if (depth === 0 && isKeyword(t, 'AND')) {
      if (between > 0) between--;
      else {
        parts.push([]);
        continue;
      }
    }
    parts[parts.length - 1]!.push(t);
  }
  return parts
    .filter((p) => p.length > 0)
    .map((p) => {
      const last = p[p.length - 1]!;
      const end =
        last.at + (last.kind === 'quoted' || last.kind === 'string' ? last.text.length + 2 : last.text.length);
      return { tokens: p, text: source.slice(p[0]!.at, end) };
    });
}

const attr = (t: Token | undefined) => (t && (t.kind === 'quoted' || t.kind === 'name') ? t.text : undefined);

/** `k = v` → ['=', 1 value]; `k IN [a, b]` → ['IN', 2 values]; else null. */
function keyTest(c: Conjunct): { name: string; op: '=' | 'IN'; values: number } | null {
  const [a, op, ...rest] = c.tokens;
  const name = attr(a);
  if (!name) return null;
  if (
    op?.kind === 'op' &&
    op.text === '=' &&
    rest.length === 1 &&
    ['string', 'number', 'param'].includes(rest[0]!.kind)
  )
    return { name, op: '=', values: 1 };
  if (isKeyword(op, 'IN'))
    return { name, op: 'IN', values: rest.filter((t) => ['string', 'number', 'param'].includes(t.kind)).length };
  return null;
}

/** A condition DynamoDB can apply as the sort-key part of a Query: a comparison, BETWEEN or begins_with. */
function sortKeyTest(c: Conjunct, sk: string | undefined): 'equal' | 'range' | null {
  if (!sk) return null;
  const [a, op, b, d] = c.tokens;
  if (attr(a) === sk && op?.kind === 'op' && ['=', '<', '<=', '>', '>='].includes(op.text) && c.tokens.length === 3)
    return op.text === '=' ? 'equal' : 'range';
  if (attr(a) === sk && isKeyword(op, 'BETWEEN') && c.tokens.length === 5) return 'range';
  if (
    a?.kind === 'name' &&
    a.text.toLowerCase() === 'begins_with' &&
    op?.text === '(' &&
    attr(b) === sk &&
    d?.text === ','
  )
    return 'range';
  return null;
}

export function planSelect(statement: string, table: TableDescription): SelectPlan {
  const tokens = tokenize(statement).filter((t) => !(t.kind === 'punct' && t.text === ';'));
  if (!isKeyword(tokens[0], 'SELECT')) throw new PartiqlProblem('this explains SELECT statements', tokens[0]?.at ?? 0);
  const from = fromClause(tokens);
  if (from.table !== table.TableName)
    throw new PartiqlProblem(`the statement reads "${from.table}", not "${table.TableName}"`, tokens[0]!.at);
  const schema = keySchemaFor(table, from.index);
  if (!schema.ok) throw new PartiqlProblem(schema.message, tokens[0]!.at);
  const whereAt = tokens.findIndex((t, i) => i >= from.end && isKeyword(t, 'WHERE'));
  const where = whereAt < 0 ? [] : tokens.slice(whereAt + 1);
  const hasTopOr = (() => {
    let depth = 0;
    for (const t of where) {
      if (t.kind === 'punct' && '([{'.includes(t.text)) depth++;
      if (t.kind === 'punct' && ')]}'.includes(t.text)) depth--;
      if (depth === 0 && isKeyword(t, 'OR')) return true;
    }
    return false;
  })();
  const conjuncts = hasTopOr
    ? [{ tokens: where, text: statement.slice(where[0]!.at).trim() }]
    : splitAnd(where, statement);
  const pk = schema.schema.partitionKey;
  const sk = schema.schema.sortKey;
  let pkPart: Conjunct | undefined;
  let skPart: Conjunct | undefined;
  let skEqual = false;
  for (const c of conjuncts) {
    const k = keyTest(c);
    if (k && k.op === 'IN' && k.values > (k.name === pk ? IN_PARTITION_KEY_MAX : IN_OTHER_MAX)) {
      throw new PartiqlProblem(
        `IN takes at most ${k.name === pk ? `${IN_PARTITION_KEY_MAX} partition-key values` : `${IN_OTHER_MAX} values`}; this one has ${k.values}`,
        c.tokens[0]!.at,
      );
    }
    const skTest = sortKeyTest(c, sk);
    if (k && k.name === pk && !pkPart) pkPart = c;
    else if (skTest && !skPart) {
      skPart = c;
      skEqual = skTest === 'equal';
    }
  }
  const base = {
    tableName: table.TableName,
    ...(from.index ? { indexName: from.index } : {}),
    consistency: 'eventual' as const,
  };
  if (!pkPart) {
    const filters = conjuncts.map((c) => c.text);
    return {
      plan: { ...base, operation: 'Scan', filters },
      scanWarning: `No = or IN on the partition key ${pk}: DynamoDB reads the whole ${from.index ? `index ${from.index}` : 'table'} (a Scan), and every condition is a filter you pay for.`,
    };
  }
  const wholeKey = !from.index && keyTest(pkPart)!.op === '=' && (!sk || skEqual);
  const keyParts = [pkPart, ...(skPart ? [skPart] : [])];
  const filters = conjuncts.filter((c) => !keyParts.includes(c)).map((c) => c.text);
  const operation = wholeKey && filters.length === 0 ? 'GetItem' : 'Query';
  return {
    plan: {
      ...base,
      operation,
      keyCondition: keyParts.map((c) => c.text).join(' AND '),
      sortKeyCondition: skPart !== undefined && operation === 'Query',
      filters,
    },
  };
}
