import Router from '@koa/router';
import { COMMUNITY_PREVIEW_LENGTH, printFileRequestSchema, storyIdParamsSchema, storyBriefsRequestSchema, type StoryPreviewResponse } from '@bedtime/contracts';
import { parseWith, requireInternalCaller } from '@bedtime/service-kit';
import type { StoriesRepository } from '../data/stories-repository';
import type { StoryPrints } from '../domain/story-prints';

/** Calls from sibling services (signed by them, never by the gateway on a user's behalf). */
export function internalRoutes({ prints, stories }: { prints: StoryPrints; stories: StoriesRepository }) {
  const router = new Router();
  // The gateway's link-preview tags for /story/{id}.
  router.get('/internal/stories/:id/preview', async (ctx) => {
    requireInternalCaller(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = { preview: await prints.preview(id) } satisfies StoryPreviewResponse;
  });
  // The community service's view of shared stories (owner, live title, preview); unknown ids are left out.
  router.post('/internal/stories/summaries', async (ctx) => {
    requireInternalCaller(ctx);
    const { ids } = parseWith(storyBriefsRequestSchema, ctx.request.body ?? {});
    ctx.body = { stories: await stories.briefs([...new Set(ids)], COMMUNITY_PREVIEW_LENGTH) };
  });
  // Billing's print-ready files for a printed-book order (interior at trim size, and the cover).
  router.post('/internal/stories/:id/print-file', async (ctx) => {
    requireInternalCaller(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = await prints.printFiles(id, parseWith(printFileRequestSchema, ctx.request.body ?? {}));
  });
  return router;
}
