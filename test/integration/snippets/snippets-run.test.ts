/**
 * Executes every tab's program against dynalite and AWS DynamoDB Local and compares what it prints
 * with what the raw SDK returns for the same request from the same server: same items, same order,
 * every digit.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateSnippet, snippetLanguages, type SnippetLanguage } from '../../../shared/snippets/index.js';
import { testServers, useTestServer } from '../../support/test-servers.js';
import { CASES, createFixture } from './fixture.js';
import { parseLossless } from './lossless-json.js';
import { plainItem, referenceRead, wireItem } from './reference-read.js';
import { SnippetRunner, skipExternal, toolProblem } from './run-snippet.js';

let runner: SnippetRunner;

beforeAll(async () => {
  runner = await SnippetRunner.create();
});

afterAll(async () => {
  await runner?.close();
});

describe.each(testServers)('on %s', (server) => {
  const db = useTestServer(server, createFixture);

  describe.each(CASES)('$title', (c) => {
    test.for(snippetLanguages.map((l) => [l.label, l.id] as [string, SnippetLanguage]))(
      '%s prints what the SDK reads',
      async ([, language], ctx) => {
        const problem = await toolProblem(language);
        if (problem && skipExternal) return ctx.skip(problem);
        if (problem) throw new Error(problem);

        const expected = await referenceRead(db.client, c.operation, c.request, c.options?.maxItems);
        const program = generateSnippet(
          language,
          c.operation,
          c.request,
          { region: 'us-east-1', endpoint: db.endpoint },
          c.options,
        );
        const stdout = await runner.run(language, `${c.operation}-${language}`, program);

        if ('count' in expected) {
          expect(expected.count.Count).toBeGreaterThan(0);
          expect(JSON.parse(stdout)).toEqual(expected.count);
          return;
        }
        expect(expected.items.length).toBeGreaterThanOrEqual(c.minItems);
        if (language === 'javascript-lib-dynamodb') {
          expect(parseLossless(stdout)).toEqual(expected.items.map(plainItem));
        } else {
          // N values are strings in DynamoDB JSON, so JSON.parse keeps every digit here.
          expect(JSON.parse(stdout)).toEqual(expected.items.map(wireItem));
        }
      },
    );
  });
});
