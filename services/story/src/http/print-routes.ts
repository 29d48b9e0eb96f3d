import Router from '@koa/router';
import type Koa from 'koa';
import { storyIdParamsSchema } from '@bedtime/contracts';
import { parseWith } from '@bedtime/service-kit';
import type { RenderedFile } from '../domain/rendered-media';
import type { StoryPrints } from '../domain/story-prints';

// A rename or a new set of pictures changes these files under the same URL: crawlers may keep the card a
// few minutes, while a downloaded book is always revalidated (a 304 costs no rendering).
const CARD_CACHE = 'public, max-age=300';
const PDF_CACHE = 'public, no-cache';

/** The story's social card and printable books, readable by anyone holding the story's id. */
export function printRoutes({ prints }: { prints: StoryPrints }) {
  const router = new Router();

  router.get('/api/stories/:id/social-card', async (ctx) => {
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = await prints.socialCardLink(id);
  });

  router.get('/api/stories/:id/social-card.png', async (ctx) => {
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    await sendRendered(ctx, await prints.socialCard(id), CARD_CACHE);
  });

  router.get('/api/stories/:id/pdf', async (ctx) => {
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    await sendRendered(ctx, await prints.storyPdf(id), PDF_CACHE);
  });

  router.get('/api/stories/:id/coloring-book', async (ctx) => {
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    await sendRendered(ctx, await prints.coloringBook(id), PDF_CACHE);
  });

  return router;
}

async function sendRendered(ctx: Koa.Context, file: RenderedFile, cacheControl: string): Promise<void> {
  ctx.set('ETag', file.etag);
  ctx.set('Cache-Control', cacheControl);
  if (file.filename) ctx.set('Content-Disposition', inline(file.filename));
  ctx.type = file.mimeType;
  if (ctx.get('If-None-Match') === file.etag) {
    ctx.status = 304;
    return;
  }
  const data = await file.load();
  // Koa leaves the body out of HEAD answers itself, keeping the length (a null body would turn it into a 204).
  ctx.body = data;
}

/**
 * Inline, so the browser opens its PDF view with Print (the product rules' "opens a print window"); the name is
 * what Save uses: ASCII for old clients, and exactly (RFC 6266 filename*) for the rest.
 */
function inline(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
