import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { as, createTestCommunityService, newUserId, type TestCommunityService } from './helpers';

let service: TestCommunityService;
beforeAll(async () => {
  // A high limit here: the 100 concurrent voters are different users, but one test casts many votes as one user.
  service = await createTestCommunityService({ VOTE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => service.close());

async function sharedStory() {
  const owner = newUserId();
  const id = service.stories.add({ userId: owner });
  await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
  return id;
}
const vote = (id: string, userId: string | null, value: unknown) => request(service.http).post(`/api/stories/${id}/vote`).set(as(userId)).send({ vote: value });
const cardOf = async (id: string, viewer: string | null) => {
  const res = await request(service.http).get('/api/community/stories?limit=50').set(as(viewer)).expect(200);
  return { card: res.body.stories.find((item: { story: { id: string } }) => item.story.id === id), userVotes: res.body.userVotes };
};

describe('POST /api/stories/:id/vote', () => {
  it('goes through up, reset, down and reset, with the counts and the caller’s vote following', async () => {
    const id = await sharedStory();
    const voter = newUserId();

    expect((await vote(id, voter, 1).expect(200)).body).toEqual({ storyId: id, vote: 1, counted: true, votes: { score: 1, upvotes: 1, downvotes: 0 } });
    expect(await cardOf(id, voter)).toMatchObject({ card: { votes: { score: 1, upvotes: 1, downvotes: 0 } }, userVotes: { [id]: 1 } });

    // Pressing the active button again sends 0.
    expect((await vote(id, voter, 0).expect(200)).body.votes).toEqual({ score: 0, upvotes: 0, downvotes: 0 });
    expect((await cardOf(id, voter)).userVotes).toEqual({ [id]: 0 });

    await vote(id, voter, 1).expect(200);
    // Pressing the other button moves the vote: one up fewer, one down more.
    expect((await vote(id, voter, -1).expect(200)).body.votes).toEqual({ score: -1, upvotes: 0, downvotes: 1 });
    expect((await cardOf(id, voter)).userVotes).toEqual({ [id]: -1 });
    expect((await vote(id, voter, 0).expect(200)).body.votes).toEqual({ score: 0, upvotes: 0, downvotes: 0 });
  });

  it('counts the same vote sent twice once', async () => {
    const id = await sharedStory();
    const voter = newUserId();
    await vote(id, voter, 1).expect(200);
    expect((await vote(id, voter, 1).expect(200)).body.votes).toEqual({ score: 1, upvotes: 1, downvotes: 0 });
  });

  it('keeps every vote when 100 users vote on one story at once', async () => {
    const id = await sharedStory();
    const voters = Array.from({ length: 100 }, (_, index) => ({ userId: newUserId(), value: index % 4 === 0 ? -1 : 1 }));
    const answers = await Promise.all(voters.map(({ userId, value }) => vote(id, userId, value)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect((await cardOf(id, null)).card.votes).toEqual({ score: 50, upvotes: 75, downvotes: 25 });

    // Half of them change their mind at once, the other half reset at once.
    const changes = await Promise.all(voters.map(({ userId, value }, index) => vote(id, userId, index % 2 === 0 ? -value : 0)));
    expect(changes.every((res) => res.status === 200)).toBe(true);
    // Even indexes flipped: 25 of the 50 were down (multiples of 4) and become up; 25 up become down.
    expect((await cardOf(id, null)).card.votes).toEqual({ score: 0, upvotes: 25, downvotes: 25 });
    const stored = await service.database.pool.query<{ up: string; down: string }>(
      'select count(*) filter (where value = 1) as up, count(*) filter (where value = -1) as down from votes where story_id = $1',
      [id],
    );
    expect(stored.rows[0]).toEqual({ up: '25', down: '25' });
  });

  it('keeps one vote per user when the same user’s clicks arrive at once', async () => {
    const id = await sharedStory();
    const voter = newUserId();
    // A double click, or two tabs: each request reads the previous vote, so without the lock both would count.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => vote(id, voter, index % 2 === 0 ? 1 : -1)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const { card, userVotes } = await cardOf(id, voter);
    expect(card.votes.upvotes + card.votes.downvotes).toBe(1);
    expect(card.votes.score).toBe(userVotes[id]);
    const stored = await service.database.pool.query('select value from votes where story_id = $1', [id]);
    expect(stored.rows).toEqual([{ value: userVotes[id] }]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const id = await sharedStory();
    const res = await vote(id, null, 1).expect(401);
    expect(res.body.message).toMatch(/sign in/i);
    expect((await cardOf(id, null)).card.votes.upvotes).toBe(0);
  });

  it('refuses votes on a story that is not shared with 404', async () => {
    service.stories.add({ id: 'private-story', userId: newUserId() });
    const res = await vote('private-story', newUserId(), 1).expect(404);
    expect(res.body.message).toBe('This story is not shared with the community.');
  });

  it.each([[2], ['1'], [null], [0.5]])('refuses the vote %j with 400 and a message', async (value) => {
    const id = await sharedStory();
    const res = await vote(id, newUserId(), value).expect(400);
    expect(res.body.message).toBe('Vote must be 1, -1 or 0');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const id = await sharedStory();
    const res = await request(service.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).set('content-type', 'application/json').send('{"vote":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });
});

describe('vote rate limit', () => {
  it('refuses a user’s votes past the per-minute limit with 429, and lets them vote again next minute', async () => {
    const limited = await createTestCommunityService({ VOTE_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      limited.clock.set('2026-11-18T12:00:05Z');
      const owner = newUserId();
      const id = limited.stories.add({ userId: owner });
      await request(limited.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
      const voter = newUserId();
      for (const value of [1, 0, -1]) await request(limited.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: value }).expect(200);
      const refused = await request(limited.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: 1 }).expect(429);
      expect(refused.body.message).toBe('You are voting too quickly. Please wait a moment and try again.');
      expect(refused.headers['retry-after']).toBe('55');
      // Another user is not held back by this one.
      await request(limited.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).send({ vote: 1 }).expect(200);
      limited.clock.advance(60_000);
      await request(limited.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: 1 }).expect(200);
    } finally {
      await limited.close();
    }
  });
});

describe('malformed requests', () => {
  it('answers 4xx, never 500, to a body whose encoding is not what it claims', async () => {
    const id = await sharedStory();
    const res = await request(service.http)
      .post(`/api/stories/${id}/vote`)
      .set(as(newUserId()))
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{"vote":1}');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body could not be decompressed: it does not match its Content-Encoding.');
  });

  it('answers 400 to an array or a string where an object is expected', async () => {
    const id = await sharedStory();
    await vote(id, newUserId(), undefined).expect(400);
    const res = await request(service.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).send([1]).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('votes that count', () => {
  it('unverified accounts stuffing votes do not move a story up this week’s ranking', async () => {
    const honest = await sharedStory();
    const stuffed = await sharedStory();
    // Two real parents like one story.
    for (const parent of [newUserId(), newUserId()]) await vote(honest, parent, 1).expect(200);
    // Fresh accounts, never verified, all vote for the other: each vote is kept, and counts for nothing.
    for (let index = 0; index < 20; index++) {
      const fresh = newUserId();
      service.people.add({ id: fresh, emailVerified: false });
      const res = await vote(stuffed, fresh, 1).expect(200);
      expect(res.body).toMatchObject({ vote: 1, counted: false, votes: { score: 0, upvotes: 0, downvotes: 0 } });
      expect((await cardOf(stuffed, fresh)).userVotes[stuffed]).toBe(1);
    }
    const top = await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200);
    const ranked = top.body.stories.map((item: { story: { id: string } }) => item.story.id);
    expect(ranked).toContain(honest);
    expect(ranked).not.toContain(stuffed);
    expect((await cardOf(stuffed, null)).card.votes).toEqual({ score: 0, upvotes: 0, downvotes: 0 });
    expect((await service.database.pool.query('select count(*)::int as n from votes where story_id = $1 and not counted', [stuffed])).rows[0].n).toBe(20);
  });

  it('the owner’s own vote does not count', async () => {
    const owner = newUserId();
    const id = service.stories.add({ userId: owner });
    await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
    expect((await vote(id, owner, 1).expect(200)).body).toMatchObject({ counted: false, votes: { score: 0, upvotes: 0, downvotes: 0 } });
    const top = await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200);
    expect(top.body.stories.map((item: { story: { id: string } }) => item.story.id)).not.toContain(id);
  });

  it('a vote kept while unverified counts once the voter verifies and votes again', async () => {
    const id = await sharedStory();
    const parent = newUserId();
    service.people.add({ id: parent, emailVerified: false });
    expect((await vote(id, parent, 1).expect(200)).body).toMatchObject({ counted: false, votes: { score: 0 } });
    service.people.add({ id: parent, emailVerified: true });
    expect((await vote(id, parent, 1).expect(200)).body).toMatchObject({ counted: true, votes: { score: 1, upvotes: 1 } });
    // Taking it back takes back exactly what it added.
    expect((await vote(id, parent, 0).expect(200)).body).toMatchObject({ counted: false, votes: { score: 0, upvotes: 0 } });
  });

  it('answers 503 and stores nothing when the directory cannot say whether the voter is verified', async () => {
    const id = await sharedStory();
    const parent = newUserId();
    service.people.setDown(true);
    try {
      const res = await vote(id, parent, 1).expect(503);
      expect(res.body.message).toBe("Votes can't be recorded right now. Please try again in a moment.");
    } finally {
      service.people.setDown(false);
    }
    expect((await cardOf(id, parent)).userVotes[id]).toBe(0);
  });
});
