import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The caller's identity as the gateway vouches for it. Services trust nothing else: the header is
 * `base64url(json).base64url(hmac-sha256(secret, base64url(json)))` and expires quickly, so a copied
 * header is of little use and an unsigned or forged one is refused.
 */
export const IDENTITY_HEADER = 'x-identity';
export const IDENTITY_TTL_MS = 60_000;
/** Clocks of the gateway and a service may differ a little; more than this is not a clock, it is a forgery attempt. */
export const IDENTITY_CLOCK_SKEW_MS = 5_000;

export const identitySchema = z.object({
  userId: z.string().nullable(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  entitled: z.boolean(),
  /** Who signed: 'gateway' for user requests, a service name for internal calls. */
  issuer: z.string(),
  exp: z.number().int(),
});
export type Identity = z.infer<typeof identitySchema>;
export type IdentityClaims = Omit<Identity, 'exp'>;

export const ANONYMOUS: IdentityClaims = { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'gateway' };

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signIdentity(secret: string, claims: IdentityClaims, now = Date.now(), ttlMs = IDENTITY_TTL_MS): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: now + ttlMs })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export type IdentityCheck = { ok: true; identity: Identity } | { ok: false; reason: 'missing' | 'malformed' | 'bad-signature' | 'expired' | 'expiry-too-far' };

export function verifyIdentity(secret: string, header: string | undefined, now = Date.now()): IdentityCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const [payload, signature, extra] = header.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = identitySchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp < now) return { ok: false, reason: 'expired' };
  // A signed header lives at most IDENTITY_TTL_MS: one claiming to live longer (a leaked secret, or a
  // signer with a wrong TTL) is refused rather than trusted for years.
  if (parsed.data.exp > now + IDENTITY_TTL_MS + IDENTITY_CLOCK_SKEW_MS) return { ok: false, reason: 'expiry-too-far' };
  return { ok: true, identity: parsed.data };
}
