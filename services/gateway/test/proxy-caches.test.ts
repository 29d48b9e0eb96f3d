import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDENTITY_TTL_MS, verifyIdentity } from '@bedtime/service-kit';
import { TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { createCookieKeys } from '../src/http/cookie-keys';
import { createIdentitySigner, SIGNATURE_REUSE_MS } from '../src/http/identity-signatures';
import { createRouteTable, ROUTES } from '../src/http/route-table';

const keygripSign = (data: string, key: string) =>
  createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x]!);

describe('session cookie keys', () => {
  it('signs as Keygrip does and finds the key a cookie was signed with, newest first', () => {
    const keys = createCookieKeys(['new-key-0123456789-0123456789-0123', 'old-key-0123456789-0123456789-0123']);
    expect(keys.sign('bedtime.sid=abc')).toBe(keygripSign('bedtime.sid=abc', 'new-key-0123456789-0123456789-0123'));
    expect(keys.index('bedtime.sid=abc', keygripSign('bedtime.sid=abc', 'old-key-0123456789-0123456789-0123'))).toBe(1);
    // Asked again (now remembered), the answer is the same.
    expect(keys.index('bedtime.sid=abc', keygripSign('bedtime.sid=abc', 'old-key-0123456789-0123456789-0123'))).toBe(1);
  });

  it('refuses a forged or moved signature every time', () => {
    const keys = createCookieKeys(['key-0123456789-0123456789-0123456']);
    const good = keys.sign('bedtime.sid=abc');
    expect(keys.verify('bedtime.sid=abc', good)).toBe(true);
    expect(keys.verify('bedtime.sid=abd', good)).toBe(false);
    expect(keys.verify('bedtime.sid=abc', `${good.slice(0, -1)}A`)).toBe(false);
    expect(keys.verify('bedtime.sid=abc', '')).toBe(false);
    expect(createCookieKeys(['another-key-0123456789-0123456789']).verify('bedtime.sid=abc', good)).toBe(false);
  });
});

describe('identity signatures', () => {
  const claims = { userId: 'u1', email: 'a@example.com', isAdmin: false, entitled: true, issuer: 'gateway' };

  it('reuses a signature for a few seconds, then signs afresh; each one verifies', () => {
    let now = 1_000_000;
    const sign = createIdentitySigner(TEST_IDENTITY_SECRET, () => now);
    const first = sign(claims);
    now += SIGNATURE_REUSE_MS - 1;
    expect(sign(claims)).toBe(first);
    const check = verifyIdentity(TEST_IDENTITY_SECRET, first, now);
    expect(check.ok && check.identity.exp - now).toBeGreaterThan(IDENTITY_TTL_MS - SIGNATURE_REUSE_MS);
    now += 1;
    const second = sign(claims);
    expect(second).not.toBe(first);
    expect(verifyIdentity(TEST_IDENTITY_SECRET, second, now).ok).toBe(true);
  });

  it('signs a change of any claim at once', () => {
    const sign = createIdentitySigner(TEST_IDENTITY_SECRET, () => 1_000_000);
    const first = sign(claims);
    for (const changed of [{ entitled: false }, { isAdmin: true }, { email: 'b@example.com' }, { userId: 'u2' }]) {
      const header = sign({ ...claims, ...changed });
      expect(header).not.toBe(first);
      const check = verifyIdentity(TEST_IDENTITY_SECRET, header, 1_000_000);
      expect(check.ok && check.identity).toMatchObject({ ...claims, ...changed });
    }
  });
});

describe('route table', () => {
  it('answers a path asked again exactly as the first time, 405s included', () => {
    const match = createRouteTable(ROUTES);
    for (let i = 0; i < 2; i++) {
      expect(match('GET', '/api/stories/search').rule?.path).toBe('/api/stories/search');
      expect(match('GET', '/api/stories/abc').rule?.path).toBe('/api/stories/:id');
      expect(match('HEAD', '/api/stories/abc').rule?.path).toBe('/api/stories/:id');
      expect(match('PUT', '/api/stories/abc')).toEqual({ rule: null, allowed: ['GET', 'DELETE'] });
      expect(match('GET', '/api/nothing-here')).toEqual({ rule: null, allowed: [] });
    }
  });
});
