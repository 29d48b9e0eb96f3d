import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { DEFAULT_STORY_TITLE, storyResponseSchema } from '@bedtime/contracts';
import { illustrations, stickers, stories } from '../../src/data/schema';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

let service: TestStoryService;
beforeAll(async () => {
  service = await createTestStoryService();
});
afterAll(() => service.close());

const api = () => request(service.app.callback());
const owner = identityHeaders({ userId: 'owner-1' });
const stranger = identityHeaders({ userId: 'stranger-1' });
const anonymous = identityHeaders({ userId: null });

describe('GET /api/stories/:id', () => {
  it('shows a story to an anonymous reader holding its id, with its illustrations and stickers', async () => {
    const id = await insertStory(service.database, { userId: 'owner-1', title: 'Moon Garden', interests: ['Space & Stars', 'Nature & Forest'] });
    await service.database.db.insert(illustrations).values([
      { storyId: id, position: 1, blobKey: 'b2', prompt: 'A long brief: the owl lands on the branch', alt: 'The owl lands' },
      { storyId: id, position: 0, blobKey: 'b1', prompt: 'A long brief: the moon rises', alt: 'The moon rises' },
    ]);
    await service.database.db.insert(stickers).values({ storyId: id, character: 'Owl', blobKey: 's1' });

    const res = await api().get(`/api/stories/${id}`).set(anonymous).expect(200);

    const { story } = storyResponseSchema.parse(res.body);
    // An anonymous reader is not told whose story it is.
    expect(story).not.toHaveProperty('userId');
    expect(story).toMatchObject({ id, title: 'Moon Garden', interests: ['Space & Stars', 'Nature & Forest'], age: 5 });
    expect(story.illustrations).toEqual([
      { imageUrl: '/api/media/b1', prompt: 'A long brief: the moon rises', alt: 'The moon rises' },
      { imageUrl: '/api/media/b2', prompt: 'A long brief: the owl lands on the branch', alt: 'The owl lands' },
    ]);
    expect(story.stickers).toEqual([{ character: 'Owl', stickerUrl: '/api/media/s1' }]);
  });

  it("answers 404 'Story not found' for an unknown id", async () => {
    const res = await api().get('/api/stories/no-such-story').set(owner).expect(404);
    expect(res.body).toEqual({ message: 'Story not found' });
  });

  it('refuses a malformed id', async () => {
    await api().get('/api/stories/bad.id').set(owner).expect(400);
  });
});

describe('PATCH /api/stories/:id/title', () => {
  it('lets the owner rename a story, trimming the title, and keeps it', async () => {
    const id = await insertStory(service.database, { userId: 'owner-1' });

    const res = await api().patch(`/api/stories/${id}/title`).set(owner).send({ title: '  Pip and the Moon  ' }).expect(200);

    expect(storyResponseSchema.parse(res.body).story).toMatchObject({ id, title: 'Pip and the Moon' });
    const [row] = await service.database.db.select({ title: stories.title }).from(stories).where(eq(stories.id, id));
    expect(row?.title).toBe('Pip and the Moon');
  });

  it("refuses to rename another user's story, leaving its title alone", async () => {
    const id = await insertStory(service.database, { userId: 'owner-1', title: 'Kept' });

    const res = await api().patch(`/api/stories/${id}/title`).set(stranger).send({ title: 'Taken' }).expect(403);

    expect(res.body).toEqual({ message: 'You can only rename your own stories.' });
    const [row] = await service.database.db.select({ title: stories.title }).from(stories).where(eq(stories.id, id));
    expect(row?.title).toBe('Kept');
  });

  it('refuses a blank title and one longer than 120 characters, but takes exactly 120', async () => {
    const id = await insertStory(service.database, { userId: 'owner-1' });
    const blank = await api().patch(`/api/stories/${id}/title`).set(owner).send({ title: '   ' }).expect(400);
    expect(blank.body).toEqual({ message: 'Title is required' });
    const long = await api()
      .patch(`/api/stories/${id}/title`)
      .set(owner)
      .send({ title: 'a'.repeat(121) })
      .expect(400);
    expect(long.body).toEqual({ message: 'Title must be at most 120 characters' });
    await api()
      .patch(`/api/stories/${id}/title`)
      .set(owner)
      .send({ title: 'b'.repeat(120) })
      .expect(200);
  });

  it('answers 404 for an unknown story and 401 for an anonymous caller', async () => {
    const missing = await api().patch('/api/stories/nope/title').set(owner).send({ title: 'X' }).expect(404);
    expect(missing.body).toEqual({ message: 'Story not found' });
    const id = await insertStory(service.database, { userId: 'owner-1' });
    await api().patch(`/api/stories/${id}/title`).set(anonymous).send({ title: 'X' }).expect(401);
  });
});

describe('a title stored before the screen refused it', () => {
  it('is shown to nobody but the owner: not to other readers, not in the link preview', async () => {
    const id = await insertStory(service.database, { userId: 'owner-legacy', title: 'Meet me after school, dont tell mum' });
    const asOwner = await api()
      .get(`/api/stories/${id}`)
      .set(identityHeaders({ userId: 'owner-legacy' }))
      .expect(200);
    expect(asOwner.body.story.title).toBe('Meet me after school, dont tell mum');
    const asReader = await api()
      .get(`/api/stories/${id}`)
      .set(identityHeaders({ userId: null }))
      .expect(200);
    expect(asReader.body.story.title).toBeNull();
    const preview = await api()
      .get(`/internal/stories/${id}/preview`)
      .set(identityHeaders({ userId: null, issuer: 'gateway-preview' }))
      .expect(200);
    expect(preview.body.preview.title).toBe(DEFAULT_STORY_TITLE);
  });
});
