import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { signIdentity, IDENTITY_HEADER, type IdentityClaims } from '../identity';
import { createLogger } from '../logger';

export { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by global-setup.ts: the run's PostgreSQL server. */
    postgresAdminUrl: string;
  }
}

export const TEST_IDENTITY_SECRET = 'test-identity-secret-that-is-long-enough-0123456789';
export const silentLogger = createLogger({ name: 'test', level: 'silent' });

/** A new, empty database on the run's PostgreSQL server; returns its URL. */
export async function createTestDatabase(prefix = 'test'): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `${prefix.replace(/[^a-z0-9_]/g, '_')}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Headers a gateway would send for this caller (signed with the test secret). */
export function identityHeaders(claims: Partial<IdentityClaims> & { userId: string | null }, secret = TEST_IDENTITY_SECRET) {
  return {
    [IDENTITY_HEADER]: signIdentity(secret, {
      email: claims.userId ? `${claims.userId}@example.com` : null,
      isAdmin: false,
      entitled: true,
      issuer: 'gateway',
      ...claims,
    }),
  };
}
