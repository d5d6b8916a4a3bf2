/**
 * checkImport and checkImportFile through web mode's HTTP transport (the real service) on dynalite
 * and AWS DynamoDB Local: the table as described now is what every record is checked against, a
 * refused record is named by its line and field, nothing is written, and a gzipped Export to S3
 * file is read through gunzip by its path.
 */
import { CreateTableCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';

describe.each(testServers)('checkImport on %s', (server) => {
  let h: Harness;
  const TABLE = 'ImportCheck';
  const dir = mkdtempSync(join(tmpdir(), 'import-check-'));

  beforeAll(async () => {
    h = await startHarness({ server });
    await h.raw.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'N' },
        ],
      }),
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  test('a CSV with a bad row: the row named by line and column, the key type checked, nothing written', async () => {
    const text = 'pk,sk,price\na,1,12.50\nb,2,abc\nc,x,4\n';
    // sk is the table's sort key of type N: its column reads as N, so "x" is refused by name.
    const guessed = await h.http.checkImport({ TableName: TABLE, format: 'csv', text });
    expect(guessed).toMatchObject({ records: 3, items: 2, refused: 1 });
    expect(guessed.columns).toEqual([
      { name: 'pk', type: 'S' },
      { name: 'sk', type: 'N' },
      { name: 'price', type: 'S' },
    ]);
    expect(guessed.problems).toEqual([
      { line: 4, field: 'sk', message: expect.stringMatching(/^line 4, sk: expected a number/) },
    ]);
    const r = await h.http.checkImport({ TableName: TABLE, format: 'csv', columns: { price: 'N' }, text });
    expect(r).toMatchObject({ records: 3, items: 1, refused: 2 });
    expect(r.problems.map((p) => [p.line, p.field])).toEqual([
      [3, 'price'],
      [4, 'sk'],
    ]);
    expect(r.problems[0]!.message).toMatch(/^line 3, price: expected a number/);
    expect((await h.raw.send(new ScanCommand({ TableName: TABLE }))).Count).toBe(0);
  });

  test('a gzipped Export to S3 file by its path: exact numbers kept, every line counted', async () => {
    const lines = Array.from(
      { length: 500 },
      (_, i) =>
        `{"Item":{"pk":{"S":"p${i}"},"sk":{"N":"${i}"},"n":{"N":"12345678901234567890123456789012345678"},"tiny":{"N":"1E-130"},"tags":{"SS":["a","b"]}}}`,
    );
    const path = join(dir, 'export.json.gz');
    writeFileSync(path, gzipSync(lines.join('\n') + '\n'));
    const r = await h.http.checkImportFile({ TableName: TABLE, format: 'dynamodb-json-lines', path });
    expect(r).toMatchObject({ records: 500, items: 500, refused: 0, problems: [] });
    expect(r.preview[0]).toEqual({
      pk: { S: 'p0' },
      sk: { N: '0' },
      n: { N: '12345678901234567890123456789012345678' },
      tiny: { N: '1E-130' },
      tags: { SS: ['a', 'b'] },
    });
  });

  test('a file that cannot be read and a table that does not exist are refused with their reason', async () => {
    await expect(
      h.http.checkImportFile({ TableName: TABLE, format: 'csv', path: join(dir, 'missing.csv') }),
    ).rejects.toMatchObject({ name: 'FileNotRead' });
    await expect(
      h.http.checkImport({ TableName: 'NoSuchTable', format: 'json-lines', text: '{}' }),
    ).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
  });

  test('a PNG picked by mistake is refused as not text, by its path and as text', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const path = join(dir, 'scan-of-invoice.csv');
    writeFileSync(path, png);
    const expected = { name: 'NotTextFile', message: expect.stringContaining('it starts like a PNG image') };
    await expect(h.http.checkImportFile({ TableName: TABLE, format: 'csv', path })).rejects.toMatchObject(expected);
    await expect(
      h.http.checkImport({ TableName: TABLE, format: 'csv', text: new TextDecoder().decode(png) }),
    ).rejects.toMatchObject(expected);
  });
});
