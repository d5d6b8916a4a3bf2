/** A dot in a top-level attribute name: what the text is read as, and the other reading one step away. */
import { expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { dotReading, parsePathText } from '../../../renderer/model/builder/path-text.js';
import { dottedNameUses, withNamePlaceholder } from '../../../renderer/features/query/dotted-names.js';

test('the builder says geo.region is read as a nested path, and its other reading is the one attribute', () => {
  const r = dotReading('geo.region');
  expect(r).toEqual({ readAs: 'nested', parts: ['geo', 'region'], otherText: '"geo.region"', otherName: 'geo.region' });
  expect(parsePathText(r!.otherText)).toEqual({ ok: true, path: ['geo.region'] });
  const back = dotReading('"geo.region"');
  expect(back).toMatchObject({ readAs: 'one-name', name: 'geo.region', otherText: 'geo.region' });
  expect(dotReading('Status')).toBeNull();
  expect(dotReading('tags[0].name')).toBeNull();
});

const table: TableDescription = {
  TableName: 'Fleet',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'geo.region', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByRegion',
      KeySchema: [{ AttributeName: 'geo.region', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

test('the plain form finds a table attribute with a dot written bare, and rewrites it as a #name', () => {
  const draft = { filter: 'geo.region = :r AND other.geo.region = :x', projection: 'PK, geo.region', names: '' };
  expect(dottedNameUses(draft, table)).toEqual([{ name: 'geo.region', fields: ['filter', 'projection'] }]);
  const fixed = withNamePlaceholder(draft, 'geo.region');
  if ('error' in fixed) throw new Error(fixed.error);
  expect(fixed.filter).toBe('#geo_region = :r AND other.geo.region = :x');
  expect(fixed.projection).toBe('PK, #geo_region');
  expect(JSON.parse(fixed.names)).toEqual({ '#geo_region': 'geo.region' });
  // A longer path that only ends in the same text is another attribute's map key: left alone.
  expect(dottedNameUses(fixed, table)).toEqual([]);
});
