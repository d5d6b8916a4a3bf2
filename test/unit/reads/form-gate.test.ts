/**
 * The forms run the one pre-send gate and put each problem beside the control it concerns: the
 * plain form's fields, the builder's controls, the tools' fields. (What leaves the page without a
 * form is checked by the service's gate: test/integration/api/gate-service.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { buildFromDraft } from '../../../renderer/model/builder/build-request.js';
import { emptyBuilderDraft } from '../../../renderer/model/builder/builder-draft.js';
import { buildRead } from '../../../renderer/model/query/build-read.js';
import { emptyDraft, type QueryDraft } from '../../../renderer/model/query/query-draft.js';
import { buildToolSpec } from '../../../renderer/model/tools/tool-spec.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const table: TableDescription = {
  TableName: 'Parcels',
  KeySchema: [
    { AttributeName: 'route', KeyType: 'HASH' },
    { AttributeName: 'stop', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'route', AttributeType: 'S' },
    { AttributeName: 'stop', AttributeType: 'S' },
    { AttributeName: 'driver', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByDriver',
      KeySchema: [{ AttributeName: 'driver', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
};
const draft = (d: Partial<QueryDraft>): QueryDraft => ({ ...emptyDraft('Parcels'), ...d });
const fields = (r: ReturnType<typeof buildRead>) => (r.ok ? [] : r.problems.map((p) => p.field));

describe('the plain form', () => {
  test('a projection a KEYS_ONLY index does not hold is put beside Projection', () => {
    const r = buildRead(draft({ index: 'ByDriver', pk: 'd1', projection: 'weight' }), table);
    expect(fields(r)).toEqual(['projection']);
    expect(!r.ok && r.problems[0]!.message).toMatch(/"weight" is not in the global secondary index "ByDriver"/);
    expect(buildRead(draft({ index: 'ByDriver', pk: 'd1', projection: 'route, driver' }), table).ok).toBe(true);
  });

  test('a sort key value over 1,024 bytes is put beside the sort key value', () => {
    expect(fields(buildRead(draft({ pk: 'r1', skOp: '>=', sk: 'x'.repeat(1025) }), table))).toEqual(['sk']);
    expect(fields(buildRead(draft({ pk: 'r1', skOp: '>=', sk: 'x'.repeat(1024) }), table))).toEqual([]);
  });

  test('a BOOL ordered with < in a Scan filter is put beside the filter', () => {
    expect(
      fields(buildRead(draft({ operation: 'scan', filter: 'weight < :w', values: '{":w": true}' }), table)),
    ).toEqual(['filter']);
  });

  test('GetItem: a sort key over 1,024 bytes is put beside the sort key, a reserved name beside Projection', () => {
    expect(fields(buildRead(draft({ operation: 'get', pk: 'r1', sk: 'x'.repeat(1025) }), table))).toEqual(['sk']);
    expect(fields(buildRead(draft({ operation: 'get', pk: 'r1', sk: 's1', projection: 'name' }), table))).toEqual([
      'projection',
    ]);
    expect(buildRead(draft({ operation: 'get', pk: 'r1', sk: 's1', projection: 'size' }), table).ok).toBe(true);
  });
});

test('the builder puts a projection a KEYS_ONLY index does not hold beside that projection entry', () => {
  const d = {
    ...emptyBuilderDraft('Parcels'),
    operation: 'Query' as const,
    index: 'ByDriver',
    pk: 'd1',
    projection: [{ id: 'p1', path: 'weight' }],
  };
  const built = buildFromDraft(d, table);
  expect(built.problems.map((p) => p.control)).toEqual(['p1']);
});

test('a tool puts a sort key value over 1,024 bytes beside that value', () => {
  const r = buildToolSpec(table, {
    index: '',
    pattern: 'r1, r2',
    sortOp: '>',
    sortValue: 'x'.repeat(1025),
    sortValue2: '',
    newestFirst: false,
  });
  expect(!r.ok && r.problems.map((p) => p.field)).toEqual(['sortValue']);
});
