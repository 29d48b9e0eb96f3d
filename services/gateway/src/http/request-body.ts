import type { IncomingMessage } from 'node:http';
import { PayloadTooLargeError } from '@bedtime/service-kit';

export interface BodyRules {
  limitBytes: number;
}

/** The client went away before its body arrived: nobody is waiting for an answer. */
export class ClientGoneError extends Error {}

export const tooLargeMessage = (limit: number) => `The request is too large (the limit is ${Math.floor(limit / 1024)} KB).`;

export const declaresBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * The whole body of a request for a service, read before any connection to that service is taken: a
 * client that sends a byte every few seconds then holds only its own connection to the gateway, and only
 * until the first period in which it falls below the minimum rate (body-rate-guard.ts answers 408 and
 * closes the connection, which ends this read). Bodies over the limit are 413, by their declared length
 * or as they stream (a GET or HEAD with a body never gets here: body-rate-guard.ts refuses it).
 */
export function readRequestBody(req: IncomingMessage, rules: BodyRules): Promise<Buffer> {
  if (!declaresBody(req)) return Promise.resolve(Buffer.alloc(0));
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > rules.limitBytes) return Promise.reject(new PayloadTooLargeError(tooLargeMessage(rules.limitBytes)));
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  if (req.destroyed) return Promise.reject(new ClientGoneError());

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const done = (error?: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onGone);
      req.off('close', onClose);
      req.off('error', onGone);
      if (!error) return resolve(Buffer.concat(chunks, received));
      // Paused, not destroyed: the rest is drained or the connection closed once the refusal is answered.
      req.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > rules.limitBytes) return done(new PayloadTooLargeError(tooLargeMessage(rules.limitBytes)));
      chunks.push(chunk);
    };
    const onEnd = () => done();
    const onGone = () => done(new ClientGoneError());
    const onClose = () => {
      if (!req.readableEnded) onGone();
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('aborted', onGone);
    req.once('close', onClose);
    req.once('error', onGone);
  });
}
