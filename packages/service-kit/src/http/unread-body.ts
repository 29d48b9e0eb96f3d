import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';

export interface UnreadBodyOptions {
  /** How long the rest of a body is read (and dropped) after its request was answered without it. */
  lingerMs?: number;
  /** How much of it is read before giving up on the connection. */
  maxBytes?: number;
}

const declaresBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Reads and drops what is left of a request body, until it has all arrived, `lingerMs` have passed or
 * `maxBytes` were dropped. Resolves true when the body ended (the connection can carry the next request).
 */
export function drainRequestBody(req: IncomingMessage, { lingerMs = 2_000, maxBytes = 8 * 1024 * 1024 }: UnreadBodyOptions = {}): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  if (req.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let dropped = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      req.off('data', count);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(ended);
    };
    const count = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.readableEnded);
    const timer = setTimeout(() => finish(false), lingerMs);
    timer.unref?.();
    req.on('data', count);
    req.once('end', onEnd);
    req.once('close', onClose);
    // Whoever stopped reading (a body parser at its limit pauses the stream) is done with it.
    req.resume();
  });
}

/**
 * An answer given before the whole request body was read (413 at the limit, 401 or 400 before parsing,
 * a refused body) must leave the connection in a known state. Left alone, a paused body stops Node from
 * reading the socket: the client's next request on that keep-alive connection never gets an answer.
 * So the rest of the body is read and dropped before the answer goes (bounded in time and bytes); a body
 * that does not finish in that time gets its answer with `Connection: close`, and the connection ends.
 * Mounted outside the error envelope, so it sees error answers too.
 */
export const settleUnreadBody = (options: UnreadBodyOptions = {}) =>
  async function settleUnreadBody(ctx: Koa.Context, next: Koa.Next) {
    try {
      await next();
    } finally {
      const req = ctx.req;
      // `respond = false`: the handler answers on its own (the gateway's proxy) and owns the body.
      // `Connection: close` already: the handler chose not to wait for the rest (a body too slow to wait for).
      const closing = /close/i.test(ctx.response.get('Connection'));
      if (ctx.respond !== false && !closing && declaresBody(req) && !req.readableEnded && !req.destroyed && !ctx.res.headersSent) {
        const ended = await drainRequestBody(req, options);
        if (!ended && !ctx.res.headersSent) ctx.set('Connection', 'close');
      }
    }
  };
