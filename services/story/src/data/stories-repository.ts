import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { countWords, storyPreview, type Story, type StoryStyle } from '@bedtime/contracts';
import { fingerprint } from '@bedtime/story-writer';
import type { StoryDatabase } from './database';
import { children, favorites, readingProgress, stories } from './schema';
import { searchMatch } from './story-search-query';

export type StoryRow = Omit<typeof stories.$inferSelect, 'searchVector'>;
/** What the community shows of a story (its brief), with the text cut to a preview. */
export type StoryBriefRow = Pick<StoryRow, 'id' | 'userId' | 'title' | 'content' | 'age' | 'style'>;
/** The preview and word count are derived from the text when it is stored. */
export type NewStoryRow = Omit<typeof stories.$inferInsert, 'searchVector' | 'createdAt' | 'preview' | 'wordCount'>;

/** Every column but the search vector, which only the database reads (it is as large as the text). */
const { searchVector: _searchVector, ...storyColumns } = getTableColumns(stories);

/** What a library page needs of a story, its reader's favourite and progress: never the text itself. */
export interface StorySummaryRow {
  id: string;
  userId: string;
  title: string | null;
  preview: string;
  age: number;
  gender: string;
  interests: string[];
  style: string;
  createdAt: Date;
  /** created_at as PostgreSQL prints it (microseconds kept, which a JS Date would lose): the page cursor. */
  createdAtExact: string;
  wordCount: number;
  isFavorite: boolean;
  childId: string | null;
  companions: string[];
  progressWordIndex: number | null;
  progressScrollPercentage: number | null;
}

/** Where the previous page ended: the last story's exact creation time and id (the list's order). */
export interface LibraryPosition {
  createdAt: string;
  id: string;
}

const summaryColumns = {
  id: stories.id,
  userId: stories.userId,
  title: stories.title,
  preview: stories.preview,
  age: stories.age,
  gender: stories.gender,
  interests: stories.interests,
  style: stories.style,
  createdAt: stories.createdAt,
  createdAtExact: sql<string>`${stories.createdAt}::text`,
  wordCount: stories.wordCount,
  isFavorite: sql<boolean>`${favorites.userId} is not null`,
  childId: stories.childId,
  // The companions' names from the plan's cast (a story from before plans has none).
  companions: sql<string[]>`coalesce((select array_agg(member->>'name') from jsonb_array_elements(${stories.plan}->'cast') as member where member->>'role' = 'companion'), '{}')`,
  progressWordIndex: readingProgress.wordIndex,
  progressScrollPercentage: readingProgress.scrollPercentage,
};

/** The friends another adventure keeps: the companions of the story's plan. */
export function companionsOf(row: Pick<StoryRow, 'plan'>): string[] {
  return (row.plan?.cast ?? []).filter((member) => member.role === 'companion').map((member) => member.name);
}

/**
 * A stored story as the API shows it (docs/product-rules.md, Stories); enhancements are attached by the caller
 * when needed. The child, hero and friends are the owner's to see: callers showing anyone else leave them out.
 */
export function toStory(row: StoryRow, extras: Pick<Story, 'illustrations' | 'stickers'> = { illustrations: [], stickers: [] }): Story {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    content: row.content,
    age: row.age,
    gender: row.gender as Story['gender'],
    interests: row.interests,
    style: row.style as Story['style'],
    lesson: row.lesson,
    isCollaborative: row.isCollaborative,
    plotTwists: row.plotTwists,
    createdAt: row.createdAt.toISOString(),
    ...extras,
    childId: row.childId,
    hero: row.plan?.hero.name ?? null,
    companions: companionsOf(row),
  };
}

export interface StorySearch {
  query?: string;
  age?: number;
  style?: StoryStyle;
  childId?: string;
}

export function createStoriesRepository({ db }: StoryDatabase) {
  // The joins are on the reader's own favourite and progress rows (their primary keys): one row at most each.
  const summaries = (userId: string) =>
    db
      .select(summaryColumns)
      .from(stories)
      .leftJoin(favorites, and(eq(favorites.userId, userId), eq(favorites.storyId, stories.id)))
      .leftJoin(readingProgress, and(eq(readingProgress.userId, userId), eq(readingProgress.storyId, stories.id)));

  return {
    /**
     * One page of the user's library, newest first, after `after` (keyset: the index on user, created_at, id
     * walks straight to it however deep the page is).
     */
    async listSummaries(userId: string, { limit, after, childId }: { limit: number; after?: LibraryPosition; childId?: string }): Promise<StorySummaryRow[]> {
      const conditions: SQL[] = [eq(stories.userId, userId)];
      if (childId !== undefined) conditions.push(eq(stories.childId, childId));
      if (after) conditions.push(sql`(${stories.createdAt}, ${stories.id}) < (${after.createdAt}::timestamptz, ${after.id})`);
      return summaries(userId)
        .where(and(...conditions))
        .orderBy(desc(stories.createdAt), desc(stories.id))
        .limit(limit);
    },

    /** The user's stories matching the words (best match first, then newest) and the filters, as summaries. */
    async searchSummaries(userId: string, { query, age, style, childId }: StorySearch): Promise<StorySummaryRow[]> {
      const conditions: SQL[] = [eq(stories.userId, userId)];
      if (childId !== undefined) conditions.push(eq(stories.childId, childId));
      if (age !== undefined) conditions.push(eq(stories.age, age));
      if (style !== undefined) conditions.push(eq(stories.style, style));
      const match = query ? searchMatch(query) : undefined;
      if (match) conditions.push(sql`${stories.searchVector} @@ ${match}`);
      const order = match
        ? [sql`ts_rank(${stories.searchVector}, ${match}) desc`, desc(stories.createdAt), desc(stories.id)]
        : [desc(stories.createdAt), desc(stories.id)];
      return summaries(userId).where(and(...conditions)).orderBy(...order);
    },

    /** What the community shows of stories: the text cut to the preview in the database, so whole stories never travel. */
    async briefs(ids: string[], previewLength: number): Promise<StoryBriefRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: stories.id,
          userId: stories.userId,
          title: stories.title,
          content: sql<string>`left(${stories.content}, ${previewLength})`,
          age: stories.age,
          style: stories.style,
        })
        .from(stories)
        .where(inArray(stories.id, ids));
    },

    async findById(id: string): Promise<StoryRow | undefined> {
      const [row] = await db.select(storyColumns).from(stories).where(eq(stories.id, id));
      return row;
    },

    /**
     * Fingerprints of the paragraphs of a user's latest stories (about a month of bedtimes), so the
     * writer tells the next one in paragraphs the child has not heard lately.
     */
    async recentParagraphFingerprints(userId: string, limit = 30): Promise<string[]> {
      const rows = await db.select({ content: stories.content, plan: stories.plan }).from(stories).where(eq(stories.userId, userId)).orderBy(desc(stories.createdAt)).limit(limit);
      // The plan says which passages were told; a story from before plans is read paragraph by paragraph.
      return rows.flatMap((row) => row.plan?.heard ?? row.content.split(/\n\s*\n/).map((paragraph) => fingerprint(paragraph.trim())));
    },

    async insert(story: NewStoryRow): Promise<StoryRow> {
      const [row] = await db
        .insert(stories)
        .values({
          ...story,
          // A child removed while their story was being written: the story is kept, tied to nobody.
          ...(story.childId ? { childId: sql`(select ${children.id} from ${children} where ${children.id} = ${story.childId})` } : {}),
          preview: storyPreview(story.content),
          wordCount: countWords(story.content),
        })
        .returning(storyColumns);
      if (!row) throw new Error('Inserting a story returned no row');
      return row;
    },

    async updateTitle(id: string, title: string): Promise<StoryRow | undefined> {
      const [row] = await db.update(stories).set({ title }).where(eq(stories.id, id)).returning(storyColumns);
      return row;
    },
  };
}
export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
