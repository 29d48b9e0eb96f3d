import Router from '@koa/router';
import { generateStickerRequestSchema, storyIdParamsSchema } from '@bedtime/contracts';
import { parseWith, requireEntitledUser, requireUser } from '@bedtime/service-kit';
import type { Enhancements } from '../domain/enhancements';

/** Illustrations and character stickers, made by the story's owner (docs/product-rules.md, Enhancements). */
export function enhancementRoutes({ enhancements }: { enhancements: Enhancements }) {
  const router = new Router();

  router.post('/api/stories/:id/illustrations', async (ctx) => {
    const { userId } = requireEntitledUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = { illustrations: await enhancements.illustrate(userId, id, ctx.state.log) };
  });

  router.post('/api/stories/:id/extract-characters', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = { characters: await enhancements.characters(userId, id) };
  });

  router.post('/api/generate-single-sticker', async (ctx) => {
    const { userId } = requireEntitledUser(ctx);
    const { character, storyId } = parseWith(generateStickerRequestSchema, ctx.request.body ?? {});
    ctx.body = { success: true, sticker: await enhancements.sticker(userId, storyId, character, ctx.state.log) };
  });

  router.post('/api/stories/:id/stickers-chunked', async (ctx) => {
    const { userId } = requireEntitledUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = { stickers: await enhancements.stickersForAll(userId, id, ctx.state.log) };
  });

  return router;
}
