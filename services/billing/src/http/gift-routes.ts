import Router from '@koa/router';
import {
  createPaymentIntentRequestSchema,
  giftCodeField,
  internalRedeemRequestSchema,
  purchaseGiftRequestSchema,
  redeemGiftRequestSchema,
} from '@bedtime/contracts';
import { z } from 'zod';
import { parseWith, requireInternalCaller, requireUser } from '@bedtime/service-kit';
import type { Gifts } from '../domain/gifts';

/** Gift subscriptions: prepare the payment, buy the card, see my gifts, redeem (and the gateway's sign-up calls). */
export function giftRoutes({ gifts }: { gifts: Gifts }) {
  const router = new Router();

  router.post('/api/create-payment-intent', async (ctx) => {
    const user = requireUser(ctx);
    const { amount, metadata, gift } = parseWith(createPaymentIntentRequestSchema, ctx.request.body);
    ctx.body = await gifts.createPaymentIntent(user.userId, user.email, { amount, months: metadata.months, gift });
  });

  router.post('/api/gift-cards/purchase', async (ctx) => {
    const user = requireUser(ctx);
    const input = parseWith(purchaseGiftRequestSchema, ctx.request.body);
    ctx.body = { giftCard: await gifts.purchase({ userId: user.userId, email: user.email }, input) };
  });

  router.get('/api/gift-cards/history', async (ctx) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await gifts.history(user.userId);
  });

  router.post('/api/gift-cards/redeem', async (ctx) => {
    const user = requireUser(ctx);
    const { code } = parseWith(redeemGiftRequestSchema, ctx.request.body);
    ctx.body = await gifts.redeem(user.userId, code);
  });

  // The gateway checks a sign-up's promo code before it creates the account, then redeems it for the new user.
  router.post('/internal/gift-cards/check', async (ctx) => {
    requireInternalCaller(ctx);
    const { code } = parseWith(z.object({ code: giftCodeField }).strict(), ctx.request.body);
    ctx.body = await gifts.check(code);
  });

  router.post('/internal/gift-cards/redeem', async (ctx) => {
    requireInternalCaller(ctx);
    const { userId, code } = parseWith(internalRedeemRequestSchema, ctx.request.body);
    ctx.body = await gifts.redeem(userId, code);
  });

  return router;
}
