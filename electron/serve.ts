/**
 * `npm run serve`: the explorer in a browser. Prints one line with the link to open (it carries the
 * run's token, which that browser trades once for a session cookie); API clients send the same token
 * as a bearer token.
 */
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { createAppService } from './app-service.js';
import { parseServeArgs, SERVE_USAGE } from './serve-args.js';
import { startWebServer } from './transport/http-server.js';
import { defaultSandboxDir } from './sandbox/sandbox.js';
import { defaultStateDir } from './state/state-dir.js';
import { takeFolderLock } from './state/folder-lock.js';
import { SANDBOX_MOVE_HINT } from './sandbox/data-dir.js';

/** --data-dir moves everything the app keeps; it is the one flag that always gives another folder. */
const DATA_DIR_HINT = '--data-dir <another folder>';

async function main() {
  let args;
  try {
    args = parseServeArgs(process.argv.slice(2), process.env);
  } catch (e) {
    console.error((e as Error).message === SERVE_USAGE ? SERVE_USAGE : `${(e as Error).message}\n${SERVE_USAGE}`);
    process.exit(2);
  }
  // Tests that need the renderer's test hooks serve its test-hooks build (vite.config.ts) instead.
  const staticDir = process.env.ICE_RENDERER_DIR ?? fileURLToPath(new URL('../dist/renderer', import.meta.url));
  if (!existsSync(staticDir))
    console.error(`The renderer is not built (${staticDir}); run "npm run serve", which builds it first.`);
  const stateDir = args.dataDir ?? defaultStateDir();
  // One server per data folder: two would each write the app state over the other's.
  const stateLock = await takeFolderLock(stateDir, {
    name: 'app-state-lock',
    what: 'the data folder',
    moveHint: DATA_DIR_HINT,
    waitMs: 10_000,
    onWait: (m) => console.error(m),
  });
  const app = createAppService({
    sandboxDir: args.sandbox ? (args.dataDir ?? defaultSandboxDir()) : undefined,
    sandboxMoveHint: args.dataDir ? DATA_DIR_HINT : SANDBOX_MOVE_HINT,
    endpoint: args.endpoint,
    region: args.region,
    profile: args.profile,
    stateDir,
    sandboxRequestTimeoutMs: timeoutFromEnv(process.env.ICE_SANDBOX_REQUEST_TIMEOUT_MS),
  });
  const web = await startWebServer({
    service: app.service,
    port: args.port,
    fallbackPort: args.portFallback,
    staticDir,
    exportFiles: app.service.exports,
  });
  if (web.fellBackFrom !== undefined) {
    console.log(
      `Port ${web.fellBackFrom} is in use, so web mode took port ${web.port}: the browser sees a new origin (open the link below); free port ${web.fellBackFrom} or pass --port to keep one address across restarts.`,
    );
  }
  console.log(`Item Collection Explorer (web mode): ${web.url}`);
  const stop = async () => {
    stateLock.closing();
    await web.close();
    await app.close();
    await stateLock.release();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Tests set a short time bound; anything that is not a positive whole number keeps the default. */
function timeoutFromEnv(value: string | undefined): number | undefined {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms > 0 ? ms : undefined;
}

main().catch((e) => {
  console.error(`Could not start web mode: ${(e as Error).message}`);
  process.exit(1);
});
