import { randomUUID } from 'node:crypto';
import type { StoryBrief } from '@bedtime/contracts';
import { createTestService, identityHeaders } from '@bedtime/service-kit/testing';
import { createApp } from '../../src/app';
import { loadCommunityConfig } from '../../src/config';
import { COMMUNITY_MIGRATIONS, createCommunityDatabase } from '../../src/data/database';
import type { StoryCatalog } from '../../src/providers/story-client';
import type { DirectoryUser, UserDirectory } from '../../src/providers/gateway-client';

/** Stands in for the story service: stories by id that a test can add, rename and delete. */
export function createFakeCatalog() {
  const stories = new Map<string, StoryBrief>();
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
    add(story: Partial<StoryBrief> & { userId: string }): string {
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

/**
 * Stands in for the gateway's user directory. A user the test did not describe is an ordinary parent with
 * a verified email address and no display name; `add` describes one (unverified, named, ...), `forget`
 * makes one unknown (a deleted account).
 */
export function createFakeDirectory() {
  const users = new Map<string, DirectoryUser | null>();
  const ordinary = (id: string): DirectoryUser => ({ id, firstName: null, lastName: null, nickname: null, displayName: null, emailVerified: true });
  let down = false;
  const asked: string[][] = [];
  const directory: UserDirectory = {
    async users(ids) {
      asked.push(ids);
      if (down) throw new Error('directory unreachable');
      return ids.flatMap((id) => {
        const user = users.has(id) ? users.get(id) : ordinary(id);
        return user ? [user] : [];
      });
    },
  };
  return {
    directory,
    asked,
    add: (user: Partial<DirectoryUser> & { id: string }) => users.set(user.id, { ...ordinary(user.id), ...user }),
    forget: (id: string) => users.set(id, null),
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

/** The community service on its own fresh database, with stand-ins for the story service, the directory and the clock. */
export async function createTestCommunityService(env: Record<string, string> = {}) {
  const stories = createFakeCatalog();
  const people = createFakeDirectory();
  const clock = createClock();
  const service = await createTestService({
    name: 'community',
    loadConfig: loadCommunityConfig,
    // 100 votes at once on one story hold a connection each while they wait for its row lock.
    createDatabase: (url) => createCommunityDatabase(url, { max: 20 }),
    migrations: COMMUNITY_MIGRATIONS,
    env,
    createApp: ({ config, database, logger }) => createApp({ config, database, logger, catalog: stories.catalog, directory: people.directory, now: clock.now }),
  });
  return { ...service, http: service.app.callback(), stories, people, clock };
}
export type TestCommunityService = Awaited<ReturnType<typeof createTestCommunityService>>;

export const as = (userId: string | null) => identityHeaders({ userId });
export const newUserId = () => `user-${randomUUID().slice(0, 8)}`;
