import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/embedded-postgres';
import { freePort } from '../src/testing';

async function show(url: string, setting: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`show ${setting}`)).rows[0][setting];
  } finally {
    await client.end();
  }
}

let parent: string;
let server: EmbeddedPostgresHandle;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'bedtime-durable-pg-'));
  server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'pg'), port: await freePort() });
});
afterAll(async () => {
  await server?.stop();
  await rm(parent, { recursive: true, force: true });
});

describe('the embedded PostgreSQL server', () => {
  it('keeps fsync on unless a throwaway (test) database turns it off', async () => {
    expect(await show(server.url('postgres'), 'fsync')).toBe('on');
    expect(await show(inject('postgresAdminUrl'), 'fsync')).toBe('off');
  });

  it('uses a generated password, kept next to the cluster for this user only, not postgres/postgres', async () => {
    const password = new URL(server.url('postgres')).password;
    expect(password).not.toBe('postgres');
    expect(password.length).toBeGreaterThanOrEqual(24);
    const file = path.join(parent, 'pg.password');
    expect((await readFile(file, 'utf8')).trim()).toBe(decodeURIComponent(password));
    expect((await stat(file)).mode & 0o077).toBe(0);
    const guess = new URL(server.url('postgres'));
    guess.password = 'postgres';
    await expect(show(guess.toString(), 'fsync')).rejects.toThrow(/password authentication failed/);
  });
});
