/**
 * The app's bundle (dist/renderer, what `vite build` makes, web mode serves and `npm run package`
 * packs) carries no test hook: no panel told to throw, no render counter reading a window global.
 * They live only in the test-hooks build (vite.config.ts), and that build is checked to carry them,
 * so the markers looked for here are the hooks' real ones. Both builds are made by `npm test`
 * before vitest runs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { TEST_HOOKS_RENDERER } from '../../support/test-hooks-build.js';

const APP_RENDERER = fileURLToPath(new URL('../../../dist/renderer', import.meta.url));

/** What only the hooks put in a bundle: the globals they read and the tripwire's message. */
const MARKERS = ['__iceThrowInPanel', '__iceRenderCounts', 'Test hook:', '__ICE_TEST_HOOKS__'];

function scripts(dir: string): string {
  if (!existsSync(dir))
    throw new Error(`${dir} is not built: run "npx vite build" and "npx vite build --mode test-hooks"`);
  const files = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  return [
    readFileSync(join(dir, 'index.html'), 'utf8'),
    ...files.map((f) => readFileSync(join(dir, 'assets', f), 'utf8')),
  ].join('\n');
}

describe('test hooks', () => {
  test("are not in the app's bundle", () => {
    const bundle = scripts(APP_RENDERER);
    expect(MARKERS.filter((m) => bundle.includes(m))).toEqual([]);
  });

  test('are in the test-hooks build, which the end-to-end tests that use them serve', () => {
    const bundle = scripts(TEST_HOOKS_RENDERER);
    expect(MARKERS.filter((m) => bundle.includes(m))).toEqual(['__iceThrowInPanel', '__iceRenderCounts', 'Test hook:']);
  });
});
