import { and, asc, count, eq } from 'drizzle-orm';
import type { StoryDatabase } from './database';
import { children } from './schema';

export type ChildRow = typeof children.$inferSelect;
export type ChildFields = Pick<ChildRow, 'name' | 'birthMonth' | 'gender' | 'interests' | 'style'>;

/** A family's saved children. Every query names the owner: one family never reaches another's children. */
export function createChildrenRepository({ db }: StoryDatabase) {
  return {
    async listOf(userId: string): Promise<ChildRow[]> {
      return db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.createdAt), asc(children.id));
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(children).where(eq(children.userId, userId));
      return row?.n ?? 0;
    },

    async findOwn(userId: string, id: string): Promise<ChildRow | undefined> {
      const [row] = await db.select().from(children).where(and(eq(children.id, id), eq(children.userId, userId)));
      return row;
    },

    async insert(row: ChildFields & { id: string; userId: string }): Promise<ChildRow> {
      const [inserted] = await db.insert(children).values(row).returning();
      if (!inserted) throw new Error('Inserting a child returned no row');
      return inserted;
    },

    async updateOwn(userId: string, id: string, fields: ChildFields): Promise<ChildRow | undefined> {
      const [row] = await db.update(children).set(fields).where(and(eq(children.id, id), eq(children.userId, userId))).returning();
      return row;
    },

    /** The child goes; their stories stay, no longer tied to anyone (the foreign key sets them to null). */
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(children).where(and(eq(children.id, id), eq(children.userId, userId))).returning({ id: children.id });
      return rows.length > 0;
    },
  };
}
export type ChildrenRepository = ReturnType<typeof createChildrenRepository>;
