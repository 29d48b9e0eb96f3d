/** `npm start` after install and build: runs the product until Ctrl-C, then stops everything it started. */
import { startStack } from './stack';

const started = performance.now();
const stack = await startStack({
  port: Number(process.env.PORT ?? 3000),
  postgresPort: Number(process.env.POSTGRES_PORT ?? 54329),
  logs: 'inherit',
  externalDatabase: Boolean(process.env.DATABASE_URL_GATEWAY),
});
console.log(`\n  Bedtime Stories is running on ${stack.baseUrl}  (ready in ${Math.round(performance.now() - started)} ms)`);
console.log(`  Emails go to ${stack.outboxDir} (readable at ${stack.baseUrl}/dev/outbox). Ctrl-C stops everything.\n`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\n  Stopping…');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
