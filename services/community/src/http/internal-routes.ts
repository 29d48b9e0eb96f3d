import Router from '@koa/router';
import { communityStatsQuerySchema } from '@bedtime/contracts';
import { parseWith, requireInternalCaller } from '@bedtime/service-kit';
import type { CommunityRepository } from '../data/community-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** For the gateway's admin dashboard: how much sharing and voting goes on. */
export function internalRoutes({ repository, now }: { repository: CommunityRepository; now: () => Date }) {
  const router = new Router();
  router.get('/internal/community/stats', async (ctx) => {
    requireInternalCaller(ctx);
    const { days } = parseWith(communityStatsQuerySchema, ctx.query);
    const today = now();
    const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * DAY_MS;
    const stats = await repository.stats(new Date(firstDay));
    // Every day of the range is listed, quiet days with 0, so a chart needs no gap filling.
    const counted = new Map(stats.votesPerDay.map((day) => [day.date, day.votes]));
    const votesPerDay = Array.from({ length: days }, (_, index) => {
      const date = new Date(firstDay + index * DAY_MS).toISOString().slice(0, 10);
      return { date, votes: counted.get(date) ?? 0 };
    });
    ctx.body = { sharedStories: stats.sharedStories, totalVotes: stats.totalVotes, votesPerDay };
  });
  return router;
}
