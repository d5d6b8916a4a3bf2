/** Which links the builder can show whole; the others open in the plain form. */
import { expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { builderShowsAll } from '../../../renderer/model/builder/from-query-draft.js';
import { emptyDraft } from '../../../renderer/model/query/query-draft.js';

const table: TableDescription = {
  TableName: 'Hangar',
  KeySchema: [
    { AttributeName: 'tail', KeyType: 'HASH' },
    { AttributeName: 'log', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'tail', AttributeType: 'S' },
    { AttributeName: 'log', AttributeType: 'S' },
  ],
};
const draft = (patch: Partial<ReturnType<typeof emptyDraft>>) => ({ ...emptyDraft('Hangar'), pk: 'ZK-ABC', ...patch });

test('a Query or Scan with a filter and projection the rows hold is shown whole', () => {
  expect(
    builderShowsAll(draft({ filter: 'hours > :h', values: '{":h": 10}', projection: 'tail, log, hours' }), table),
  ).toBe(true);
  expect(
    builderShowsAll(draft({ operation: 'scan', filter: 'attribute_exists(#m)', names: '{"#m": "mechanic"}' }), table),
  ).toBe(true);
  expect(builderShowsAll(draft({}), table)).toBe(true);
});

test('a GetItem, a parallel scan, or a filter the rows cannot hold is not', () => {
  expect(builderShowsAll(draft({ operation: 'get', sk: 'LOG#1' }), table)).toBe(false);
  expect(builderShowsAll(draft({ operation: 'scan', segments: '4' }), table)).toBe(false);
  expect(builderShowsAll(draft({ filter: 'size(a) > size(b)' }), table)).toBe(false);
  expect(builderShowsAll(draft({ filter: 'hours > :missing' }), table)).toBe(false);
});
