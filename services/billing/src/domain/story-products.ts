import type { StoryProductCategory, StoryProductTemplate } from '@bedtime/contracts';
import type { MarketplaceRepository } from '../data/marketplace-repository';
import { PRODUCT_PICTURES, printSpot, productPicture } from './product-pictures';

/**
 * Story merchandise ('Take the Magic Home!'): the marketplace's own products that carry a print, offered
 * with a story's art on them. Billing owns what is sold and its price (these are the same products, stock
 * and checkout as the marketplace); the story service owns the story and draws its art onto the print spot
 * of the blank picture given here.
 */
const CATEGORY_OF_KIND: Record<string, StoryProductCategory> = {
  tee: 'apparel',
  'woman-tee': 'apparel',
  'baby-tee': 'apparel',
  'lil-tee': 'apparel',
  hoodie: 'apparel',
  'lil-hoodie': 'apparel',
  tote: 'accessories',
  'water-bottle': 'accessories',
  mug: 'home',
};
/** Who a product is made for, by its picture's kind (grown-up garments are for the parent who reads aloud). */
const TARGET_AGE_OF_KIND: Record<string, string> = {
  tee: 'Adults',
  'woman-tee': 'Adults',
  hoodie: 'Teens & adults',
  'baby-tee': '0-2 years',
  'lil-tee': '2-6 years',
  'lil-hoodie': '2-5 years',
};
const PICTURE_URL = /^\/api\/marketplace\/pictures\/([a-z0-9-]+)\.svg$/;

export function createStoryProducts({ marketplace }: { marketplace: MarketplaceRepository }) {
  return {
    /** In-stock merchandise and swag whose picture has a print spot, in the marketplace's order. */
    async list(): Promise<StoryProductTemplate[]> {
      const rows = await marketplace.inStockProducts(['merchandise', 'swag']);
      const offered: StoryProductTemplate[] = [];
      for (const row of rows) {
        const picture = PICTURE_URL.exec(row.image)?.[1];
        const entry = picture && Object.hasOwn(PRODUCT_PICTURES, picture) ? PRODUCT_PICTURES[picture] : undefined;
        const category = entry ? CATEGORY_OF_KIND[entry[0]] : undefined;
        const printArea = picture ? printSpot(picture) : null;
        const pictureSvg = picture ? productPicture(picture, { blank: true }) : null;
        if (!entry || !category || !printArea || !pictureSvg) continue;
        offered.push({
          id: row.id,
          productType: entry[0],
          name: row.name,
          category,
          description: row.description,
          targetAge: TARGET_AGE_OF_KIND[entry[0]] ?? 'All ages',
          priceCents: row.priceCents,
          marketplaceUrl: `/marketplace?product=${encodeURIComponent(row.id)}`,
          pictureSvg,
          printArea,
        });
      }
      return offered;
    },
  };
}
export type StoryProducts = ReturnType<typeof createStoryProducts>;
