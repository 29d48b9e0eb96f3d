import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDENTITY_TTL_MS, signIdentity, verifyIdentity } from '../src/identity';

const SECRET = 'identity-window-test-secret-0123456789abcdef';
const claims = { userId: 'u1', email: 'u1@example.com', isAdmin: false, entitled: true, issuer: 'gateway' };

/** A header signed with the right secret but an expiry of the signer's choosing. */
function signedWithExpiry(exp: number): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
}

describe('the signed identity window', () => {
  const now = Date.UTC(2026, 0, 1);

  it('accepts a header within its 60 s life', () => {
    expect(verifyIdentity(SECRET, signIdentity(SECRET, claims, now), now + 59_000).ok).toBe(true);
  });

  it('refuses a correctly signed header that claims to live ten years', () => {
    const check = verifyIdentity(SECRET, signedWithExpiry(now + 10 * 365 * 24 * 3600 * 1000), now);
    expect(check).toEqual({ ok: false, reason: 'expiry-too-far' });
  });

  it('refuses an expiry just beyond the window plus clock skew, and allows a little skew', () => {
    expect(verifyIdentity(SECRET, signedWithExpiry(now + IDENTITY_TTL_MS + 4_000), now).ok).toBe(true);
    expect(verifyIdentity(SECRET, signedWithExpiry(now + IDENTITY_TTL_MS + 6_000), now).ok).toBe(false);
  });

  it('still refuses expired headers', () => {
    expect(verifyIdentity(SECRET, signIdentity(SECRET, claims, now), now + 61_000)).toEqual({ ok: false, reason: 'expired' });
  });
});
