import { z } from 'zod';

/** Printed books: a story (or its coloring book) printed and shipped by a print shop, paid for first. */
export const BOOK_TYPES = ['storybook', 'coloring'] as const;
export type BookType = (typeof BOOK_TYPES)[number];
export const BOOK_TYPE_LABELS: Record<BookType, { label: string; description: string }> = {
  storybook: { label: 'Storybook', description: 'Text and illustrations' },
  coloring: { label: 'Coloring book', description: 'Simplified text, blank pages' },
};

/** Lulu's shipping level names; the dialog shows them as Mail, Priority and Express. */
export const SHIPPING_LEVELS = ['MAIL', 'PRIORITY_MAIL', 'EXPRESS'] as const;
export type ShippingLevel = (typeof SHIPPING_LEVELS)[number];
export const DEFAULT_SHIPPING_LEVEL: ShippingLevel = 'MAIL';
export const SHIPPING_LEVEL_LABELS: Record<ShippingLevel, { label: string; days: string }> = {
  MAIL: { label: 'Mail', days: '7-10 days' },
  PRIORITY_MAIL: { label: 'Priority', days: '3-5 days' },
  EXPRESS: { label: 'Express', days: '1-2 days' },
};

export const SHIPPING_COUNTRIES = ['US', 'CA', 'GB', 'AU'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];
export const DEFAULT_SHIPPING_COUNTRY: ShippingCountry = 'US';
export const PRINT_DELIVERY_TEXT = 'Estimated delivery: 7-10 business days.';
export const PRINT_ORDER_SUBMITTED = `Your book has been sent to print. ${PRINT_DELIVERY_TEXT}`;
export const PRINT_ORDER_FAILED = 'Failed to submit print order. Please try again.';
export const PRINT_REQUIRED_FIELDS = 'Please fill in all required shipping fields';
export const PRINT_SELECT_CONFIG = 'Please select a book configuration';
export const PRINT_NO_CONFIG_SELECTED = 'No configuration selected';

/** The product rules' print book config, plus the trim size and page rules the print-ready files must meet. */
export const printBookConfigSchema = z.object({
  id: z.number().int(),
  podPackageId: z.string(),
  name: z.string(),
  size: z.string(),
  binding: z.string(),
  pages: z.number().int(),
  color: z.string(),
  /** Dollars with two places, e.g. "24.99" (the book alone, before shipping). */
  retailPrice: z.string(),
  /** Trim size in PDF points (1/72 inch). */
  widthPt: z.number(),
  heightPt: z.number(),
  /** The fewest interior pages the format can bind; files are padded with blank pages up to it. */
  minPages: z.number().int(),
});
export type PrintBookConfig = z.infer<typeof printBookConfigSchema>;
export const bookConfigsResponseSchema = z.object({ configs: z.array(printBookConfigSchema) });
export type BookConfigsResponse = z.infer<typeof bookConfigsResponseSchema>;

const shippingLevel = z.enum(SHIPPING_LEVELS, { error: 'shippingLevel must be MAIL, PRIORITY_MAIL or EXPRESS' });
const shippingCountry = z.enum(SHIPPING_COUNTRIES, { error: 'We ship to US, CA, GB and AU' });

/** ISO 3166-2 subdivision code without the country: Lulu takes 2 or 3 letters (or digits, e.g. some regions). */
const STATE_CODE_PATTERN = /^[A-Z0-9]{2,3}$/;

export const priceEstimateRequestSchema = z
  .object({
    podPackageId: z.string({ error: 'podPackageId is required' }).trim().min(1, 'podPackageId is required').max(60),
    quantity: z.literal(1, { error: 'quantity must be 1' }).default(1),
    shippingCountry: shippingCountry.default(DEFAULT_SHIPPING_COUNTRY),
    /** Optional: the state or province, when known (shipping within a country can differ by region). */
    shippingStateCode: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => STATE_CODE_PATTERN.test(value), 'shippingStateCode must be a 2 or 3 letter state or province code')
      .optional(),
    shippingLevel: shippingLevel.default(DEFAULT_SHIPPING_LEVEL),
  })
  .strict();
export type PriceEstimateRequest = z.input<typeof priceEstimateRequestSchema>;

/** Amounts in dollars (the product rules read estimate.shipping_cost as a number). */
export const priceEstimateResponseSchema = z.object({
  estimate: z.object({ book_cost: z.number(), shipping_cost: z.number(), total_cost: z.number(), currency: z.string() }),
});
export type PriceEstimateResponse = z.infer<typeof priceEstimateResponseSchema>;

/**
 * Lulu's rules for a shipping address (its print API's published description), so that an address the form
 * accepts is one the print shop accepts: a state or province code where carriers need one (US, CA, AU), and
 * a phone number the carrier can call, in Lulu's pattern.
 */
export const STATE_REQUIRED_COUNTRIES: readonly ShippingCountry[] = ['US', 'CA', 'AU'];
export const PRINT_STATE_REQUIRED = 'Please enter the state or province as its 2 or 3 letter code (e.g. CA, ON, NSW).';
export const PRINT_STATE_INVALID = 'The state or province must be its 2 or 3 letter code (e.g. CA, ON, NSW).';
export const PRINT_PHONE_REQUIRED = 'Please enter a phone number: the carrier calls it if there is a problem with the delivery.';
export const PRINT_PHONE_INVALID =
  'Please enter a valid phone number: 8 to 20 digits, spaces, dashes, dots, slashes or brackets, with + in front for an international number.';
/** Lulu's pattern for phone_number (at most 20 characters). */
export const LULU_PHONE_PATTERN = /^\+?[\d\s\-./()]{8,20}$/;

const required = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, PRINT_REQUIRED_FIELDS)
    .max(max, `${label} is too long`);
const optional = (label: string, max: number) => z.string().trim().max(max, `${label} is too long`).optional();
export const printShippingAddressSchema = z
  .object({
    name: required('Name'),
    email: z.union([z.literal(''), z.email('Please enter a valid email address').max(254)]).optional(),
    address_line1: required('Address'),
    address_line2: optional('Address line 2', 120),
    city: required('City', 80),
    state_code: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || STATE_CODE_PATTERN.test(value), PRINT_STATE_INVALID)
      .optional(),
    postal_code: required('Postal code', 20),
    country_code: shippingCountry.default(DEFAULT_SHIPPING_COUNTRY),
    phone: z.string({ error: PRINT_PHONE_REQUIRED }).trim().min(1, PRINT_PHONE_REQUIRED).regex(LULU_PHONE_PATTERN, PRINT_PHONE_INVALID),
  })
  .strict()
  .superRefine((address, ctx) => {
    if (STATE_REQUIRED_COUNTRIES.includes(address.country_code) && !address.state_code)
      ctx.addIssue({ code: 'custom', path: ['state_code'], message: PRINT_STATE_REQUIRED });
  });
export type PrintShippingAddress = z.output<typeof printShippingAddressSchema>;
export type PrintShippingAddressInput = z.input<typeof printShippingAddressSchema>;

const orderKey = z.string({ error: 'orderKey is required' }).regex(/^[A-Za-z0-9_-]{8,80}$/, 'orderKey is invalid');
const paymentIntentId = z
  .string({ error: 'paymentIntentId is required' })
  .max(255, 'paymentIntentId is not a payment id')
  .regex(/^pi_[A-Za-z0-9]+$/, 'paymentIntentId is not a payment id');

/** What a printed book is: the story, its format and type, and where and how it ships. */
const printOrderFields = {
  storyId: z.string({ error: 'storyId is required' }).trim().min(1, 'storyId is required').max(100),
  bookConfigId: z.number({ error: PRINT_SELECT_CONFIG }).int(PRINT_SELECT_CONFIG),
  shippingAddress: printShippingAddressSchema,
  shippingLevel: shippingLevel.default(DEFAULT_SHIPPING_LEVEL),
  bookType: z.enum(BOOK_TYPES, { error: 'bookType must be storybook or coloring' }).default('storybook'),
  /** One per order attempt, made by the dialog: a resent submit never pays or orders twice. */
  orderKey,
};

export const PRINT_PAYMENT_REQUIRED = 'Please enter your payment details.';

/**
 * The paid book is placed: the payment the card form confirmed (POST /api/lulu/payment-intent prepared it),
 * for the same book and address. Books are only ever paid through a payment intent.
 */
export const submitPrintOrderRequestSchema = z
  .object({ ...printOrderFields, paymentIntentId: z.string({ error: PRINT_PAYMENT_REQUIRED }).pipe(paymentIntentId) })
  .strict();
export type SubmitPrintOrderRequest = z.input<typeof submitPrintOrderRequestSchema>;

/** POST /api/lulu/payment-intent: the order as it will be placed; the server prices it (no amount is sent). */
export const printPaymentIntentRequestSchema = z.object(printOrderFields).strict();
export type PrintPaymentIntentRequest = z.input<typeof printPaymentIntentRequestSchema>;
export const printPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  bookCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  pageCount: z.number().int(),
});
export type PrintPaymentIntentResponse = z.infer<typeof printPaymentIntentResponseSchema>;

/** failed: the print shop could not print it (refused it, or an error in production); the payment is given back. */
export const PRINT_ORDER_STATUSES = ['created', 'in_production', 'shipped', 'delivered', 'canceled', 'failed'] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];
export const PRINT_ORDER_STATUS_LABELS: Record<PrintOrderStatus, string> = {
  created: 'Order placed',
  in_production: 'Printing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled (refunded)',
  failed: 'Could not be printed (refunded)',
};

export const printOrderViewSchema = z.object({
  id: z.string(),
  storyId: z.string(),
  title: z.string(),
  bookType: z.enum(BOOK_TYPES),
  configName: z.string(),
  shippingLevel: shippingLevel,
  status: z.enum(PRINT_ORDER_STATUSES),
  trackingNumber: z.string().nullable(),
  bookCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  cardLast4: z.string().nullable(),
  pageCount: z.number().int(),
  /** canceled or failed: why, as the print shop said it; the payment was refunded. */
  failureReason: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrintOrderView = z.infer<typeof printOrderViewSchema>;
export const submitPrintOrderResponseSchema = z.object({ message: z.string(), order: printOrderViewSchema });
export type SubmitPrintOrderResponse = z.infer<typeof submitPrintOrderResponseSchema>;
export const myPrintOrdersResponseSchema = z.object({ orders: z.array(printOrderViewSchema) });
export type MyPrintOrdersResponse = z.infer<typeof myPrintOrdersResponseSchema>;

/**
 * Billing asks the story service for print-ready files at a format's trim size (internal), for the user
 * ordering the book: only the story's owner may have it printed, so a story someone else owns is "not found".
 */
export const printFileRequestSchema = z
  .object({
    ownerId: z.string().min(1).max(64),
    bookType: z.enum(BOOK_TYPES),
    widthPt: z.number().min(144).max(1728),
    heightPt: z.number().min(144).max(1728),
    minPages: z.number().int().min(2).max(800),
  })
  .strict();
export type PrintFileRequest = z.infer<typeof printFileRequestSchema>;
export const printFileResponseSchema = z.object({
  title: z.string(),
  pageCount: z.number().int(),
  /** Base64 PDFs: the interior at trim size, and the wrap-around cover (back, spine, front). */
  interiorPdf: z.string(),
  coverPdf: z.string(),
  spineWidthPt: z.number(),
});
export type PrintFileResponse = z.infer<typeof printFileResponseSchema>;
