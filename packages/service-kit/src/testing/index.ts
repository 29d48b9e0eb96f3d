import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { signIdentity, IDENTITY_HEADER, type IdentityClaims } from '../identity';
import { createLogger, type Logger } from '../logger';

export { freePort } from '../free-port';
export { captureLogger, type LogLine } from './capture-logger';
export { chunkedBody, rawRequest, type RawExchange, type RawRequestOptions } from './raw-http';
export { until, type UntilOptions } from './until';
export { startTestS3Server, type TestS3Server } from './s3-server';

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

export interface TestServiceOptions<TConfig, TDatabase extends { migrate(folder: string): Promise<void>; close(): Promise<void> }, TApp> {
  /** Names the test database (`<name>_<random>`). */
  name: string;
  loadConfig: (env: Record<string, string>) => TConfig;
  createDatabase: (url: string) => TDatabase;
  migrations: string;
  createApp: (deps: { config: TConfig; database: TDatabase; logger: Logger; dirs: Record<string, string> }) => TApp;
  /** Env for this test on top of the test defaults (database, identity secret, silent logs). */
  env?: Record<string, string>;
  /** Env variables that get a fresh folder of their own, removed on close (blob stores, outboxes). */
  dirs?: string[];
  logger?: Logger;
}

/**
 * A service on its own fresh, migrated database, as its main.ts would build it but without a port:
 * tests call `app.callback()` through supertest. Every service's test helper is a call to this.
 */
export async function createTestService<TConfig, TDatabase extends { migrate(folder: string): Promise<void>; close(): Promise<void> }, TApp>(
  options: TestServiceOptions<TConfig, TDatabase, TApp>,
) {
  const url = await createTestDatabase(options.name);
  // Files a service writes go to folders of this test's own, never into the repository's data folder.
  const dirs: Record<string, string> = {};
  for (const variable of options.dirs ?? []) dirs[variable] = await mkdtemp(path.join(tmpdir(), `${options.name}-${variable.toLowerCase()}-`));
  const config = options.loadConfig({
    DATABASE_URL: url,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...dirs,
    ...options.env,
  });
  const database = options.createDatabase(url);
  await database.migrate(options.migrations);
  const app = options.createApp({ config, database, logger: options.logger ?? silentLogger, dirs });
  const close = async () => {
    await database.close();
    for (const dir of Object.values(dirs)) await rm(dir, { recursive: true, force: true });
  };
  return { app, config, database, dirs, close };
}

/** Spans kept in memory, for tests that start tracing with `startTracing({ exporter })`. */
export { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
export type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
