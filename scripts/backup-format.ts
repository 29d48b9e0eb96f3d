/**
 * What `npm run backup` writes and `npm run restore` reads, and how both find the installation they work
 * on: the same rules as `npm start` (DATA_DIR, the embedded PostgreSQL in it or the DATABASE_URL_<SERVICE>
 * of an outside one, and the story service's blob store settings).
 *
 * A backup is a folder:
 *   manifest.json                          written last: a folder without it is an unfinished backup
 *   databases/<service>/<schema>.<table>.copy.gz   each table's rows in PostgreSQL's COPY text format
 *   blobs/<ab>/<key>                        every stored narration and picture, by content hash
 *
 * Why not pg_dump: pg_dump refuses a server of a newer major version than its own, the embedded server
 * is PostgreSQL 18, and no package this project can install ships a pg_dump 18 (Debian 12's is 15). The
 * schema needs no dump anyway: every service creates its own from its migrations, so a backup keeps the
 * rows and the list of migrations they were written under, and a restore migrates a fresh database to
 * exactly that list before loading them (a later `npm start` applies any newer migrations as usual).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVICES } from '@bedtime/platform';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '@bedtime/service-kit/embedded-postgres';
import { loadBlobStoreConfig } from '../services/story/src/config';
import { createBlobStore } from '../services/story/src/providers/blob-store/create-blob-store';
import type { BlobStore } from '../services/story/src/providers/blob-store/blob-store';

const ROOT = path.resolve(import.meta.dirname, '..');

export const BACKUP_FORMAT = 'bedtime-stories-backup';
export const BACKUP_VERSION = 1;
/** Schemas a backup leaves out: PostgreSQL's own, drizzle's migration journal (recorded apart) and pg-boss's queues (work in flight, remade at start). */
export const SKIPPED_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast', 'drizzle', 'pgboss'];

export interface TableManifest {
  schema: string;
  table: string;
  columns: string[];
  rows: number;
  file: string;
}

export interface DatabaseManifest {
  service: string;
  serverVersion: string;
  /** drizzle's journal: the migrations the rows were written under, oldest first. */
  migrations: { hash: string; createdAt: number }[];
  tables: TableManifest[];
  sequences: { schema: string; name: string; lastValue: string; isCalled: boolean }[];
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  databases: DatabaseManifest[];
  blobs: { store: 'local' | 's3'; count: number; bytes: number };
}

export const dataDirOf = (env: NodeJS.ProcessEnv) => path.resolve(env.DATA_DIR ?? path.join(ROOT, 'data'));
/** The same switch as `npm start`: DATABASE_URL_GATEWAY set means every service's database is outside. */
export const usesOutsideDatabases = (env: NodeJS.ProcessEnv) => Boolean(env.DATABASE_URL_GATEWAY);
export const migrationsFolderOf = (serviceFolder: string) => path.join(ROOT, serviceFolder, 'src', 'data', 'migrations');
export const servicesWithDatabases = () => SERVICES.filter((service) => service.database);

export interface Databases {
  urls: Record<string, string>;
  where: string;
  /** Stops a server started for this run (none when the product's own server or an outside one was used). */
  release(): Promise<void>;
}

/** Every service's database URL for this installation: outside ones from the environment, else the embedded cluster. */
export async function openDatabases(env: NodeJS.ProcessEnv, mode: 'existing' | 'new'): Promise<Databases> {
  const services = servicesWithDatabases();
  if (usesOutsideDatabases(env)) {
    const urls: Record<string, string> = {};
    for (const service of services) {
      const variable = `DATABASE_URL_${service.name.toUpperCase()}`;
      if (!env[variable]) throw new Error(`${variable} is required with an outside PostgreSQL (one per service, as for npm start)`);
      urls[service.name] = env[variable];
    }
    return { urls, where: 'the outside PostgreSQL (DATABASE_URL_<SERVICE>)', release: async () => undefined };
  }
  const clusterDir = path.join(dataDirOf(env), 'postgres');
  const exists = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (mode === 'existing' && !exists)
    throw new Error(`There is no database at ${clusterDir} (set DATA_DIR, or DATABASE_URL_<SERVICE> for an outside PostgreSQL)`);
  if (mode === 'new' && exists) {
    throw new Error(`${clusterDir} already holds a database: restore into a data folder without one (move it aside, or set DATA_DIR to a new folder)`);
  }
  const running = mode === 'existing' ? await runningEmbeddedPostgres(clusterDir) : null;
  if (running) {
    const urls = Object.fromEntries(services.map((service) => [service.name, running.url(service.database)]));
    return { urls, where: `the running embedded PostgreSQL (${clusterDir})`, release: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dataDir: clusterDir, port: 0, restartAttempts: 0 });
  const urls: Record<string, string> = {};
  for (const service of services) {
    if (mode === 'new') await server.ensureDatabase(service.database);
    urls[service.name] = server.url(service.database);
  }
  return { urls, where: `the embedded PostgreSQL (${clusterDir})`, release: () => server.stop() };
}

/** The story service's blob store as `npm start` configures it: BLOB_DIR in the data folder unless set, S3 when BLOB_STORE=s3. */
export function openBlobStore(env: NodeJS.ProcessEnv): { store: BlobStore; kind: 'local' | 's3'; where: string } {
  const config = loadBlobStoreConfig({ ...env, BLOB_DIR: env.BLOB_DIR ?? path.join(dataDirOf(env), 'blobs') });
  const where = config.BLOB_STORE === 's3' ? `the bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}` : config.BLOB_DIR;
  return { store: createBlobStore(config), kind: config.BLOB_STORE, where };
}

export const backupFolderName = (date: Date) =>
  `bedtime-backup-${date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}`;
