import { createLogger, runService, startTracingFromConfig } from '@bedtime/service-kit';
import { loadStoryConfig } from './config';
import { createApp } from './app';
import { createStoryDatabase, STORY_MIGRATIONS } from './data/database';
import { createProviders } from './providers/create-providers';

const config = loadStoryConfig();
const logger = createLogger({ name: 'story', level: config.LOG_LEVEL });
// Before the app is built: it mounts its request spans only when tracing is on.
const tracing = startTracingFromConfig(config, 'story');
const database = createStoryDatabase(config.DATABASE_URL);
await database.migrate(STORY_MIGRATIONS);
// Started ahead of the first story so it starts speaking sooner; a failure here only costs that head start.
const providers = createProviders(config);
const narrationEngine = providers.narrationEngine.get();
logger.info({ engine: narrationEngine.name }, 'narration engine chosen');
logger.info(
  config.BLOB_STORE === 's3'
    ? { blobStore: 's3', bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT ?? 'AWS S3', prefix: config.S3_PREFIX }
    : { blobStore: 'local', dir: config.BLOB_DIR },
  'blob store chosen',
);
narrationEngine.warmUp?.().catch((error: unknown) => logger.warn({ err: error }, 'narration engine warm-up failed'));
const app = createApp({ config, database, logger, providers });

await runService({
  name: 'story service',
  app,
  port: config.PORT,
  host: config.HOST,
  listenFd: config.LISTEN_FD,
  logger,
  onStop: async () => {
    narrationEngine.close?.();
    providers.blobStore.close?.();
    await database.close();
    await tracing?.shutdown();
  },
});
