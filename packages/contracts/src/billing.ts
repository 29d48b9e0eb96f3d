import { z } from 'zod';

/** The one plan: $7.99/month (docs/architecture.md). Money is integer cents; the client never sends an amount. */
export const PLAN = { id: 'monthly', name: 'Premium', amountCents: 799, currency: 'usd', interval: 'month' } as const;
export const PLAN_PRICE_LABEL = '$7.99/month';

export const formatCents = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A date as a person writes it, "February 27, 2027" (in UTC, so an email and the page say the same day). */
export const formatLongDate = (date: Date | string) =>
  new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** POST /api/create-subscription takes no input: who subscribes comes from the session, the plan from the server. */
export const createSubscriptionRequestSchema = z.object({}).strict();

/** lifetime -> { status: 'lifetime' }; active -> { status: 'active' } (manage view); otherwise { clientSecret }. */
export const createSubscriptionResponseSchema = z.object({
  status: z.enum(['lifetime', 'active', 'incomplete', 'past_due']),
  clientSecret: z.string().optional(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const portalSessionResponseSchema = z.object({ url: z.string() });
export type PortalSessionResponse = z.infer<typeof portalSessionResponseSchema>;

export const PAYMENT_ENGINES = ['stripe', 'local'] as const;
export const billingConfigResponseSchema = z.object({
  engine: z.enum(PAYMENT_ENGINES),
  /** Set when the engine is Stripe: the Payment Element needs it. */
  publishableKey: z.string().nullable(),
});
export type BillingConfigResponse = z.infer<typeof billingConfigResponseSchema>;

const clientSecret = z
  .string({ error: 'clientSecret is required' })
  .min(1, 'clientSecret is required')
  .max(200, 'clientSecret is too long')
  .regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'clientSecret is not a payment secret');

/** Card details typed into the embedded (test mode) card form. Checked by the local engine, never stored whole. */
export const cardDetailsSchema = z.object({
  number: z.string({ error: 'Your card number is incomplete.' }).max(30, 'Your card number is invalid.'),
  expMonth: z.coerce.number({ error: "Your card's expiration date is incomplete." }).int("Your card's expiration month is invalid."),
  expYear: z.coerce.number({ error: "Your card's expiration date is incomplete." }).int("Your card's expiration year is invalid."),
  cvc: z.string({ error: "Your card's security code is incomplete." }).max(4, "Your card's security code is invalid."),
  postalCode: z.string().max(12).optional(),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const confirmPaymentRequestSchema = z.object({ clientSecret, card: cardDetailsSchema }).strict();
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

export const authenticatePaymentRequestSchema = z.object({ clientSecret, outcome: z.enum(['approve', 'fail']) }).strict();
export type AuthenticatePaymentRequest = z.infer<typeof authenticatePaymentRequestSchema>;

export const PAYMENT_INTENT_STATUSES = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'] as const;
export const paymentErrorSchema = z.object({ code: z.string(), declineCode: z.string().nullable(), message: z.string() });
export const paymentIntentViewSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amountCents: z.number().int(),
  currency: z.string(),
  lastPaymentError: paymentErrorSchema.nullable(),
  /** requires_action: the bank asks the cardholder to approve (3-D Secure). */
  nextAction: z.object({ type: z.literal('authenticate'), brand: z.string(), last4: z.string() }).nullable(),
});
export type PaymentIntentView = z.infer<typeof paymentIntentViewSchema>;
export const paymentIntentResponseSchema = z.object({ paymentIntent: paymentIntentViewSchema });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

export const SUBSCRIPTION_STATES = ['incomplete', 'active', 'past_due', 'canceled', 'lifetime'] as const;
export const savedCardSchema = z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() });
export const invoiceViewSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'paid', 'void', 'uncollectible']),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** GET /api/billing/subscription: what our own customer portal shows. */
export const billingOverviewSchema = z.object({
  engine: z.enum(PAYMENT_ENGINES),
  plan: z.object({ name: z.string(), amountCents: z.number().int(), currency: z.string(), interval: z.string() }),
  subscription: z
    .object({
      status: z.enum(SUBSCRIPTION_STATES),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      canceledAt: z.string().nullable(),
    })
    .nullable(),
  card: savedCardSchema.nullable(),
  invoices: z.array(invoiceViewSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const changeCardRequestSchema = z.object({ card: cardDetailsSchema }).strict();
export type ChangeCardRequest = z.infer<typeof changeCardRequestSchema>;

export const REVENUE_SOURCES = ['subscriptions', 'gifts', 'marketplace', 'print'] as const;
export const billingStatsSchema = z.object({
  activeSubscriptions: z.number().int(),
  revenue: z.object({
    totalCents: z.number().int(),
    byDay: z.array(z.object({ day: z.string(), cents: z.number().int() })),
    bySource: z.record(z.enum(REVENUE_SOURCES), z.number().int()),
  }),
});
export type BillingStats = z.infer<typeof billingStatsSchema>;
