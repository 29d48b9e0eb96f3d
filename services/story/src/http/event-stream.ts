import { PassThrough } from 'node:stream';
import type Koa from 'koa';

/** Comments keep proxies from closing a quiet stream while a slow provider thinks. */
const HEARTBEAT_MS = 15_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  close(): void;
  /** Aborted when the client goes away before the stream was closed. */
  signal: AbortSignal;
}

export const wantsEventStream = (ctx: Koa.Context) => (ctx.get('accept') || '').includes('text/event-stream');

/**
 * Answers with server-sent events: each event is written (and sent, Nagle off) as soon as it is made.
 * Koa pipes the body once the handler returns, so events sent before that wait in the stream's buffer.
 */
export function openEventStream(ctx: Koa.Context): EventStream {
  const controller = new AbortController();
  const stream = new PassThrough();
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setTimeout(0);
  ctx.status = 200;
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  ctx.body = stream;

  const open = () => !stream.destroyed && !stream.writableEnded;
  const heartbeat = setInterval(() => open() && stream.write(': still writing\n\n'), HEARTBEAT_MS);
  ctx.res.once('close', () => {
    clearInterval(heartbeat);
    if (!ctx.res.writableFinished) controller.abort();
  });

  return {
    signal: controller.signal,
    send(event, data) {
      if (open()) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      clearInterval(heartbeat);
      if (open()) stream.end();
    },
  };
}
