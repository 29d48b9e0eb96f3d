import { createLogger } from '@bedtime/service-kit';
import { loadStoryConfig } from './config';
import { createApp } from './app';
import { createStoryDatabase, STORY_MIGRATIONS } from './data/database';

const config = loadStoryConfig();
const logger = createLogger({ name: 'story', level: config.LOG_LEVEL });
const database = createStoryDatabase(config.DATABASE_URL);
await database.migrate(STORY_MIGRATIONS);
const app = createApp({ config, database, logger });
const server = app.listen(config.PORT, config.HOST, () => logger.info({ port: config.PORT }, 'story service listening'));
server.requestTimeout = 0;

async function shutdown(signal: string) {
  logger.info({ signal }, 'story service stopping');
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
