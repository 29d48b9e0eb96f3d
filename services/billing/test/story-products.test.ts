import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { storyProductsResponseSchema } from '@bedtime/contracts';
import { products } from '../src/data/schema';
import { printSpot, productPicture } from '../src/domain/product-pictures';
import { createTestBillingService, type TestBillingService } from './helpers';

let service: TestBillingService;
beforeAll(async () => {
  service = await createTestBillingService();
});
afterAll(() => service.close());

const internal = () => identityHeaders({ userId: null, issuer: 'story-merchandise' });
const list = async () =>
  storyProductsResponseSchema.parse((await service.api().get('/internal/shop/story-products').set(internal()).expect(200)).body).products;

describe('GET /internal/shop/story-products (story merchandise)', () => {
  it("offers the marketplace's printable products with their own prices, blank pictures and print spots", async () => {
    const offered = await list();
    expect(offered.map((p) => p.id)).toEqual(['prod_moonlight_tee', 'prod_dreamer_hoodie', 'prod_cocoa_mug', 'prod_library_tote']);
    const tee = offered[0]!;
    expect(tee).toMatchObject({
      productType: 'tee',
      category: 'apparel',
      priceCents: 2400,
      marketplaceUrl: '/marketplace?product=prod_moonlight_tee',
      printArea: { cx: 200, cy: 190, r: 34 },
    });
    expect(offered.find((p) => p.id === 'prod_cocoa_mug')?.printArea).toEqual({ cx: 195, cy: 210, r: 36 });
    expect(offered.find((p) => p.id === 'prod_cocoa_mug')?.category).toBe('home');
    expect(offered.find((p) => p.id === 'prod_library_tote')?.category).toBe('accessories');
    // The blank picture is the product without the moon print (its gold), ready for the story's art.
    expect(productPicture('tee-navy')).toContain('#ffe08a');
    expect(tee.pictureSvg).not.toContain('#ffe08a');
    expect(tee.pictureSvg).toContain('viewBox="0 0 400 400"');
  });

  it('follows price and stock changes: a sold-out product is not offered', async () => {
    await service.database.db.update(products).set({ priceCents: 2500 }).where(eq(products.id, 'prod_moonlight_tee'));
    await service.database.db.update(products).set({ stock: 0 }).where(eq(products.id, 'prod_library_tote'));
    const offered = await list();
    expect(offered.find((p) => p.id === 'prod_moonlight_tee')?.priceCents).toBe(2500);
    expect(offered.some((p) => p.id === 'prod_library_tote')).toBe(false);
  });

  it('is for sibling services only', async () => {
    await service
      .api()
      .get('/internal/shop/story-products')
      .set(identityHeaders({ userId: 'someone' }))
      .expect(403);
  });

  it('puts the print spot of a scaled garment where the garment draws it', () => {
    expect(printSpot('baby-tee-sky')).toEqual({ cx: 200, cy: 192.5, r: 25.5 });
    expect(printSpot('sticker-sheet')).toBeNull();
  });
});
