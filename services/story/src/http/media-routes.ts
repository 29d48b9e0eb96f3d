import Router from '@koa/router';
import type { BlobStore } from '../providers/blob-store/blob-store';
import { sendMedia } from './media-response';

/** Stored audio and pictures by content key: public like the story they belong to, and cacheable forever. */
export function mediaRoutes({ blobs }: { blobs: BlobStore }) {
  const router = new Router();
  router.get('/api/media/:key', async (ctx) => {
    await sendMedia(ctx, blobs, ctx.params.key ?? '');
  });
  return router;
}
