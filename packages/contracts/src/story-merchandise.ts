import { z } from 'zod';

/**
 * Merchandise made from one story ('Take the Magic Home!'). Billing owns the products and prices (it hands
 * them to the story service on an internal route); the story service draws the story's art onto them.
 */
export const STORY_PRODUCT_CATEGORIES = ['apparel', 'accessories', 'home', 'toys', 'stationery'] as const;
export type StoryProductCategory = (typeof STORY_PRODUCT_CATEGORIES)[number];

/** The displayed "was" price is the retail price times this, with a 'Save 20%!' badge (product rules, merchandise). */
export const STRUCK_PRICE_FACTOR = 1.2;

/** GET /api/stories/{id}/merchandise[?enhanced=true]. Anything other than 'true' / 'false' is refused. */
export const storyMerchandiseQuerySchema = z
  .object({
    enhanced: z
      .enum(['true', 'false'], { error: "enhanced must be 'true' or 'false'" })
      .optional()
      .transform((value) => value === 'true'),
  })
  .strict();

/** Basic merchandise (a product entity): a product whose mockup shows this story's own art. */
export const basicMerchandiseSchema = z.object({
  id: z.string(),
  productName: z.string(),
  category: z.enum(STORY_PRODUCT_CATEGORIES),
  description: z.string(),
  targetAge: z.string(),
  retailPrice: z.number(),
  mockupImage: z.string(),
  marketplaceUrl: z.string(),
});
export type BasicMerchandise = z.infer<typeof basicMerchandiseSchema>;

export const AI_PRODUCT_TYPES = ['t-shirt', 'hoodie', 'mug', 'tote', 'backpack', 'stickers', 'poster'] as const;
export type AiProductType = (typeof AI_PRODUCT_TYPES)[number];
/** The AI Designs tabs (All plus these) and which product types each holds. */
export const AI_DESIGN_TABS = {
  apparel: ['t-shirt', 'hoodie'],
  accessories: ['mug', 'tote', 'backpack'],
  stationery: ['stickers', 'poster'],
} as const satisfies Record<string, readonly AiProductType[]>;

/** AI merchandise (a product entity): one design per product type. */
export const aiMerchandiseSchema = z.object({
  productType: z.enum(AI_PRODUCT_TYPES),
  visualUrl: z.string(),
  designConcept: z.string(),
  marketing: z.object({
    tagline: z.string(),
    description: z.string(),
    bulletPoints: z.array(z.string()),
    callToAction: z.string(),
  }),
  analysis: z.object({ artStyle: z.string(), targetAge: z.string() }),
});
export type AiMerchandise = z.infer<typeof aiMerchandiseSchema>;

export const storyMerchandiseResponseSchema = z.object({ merchandise: z.array(basicMerchandiseSchema) });
export type StoryMerchandiseResponse = z.infer<typeof storyMerchandiseResponseSchema>;
export const aiMerchandiseResponseSchema = z.object({ merchandise: z.array(aiMerchandiseSchema) });
export type AiMerchandiseResponse = z.infer<typeof aiMerchandiseResponseSchema>;

/**
 * Internal: GET /internal/shop/story-products (billing -> story service). Each product comes with its picture
 * drawn blank (no print) and the circle where the print goes, in the picture's 400 x 400 view box.
 */
export const storyProductTemplateSchema = z.object({
  id: z.string(),
  /** The picture's kind: tee, hoodie, mug, tote... (the story service picks the art for it). */
  productType: z.string(),
  name: z.string(),
  category: z.enum(STORY_PRODUCT_CATEGORIES),
  description: z.string(),
  targetAge: z.string(),
  priceCents: z.number().int(),
  marketplaceUrl: z.string(),
  pictureSvg: z.string(),
  printArea: z.object({ cx: z.number(), cy: z.number(), r: z.number() }),
});
export type StoryProductTemplate = z.infer<typeof storyProductTemplateSchema>;
export const storyProductsResponseSchema = z.object({ products: z.array(storyProductTemplateSchema) });
export type StoryProductsResponse = z.infer<typeof storyProductsResponseSchema>;
