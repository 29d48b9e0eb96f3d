/** `npm start` after install and build: runs the product until Ctrl-C, then stops everything it started. */
import path from 'node:path';
import { startStack } from './stack';

const started = performance.now();
const stack = await startStack({
  port: Number(process.env.PORT ?? 3000),
  postgresPort: Number(process.env.POSTGRES_PORT ?? 54329),
  dataDir: process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined,
  logs: 'inherit',
  externalDatabase: Boolean(process.env.DATABASE_URL_GATEWAY),
});
console.log(`\n  Bedtime Stories is running on ${stack.baseUrl}  (ready in ${Math.round(performance.now() - started)} ms)`);
// The gateway's product port never answers /metrics: its metrics have a listener of their own.
const metricsPorts = Object.entries({ ...stack.ports, gateway: stack.metricsPort }).map(([name, port]) => `${name} ${port}`);
console.log(`  Metrics (this machine only): http://127.0.0.1:<port>/metrics on ${metricsPorts.join(', ')}`);
console.log(`  Emails go to ${stack.outboxDir} (readable at ${stack.baseUrl}/dev/outbox). Ctrl-C stops everything.\n`);

/** A stop that takes longer than this (something that will not end) becomes a kill. */
const STOP_DEADLINE_MS = 20_000;
let stopping = false;
async function shutdown() {
  if (stopping) {
    // Ctrl-C again: the person does not want to wait.
    console.log('  Stopping at once.');
    stack.kill();
    process.exit(130);
  }
  stopping = true;
  console.log('\n  Stopping… (Ctrl-C again to stop at once)');
  const deadline = setTimeout(() => {
    console.log(`  Not stopped after ${STOP_DEADLINE_MS / 1000} s: stopping at once.`);
    stack.kill();
    process.exit(1);
  }, STOP_DEADLINE_MS);
  await stack.stop();
  clearTimeout(deadline);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
