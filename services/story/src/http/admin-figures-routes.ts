import Router from '@koa/router';
import { internalDaysQuerySchema, internalWindowQuerySchema, storyCountsRequestSchema, type StoryAdminStats, type StoryUsage } from '@bedtime/contracts';
import { parseWith, requireInternalCaller } from '@bedtime/service-kit';
import type { BlobStore } from '../providers/blob-store/blob-store';
import type { AdminFiguresRepository } from '../data/admin-figures-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The gateway's admin dashboard and weekly report ask here (signed internal calls only). */
export function adminFiguresRoutes({ figures, blobs, now }: { figures: AdminFiguresRepository; blobs: BlobStore; now: () => Date }) {
  const router = new Router({ prefix: '/internal/admin' });

  router.get('/stories', async (ctx) => {
    requireInternalCaller(ctx);
    const { days } = parseWith(internalDaysQuerySchema, ctx.query);
    const today = now();
    const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * DAY_MS;
    const stats = await figures.storyStats(new Date(firstDay));
    const counted = new Map(stats.byDay.map((day) => [day.date, day.count]));
    // Every day of the range is listed, quiet days with 0.
    const storiesPerDay = Array.from({ length: days }, (_, index) => {
      const date = new Date(firstDay + index * DAY_MS).toISOString().slice(0, 10);
      return { date, value: counted.get(date) ?? 0 };
    });
    const body: StoryAdminStats = {
      totalStories: stats.totalStories,
      inRange: storiesPerDay.reduce((sum, day) => sum + day.value, 0),
      storiesPerDay,
      topInterests: stats.topInterests,
      topStyles: stats.topStyles,
      narrations: stats.narrations,
      illustratedStories: stats.illustratedStories,
    };
    ctx.body = body;
  });

  router.post('/story-counts', async (ctx) => {
    requireInternalCaller(ctx);
    const { userIds } = parseWith(storyCountsRequestSchema, ctx.request.body ?? {});
    ctx.body = { counts: await figures.storyCounts([...new Set(userIds)]) };
  });

  router.get('/usage', async (ctx) => {
    requireInternalCaller(ctx);
    const window = parseWith(internalWindowQuerySchema, ctx.query);
    const usage = await figures.usage(new Date(window.from), new Date(window.to));
    const body: StoryUsage = { ...usage, storageBytes: await blobs.totalBytes() };
    ctx.body = body;
  });

  return router;
}
