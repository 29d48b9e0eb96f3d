import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createTestDatabase, startTestS3Server, type TestS3Server } from '@bedtime/service-kit/testing';
import { backup } from '../backup';
import { restore } from '../restore';
import { migrationsFolderOf, openBlobStore, servicesWithDatabases } from '../backup-format';

/** Four new databases, one per registered service, as DATABASE_URL_<SERVICE> variables; migrated when asked. */
async function outsideDatabases(migrated: boolean): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  for (const service of servicesWithDatabases()) {
    const url = await createTestDatabase(`outside_${service.name}`);
    if (migrated) {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      await migrate(drizzle(pool), { migrationsFolder: migrationsFolderOf(service.folder) });
      await pool.end();
    }
    env[`DATABASE_URL_${service.name.toUpperCase()}`] = url;
  }
  return env;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

let source: TestS3Server;
let target: TestS3Server;
let backups: string;
beforeAll(async () => {
  [source, target] = await Promise.all([startTestS3Server('source-blobs'), startTestS3Server('target-blobs')]);
  backups = await mkdtemp(path.join(tmpdir(), 'bedtime-backups-outside-'));
});
afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()]);
  if (backups) await rm(backups, { recursive: true, force: true });
});

describe('backup and restore with an outside PostgreSQL and S3 storage', () => {
  it('copies the databases and the bucket, and restores them into empty databases and another bucket', async () => {
    const from = { ...(await outsideDatabases(true)), ...source.env };
    const story = from.DATABASE_URL_STORY!;
    await query(
      story,
      `insert into stories (id, user_id, title, content, preview, word_count, age, gender, interests, style, lesson, is_collaborative, plot_twists, engine)
      values ($1, 'u1', 'The Quiet Owl', 'An owl hooted softly.', 'An owl hooted softly.', 4, 5, 'girl', '{Animals}', 'gentle', 'Rest', false, '{}', 'test')`,
      ['0b7c1d9e-4c1a-4e8b-9a43-1f0f2b6f3a10'],
    );
    for (let i = 0; i < 3; i++) await query(story, `insert into ai_calls (kind, engine) values ('story-text', 'test')`);
    const sourceStore = openBlobStore(from).store;
    const picture = await sourceStore.put(Buffer.from('a picture, say'), 'png');
    const audio = await sourceStore.put(Readable.from([Buffer.alloc(200_000, 1), Buffer.alloc(100_000, 2)]), 'ogg');
    sourceStore.close?.();

    const folder = await backup(from, backups);
    expect(await readdir(path.join(folder, 'blobs'), { recursive: true })).toEqual(
      expect.arrayContaining([path.join(picture.slice(0, 2), picture), path.join(audio.slice(0, 2), audio)]),
    );

    const into = { ...(await outsideDatabases(false)), ...target.env };
    await restore(into, folder);
    const restoredStory = into.DATABASE_URL_STORY!;
    expect(await query(restoredStory, 'select title, search_vector is not null as searchable from stories')).toEqual([
      { title: 'The Quiet Owl', searchable: true },
    ]);
    // Sequences carry on where they were: a new row takes the next id, not one already used.
    expect(await query(restoredStory, `insert into ai_calls (kind, engine) values ('story-text', 'test') returning id::int`)).toEqual([{ id: 4 }]);
    // The services' own migrations journal says the databases are at the backup's migrations.
    const migrations = await query<{ n: number }>(restoredStory, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations[0]!.n).toBe((await query<{ n: number }>(story, 'select count(*)::int as n from drizzle.__drizzle_migrations'))[0]!.n);

    const targetStore = openBlobStore(into).store;
    expect((await targetStore.get(picture))!.toString()).toBe('a picture, say');
    expect(await targetStore.size(audio)).toBe(300_000);
    targetStore.close?.();

    // Never into databases that hold something already, not even into the ones still empty.
    const halfEmpty = { ...(await outsideDatabases(false)), DATABASE_URL_STORY: restoredStory, ...target.env };
    await expect(restore(halfEmpty, folder)).rejects.toThrow(/story database already has tables: restore into empty databases/);
    expect(await query(halfEmpty.DATABASE_URL_GATEWAY!, `select count(*)::int as n from information_schema.tables where table_schema = 'public'`)).toEqual([
      { n: 0 },
    ]);

    // Nor rows written under migrations this code does not have (a newer release's backup).
    const newer = `${folder}-newer`;
    await cp(folder, newer, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(newer, 'manifest.json'), 'utf8'));
    manifest.databases[0].migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
    await writeFile(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
    await expect(restore({ ...(await outsideDatabases(false)), ...target.env }, newer)).rejects.toThrow(
      /migrations this code does not have .* restore it with the release that made it/,
    );
  }, 120_000);

  it('refuses a folder that is not a finished backup', async () => {
    const empty = await mkdtemp(path.join(backups, 'not-a-backup-'));
    await expect(restore({ ...(await outsideDatabases(false)) }, empty)).rejects.toThrow(/is not a finished backup/);
  });
});
