import { IDENTITY_TTL_MS, signIdentity, type IdentityClaims } from '@bedtime/service-kit';

/** How long one signed header is reused for the same claims; it stays valid for the rest of its 60 s. */
export const SIGNATURE_REUSE_MS = 5_000;
const KEPT = 10_000;

/**
 * The caller's identity header, signed once per claims every few seconds rather than on every request:
 * a family's requests come in bursts (a page asks for several things at once), and each signature is a
 * JSON encoding and an HMAC. A reused header is at most SIGNATURE_REUSE_MS older than a fresh one, so it
 * still has at least IDENTITY_TTL_MS minus that to live when the service checks it. Keyed by every claim,
 * so a change of entitlement or admin rights is a new signature at once.
 */
export function createIdentitySigner(secret: string, now: () => number = Date.now) {
  const signed = new Map<string, { header: string; until: number }>();
  return function identityHeader(claims: IdentityClaims): string {
    const key = `${claims.userId}\u0000${claims.email}\u0000${claims.isAdmin}\u0000${claims.entitled}\u0000${claims.issuer}`;
    const at = now();
    const kept = signed.get(key);
    if (kept && kept.until > at) return kept.header;
    const header = signIdentity(secret, claims, at, IDENTITY_TTL_MS);
    if (signed.size >= KEPT) signed.clear();
    signed.set(key, { header, until: at + SIGNATURE_REUSE_MS });
    return header;
  };
}
