import Router from '@koa/router';
import { requireUser } from '@bedtime/service-kit';
import type { StoriesRepository } from '../domain/stories-repository';
import { toStory } from '../domain/stories-repository';

export function libraryRoutes({ stories }: { stories: StoriesRepository }) {
  const router = new Router();
  router.get('/api/stories', async (ctx) => {
    const { userId } = requireUser(ctx);
    ctx.body = { stories: (await stories.listByUser(userId)).map((row) => toStory(row)) };
  });
  return router;
}
