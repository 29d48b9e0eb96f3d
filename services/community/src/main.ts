import { createLogger } from '@bedtime/service-kit';
import { loadCommunityConfig } from './config';
import { createApp } from './app';
import { COMMUNITY_MIGRATIONS, createCommunityDatabase } from './data/database';

const config = loadCommunityConfig();
const logger = createLogger({ name: 'community', level: config.LOG_LEVEL });
// Votes hold a connection for their short transaction; a larger pool keeps bursts on one story from queueing behind reads.
const database = createCommunityDatabase(config.DATABASE_URL, { max: 20 });
await database.migrate(COMMUNITY_MIGRATIONS);
const app = createApp({ config, database, logger });
const server = app.listen(config.PORT, config.HOST, () => logger.info({ port: config.PORT }, 'community service listening'));

async function shutdown(signal: string) {
  logger.info({ signal }, 'community service stopping');
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
