import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

// The gateway signs its own internal calls with a service issuer, and user requests with 'gateway'.
const gatewayService = () => identityHeaders({ userId: null, issuer: 'gateway-preview' });

let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;
beforeAll(async () => {
  service = await createTestStoryService();
  http = service.app.callback();
});
afterAll(() => service.close());

describe('GET /internal/stories/:id/preview', () => {
  it('describes the story for link previews, with its social card as the image', async () => {
    const id = await insertStory(service.database, {
      userId: 'owner',
      title: 'The Sleepy Owl',
      age: 5,
      style: 'gentle',
      interests: ['Animals', 'Music', 'Space & Stars'],
    });
    const res = await request(http).get(`/internal/stories/${id}/preview`).set(gatewayService()).expect(200);
    expect(res.body).toEqual({
      preview: {
        title: 'The Sleepy Owl',
        description: 'A gentle bedtime story about Animals and Music, for a 5-year-old.',
        imagePath: `/api/stories/${id}/social-card.png`,
      },
    });
  });

  it('uses "an" before a vowel sound and the default title for an untitled story', async () => {
    const id = await insertStory(service.database, { userId: 'owner', title: null, age: 8, style: 'adventurous', interests: ['Dinosaurs'] });
    const res = await request(http).get(`/internal/stories/${id}/preview`).set(gatewayService()).expect(200);
    expect(res.body.preview).toMatchObject({
      title: 'Your Magical Bedtime Story',
      description: 'An adventurous bedtime story about Dinosaurs, for an 8-year-old.',
    });
  });

  it('answers 404 for an unknown story', async () => {
    await request(http).get('/internal/stories/missing-story/preview').set(gatewayService()).expect(404);
  });

  it('refuses identities the gateway signs for users, even signed-in ones', async () => {
    const id = await insertStory(service.database, { userId: 'owner' });
    const res = await request(http)
      .get(`/internal/stories/${id}/preview`)
      .set(identityHeaders({ userId: 'owner' }))
      .expect(403);
    expect(res.body.message).toBe('Internal endpoint.');
    await request(http)
      .get(`/internal/stories/${id}/preview`)
      .set(identityHeaders({ userId: null }))
      .expect(403);
    await request(http).get(`/internal/stories/${id}/preview`).expect(401);
  });
});

describe('POST /internal/stories/summaries', () => {
  it('gives owner, live title, age, style and the first 200 characters of each known story', async () => {
    const long = await insertStory(service.database, { userId: 'owner-a', title: 'Long one', content: 'y'.repeat(450), age: 7, style: 'funny' });
    const short = await insertStory(service.database, { userId: 'owner-b', title: null, content: 'Short.', age: 3, style: 'magical' });
    const res = await request(http)
      .post('/internal/stories/summaries')
      .set(gatewayService())
      .send({ ids: [long, short, 'missing-story', long] })
      .expect(200);
    const byId = Object.fromEntries(res.body.stories.map((story: { id: string }) => [story.id, story]));
    expect(Object.keys(byId).sort()).toEqual([long, short].sort());
    expect(byId[long]).toEqual({ id: long, userId: 'owner-a', title: 'Long one', content: 'y'.repeat(200), age: 7, style: 'funny' });
    expect(byId[short]).toEqual({ id: short, userId: 'owner-b', title: null, content: 'Short.', age: 3, style: 'magical' });
  });

  it('refuses user identities and bad input', async () => {
    await request(http)
      .post('/internal/stories/summaries')
      .set(identityHeaders({ userId: 'owner' }))
      .send({ ids: [] })
      .expect(403);
    const res = await request(http).post('/internal/stories/summaries').set(gatewayService()).send({ ids: 'nope' }).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    await request(http)
      .post('/internal/stories/summaries')
      .set(gatewayService())
      .send({ ids: Array.from({ length: 101 }, (_, index) => `id-${index}`) })
      .expect(400);
  });
});
