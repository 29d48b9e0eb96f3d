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

export function createDatabase<TSchema extends Record<string, unknown>>(
  url: string,
  schema: TSchema,
  options: { max?: number } = {},
): Database<TSchema> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    pool,
    db,
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
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
