import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * A story its owner has shared. The story's text, title, age and style stay in the story service and are
 * fetched live, so a renamed story shows its new title. The vote counters are kept here, changed only
 * while the row is locked, so the list never has to count a million votes. A share the owner takes back
 * is withdrawn (`withdrawnAt`), not deleted: it leaves the lists, and sharing it again brings its votes back.
 */
export const sharedStories = pgTable(
  'shared_stories',
  {
    storyId: text('story_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true, precision: 3 }).notNull(),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('shared_stories_newest_idx').on(table.sharedAt.desc(), table.storyId.desc()),
    index('shared_stories_owner_idx').on(table.ownerId),
    check('shared_stories_counts_non_negative', sql`${table.upvotes} >= 0 and ${table.downvotes} >= 0`),
  ],
);

/**
 * One vote per user and story; a reset to 0 deletes the row. `castAt` is when the current value was chosen.
 * `counted`: whether it moves the story's counters and weekly score (a verified account that is not the
 * story's owner); a vote that does not count is kept all the same, so the voter's choice shows.
 */
export const votes = pgTable(
  'votes',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => sharedStories.storyId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    value: smallint('value').notNull(),
    counted: boolean('counted').notNull().default(true),
    castAt: timestamp('cast_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storyId, table.userId] }),
    index('votes_user_idx').on(table.userId, table.storyId),
    index('votes_cast_at_idx').on(table.castAt),
    check('votes_value_is_up_or_down', sql`${table.value} in (1, -1)`),
  ],
);

/**
 * Net score per story from the votes whose current value was cast in that week (weeks start Monday 00:00
 * UTC). Kept in the same transaction as the vote, so the weekly top five is a read of at most one row
 * per story rather than a sum over the week's votes.
 */
export const weeklyScores = pgTable(
  'weekly_scores',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    storyId: text('story_id')
      .notNull()
      .references(() => sharedStories.storyId, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.weekStart, table.storyId] }),
    index('weekly_scores_rank_idx').on(table.weekStart, table.score.desc()),
    index('weekly_scores_story_idx').on(table.storyId),
  ],
);

/** Fixed-window counters for the per-user vote limit, in the database so every replica counts together. */
export const voteRateHits = pgTable(
  'vote_rate_hits',
  {
    userId: text('user_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.windowStart] })],
);
