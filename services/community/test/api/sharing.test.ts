import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { as, createTestCommunityService, newUserId, type TestCommunityService } from './helpers';

let service: TestCommunityService;
beforeEach(async () => {
  service = await createTestCommunityService();
});
afterEach(() => service.close());

const listIds = async (viewer: string | null = null) =>
  (await request(service.http).get('/api/community/stories').set(as(viewer)).expect(200)).body.stories.map((item: { story: { id: string } }) => item.story.id);

describe('POST /api/stories/:id/share', () => {
  it('shares the owner’s story and lists it, stamped with the share time', async () => {
    const owner = newUserId();
    const id = service.stories.add({ userId: owner });
    const res = await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    expect(res.body).toEqual({ storyId: id, shared: true, sharedAt: service.clock.now().toISOString() });
    expect(await listIds()).toEqual([id]);
  });

  it('is idempotent: sharing twice keeps one entry and the first share time', async () => {
    const owner = newUserId();
    const id = service.stories.add({ userId: owner });
    const first = await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    service.clock.advance(60_000);
    const second = await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    expect(second.body.sharedAt).toBe(first.body.sharedAt);
    expect(await listIds()).toEqual([id]);
  });

  it('refuses another user with 403 and shares nothing', async () => {
    const id = service.stories.add({ userId: newUserId() });
    const res = await request(service.http).post(`/api/stories/${id}/share`).set(as(newUserId())).expect(403);
    expect(res.body.message).toBe("Only the story's owner can share it with the community.");
    expect(await listIds()).toEqual([]);
  });

  it('answers 401 to an anonymous caller and 404 for a story that does not exist', async () => {
    const owner = newUserId();
    const id = service.stories.add({ userId: owner });
    const anonymous = await request(service.http).post(`/api/stories/${id}/share`).set(as(null)).expect(401);
    expect(anonymous.body.message).toMatch(/sign in/i);
    const missing = await request(service.http).post('/api/stories/no-such-story/share').set(as(owner)).expect(404);
    expect(missing.body.message).toBe('Story not found');
  });

  it('refuses a malformed id with 400, not 500', async () => {
    const res = await request(service.http).post('/api/stories/bad$id/share').set(as(newUserId())).expect(400);
    expect(res.body.message).toBe('Invalid id');
    await request(service.http)
      .post(`/api/stories/${'x'.repeat(65)}/share`)
      .set(as(newUserId()))
      .expect(400);
  });

  it('refuses a request the gateway did not sign', async () => {
    const id = service.stories.add({ userId: 'owner' });
    await request(service.http).post(`/api/stories/${id}/share`).expect(401);
  });
});

describe('DELETE /api/stories/:id/share', () => {
  it('removes the story from both lists at once; sharing it again brings its votes back, as a new share', async () => {
    const owner = newUserId();
    const voter = newUserId();
    const critic = newUserId();
    const id = service.stories.add({ userId: owner });
    const first = await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: 1 }).expect(200);
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).send({ vote: 1 }).expect(200);
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(critic)).send({ vote: -1 }).expect(200);
    const top = await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200);
    expect(top.body.stories.map((item: { story: { id: string } }) => item.story.id)).toEqual([id]);

    const res = await request(service.http).delete(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    expect(res.body).toEqual({ storyId: id, shared: false, sharedAt: null });
    expect(await listIds(voter)).toEqual([]);
    expect((await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200)).body.stories).toEqual([]);
    expect((await request(service.http).get(`/api/stories/${id}/share`).set(as(owner)).expect(200)).body.shared).toBe(false);
    // Votes on a story that is out of the community are refused rather than kept for later.
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: -1 }).expect(404);

    service.clock.advance(60_000);
    const again = await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    expect(again.body.sharedAt).not.toBe(first.body.sharedAt);
    const list = await request(service.http).get('/api/community/stories').set(as(voter)).expect(200);
    expect(list.body.stories[0].votes).toEqual({ score: 1, upvotes: 2, downvotes: 1 });
    expect(list.body.userVotes).toEqual({ [id]: 1 });
    const ranked = await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200);
    expect(ranked.body.stories.map((item: { story: { id: string } }) => item.story.id)).toEqual([id]);
  });

  it('a deleted story leaves for good, votes and all', async () => {
    const owner = newUserId();
    const id = service.stories.add({ userId: owner });
    await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).send({ vote: 1 }).expect(200);
    await request(service.http).delete(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    await request(service.http)
      .delete(`/internal/community/stories/${id}`)
      .set(identityHeaders({ userId: null, issuer: 'story' }))
      .expect(204);
    await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    const list = await request(service.http).get('/api/community/stories').set(as(owner)).expect(200);
    expect(list.body.stories[0].votes).toEqual({ score: 0, upvotes: 0, downvotes: 0 });
  });

  it('is idempotent and owner only', async () => {
    const owner = newUserId();
    const id = service.stories.add({ userId: owner });
    await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    await request(service.http).delete(`/api/stories/${id}/share`).set(as(newUserId())).expect(403);
    expect(await listIds()).toEqual([id]);
    await request(service.http).delete(`/api/stories/${id}/share`).set(as(null)).expect(401);
    await request(service.http).delete(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    await request(service.http).delete(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    expect(await listIds()).toEqual([]);
  });
});

describe('GET /api/stories/:id/share', () => {
  it('tells the share control whether the story is shared', async () => {
    const owner = newUserId();
    const id = service.stories.add({ userId: owner });
    expect((await request(service.http).get(`/api/stories/${id}/share`).set(as(owner)).expect(200)).body).toEqual({
      storyId: id,
      shared: false,
      sharedAt: null,
    });
    await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    expect((await request(service.http).get(`/api/stories/${id}/share`).set(as(owner)).expect(200)).body.shared).toBe(true);
  });
});
