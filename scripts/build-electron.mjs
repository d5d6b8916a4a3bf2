// Bundles the Electron main process and preload into dist-electron/ (CommonJS, as Electron loads
// them). The preload is bundled whole because a sandboxed preload cannot require our modules.
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', sourcemap: false, logLevel: 'warning' };

await build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist-electron/main.cjs', external: ['electron', 'dynalite', 'classic-level'] });
await build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist-electron/preload.cjs', external: ['electron'] });
console.log('built dist-electron/main.cjs and dist-electron/preload.cjs');
