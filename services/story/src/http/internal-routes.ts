import Router from '@koa/router';
import { storyIdParamsSchema } from '@bedtime/contracts';
import { parseWith, requireInternalCaller } from '@bedtime/service-kit';
import type { StoryPrints } from '../domain/story-prints';

/** Calls from sibling services (signed by them, never by the gateway on a user's behalf). */
export function internalRoutes({ prints }: { prints: StoryPrints }) {
  const router = new Router();
  // The gateway's link-preview tags for /story/{id}.
  router.get('/internal/stories/:id/preview', async (ctx) => {
    requireInternalCaller(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = { preview: await prints.preview(id) };
  });
  return router;
}
