import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import { RequestTooSlowError, ValidationError } from '@bedtime/service-kit';

export interface BodyRate {
  /** Time a body is given before its rate is checked; each later period of this length is checked too. */
  graceMs: number;
  /** Bytes per second each period must bring until the body is complete. */
  minBytesPerSecond: number;
}

const declaresBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * What the gateway holds every request body to, on every route. A GET or HEAD with a body is refused
 * (400): no route takes one, and a slow body could otherwise ride along on a read.
 *
 * A request body must keep arriving at a minimum rate: after the grace period, every period of that
 * length must bring `minBytesPerSecond` until the body is complete, or the request is answered 408 and
 * its connection closed. Without it a client sending a byte every few seconds holds a request open until
 * the server's 60 s request timeout; with a proxied route, the proxy would otherwise wait that long for a
 * body it must read whole before asking a service. Counted on the socket, so reading the body is left to
 * whoever reads it; a period in which the gateway itself was not reading (its buffer full) does not count.
 */
export const bodyRateGuard = ({ graceMs, minBytesPerSecond }: BodyRate) =>
  async function bodyRateGuard(ctx: Koa.Context, next: Koa.Next) {
    const req = ctx.req;
    if (!declaresBody(req)) return next();
    if (req.method === 'GET' || req.method === 'HEAD') throw new ValidationError(`A ${req.method} request must not have a body.`);
    if (req.complete) return next();
    const socket = req.socket;
    const minPerPeriod = (minBytesPerSecond * graceMs) / 1000;
    let readAtLastCheck = socket.bytesRead;
    const check = setInterval(() => {
      if (req.complete || req.destroyed || ctx.res.headersSent) return clearInterval(check);
      const read = socket.bytesRead;
      const waitingOnUs = req.readableLength >= req.readableHighWaterMark;
      if (read - readAtLastCheck >= minPerPeriod || waitingOnUs) {
        readAtLastCheck = read;
        return;
      }
      clearInterval(check);
      // Whoever waits for this body (a parser, the proxy) is answered for: the closed connection ends its wait.
      ctx.state.log?.info({ method: ctx.method, path: ctx.path, bytesRead: read }, 'request body too slow: refused');
      ctx.res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      ctx.res.end(JSON.stringify({ message: new RequestTooSlowError().message }));
    }, graceMs);
    try {
      await next();
    } finally {
      clearInterval(check);
    }
  };
