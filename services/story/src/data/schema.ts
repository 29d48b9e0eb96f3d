import { bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { StoryPlan } from '@bedtime/story-writer';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A family's saved children (docs/decisions/0005-child-profiles-in-the-story-service.md). */
export const children = pgTable(
  'children',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    /** `YYYY-MM`: the age is worked out from it on every read, so it stays current. */
    birthMonth: text('birth_month').notNull(),
    gender: text('gender').notNull(),
    interests: text('interests').array().notNull(),
    style: text('style').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('children_user_idx').on(table.userId, table.createdAt)],
);

export const stories = pgTable(
  'stories',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    age: integer('age').notNull(),
    gender: text('gender').notNull(),
    interests: text('interests').array().notNull(),
    style: text('style').notNull(),
    lesson: text('lesson').notNull(),
    isCollaborative: boolean('is_collaborative').notNull().default(false),
    plotTwists: text('plot_twists').array().notNull(),
    /** Which engine wrote it ('composer' or the provider's model), for support and quality tracking. */
    engine: text('engine').notNull(),
    /**
     * The story plan it was told from (setting, cast with kinds and species, scenes with their action and
     * object; see @bedtime/story-writer): the picture engine draws from it. Null for stories made before plans.
     */
    plan: jsonb('plan').$type<StoryPlan>(),
    /** The saved child the story was for; null for nobody saved (or a child since removed). */
    childId: text('child_id').references(() => children.id, { onDelete: 'set null' }),
    /** The story this one continued ("another adventure"), kept by id only: it may be deleted since. */
    continuesFrom: text('continues_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the library lists instead of the text (kept with the row so a page of summaries never reads the text). */
    preview: text('preview').notNull().default(''),
    /** Words by the shared tokenizer: reading time and the progress percentage without reading the text. */
    wordCount: integer('word_count').notNull().default(0),
    /** Full-text search over title, content, lesson and interests (kept by the database). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      // Title weighs most, then lesson and interests, then the text. immutable_array_to_string is created by
      // the first migration: array_to_string itself is not immutable, which generated columns require.
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', lesson || ' ' || immutable_array_to_string(interests, ' ')), 'B') || setweight(to_tsvector('english', content), 'C')`,
    ),
  },
  (table) => [
    // Keyset pages of one user's library, newest first (id breaks ties of the same instant). NULLS FIRST is what
    // ORDER BY ... DESC means: with NULLS LAST the planner cannot read the order from the index and sorts instead.
    index('stories_user_created_id_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // One child's shelf, page by page, the same way.
    index('stories_user_child_created_id_idx').on(table.userId, table.childId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // One user's stories matching the words, straight from one index (btree_gin): with the words alone indexed,
    // the planner intersects their matches across every user's stories with the user's own rows.
    index('stories_user_search_idx').using('gin', table.userId, table.searchVector),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id').notNull(),
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storyId] })],
);

export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: text('user_id').notNull(),
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    characterPosition: integer('character_position').notNull(),
    wordIndex: integer('word_index').notNull(),
    scrollPercentage: real('scroll_percentage').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storyId] })],
);

/** Narrations by content hash of (engine, voice, speed, text): the audio lives in the blob store. */
export const narrations = pgTable('narrations', {
  hash: text('hash').primaryKey(),
  engine: text('engine').notNull(),
  blobKey: text('blob_key').notNull(),
  mimeType: text('mime_type').notNull(),
  durationMs: integer('duration_ms').notNull(),
  words: jsonb('words').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who asked for which narration (by its hash), so a deleted account's narrations of free text can be found. */
export const narrationRequests = pgTable(
  'narration_requests',
  {
    userId: text('user_id').notNull(),
    hash: text('hash').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hash] }), index('narration_requests_hash_idx').on(table.hash)],
);

/** The narrator and pace each account chose (a voice id of the narrating engine, a multiple of the house pace). */
export const narrationPreferences = pgTable('narration_preferences', {
  userId: text('user_id').primaryKey(),
  voice: text('voice').notNull(),
  speed: real('speed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const illustrations = pgTable(
  'illustrations',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    blobKey: text('blob_key').notNull(),
    lineArtBlobKey: text('line_art_blob_key'),
    /** What the picture was drawn from (a long brief for the image engine); kept for redrawing and support. */
    prompt: text('prompt').notNull(),
    /** A short description of the scene for people who cannot see the picture (the img alt text). */
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storyId, table.position] })],
);

export const stickers = pgTable(
  'stickers',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    character: text('character').notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storyId, table.character] })],
);

/** AI provider calls, counted as they are made (providers/ai-call-counting.ts); `units` is images for a batch. */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    engine: text('engine').notNull(),
    units: integer('units').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_calls_created_idx').on(table.createdAt)],
);

/**
 * Story merchandise made for a story, kept so a second visit is instant: the basic mockups and the AI designs
 * (kind 'basic' / 'enhanced'). sourceKey names what they were made from (the story's title and billing's
 * products and prices); when it changes they are made again. blobKeys are the pictures they point at.
 */
export const storyMerchandise = pgTable(
  'story_merchandise',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourceKey: text('source_key').notNull(),
    payload: jsonb('payload').notNull(),
    blobKeys: text('blob_keys').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storyId, table.kind] })],
);

/** When each user started a story, narration or picture: the window of the per-user generation limits. */
export const generationStarts = pgTable(
  'generation_starts',
  {
    kind: text('kind').notNull(),
    userId: text('user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('generation_starts_user_idx').on(table.userId, table.kind, table.startedAt), index('generation_starts_started_idx').on(table.startedAt)],
);
