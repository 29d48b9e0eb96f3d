import Router from '@koa/router';
import { communityStatsQuerySchema, communityStoryIdParamsSchema } from '@bedtime/contracts';
import { z } from 'zod';
import { parseWith, requireInternalCaller } from '@bedtime/service-kit';
import type { CommunityRepository } from '../data/community-repository';
import type { Erasure } from '../domain/erasure';

const userIdParamsSchema = z.object({
  userId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'Invalid user id'),
});
const DAY_MS = 24 * 60 * 60 * 1000;

/** For the gateway's admin dashboard: how much sharing and voting goes on. */
export function internalRoutes({ repository, erasure, now }: { repository: CommunityRepository; erasure: Erasure; now: () => Date }) {
  const router = new Router();

  // For the story service when an owner deletes a story.
  router.delete('/internal/community/stories/:id', async (ctx) => {
    requireInternalCaller(ctx);
    const { id } = parseWith(communityStoryIdParamsSchema, ctx.params);
    await erasure.storyDeleted(id);
    ctx.status = 204;
  });
  // Account deletion: the gateway asks every registered service at this same path, so a different
  // path here would answer 404, which the gateway takes for "nothing to erase".
  router.delete('/internal/users/:userId/data', async (ctx) => {
    requireInternalCaller(ctx);
    const { userId } = parseWith(userIdParamsSchema, ctx.params);
    ctx.body = { erased: true, ...(await erasure.userDeleted(userId)) };
  });

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
