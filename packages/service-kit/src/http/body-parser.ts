import type Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';

export const BODY_LIMIT = '1mb';

/** Content-Encodings a request body may arrive in (what the body parser can inflate). */
export const ACCEPTED_CONTENT_ENCODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;

export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000).';

/**
 * The one JSON body parser of every service and of the gateway's own routes. Beyond @koa/bodyparser it
 * answers a person, not a stack trace, for what a client can get wrong: an encoding we do not read is
 * 415, a body that does not inflate (gzip/deflate/br header over plain bytes) is 400, and a NUL
 * character anywhere in the body, the path or the query string is 400 (PostgreSQL text cannot hold one, and no
 * keyboard types one; the contracts refuse it field by field too, this catches fields they forget).
 */
export function jsonBodyParser(options: { limit?: string } = {}) {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: options.limit ?? BODY_LIMIT,
    encoding: 'utf-8',
    onError: (error) => {
      throw error;
    },
  });
  return async function jsonBody(ctx: Koa.Context, next: Koa.Next) {
    // Path parameters are decoded later by the router, so an id like "abc%00" is caught here, before any route.
    if (hasNul(ctx.querystring) || /%00/.test(ctx.querystring) || hasNul(ctx.path) || /%00/.test(ctx.path)) throw new ValidationError(NUL_MESSAGE);
    const encoding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
    if (hasBody(ctx) && !(ACCEPTED_CONTENT_ENCODINGS as readonly string[]).includes(encoding)) {
      throw new UnsupportedMediaTypeError(
        `Content-Encoding "${encoding.slice(0, 40)}" is not accepted: send the body as gzip, deflate, br or without encoding.`,
      );
    }
    // inflation matches encodings case-sensitively; the header is case-insensitive by RFC 9110.
    if (ctx.req.headers['content-encoding']) ctx.req.headers['content-encoding'] = encoding;
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      throw translateParseError(error);
    }
    if (containsNul(ctx.request.body)) throw new ValidationError(NUL_MESSAGE);
    await next();
  };
}

function translateParseError(error: unknown): unknown {
  const { code, status, type } = error as { code?: unknown; status?: number; type?: string };
  // zlib reports a body that is not what its Content-Encoding claims with Z_* codes (zlib, gzip, deflate)
  // or ERR__ERROR_FORMAT_* / ERR_BROTLI_* codes (brotli).
  if (typeof code === 'string' && /^(Z_|ERR__ERROR_|ERR_BROTLI|ERR_ZLIB)/.test(code)) {
    return new ValidationError('The request body could not be decompressed: it does not match its Content-Encoding.');
  }
  if (status === 413 || type === 'entity.too.large') return new PayloadTooLargeError();
  if (status === 415 && type !== 'entity.parse.failed') return new UnsupportedMediaTypeError('Content-Encoding is not accepted.');
  return error;
}

function hasBody(ctx: Koa.Context): boolean {
  const length = ctx.get('content-length');
  return ctx.get('transfer-encoding') !== '' || (length !== '' && length !== '0');
}

function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** Whether any string (value or key) in a parsed JSON value holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasNul(key) || containsNul(item, depth + 1));
}
