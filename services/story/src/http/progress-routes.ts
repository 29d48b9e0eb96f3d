import Router from '@koa/router';
import { readingProgressSchema, storyIdParamsSchema } from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import type { ReadingProgressUseCases } from '../domain/reading-progress';

export function progressRoutes({ readingProgress }: { readingProgress: ReadingProgressUseCases }) {
  const router = new Router();

  router.get('/api/stories/:id/progress', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = { progress: await readingProgress.getProgress(userId, id) };
  });

  router.post('/api/stories/:id/progress', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    const update = parseWith(readingProgressSchema, ctx.request.body);
    ctx.body = await readingProgress.saveProgress(userId, id, update);
  });

  return router;
}
