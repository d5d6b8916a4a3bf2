import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { HeavyFirstSequencer } from './test/support/heavy-first-sequencer.js';

/** The renderer knows ExplorerApi only: the SDK, Node and the main process stay out of its bundle. */
function rendererBoundary(): Plugin {
  return {
    name: 'renderer-boundary',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]renderer[\\/]/.test(importer)) return null;
      if (/^@aws-sdk\/|^@smithy\//.test(source) || /(^|[\\/])electron([\\/]|$)/.test(source) || /^node:/.test(source)) {
        this.error(`renderer may not import "${source}" (from ${importer}): talk to ExplorerApi instead`);
      }
      return null;
    },
  };
}

/**
 * `vite build --mode test-hooks` builds the renderer with the hooks end-to-end tests use (a panel
 * told to throw, render counts: renderer/ui/tripwire.ts, render-count.ts) into a folder of its own;
 * every other build leaves them out, so the app's bundle in dist/renderer never carries them
 * (test/integration/packaging/production-bundle.test.ts checks it).
 */
const TEST_HOOKS_MODE = 'test-hooks';

export default defineConfig(({ mode }) => ({
  root: 'renderer',
  base: './',
  plugins: [react(), rendererBoundary()],
  define: { __ICE_TEST_HOOKS__: JSON.stringify(mode === TEST_HOOKS_MODE) },
  build: {
    outDir: mode === TEST_HOOKS_MODE ? '../dist/renderer-test-hooks' : '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: HeavyFirstSequencer },
    // Bundles web mode once for the run's many starts of it (test/support/serve-bundle.ts).
    globalSetup: ['test/support/global-setup.ts'],
  },
}));
