import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const at = (name: string) => timestamp(name, { withTimezone: true });

// ---------------------------------------------------------------------------------------------------
// Our side: what billing knows, kept up to date by the payment provider's webhook events (either engine).
// ---------------------------------------------------------------------------------------------------

/** One payment-provider customer per user. */
export const customers = pgTable('customers', {
  userId: text('user_id').primaryKey(),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * The subscription as the provider last told us. `stateAt` (the event's creation time) and the status
 * rank decide whether a late event is older than what we hold. A partial unique index allows one
 * current subscription per user.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    stateAt: at('state_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_one_current_per_user')
      .on(table.userId)
      .where(sql`status in ('incomplete', 'active', 'past_due', 'lifetime')`),
    index('subscriptions_status').on(table.status),
  ],
);

/** Invoices as the provider reported them: the portal's list and the revenue figures. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    subscriptionId: text('subscription_id'),
    source: text('source').notNull().default('subscriptions'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('invoices_user').on(table.userId), index('invoices_paid_at').on(table.paidAt)],
);

/** Webhook event ids already applied: a redelivered event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * Work that follows a committed change and talks to another system (a refund, the print shop, the gateway,
 * an email): written in the same transaction as the change, done after the answer by the task runner, tried
 * again with a growing pause when it fails, and kept (done_at null, gave_up_at set) for support when it
 * never succeeds.
 */
export const billingTasks = pgTable(
  'billing_tasks',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAfter: at('run_after').notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    gaveUpAt: at('gave_up_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('billing_tasks_due').on(table.runAfter).where(sql`${table.doneAt} is null and ${table.gaveUpAt} is null`)],
);

// ---------------------------------------------------------------------------------------------------
// The local payments engine's own books (the provider's side when no Stripe key is configured).
// Never read by the rest of billing except through the PaymentsEngine interface.
// ---------------------------------------------------------------------------------------------------

export const engineCustomers = pgTable('engine_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  userId: text('user_id').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: at('created_at').notNull(),
});

/** A saved card: brand, last 4 and expiry for display; `token` stands for the card at the simulated issuer. */
export const enginePaymentMethods = pgTable('engine_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  token: text('token').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

/**
 * The simulated card issuer: how the bank answers charges on a token (Stripe's test cards decide the
 * first answer; a test can make the bank decline later, as a real card that expires or is frozen).
 */
export const engineIssuerCards = pgTable('engine_issuer_cards', {
  token: text('token').primaryKey(),
  behavior: text('behavior').notNull(),
});

export const engineSubscriptions = pgTable('engine_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  status: text('status').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  currentPeriodStart: at('current_period_start').notNull(),
  currentPeriodEnd: at('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: at('canceled_at'),
  latestInvoiceId: text('latest_invoice_id'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: at('created_at').notNull(),
});

export const engineInvoices = pgTable('engine_invoices', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  periodStart: at('period_start').notNull(),
  periodEnd: at('period_end').notNull(),
  paymentIntentId: text('payment_intent_id'),
  attempts: integer('attempts').notNull().default(0),
  paidAt: at('paid_at'),
  createdAt: at('created_at').notNull(),
});

export const enginePaymentIntents = pgTable('engine_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  customerId: text('customer_id').notNull(),
  /** Null for a one-off payment (a gift): it belongs to no invoice or subscription. */
  invoiceId: text('invoice_id'),
  /** What the payment is for (Stripe's metadata), on one-off payments. */
  metadata: jsonb('metadata').$type<Record<string, string>>(),
  /** Stripe's idempotency key: the same key creates the same payment once. */
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  lastError: jsonb('last_error').$type<{ code: string; declineCode: string | null; message: string } | null>(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Every event the local engine emitted, as sent (signed) to the webhook handler: a log and a redelivery source. */
export const engineEvents = pgTable('engine_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: text('payload').notNull(),
  createdAt: at('created_at').notNull(),
});

// ---------------------------------------------------------------------------------------------------
// The shop: marketplace products (bought through checkout), the merchandise catalogue, and orders.
// Prices are integer cents; the client never sends an amount.
// ---------------------------------------------------------------------------------------------------

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    category: text('category').notNull(),
    image: text('image').notNull(),
    /** Decremented only when a payment succeeds, and never below zero (a CHECK backs the conditional update). */
    stock: integer('stock').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('products_category').on(table.category), check('products_stock_not_negative', sql`${table.stock} >= 0`)],
);

export const merchandiseItems = pgTable('merchandise_items', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  productType: text('product_type').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  sizes: jsonb('sizes').$type<string[]>().notNull(),
  colors: jsonb('colors').$type<string[]>().notNull(),
  inStock: boolean('in_stock').notNull().default(true),
  featured: boolean('featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The marketplace product this design is sold as (bought with a size and a colour from this item), if any. */
  marketplaceProductId: text('marketplace_product_id').references(() => products.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export interface OrderLine {
  productId: string;
  name: string;
  quantity: number;
  unitCents: number;
  /** Chosen in the merchandise catalogue, for a product sold in sizes or colours. */
  size?: string;
  color?: string;
}

/**
 * pending (waiting for the card) -> paid; a pending order whose payment is declined stays pending and payable.
 * With Stripe Checkout, pending -> failed when the payment arrived after the stock ran out (it is refunded).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    status: text('status').notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    shipping: jsonb('shipping').$type<Record<string, string> | null>(),
    cardLast4: text('card_last4'),
    lastError: text('last_error'),
    /** The payments engine's payment intent that pays this order (one per order, made when checkout opens). */
    paymentIntentId: text('payment_intent_id'),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('orders_user').on(table.userId), uniqueIndex('orders_payment_intent').on(table.paymentIntentId)],
);

// ---------------------------------------------------------------------------------------------------
// Printed books: orders (paid before they exist), their print-ready files, and the local print shop's books.
// ---------------------------------------------------------------------------------------------------

export interface PrintShippingRecord {
  name: string;
  email?: string;
  address_line1: string;
  address_line2?: string;
  city: string;
  state_code?: string;
  postal_code: string;
  country_code: string;
  phone?: string;
}

/**
 * A printed book order. A row exists only once its payment succeeded (`payment_ref`); `order_key` is
 * the dialog's idempotency key, unique per user, so a resent submit finds the order instead of paying
 * again. created -> in_production -> shipped (tracking number) -> delivered, as the print shop reports.
 */
export const printOrders = pgTable(
  'print_orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    orderKey: text('order_key').notNull(),
    storyId: text('story_id').notNull(),
    title: text('title').notNull(),
    bookType: text('book_type').notNull(),
    configId: integer('config_id').notNull(),
    podPackageId: text('pod_package_id').notNull(),
    shipping: jsonb('shipping').$type<PrintShippingRecord>().notNull(),
    shippingLevel: text('shipping_level').notNull(),
    bookCents: integer('book_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    cardLast4: text('card_last4'),
    paymentRef: text('payment_ref').notNull(),
    status: text('status').notNull(),
    printShop: text('print_shop').notNull(),
    printJobId: text('print_job_id'),
    trackingNumber: text('tracking_number'),
    lastError: text('last_error'),
    /** Sending the order to the print shop: how often it was tried (a refusal that cannot succeed stops at once). */
    submitAttempts: integer('submit_attempts').notNull().default(0),
    /** failed: why, in words the customer is shown; the payment was given back (refunded_at). */
    failureReason: text('failure_reason'),
    refundedAt: at('refunded_at'),
    /** Where the customer is told about the order (the address's email, else the account's). */
    contactEmail: text('contact_email'),
    pageCount: integer('page_count').notNull(),
    interiorPdf: bytea('interior_pdf').notNull(),
    coverPdf: bytea('cover_pdf').notNull(),
    /** Lets the print shop fetch the files (and nobody else): part of the files' URL. */
    fileToken: text('file_token').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('print_orders_user_order_key').on(table.userId, table.orderKey),
    index('print_orders_status').on(table.status),
    // One payment pays for one order: a payment intent id (or the card path's own reference) is used once.
    uniqueIndex('print_orders_payment_ref').on(table.paymentRef),
  ],
);

/**
 * A printed book priced and waiting for its payment (the Payment Element path): what the payment intent
 * was created for, with the checked print files, so the order placed after the payment is exactly the
 * book that was priced. `ordered` once its order exists (the files then live on the order only).
 */
export const printPayments = pgTable(
  'print_payments',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    userId: text('user_id').notNull(),
    orderKey: text('order_key').notNull(),
    /** sha256 of the order's fields and prices (also in the payment's metadata). */
    quoteHash: text('quote_hash').notNull(),
    storyId: text('story_id').notNull(),
    title: text('title').notNull(),
    bookType: text('book_type').notNull(),
    configId: integer('config_id').notNull(),
    /** Where the customer is told about the order (the address's email, else the account's). */
    contactEmail: text('contact_email'),
    shipping: jsonb('shipping').$type<PrintShippingRecord>().notNull(),
    shippingLevel: text('shipping_level').notNull(),
    pageCount: integer('page_count').notNull(),
    bookCents: integer('book_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    interiorPdf: bytea('interior_pdf'),
    coverPdf: bytea('cover_pdf'),
    /** pending (waiting for the payment and the submit) -> ordered. */
    status: text('status').notNull(),
    orderId: text('order_id').unique(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('print_payments_user_order_key').on(table.userId, table.orderKey)],
);

/** The local print shop's own job book (the provider's side when Lulu is not configured). */
export const printShopJobs = pgTable('print_shop_jobs', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  podPackageId: text('pod_package_id').notNull(),
  pageCount: integer('page_count').notNull(),
  shippingLevel: text('shipping_level').notNull(),
  countryCode: text('country_code').notNull(),
  status: text('status').notNull(),
  trackingNumber: text('tracking_number'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Gift subscriptions (docs/gift-subscriptions.md): a payment prepared for a gift, then the gift card it bought.
// ---------------------------------------------------------------------------------------------------

/**
 * One row per payment prepared for a gift: what it is for (months, price) and how far it got. A payment
 * that succeeded but whose gift card could not be created stays here as `failed` with the reason, so
 * support can issue the card by hand.
 */
export const giftPayments = pgTable(
  'gift_payments',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    userId: text('user_id').notNull(),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** pending (waiting for the card) -> issued (gift card created) | failed (paid, card not created). */
    status: text('status').notNull(),
    failure: text('failure'),
    /**
     * The gift form, kept with the payment once the buyer has sent it (with the payment, or at a purchase
     * whose payment was still processing), so Stripe's payment_intent.succeeded can issue the card when the
     * buyer never comes back (a payment method that settles later or redirects).
     */
    recipientEmail: text('recipient_email'),
    recipientName: text('recipient_name'),
    message: text('message'),
    giverEmail: text('giver_email'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('gift_payments_user').on(table.userId)],
);

/** A gift card: bought once per payment, redeemable once within a year. */
export const giftCards = pgTable(
  'gift_cards',
  {
    code: text('code').primaryKey(),
    giverUserId: text('giver_user_id').notNull(),
    giverName: text('giver_name'),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name'),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    message: text('message'),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    redeemedBy: text('redeemed_by'),
    redeemedAt: at('redeemed_at'),
  },
  (table) => [
    index('gift_cards_giver').on(table.giverUserId),
    index('gift_cards_redeemed_by').on(table.redeemedBy),
    check('gift_cards_months', sql`${table.months} in (1, 3, 6, 12)`),
    check('gift_cards_redeemed_together', sql`(${table.redeemedBy} is null) = (${table.redeemedAt} is null)`),
  ],
);
