import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { as, createTestCommunityService, newUserId, type TestCommunityService } from './helpers';

let service: TestCommunityService;
beforeEach(async () => {
  service = await createTestCommunityService();
});
afterEach(() => service.close());

async function share(story: Parameters<TestCommunityService['stories']['add']>[0]) {
  const id = service.stories.add(story);
  await request(service.http).post(`/api/stories/${id}/share`).set(as(story.userId)).expect(200);
  service.clock.advance(1000);
  return id;
}
const list = (query = '', viewer: string | null = null) => request(service.http).get(`/api/community/stories${query}`).set(as(viewer));

describe('GET /api/community/stories', () => {
  it('is public and shows each shared story as a community list item, newest first', async () => {
    const author = newUserId();
    service.people.add({ id: author, firstName: 'Ada', lastName: 'Lovelace', nickname: 'Mia', displayName: 'Mama Bear' });
    const sharedAt = service.clock.now().toISOString();
    const older = await share({ userId: author, title: 'The Sleepy Owl', content: 'x'.repeat(500), age: 4, style: 'gentle' });
    const newer = await share({ userId: author, title: 'Rocket Nap' });

    const res = await list().expect(200);
    expect(res.body.stories.map((item: { story: { id: string } }) => item.story.id)).toEqual([newer, older]);
    expect(res.body.stories[1]).toEqual({
      story: { id: older, title: 'The Sleepy Owl', content: 'x'.repeat(200), age: 4, style: 'gentle' },
      user: { displayName: 'Mama Bear', nickname: 'Mama Bear', firstName: null, lastName: null },
      communityStory: { sharedAt },
      votes: { score: 0, upvotes: 0, downvotes: 0 },
    });
    expect(res.body.userVotes).toEqual({});
    expect(res.body.nextCursor).toBeNull();
  });

  it('shows the public only a screened display name or "A parent": never a last name, first name or the child’s nickname', async () => {
    const named = newUserId();
    const plain = newUserId();
    const rude = newUserId();
    // Chosen before names were screened: read again on the way out.
    service.people.add({ id: named, firstName: 'Ada', lastName: 'Lovelace', nickname: 'Mia', displayName: "Mia's Dad" });
    service.people.add({ id: plain, firstName: 'Grace', lastName: 'Hopper', nickname: 'Noah' });
    service.people.add({ id: rude, firstName: 'Send me nude pics', lastName: 'X', nickname: 'Hitler', displayName: 'Send me nude pics' });
    await share({ userId: named, title: 'A' });
    await share({ userId: plain, title: 'B' });
    await share({ userId: rude, title: 'C' });
    const gone = newUserId();
    service.people.forget(gone);
    await share({ userId: gone, title: 'D (account gone)' });
    const res = await list().expect(200);
    const users = res.body.stories.map((item: { user: unknown }) => item.user);
    const parent = { displayName: 'A parent', nickname: 'A parent', firstName: null, lastName: null };
    expect(users).toEqual([parent, parent, parent, { displayName: "Mia's Dad", nickname: "Mia's Dad", firstName: null, lastName: null }]);
    for (const word of ['Lovelace', 'Hopper', 'Grace', 'Ada', 'Noah', 'nude', 'Hitler']) expect(JSON.stringify(res.body)).not.toContain(word);
  });

  it('shows a title that fails the child-safety screen as untitled', async () => {
    const author = newUserId();
    const id = await share({ userId: author, title: 'Nice' });
    // A title stored before titles were screened this way (the story service screens renames now).
    service.stories.rename(id, 'Meet me after school, dont tell mum');
    expect((await list().expect(200)).body.stories[0].story.title).toBeNull();
  });

  it('remembers author names for a minute, then shows a changed display name', async () => {
    const author = newUserId();
    service.people.add({ id: author, displayName: 'Mama Bear' });
    await share({ userId: author });
    expect((await list().expect(200)).body.stories[0].user.displayName).toBe('Mama Bear');
    service.people.add({ id: author, displayName: 'Papa Bear' });
    service.people.setDown(true);
    expect((await list().expect(200)).body.stories[0].user.displayName).toBe('Mama Bear');
    service.people.setDown(false);
    service.clock.advance(61_000);
    expect((await list().expect(200)).body.stories[0].user.displayName).toBe('Papa Bear');
  });

  it('still lists stories, as by "A parent", while the user directory is down', async () => {
    const author = newUserId();
    service.people.add({ id: author, displayName: 'Mama Bear' });
    await share({ userId: author });
    service.people.setDown(true);
    const res = await list().expect(200);
    expect(res.body.stories[0].user).toEqual({ displayName: 'A parent', nickname: 'A parent', firstName: null, lastName: null });
  });

  it('shows a renamed story’s new title and leaves out a story the story service no longer has', async () => {
    const author = newUserId();
    const renamed = await share({ userId: author, title: 'Old title' });
    const deleted = await share({ userId: author, title: 'Deleted' });
    service.stories.rename(renamed, 'New title');
    service.stories.remove(deleted);
    const res = await list().expect(200);
    expect(res.body.stories.map((item: { story: { title: string } }) => item.story.title)).toEqual(['New title']);
  });

  it('pages beyond the first page by cursor, without repeats or gaps, even for shares in the same millisecond', async () => {
    const author = newUserId();
    const ids: string[] = [];
    for (let index = 0; index < 7; index++) {
      ids.push(service.stories.add({ userId: author, title: `Story ${index}` }));
      await request(service.http)
        .post(`/api/stories/${ids.at(-1)}/share`)
        .set(as(author))
        .expect(200);
      if (index % 2 === 1) service.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: request.Response = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      seen.push(...res.body.stories.map((item: { story: { id: string } }) => item.story.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('asks the story service once per page, not once per story', async () => {
    for (let index = 0; index < 5; index++) await share({ userId: newUserId() });
    service.stories.calls.length = 0;
    await list().expect(200);
    expect(service.stories.calls).toHaveLength(1);
    expect(service.stories.calls[0]).toHaveLength(5);
  });

  it.each([['?limit=0'], ['?limit=51'], ['?limit=abc'], ['?cursor=$$$'], ['?cursor=bm9wZQ']])('refuses %s with 400', async (query) => {
    const res = await list(query).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('gives a signed-in caller their vote on every listed story', async () => {
    const voter = newUserId();
    const liked = await share({ userId: newUserId() });
    const disliked = await share({ userId: newUserId() });
    const untouched = await share({ userId: newUserId() });
    await request(service.http).post(`/api/stories/${liked}/vote`).set(as(voter)).send({ vote: 1 }).expect(200);
    await request(service.http).post(`/api/stories/${disliked}/vote`).set(as(voter)).send({ vote: -1 }).expect(200);
    const res = await list('', voter).expect(200);
    expect(res.body.userVotes).toEqual({ [liked]: 1, [disliked]: -1, [untouched]: 0 });
    // Someone else's view is their own.
    expect((await list('', newUserId()).expect(200)).body.userVotes).toEqual({ [liked]: 0, [disliked]: 0, [untouched]: 0 });
  });
});

describe('GET /internal/community/stats', () => {
  it('counts shared stories and votes per day for the admin dashboard, for sibling services only', async () => {
    service.clock.set('2026-11-16T10:00:00Z');
    const id = await share({ userId: newUserId() });
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).send({ vote: 1 }).expect(200);
    service.clock.set('2026-11-18T10:00:00Z');
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).send({ vote: -1 }).expect(200);
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).send({ vote: 1 }).expect(200);

    // Sibling services sign with their own issuer; user requests arrive signed as 'gateway'.
    const internal = identityHeaders({ userId: null, issuer: 'gateway-admin' });
    const res = await request(service.http).get('/internal/community/stats?days=3').set(internal).expect(200);
    expect(res.body).toEqual({
      sharedStories: 1,
      totalVotes: 3,
      votesPerDay: [
        { date: '2026-11-16', votes: 1 },
        { date: '2026-11-17', votes: 0 },
        { date: '2026-11-18', votes: 2 },
      ],
    });
    await request(service.http).get('/internal/community/stats').set(as(null)).expect(403);
    await request(service.http).get('/internal/community/stats?days=0').set(internal).expect(400);
  });
});
