import { createServiceApp, type Logger } from '@bedtime/service-kit';
import type { StoryConfig } from './config';
import type { StoryDatabase } from './data/database';
import { createStoriesRepository } from './domain/stories-repository';
import { libraryRoutes } from './http/library-routes';

export interface StoryDeps {
  config: StoryConfig;
  database: StoryDatabase;
  logger: Logger;
}

export function createApp({ config, database, logger }: StoryDeps) {
  const app = createServiceApp({ name: 'story', logger, identitySecret: config.IDENTITY_SECRET, ready: () => database.ping() });
  const stories = createStoriesRepository(database);
  app.use(libraryRoutes({ stories }).routes());
  return app;
}
