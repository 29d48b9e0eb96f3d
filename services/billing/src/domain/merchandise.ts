import { randomBytes } from 'node:crypto';
import { isForeignKeyViolation, isUniqueViolation, NotFoundError, ValidationError } from '@bedtime/service-kit';
import type { MerchandiseInputParsed, MerchandiseItem } from '@bedtime/contracts';
import type { MerchandiseRecord, MerchandiseRepository } from '../data/merchandise-repository';

type Row = MerchandiseRecord;
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

/** The merchandise catalogue (designs; some are sold as marketplace products) and its admin editing. */
export function createMerchandise(deps: { merchandise: MerchandiseRepository; now: () => Date }) {
  const repository = deps.merchandise;
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
      return (await repository.inStock(query)).map(toView);
    },

    async all(): Promise<MerchandiseItem[]> {
      return (await repository.all()).map(toView);
    },

    async create(input: Input): Promise<MerchandiseItem> {
      try {
        return toView(await repository.insert(`merch_${randomBytes(8).toString('hex')}`, values(input), deps.now()));
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        if (isForeignKeyViolation(error)) throw unknownProduct();
        throw error;
      }
    },

    async update(id: string, input: Input): Promise<MerchandiseItem> {
      try {
        const row = await repository.update(id, values(input), deps.now());
        if (!row) throw new NotFoundError('No such product.');
        return toView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        if (isForeignKeyViolation(error)) throw unknownProduct();
        throw error;
      }
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.remove(id))) throw new NotFoundError('No such product.');
    },
  };
}
export type Merchandise = ReturnType<typeof createMerchandise>;
