import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { as, createTestCommunityService, newUserId, type TestCommunityService } from './helpers';

let service: TestCommunityService;
beforeEach(async () => {
  service = await createTestCommunityService();
});
afterEach(() => service.close());

// Sibling services sign with their own issuer; user requests arrive signed as 'gateway'.
const storyService = () => identityHeaders({ userId: null, issuer: 'story' });
// Account deletion: the gateway signs its erase requests with this issuer.
const accountDeletion = () => identityHeaders({ userId: null, issuer: 'gateway-accounts' });
const eraseUser = (userId: string) => request(service.http).delete(`/internal/users/${userId}/data`).set(accountDeletion());

async function sharedStory(owner: string) {
  const id = service.stories.add({ userId: owner });
  await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
  return id;
}
const vote = (id: string, userId: string, value: number) =>
  request(service.http).post(`/api/stories/${id}/vote`).set(as(userId)).send({ vote: value }).expect(200);
const listed = async () => (await request(service.http).get('/api/community/stories').set(as(null)).expect(200)).body.stories;

describe('erasing what the community holds', () => {
  it('drops a deleted story from both lists', async () => {
    const id = await sharedStory(newUserId());
    await vote(id, newUserId(), 1);
    await request(service.http).delete(`/internal/community/stories/${id}`).set(storyService()).expect(204);
    expect(await listed()).toEqual([]);
    expect((await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200)).body.stories).toEqual([]);
  });

  it('removes a deleted account’s shares and votes, keeping others’ counts exact', async () => {
    const leaving = newUserId();
    const staying = newUserId();
    const theirs = await sharedStory(leaving);
    const other = await sharedStory(staying);
    await vote(other, leaving, -1);
    await vote(other, newUserId(), 1);
    await vote(theirs, staying, 1);

    const res = await eraseUser(leaving).expect(200);
    expect(res.body).toEqual({ erased: true, votesRemoved: 1 });
    const stories = await listed();
    expect(stories.map((item: { story: { id: string } }) => item.story.id)).toEqual([other]);
    expect(stories[0].votes).toEqual({ score: 1, upvotes: 1, downvotes: 0 });
    const top = await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200);
    expect(top.body.stories.map((item: { story: { id: string } }) => item.story.id)).toEqual([other]);
    const remaining = await service.database.pool.query('select count(*)::int as n from votes where user_id = $1', [leaving]);
    expect(remaining.rows[0].n).toBe(0);
  });

  it('is for sibling services only', async () => {
    const id = await sharedStory(newUserId());
    await request(service.http).delete(`/internal/community/stories/${id}`).set(as(newUserId())).expect(403);
    const owner = (await service.database.pool.query('select owner_id from shared_stories limit 1')).rows[0]?.owner_id;
    await request(service.http).delete(`/internal/users/${owner}/data`).set(as(owner)).expect(403);
    await request(service.http).delete(`/internal/users/${owner}/data`).set(as(null)).expect(403);
    expect(await listed()).toHaveLength(1);
  });

  it('answers the account deletion path the gateway calls, again and again', async () => {
    const leaving = newUserId();
    await sharedStory(leaving);
    expect((await eraseUser(leaving).expect(200)).body).toEqual({ erased: true, votesRemoved: 0 });
    expect(await listed()).toEqual([]);
    // The gateway retries until it hears back: a second call finds nothing and still succeeds.
    expect((await eraseUser(leaving).expect(200)).body).toEqual({ erased: true, votesRemoved: 0 });
    // The old community-only path is gone, so nothing erases through a route the gateway never calls.
    await request(service.http).delete(`/internal/community/users/${leaving}`).set(accountDeletion()).expect(404);
  });

  it('refuses a malformed user id with 400', async () => {
    await request(service.http)
      .delete(`/internal/users/${encodeURIComponent('a b;c')}/data`)
      .set(accountDeletion())
      .expect(400);
  });
});
