/**
 * Issue 19: a one-literal sort key (`~info`, `#META`) that repeats across collections is a literal,
 * not the variable `{id}`, in the inferred model and through both exports and back.
 */
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { exportNoSqlWorkbench } from '../../../shared/design/formats/nosql-workbench-export.js';
import { exportOneTable } from '../../../shared/design/formats/onetable.js';
import { importModelText } from '../../../shared/design/formats/import-model.js';
import type { Item } from '../../../shared/dynamo/types.js';

function designOf(literal: string, delimiter: string) {
  const g = new CollectionGrouper({ partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' });
  const items: Item[] = [];
  for (let u = 1; u <= 20; u++) {
    items.push({ PK: { S: `USER${delimiter}${u}` }, SK: { S: literal }, name: { S: `user ${u}` } });
    for (let o = 1; o <= 3; o++)
      items.push({ PK: { S: `USER${delimiter}${u}` }, SK: { S: `ORDER${delimiter}${o}` }, total: { N: String(o) } });
  }
  g.addPage(items);
  return { ...g.design().design, tableName: 'Shop' };
}

describe.each([
  ['~info', '~'],
  ['#META', '#'],
])('sort key %s', (literal, delimiter) => {
  it('is a literal in the model, and stays one through the NoSQL Workbench and OneTable exports and back', () => {
    const design = designOf(literal, delimiter);
    const sks = design.entities.map((e) => e.keys['SK']);
    expect(sks).toContain(literal);
    expect(sks).not.toContain('{id}');
    for (const json of [exportNoSqlWorkbench(design, { samples: {} }), exportOneTable(design, { samples: {} })]) {
      const back = importModelText(JSON.stringify(json), { tableName: 'Shop' }).design;
      expect(back.entities.map((e) => e.keys['SK'])).toContain(literal);
    }
  });
});
