import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { isForeignKeyViolation, isUniqueViolation, NotFoundError, ValidationError } from '@bedtime/service-kit';
import type { MerchandiseInputParsed, MerchandiseItem } from '@bedtime/contracts';
import type { BillingDatabase } from '../data/database';
import { merchandiseItems } from '../data/schema';

type Row = typeof merchandiseItems.$inferSelect;
type Input = MerchandiseInputParsed;

const toView = (row: Row): MerchandiseItem => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  productType: row.productType as MerchandiseItem['productType'],
  category: row.category as MerchandiseItem['category'],
  description: row.description,
  price: (row.priceCents / 100).toFixed(2),
  images: row.images,
  features: row.features,
  sizes: row.sizes,
  colors: row.colors,
  inStock: row.inStock,
  featured: row.featured,
  sortOrder: row.sortOrder,
  marketplaceProductId: row.marketplaceProductId,
});

/** "24.5" -> 2450, exactly (no float arithmetic on money). */
const toCents = (price: string) => {
  const [whole, fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const unknownProduct = () => new ValidationError('There is no such marketplace product.', { field: 'marketplaceProductId' });
const slugTaken = () => new ValidationError('That slug is already used by another product.', { field: 'slug' });
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The merchandise catalogue (designs; some are sold as marketplace products) and its admin editing. */
export function createMerchandise(deps: { database: BillingDatabase; now: () => Date }) {
  const { db } = deps.database;
  const values = (input: Input) => ({
    name: input.name,
    slug: input.slug,
    productType: input.productType,
    category: input.category,
    description: input.description,
    priceCents: toCents(input.price),
    images: input.images,
    features: input.features,
    sizes: input.sizes,
    colors: input.colors,
    inStock: input.inStock,
    featured: input.featured,
    sortOrder: input.sortOrder,
    // Left out of an edit, the product it is sold as stays as it was.
    ...(input.marketplaceProductId !== undefined ? { marketplaceProductId: input.marketplaceProductId } : {}),
  });

  return {
    /** GET /api/merchandise: in stock only; search over name and description; featured first or by price, else sortOrder. */
    async catalogue(query: { search?: string; sort?: 'featured' | 'price-low' | 'price-high'; category?: string }): Promise<MerchandiseItem[]> {
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
      const rows = await db
        .select()
        .from(merchandiseItems)
        .where(and(...where))
        .orderBy(...order, asc(merchandiseItems.sortOrder), asc(merchandiseItems.name));
      return rows.map(toView);
    },

    async all(): Promise<MerchandiseItem[]> {
      return (await db.select().from(merchandiseItems).orderBy(asc(merchandiseItems.sortOrder), asc(merchandiseItems.name))).map(toView);
    },

    async create(input: Input): Promise<MerchandiseItem> {
      try {
        const [row] = await db
          .insert(merchandiseItems)
          .values({ id: `merch_${randomBytes(8).toString('hex')}`, ...values(input), createdAt: deps.now(), updatedAt: deps.now() })
          .returning();
        return toView(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        if (isForeignKeyViolation(error)) throw unknownProduct();
        throw error;
      }
    },

    async update(id: string, input: Input): Promise<MerchandiseItem> {
      try {
        const [row] = await db.update(merchandiseItems).set({ ...values(input), updatedAt: deps.now() }).where(eq(merchandiseItems.id, id)).returning();
        if (!row) throw new NotFoundError('No such product.');
        return toView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        if (isForeignKeyViolation(error)) throw unknownProduct();
        throw error;
      }
    },

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(merchandiseItems).where(eq(merchandiseItems.id, id)).returning({ id: merchandiseItems.id });
      if (deleted.length === 0) throw new NotFoundError('No such product.');
    },
  };
}
export type Merchandise = ReturnType<typeof createMerchandise>;
