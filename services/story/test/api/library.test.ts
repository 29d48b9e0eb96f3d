import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { signIdentity } from '@bedtime/service-kit';
import { serviceReadinessSchema, storyResponseSchema, storySummariesResponseSchema, tokenizeWords } from '@bedtime/contracts';
import { createTestStoryService, insertStory } from './helpers';

let service: Awaited<ReturnType<typeof createTestStoryService>>;
beforeAll(async () => {
  service = await createTestStoryService();
});
afterAll(() => service.close());

const list = (userId: string, query: Record<string, string | number> = {}) =>
  request(service.app.callback()).get('/api/stories').query(query).set(identityHeaders({ userId }));

describe('GET /api/stories', () => {
  it('answers an empty library for a new user', async () => {
    const res = await list('user-1').expect(200);
    expect(res.body).toEqual({ stories: [], nextCursor: null });
  });

  it("lists only the caller's stories, newest first, without anyone else's", async () => {
    const older = await insertStory(service.database, { userId: 'lister', title: 'Older', createdAt: new Date('2024-01-01T00:00:00Z') });
    const newer = await insertStory(service.database, { userId: 'lister', title: 'Newer', createdAt: new Date('2024-02-01T00:00:00Z') });
    await insertStory(service.database, { userId: 'someone-else', title: 'Not mine' });

    const res = await list('lister').expect(200);

    expect(res.body.stories.map((story: { id: string }) => story.id)).toEqual([newer, older]);
  });

  it("sends summaries, not the text: a preview, the reading time, and the caller's favourite and progress", async () => {
    const content = `${'Pip the hedgehog tiptoed through the moonlit garden, counting the sleepy snails one by one. '.repeat(30)}The end.`;
    const id = await insertStory(service.database, { userId: 'summaries', content, title: 'Pip Counts Snails', age: 6, style: 'gentle' });
    const words = tokenizeWords(content);
    await request(service.app.callback())
      .post(`/api/stories/${id}/favorite`)
      .set(identityHeaders({ userId: 'summaries' }))
      .expect(200);
    const half = Math.floor(words.length / 2);
    await request(service.app.callback())
      .post(`/api/stories/${id}/progress`)
      .set(identityHeaders({ userId: 'summaries' }))
      .send({ wordIndex: half, characterPosition: words[half]!.charStart, scrollPercentage: 0 })
      .expect(200);

    const res = await list('summaries').expect(200);
    const { stories } = storySummariesResponseSchema.parse(res.body);
    const [summary] = stories;
    expect(res.body.stories[0]).not.toHaveProperty('content');
    expect(summary).toMatchObject({ id, title: 'Pip Counts Snails', age: 6, style: 'gentle', isFavorite: true, wordCount: words.length });
    expect(summary!.preview).toBe(`${content.slice(0, 150).trimEnd()}...`);
    expect(summary!.readingMinutes).toBe(Math.ceil(words.length / 200));
    // Listening to half the story counts as half read, though the page never scrolled.
    expect(summary!.progress).toEqual({ wordIndex: half, scrollPercentage: 0, percent: Math.round(((half + 1) / words.length) * 100) });
    // The text comes by id.
    const full = storyResponseSchema.parse(
      (
        await request(service.app.callback())
          .get(`/api/stories/${id}`)
          .set(identityHeaders({ userId: null }))
          .expect(200)
      ).body,
    );
    expect(full.story.content).toBe(content);
  });

  it('pages through a library with the cursor: every story once, in order, even stories made in the same instant', async () => {
    const sameInstant = new Date('2024-05-05T05:05:05.123Z');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insertStory(service.database, { userId: 'pager', createdAt: sameInstant }));
    for (let i = 0; i < 3; i++) ids.push(await insertStory(service.database, { userId: 'pager', createdAt: new Date(Date.UTC(2024, 0, 1 + i)) }));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list('pager', cursor ? { limit: 3, cursor } : { limit: 3 }).expect(200);
      const page = storySummariesResponseSchema.parse(res.body);
      expect(page.stories.length).toBeLessThanOrEqual(3);
      seen.push(...page.stories.map((story) => story.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(8);
    const everything = storySummariesResponseSchema.parse((await list('pager', { limit: 100 }).expect(200)).body);
    expect(seen).toEqual(everything.stories.map((story) => story.id));
    expect(everything.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not make and a limit out of range with 400 and a message', async () => {
    for (const cursor of ['nonsense', Buffer.from('["x","y"]').toString('base64url'), Buffer.from('{}').toString('base64url'), 'a'.repeat(301)]) {
      const res = await list('pager', { cursor }).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const limit of ['0', '101', 'ten', '2.5']) await list('pager', { limit }).expect(400);
  });

  it('answers 401 to an anonymous caller the gateway vouches for', async () => {
    await request(service.app.callback())
      .get('/api/stories')
      .set(identityHeaders({ userId: null }))
      .expect(401);
  });

  it('refuses requests without a gateway signature, or with a forged or expired one', async () => {
    const app = service.app.callback();
    await request(app).get('/api/stories').expect(401);
    await request(app).get('/api/stories').set('x-identity', 'e30.forged').expect(401);
    const forged = signIdentity('another-secret-that-is-also-long-enough-000000', {
      userId: 'user-1',
      email: null,
      isAdmin: false,
      entitled: true,
      issuer: 'gateway',
    });
    await request(app).get('/api/stories').set('x-identity', forged).expect(401);
    const expired = identityHeaders({ userId: 'user-1' });
    const stale = signIdentity(
      'test-identity-secret-that-is-long-enough-0123456789',
      {
        userId: 'user-1',
        email: null,
        isAdmin: false,
        entitled: true,
        issuer: 'gateway',
      },
      Date.now() - 120_000,
    );
    await request(app).get('/api/stories').set('x-identity', stale).expect(401);
    await request(app).get('/api/stories').set(expired).expect(200);
  });

  it('keeps health endpoints open', async () => {
    await request(service.app.callback()).get('/health/live').expect(200);
    const ready = await request(service.app.callback()).get('/health/ready').expect(200);
    // What the admin health page shows for the service: its process and its database round trip.
    expect(serviceReadinessSchema.parse(ready.body)).toMatchObject({ status: 'ready', service: 'story' });
    expect(ready.body.memoryBytes).toBeGreaterThan(10_000_000);
    expect(ready.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
