import { createLogger, runService, startTracingFromConfig } from '@bedtime/service-kit';
import { loadCommunityConfig } from './config';
import { createApp } from './app';
import { COMMUNITY_MIGRATIONS, createCommunityDatabase } from './data/database';

const config = loadCommunityConfig();
const logger = createLogger({ name: 'community', level: config.LOG_LEVEL });
// Before the app is built: it mounts its request spans only when tracing is on.
const tracing = startTracingFromConfig(config, 'community');
// Votes on one story wait for its row lock while holding a connection; a larger pool keeps such a burst
// from queueing the list reads behind it.
const database = createCommunityDatabase(config.DATABASE_URL, { max: 20 });
await database.migrate(COMMUNITY_MIGRATIONS);
const app = createApp({ config, database, logger });

await runService({
  name: 'community service',
  app,
  port: config.PORT,
  host: config.HOST,
  listenFd: config.LISTEN_FD,
  logger,
  onStop: async () => {
    await database.close();
    await tracing?.shutdown();
  },
});
