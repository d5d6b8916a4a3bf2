/**
 * Index key attributes in a copy: a source GSI keyed by names the target does not use is mapped to
 * the target GSI of the same name by role, one with no such index is left unmapped (and kept under
 * its own name), a choice replaces the default, and a renamed value of the wrong type or empty is
 * refused naming the item and the field, as DynamoDB would refuse the put.
 */
import { describe, expect, it } from 'vitest';
import { CopyPlan } from '../../../shared/copy/copy-plan.js';
import { indexRenames, indexTargetsOf, mapIndexKeys } from '../../../shared/copy/index-key-map.js';
import { mapKeys } from '../../../shared/copy/key-map.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const gsi = (IndexName: string, pk: string, sk?: string) => ({
  IndexName,
  KeySchema: [
    { AttributeName: pk, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
  ],
});
const defs = (...names: [string, 'S' | 'N'][]) =>
  names.map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));

const source: TableDescription = {
  TableName: 'prod',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: defs(
    ['PK', 'S'],
    ['SK', 'S'],
    ['GSI1PK', 'S'],
    ['GSI1SK', 'N'],
    ['GSI2PK', 'S'],
    ['status', 'S'],
  ),
  GlobalSecondaryIndexes: [gsi('GSI1', 'GSI1PK', 'GSI1SK'), gsi('GSI2', 'GSI2PK', 'SK'), gsi('ByStatus', 'status')],
};
const target: TableDescription = {
  TableName: 'local',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: defs(['pk', 'S'], ['sk', 'S'], ['gsi1pk', 'S'], ['gsi1sk', 'N'], ['status', 'S']),
  GlobalSecondaryIndexes: [gsi('GSI1', 'gsi1pk', 'gsi1sk'), gsi('ByStatus', 'status')],
};

describe('mapIndexKeys', () => {
  it('maps by index name and role, leaves one with no such target index unmapped, and skips names the target keys by', () => {
    expect(mapIndexKeys(source, target)).toEqual([
      { source: 'GSI1PK', index: 'GSI1', role: 'partition key', target: 'gsi1pk', type: 'S' },
      { source: 'GSI1SK', index: 'GSI1', role: 'sort key', target: 'gsi1sk', type: 'N' },
      { source: 'GSI2PK', index: 'GSI2', role: 'partition key', target: null },
    ]);
    expect(indexTargetsOf(target)).toEqual(['gsi1pk', 'gsi1sk', 'status']);
  });

  it('takes the user’s choice, including none', () => {
    const maps = mapIndexKeys(source, target, { GSI1PK: '', GSI2PK: 'gsi1pk' });
    expect(maps.map((m) => [m.source, m.target])).toEqual([
      ['GSI1PK', null],
      ['GSI1SK', 'gsi1sk'],
      ['GSI2PK', 'gsi1pk'],
    ]);
    const twice = indexRenames(mapIndexKeys(source, target, { GSI2PK: 'gsi1pk' }));
    expect(!twice.ok && twice.problem).toBe('Index keys: GSI1PK and GSI2PK cannot both give gsi1pk.');
  });
});

describe('a copy with index keys renamed', () => {
  const keys = mapKeys({ partitionKey: 'PK', sortKey: 'SK' }, target);
  const renames = indexRenames(mapIndexKeys(source, target));
  if (!keys.ok || !renames.ok) throw new Error('setup');
  const plan = new CopyPlan({ keys: keys.fields, renames: renames.renames, leaveOut: [], mask: [], salt: '' });

  it('gives the target’s index its keys under the target’s names, and keeps the rest', () => {
    const out = plan.copy(
      { PK: { S: 'U#1' }, SK: { S: 'O#1' }, GSI1PK: { S: 'E#a' }, GSI1SK: { N: '12.50' }, GSI2PK: { S: 'x' } },
      0,
    );
    expect(out).toEqual({
      ok: true,
      item: { pk: { S: 'U#1' }, sk: { S: 'O#1' }, gsi1pk: { S: 'E#a' }, gsi1sk: { N: '12.50' }, GSI2PK: { S: 'x' } },
    });
    const without = plan.copy({ PK: { S: 'U#2' }, SK: { S: 'O#2' } }, 1);
    expect(without).toEqual({ ok: true, item: { pk: { S: 'U#2' }, sk: { S: 'O#2' } } });
  });

  it('refuses a wrong type, an empty value, or a target name the item holds already', () => {
    const wrong = plan.copy({ PK: { S: 'U#1' }, SK: { S: 'O#1' }, GSI1SK: { S: 'x' } }, 2);
    expect(!wrong.ok && wrong.problem).toBe(
      "item 3 (PK=U#1, SK=O#1): GSI1SK is S, but the target's index key gsi1sk is N.",
    );
    const empty = plan.copy({ PK: { S: 'U#1' }, SK: { S: 'O#1' }, GSI1PK: { S: '' } }, 0);
    expect(!empty.ok && empty.problem).toMatch(/GSI1PK is empty/);
    const both = plan.copy({ PK: { S: 'U#1' }, SK: { S: 'O#1' }, GSI1PK: { S: 'a' }, gsi1pk: { S: 'b' } }, 0);
    expect(!both.ok && both.problem).toMatch(/has both GSI1PK and gsi1pk/);
  });
});
