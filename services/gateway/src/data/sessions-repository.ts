import { eq, lt } from 'drizzle-orm';
import type { GatewayDatabase } from './database';
import { sessions } from './schema';

export interface SessionRecord {
  id: string;
  userId: string | null;
  data: Record<string, unknown>;
  expiresAt: Date;
}

export function createSessionsRepository({ db }: GatewayDatabase) {
  return {
    async find(id: string): Promise<SessionRecord | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row && { ...row, data: row.data as Record<string, unknown> };
    },
    async save(record: SessionRecord): Promise<void> {
      const { userId, data, expiresAt } = record;
      await db.insert(sessions).values(record).onConflictDoUpdate({ target: sessions.id, set: { userId, data, expiresAt } });
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteExpired(before: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, before));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
