/**
 * `npm run restore -- <backup folder>`: brings a backup made by `npm run backup` into a new installation:
 * an empty data folder (DATA_DIR, default ./data) for the embedded PostgreSQL, or empty outside databases
 * (DATABASE_URL_<SERVICE>), and the blob store the story service is configured with (a local folder or an
 * S3 bucket: restoring is also how files move from one to the other). Each database is migrated to the
 * backup's own migrations, its rows loaded in one transaction and counted; each file is checked against
 * its content hash. Then `npm start` runs the product on it (and applies any newer migrations).
 */
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  migrationsFolderOf,
  openBlobStore,
  openDatabases,
  servicesWithDatabases,
  type BackupManifest,
  type DatabaseManifest,
} from './backup-format';

const quote = (name: string) => pg.escapeIdentifier(name);
const tableName = (table: { schema: string; table: string }) => `${quote(table.schema)}.${quote(table.table)}`;

async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${folder} is not a finished backup (it has no manifest.json)`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) throw new Error(`${file} is not a backup this version can read`);
  return manifest;
}

/**
 * A copy of the service's migrations folder holding only the migrations the backup was written under, so the
 * rows load into the schema they came from; refused when the backup's migrations are not this code's.
 */
async function migrationsAsOf(service: string, backup: DatabaseManifest): Promise<string> {
  const folder = migrationsFolderOf(servicesWithDatabases().find((entry) => entry.name === service)!.folder);
  const current = readMigrationFiles({ migrationsFolder: folder });
  const differs = backup.migrations.findIndex((migration, index) => current[index]?.hash !== migration.hash);
  if (backup.migrations.length > current.length || differs !== -1) {
    throw new Error(
      `The ${service} database of this backup was written under migrations this code does not have (${backup.migrations.length} in the backup, ${current.length} here${differs === -1 ? '' : `, the ${differs + 1}th differs`}): restore it with the release that made it`,
    );
  }
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const kept = journal.entries.slice(0, backup.migrations.length);
  const trimmed = await mkdtemp(path.join(tmpdir(), `restore-${service}-migrations-`));
  await mkdir(path.join(trimmed, 'meta'));
  await writeFile(path.join(trimmed, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) await copyFile(path.join(folder, `${entry.tag}.sql`), path.join(trimmed, `${entry.tag}.sql`));
  return trimmed;
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
async function loadOrder(client: pg.Client, tables: DatabaseManifest['tables']): Promise<DatabaseManifest['tables']> {
  const names = new Map(tables.map((table) => [`${table.schema}.${table.table}`, table]));
  const edges = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f'`,
  );
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of edges.rows)
    if (child !== parent && names.has(child) && names.has(parent)) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  const ordered: DatabaseManifest['tables'] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`The foreign keys of ${name} form a cycle: this restore cannot order its tables`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) place(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(names.get(name)!);
  };
  for (const name of names.keys()) place(name);
  return ordered;
}

/** A restore never merges into or writes over data: every target database must be without tables. */
async function assertEmpty(service: string, url: string): Promise<void> {
  const found = await pgQuery<{ n: number }>(
    url,
    `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
  );
  if (found[0]!.n > 0) throw new Error(`The ${service} database already has tables: restore into empty databases`);
}

async function pgQuery<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function loadDatabase(url: string, folder: string, backup: DatabaseManifest): Promise<number> {
  const migrations = await migrationsAsOf(backup.service, backup);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: migrations });
  } finally {
    await pool.end();
    await rm(migrations, { recursive: true, force: true });
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows = 0;
  try {
    await client.query('begin');
    const tables = await loadOrder(client, backup.tables);
    // Rows a migration wrote (seed data) give way to the backup's own.
    if (tables.length) await client.query(`truncate ${tables.map(tableName).join(', ')} restart identity`);
    for (const table of tables) {
      const sink = client.query(copyFrom(`copy ${tableName(table)} (${table.columns.map(quote).join(', ')}) from stdin`));
      await pipeline(createReadStream(path.join(folder, table.file)), createGunzip(), sink);
      const counted = await client.query<{ n: string }>(`select count(*) as n from ${tableName(table)}`);
      if (Number(counted.rows[0]!.n) !== table.rows)
        throw new Error(`${backup.service} ${table.schema}.${table.table}: ${counted.rows[0]!.n} rows loaded, the backup holds ${table.rows}`);
      rows += table.rows;
    }
    for (const sequence of backup.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        `${quote(sequence.schema)}.${quote(sequence.name)}`,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return rows;
}

export async function restore(env: NodeJS.ProcessEnv, folder: string, log: (line: string) => void = () => undefined): Promise<void> {
  const source = path.resolve(folder);
  const manifest = await readManifest(source);
  const known = new Set<string>(servicesWithDatabases().map((service) => service.name));
  for (const database of manifest.databases) {
    if (!known.has(database.service)) throw new Error(`The backup holds a database for ${database.service}, which this code does not register`);
  }
  // Checked before anything is written: a backup this code cannot load is refused while the target is untouched.
  for (const database of manifest.databases) await rm(await migrationsAsOf(database.service, database), { recursive: true, force: true });

  const databases = await openDatabases(env, 'new');
  try {
    log(`Databases into ${databases.where}`);
    for (const database of manifest.databases) await assertEmpty(database.service, databases.urls[database.service]!);
    for (const database of manifest.databases) {
      const rows = await loadDatabase(databases.urls[database.service]!, path.join(source, 'databases', database.service), database);
      log(`  ${database.service}: ${database.tables.length} tables, ${rows} rows`);
    }
  } finally {
    await databases.release();
  }

  const blobs = openBlobStore(env);
  log(`Files into ${blobs.where}`);
  let count = 0;
  try {
    const root = path.join(source, 'blobs');
    for (const fanout of existsSync(root) ? await readdir(root) : []) {
      for (const name of await readdir(path.join(root, fanout))) {
        const extension = name.split('.').pop()!;
        const key = await blobs.store.put(createReadStream(path.join(root, fanout, name)), extension);
        // Content-addressed: a file whose bytes no longer hash to its name was damaged since the backup.
        if (key !== name) throw new Error(`The backup's file ${name} is damaged (its content hashes to ${key})`);
        count += 1;
      }
    }
  } finally {
    blobs.store.close?.();
  }
  if (count !== manifest.blobs.count) throw new Error(`${count} files restored, the backup lists ${manifest.blobs.count}`);
  log(`  ${count} files`);
}

if (import.meta.filename === process.argv[1]) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: npm run restore -- <backup folder>   (into DATA_DIR, default ./data, or the DATABASE_URL_<SERVICE> databases)');
    process.exit(2);
  }
  try {
    await restore(process.env, folder, (line) => console.log(line));
    console.log(
      '\n  Restored. Start the product with npm start (everyone signs in again: the cookie signing keys in secrets.json are not part of a backup).\n',
    );
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
