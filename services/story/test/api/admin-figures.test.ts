import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { signIdentity } from '@bedtime/service-kit';
import { identityHeaders, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { storyAdminStatsSchema, storyUsageSchema } from '@bedtime/contracts';
import { illustrations, stories } from '../../src/data/schema';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';
import { scriptedWriter, validWish } from './generation-support';

const internal = () => ({
  'x-identity': signIdentity(TEST_IDENTITY_SECRET, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'gateway-admin' }),
});
const DAY = 24 * 60 * 60 * 1000;

let service: TestStoryService;
const scripted = scriptedWriter('The Brave Kite', ['Once upon a time a kite flew high.', ' It came home at night.']);
beforeAll(async () => {
  service = await createTestStoryService({}, { storyWriter: scripted.writer });
});
afterAll(() => service.close());

describe('the admin figures (internal)', () => {
  it('counts stories per day, top interests and styles, illustrated stories, and stories per user', async () => {
    const { database } = service;
    const now = Date.now();
    const a = await insertStory(database, { userId: 'fig-a', interests: ['Space', 'Animals'], style: 'adventurous' });
    await insertStory(database, { userId: 'fig-a', interests: ['Space'], style: 'adventurous' });
    await insertStory(database, { userId: 'fig-b', interests: ['Space', 'Music'], style: 'gentle' });
    const old = await insertStory(database, { userId: 'fig-b', interests: ['Dinosaurs'], style: 'funny' });
    await database.db
      .update(stories)
      .set({ createdAt: new Date(now - 40 * DAY) })
      .where(eq(stories.id, old));
    await database.db.insert(illustrations).values({ storyId: a, position: 0, blobKey: `${'a'.repeat(64)}.png`, prompt: 'kite', alt: '' });

    const res = await request(service.app.callback()).get('/internal/admin/stories?days=7').set(internal()).expect(200);
    const stats = storyAdminStatsSchema.parse(res.body);
    expect(stats.totalStories).toBe(4);
    expect(stats.inRange).toBe(3);
    expect(stats.storiesPerDay).toHaveLength(7);
    expect(stats.storiesPerDay.at(-1)).toEqual({ date: new Date(now).toISOString().slice(0, 10), value: 3 });
    expect(stats.topInterests[0]).toEqual({ name: 'Space', count: 3 });
    expect(stats.topInterests.map((entry) => entry.name)).not.toContain('Dinosaurs');
    expect(stats.topStyles).toEqual([
      { name: 'adventurous', count: 2 },
      { name: 'gentle', count: 1 },
    ]);
    expect(stats.illustratedStories).toBe(1);

    const counts = await request(service.app.callback())
      .post('/internal/admin/story-counts')
      .set(internal())
      .send({ userIds: ['fig-a', 'fig-b', 'nobody'] })
      .expect(200);
    expect(counts.body).toEqual({ counts: { 'fig-a': 2, 'fig-b': 2, nobody: 0 } });
  });

  it('counts each AI provider call as it happens, by kind and engine', async () => {
    const from = new Date().toISOString();
    await request(service.app.callback())
      .post('/api/generate-story')
      .set(identityHeaders({ userId: 'writer-parent' }))
      .send(validWish)
      .expect(200);
    const to = new Date(Date.now() + 1000).toISOString();
    // The count is written beside the call, not awaited by it: wait for it to land.
    let usage = storyUsageSchema.parse({ aiCalls: [], storageBytes: 0, storiesCreated: 0 });
    for (let attempt = 0; attempt < 250 && usage.aiCalls.length === 0; attempt += 1) {
      const res = await request(service.app.callback()).get('/internal/admin/usage').query({ from, to }).set(internal()).expect(200);
      usage = storyUsageSchema.parse(res.body);
      if (usage.aiCalls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(usage.aiCalls).toEqual([{ kind: 'story-text', engine: scripted.writer.name, calls: 1 }]);
    expect(usage.storiesCreated).toBe(1);
  });

  it('refuses callers without a service signature, and a window that is not dates', async () => {
    await request(service.app.callback())
      .get('/internal/admin/stories')
      .set(identityHeaders({ userId: 'someone' }))
      .expect(403);
    const bad = await request(service.app.callback()).get('/internal/admin/usage?from=yesterday&to=now').set(internal()).expect(400);
    expect(bad.body.message).toMatch(/from must be an ISO date-time/);
  });
});
