/**
 * The sandbox as an app process runs it, for tests that kill that process: starts it on the folder
 * given as argument, prints one READY line (endpoint and credential as JSON), and closes it when
 * stdin ends. Errors are printed as one FAILED line, never thrown.
 */
import { startSandbox } from '../../../electron/sandbox/sandbox.js';

const dataDir = process.argv[2]!;
try {
  const sandbox = await startSandbox({ dataDir });
  process.stdout.write(
    `READY ${JSON.stringify({ endpoint: sandbox.endpoint, credentials: sandbox.credentials, seeded: sandbox.seeded?.items ?? 0, recovered: sandbox.recovered, pid: sandbox.pid })}\n`,
  );
  process.stdin.resume();
  process.stdin.on('end', () => {
    void sandbox.close().then(() => process.exit(0));
  });
} catch (e) {
  // The whole cause chain, with any HTTP status the SDK saw: a message alone ("UnknownError") says too little.
  const chain: string[] = [];
  for (let err: unknown = e; err instanceof Error && chain.length < 6; err = err.cause) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    chain.push(`${err.name}${status ? ` (HTTP ${status})` : ''}: ${err.message}`);
  }
  const message = chain.join(' <- ');
  process.stdout.write(`FAILED ${JSON.stringify({ name: (e as Error).name, message })}\n`);
  process.exit(1);
}
