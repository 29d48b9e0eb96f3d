import Router from '@koa/router';
import {
  authenticatePaymentRequestSchema,
  changeCardRequestSchema,
  confirmPaymentRequestSchema,
  createSubscriptionRequestSchema,
  type BillingConfigResponse,
} from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import type { Subscriptions } from '../domain/subscriptions';
import type { PaymentsEngine } from '../providers/payments/types';

/** The signed-in user's billing: subscribe, the portal, and (test mode) the embedded card form's payments. */
export function billingRoutes({ subscriptions, engine }: { subscriptions: Subscriptions; engine: PaymentsEngine }) {
  const router = new Router();

  router.get('/api/billing/config', (ctx) => {
    const body: BillingConfigResponse = { engine: engine.name, publishableKey: engine.publishableKey };
    ctx.body = body;
  });

  router.post('/api/create-subscription', async (ctx) => {
    const user = requireUser(ctx);
    // The product rules' client sends no body; anything sent (an amount, a plan) is refused rather than trusted.
    parseWith(createSubscriptionRequestSchema, ctx.request.body ?? {});
    ctx.body = await subscriptions.createSubscription(user.userId, user.email);
  });

  router.post('/api/create-customer-portal-session', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = { url: await subscriptions.portalUrl(user.userId) };
  });

  router.get('/api/billing/subscription', async (ctx) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await subscriptions.overview(user.userId);
  });

  router.post('/api/billing/subscription/cancel', async (ctx) => {
    const user = requireUser(ctx);
    await subscriptions.setCancelAtPeriodEnd(user.userId, true);
    ctx.body = await subscriptions.overview(user.userId);
  });

  router.post('/api/billing/subscription/resume', async (ctx) => {
    const user = requireUser(ctx);
    await subscriptions.setCancelAtPeriodEnd(user.userId, false);
    ctx.body = await subscriptions.overview(user.userId);
  });

  router.post('/api/billing/confirm-payment', async (ctx) => {
    const user = requireUser(ctx);
    const { clientSecret, card } = parseWith(confirmPaymentRequestSchema, ctx.request.body);
    ctx.body = { paymentIntent: await subscriptions.local().confirmPayment(user.userId, clientSecret, card) };
  });

  router.post('/api/billing/confirm-payment/authenticate', async (ctx) => {
    const user = requireUser(ctx);
    const { clientSecret, outcome } = parseWith(authenticatePaymentRequestSchema, ctx.request.body);
    ctx.body = { paymentIntent: await subscriptions.local().authenticatePayment(user.userId, clientSecret, outcome) };
  });

  router.post('/api/billing/payment-method', async (ctx) => {
    const user = requireUser(ctx);
    const { card } = parseWith(changeCardRequestSchema, ctx.request.body);
    await subscriptions.local().changeCard(user.userId, card);
    ctx.body = await subscriptions.overview(user.userId);
  });

  return router;
}
