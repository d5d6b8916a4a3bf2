/**
 * The renderer built with its test hooks (`vite build --mode test-hooks`, vite.config.ts): the
 * app's own bundle leaves them out, so a test that tells a panel to throw or counts renders serves
 * this build instead, through web mode's ICE_RENDERER_DIR.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TEST_HOOKS_RENDERER = fileURLToPath(new URL('../../dist/renderer-test-hooks', import.meta.url));

/** The environment for startServe that serves the test-hooks build; a clear error when it is not built. */
export function testHooksServeEnv(): Record<string, string> {
  if (!existsSync(TEST_HOOKS_RENDERER))
    throw new Error(
      `The renderer's test-hooks build is missing (${TEST_HOOKS_RENDERER}): run "npx vite build --mode test-hooks" (npm test and npm run test:e2e do)`,
    );
  return { ICE_RENDERER_DIR: TEST_HOOKS_RENDERER };
}
