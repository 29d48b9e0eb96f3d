import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { weeklyReportSchema, type WeeklyReport } from '@bedtime/contracts';
import type { GatewayDatabase } from './database';
import { users, weeklyReports } from './schema';

/** Weekly admin reports as sent, kept whole; and the account figures a report needs. */
export function createReportsRepository({ db }: GatewayDatabase) {
  return {
    /** Stores a report for the window [from, to). */
    async save(report: WeeklyReport, from: Date, to: Date): Promise<void> {
      await db.insert(weeklyReports).values({ id: report.id, weekStart: from, weekEnd: to, report, createdAt: new Date(report.createdAt) });
    },
    async list(limit: number) {
      const rows = await db.select().from(weeklyReports).orderBy(desc(weeklyReports.createdAt)).limit(limit);
      return rows.map((row) => weeklyReportSchema.parse(row.report));
    },
    async find(id: string) {
      const [row] = await db.select().from(weeklyReports).where(eq(weeklyReports.id, id));
      return row ? weeklyReportSchema.parse(row.report) : null;
    },
    async latest() {
      const [row] = await db.select().from(weeklyReports).orderBy(desc(weeklyReports.createdAt)).limit(1);
      return row ? weeklyReportSchema.parse(row.report) : null;
    },

    /** Accounts that existed at each instant (accounts created before it). */
    async usersAt(instants: Date[]): Promise<number[]> {
      if (instants.length === 0) return [];
      const columns = instants.map((instant) => sql`count(*) filter (where ${users.createdAt} < ${instant})::int`);
      const [row] = await db.execute<Record<string, number>>(sql`select ${sql.join(columns.map((column, index) => sql`${column} as ${sql.identifier(`c${index}`)}`), sql`, `)} from ${users}`).then((result) => result.rows);
      return instants.map((_, index) => Number(row?.[`c${index}`] ?? 0));
    },
    async firstAccountAt(): Promise<Date | null> {
      const [row] = await db.select({ first: sql<Date | null>`min(${users.createdAt})` }).from(users);
      return row?.first ? new Date(row.first) : null;
    },
    /** Accounts whose free trial ended in [from, to): billing says how many of them now pay. */
    async trialsEnded(from: Date, to: Date): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(and(gte(users.trialEndsAt, from), lt(users.trialEndsAt, to)));
      return rows.map((row) => row.id);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
