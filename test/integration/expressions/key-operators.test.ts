/**
 * Every sort-key operator on every key type, and the GSI and LSI: the compiled request runs, and
 * returns exactly what a hand-written request returns and what the ordered item set says it must.
 */
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { AttributeValue, ScalarAttributeType } from '../../../shared/dynamo/types.js';
import { compile } from '../../../shared/expressions/compile.js';
import type { ExpressionModel, SortKeyCondition } from '../../../shared/expressions/model.js';
import { validateRead } from '../../../shared/expressions/validate.js';
import { createAndFill, GSI, LSI, ORDERED, PARTITION, tables } from './item-set.js';
import { testServers, useTestServer } from '../../support/test-servers.js';

describe.each(testServers)('key conditions on %s', (server) => {
  const db = useTestServer(server, createAndFill);

  interface QueryInput {
    TableName: string;
    IndexName?: string;
    ConsistentRead?: boolean;
    ScanIndexForward?: boolean;
    KeyConditionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, AttributeValue>;
  }

  /** Runs a Query given in our wire form (binary as base64) and returns one attribute of each item. */
  async function query(
    { ExpressionAttributeValues, ...input }: QueryInput,
    attribute = 'sk',
  ): Promise<AttributeValue[]> {
    const out = await db.client.send(
      new QueryCommand({
        ...input,
        ...(ExpressionAttributeValues ? { ExpressionAttributeValues: itemFromWire(ExpressionAttributeValues) } : {}),
      }),
    );
    return (out.Items ?? []).map((item) => itemToWire(item)[attribute]!);
  }

  interface Case {
    label: string;
    sortKey: (name: string) => SortKeyCondition;
    /** The same condition written by hand, with :lo / :hi as its values. */
    text: string;
    values: (v: AttributeValue[]) => Record<string, AttributeValue>;
    /** Positions in ORDERED of what it must return. */
    expected: (n: number) => number[];
  }

  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const P = 4;
  const LO = 2;
  const HI = 6;

  function cases(type: ScalarAttributeType): Case[] {
    const v = ORDERED[type];
    const out: Case[] = [
      {
        label: `= ${JSON.stringify(v[P])}`,
        sortKey: (name) => ({ name, op: '=', value: v[P]! }),
        text: 'sk = :lo',
        values: () => ({ ':lo': v[P]! }),
        expected: () => [P],
      },
      {
        label: '<',
        sortKey: (name) => ({ name, op: '<', value: v[P]! }),
        text: 'sk < :lo',
        values: () => ({ ':lo': v[P]! }),
        expected: () => range(0, P - 1),
      },
      {
        label: '<=',
        sortKey: (name) => ({ name, op: '<=', value: v[P]! }),
        text: 'sk <= :lo',
        values: () => ({ ':lo': v[P]! }),
        expected: () => range(0, P),
      },
      {
        label: '>',
        sortKey: (name) => ({ name, op: '>', value: v[P]! }),
        text: 'sk > :lo',
        values: () => ({ ':lo': v[P]! }),
        expected: (n) => range(P + 1, n - 1),
      },
      {
        label: '>=',
        sortKey: (name) => ({ name, op: '>=', value: v[P]! }),
        text: 'sk >= :lo',
        values: () => ({ ':lo': v[P]! }),
        expected: (n) => range(P, n - 1),
      },
      {
        label: 'BETWEEN',
        sortKey: (name) => ({ name, op: 'between', low: v[LO]!, high: v[HI]! }),
        text: 'sk BETWEEN :lo AND :hi',
        values: () => ({ ':lo': v[LO]!, ':hi': v[HI]! }),
        expected: () => range(LO, HI),
      },
      {
        label: 'BETWEEN equal bounds',
        sortKey: (name) => ({ name, op: 'between', low: v[LO]!, high: v[LO]! }),
        text: 'sk BETWEEN :lo AND :hi',
        values: () => ({ ':lo': v[LO]!, ':hi': v[LO]! }),
        expected: () => [LO],
      },
    ];
    const prefixes: Partial<Record<ScalarAttributeType, Array<[AttributeValue, number[]]>>> = {
      S: [
        [{ S: 'a' }, [2, 3, 4, 5]],
        [{ S: 'a#' }, [3, 4]],
        [{ S: 'é' }, [8]],
      ],
      B: [
        [{ B: Buffer.from([0x80]).toString('base64') }, [4, 5]],
        [{ B: Buffer.from([0x00]).toString('base64') }, [0, 1]],
      ],
    };
    for (const [prefix, expected] of prefixes[type] ?? []) {
      out.push({
        label: `begins_with ${JSON.stringify(prefix)}`,
        sortKey: (name) => ({ name, op: 'begins_with', value: prefix }),
        text: 'begins_with(sk, :lo)',
        values: () => ({ ':lo': prefix }),
        expected: () => expected,
      });
    }
    return out;
  }

  describe.each(['S', 'N', 'B'] as const)('sort key of type %s', (type) => {
    const table = tables[type];
    test.each(cases(type))('$label', async (c) => {
      const model: ExpressionModel = {
        keyCondition: { partitionKey: { name: 'pk', value: { S: PARTITION } }, sortKey: c.sortKey('sk') },
      };
      const compiled = compile(model);
      expect(validateRead('Query', compiled, table)).toEqual([]);
      const fromModel = await query({ TableName: table.TableName, ...compiled });
      const byHand = await query({
        TableName: table.TableName,
        KeyConditionExpression: `pk = :pk AND ${c.text}`,
        ExpressionAttributeValues: { ':pk': { S: PARTITION }, ...c.values(ORDERED[type]) },
      });
      const expected = c.expected(ORDERED[type].length).map((i) => ORDERED[type][i]);
      expect(fromModel).toEqual(expected);
      expect(byHand).toEqual(expected);
    });

    test('partition key alone returns the whole partition in sort order, and backwards', async () => {
      const compiled = compile({ keyCondition: { partitionKey: { name: 'pk', value: { S: PARTITION } } } });
      expect(await query({ TableName: table.TableName, ...compiled })).toEqual(ORDERED[type]);
      expect(await query({ TableName: table.TableName, ...compiled, ScanIndexForward: false })).toEqual(
        [...ORDERED[type]].reverse(),
      );
    });
  });

  describe('secondary indexes', () => {
    const table = tables.S;

    test('a GSI whose key names need aliasing (a dash, a dot)', async () => {
      const model: ExpressionModel = {
        keyCondition: {
          partitionKey: { name: 'gsi-pk', value: { S: 'G#0' } },
          sortKey: { name: 'gsi.sk', op: 'begins_with', value: { S: 'a' } },
        },
      };
      const compiled = compile(model, { aliasAllNames: false });
      expect(compiled.KeyConditionExpression).toBe('#n0 = :v0 AND begins_with(#n1, :v1)');
      expect(validateRead('Query', { ...compiled, IndexName: GSI }, table)).toEqual([]);
      const fromModel = await query({ TableName: table.TableName, IndexName: GSI, ...compiled }, 'gsi.sk');
      const byHand = await query(
        {
          TableName: table.TableName,
          IndexName: GSI,
          KeyConditionExpression: '#gp = :gp AND begins_with(#gs, :a)',
          ExpressionAttributeNames: { '#gp': 'gsi-pk', '#gs': 'gsi.sk' },
          ExpressionAttributeValues: { ':gp': { S: 'G#0' }, ':a': { S: 'a' } },
        },
        'gsi.sk',
      );
      // Both partitions hold G#0 items; even positions in ORDERED.S starting with "a": 2 and 4, twice each.
      const expected = [2, 2, 4, 4].map((i) => ORDERED.S[i]);
      expect(fromModel).toEqual(expected);
      expect(byHand).toEqual(expected);
    });

    test('an LSI on a numeric attribute whose name is a reserved word', async () => {
      const model: ExpressionModel = {
        keyCondition: {
          partitionKey: { name: 'pk', value: { S: PARTITION } },
          sortKey: { name: 'number', op: 'between', low: { N: '-10' }, high: { N: '40' } },
        },
      };
      const compiled = compile(model, { aliasAllNames: false });
      expect(compiled.KeyConditionExpression).toBe('pk = :v0 AND #n0 BETWEEN :v1 AND :v2');
      expect(validateRead('Query', { ...compiled, IndexName: LSI, ConsistentRead: true }, table)).toEqual([]);
      const fromModel = await query(
        { TableName: table.TableName, IndexName: LSI, ConsistentRead: true, ...compiled },
        'number',
      );
      const byHand = await query(
        {
          TableName: table.TableName,
          IndexName: LSI,
          KeyConditionExpression: 'pk = :p AND #num BETWEEN :lo AND :hi',
          ExpressionAttributeNames: { '#num': 'number' },
          ExpressionAttributeValues: { ':p': { S: PARTITION }, ':lo': { N: '-10' }, ':hi': { N: '40' } },
        },
        'number',
      );
      // number = i * 10 - 30: -10..40 is i = 2..7.
      const expected = range(2, 7).map((i) => ({ N: String(i * 10 - 30) }));
      expect(fromModel).toEqual(expected);
      expect(byHand).toEqual(expected);
    });
  });
});
