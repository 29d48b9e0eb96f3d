import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

const anonymous = () => identityHeaders({ userId: null });
let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;
let stickerUrl: string;
let stickerBytes: Buffer;

beforeAll(async () => {
  service = await createTestStoryService();
  http = service.app.callback();
  const id = await insertStory(service.database, { userId: 'owner', content: 'Pip the fox yawned. Pip curled up and slept.' });
  const res = await request(http)
    .post('/api/generate-single-sticker')
    .set(identityHeaders({ userId: 'owner' }))
    .send({ character: 'Pip', storyId: id })
    .expect(200);
  stickerUrl = res.body.sticker.stickerUrl;
  stickerBytes = (await request(http).get(stickerUrl).set(anonymous()).buffer(true).expect(200)).body as Buffer;
});
afterAll(() => service.close());

describe('GET /api/media/:key', () => {
  it('serves stored media to anyone, cacheable for a year and validated by ETag', async () => {
    const res = await request(http).get(stickerUrl).set(anonymous()).buffer(true).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(stickerBytes.length);
    await request(http).get(stickerUrl).set(anonymous()).set('If-None-Match', res.headers.etag!).expect(304);
  });

  it('answers ranges with 206 and a range past the end with 416', async () => {
    const part = await request(http).get(stickerUrl).set(anonymous()).set('Range', 'bytes=0-7').buffer(true).expect(206);
    expect(Buffer.compare(part.body as Buffer, stickerBytes.subarray(0, 8))).toBe(0);
    const past = await request(http)
      .get(stickerUrl)
      .set(anonymous())
      .set('Range', `bytes=${stickerBytes.length + 10}-`)
      .expect(416);
    expect(past.headers['content-range']).toBe(`bytes */${stickerBytes.length}`);
  });

  it('answers 404 for keys that were never stored or are not keys at all', async () => {
    const unknown = await request(http)
      .get(`/api/media/${'a'.repeat(64)}.png`)
      .set(anonymous())
      .expect(404);
    expect(unknown.body.message).toBe('Media not found');
    await request(http).get('/api/media/..%2F..%2Fetc%2Fpasswd').set(anonymous()).expect(404);
    await request(http)
      .get(`/api/media/${'a'.repeat(64)}.exe`)
      .set(anonymous())
      .expect(404);
  });

  it('refuses requests the gateway did not sign', async () => {
    await request(http).get(stickerUrl).expect(401);
  });
});
