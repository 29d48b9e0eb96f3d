import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { progressResponseSchema } from '@bedtime/contracts';
import { readingProgress } from '../../src/data/schema';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

let service: TestStoryService;
beforeAll(async () => {
  service = await createTestStoryService();
});
afterAll(() => service.close());

const api = () => request(service.app.callback());

async function ownStory(userId: string) {
  return { id: await insertStory(service.database, { userId }), headers: identityHeaders({ userId }) };
}

describe('reading progress', () => {
  it('answers null before anything was saved', async () => {
    const { id, headers } = await ownStory('p-1');
    const res = await api().get(`/api/stories/${id}/progress`).set(headers).expect(200);
    expect(res.body).toEqual({ progress: null });
  });

  it('saves progress past the first word, and reads it back', async () => {
    const { id, headers } = await ownStory('p-2');

    const saved = await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 120, wordIndex: 24, scrollPercentage: 3 }).expect(200);
    expect(saved.body).toMatchObject({ saved: true, progress: { characterPosition: 120, wordIndex: 24, scrollPercentage: 3 } });

    const read = progressResponseSchema.parse((await api().get(`/api/stories/${id}/progress`).set(headers).expect(200)).body);
    expect(read.progress).toMatchObject({ characterPosition: 120, wordIndex: 24, scrollPercentage: 3 });
    expect(Number.isNaN(Date.parse(read.progress?.updatedAt ?? ''))).toBe(false);
  });

  it('saves progress scrolled past 5%, even at word 0', async () => {
    const { id, headers } = await ownStory('p-3');
    const res = await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 0, wordIndex: 0, scrollPercentage: 5.5 }).expect(200);
    expect(res.body).toMatchObject({ saved: true, progress: { wordIndex: 0, scrollPercentage: 5.5 } });
  });

  it('does not save progress at word 0 and at most 5% scrolled, and keeps what was saved before', async () => {
    const { id, headers } = await ownStory('p-4');
    const none = await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 0, wordIndex: 0, scrollPercentage: 5 }).expect(200);
    expect(none.body).toEqual({ progress: null, saved: false });
    expect(await service.database.db.select().from(readingProgress)).not.toContainEqual(expect.objectContaining({ storyId: id }));

    await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 50, wordIndex: 10, scrollPercentage: 40 }).expect(200);
    const kept = await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 0, wordIndex: 0, scrollPercentage: 0 }).expect(200);
    expect(kept.body).toMatchObject({ saved: false, progress: { characterPosition: 50, wordIndex: 10, scrollPercentage: 40 } });
  });

  it('clamps values: negatives to 0, fractions down, scroll to 0-100', async () => {
    const { id, headers } = await ownStory('p-5');
    const res = await api()
      .post(`/api/stories/${id}/progress`)
      .set(headers)
      .send({ characterPosition: -7, wordIndex: 12.9, scrollPercentage: 250 })
      .expect(200);
    expect(res.body).toMatchObject({ saved: true, progress: { characterPosition: 0, wordIndex: 12, scrollPercentage: 100 } });
    const low = await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 3, wordIndex: 4, scrollPercentage: -20 }).expect(200);
    expect(low.body.progress).toMatchObject({ wordIndex: 4, scrollPercentage: 0 });
  });

  it('refuses values that are not numbers', async () => {
    const { id, headers } = await ownStory('p-6');
    const res = await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 1, wordIndex: 'ten', scrollPercentage: 1 }).expect(400);
    expect(res.body.message).toMatch(/Word index must be a number/);
  });

  it.each([
    ['characterPosition', 2 ** 31, /Character position must be at most 1000000/],
    ['wordIndex', 2 ** 31, /Word index must be at most 1000000/],
    ['wordIndex', 2 ** 53 + 1, /Word index must be at most 1000000/],
    ['characterPosition', 1e308, /Character position must be at most 1000000/],
  ])('refuses %s = %d, past any story, with 400 (not a database error)', async (field, value, message) => {
    const { id, headers } = await ownStory(`p-big-${field}-${value}`);
    const res = await api()
      .post(`/api/stories/${id}/progress`)
      .set(headers)
      .send({ characterPosition: 1, wordIndex: 1, scrollPercentage: 1, [field]: value })
      .expect(400);
    expect(res.body.message).toMatch(message);
    // The largest allowed position is stored.
    await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 1_000_000, wordIndex: 1_000_000, scrollPercentage: 1 }).expect(200);
  });

  it("refuses to read or write another user's progress on their story", async () => {
    const { id, headers } = await ownStory('p-7');
    await api().post(`/api/stories/${id}/progress`).set(headers).send({ characterPosition: 9, wordIndex: 9, scrollPercentage: 9 }).expect(200);
    const stranger = identityHeaders({ userId: 'p-7-stranger' });

    const read = await api().get(`/api/stories/${id}/progress`).set(stranger).expect(403);
    expect(read.body).toEqual({ message: 'You can only keep reading progress for your own stories.' });
    await api().post(`/api/stories/${id}/progress`).set(stranger).send({ characterPosition: 99, wordIndex: 99, scrollPercentage: 99 }).expect(403);

    const mine = await api().get(`/api/stories/${id}/progress`).set(headers).expect(200);
    expect(mine.body.progress).toMatchObject({ wordIndex: 9 });
  });

  it('answers 404 for an unknown story and 401 for an anonymous caller', async () => {
    const headers = identityHeaders({ userId: 'p-8' });
    expect((await api().get('/api/stories/unknown/progress').set(headers).expect(404)).body).toEqual({ message: 'Story not found' });
    await api().post('/api/stories/unknown/progress').set(headers).send({ characterPosition: 1, wordIndex: 1, scrollPercentage: 1 }).expect(404);
    const { id } = await ownStory('p-9');
    await api()
      .get(`/api/stories/${id}/progress`)
      .set(identityHeaders({ userId: null }))
      .expect(401);
  });
});
