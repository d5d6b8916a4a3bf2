import { describe, expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { pasteToDraft } from '../../../renderer/model/builder/paste.js';

// A table of its own: a String partition key and a Number sort key.
const table: TableDescription = {
  TableName: 'Tenants',
  KeySchema: [
    { AttributeName: 'tenant', KeyType: 'HASH' },
    { AttributeName: 'seq', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'tenant', AttributeType: 'S' },
    { AttributeName: 'seq', AttributeType: 'N' },
  ],
} as TableDescription;

const request = (values: string) =>
  `{"TableName":"Tenants","KeyConditionExpression":"#p = :p AND #s > :s","ExpressionAttributeNames":{"#p":"tenant","#s":"seq"},"ExpressionAttributeValues":${values}}`;

describe('a pasted key value of the wrong type', () => {
  test('is not rewritten to the key type: the paste is refused, naming the key and its type', () => {
    const r = pasteToDraft(request('{":p":{"N":"5"},":s":{"N":"1"}}'), table);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = r.errors.join('\n');
    expect(text).toContain(':p');
    expect(text).toContain('tenant');
    expect(text).toMatch(/string/i);
  });

  test('a sort key value of the wrong type too', () => {
    const r = pasteToDraft(request('{":p":{"S":"t1"},":s":{"S":"1"}}'), table);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/seq[\s\S]*number/i);
  });

  test('values of the key types fill the form', () => {
    const r = pasteToDraft(request('{":p":{"S":"5"},":s":{"N":"1"}}'), table);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.draft.pk).toBe('5');
  });
});
