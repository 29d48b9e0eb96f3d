import Router from '@koa/router';
import { z } from 'zod';
import { REVENUE_SOURCES, billingReportRequestSchema, type BillingReportFigures, type BillingStats, type StoryProductsResponse } from '@bedtime/contracts';
import { ValidationError, parseWith, requireInternalCaller } from '@bedtime/service-kit';
import type { BillingRepository } from '../data/billing-repository';
import type { AccountErasure } from '../domain/account-erasure';
import type { Subscriptions } from '../domain/subscriptions';
import type { StoryProducts } from '../domain/story-products';

const DAY = 24 * 60 * 60 * 1000;
const userIdParamsSchema = z.object({
  userId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'Invalid user id'),
});

/** Calls from sibling services: the gateway's entitlement check, account deletion and the admin figures. */
export function internalRoutes({
  subscriptions,
  erasure,
  repository,
  storyProducts,
  now,
}: {
  subscriptions: Subscriptions;
  erasure: AccountErasure;
  repository: BillingRepository;
  storyProducts: StoryProducts;
  now: () => Date;
}) {
  const router = new Router({ prefix: '/internal' });

  // Account deletion: the gateway asks every registered service at this path.
  router.delete('/users/:userId/data', async (ctx) => {
    requireInternalCaller(ctx);
    const { userId } = parseWith(userIdParamsSchema, ctx.params);
    ctx.body = { erased: true, ...(await erasure.eraseUser(userId)) };
  });

  router.get('/subscriptions/:userId', async (ctx) => {
    requireInternalCaller(ctx);
    const { userId } = parseWith(z.object({ userId: z.string().min(1).max(64) }), ctx.params);
    ctx.body = { subscription: await subscriptions.internalStatus(userId) };
  });

  // Story merchandise: the products (with blank pictures and print spots) the story service draws a story onto.
  router.get('/shop/story-products', async (ctx) => {
    requireInternalCaller(ctx);
    const body: StoryProductsResponse = { products: await storyProducts.list() };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/stats', async (ctx) => {
    requireInternalCaller(ctx);
    const { days } = parseWith(z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }), ctx.query);
    const at = now();
    const stats = await repository.stats(new Date(at.getTime() - days * DAY), at);
    const bySource = Object.fromEntries(REVENUE_SOURCES.map((source) => [source, 0])) as BillingStats['revenue']['bySource'];
    for (const row of stats.bySource) if (row.source in bySource) bySource[row.source as keyof typeof bySource] = row.cents;
    const body: BillingStats = {
      activeSubscriptions: stats.activeSubscriptions,
      revenue: { totalCents: Object.values(bySource).reduce((sum, cents) => sum + cents, 0), byDay: stats.byDay, bySource },
    };
    ctx.body = body;
  });

  // The admin weekly report's money figures, from the revenue ledger (paid invoices and marketplace orders).
  router.post('/admin/report', async (ctx) => {
    requireInternalCaller(ctx);
    const input = parseWith(billingReportRequestSchema, ctx.request.body);
    const from = new Date(input.from);
    const to = new Date(input.to);
    if (!(from < to)) throw new ValidationError('from must be before to');
    const figures = await repository.report(from, to, input.trialEndedUserIds, input.weeks);
    const cents = (source: string) => figures.bySource.find((row) => row.source === source)?.cents ?? 0;
    const weekly = new Map(figures.byWeek.map((row) => [row.week, row.cents]));
    const body: BillingReportFigures = {
      currency: 'usd',
      revenue: { subscriptions: cents('subscriptions'), giftCards: cents('gifts'), merchandise: cents('marketplace'), print: cents('print') },
      revenueByWeek: Array.from({ length: input.weeks }, (_, index) => {
        const weeksBack = input.weeks - 1 - index;
        return { weekStart: new Date(to.getTime() - (weeksBack + 1) * 7 * DAY).toISOString(), cents: weekly.get(weeksBack) ?? 0 };
      }),
      payingUsers: figures.payingUsers,
      activeAtStart: figures.activeAtStart,
      endedInWindow: figures.endedInWindow,
      activeNow: figures.activeNow,
      convertedTrials: figures.convertedTrials,
    };
    ctx.body = body;
  });

  return router;
}
