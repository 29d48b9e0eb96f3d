import { createHmac, timingSafeEqual } from 'node:crypto';

const KEPT = 10_000;

/**
 * The session cookie's signing keys in the shape koa's cookies expect (Keygrip's: HMAC-SHA1, base64url,
 * newest key first), remembering the cookies it has already verified. Every signed-in request brings the
 * same cookie; checking it once instead of on each request saves an HMAC per key tried (and Keygrip's
 * constant-time compare, two more). Only a pair that verified is remembered, so a guess is always
 * checked in full; a rotated-out key stops verifying when the process restarts with the new list.
 */
export function createCookieKeys(keys: readonly string[]) {
  if (keys.length === 0) throw new Error('Session keys must be provided.');
  const sign = (data: string, key: string) => createHmac('sha1', key).update(data).digest('base64url');
  const verified = new Map<string, number>();
  const index = (data: string, digest: string): number => {
    const pair = `${digest}\u0000${data}`;
    const known = verified.get(pair);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    for (let i = 0; i < keys.length; i++) {
      const expected = Buffer.from(sign(data, keys[i]!));
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        if (verified.size >= KEPT) verified.clear();
        verified.set(pair, i);
        return i;
      }
    }
    return -1;
  };
  return {
    sign: (data: string) => sign(data, keys[0]!),
    verify: (data: string, digest: string) => index(data, digest) > -1,
    index,
  };
}
