import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CommunityDatabase } from './database';
import { sharedStories, votes, voteRateHits, weeklyScores } from './schema';
import { weekKeyOf } from '../domain/week';

export type SharedStoryRow = typeof sharedStories.$inferSelect;
export type Vote = 1 | -1 | 0;

export interface VoteOutcome {
  vote: Vote;
  /** Whether this vote moves the story's counters and ranking. */
  counted: boolean;
  upvotes: number;
  downvotes: number;
}

/** Where the next page of the newest-first list starts: strictly older than this share. */
export interface ListPosition {
  sharedAt: Date;
  storyId: string;
}

/** A share that is in the community now (not withdrawn by its owner). */
const live = isNull(sharedStories.withdrawnAt);

export function createCommunityRepository({ db, pool }: CommunityDatabase) {
  return {
    /** The story's share, if it is in the community now. */
    async findShare(storyId: string): Promise<SharedStoryRow | undefined> {
      const [row] = await db.select().from(sharedStories).where(and(eq(sharedStories.storyId, storyId), live));
      return row;
    },

    /**
     * Shares the story unless it already is (the first share time stands). A withdrawn share comes back
     * with its votes and weekly scores, as newly shared (its share time is now).
     */
    async share(storyId: string, ownerId: string, at: Date): Promise<SharedStoryRow> {
      const [row] = await db
        .insert(sharedStories)
        .values({ storyId, ownerId, sharedAt: at })
        .onConflictDoUpdate({
          target: sharedStories.storyId,
          set: {
            sharedAt: sql`case when ${sharedStories.withdrawnAt} is null then ${sharedStories.sharedAt} else excluded.shared_at end`,
            withdrawnAt: sql`null`,
          },
        })
        .returning();
      if (!row) throw new Error('Sharing a story stored no row');
      return row;
    },

    /** The owner takes the story out of the community: it leaves both lists, its votes are kept for a re-share. */
    async withdraw(storyId: string, at: Date): Promise<void> {
      await db.update(sharedStories).set({ withdrawnAt: at }).where(and(eq(sharedStories.storyId, storyId), live));
    },

    /** Removes the share for good (the story was deleted); its votes and weekly scores go with it (foreign keys cascade). */
    async unshare(storyId: string): Promise<void> {
      await db.delete(sharedStories).where(eq(sharedStories.storyId, storyId));
    },

    async newest(limit: number, after?: ListPosition): Promise<SharedStoryRow[]> {
      const older = after
        ? or(lt(sharedStories.sharedAt, after.sharedAt), and(eq(sharedStories.sharedAt, after.sharedAt), lt(sharedStories.storyId, after.storyId)))
        : undefined;
      return db
        .select()
        .from(sharedStories)
        .where(and(live, older))
        .orderBy(desc(sharedStories.sharedAt), desc(sharedStories.storyId))
        .limit(limit);
    },

    /**
     * The week's best net scores (only positive ones rank), ties to the earlier share. The score of the
     * `limit`-th story comes first from the (week, score) index, so only stories at or above it are joined
     * and sorted, not every story voted on this week.
     */
    async topOfWeek(weekKey: string, limit: number): Promise<(SharedStoryRow & { weeklyScore: number })[]> {
      const thisWeek = and(eq(weeklyScores.weekStart, weekKey), sql`${weeklyScores.score} > 0`);
      // A withdrawn share keeps its weekly scores (for a re-share) but does not rank while it is out.
      const liveStory = sql`not exists (select 1 from ${sharedStories} where ${sharedStories.storyId} = ${weeklyScores.storyId} and ${sharedStories.withdrawnAt} is not null)`;
      const cutoff = db
        .select({ score: weeklyScores.score })
        .from(weeklyScores)
        .where(and(thisWeek, liveStory))
        .orderBy(desc(weeklyScores.score))
        .limit(1)
        .offset(limit - 1);
      const rows = await db
        .select({ share: sharedStories, weeklyScore: weeklyScores.score })
        .from(weeklyScores)
        .innerJoin(sharedStories, eq(sharedStories.storyId, weeklyScores.storyId))
        .where(and(thisWeek, live, sql`${weeklyScores.score} >= coalesce((${cutoff}), 1)`))
        .orderBy(desc(weeklyScores.score), sharedStories.sharedAt, sharedStories.storyId)
        .limit(limit);
      return rows.map(({ share, weeklyScore }) => ({ ...share, weeklyScore }));
    },

    async votesOf(userId: string, storyIds: string[]): Promise<Map<string, Vote>> {
      if (storyIds.length === 0) return new Map();
      const rows = await db
        .select({ storyId: votes.storyId, value: votes.value })
        .from(votes)
        .where(and(eq(votes.userId, userId), inArray(votes.storyId, storyIds)));
      return new Map(rows.map((row) => [row.storyId, row.value as Vote]));
    },

    /**
     * Sets one user's vote on a shared story. The story's row is locked for the transaction, so votes on
     * one story apply one after another: the counters and the weekly score move by exactly the change
     * this vote makes, however many arrive at once. A vote counts only when the voter's email address is
     * verified (`verified`, true unless told otherwise) and the story is not their own: one that does not
     * count is stored and moves nothing. Returns undefined when the story is not shared (or its share is
     * withdrawn; erasing a user still resets their votes there, with `evenIfWithdrawn`).
     */
    async setVote(
      storyId: string,
      userId: string,
      vote: Vote,
      at: Date,
      options: { evenIfWithdrawn?: boolean; verified?: boolean } = {},
    ): Promise<VoteOutcome | undefined> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const locked = await client.query<{ upvotes: number; downvotes: number; owner_id: string; withdrawn_at: Date | null }>(
          'select upvotes, downvotes, owner_id, withdrawn_at from shared_stories where story_id = $1 for update',
          [storyId],
        );
        const story = locked.rows[0];
        if (!story || (story.withdrawn_at !== null && !options.evenIfWithdrawn)) {
          await client.query('rollback');
          return undefined;
        }
        const counted = (options.verified ?? true) && story.owner_id !== userId;
        const previousRow = await client.query<{ value: number; counted: boolean; cast_at: Date }>(
          'select value, counted, cast_at from votes where story_id = $1 and user_id = $2',
          [storyId, userId],
        );
        const previous = previousRow.rows[0];
        const before = (previous?.value ?? 0) as Vote;
        // The same value again changes nothing, unless whether it counts has changed (the email was verified since).
        if (before === vote && (vote === 0 || previous?.counted === counted)) {
          await client.query('commit');
          return { vote, counted: vote !== 0 && counted, upvotes: story.upvotes, downvotes: story.downvotes };
        }
        if (vote === 0) {
          await client.query('delete from votes where story_id = $1 and user_id = $2', [storyId, userId]);
        } else {
          await client.query(
            `insert into votes (story_id, user_id, value, counted, cast_at) values ($1, $2, $3, $4, $5)
             on conflict (story_id, user_id) do update set value = excluded.value, counted = excluded.counted, cast_at = excluded.cast_at`,
            [storyId, userId, vote, counted, at],
          );
        }
        // What each vote adds to the counters: its value when it counts, nothing when it does not.
        const was = previous?.counted ? before : 0;
        const now = counted ? vote : 0;
        const upDelta = (now === 1 ? 1 : 0) - (was === 1 ? 1 : 0);
        const downDelta = (now === -1 ? 1 : 0) - (was === -1 ? 1 : 0);
        const counts = await client.query<{ upvotes: number; downvotes: number }>(
          'update shared_stories set upvotes = upvotes + $2, downvotes = downvotes + $3 where story_id = $1 returning upvotes, downvotes',
          [storyId, upDelta, downDelta],
        );
        // The old value leaves the week it was cast in; the new one counts in this week.
        if (previous && was !== 0) {
          await client.query('update weekly_scores set score = score - $3 where week_start = $1 and story_id = $2', [weekKeyOf(previous.cast_at), storyId, was]);
        }
        if (now !== 0) {
          await client.query(
            `insert into weekly_scores (week_start, story_id, score) values ($1, $2, $3)
             on conflict (week_start, story_id) do update set score = weekly_scores.score + excluded.score`,
            [weekKeyOf(at), storyId, now],
          );
        }
        await client.query('commit');
        const after = counts.rows[0]!;
        return { vote, counted: vote !== 0 && counted, upvotes: after.upvotes, downvotes: after.downvotes };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    /** Every story the user has a vote on (for erasing the user: each vote is then reset through setVote). */
    async votedStoryIds(userId: string): Promise<string[]> {
      const rows = await db.select({ storyId: votes.storyId }).from(votes).where(eq(votes.userId, userId));
      return rows.map((row) => row.storyId);
    },

    /** Removes the user's own shares (their votes and scores go with them) and their rate-limit counters. */
    async removeSharesAndCountersOf(userId: string): Promise<void> {
      await db.delete(sharedStories).where(eq(sharedStories.ownerId, userId));
      await db.delete(voteRateHits).where(eq(voteRateHits.userId, userId));
    },

    /** Counts one vote attempt in the user's current window; returns the count so far. */
    async countVoteAttempt(userId: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(voteRateHits)
        .values({ userId, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [voteRateHits.userId, voteRateHits.windowStart], set: { count: sql`${voteRateHits.count} + 1` } })
        .returning({ count: voteRateHits.count });
      return row?.count ?? 1;
    },

    async pruneVoteAttempts(before: Date): Promise<void> {
      await db.delete(voteRateHits).where(lt(voteRateHits.windowStart, before));
    },

    async stats(since: Date): Promise<{ sharedStories: number; totalVotes: number; votesPerDay: { date: string; votes: number }[] }> {
      const totals = await pool.query<{ shared: string; votes: string }>(
        'select (select count(*) from shared_stories where withdrawn_at is null) as shared, (select count(*) from votes) as votes',
      );
      const perDay = await pool.query<{ day: string; votes: string }>(
        `select to_char(date_trunc('day', cast_at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*) as votes
           from votes where cast_at >= $1 group by 1 order by 1`,
        [since],
      );
      return {
        sharedStories: Number(totals.rows[0]?.shared ?? 0),
        totalVotes: Number(totals.rows[0]?.votes ?? 0),
        votesPerDay: perDay.rows.map((row) => ({ date: row.day, votes: Number(row.votes) })),
      };
    },
  };
}
export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
