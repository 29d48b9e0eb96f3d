import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countWords, storyPreview } from '@bedtime/contracts';
import { createTestDatabase, silentLogger, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { loadStoryConfig } from '../../src/config';
import { createApp, type StoryDeps } from '../../src/app';
import { createStoryDatabase, STORY_MIGRATIONS, type StoryDatabase } from '../../src/data/database';
import { stories } from '../../src/data/schema';

export type ProviderOverrides = Partial<Pick<StoryDeps, 'storyWriter' | 'storySafety' | 'heroNames' | 'logger' | 'narrationEngine' | 'imageEngine' | 'blobStore'>>;

/** The story service on its own fresh database. */
export async function createTestStoryService(env: Record<string, string> = {}, overrides: ProviderOverrides = {}) {
  const url = await createTestDatabase('story');
  // Stored media go to a folder of this service's own, never into the repository's data folder.
  const blobDir = await mkdtemp(path.join(tmpdir(), 'story-blobs-'));
  const config = loadStoryConfig({ DATABASE_URL: url, IDENTITY_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'test', BLOB_DIR: blobDir, ...env });
  const database: StoryDatabase = createStoryDatabase(url);
  await database.migrate(STORY_MIGRATIONS);
  const app = createApp({ config, database, logger: silentLogger, ...overrides });
  const close = async () => {
    await database.close();
    await rm(blobDir, { recursive: true, force: true });
  };
  return { app, config, database, close };
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
