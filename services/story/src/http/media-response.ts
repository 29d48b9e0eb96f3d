import type Koa from 'koa';
import { NotFoundError } from '@bedtime/service-kit';
import { BLOB_KEY, mimeTypeOf, parseRange, type BlobStore } from '../providers/blob-store/blob-store';

/**
 * Answers GET /api/media/:key: content-addressed, so cached for a year and validated by ETag; audio
 * players seek with Range requests (206), and a range past the end gets 416. The same whichever store
 * holds the bytes (a local folder or an S3 bucket): the ETag comes from the key, not from the store.
 */
export async function sendMedia(ctx: Koa.Context, store: BlobStore, key: string): Promise<void> {
  if (!BLOB_KEY.test(key)) throw new NotFoundError('Media not found');
  const size = await store.size(key);
  if (size === null) throw new NotFoundError('Media not found');
  const etag = `"${key.slice(0, 32)}"`;
  const range = parseRange(ctx.get('Range') || undefined, size);
  const notModified = ctx.get('If-None-Match') === etag;
  // Opened before any header is set: a blob removed since its size was read (its story deleted
  // meanwhile) is a plain 404 rather than an answer marked cacheable for a year.
  const needsBytes = !notModified && range !== 'unsatisfiable' && ctx.method !== 'HEAD';
  const body = needsBytes ? await store.open(key, range ?? undefined) : null;
  if (needsBytes && !body) throw new NotFoundError('Media not found');

  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.set('Accept-Ranges', 'bytes');
  ctx.type = mimeTypeOf(key);
  if (notModified) {
    ctx.status = 304;
    return;
  }
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    ctx.body = { message: 'Requested range is outside the file.' };
    return;
  }
  ctx.status = range ? 206 : 200;
  if (range) ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  // Koa leaves the body out of a HEAD answer itself and keeps Content-Length; the bytes are not fetched.
  if (body) ctx.body = body;
  // After the body: Koa drops Content-Length when a stream is set.
  ctx.length = range ? range.end - range.start + 1 : size;
}
