import { z } from 'zod';

/** Marketplace: products bought through checkout. Prices are cents and always the server's. */
export const PRODUCT_CATEGORIES = ['merchandise', 'swag', 'handbook', 'physical_book'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** Subscribers (lifetime included) pay this much less; applied by billing at checkout. */
export const PREMIUM_DISCOUNT_PERCENT = 20;
export const LOW_STOCK_BELOW = 10;

export const marketplaceProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Dollars, as the product rules' product has it (display); priceCents is the exact amount. */
  price: z.number(),
  priceCents: z.number().int(),
  category: z.enum(PRODUCT_CATEGORIES),
  imageUrl: z.string(),
  stockQuantity: z.number().int(),
});
export type MarketplaceProduct = z.infer<typeof marketplaceProductSchema>;

export const checkoutRequestSchema = z
  .object({
    items: z
      .array(
        z.object({
          productId: z.string({ error: 'productId is required' }).min(1, 'productId is required').max(100),
          quantity: z.coerce
            .number({ error: 'quantity must be a number' })
            .int('quantity must be a whole number')
            .min(1, 'quantity must be at least 1')
            .max(10, 'quantity must be at most 10'),
          /** Chosen in the merchandise catalogue for a design sold as this product (one of the design's sizes and colours). */
          size: z.string().trim().min(1).max(40).optional(),
          color: z.string().trim().min(1).max(40).optional(),
        }),
        { error: 'items must be a list' },
      )
      .min(1, 'Choose at least one product')
      .max(20, 'Too many items'),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string(), orderId: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** failed: paid while the last item sold out; the payment is refunded (lastError says so). */
export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export const orderViewSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitCents: z.number().int(),
      size: z.string().optional(),
      color: z.string().optional(),
    }),
  ),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  shipping: z.record(z.string(), z.string()).nullable(),
  cardLast4: z.string().nullable(),
  lastError: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

const line = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
export const shippingAddressSchema = z
  .object({
    name: line('Name'),
    address_line1: line('Address'),
    address_line2: z.string().trim().max(120).optional(),
    city: line('City', 80),
    state: z.string().trim().max(80).optional(),
    postal_code: line('Postal code', 20),
    country: z.enum(['US', 'CA', 'GB', 'AU'], { error: 'We ship to US, CA, GB and AU' }),
  })
  .strict();
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
/** PUT /api/marketplace/orders/{id}/shipping: where a pending order ships, saved before its payment is confirmed. */
export const saveOrderShippingRequestSchema = z.object({ shipping: shippingAddressSchema }).strict();
export type SaveOrderShippingRequest = z.infer<typeof saveOrderShippingRequestSchema>;

/** POST /api/marketplace/orders/{id}/payment-intent: the order's one payment, of the server's total (no body). */
export const orderPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
});
export type OrderPaymentIntentResponse = z.infer<typeof orderPaymentIntentResponseSchema>;

/** POST /api/marketplace/orders/{id}/complete: the payment the card form confirmed settles the order. */
export const completeOrderRequestSchema = z
  .object({
    paymentIntentId: z
      .string({ error: 'paymentIntentId is required' })
      .max(255, 'paymentIntentId is not a payment id')
      .regex(/^pi_[A-Za-z0-9]+$/, 'paymentIntentId is not a payment id'),
  })
  .strict();
export type CompleteOrderRequest = z.infer<typeof completeOrderRequestSchema>;

/**
 * Merchandise catalogue. A design sold as a marketplace product (`marketplaceProductId`) is bought there,
 * with a size and a colour from the design; the others are browse only ('Coming Soon').
 */
export const MERCHANDISE_PRODUCT_TYPES = ['t-shirt', 'hoodie', 'mug', 'tote', 'water-bottle', 'baby-tee', 'woman-tee'] as const;
export const MERCHANDISE_CATEGORIES = ['apparel', 'accessories', 'drinkware'] as const;
export const MERCHANDISE_SORTS = ['featured', 'price-low', 'price-high'] as const;

export const merchandiseItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  productType: z.enum(MERCHANDISE_PRODUCT_TYPES),
  category: z.enum(MERCHANDISE_CATEGORIES),
  description: z.string(),
  /** A decimal string with two places, e.g. "24.00". */
  price: z.string(),
  images: z.array(z.string()),
  features: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  inStock: z.boolean(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  marketplaceProductId: z.string().nullable().optional(),
});
export type MerchandiseItem = z.infer<typeof merchandiseItemSchema>;

/** A line's chosen options in words: "Size M, Navy". */
export const lineOptionsLabel = (line: { size?: string; color?: string }) =>
  [line.size ? `Size ${line.size}` : null, line.color ?? null].filter(Boolean).join(', ');

export const merchandiseQuerySchema = z.object({
  search: z.string().max(100).optional(),
  sort: z.enum(MERCHANDISE_SORTS, { error: 'sort must be featured, price-low or price-high' }).optional(),
  category: z.enum(MERCHANDISE_CATEGORIES, { error: 'Unknown category' }).optional(),
});

/**
 * The bundled merchandise pictures the admin form offers (billing draws and serves each one at
 * `merchandisePictureUrl(name)`; the sticker, bookmark and book pictures belong to the marketplace's own products).
 */
export const MERCHANDISE_PICTURES = [
  'tee-navy',
  'tee-sky',
  'tee-sunshine',
  'hoodie-midnight',
  'hoodie-forest',
  'hoodie-lavender',
  'mug-cream',
  'mug-midnight',
  'mug-sky',
  'tote-natural',
  'tote-midnight',
  'water-bottle-mint',
  'water-bottle-sky',
  'water-bottle-coral',
  'baby-tee-pink',
  'baby-tee-sky',
  'lil-tee-sunshine',
  'lil-tee-mint',
  'lil-hoodie-lavender',
  'woman-tee-rose',
  'woman-tee-navy',
  'woman-tee-mint',
] as const;
export const merchandisePictureUrl = (name: string) => `/api/marketplace/pictures/${name}.svg`;

const textList = (label: string) => z.array(z.string().trim().min(1).max(80), { error: `${label} must be a list` }).max(30, `Too many ${label}`);
/** The admin form's body (name, slug, description and price required; slug unique, checked by billing). */
export const merchandiseInputSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
    slug: z
      .string({ error: 'Slug is required' })
      .trim()
      .min(1, 'Slug is required')
      .max(120)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain lowercase letters, digits and hyphens'),
    description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(2000),
    price: z
      .union([z.string(), z.number()], { error: 'Price is required' })
      .transform((value) => String(value).trim())
      .refine((value) => /^\d{1,6}(\.\d{1,2})?$/.test(value), 'Price must be a number with at most 2 decimal places'),
    productType: z.enum(MERCHANDISE_PRODUCT_TYPES, { error: 'Unknown product type' }).default('t-shirt'),
    category: z.enum(MERCHANDISE_CATEGORIES, { error: 'Unknown category' }).default('apparel'),
    images: z
      .array(z.string().regex(/^\/api\/marketplace\/pictures\/[a-z0-9-]+\.svg$/, 'Choose images from the bundled pictures'))
      .max(10)
      .default([]),
    features: textList('features').default([]),
    sizes: textList('sizes').default([]),
    colors: textList('colors').default([]),
    inStock: z.boolean().default(true),
    featured: z.boolean().default(false),
    sortOrder: z.number({ error: 'sortOrder must be a whole number' }).int('sortOrder must be a whole number').min(-100000).max(100000).default(0),
    /** The marketplace product it is sold as; left out, an edit keeps the current one. */
    marketplaceProductId: z.string().min(1).max(100).nullable().optional(),
  })
  .strict();
export type MerchandiseInput = z.input<typeof merchandiseInputSchema>;
export type MerchandiseInputParsed = z.output<typeof merchandiseInputSchema>;
