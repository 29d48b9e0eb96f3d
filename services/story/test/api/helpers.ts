import { createTestDatabase, silentLogger, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { loadStoryConfig } from '../../src/config';
import { createApp } from '../../src/app';
import { createStoryDatabase, STORY_MIGRATIONS, type StoryDatabase } from '../../src/data/database';

/** The story service on its own fresh database. */
export async function createTestStoryService(env: Record<string, string> = {}) {
  const url = await createTestDatabase('story');
  const config = loadStoryConfig({ DATABASE_URL: url, IDENTITY_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const database: StoryDatabase = createStoryDatabase(url);
  await database.migrate(STORY_MIGRATIONS);
  const app = createApp({ config, database, logger: silentLogger });
  return { app, config, database, close: () => database.close() };
}
