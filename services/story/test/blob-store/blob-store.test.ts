import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, errorEnvelope } from '@bedtime/service-kit';
import { startTestS3Server, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { loadStoryConfig } from '../../src/config';
import { parseRange, type BlobStore } from '../../src/providers/blob-store/blob-store';
import { createBlobStore } from '../../src/providers/blob-store/create-blob-store';

const baseEnv = { DATABASE_URL: 'postgres://unused@127.0.0.1/unused', IDENTITY_SECRET: TEST_IDENTITY_SECRET };

interface Harness {
  store: BlobStore;
  /** The store as a restarted service would find it: the same folder, or the same bucket after its server restarted. */
  restart(): Promise<BlobStore>;
  stop(): Promise<void>;
}

/** One suite, both implementations, each chosen through the service's own configuration. */
const implementations: { name: string; start: () => Promise<Harness> }[] = [
  {
    name: 'local folder',
    async start() {
      const root = await mkdtemp(path.join(tmpdir(), 'blobs-'));
      const make = () => createBlobStore(loadStoryConfig({ ...baseEnv, BLOB_DIR: root }));
      return { store: make(), restart: async () => make(), stop: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (a real S3 server process)',
    async start() {
      const server = await startTestS3Server();
      const made: BlobStore[] = [];
      const make = () => {
        const store = createBlobStore(loadStoryConfig({ ...baseEnv, ...server.env }));
        made.push(store);
        return store;
      };
      return {
        store: make(),
        async restart() {
          await server.restart();
          return make();
        },
        async stop() {
          for (const store of made) store.close?.();
          await server.stop();
        },
      };
    },
  },
];

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const read = async (stream: Readable | null) => (stream ? Buffer.from(await text(stream)) : null);

describe.each(implementations)('blob store: $name', ({ start }) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(() => harness?.stop());

  it('stores by content: the same bytes give the same key, once', async () => {
    const blobs = harness.store;
    const data = Buffer.from('hello');
    const key = await blobs.put(data, 'png');
    expect(key).toBe(`${sha(data)}.png`);
    expect(await blobs.put(Buffer.from('hello'), 'png')).toBe(key);
    expect((await blobs.get(key))!.toString()).toBe('hello');
    expect(await blobs.size(key)).toBe(5);
    const listed = [];
    for await (const blob of blobs.list()) if (blob.key === key) listed.push(blob);
    expect(listed).toEqual([{ key, size: 5 }]);
  });

  it('answers a missing object as missing, not as an error', async () => {
    const blobs = harness.store;
    const missing = `${'0'.repeat(64)}.png`;
    expect(await blobs.get(missing)).toBeNull();
    expect(await blobs.size(missing)).toBeNull();
    expect(await blobs.open(missing)).toBeNull();
    expect(await blobs.open(missing, { start: 0, end: 3 })).toBeNull();
    await expect(blobs.delete(missing)).resolves.toBeUndefined();
  });

  it('reads a range of bytes', async () => {
    const blobs = harness.store;
    const key = await blobs.put(Buffer.from('0123456789'), 'ogg');
    expect((await read(await blobs.open(key, { start: 2, end: 5 })))!.toString()).toBe('2345');
    expect((await read(await blobs.open(key, { start: 9, end: 9 })))!.toString()).toBe('9');
    expect((await read(await blobs.open(key)))!.toString()).toBe('0123456789');
  });

  it('takes a stream in and gives the key its bytes would have', async () => {
    const blobs = harness.store;
    // 3 MiB in 64 KiB chunks: more than one read and one write on either side.
    const chunks = Array.from({ length: 48 }, (_, index) => Buffer.alloc(64 * 1024, index));
    const whole = Buffer.concat(chunks);
    const key = await blobs.put(Readable.from(chunks), 'mp3');
    expect(key).toBe(`${sha(whole)}.mp3`);
    expect(await blobs.size(key)).toBe(whole.length);
    expect(Buffer.compare((await blobs.get(key))!, whole)).toBe(0);
    expect(await blobs.put(Readable.from(chunks), 'mp3')).toBe(key);
    const tail = await read(await blobs.open(key, { start: whole.length - 10, end: whole.length - 1 }));
    expect(Buffer.compare(tail!, whole.subarray(-10))).toBe(0);
  });

  it('refuses what is not a key and an extension it does not serve', async () => {
    const blobs = harness.store;
    await expect(blobs.open('../../etc/passwd')).rejects.toThrow(/Invalid blob key/);
    await expect(blobs.put(Buffer.from('x'), 'exe')).rejects.toThrow(/Unsupported blob extension/);
  });

  it('deletes a blob and counts the bytes it holds', async () => {
    const blobs = harness.store;
    const before = await blobs.totalBytes();
    const key = await blobs.put(Buffer.from('to be removed, 27 bytes ok.'), 'json');
    expect(await blobs.totalBytes()).toBe(before + 27);
    await blobs.delete(key);
    expect(await blobs.get(key)).toBeNull();
    expect(await blobs.totalBytes()).toBe(before);
  });

  it('serves media the same way: 200, ETag and 304, 206 for a range, 416 past the end, HEAD without the bytes, 404 when missing', async () => {
    const { sendMedia } = await import('../../src/http/media-response');
    const blobs = harness.store;
    const key = await blobs.put(Buffer.from('abcdefghij'), 'ogg');
    const app = new Koa();
    app.use(errorEnvelope());
    app.use((ctx) => sendMedia(ctx, blobs, ctx.path.slice(1)));
    const http = app.callback();
    const full = await request(http).get(`/${key}`).buffer(true).expect(200);
    expect(full.headers['content-type']).toBe('audio/ogg');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers.etag).toBe(`"${key.slice(0, 32)}"`);
    expect(full.headers['content-length']).toBe('10');
    expect(full.body.toString()).toBe('abcdefghij');
    await request(http).get(`/${key}`).set('If-None-Match', full.headers.etag!).expect(304);
    const part = await request(http).get(`/${key}`).set('Range', 'bytes=2-5').buffer(true).expect(206);
    expect(part.body.toString()).toBe('cdef');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.headers['content-length']).toBe('4');
    const suffix = await request(http).get(`/${key}`).set('Range', 'bytes=-3').buffer(true).expect(206);
    expect(suffix.body.toString()).toBe('hij');
    const past = await request(http).get(`/${key}`).set('Range', 'bytes=50-').expect(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    const head = await request(http).head(`/${key}`).expect(200);
    expect(head.headers['content-length']).toBe('10');
    const missing = await request(http)
      .get(`/${'1'.repeat(64)}.png`)
      .expect(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    await request(http).get('/../../etc/passwd').expect(404);
  });

  it('keeps what it held across a restart, and the store it had reconnects', async () => {
    const key = await harness.store.put(Buffer.from('survives a restart'), 'png');
    const restarted = await harness.restart();
    expect((await restarted.get(key))!.toString()).toBe('survives a restart');
    // The store made before the restart finds the server again by itself (its old connections are gone).
    expect((await harness.store.get(key))!.toString()).toBe('survives a restart');
    expect((await read(await harness.store.open(key, { start: 0, end: 7 })))!.toString()).toBe('survives');
    const after = await harness.store.put(Buffer.from('written after the restart'), 'png');
    expect(await restarted.size(after)).toBe(25);
  });
});

describe('ranges', () => {
  it('parses ranges the way HTTP defines them', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('items=1-2', 10)).toBe('unsatisfiable');
  });
});

describe('choosing the store', () => {
  it('refuses BLOB_STORE=s3 without a bucket, half a key pair, a bad endpoint or an unknown store, naming the variable', () => {
    expect(() => loadStoryConfig({ ...baseEnv, BLOB_STORE: 's3' })).toThrow(ConfigError);
    expect(() => loadStoryConfig({ ...baseEnv, BLOB_STORE: 's3' })).toThrow(/S3_BUCKET: S3_BUCKET is required when BLOB_STORE=s3/);
    expect(() => loadStoryConfig({ ...baseEnv, BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadStoryConfig({ ...baseEnv, BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadStoryConfig({ ...baseEnv, BLOB_STORE: 'ftp' })).toThrow(/BLOB_STORE must be local or s3/);
  });

  it('keeps the local folder by default', () => {
    const config = loadStoryConfig(baseEnv);
    expect(config.BLOB_STORE).toBe('local');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    expect(loadStoryConfig({ ...baseEnv, BLOB_STORE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
  });
});
