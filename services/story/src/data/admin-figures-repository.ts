import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AiCallKind } from '@bedtime/contracts';
import type { StoryDatabase } from './database';
import { aiCalls, illustrations, narrations, stories } from './schema';

const TOP = 5;

/** The figures the admin dashboard and the weekly report read from the story database. */
export function createAdminFiguresRepository({ db }: StoryDatabase) {
  return {
    async recordAiCall(kind: AiCallKind, engine: string, units = 1): Promise<void> {
      await db.insert(aiCalls).values({ kind, engine, units });
    },

    async storyStats(since: Date) {
      const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(stories);
      const byDay = await db
        .select({ date: sql<string>`to_char(${stories.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
        .from(stories)
        .where(gte(stories.createdAt, since))
        .groupBy(sql`1`);
      const interests = await db.execute<{ name: string; count: number }>(
        sql`select interest as name, count(*)::int as count from ${stories}, unnest(${stories.interests}) as interest
            where ${stories.createdAt} >= ${since.toISOString()}::timestamptz group by interest order by count desc, interest limit ${TOP}`,
      );
      const styles = await db
        .select({ name: stories.style, count: sql<number>`count(*)::int` })
        .from(stories)
        .where(gte(stories.createdAt, since))
        .groupBy(stories.style)
        .orderBy(sql`2 desc`, stories.style)
        .limit(TOP);
      const [narrated] = await db.select({ count: sql<number>`count(*)::int` }).from(narrations).where(gte(narrations.createdAt, since));
      const [illustrated] = await db
        .select({ count: sql<number>`count(distinct ${illustrations.storyId})::int` })
        .from(illustrations)
        .innerJoin(stories, sql`${stories.id} = ${illustrations.storyId}`)
        .where(gte(stories.createdAt, since));
      return {
        totalStories: total?.count ?? 0,
        byDay,
        topInterests: interests.rows.map((row) => ({ name: row.name, count: Number(row.count) })),
        topStyles: styles,
        narrations: narrated?.count ?? 0,
        illustratedStories: illustrated?.count ?? 0,
      };
    },

    async storyCounts(userIds: string[]): Promise<Record<string, number>> {
      if (userIds.length === 0) return {};
      const rows = await db
        .select({ userId: stories.userId, count: sql<number>`count(*)::int` })
        .from(stories)
        .where(inArray(stories.userId, userIds))
        .groupBy(stories.userId);
      return Object.fromEntries(userIds.map((id) => [id, rows.find((row) => row.userId === id)?.count ?? 0]));
    },

    async usage(from: Date, to: Date) {
      const calls = await db
        .select({ kind: aiCalls.kind, engine: aiCalls.engine, calls: sql<number>`sum(${aiCalls.units})::int` })
        .from(aiCalls)
        .where(and(gte(aiCalls.createdAt, from), lt(aiCalls.createdAt, to)))
        .groupBy(aiCalls.kind, aiCalls.engine)
        .orderBy(aiCalls.kind, aiCalls.engine);
      const [created] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(stories)
        .where(and(gte(stories.createdAt, from), lt(stories.createdAt, to)));
      return { aiCalls: calls, storiesCreated: created?.count ?? 0 };
    },
  };
}
export type AdminFiguresRepository = ReturnType<typeof createAdminFiguresRepository>;
