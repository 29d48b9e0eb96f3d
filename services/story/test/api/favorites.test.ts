import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { favoriteToggleResponseSchema } from '@bedtime/contracts';
import { favorites, stories } from '../../src/data/schema';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

let service: TestStoryService;
beforeAll(async () => {
  service = await createTestStoryService();
});
afterAll(() => service.close());

const api = () => request(service.app.callback());

async function storedFavorite(userId: string, storyId: string) {
  const rows = await service.database.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.storyId, storyId)));
  return rows.length === 1;
}

describe('favourites', () => {
  it('starts empty', async () => {
    const res = await api()
      .get('/api/favorites')
      .set(identityHeaders({ userId: 'fresh' }))
      .expect(200);
    expect(res.body).toEqual({ favoriteIds: [] });
  });

  it('POST /api/stories/:id/favorite adds the story, and a second toggle removes it', async () => {
    const parent = identityHeaders({ userId: 'fav-1' });
    const id = await insertStory(service.database, { userId: 'fav-1' });

    const added = await api().post(`/api/stories/${id}/favorite`).set(parent).expect(200);
    expect(favoriteToggleResponseSchema.parse(added.body)).toEqual({ isFavorite: true, favoriteIds: [id] });
    expect(await storedFavorite('fav-1', id)).toBe(true);
    expect((await api().get('/api/favorites').set(parent).expect(200)).body).toEqual({ favoriteIds: [id] });

    const removed = await api().post(`/api/stories/${id}/favorite`).set(parent).expect(200);
    expect(removed.body).toEqual({ isFavorite: false, favoriteIds: [] });
    expect(await storedFavorite('fav-1', id)).toBe(false);
  });

  it('POST /api/favorites/:storyId/toggle does the same, and both forms act on one list', async () => {
    const parent = identityHeaders({ userId: 'fav-2' });
    const first = await insertStory(service.database, { userId: 'fav-2' });
    const second = await insertStory(service.database, { userId: 'fav-2' });

    expect((await api().post(`/api/favorites/${first}/toggle`).set(parent).expect(200)).body).toEqual({ isFavorite: true, favoriteIds: [first] });
    const both = await api().post(`/api/stories/${second}/favorite`).set(parent).expect(200);
    expect(both.body.isFavorite).toBe(true);
    expect([...both.body.favoriteIds].sort()).toEqual([first, second].sort());
    expect((await api().post(`/api/favorites/${second}/toggle`).set(parent).expect(200)).body).toEqual({ isFavorite: false, favoriteIds: [first] });
  });

  it("keeps each user's favourites apart, and lets a parent keep a story shared with them", async () => {
    const shared = await insertStory(service.database, { userId: 'author' });
    await api()
      .post(`/api/stories/${shared}/favorite`)
      .set(identityHeaders({ userId: 'friend' }))
      .expect(200);

    expect(
      (
        await api()
          .get('/api/favorites')
          .set(identityHeaders({ userId: 'friend' }))
      ).body,
    ).toEqual({ favoriteIds: [shared] });
    expect(
      (
        await api()
          .get('/api/favorites')
          .set(identityHeaders({ userId: 'author' }))
      ).body,
    ).toEqual({ favoriteIds: [] });
  });

  it('drops a favourite when its story is deleted', async () => {
    const parent = identityHeaders({ userId: 'fav-3' });
    const id = await insertStory(service.database, { userId: 'fav-3' });
    await api().post(`/api/stories/${id}/favorite`).set(parent).expect(200);
    await service.database.db.delete(stories).where(eq(stories.id, id));
    expect((await api().get('/api/favorites').set(parent)).body).toEqual({ favoriteIds: [] });
  });

  it("answers 404 'Story not found' for an unknown story on both paths, storing nothing", async () => {
    const parent = identityHeaders({ userId: 'fav-4' });
    expect((await api().post('/api/stories/missing/favorite').set(parent).expect(404)).body).toEqual({ message: 'Story not found' });
    expect((await api().post('/api/favorites/missing/toggle').set(parent).expect(404)).body).toEqual({ message: 'Story not found' });
    expect((await api().get('/api/favorites').set(parent)).body).toEqual({ favoriteIds: [] });
  });

  it('needs a signed-in user for every favourites call', async () => {
    const anonymous = identityHeaders({ userId: null });
    const id = await insertStory(service.database, { userId: 'fav-5' });
    await api().get('/api/favorites').set(anonymous).expect(401);
    await api().post(`/api/stories/${id}/favorite`).set(anonymous).expect(401);
    await api().post(`/api/favorites/${id}/toggle`).set(anonymous).expect(401);
  });
});
