import { randomUUID } from 'node:crypto';
import type { StorySummary } from '@bedtime/contracts';
import { createTestDatabase, identityHeaders, silentLogger, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { createApp } from '../../src/app';
import { loadCommunityConfig } from '../../src/config';
import { COMMUNITY_MIGRATIONS, createCommunityDatabase, type CommunityDatabase } from '../../src/data/database';
import type { StoryCatalog } from '../../src/providers/story-catalog';
import type { DirectoryUser, UserDirectory } from '../../src/providers/user-directory';

/** Stands in for the story service: stories by id that a test can add, rename and delete. */
export function createFakeCatalog() {
  const stories = new Map<string, StorySummary>();
  const calls: string[][] = [];
  const catalog: StoryCatalog = {
    async summaries(ids) {
      calls.push(ids);
      return ids.flatMap((id) => {
        const story = stories.get(id);
        return story ? [{ ...story, content: story.content.slice(0, 200) }] : [];
      });
    },
  };
  return {
    catalog,
    calls,
    add(story: Partial<StorySummary> & { userId: string }): string {
      const id = story.id ?? randomUUID();
      stories.set(id, { id, title: 'The Sleepy Owl', content: 'Once upon a time a sleepy owl watched the moon.', age: 5, style: 'gentle', ...story });
      return id;
    },
    rename(id: string, title: string) {
      const story = stories.get(id);
      if (story) story.title = title;
    },
    remove: (id: string) => stories.delete(id),
  };
}

/** Stands in for the gateway's user directory. */
export function createFakeDirectory() {
  const users = new Map<string, DirectoryUser>();
  let down = false;
  const directory: UserDirectory = {
    async users(ids) {
      if (down) throw new Error('directory unreachable');
      return ids.flatMap((id) => (users.has(id) ? [users.get(id)!] : []));
    },
  };
  return {
    directory,
    add: (user: Partial<DirectoryUser> & { id: string }) => users.set(user.id, { firstName: null, lastName: null, nickname: null, ...user }),
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

/** A clock the test sets; every vote is stamped with it. */
export function createClock(start = new Date('2026-11-18T12:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    set(at: Date | string) {
      current = new Date(at);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export async function createTestCommunityService(env: Record<string, string> = {}) {
  const url = await createTestDatabase('community');
  const config = loadCommunityConfig({ DATABASE_URL: url, IDENTITY_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const database: CommunityDatabase = createCommunityDatabase(url, { max: 20 });
  await database.migrate(COMMUNITY_MIGRATIONS);
  const stories = createFakeCatalog();
  const people = createFakeDirectory();
  const clock = createClock();
  const app = createApp({ config, database, logger: silentLogger, catalog: stories.catalog, directory: people.directory, now: clock.now });
  return { app, http: app.callback(), config, database, stories, people, clock, close: () => database.close() };
}
export type TestCommunityService = Awaited<ReturnType<typeof createTestCommunityService>>;

export const as = (userId: string | null) => identityHeaders({ userId });
export const newUserId = () => `user-${randomUUID().slice(0, 8)}`;
