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

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

let parent: string;
let server: EmbeddedPostgresHandle;
const notices: string[] = [];
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'bedtime-durable-pg-'));
  server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'pg'), port: await freePort(), onNotice: (line) => notices.push(line) });
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

describe('when the PostgreSQL server dies', () => {
  it('is started again on the same port, with its data', async () => {
    const url = server.url('postgres');
    await query(url, "create table if not exists kept (note text); insert into kept values ('before the crash')");
    const before = server.pid()!;
    process.kill(before, 'SIGKILL');
    await expect.poll(async () => (await query(url, 'select note from kept').catch(() => [])).length, { timeout: 30_000, interval: 200 }).toBeGreaterThan(0);
    expect(server.pid()).not.toBe(before);
    expect(notices.some((line) => /PostgreSQL was killed \(SIGKILL\); starting it again/.test(line))).toBe(true);
    expect(notices).toContain('PostgreSQL is running again');
  }, 40_000);

  it('stops in bounded time when it has died and is not started again', async () => {
    const other = await startEmbeddedPostgres({ dataDir: path.join(parent, 'pg-left-down'), port: 0, restartAttempts: 0 });
    const pid = other.pid()!;
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => other.pid(), { timeout: 5_000 }).toBeUndefined();
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 60_000);
});
