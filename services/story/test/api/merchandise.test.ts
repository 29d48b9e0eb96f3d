import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { verifyIdentity } from '@bedtime/service-kit';
import { identityHeaders, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import type { StoryProductTemplate } from '@bedtime/contracts';
import { EmbeddedDesignCopywriter, type DesignCopywriter } from '../../src/merchandise/design-copywriter';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import type { ImageEngine } from '../../src/providers/images/types';
import { owlStory } from '../images/fixtures';
import { readPngInfo } from '../images/helpers/png';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

/** A blank product picture in billing's shape: a 400 x 400 view box with a print spot. */
const blank = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#eef3fb"/><rect x="100" y="80" width="200" height="260" fill="${colour}"/></svg>`;
const product = (id: string, productType: string, category: StoryProductTemplate['category'], priceCents: number): StoryProductTemplate => ({
  id,
  productType,
  name: `Test ${productType}`,
  category,
  description: `A ${productType} from the shop.`,
  targetAge: 'Adults',
  priceCents,
  marketplaceUrl: `/marketplace?product=${id}`,
  pictureSvg: blank('#2b3a67'),
  printArea: { cx: 200, cy: 190, r: 40 },
});

/** A stand-in for billing's internal route, recording who called and answering with the products it holds. */
const shop = {
  products: [product('prod_tee', 'tee', 'apparel', 2400), product('prod_mug', 'mug', 'home', 1600), product('prod_tote', 'tote', 'accessories', 1800)],
  calls: [] as string[],
  down: false,
};
const billing = http.createServer((req, res) => {
  const check = verifyIdentity(TEST_IDENTITY_SECRET, req.headers['x-identity'] as string | undefined);
  shop.calls.push(`${req.method} ${req.url} ${check.ok ? check.identity.issuer : 'unsigned'}`);
  if (shop.down) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products: shop.products }));
});

/** The embedded painter, counting what it is asked to draw. */
const drawn = { stickers: 0, scenes: 0 };
const inner = new EmbeddedImageEngine();
const countingEngine: ImageEngine = {
  name: inner.name,
  illustrate: (story, scenes) => {
    drawn.scenes += scenes.length;
    return inner.illustrate(story, scenes);
  },
  lineArt: (story, art) => inner.lineArt(story, art),
  sticker: (story, name) => {
    drawn.stickers += 1;
    return inner.sticker(story, name);
  },
};

/** The embedded copywriter, noting which products it was asked to write for (the set's copy comes from the provider). */
const written: string[] = [];
const embeddedCopy = new EmbeddedDesignCopywriter();
const notingCopywriter: DesignCopywriter = {
  name: embeddedCopy.name,
  write: (productType, facts, options) => {
    // With the request's logger, where a hosted writer says when it fell back.
    written.push(options?.log ? productType : `${productType} without a logger`);
    return embeddedCopy.write(productType, facts);
  },
};

const owner = (entitled = true) => identityHeaders({ userId: 'owner', entitled });
const stranger = () => identityHeaders({ userId: 'stranger' });

let service: TestStoryService;
let app: ReturnType<TestStoryService['app']['callback']>;
let storyId: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  service = await createTestStoryService(
    { BILLING_SERVICE_URL: `http://127.0.0.1:${(billing.address() as AddressInfo).port}` },
    { imageEngine: countingEngine, designCopywriter: notingCopywriter },
  );
  app = service.app.callback();
  storyId = await insertStory(service.database, {
    userId: 'owner',
    title: owlStory.title,
    content: owlStory.content,
    interests: owlStory.interests,
    style: owlStory.style,
    age: owlStory.age,
    lesson: 'Being brave means listening carefully',
  });
}, 60_000);
afterAll(async () => {
  await service.close();
  billing.closeAllConnections();
  await new Promise((resolve) => billing.close(resolve));
});

describe('GET /api/stories/:id/merchandise (basic)', () => {
  it("lists billing's products with mockups of this story's art, priced by billing", async () => {
    const res = await request(app).get(`/api/stories/${storyId}/merchandise`).set(owner()).expect(200);
    const items = res.body.merchandise as Record<string, unknown>[];
    expect(items.map((item) => item.id)).toEqual(['prod_tee', 'prod_mug', 'prod_tote']);
    expect(items[0]).toMatchObject({
      productName: `Test tee: ${owlStory.title}`,
      category: 'apparel',
      retailPrice: 24,
      targetAge: 'Adults',
      marketplaceUrl: '/marketplace?product=prod_tee',
    });
    expect(shop.calls.at(-1)).toBe('GET /internal/shop/story-products story-merchandise');
    // Each mockup is a real picture of its own, stored and served by the story service.
    const mockups = new Set(items.map((item) => item.mockupImage as string));
    expect(mockups.size).toBe(3);
    for (const url of mockups) {
      expect(url).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
      const picture = await request(app)
        .get(url)
        .set(identityHeaders({ userId: null }))
        .buffer(true)
        .expect(200);
      expect(readPngInfo(picture.body as Buffer).width).toBe(480);
    }
    expect(drawn.stickers).toBeGreaterThan(0);
  });

  it('answers a second visit from the store without drawing again, and draws again when a price changes', async () => {
    const before = { ...drawn };
    const started = performance.now();
    const again = await request(app).get(`/api/stories/${storyId}/merchandise`).set(owner()).expect(200);
    expect(performance.now() - started).toBeLessThan(500);
    expect(drawn).toEqual(before);
    expect(again.body.merchandise).toHaveLength(3);

    shop.products[1] = { ...shop.products[1]!, priceCents: 1700 };
    const repriced = await request(app).get(`/api/stories/${storyId}/merchandise`).set(owner()).expect(200);
    expect(repriced.body.merchandise[1].retailPrice).toBe(17);
    expect(drawn.stickers).toBeGreaterThan(before.stickers);
  });

  it("answers 404 for someone else's story and for no story, 401 without a user", async () => {
    const notMine = await request(app).get(`/api/stories/${storyId}/merchandise`).set(stranger()).expect(404);
    expect(notMine.body.message).toBe('Story not found');
    await request(app).get('/api/stories/00000000-0000-4000-8000-000000000000/merchandise').set(owner()).expect(404);
    await request(app)
      .get(`/api/stories/${storyId}/merchandise`)
      .set(identityHeaders({ userId: null }))
      .expect(401);
  });

  it('refuses a query it does not know', async () => {
    const res = await request(app).get(`/api/stories/${storyId}/merchandise?enhanced=yes`).set(owner()).expect(400);
    expect(res.body.message).toMatch(/enhanced/);
  });

  it('says so when the shop cannot be asked (no half answer)', async () => {
    shop.down = true;
    shop.products[0] = { ...shop.products[0]!, priceCents: 2500 };
    try {
      const res = await request(app).get(`/api/stories/${storyId}/merchandise`).set(owner());
      expect(res.status).toBeGreaterThanOrEqual(502);
      expect(res.body.message).toBeTruthy();
    } finally {
      shop.down = false;
    }
  });
});

describe('GET /api/stories/:id/merchandise?enhanced=true (AI Designs)', () => {
  it('needs an entitlement (402)', async () => {
    const res = await request(app).get(`/api/stories/${storyId}/merchandise?enhanced=true`).set(owner(false)).expect(402);
    expect(res.body.message).toMatch(/Subscribe/);
  });

  it("designs every product type from the story's characters and scenes, with copy from the story", async () => {
    const res = await request(app).get(`/api/stories/${storyId}/merchandise?enhanced=true`).set(owner()).expect(200);
    const designs = res.body.merchandise as {
      productType: string;
      visualUrl: string;
      designConcept: string;
      marketing: { tagline: string; description: string; bulletPoints: string[]; callToAction: string };
      analysis: { artStyle: string; targetAge: string };
    }[];
    expect(designs.map((d) => d.productType)).toEqual(['t-shirt', 'hoodie', 'mug', 'tote', 'backpack', 'stickers', 'poster']);
    const everything = JSON.stringify(designs);
    expect(everything).toContain('Mia');
    expect(everything).toContain('Luna');
    for (const design of designs) {
      expect(design.visualUrl).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
      expect(design.marketing.bulletPoints.length).toBeGreaterThanOrEqual(3);
      expect(design.marketing.tagline.length).toBeGreaterThan(3);
      expect(design.analysis.targetAge).toBe('5-7');
      expect(design.analysis.artStyle).toMatch(/pastel/);
    }
    expect(designs.find((d) => d.productType === 'hoodie')!.designConcept).toContain('Mia and Luna');
    expect(written).toEqual(['t-shirt', 'hoodie', 'mug', 'tote', 'backpack', 'stickers', 'poster']);
    expect(new Set(designs.map((d) => d.visualUrl)).size).toBe(7);
    const poster = await request(app)
      .get(designs[6]!.visualUrl)
      .set(identityHeaders({ userId: null }))
      .buffer(true)
      .expect(200);
    expect(readPngInfo(poster.body as Buffer).height).toBeGreaterThan(readPngInfo(poster.body as Buffer).width);

    // The second visit is served from the store.
    const before = { ...drawn };
    const started = performance.now();
    const cached = await request(app).get(`/api/stories/${storyId}/merchandise?enhanced=true`).set(owner()).expect(200);
    expect(performance.now() - started).toBeLessThan(500);
    expect(cached.body).toEqual(res.body);
    expect(drawn).toEqual(before);
    expect(written).toHaveLength(7);
  }, 60_000);

  it("answers 404 for someone else's story", async () => {
    await request(app).get(`/api/stories/${storyId}/merchandise?enhanced=true`).set(stranger()).expect(404);
  });
});
