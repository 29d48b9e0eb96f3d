import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export interface Database<TSchema extends Record<string, unknown>> {
  pool: pg.Pool;
  db: NodePgDatabase<TSchema>;
  /** Applies the versioned migrations in the folder (drizzle-kit's format) that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The advisory lock key migrations hold (any constant: each service has a database of its own). */
const MIGRATION_LOCK = 7_240_917_311;

export const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

export interface DatabaseOptions {
  max?: number;
  /** How long to wait for a connection (new or from the pool) before failing. */
  connectionTimeoutMs?: number;
  /** PostgreSQL's statement_timeout for every query on the pool; also bounds an idle open transaction. */
  statementTimeoutMs?: number;
}

export function createDatabase<TSchema extends Record<string, unknown>>(url: string, schema: TSchema, options: DatabaseOptions = {}): Database<TSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    // A database that does not answer must fail a request quickly (503), not hold it and its socket.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    pool,
    db,
    async migrate(migrationsFolder) {
      // Replicas of a service start together against one database: one at a time applies what is missing,
      // the others then find it applied (unserialised, two ran the same CREATE and one crashed).
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's SQLSTATE of a failed query: pg puts it on the error, drizzle wraps that error as `cause`.
 * Answers null for anything that is not a database error.
 */
export function postgresErrorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    // A server's answer carries a severity with its five-character SQLSTATE; Node's codes (EPIPE) do not.
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A unique constraint refused the row (23505): someone else's insert of the same key won. */
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';
/** A foreign key refused the row (23503): what it points to does not exist (or no longer does). */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503';
/** PostgreSQL broke a deadlock by failing this statement (40P01); the other side went through. */
export const isDeadlock = (error: unknown) => postgresErrorCode(error) === '40P01';

/**
 * Runs `work` again when PostgreSQL chose it as a deadlock's victim, after a short random pause, up to
 * `attempts` times in all. For idempotent set-up that replicas starting together all do at once (pg-boss
 * creating the same queues: two processes inserting the queue row and attaching its partition deadlock).
 */
export async function retryWhenDeadlocked<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 100 * attempt));
    }
  }
}
