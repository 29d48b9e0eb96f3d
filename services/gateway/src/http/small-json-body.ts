import type Koa from 'koa';
import { PayloadTooLargeError, ValidationError } from '@bedtime/service-kit';

/**
 * Reads a small JSON body on a method the shared body parser leaves alone (DELETE). Only plain
 * (unencoded) JSON is taken; anything else is a 4xx with a message, never a 500.
 */
export async function readSmallJson(ctx: Koa.Context, limitBytes = 16 * 1024): Promise<unknown> {
  const encoding = (ctx.get('content-encoding') || 'identity').toLowerCase();
  if (encoding !== 'identity') {
    ctx.throw(415, 'This request body must not be compressed.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw new PayloadTooLargeError('The request body is too large.');
    chunks.push(chunk);
  }
  if (size === 0) return {};
  if (!ctx.is('application/json')) throw new ValidationError('The request body must be JSON.');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
}
