import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders, silentLogger, startTestS3Server, type TestS3Server } from '@bedtime/service-kit/testing';
import { createApp } from '../../src/app';
import { createNarrationEngine } from '../../src/providers/narration/create-narration-engine';
import { createProviders } from '../../src/providers/create-providers';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

const owner = () => identityHeaders({ userId: 'owner' });
const anonymous = () => identityHeaders({ userId: null });
const engine = createNarrationEngine({});
let s3: TestS3Server;
let service: TestStoryService;
let writer: ReturnType<TestStoryService['app']['callback']>;
/** A second replica: the same database and bucket, its own memory and blob folder (which stays empty). */
let reader: ReturnType<TestStoryService['app']['callback']>;
let storyId: string;
const made: string[] = [];

beforeAll(async () => {
  s3 = await startTestS3Server();
  service = await createTestStoryService(s3.env, { narrationEngine: engine });
  writer = service.app.callback();
  const replica = await createTestStoryService(s3.env);
  const config = { ...service.config, BLOB_DIR: replica.config.BLOB_DIR };
  reader = createApp({ config, database: service.database, logger: silentLogger, providers: createProviders(config, { narrationEngine: engine }) }).callback();
  storyId = await insertStory(service.database, {
    userId: 'owner',
    content: 'Pip the fox yawned at the moon. Then Pip curled up by the warm stones and slept.',
  });
  afterAll(() => replica.close());
});
afterAll(async () => {
  engine.close?.();
  await service?.close();
  await s3?.stop();
});

async function expectServedWithRangeAndETag(url: string, contentType: string) {
  const whole = await request(reader).get(url).set(anonymous()).buffer(true).expect(200);
  expect(whole.headers['content-type']).toBe(contentType);
  expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(whole.headers['accept-ranges']).toBe('bytes');
  const bytes = whole.body as Buffer;
  expect(Number(whole.headers['content-length'])).toBe(bytes.length);
  const etag = whole.headers.etag!;
  expect(etag).toBe(`"${url.split('/').pop()!.slice(0, 32)}"`);
  await request(reader).get(url).set(anonymous()).set('If-None-Match', etag).expect(304);
  const part = await request(reader).get(url).set(anonymous()).set('Range', 'bytes=10-49').buffer(true).expect(206);
  expect(part.headers['content-range']).toBe(`bytes 10-49/${bytes.length}`);
  expect(Buffer.compare(part.body as Buffer, bytes.subarray(10, 50))).toBe(0);
  await request(reader).get(url).set(anonymous()).set('Range', `bytes=${bytes.length}-`).expect(416);
  return bytes;
}

describe('the story service with BLOB_STORE=s3', () => {
  it('keeps a narration in the bucket, and another replica serves it with Range and ETag', async () => {
    const narration = await request(writer).get(`/api/stories/${storyId}/narration`).set(owner()).expect(200);
    expect(narration.body.audioUrl).toMatch(/^\/api\/media\/[a-f0-9]{64}\.(ogg|mp3)$/);
    const audio = await expectServedWithRangeAndETag(narration.body.audioUrl, narration.body.audioUrl.endsWith('.ogg') ? 'audio/ogg' : 'audio/mpeg');
    expect(audio.length).toBeGreaterThan(1000);
    made.push(narration.body.audioUrl);
    // The other replica finds the finished narration too (its row, and its audio in the bucket).
    const again = await request(reader).get(`/api/stories/${storyId}/narration`).set(owner()).expect(200);
    expect(again.body.audioUrl).toBe(narration.body.audioUrl);
  });

  it('keeps a picture in the bucket, and another replica serves it with Range and ETag', async () => {
    const sticker = await request(writer).post('/api/generate-single-sticker').set(owner()).send({ character: 'Pip', storyId }).expect(200);
    const png = await expectServedWithRangeAndETag(sticker.body.sticker.stickerUrl, 'image/png');
    made.push(sticker.body.sticker.stickerUrl);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('writes nothing to the local blob folders and answers 404 for a key the bucket does not hold', async () => {
    expect(await readdir(service.config.BLOB_DIR)).toEqual([]);
    const missing = await request(reader)
      .get(`/api/media/${'a'.repeat(64)}.png`)
      .set(anonymous())
      .expect(404);
    expect(missing.body.message).toBe('Media not found');
  });

  it('deleting the story removes its files from the bucket', async () => {
    expect(made).toHaveLength(2);
    await request(writer).delete(`/api/stories/${storyId}`).set(owner()).expect(200);
    for (const url of made) await request(reader).get(url).set(anonymous()).expect(404);
  });
});
