import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '@bedtime/service-kit';
import { createLocalBlobStore, parseRange } from '../../src/providers/blob-store/blob-store';
import { sendMedia } from '../../src/http/media-response';

const store = async () => createLocalBlobStore(await mkdtemp(path.join(tmpdir(), 'blobs-')));

describe('blob store', () => {
  it('stores by content: the same bytes give the same key, once', async () => {
    const blobs = await store();
    const a = await blobs.put(Buffer.from('hello'), 'png');
    expect(a).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(await blobs.put(Buffer.from('hello'), 'png')).toBe(a);
    expect((await blobs.get(a))!.toString()).toBe('hello');
    expect(await blobs.get(`${'0'.repeat(64)}.png`)).toBeNull();
  });

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

describe('serving media', () => {
  it('answers the file with a year of caching, 304 on a matching ETag, 206 for a range and 416 past the end', async () => {
    const blobs = await store();
    const key = await blobs.put(Buffer.from('0123456789'), 'ogg');
    const app = new Koa();
    app.use(errorEnvelope());
    app.use((ctx) => sendMedia(ctx, blobs, ctx.path.slice(1)));
    const full = await request(app.callback()).get(`/${key}`).expect(200);
    expect(full.headers['content-type']).toBe('audio/ogg');
    expect(full.headers['cache-control']).toContain('immutable');
    expect(full.body.toString()).toBe('0123456789');
    await request(app.callback()).get(`/${key}`).set('If-None-Match', full.headers.etag!).expect(304);
    const part = await request(app.callback()).get(`/${key}`).set('Range', 'bytes=2-5').expect(206);
    expect(part.body.toString()).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    await request(app.callback()).get(`/${key}`).set('Range', 'bytes=50-').expect(416);
    await request(app.callback()).get('/../../etc/passwd').expect(404);
    await request(app.callback()).get(`/${'1'.repeat(64)}.png`).expect(404);
  });
});

describe('HEAD on media', () => {
  it('answers the length without the body', async () => {
    const blobs = await store();
    const key = await blobs.put(Buffer.from('0123456789'), 'png');
    const app = new Koa();
    app.use((ctx) => sendMedia(ctx, blobs, ctx.path.slice(1)));
    const res = await request(app.callback()).head(`/${key}`).expect(200);
    expect(res.headers['content-length']).toBe('10');
    expect(res.headers['content-type']).toBe('image/png');
  });
});
