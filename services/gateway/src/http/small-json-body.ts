import type Koa from 'koa';
import { PayloadTooLargeError, ValidationError } from '@bedtime/service-kit';

/** Reads the body up to `limitBytes`, leaving the stream intact (not destroyed) when it is refused. */
function readUpTo(req: Koa.Context['req'], limitBytes: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      // Paused, not destroyed: what is left is drained (or the connection closed) once this request is answered.
      if (error) {
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) return done(tooLarge());
      chunks.push(chunk);
    };
    const onEnd = () => done();
    const onError = (error: Error) => done(error);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
  });
}

/**
 * Reads a small JSON body on a method the shared body parser leaves alone (DELETE). Only plain
 * (unencoded) JSON is taken; anything else is a 4xx with a message, never a 500.
 */
export async function readSmallJson(ctx: Koa.Context, limitBytes = 16 * 1024): Promise<unknown> {
  const encoding = (ctx.get('content-encoding') || 'identity').toLowerCase();
  if (encoding !== 'identity') {
    ctx.throw(415, 'This request body must not be compressed.');
  }
  const tooLarge = () => new PayloadTooLargeError(`The request is too large (the limit is ${Math.floor(limitBytes / 1024)} KB).`);
  if (Number(ctx.get('content-length') || 0) > limitBytes) throw tooLarge();
  const body = await readUpTo(ctx.req, limitBytes, tooLarge);
  if (body.length === 0) return {};
  if (!ctx.is('application/json')) throw new ValidationError('The request body must be JSON.');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
}
