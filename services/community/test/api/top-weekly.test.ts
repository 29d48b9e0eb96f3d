import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { as, createTestCommunityService, newUserId, type TestCommunityService } from './helpers';

let service: TestCommunityService;
beforeEach(async () => {
  service = await createTestCommunityService();
});
afterEach(() => service.close());

// Wednesday 18 Nov 2026; its week began on Monday 16 Nov at 00:00 UTC.
const THIS_WEDNESDAY = '2026-11-18T12:00:00Z';

async function share(title: string, at: string) {
  service.clock.set(at);
  const owner = newUserId();
  const id = service.stories.add({ userId: owner, title });
  await request(service.http).post(`/api/stories/${id}/share`).set(as(owner)).expect(200);
  return id;
}
async function votes(id: string, values: number[], at: string) {
  service.clock.set(at);
  for (const value of values) await request(service.http).post(`/api/stories/${id}/vote`).set(as(newUserId())).send({ vote: value }).expect(200);
}
async function top() {
  service.clock.set(THIS_WEDNESDAY);
  const res = await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200);
  return { titles: res.body.stories.map((item: { story: { title: string } }) => item.story.title), body: res.body };
}

describe('GET /api/community/top-weekly', () => {
  it('ranks by net score from votes cast since Monday 00:00 UTC, and says when the week began', async () => {
    const oldFavourite = await share('Old favourite', '2026-11-01T10:00:00Z');
    const rising = await share('Rising', '2026-11-02T10:00:00Z');
    // Lots of votes last week, up to the last millisecond of Sunday: they do not count this week.
    await votes(oldFavourite, [1, 1, 1, 1, 1], '2026-11-12T09:00:00Z');
    await votes(oldFavourite, [1], '2026-11-15T23:59:59.999Z');
    await votes(oldFavourite, [1], '2026-11-16T00:00:00Z');
    await votes(rising, [1, 1, -1, 1], '2026-11-17T08:00:00Z');

    const { titles, body } = await top();
    expect(titles).toEqual(['Rising', 'Old favourite']);
    expect(body.weekStartDate).toBe('2026-11-16T00:00:00.000Z');
    // The cards show the story's overall votes; the rank uses this week's.
    expect(body.stories[1].votes).toEqual({ score: 7, upvotes: 7, downvotes: 0 });
  });

  it('breaks ties by the earlier share, and holds at most five', async () => {
    const titles = ['Sixth', 'Fifth', 'Fourth', 'Third', 'Second', 'First'];
    const ids: Record<string, string> = {};
    // Shared newest first so that the earlier share is not simply the insertion order.
    for (const [index, title] of titles.entries()) ids[title] = await share(title, `2026-11-0${9 - index}T10:00:00Z`);
    for (const title of titles) await votes(ids[title]!, [1, 1], '2026-11-17T10:00:00Z');
    await votes(ids.Sixth!, [1], '2026-11-17T11:00:00Z');

    expect((await top()).titles).toEqual(['Sixth', 'First', 'Second', 'Third', 'Fourth']);
  });

  it('ranks ties by the earlier share even when more stories tie than the list holds', async () => {
    const ids: string[] = [];
    // Fourteen stories, shared newest first, all with the same score this week.
    for (let index = 0; index < 14; index++) ids.push(await share(`Tied ${index}`, `2026-11-${String(15 - index).padStart(2, '0')}T10:00:00Z`));
    for (const id of ids) await votes(id, [1, 1, -1], '2026-11-17T10:00:00Z');
    await votes(ids[0]!, [1], '2026-11-17T11:00:00Z');
    expect((await top()).titles).toEqual(['Tied 0', 'Tied 13', 'Tied 12', 'Tied 11', 'Tied 10']);
  });

  it('moves a vote changed this week out of last week and into this one', async () => {
    const id = await share('Changed mind', '2026-11-02T10:00:00Z');
    const other = await share('Steady', '2026-11-03T10:00:00Z');
    const voter = newUserId();
    service.clock.set('2026-11-10T10:00:00Z');
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: -1 }).expect(200);
    await votes(other, [1, 1], '2026-11-17T10:00:00Z');
    expect((await top()).titles).toEqual(['Steady']);

    service.clock.set('2026-11-17T12:00:00Z');
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: 1 }).expect(200);
    await votes(id, [1], '2026-11-17T12:00:00Z');
    // 2 against 2: the earlier share goes first.
    expect((await top()).titles).toEqual(['Changed mind', 'Steady']);

    // A reset this week takes the vote away again.
    service.clock.set('2026-11-18T09:00:00Z');
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: 0 }).expect(200);
    expect((await top()).titles).toEqual(['Steady', 'Changed mind']);
  });

  it('leaves out stories without a positive score this week and is empty in a quiet week', async () => {
    expect((await top()).body).toEqual({ stories: [], weekStartDate: '2026-11-16T00:00:00.000Z', userVotes: {} });
    const disliked = await share('Disliked', '2026-11-17T10:00:00Z');
    await votes(disliked, [-1, -1, 1], '2026-11-17T10:00:00Z');
    expect((await top()).titles).toEqual([]);
  });

  it('counts a Sunday evening in UTC in the week that began six days earlier', async () => {
    service.clock.set('2026-11-22T23:30:00Z');
    const res = await request(service.http).get('/api/community/top-weekly').set(as(null)).expect(200);
    expect(res.body.weekStartDate).toBe('2026-11-16T00:00:00.000Z');
  });

  it('gives the signed-in caller their votes on the ranked stories', async () => {
    const id = await share('Liked', '2026-11-17T10:00:00Z');
    const voter = newUserId();
    service.clock.set('2026-11-17T11:00:00Z');
    await request(service.http).post(`/api/stories/${id}/vote`).set(as(voter)).send({ vote: 1 }).expect(200);
    service.clock.set(THIS_WEDNESDAY);
    const res = await request(service.http).get('/api/community/top-weekly').set(as(voter)).expect(200);
    expect(res.body.userVotes).toEqual({ [id]: 1 });
  });
});
