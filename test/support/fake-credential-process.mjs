#!/usr/bin/env node
// A credential_process helper that fails in every revealing way: it echoes its whole command line
// (with its --password and --token) and a marker to stderr, and prints markers to stdout.
// Usage: fake-credential-process.mjs <fail|badjson|v2> --password P --token=T --say M
const [mode, ...rest] = process.argv.slice(2);
const say = rest[rest.indexOf('--say') + 1] ?? '';
if (mode === 'fail') {
  process.stderr.write(`helper refused: ${process.argv.join(' ')} ${say}\n`);
  process.stdout.write(`partial output ${say}\n`);
  process.exit(3);
} else if (mode === 'badjson') {
  process.stdout.write(`not json at all: ${say} ${process.argv.join(' ')}\n`);
} else if (mode === 'v2') {
  process.stdout.write(JSON.stringify({ Version: 2, AccessKeyId: 'AKIAEXAMPLEEXAMPLE00', SecretAccessKey: say }));
} else {
  process.stderr.write(`unknown mode ${mode}\n`);
  process.exit(2);
}
