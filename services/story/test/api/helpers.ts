import { randomUUID } from 'node:crypto';
import { createTestService } from '@bedtime/service-kit/testing';
import { countWords, storyPreview } from '@bedtime/contracts';
import { loadStoryConfig } from '../../src/config';
import { createApp } from '../../src/app';
import { createStoryDatabase, STORY_MIGRATIONS, type StoryDatabase } from '../../src/data/database';
import { stories } from '../../src/data/schema';
import { createProviders, type GivenProviders } from '../../src/providers/create-providers';
import type { Logger } from '@bedtime/service-kit';

/** Engines the test injects (the rest are chosen from config), and optionally a logger to capture. */
export type ProviderOverrides = GivenProviders & { logger?: Logger };

/** The story service on its own fresh database, with its own blob folder. */
export async function createTestStoryService(env: Record<string, string> = {}, overrides: ProviderOverrides = {}) {
  return createTestService({
    name: 'story',
    loadConfig: loadStoryConfig,
    createDatabase: createStoryDatabase,
    migrations: STORY_MIGRATIONS,
    dirs: ['BLOB_DIR'],
    env,
    createApp: ({ config, database, logger }) => {
      const { logger: givenLogger, ...given } = overrides;
      return createApp({ config, database, logger: givenLogger ?? logger, providers: createProviders(config, given) });
    },
  });
}
export type TestStoryService = Awaited<ReturnType<typeof createTestStoryService>>;

type NewStory = typeof stories.$inferInsert;

const DEFAULT_CONTENT = 'Once upon a time a sleepy owl watched the moon rise over the quiet wood.';

/** Puts a story straight into the database, as if it had been generated earlier (with the preview and word count the service stores). */
export async function insertStory(database: StoryDatabase, story: Partial<NewStory> & { userId: string }) {
  const content = story.content ?? DEFAULT_CONTENT;
  const [row] = await database.db
    .insert(stories)
    .values({
      id: randomUUID(),
      title: 'The Sleepy Owl',
      content,
      preview: storyPreview(content),
      wordCount: countWords(content),
      age: 5,
      gender: 'girl',
      interests: ['Animals'],
      style: 'gentle',
      lesson: 'Rest helps us grow',
      isCollaborative: false,
      plotTwists: [],
      engine: 'test',
      ...story,
    })
    .returning({ id: stories.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}
