import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '@bedtime/service-kit';
import {
  lineOptionsLabel,
  PREMIUM_DISCOUNT_PERCENT,
  type CardDetails,
  type CheckoutRequest,
  type CheckoutResponse,
  type MarketplaceProduct,
  type OrderView,
  type ProductCategory,
  type ShippingAddress,
} from '@bedtime/contracts';
import type { BillingTx } from '../data/database';
import type { BillingRepository } from '../data/billing-repository';
import type { MarketplaceRepository, OrderLine, OrderRecord, ProductRecord } from '../data/marketplace-repository';
import { checkCard } from './card-rules';
import { subscriptionCounts } from './subscriptions';
import { bankAnswer } from '../providers/payments/local-ledger';
import type { PaymentsEngine } from '../providers/payments/types';

type OrderRow = OrderRecord;

const shippingDetailsSchema = z
  .object({
    name: z.string().nullish(),
    address: z
      .object({
        line1: z.string().nullish(),
        line2: z.string().nullish(),
        city: z.string().nullish(),
        state: z.string().nullish(),
        postal_code: z.string().nullish(),
        country: z.string().nullish(),
      })
      .passthrough(),
  })
  .passthrough();

/** The fields of a Stripe Checkout session the webhook reads. */
export const checkoutSessionSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('checkout.session'),
  client_reference_id: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  collected_information: z.object({ shipping_details: shippingDetailsSchema.nullish() }).passthrough().nullish(),
  shipping_details: shippingDetailsSchema.nullish(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export interface SettledCheckout {
  userId: string | null;
  /** The payment to give back after commit: it was taken for an order that could not be filled. */
  refund: { orderId: string; paymentIntentId: string } | null;
}

/**
 * `checkout.session.completed` (and `.async_payment_succeeded`) from Stripe, in the webhook's transaction:
 * the order is locked, its stock taken with the same conditional update as our own checkout's Pay, and it
 * is marked paid. If stock ran out while the buyer was at Stripe, the order is marked failed with a
 * message and its payment is handed back for a refund. A paid or failed order is never touched again.
 */
export async function settleCheckoutSession(tx: BillingTx, marketplace: MarketplaceRepository, session: CheckoutSession, now: Date): Promise<SettledCheckout> {
  const orderId = session.metadata?.order_id ?? session.client_reference_id ?? null;
  if (!orderId || session.payment_status !== 'paid') return { userId: null, refund: null };
  const order = await marketplace.lockOrder(tx, orderId);
  if (!order || order.status !== 'pending') return { userId: null, refund: null };
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const soldOut = await marketplace.takeStock(tx, order.lines);
  if (soldOut) {
    const message = `Sorry, ${soldOut.name} sold out while you were paying. Your payment is being refunded.`;
    await marketplace.markFailed(tx, order.id, message);
    return { userId: order.userId, refund: paymentIntentId ? { orderId: order.id, paymentIntentId } : null };
  }
  const address = session.collected_information?.shipping_details ?? session.shipping_details ?? null;
  const shipping = address ? toShipping(address) : null;
  await marketplace.markPaid(tx, order.id, { paidAt: now, shipping });
  return { userId: order.userId, refund: null };
}

/** Stripe's collected address in the shape our own checkout stores (empty parts left out). */
function toShipping(details: z.infer<typeof shippingDetailsSchema>): Record<string, string> {
  const parts: Record<string, string | null | undefined> = {
    name: details.name,
    address_line1: details.address.line1,
    address_line2: details.address.line2,
    city: details.address.city,
    state: details.address.state,
    postal_code: details.address.postal_code,
    country: details.address.country,
  };
  return Object.fromEntries(Object.entries(parts).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** Thrown when the bank says no: a 400 beside the card field, nothing charged, stock untouched. */
export class PaymentDeclinedError extends ValidationError {
  constructor(message: string) {
    super(message, { field: 'card' });
  }
}

export const toProductView = (row: ProductRecord): MarketplaceProduct => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.priceCents / 100,
  priceCents: row.priceCents,
  category: row.category as ProductCategory,
  imageUrl: row.image,
  stockQuantity: row.stock,
});

export const toOrderView = (row: OrderRow): OrderView => ({
  id: row.id,
  status: row.status as OrderView['status'],
  lines: row.lines,
  subtotalCents: row.subtotalCents,
  discountCents: row.discountCents,
  totalCents: row.totalCents,
  currency: row.currency,
  shipping: row.shipping ?? null,
  cardLast4: row.cardLast4,
  lastError: row.lastError,
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The marketplace: prices come from our products table and the discount from billing's own
 * subscription records, never from the client. An order is only a quote until its payment succeeds;
 * the stock is taken in the same transaction as the charge, so a sold-out item is never paid for.
 */
export function createMarketplace(deps: {
  marketplace: MarketplaceRepository;
  repository: BillingRepository;
  engine: PaymentsEngine;
  publicUrl: string;
  now: () => Date;
}) {
  const { marketplace } = deps;

  return {
    async listProducts(): Promise<MarketplaceProduct[]> {
      return (await marketplace.listProducts()).map(toProductView);
    },

    /**
     * POST /api/marketplace/checkout: a pending order priced by the server, and where to pay for it. A size
     * or colour (chosen in the merchandise catalogue) must be one that a design sold as that product offers.
     */
    async checkout(userId: string, request: CheckoutRequest): Promise<CheckoutResponse> {
      const wanted = new Map<string, { productId: string; size?: string; color?: string; quantity: number }>();
      for (const item of request.items) {
        const key = JSON.stringify([item.productId, item.size ?? null, item.color ?? null]);
        const line = wanted.get(key) ?? { productId: item.productId, size: item.size, color: item.color, quantity: 0 };
        line.quantity += item.quantity;
        wanted.set(key, line);
      }
      const productIds = [...new Set([...wanted.values()].map((line) => line.productId))];
      const rows = await marketplace.productsByIds(productIds);
      const designs = await marketplace.designsSoldAs(productIds);
      const lines: OrderLine[] = [];
      for (const { productId, size, color, quantity } of wanted.values()) {
        const row = rows.find((candidate) => candidate.id === productId);
        if (!row) throw new NotFoundError('That product is no longer available.');
        const offered = designs.filter((design) => design.productId === productId);
        if ((size || color) && offered.length === 0) throw new ValidationError(`${row.name} does not come in sizes or colours.`, { field: 'items' });
        if (size && !offered.some((design) => design.sizes.includes(size)))
          throw new ValidationError(`Please choose one of the sizes ${row.name} comes in.`, { field: 'items' });
        if (color && !offered.some((design) => design.colors.includes(color)))
          throw new ValidationError(`Please choose one of the colours ${row.name} comes in.`, { field: 'items' });
        lines.push({ productId, name: row.name, quantity, unitCents: row.priceCents, ...(size ? { size } : {}), ...(color ? { color } : {}) });
      }
      for (const productId of productIds) {
        const row = rows.find((candidate) => candidate.id === productId)!;
        const quantity = lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
        if (row.stock < quantity) throw new ConflictError(`Sorry, ${row.name} is out of stock.`);
      }
      const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
      const subscribed = subscriptionCounts(await deps.repository.currentSubscription(userId), deps.now());
      const discountCents = subscribed ? Math.round((subtotalCents * PREMIUM_DISCOUNT_PERCENT) / 100) : 0;
      const id = `ord_${randomBytes(12).toString('hex')}`;
      await marketplace.insertOrder({
        id,
        userId,
        status: 'pending',
        lines,
        subtotalCents,
        discountCents,
        totalCents: subtotalCents - discountCents,
        currency: 'usd',
        createdAt: deps.now(),
      });
      // With Stripe configured the buyer pays on Stripe Checkout and its webhook takes the stock; otherwise
      // on our hosted checkout page, which charges through the local engine.
      if (!deps.engine.createCheckoutSession) return { orderId: id, checkoutUrl: `/marketplace/checkout/${id}` };
      const customer = await deps.repository.customerOf(userId);
      const session = await deps.engine.createCheckoutSession({
        ...(customer && customer.provider === deps.engine.name ? { customerId: customer.providerCustomerId } : {}),
        lines: lines.map((line) => ({
          name: lineOptionsLabel(line) ? `${line.name} (${lineOptionsLabel(line)})` : line.name,
          unitCents: line.unitCents,
          quantity: line.quantity,
        })),
        discountCents,
        currency: 'usd',
        orderId: id,
        // The marker tells our checkout page the buyer paid at Stripe: it waits for the webhook instead of asking for a card.
        successUrl: new URL(`/marketplace/checkout/${id}?paid=stripe`, deps.publicUrl).toString(),
        cancelUrl: new URL('/marketplace', deps.publicUrl).toString(),
        idempotencyKey: `marketplace-checkout-${id}`,
      });
      return { orderId: id, checkoutUrl: session.url };
    },

    async order(userId: string, orderId: string): Promise<OrderView> {
      const row = await marketplace.orderOf(userId, orderId);
      // Someone else's order looks exactly like no order.
      if (!row) throw new NotFoundError('No such order.');
      return toOrderView(row);
    },

    /** The user's orders: only paid ones (a quote never paid for is not an order). */
    async orders(userId: string): Promise<OrderView[]> {
      return (await marketplace.paidOrdersOf(userId)).map(toOrderView);
    },

    /**
     * The hosted checkout's "Pay". In one transaction: the order is locked (a double click pays once),
     * the stock is taken with a conditional update (the row lock makes concurrent buyers of the last item
     * queue; only one finds stock >= n), then the card is charged. Any refusal rolls the stock back, so
     * a declined card or a sold-out item leaves no charge and no order behind.
     */
    async pay(userId: string, orderId: string, input: { shipping: ShippingAddress; card: CardDetails }): Promise<OrderView> {
      // With Stripe the buyer pays on Stripe Checkout: the local engine's simulated bank never settles an order.
      if (deps.engine.createCheckoutSession) throw new NotFoundError('No such order.');
      const now = deps.now();
      const card = checkCard(input.card, now);
      try {
        return await marketplace.withTransaction(async (tx) => {
          const order = await marketplace.lockOrder(tx, orderId, userId);
          if (!order) throw new NotFoundError('No such order.');
          if (order.status === 'paid') return toOrderView(order);
          if (order.status !== 'pending') throw new ConflictError('This order can no longer be paid.');
          const soldOut = await marketplace.takeStock(tx, order.lines);
          if (soldOut) throw new ConflictError(`Sorry, ${soldOut.name} just sold out. Your card was not charged.`);
          const answer = bankAnswer(card.behavior, { onSession: true });
          // 3-D Secure is not offered on this page: asking for it would leave stock held while the buyer decides.
          if (answer === 'requires_action')
            throw new PaymentDeclinedError('This card needs authentication, which checkout does not support yet. Please use another card.');
          if (answer !== 'succeeded') throw new PaymentDeclinedError(answer.message);
          return toOrderView(await marketplace.markPaid(tx, order.id, { paidAt: now, shipping: input.shipping, cardLast4: card.last4 }));
        });
      } catch (error) {
        // Keep the last refusal on the (still pending) order so the page can show it after a reload.
        if (error instanceof PaymentDeclinedError || error instanceof ConflictError) await marketplace.noteRefusal(userId, orderId, error.message);
        throw error;
      }
    },
  };
}
export type Marketplace = ReturnType<typeof createMarketplace>;
