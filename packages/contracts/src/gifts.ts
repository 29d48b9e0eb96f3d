import { z } from 'zod';
import { emailField, textField } from './common';

/**
 * Gift subscriptions: months and prices (docs/product-rules.md, Gifts). The discounted
 * total is what is charged, shown and recorded (docs/gift-subscriptions.md). Money is integer cents inside;
 * the product rules' calls carry dollars (a number to create the payment, a 2-decimal string to purchase).
 */
export const GIFT_MONTHS = [1, 3, 6, 12] as const;
export type GiftMonths = (typeof GIFT_MONTHS)[number];
export const DEFAULT_GIFT_MONTHS: GiftMonths = 3;
export const GIFT_PRICE_CENTS: Record<GiftMonths, number> = { 1: 799, 3: 2299, 6: 4499, 12: 8499 };
export const GIFT_VALID_DAYS = 365;
export const GIFT_MESSAGE_MAX = 500;
export const GIFT_NAME_MAX = 100;

export const giftPriceCents = (months: GiftMonths) => GIFT_PRICE_CENTS[months];
/** "22.99": the 2-decimal amount the purchase call carries. */
export const giftAmountString = (months: GiftMonths) => (GIFT_PRICE_CENTS[months] / 100).toFixed(2);

export const GIFT_CARD_FAILED_MESSAGE = 'Payment succeeded but gift card creation failed. Please contact support.';
export const GIFT_AMOUNT_MISMATCH_MESSAGE = "The amount does not match this gift's price. Please reload the page and try again.";

/**
 * A gift code: 16 characters of Crockford's base32 (no I, L, O or U) in four groups of four, e.g.
 * 7K3M-QX9D-2HPT-A4ZB. 80 random bits: unguessable, and easy to read aloud or type. Typed codes are
 * forgiving: case, spaces and dashes do not matter, and I/L read as 1, O as 0.
 */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 16;

export function normalizeGiftCode(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (compact.length !== GIFT_CODE_LENGTH) return null;
  for (const char of compact) if (!GIFT_CODE_ALPHABET.includes(char)) return null;
  return compact.match(/.{4}/g)!.join('-');
}

export const INVALID_GIFT_CODE_MESSAGE = 'That gift code is not valid. Please check it and try again.';

export const giftCodeField = textField('Gift code', { error: 'Please enter a gift code' })
  .trim()
  .min(1, 'Please enter a gift code')
  .max(64, INVALID_GIFT_CODE_MESSAGE)
  .transform((value, ctx) => {
    const code = normalizeGiftCode(value);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: INVALID_GIFT_CODE_MESSAGE });
      return z.NEVER;
    }
    return code;
  });

export const giftMonthsField = z.coerce
  .number({ error: 'Please choose 1, 3, 6 or 12 months' })
  .refine((value): value is GiftMonths => (GIFT_MONTHS as readonly number[]).includes(value), 'Please choose 1, 3, 6 or 12 months')
  .transform((value) => value as GiftMonths);

const optionalText = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The gift form: recipientEmail, recipientName (optional), subscriptionMonths, message (optional). */
export const giftFormSchema = z.object({
  recipientEmail: emailField,
  recipientName: optionalText("Recipient's name", GIFT_NAME_MAX),
  subscriptionMonths: giftMonthsField,
  message: optionalText('Message', GIFT_MESSAGE_MAX),
});
export type GiftForm = z.infer<typeof giftFormSchema>;

/** POST /api/create-payment-intent: { amount, metadata { type 'gift_subscription', months } } -> { clientSecret }. */
export const createPaymentIntentRequestSchema = z
  .object({
    amount: z.number({ error: 'amount is required' }).positive('amount must be positive').max(1000, 'amount is too large'),
    metadata: z
      .object({
        type: z.literal('gift_subscription', { error: "metadata.type must be 'gift_subscription'" }),
        months: giftMonthsField,
      })
      .strict(),
    /**
     * Optional: the gift form, sent with the payment so the card can be issued when the payment succeeds even
     * if the browser never comes back (a payment method that redirects or settles days later). Its name and
     * message are checked before anything is paid (the same checks as the purchase): words that cannot be
     * sent are said beside their field, not after the payment.
     */
    gift: giftFormSchema.omit({ subscriptionMonths: true }).strict().optional(),
  })
  .strict();
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** POST /api/gift-cards/purchase: the gift form plus stripePaymentIntentId and amount (2-decimal string). */
export const purchaseGiftRequestSchema = giftFormSchema
  .extend({
    stripePaymentIntentId: z
      .string({ error: 'stripePaymentIntentId is required' })
      .min(1, 'stripePaymentIntentId is required')
      .max(200)
      .regex(/^pi_[A-Za-z0-9]+$/, 'stripePaymentIntentId is not a payment id'),
    amount: z.string({ error: 'amount is required' }).regex(/^\d{1,4}\.\d{2}$/, 'amount must have 2 decimals, e.g. 22.99'),
  })
  .strict();
export type PurchaseGiftRequest = z.input<typeof purchaseGiftRequestSchema>;

export const GIFT_STATUSES = ['active', 'redeemed', 'expired'] as const;
export const giftCardSchema = z.object({
  code: z.string(),
  recipientEmail: z.string(),
  recipientName: z.string().nullable(),
  subscriptionMonths: z.number().int(),
  amountCents: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(GIFT_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  redeemedAt: z.string().nullable(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;
export const purchaseGiftResponseSchema = z.object({ giftCard: giftCardSchema });
export type PurchaseGiftResponse = z.infer<typeof purchaseGiftResponseSchema>;

/** A gift someone gave me (redeemed on my account): never the giver's email. */
export const receivedGiftSchema = z.object({
  code: z.string(),
  fromName: z.string().nullable(),
  subscriptionMonths: z.number().int(),
  message: z.string().nullable(),
  redeemedAt: z.string(),
});
export type ReceivedGift = z.infer<typeof receivedGiftSchema>;

/** GET /api/gift-cards/history: the gifts I bought and the gifts I redeemed. */
export const giftHistoryResponseSchema = z.object({ purchased: z.array(giftCardSchema), received: z.array(receivedGiftSchema) });
export type GiftHistoryResponse = z.infer<typeof giftHistoryResponseSchema>;

/** POST /api/gift-cards/redeem (signed in, from the profile). */
export const redeemGiftRequestSchema = z.object({ code: giftCodeField }).strict();
export type RedeemGiftRequest = z.input<typeof redeemGiftRequestSchema>;
export const redeemGiftResponseSchema = z.object({
  message: z.string(),
  subscriptionMonths: z.number().int(),
  subscriptionEndsAt: z.string(),
});
export type RedeemGiftResponse = z.infer<typeof redeemGiftResponseSchema>;

/** Internal (gateway -> billing): is this code redeemable now (checked before an account is created)? */
export const giftCodeCheckResponseSchema = z.object({ valid: z.boolean(), message: z.string().nullable(), subscriptionMonths: z.number().int().nullable() });
export type GiftCodeCheckResponse = z.infer<typeof giftCodeCheckResponseSchema>;
export const internalRedeemRequestSchema = z.object({ userId: z.string().min(1).max(64), code: giftCodeField }).strict();

/** Internal (billing -> gateway): an email through the gateway's mailer. */
export const internalMailRequestSchema = z
  .object({
    to: emailField,
    subject: textField('Subject').trim().min(1).max(200),
    text: textField('Text').min(1).max(20_000),
  })
  .strict();
export type InternalMailRequest = z.infer<typeof internalMailRequestSchema>;
