import type Koa from 'koa';
import { NotFoundError } from '@bedtime/service-kit';
import { BLOB_KEY, MIME_TYPES, parseRange, type BlobStore } from '../providers/blob-store/blob-store';

/**
 * Answers GET /api/media/:key: content-addressed, so cached for a year and validated by ETag; audio
 * players seek with Range requests (206), and a range past the end gets 416.
 */
export async function sendMedia(ctx: Koa.Context, store: BlobStore, key: string): Promise<void> {
  if (!BLOB_KEY.test(key)) throw new NotFoundError('Media not found');
  const size = await store.size(key);
  if (size === null) throw new NotFoundError('Media not found');
  const etag = `"${key.slice(0, 32)}"`;
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.set('Accept-Ranges', 'bytes');
  ctx.type = MIME_TYPES[key.split('.').pop()!] ?? 'application/octet-stream';
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }
  const range = parseRange(ctx.get('Range') || undefined, size);
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    ctx.body = { message: 'Requested range is outside the file.' };
    return;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    ctx.length = range.end - range.start + 1;
    ctx.body = store.stream(key, range);
    return;
  }
  ctx.status = 200;
  ctx.length = size;
  // Koa leaves the body out of a HEAD answer itself (and keeps Content-Length).
  ctx.body = store.stream(key);
}
