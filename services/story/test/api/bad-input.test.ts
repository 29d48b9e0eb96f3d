import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;
beforeAll(async () => {
  service = await createTestStoryService();
  http = service.app.callback();
});
afterAll(() => service.close());

const owner = () => identityHeaders({ userId: 'nul-owner' });
const story = { age: 5, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Be kind' };

describe('NUL characters in the story service', () => {
  it('are refused with 400 in every free-text field, before PostgreSQL sees them', async () => {
    const id = await insertStory(service.database, { userId: 'nul-owner', title: 'Kept' });
    const cases = [
      request(http).patch(`/api/stories/${id}/title`).set(owner()).send({ title: 'Moon\u0000' }),
      request(http)
        .post('/api/generate-story')
        .set(owner())
        .send({ ...story, lesson: 'Be\u0000kind' }),
      request(http)
        .post('/api/generate-story')
        .set(owner())
        .send({ ...story, plotTwists: ['\u0000'] }),
      request(http).post('/api/generate-single-sticker').set(owner()).send({ character: 'Pip\u0000', storyId: id }),
      request(http).post('/api/generate-audio').set(owner()).send({ text: 'Hello\u0000' }),
      request(http).get('/api/stories/search?query=owl%00').set(owner()),
      // An id is text too: the router decodes %00 into the parameter.
      request(http).get(`/api/stories/${id}%00`).set(owner()),
      request(http).delete(`/api/stories/${id}%00`).set(owner()),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(/NUL/);
    }
    expect((await request(http).get(`/api/stories/${id}`).set(owner()).expect(200)).body.story.title).toBe('Kept');
  });
});

describe('request bodies in an encoding', () => {
  it('answers 400 for a body that is not what its Content-Encoding says, and 415 for an unknown encoding', async () => {
    const bad = await request(http)
      .post('/api/generate-audio')
      .set(owner())
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"text":"hi"}');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/could not be decompressed/);
    const unknown = await request(http)
      .post('/api/generate-audio')
      .set(owner())
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd')
      .send('{"text":"hi"}');
    expect(unknown.status).toBe(415);
    const nul = await request(http)
      .post('/api/generate-audio')
      .set(owner())
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((raw: unknown) => raw as string)
      .send(gzipSync(JSON.stringify({ text: 'a\u0000b' })));
    expect(nul.status).toBe(400);
  });
});
