/**
 * `npm run backup [-- <folder>]`: every service's database and every stored narration and picture, into
 * a new dated folder under <folder> (default ./backups). Works on a running product (each database is
 * read in one consistent snapshot) or a stopped one, embedded or outside PostgreSQL, local or S3 blobs.
 * The format and why it is not pg_dump's: backup-format.ts.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  SKIPPED_SCHEMAS,
  backupFolderName,
  openBlobStore,
  openDatabases,
  type BackupManifest,
  type DatabaseManifest,
} from './backup-format';

const quote = (name: string) => pg.escapeIdentifier(name);

async function dumpDatabase(service: string, url: string, folder: string): Promise<DatabaseManifest> {
  await mkdir(folder, { recursive: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for the whole database: every table as of the same moment, while the product keeps running.
    await client.query('begin isolation level repeatable read read only');
    const serverVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
    const journal = await client.query<{ present: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as present`);
    const migrations = journal.rows[0]!.present
      ? (
          await client.query<{ hash: string; created_at: string }>('select hash, created_at from drizzle.__drizzle_migrations order by created_at, id')
        ).rows.map((row) => ({
          hash: row.hash,
          createdAt: Number(row.created_at),
        }))
      : [];
    const tables = await client.query<{ schema: string; table: string; oid: number }>(
      `select n.nspname as schema, c.relname as table, c.oid
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition
          and n.nspname <> all($1) and n.nspname not like 'pg\\_%'
        order by 1, 2`,
      [SKIPPED_SCHEMAS],
    );
    const manifest: DatabaseManifest = { service, serverVersion, migrations, tables: [], sequences: [] };
    for (const { schema, table, oid } of tables.rows) {
      // Generated columns are computed again on load (PostgreSQL refuses values for them).
      const columns = (
        await client.query<{ name: string }>(
          `select attname as name from pg_attribute where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
          [oid],
        )
      ).rows.map((row) => row.name);
      const file = `${schema}.${table}.copy.gz`;
      const source = client.query(copyTo(`copy (select ${columns.map(quote).join(', ')} from ${quote(schema)}.${quote(table)}) to stdout`));
      await pipeline(source, createGzip(), createWriteStream(path.join(folder, file)));
      manifest.tables.push({ schema, table, columns, rows: source.rowCount ?? 0, file });
    }
    const sequences = await client.query<{ schema: string; name: string }>(
      `select schemaname as schema, sequencename as name from pg_sequences where schemaname <> all($1) order by 1, 2`,
      [SKIPPED_SCHEMAS],
    );
    for (const { schema, name } of sequences.rows) {
      const state = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${quote(schema)}.${quote(name)}`);
      manifest.sequences.push({ schema, name, lastValue: state.rows[0]!.last_value, isCalled: state.rows[0]!.is_called });
    }
    await client.query('commit');
    return manifest;
  } finally {
    await client.end();
  }
}

export async function backup(env: NodeJS.ProcessEnv, parent: string, log: (line: string) => void = () => undefined): Promise<string> {
  const createdAt = new Date();
  const target = path.resolve(parent, backupFolderName(createdAt));
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    await write(env, partial, createdAt, log);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  await rename(partial, target);
  return target;
}

async function write(env: NodeJS.ProcessEnv, partial: string, createdAt: Date, log: (line: string) => void): Promise<void> {
  const blobs = openBlobStore(env);
  const databases = await openDatabases(env, 'existing');
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    databases: [],
    blobs: { store: blobs.kind, count: 0, bytes: 0 },
  };
  try {
    log(`Databases from ${databases.where}`);
    for (const [service, url] of Object.entries(databases.urls)) {
      const dumped = await dumpDatabase(service, url, path.join(partial, 'databases', service));
      manifest.databases.push(dumped);
      log(`  ${service}: ${dumped.tables.length} tables, ${dumped.tables.reduce((sum, table) => sum + table.rows, 0)} rows`);
    }
  } finally {
    await databases.release();
  }
  // After the databases: every file their rows point at was stored before they were read (a story
  // deleted in between may leave its rows without their files, which a backup of a quiet product avoids).
  log(`Files from ${blobs.where}`);
  try {
    for await (const { key, size } of blobs.store.list()) {
      const stream = await blobs.store.open(key);
      if (!stream) continue;
      const file = path.join(partial, 'blobs', key.slice(0, 2), key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(stream, createWriteStream(file));
      manifest.blobs.count += 1;
      manifest.blobs.bytes += size;
    }
  } finally {
    blobs.store.close?.();
  }
  log(`  ${manifest.blobs.count} files, ${(manifest.blobs.bytes / 1024 / 1024).toFixed(1)} MB`);
  await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (import.meta.filename === process.argv[1]) {
  const parent = process.argv[2] ?? path.resolve(import.meta.dirname, '..', 'backups');
  try {
    const folder = await backup(process.env, parent, (line) => console.log(line));
    console.log(`\n  Backup written to ${folder}\n  Restore it with: npm run restore -- ${path.relative(process.cwd(), folder) || folder}\n`);
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
