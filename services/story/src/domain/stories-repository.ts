import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Story, StoryStyle } from '@bedtime/contracts';
import type { StoryDatabase } from '../data/database';
import { stories } from '../data/schema';
import { searchMatch } from '../data/story-search-query';

export type StoryRow = Omit<typeof stories.$inferSelect, 'searchVector'>;
export type StorySummaryRow = Pick<StoryRow, 'id' | 'userId' | 'title' | 'content' | 'age' | 'style'>;
export type NewStoryRow = Omit<typeof stories.$inferInsert, 'searchVector' | 'createdAt'>;

/** Every column but the search vector, which only the database reads (it is as large as the text). */
const { searchVector: _searchVector, ...storyColumns } = getTableColumns(stories);

/** A stored story as the API shows it (spec/core.md §3); enhancements are attached by the caller when needed. */
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
  };
}

export interface StorySearch {
  query?: string;
  age?: number;
  style?: StoryStyle;
}

export function createStoriesRepository({ db }: StoryDatabase) {
  return {
    async listByUser(userId: string): Promise<StoryRow[]> {
      return db.select(storyColumns).from(stories).where(eq(stories.userId, userId)).orderBy(desc(stories.createdAt), desc(stories.id));
    },

    /** The user's stories matching the words (best match first, then newest) and the filters. */
    async search(userId: string, { query, age, style }: StorySearch): Promise<StoryRow[]> {
      const conditions: SQL[] = [eq(stories.userId, userId)];
      if (age !== undefined) conditions.push(eq(stories.age, age));
      if (style !== undefined) conditions.push(eq(stories.style, style));
      const match = query ? searchMatch(query) : undefined;
      if (match) conditions.push(sql`${stories.searchVector} @@ ${match}`);
      const order = match
        ? [sql`ts_rank(${stories.searchVector}, ${match}) desc`, desc(stories.createdAt), desc(stories.id)]
        : [desc(stories.createdAt), desc(stories.id)];
      return db.select(storyColumns).from(stories).where(and(...conditions)).orderBy(...order);
    },

    /** What the community shows of stories: the text cut to the preview in the database, so whole stories never travel. */
    async summaries(ids: string[], previewLength: number): Promise<StorySummaryRow[]> {
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

    async insert(story: NewStoryRow): Promise<StoryRow> {
      const [row] = await db.insert(stories).values(story).returning(storyColumns);
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
