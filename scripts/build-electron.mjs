// Bundles the Electron main process and preload into dist-electron/ (CommonJS, as Electron loads
// them). The preload is bundled whole because a sandboxed preload cannot require our modules.
import { build } from 'esbuild';
import { TABLE, tableMethodNames } from './api-table-names.mjs';

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: false,
  logLevel: 'warning',
};

// main.ts always passes the sandbox child's path, so spawn-child.ts's import.meta fallback (for
// web mode and tests, which run the sources) is never evaluated in this bundle.
await build({
  ...common,
  entryPoints: ['electron/main.ts'],
  outfile: 'dist-electron/main.cjs',
  external: ['electron', 'dynalite', 'classic-level'],
  logOverride: { 'empty-import-meta': 'silent' },
});
// The sandbox's own process (utilityProcess.fork), kept out of main.cjs: dynalite never loads in main.
await build({
  ...common,
  entryPoints: ['electron/sandbox/sandbox-child.ts'],
  outfile: 'dist-electron/sandbox-child.cjs',
  external: ['electron', 'dynalite', 'classic-level'],
});
// The preload needs the table's method names only: the table itself would bring its schemas and
// zod (some 800 KB) into every window's preload, so its import is the names, read from its source.
const methodNamesOnly = {
  name: 'api-method-names-only',
  setup(b) {
    b.onLoad({ filter: /[\\/]shared[\\/]api-methods\.ts$/ }, (args) => {
      const names = tableMethodNames(args.path);
      if (!names) throw new Error(`${TABLE} has no apiTable to read the method names from`);
      return { contents: `export const apiMethods = Object.freeze(${JSON.stringify(names)});`, loader: 'js' };
    });
  },
};
await build({
  ...common,
  entryPoints: ['electron/preload.ts'],
  outfile: 'dist-electron/preload.cjs',
  external: ['electron'],
  plugins: [methodNamesOnly],
});
console.log('built dist-electron/main.cjs, sandbox-child.cjs and preload.cjs');
