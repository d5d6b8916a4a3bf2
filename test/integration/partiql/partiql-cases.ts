/**
 * The PartiQL fidelity cases: SELECTs of every shape the app classifies (GetItem, Query on the
 * table, an index, IN over partitions, Scan), every condition, projection and ORDER BY form, what
 * DynamoDB refuses, and writes (sent to the scratch table). Each is named by what it varies.
 */
import type { AttributeValue, TableDescription } from '../../../shared/dynamo/types.js';
import { numbers, orders, scratch } from './partiql-tables.js';

export interface PartiqlCase {
  name: string;
  statement: string;
  table: TableDescription;
  parameters?: AttributeValue[];
}

const O = '"PqOrders"';

/** Filters, each tried as a Scan and inside a Query of one partition. */
const FILTERS = [
  "status = 'open'",
  "status <> 'open'",
  "status != 'open'",
  'total < 20',
  'total <= 21',
  'total > 30',
  'total >= 28',
  'total BETWEEN 10 AND 30',
  'total NOT BETWEEN 10 AND 30',
  "status IN ['open', 'closed']",
  "status NOT IN ['open']",
  'total IN [0, 7, 14, 21]',
  "begins_with(title, 'order 1')",
  "contains(tags, 'gift')",
  "contains(title, '1')",
  'size(tags) = 2',
  'size(title) > 7',
  'size(lines) >= 2',
  'attribute_exists(address)',
  'attribute_not_exists(address)',
  "attribute_type(total, 'N')",
  "attribute_type(note, 'NULL')",
  "attribute_type(tags, 'SS')",
  'note IS MISSING',
  'note IS NOT MISSING',
  'paid IS BOOLEAN',
  'title IS STRING',
  'total IS NUMERIC',
  'address IS STRUCT',
  'address IS TUPLE',
  'lines IS LIST',
  'paid = true',
  'paid = false',
  'note = null',
  "address.city = 'Oslo'",
  "address['city'] = 'Rome'",
  'address.zip > 10',
  'lines[0] = 15',
  "lines[1] = 'x'",
  "NOT status = 'open'",
  "NOT (status = 'open' OR total > 30)",
  "status = 'open' OR paid = true",
  "(status = 'open' AND total > 10) OR attribute_exists(note)",
  "NOT begins_with(title, 'order 1')",
  "NOT contains(tags, 'rush')",
  'NOT attribute_exists(tags)',
  "tags = <<'gift', 'rush'>>",
  "lines = [3, 'x']",
  "address = {'city': 'Oslo', 'zip': 10}",
  "'open' = status",
  '20 > total',
  'total = total',
  'size(title) = size(title)',
  "title > 'order 2'",
  "title BETWEEN 'order 1' AND 'order 2'",
  'total = 0.0',
  'total = -0',
  'total > -1.5e1',
  "status = ''",
  "begins_with(sk, 'ORDER')",
  "sk > 'ORDER#003'",
  'paid IS NOT BOOLEAN',
  'note IS NULL',
  'note IS NOT NULL',
  'title IS NOT STRING',
];

/** Sort key conditions inside a Query of one partition. */
const SORT = [
  "sk = 'ORDER#002'",
  "sk < 'ORDER#003'",
  "sk <= 'ORDER#003'",
  "sk > 'ORDER#003'",
  "sk >= 'ORDER#003'",
  "sk BETWEEN 'ORDER#002' AND 'ORDER#004'",
  "begins_with(sk, 'ORDER')",
  "'ORDER#003' > sk",
];

/** What DynamoDB refuses. */
const REFUSED = [
  `SELECT * FROM ${O} WHERE title LIKE 'order%'`,
  `SELECT COUNT(*) FROM ${O}`,
  `SELECT * FROM ${O} LIMIT 5`,
  `SELECT * FROM ${O} ORDER BY sk`,
  `SELECT * FROM ${O} WHERE pk = 'CUST#1' ORDER BY total`,
  `SELECT * FROM ${O} WHERE sk = 'PROFILE' ORDER BY sk`,
  `SELECT * FROM ${O} WHERE pk = 'CUST#1' OR total = 1 ORDER BY sk`,
  `SELECT * FROM ${O}."Nope" WHERE status = 'open'`,
  `SELECT * FROM ${O} WHERE total + 1 = 2`,
  `SELECT * FROM ${O} WHERE title = 'a' || 'b'`,
  `SELECT upper(title) FROM ${O}`,
  `SELECT size(title) FROM ${O}`,
  `SELECT * FROM ${O} WHERE lower(title) = 'x'`,
  `SELECT * FROM ${O} WHERE exists(title)`,
  `SELECT DISTINCT title FROM ${O}`,
  `SELECT *, title FROM ${O}`,
  `SELECT title, title FROM ${O}`,
  `SELECT address, address.city FROM ${O}`,
  `SELECT * FROM ${O} WHERE TRUE`,
  `SELECT * FROM ${O} WHERE total = 1 AND TRUE`,
  `SELECT * FROM ${O} WHERE note = MISSING`,
  `SELECT * FROM ${O} WHERE pk IN []`,
  `SELECT * FROM ${O} WHERE title IN 'x'`,
  `SELECT * FROM ${O} WHERE title IS INTEGER`,
  `SELECT * FROM ${O} WHERE title IS DECIMAL`,
  `SELECT * FROM ${O} WHERE title IS BAG`,
  `SELECT * FROM ${O} WHERE title IS NUMBER`,
  `SELECT * FROM ${O} WHERE title IS MAP`,
  `SELECT * FROM ${O} WHERE contains(title)`,
  `SELECT * FROM ${O} WHERE begins_with(title, 'a', 'b')`,
  `SELECT * FROM ${O} WHERE attribute_type(title, 'Q')`,
  `SELECT * FROM ${O} WHERE total BETWEEN 30 AND 10`,
  `SELECT * FROM ${O} WHERE total BETWEEN 1 AND 'x'`,
  `SELECT * FROM ${O} WHERE pk = 1`,
  `SELECT * FROM ${O} WHERE pk IN [1, 2]`,
  `SELECT * FROM ${O} WHERE size(title)`,
  `SELECT * FROM ${O} WHERE title`,
  `SELECT * FROM ${O} WHERE -total = 1`,
  `SELECT * FROM ${O} WHERE title = <<>>`,
  `SELECT * FROM ${O} WHERE`,
  `SELECT FROM ${O}`,
  `SELECT * FROM ${O} WHERE pk = 'CUST#1' AND`,
  `SELECT * FROM ${O} WHERE pk = 'CUST#1`,
  `SELECT * FORM ${O}`,
  `SELECT * FROM ${O} WHERE pk == 'a'`,
  `SELECT * FROM ${O} WHERE attribute_exists(title, total)`,
  `SELECT * FROM ${O} WHERE size(title, total) = 1`,
  `SELECT * FROM "PqNums" WHERE id = '1'`,
];

const WRITES = [
  `INSERT INTO "PqWrites" VALUE {'pk': 'new', 'sk': 'a', 'n': 1, 'tags': <<'x'>>, 'l': [1, 'two'], 'm': {'k': 'v'}}`,
  `INSERT INTO "PqWrites" VALUE {'pk': 'there', 'sk': 'one'}`,
  `INSERT INTO "PqWrites" VALUE {'pk': 'new'}`,
  `INSERT INTO "PqWrites" VALUE {'pk': 1, 'sk': 'x'}`,
  `INSERT INTO "PqWrites" VALUE {'pk': 'e', 'sk': 'x', 'e': <<>>}`,
  `INSERT INTO "PqWrites" VALUE 5`,
  `INSERT INTO "PqWrites" VALUES {'pk': 'v', 'sk': 'v'}`,
  `UPDATE "PqWrites" SET v = 2 WHERE pk = 'there' AND sk = 'one'`,
  `UPDATE "PqWrites" SET v = v + 1 WHERE pk = 'there' AND sk = 'one'`,
  `UPDATE "PqWrites" REMOVE w WHERE pk = 'there' AND sk = 'one'`,
  `UPDATE "PqWrites" SET v = 3 WHERE pk = 'there'`,
  `UPDATE "PqWrites" SET v = 3 WHERE v = 1`,
  `UPDATE "PqWrites" SET pk = 'x' WHERE pk = 'there' AND sk = 'one'`,
  `UPDATE "PqWrites" SET v = 1 WHERE pk = 'there' AND sk = 'one' OR pk = 'x'`,
  `UPDATE "PqWrites" SET v = 4 WHERE pk = 'there' AND sk = 'one' RETURNING ALL NEW *`,
  `UPDATE "PqWrites" SET v = 5 WHERE pk = 'absent' AND sk = 'one'`,
  `DELETE FROM "PqWrites" WHERE pk = 'absent' AND sk = 'x'`,
  `DELETE FROM "PqWrites" WHERE pk = 'there'`,
  `DELETE FROM "PqWrites" WHERE pk IN ['there'] AND sk = 'one'`,
  `DELETE FROM "PqWrites" WHERE pk = 'new' AND sk = 'a'`,
  `DELETE "PqWrites" WHERE pk = 'new' AND sk = 'a'`,
];

export function partiqlCases(): PartiqlCase[] {
  const out: PartiqlCase[] = [];
  const add = (name: string, statement: string, table = orders, parameters?: AttributeValue[]) =>
    out.push({ name, statement, table, ...(parameters ? { parameters } : {}) });
  for (const f of FILTERS) {
    add(`scan filter: ${f}`, `SELECT * FROM ${O} WHERE ${f}`);
    add(`query filter: ${f}`, `SELECT * FROM ${O} WHERE pk = 'CUST#2' AND ${f}`);
  }
  for (const s of SORT) {
    add(`sort key: ${s}`, `SELECT * FROM ${O} WHERE pk = 'CUST#1' AND ${s}`);
    add(`sort key, descending: ${s}`, `SELECT * FROM ${O} WHERE pk = 'CUST#1' AND ${s} ORDER BY sk DESC`);
  }
  add('scan: everything', `SELECT * FROM ${O}`);
  add('scan: bare table name', 'SELECT * FROM PqOrders');
  add('scan: lower-case keywords', `select * from ${O} where total > 10`);
  add('scan: trailing semicolon', `SELECT * FROM ${O} WHERE total > 10;`);
  add('scan: comments', `SELECT * -- all\nFROM ${O} /* the table */ WHERE total > 10`);
  add('scan: sort key only', `SELECT * FROM ${O} WHERE sk = 'PROFILE'`);
  add('scan: OR of partitions', `SELECT * FROM ${O} WHERE pk = 'CUST#1' OR pk = 'CUST#2'`);
  add('scan: NOT on the partition key', `SELECT * FROM ${O} WHERE NOT (pk = 'CUST#1')`);
  add('scan: partition key range', `SELECT * FROM ${O} WHERE pk > 'CUST#1'`);
  add('scan: begins_with on the partition key', `SELECT * FROM ${O} WHERE begins_with(pk, 'CUST')`);
  add('getItem: whole key', `SELECT * FROM ${O} WHERE pk = 'CUST#1' AND sk = 'PROFILE'`);
  add('getItem: key reversed', `SELECT * FROM ${O} WHERE sk = 'PROFILE' AND 'CUST#1' = pk`);
  add('getItem: absent item', `SELECT * FROM ${O} WHERE pk = 'CUST#9' AND sk = 'PROFILE'`);
  add('getItem: projection', `SELECT name, owner FROM ${O} WHERE pk = 'CUST#1' AND sk = 'PROFILE'`);
  add('getItem: parameters', `SELECT * FROM ${O} WHERE pk = ? AND sk = ?`, orders, [
    { S: 'CUST#3' },
    { S: 'ORDER#002' },
  ]);
  add('getItem: number key', 'SELECT * FROM "PqNums" WHERE id = 3', numbers);
  add('getItem: number key parameter', 'SELECT * FROM "PqNums" WHERE id = ?', numbers, [{ N: '4' }]);
  add('scan: number table', 'SELECT * FROM "PqNums" WHERE odd = true', numbers);
  add('query: number key IN', 'SELECT * FROM "PqNums" WHERE id IN [1, 2, 9]', numbers);
  add('query: partition only', `SELECT * FROM ${O} WHERE pk = 'CUST#0'`);
  add(
    'query: partition with extra key equality',
    `SELECT * FROM ${O} WHERE pk = 'CUST#0' AND sk = 'PROFILE' AND name = 'Customer 0'`,
  );
  add('query: IN on partitions', `SELECT * FROM ${O} WHERE pk IN ['CUST#0', 'CUST#3']`);
  add('query: IN with parentheses', `SELECT * FROM ${O} WHERE pk IN ('CUST#1', 'CUST#2')`);
  add('query: IN and a filter', `SELECT * FROM ${O} WHERE pk IN ['CUST#0', 'CUST#1'] AND total > 10`);
  add('query: IN and a sort key range', `SELECT * FROM ${O} WHERE pk IN ['CUST#0', 'CUST#1'] AND sk > 'ORDER#003'`);
  add(
    'query: IN of 100',
    `SELECT * FROM ${O} WHERE pk IN [${Array.from({ length: 100 }, (_, i) => `'CUST#${i}'`).join(', ')}]`,
  );
  add(
    'refused: IN of 101',
    `SELECT * FROM ${O} WHERE pk IN [${Array.from({ length: 101 }, (_, i) => `'CUST#${i}'`).join(', ')}]`,
  );
  add(
    'scan: IN of 100 on an attribute',
    `SELECT * FROM ${O} WHERE total IN [${Array.from({ length: 100 }, (_, i) => i).join(', ')}]`,
  );
  add(
    'refused: IN of 101 on an attribute',
    `SELECT * FROM ${O} WHERE total IN [${Array.from({ length: 101 }, (_, i) => i).join(', ')}]`,
  );
  add('query: parameters', `SELECT * FROM ${O} WHERE pk = ? AND total > ?`, orders, [{ S: 'CUST#1' }, { N: '5' }]);
  add('refused: too few parameters', `SELECT * FROM ${O} WHERE pk = ? AND total > ?`, orders, [{ S: 'CUST#1' }]);
  add('query: an extra parameter value is ignored', `SELECT * FROM ${O} WHERE pk = ?`, orders, [
    { S: 'CUST#1' },
    { N: '5' },
  ]);
  add('query: order by partition key', `SELECT * FROM ${O} WHERE pk = 'CUST#1' ORDER BY pk`);
  add('query: order by sort key ascending', `SELECT * FROM ${O} WHERE pk = 'CUST#1' ORDER BY sk ASC`);
  add(
    'query: order by sort key descending with a filter',
    `SELECT * FROM ${O} WHERE pk = 'CUST#1' AND total > 5 ORDER BY sk DESC`,
  );
  for (const [index, where] of [
    ['ByStatus', "status = 'open'"],
    ['ByStatus', "status = 'shipped' AND total > 10"],
    ['ByStatus', "status = 'open' AND total BETWEEN 5 AND 40"],
    ['ByStatus', "status IN ['open', 'closed']"],
    ['ByOwner', "owner = 'rep1'"],
    ['ByCreated', "pk = 'CUST#2' AND created > 1014"],
    ['ByStatus', 'total > 10'],
    ['ByOwner', "begins_with(owner, 'rep')"],
  ] as const) {
    add(`index ${index}: ${where}`, `SELECT * FROM ${O}."${index}" WHERE ${where}`);
  }
  add('index ByStatus: descending', `SELECT * FROM ${O}."ByStatus" WHERE status = 'open' ORDER BY total DESC`);
  add('index ByStatus: everything', `SELECT * FROM ${O}."ByStatus"`);
  add('index ByCreated: projected attribute', `SELECT title, created FROM ${O}."ByCreated" WHERE pk = 'CUST#1'`);
  for (const cols of [
    'title',
    'title, total',
    'address.city',
    'lines[0]',
    '"title", "total"',
    'address.city, lines[1], tags',
    'address."zip"',
    '"PqOrders".title',
    'nothing_here',
  ]) {
    add(`projection: ${cols}`, `SELECT ${cols} FROM ${O} WHERE pk = 'CUST#2'`);
    add(`projection on a scan: ${cols}`, `SELECT ${cols} FROM ${O} WHERE total > 20`);
  }
  REFUSED.forEach((s, i) => add(`refused ${i + 1}: ${s.slice(0, 60)}`, s, s.includes('PqNums') ? numbers : orders));
  WRITES.forEach((s, i) => add(`write ${i + 1}: ${s.slice(0, 60)}`, s, scratch));
  return out;
}
