/** Saved patterns kept as a file in the user's repository, through the service's file methods. */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { exportPatterns, importPatterns } from '../../../shared/patterns/saved-patterns-file.js';
import type { SavedPattern } from '../../../shared/patterns/saved-patterns.js';

const pattern: SavedPattern = {
  name: 'Orders of a customer',
  table: 'Shop',
  operation: 'Query',
  request: {
    KeyConditionExpression: '#n0 = :v0',
    ExpressionAttributeNames: { '#n0': 'PK' },
    ExpressionAttributeValues: { ':v0': { S: 'CUST#{id}' } },
  },
};
const service = () => createAppService({ env: {} }).service;

test('written to a path in a repository and read back as the same patterns', async () => {
  const repo = mkdtempSync(join(tmpdir(), 'ice-repo-'));
  const path = join(repo, 'design', 'access-patterns.json');
  const s = service();
  const w = await s.writePatternsFile({ path, text: exportPatterns([pattern]) });
  expect(w.path).toBe(path);
  expect(statSync(path).mode & 0o777).toBe(0o644);
  const r = await s.readPatternsFile({ path });
  expect(importPatterns(r.text)).toEqual({ ok: true, patterns: [pattern] });
});

test('never written over a file that is not a patterns file, and never from a relative path', async () => {
  const repo = mkdtempSync(join(tmpdir(), 'ice-repo-'));
  const path = join(repo, 'package.json');
  writeFileSync(path, '{"name":"my-app"}');
  const s = service();
  await expect(s.writePatternsFile({ path, text: exportPatterns([pattern]) })).rejects.toMatchObject({
    name: 'PatternsFileError',
    message: expect.stringContaining('exists and is not an access-patterns file'),
  });
  expect(readFileSync(path, 'utf8')).toBe('{"name":"my-app"}');
  await expect(s.writePatternsFile({ path: 'design/p.json', text: exportPatterns([pattern]) })).rejects.toMatchObject({
    field: 'path',
    message: expect.stringContaining('expected an absolute path'),
  });
  await expect(s.writePatternsFile({ path: join(repo, 'p.json'), text: '{"format":"x"}' })).rejects.toMatchObject({
    field: 'text',
    message: expect.stringContaining('not a valid patterns file'),
  });
  await expect(s.readPatternsFile({ path: join(repo, 'missing.json') })).rejects.toMatchObject({
    message: expect.stringContaining('there is no such file'),
  });
});
