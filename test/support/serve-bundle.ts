/**
 * Web mode (electron/serve.ts) and its sandbox process bundled into dist-serve/ for the test suite:
 * tests start web mode some ninety times, and tsx compiling the sources on each start (and again in
 * the sandbox's process) cost ~4-9 s of a loaded machine's CPU per start. The bundle is the same
 * sources; it sits one folder below the root, as electron/ does, so serve.ts's
 * `new URL('../dist/renderer', import.meta.url)` still finds the renderer. Built by the suite's
 * globalSetup (global-setup.ts) on every `vitest run`, so it is never stale.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVE_BUNDLE = fileURLToPath(new URL('../../dist-serve/serve.mjs', import.meta.url));
export const SANDBOX_CHILD_BUNDLE = fileURLToPath(new URL('../../dist-serve/sandbox-child.mjs', import.meta.url));

const CHILD_SOURCE = "'./sandbox-child.ts'";

// spawn-child.ts forks the TypeScript source of the sandbox's process (with tsx); in this bundle it
// forks the bundled child beside it, which needs no loader.
const bundledChild: Plugin = {
  name: 'bundled-sandbox-child',
  setup(b) {
    b.onLoad({ filter: /[\\/]electron[\\/]sandbox[\\/]spawn-child\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes(CHILD_SOURCE))
        throw new Error(`${args.path} no longer names ${CHILD_SOURCE}: update test/support/serve-bundle.ts`);
      return { contents: source.replace(CHILD_SOURCE, "'./sandbox-child.mjs'"), loader: 'ts' };
    });
  },
};

const common: BuildOptions = {
  absWorkingDir: ROOT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: false,
  logLevel: 'warning',
  // Native and Electron modules load from node_modules at run time, as they do under tsx.
  external: ['electron', 'dynalite', 'classic-level'],
  // Bundled CommonJS dependencies call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __iceRequire } from 'node:module'; const require = __iceRequire(import.meta.url);",
  },
};

export async function buildServeBundle(): Promise<string> {
  await Promise.all([
    build({ ...common, entryPoints: ['electron/serve.ts'], outfile: SERVE_BUNDLE, plugins: [bundledChild] }),
    build({ ...common, entryPoints: ['electron/sandbox/sandbox-child.ts'], outfile: SANDBOX_CHILD_BUNDLE }),
  ]);
  return SERVE_BUNDLE;
}
