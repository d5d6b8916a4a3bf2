/** Runs dynalite in its own process for the benchmark, as DynamoDB is on its own machine; prints its endpoint. */
import { startDynalite } from '../../electron/sandbox/dynalite-server.js';

const db = await startDynalite();
process.stdout.write(`DYNALITE ${db.endpoint}\n`);
// Ends with its parent: when stdin closes, or on a signal.
process.stdin.resume();
process.stdin.on('end', () => {
  void db.close().then(() => process.exit(0));
});
process.on('SIGTERM', () => {
  void db.close().then(() => process.exit(0));
});
