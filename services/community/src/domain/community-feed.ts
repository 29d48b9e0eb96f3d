import { findUnsafe } from '@bedtime/child-safety';
import {
  COMMUNITY_PAGE_SIZE,
  DEFAULT_AUTHOR_NAME,
  TOP_WEEKLY_SIZE,
  type CommunityStoriesResponse,
  type CommunityStory,
  type TopWeeklyResponse,
  type UserVotes,
} from '@bedtime/contracts';
import { ValidationError, type Logger } from '@bedtime/service-kit';
import type { CommunityRepository, ListPosition, SharedStoryRow, Vote } from '../data/community-repository';
import type { StoryCatalog } from '../providers/story-client';
import type { DirectoryUser, UserDirectory } from '../providers/gateway-client';
import { weekKeyOf, weekStartOf } from './week';

export const INVALID_CURSOR = 'The page cursor is not valid. Reload the list to start again.';

export function encodeCursor(row: Pick<SharedStoryRow, 'sharedAt' | 'storyId'>): string {
  return Buffer.from(`${row.sharedAt.getTime()}:${row.storyId}`).toString('base64url');
}

export function decodeCursor(cursor: string): ListPosition {
  const [millis, storyId] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  const sharedAt = new Date(Number(millis));
  if (!storyId || !/^\d+$/.test(millis ?? '') || Number.isNaN(sharedAt.getTime())) throw new ValidationError(INVALID_CURSOR);
  return { sharedAt, storyId };
}

/**
 * The author as the public sees it: the display name the parent chose, if it passes the child-safety
 * screen (names chosen before names were screened are read again here), else "A parent". Never a last
 * name, and never the nickname (the parent's own label, often a family name). The legacy `nickname` field carries
 * the same display name, so an older page that reads it shows nothing more.
 */
export function publicAuthor(user: DirectoryUser | undefined): CommunityStory['user'] {
  const chosen = user?.displayName?.trim();
  const displayName = chosen && !findUnsafe(chosen) ? chosen : DEFAULT_AUTHOR_NAME;
  return { displayName, nickname: displayName, firstName: null, lastName: null };
}

/** A title stored before titles were screened as they are now is not shown: the card says "Untitled". */
const publicTitle = (title: string | null) => (title && findUnsafe(title) ? null : title);

interface FeedDeps {
  repository: CommunityRepository;
  catalog: StoryCatalog;
  directory: UserDirectory;
  now: () => Date;
  logger: Logger;
}

/** The public community lists: newest shares, and the week's top five. */
export function createCommunityFeed({ repository, catalog, directory, now, logger }: FeedDeps) {
  /**
   * Joins shares with the live story (so a renamed story shows its new title) and the author's names.
   * A story deleted from the story service drops out; a directory outage only costs the names.
   */
  async function describe(rows: SharedStoryRow[], requestId?: string): Promise<CommunityStory[]> {
    if (rows.length === 0) return [];
    const [summaries, users] = await Promise.all([
      catalog.summaries(
        rows.map((row) => row.storyId),
        requestId,
      ),
      directory.users([...new Set(rows.map((row) => row.ownerId))], requestId).catch((error: unknown) => {
        logger.warn({ err: error, requestId }, 'user directory unavailable; community authors shown without names');
        return [] as DirectoryUser[];
      }),
    ]);
    const storyById = new Map(summaries.map((story) => [story.id, story]));
    const userById = new Map(users.map((user) => [user.id, user]));
    return rows.flatMap((row) => {
      const story = storyById.get(row.storyId);
      if (!story) return [];
      const user = userById.get(row.ownerId);
      return [
        {
          story: { id: story.id, title: publicTitle(story.title), content: story.content, age: story.age, style: story.style },
          user: publicAuthor(user),
          communityStory: { sharedAt: row.sharedAt.toISOString() },
          votes: { score: row.upvotes - row.downvotes, upvotes: row.upvotes, downvotes: row.downvotes },
        },
      ];
    });
  }

  /** The viewer's votes on these shares, asked for alongside the descriptions rather than after them. */
  async function votesOf(viewerId: string | null, rows: SharedStoryRow[]): Promise<Map<string, Vote>> {
    if (!viewerId || rows.length === 0) return new Map();
    return repository.votesOf(
      viewerId,
      rows.map((row) => row.storyId),
    );
  }

  async function describeWithVotes(viewerId: string | null, rows: SharedStoryRow[], requestId?: string) {
    const [stories, held] = await Promise.all([describe(rows, requestId), votesOf(viewerId, rows)]);
    const userVotes: UserVotes = viewerId ? Object.fromEntries(stories.map((item) => [item.story.id, held.get(item.story.id) ?? 0])) : {};
    return { stories, userVotes };
  }

  return {
    async newest(
      viewerId: string | null,
      { cursor, limit = COMMUNITY_PAGE_SIZE }: { cursor?: string; limit?: number },
      requestId?: string,
    ): Promise<CommunityStoriesResponse> {
      const after = cursor ? decodeCursor(cursor) : undefined;
      // One extra row tells whether another page follows without a count over every share.
      const rows = await repository.newest(limit + 1, after);
      const page = rows.slice(0, limit);
      const { stories, userVotes } = await describeWithVotes(viewerId, page, requestId);
      const last = page.at(-1);
      return { stories, userVotes, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    async topWeekly(viewerId: string | null, requestId?: string): Promise<TopWeeklyResponse> {
      const at = now();
      // A few spare rows cover ranked stories the story service no longer has.
      const rows = await repository.topOfWeek(weekKeyOf(at), TOP_WEEKLY_SIZE + 5);
      const described = await describeWithVotes(viewerId, rows, requestId);
      const stories = described.stories.slice(0, TOP_WEEKLY_SIZE);
      const userVotes = Object.fromEntries(Object.entries(described.userVotes).filter(([id]) => stories.some((item) => item.story.id === id)));
      return { stories, weekStartDate: weekStartOf(at).toISOString(), userVotes };
    },
  };
}
export type CommunityFeed = ReturnType<typeof createCommunityFeed>;
