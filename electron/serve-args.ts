/** Command-line options of `npm run serve`, parsed with Node's own parseArgs. */
import { parseArgs } from 'node:util';

/**
 * Web mode's own port unless told otherwise: a fixed port keeps the browser's origin (its session
 * cookie, its bookmarks, its saved data) the same across restarts.
 */
export const DEFAULT_WEB_PORT = 7331;

export interface ServeArgs {
  port: number;
  /** True when the port is the default, which falls back to a free port when taken; `--port N` does not. */
  portFallback: boolean;
  endpoint?: string;
  region?: string;
  profile?: string;
  dataDir?: string;
  sandbox: boolean;
}

export const SERVE_USAGE = `Usage: npm run serve -- [--port N (default ${DEFAULT_WEB_PORT}; 0 for any free port)] [--endpoint URL] [--region R] [--profile NAME] [--data-dir DIR] [--no-sandbox]`;

/** `env.ICE_WEB_PORT` replaces the default port (and keeps its fallback), as ICE_SANDBOX_DIR does the data folder. */
export function parseServeArgs(argv: string[], env: Record<string, string | undefined> = {}): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      endpoint: { type: 'string' },
      region: { type: 'string' },
      profile: { type: 'string' },
      'data-dir': { type: 'string' },
      'no-sandbox': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) throw new Error(SERVE_USAGE);
  const envPort = env.ICE_WEB_PORT;
  const port =
    values.port !== undefined ? Number(values.port) : envPort !== undefined ? Number(envPort) : DEFAULT_WEB_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `${values.port !== undefined ? '--port' : 'ICE_WEB_PORT'}: expected a port number from 0 to 65535, got "${values.port ?? envPort}"`,
    );
  }
  if (values.endpoint !== undefined) {
    let url: URL;
    try {
      url = new URL(values.endpoint);
    } catch {
      throw new Error(`--endpoint: expected a URL such as http://localhost:8000, got "${values.endpoint}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`--endpoint: expected http:// or https://, got "${url.protocol}"`);
  }
  if (values.region !== undefined && !/^[a-z0-9-]+$/.test(values.region))
    throw new Error(`--region: expected a region such as us-east-1, got "${values.region}"`);
  return {
    port,
    portFallback: values.port === undefined,
    endpoint: values.endpoint,
    region: values.region,
    profile: values.profile,
    dataDir: values['data-dir'],
    sandbox: !values['no-sandbox'],
  };
}
