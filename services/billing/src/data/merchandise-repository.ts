import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { BillingDatabase } from './database';
import { merchandiseItems } from './schema';

export type MerchandiseRecord = typeof merchandiseItems.$inferSelect;
export type MerchandiseValues = Omit<typeof merchandiseItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The merchandise catalogue's designs (a design may be sold as a marketplace product). */
export function createMerchandiseRepository(database: BillingDatabase) {
  const { db } = database;
  return {
    /** In stock only; search over name and description; featured first or by price, then the catalogue's order. */
    async inStock(query: { search?: string; sort?: 'featured' | 'price-low' | 'price-high'; category?: string }): Promise<MerchandiseRecord[]> {
      const where: SQL[] = [eq(merchandiseItems.inStock, true)];
      const search = query.search?.trim();
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        where.push(or(ilike(merchandiseItems.name, pattern), ilike(merchandiseItems.description, pattern))!);
      }
      if (query.category) where.push(eq(merchandiseItems.category, query.category));
      const order =
        query.sort === 'price-low'
          ? [asc(merchandiseItems.priceCents)]
          : query.sort === 'price-high'
            ? [desc(merchandiseItems.priceCents)]
            : query.sort === 'featured'
              ? [desc(merchandiseItems.featured)]
              : [];
      return db
        .select()
        .from(merchandiseItems)
        .where(and(...where))
        .orderBy(...order, asc(merchandiseItems.sortOrder), asc(merchandiseItems.name));
    },
    async all(): Promise<MerchandiseRecord[]> {
      return db.select().from(merchandiseItems).orderBy(asc(merchandiseItems.sortOrder), asc(merchandiseItems.name));
    },
    /** Throws the database's unique (slug) or foreign-key (marketplace product) violation for the caller to name. */
    async insert(id: string, values: MerchandiseValues, at: Date): Promise<MerchandiseRecord> {
      const [row] = await db
        .insert(merchandiseItems)
        .values({ id, ...values, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },
    /** Null when there is no such design; violations as for insert. */
    async update(id: string, values: Partial<MerchandiseValues>, at: Date): Promise<MerchandiseRecord | null> {
      const [row] = await db.update(merchandiseItems).set({ ...values, updatedAt: at }).where(eq(merchandiseItems.id, id)).returning();
      return row ?? null;
    },
    /** False when there was no such design. */
    async remove(id: string): Promise<boolean> {
      const deleted = await db.delete(merchandiseItems).where(eq(merchandiseItems.id, id)).returning({ id: merchandiseItems.id });
      return deleted.length > 0;
    },
  };
}
export type MerchandiseRepository = ReturnType<typeof createMerchandiseRepository>;
