import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../stack';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
const stacks: Stack[] = [];
afterAll(async () => {
  for (const stack of stacks) await stack.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function folder(prefix: string) {
  const made = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

async function start(dataDir: string) {
  const stack = await startStack({ dataDir, port: 0, logs: 'quiet', env: { LOG_LEVEL: 'warn' } });
  stacks.push(stack);
  return stack;
}

/** `npm run backup` / `npm run restore` as an operator runs them, on the installation DATA_DIR names. */
function script(name: 'backup' | 'restore', args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir };
  for (const variable of Object.keys(env))
    if (variable.startsWith('DATABASE_URL') || variable.startsWith('BLOB_') || variable.startsWith('S3_')) delete env[variable];
  return run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', `${name}.ts`), ...args], { cwd: ROOT, env, timeout: 300_000 });
}

class Parent {
  cookie = '';
  constructor(
    private readonly stack: Stack,
    readonly email: string,
  ) {}
  async call(method: string, url: string, body?: unknown) {
    const response = await fetch(`${this.stack.baseUrl}${url}`, {
      method,
      headers: { cookie: this.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    if (cookies.length) this.cookie = cookies.join('; ');
    return response;
  }
  async json<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await this.call(method, url, body);
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  async bytes(url: string) {
    const response = await this.call('GET', url);
    expect(response.status, url).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }
}

const PASSWORD = 'Restore-me-1';

describe('npm run backup and npm run restore', () => {
  it('bring a family’s library, narrations and pictures back into a fresh installation', async () => {
    // A product in use: a parent with two stories, one narrated, one with a sticker, one a favourite.
    const first = await start(await folder('bedtime-backup-a-'));
    const parent = new Parent(first, `restore-${Date.now()}@example.com`);
    await parent.json('POST', '/api/register', { email: parent.email, password: PASSWORD, firstName: 'Rosa', lastName: 'Stored' });
    const wish = { age: 5, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Sharing makes friends', childName: 'Mia' };
    const one = await parent.json<{ id: string; title: string }>('POST', '/api/generate-story', wish);
    const two = await parent.json<{ id: string; title: string }>('POST', '/api/generate-story', { ...wish, interests: ['Space & Stars'], style: 'magical' });
    const narration = await parent.json<{ audioUrl: string; durationMs: number; words: unknown[] }>('GET', `/api/stories/${one.id}/narration`);
    const sticker = await parent.json<{ sticker: { stickerUrl: string } }>('POST', '/api/generate-single-sticker', { character: 'Mia', storyId: two.id });
    await parent.json('POST', `/api/stories/${two.id}/favorite`);
    const library = await parent.json<unknown>('GET', '/api/stories');
    const favorites = await parent.json<unknown>('GET', '/api/favorites');
    const storyTwo = await parent.json<unknown>('GET', `/api/stories/${two.id}`);
    const audio = await parent.bytes(narration.audioUrl);
    const picture = await parent.bytes(sticker.sticker.stickerUrl);

    // Backed up while it runs, then gone for good.
    const backups = await folder('bedtime-backups-');
    const made = await script('backup', [backups], first.dataDir);
    const [name] = await readdir(backups);
    expect(name).toMatch(/^bedtime-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(made.stdout).toContain(`Backup written to ${path.join(backups, name!)}`);
    await first.stop();
    await rm(first.dataDir, { recursive: true, force: true });

    // Restored into a new data folder, and the product started on it.
    const restoredDir = await folder('bedtime-backup-b-');
    const restored = await script('restore', [path.join(backups, name!)], restoredDir);
    expect(restored.stdout).toMatch(/story: \d+ tables, \d+ rows/);
    expect(restored.stdout).toContain('2 files');
    const second = await start(restoredDir);
    const back = new Parent(second, parent.email);
    await back.json('POST', '/api/login', { email: parent.email, password: PASSWORD });
    expect(await back.json('GET', '/api/stories')).toEqual(library);
    expect(await back.json('GET', '/api/favorites')).toEqual(favorites);
    expect(await back.json('GET', `/api/stories/${two.id}`)).toEqual(storyTwo);
    // The same narration, from the restored row and file (not narrated again: same timeline, same bytes).
    const narratedAgain = await back.json<typeof narration>('GET', `/api/stories/${one.id}/narration`);
    expect(narratedAgain).toEqual(narration);
    expect(Buffer.compare(await back.bytes(narration.audioUrl), audio)).toBe(0);
    expect(Buffer.compare(await back.bytes(sticker.sticker.stickerUrl), picture)).toBe(0);
    const range = await fetch(`${second.baseUrl}${narration.audioUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(Buffer.compare(Buffer.from(await range.arrayBuffer()), audio.subarray(0, 100))).toBe(0);

    // A restore never writes over an installation that has a database.
    await second.stop();
    const refused = await script('restore', [path.join(backups, name!)], restoredDir).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('already holds a database') });
  }, 600_000);
});
