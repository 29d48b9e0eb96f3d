import Router from '@koa/router';
import { storyIdParamsSchema, storyMerchandiseQuerySchema, type AiMerchandiseResponse, type StoryMerchandiseResponse } from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import type { StoryMerchandise } from '../merchandise/story-merchandise';

/** 'Take the Magic Home!' on a story: basic merchandise, and AI designs for an entitled owner. */
export function merchandiseRoutes({ merchandise }: { merchandise: StoryMerchandise }) {
  const router = new Router();

  router.get('/api/stories/:id/merchandise', async (ctx) => {
    const user = requireUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    const { enhanced } = parseWith(storyMerchandiseQuerySchema, ctx.query);
    // Prices and stock move: the browser asks again each visit (the service answers from its store).
    ctx.set('Cache-Control', 'private, no-cache');
    if (enhanced) {
      const body: AiMerchandiseResponse = { merchandise: await merchandise.enhanced(user, id, ctx.state.log) };
      ctx.body = body;
      return;
    }
    const body: StoryMerchandiseResponse = { merchandise: await merchandise.basic(user.userId, id, ctx.state.log, ctx.state.requestId) };
    ctx.body = body;
  });

  return router;
}
