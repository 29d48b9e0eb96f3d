import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { tokenizeWords } from '@bedtime/contracts';
import { signIdentity } from '@bedtime/service-kit';
import { identityHeaders, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { favorites, illustrations, narrations, readingProgress, stickers, stories } from '../../src/data/schema';
import type { NarrationEngine } from '../../src/providers/narration/types';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

/** A quick stand-in voice: distinct bytes per text, one word per 300 ms. */
const quickEngine: NarrationEngine = {
  name: 'quick-test-voice',
  synthesize: async ({ text }) => ({
    audio: Buffer.from(`audio of ${text}`),
    mimeType: 'audio/ogg',
    durationMs: tokenizeWords(text).length * 300,
    words: tokenizeWords(text).map((word, index) => ({ ...word, startMs: index * 300, endMs: index * 300 + 250 })),
  }),
};

const as = (userId: string | null) => identityHeaders({ userId });
const internal = () => ({
  'x-identity': signIdentity(TEST_IDENTITY_SECRET, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'gateway-accounts' }),
});

let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;
beforeAll(async () => {
  service = await createTestStoryService({}, { narrationEngine: quickEngine });
  http = service.app.callback();
});
afterAll(() => service.close());

async function storedFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of await readdir(service.config.BLOB_DIR).catch(() => [])) files.push(...(await readdir(path.join(service.config.BLOB_DIR, dir))));
  return files;
}

async function rowsFor(storyId: string) {
  const { db } = service.database;
  const countOf = async (table: typeof favorites | typeof readingProgress | typeof illustrations | typeof stickers) =>
    (await db.select({ n: count() }).from(table).where(eq(table.storyId, storyId)))[0]!.n;
  return {
    story: (await db.select({ n: count() }).from(stories).where(eq(stories.id, storyId)))[0]!.n,
    favorites: await countOf(favorites),
    progress: await countOf(readingProgress),
    illustrations: await countOf(illustrations),
    stickers: await countOf(stickers),
  };
}

/** A story with everything a family can add to it: favourites (also a stranger's), progress, pictures, a sticker, narration. */
async function storyWithEverything(owner: string, content = 'Pip the bunny hopped to the moon and back. Then Pip slept.') {
  const id = await insertStory(service.database, { userId: owner, content });
  await request(http).post(`/api/stories/${id}/favorite`).set(as(owner)).expect(200);
  await request(http).post(`/api/stories/${id}/favorite`).set(as('a-fan')).expect(200);
  await request(http).post(`/api/stories/${id}/progress`).set(as(owner)).send({ characterPosition: 10, wordIndex: 2, scrollPercentage: 20 }).expect(200);
  await request(http).post(`/api/stories/${id}/illustrations`).set(as(owner)).expect(200);
  await request(http).post('/api/generate-single-sticker').set(as(owner)).send({ character: 'Pip', storyId: id }).expect(200);
  const narration = await request(http).get(`/api/stories/${id}/narration`).set(as(owner)).expect(200);
  return { id, audioKey: path.basename(narration.body.audioUrl as string) };
}

describe('DELETE /api/stories/:id', () => {
  it('removes the story with its narration, pictures, stickers, favourites and progress, files included', async () => {
    const { id, audioKey } = await storyWithEverything('deleting-owner');
    const before = await rowsFor(id);
    expect(before).toMatchObject({ story: 1, favorites: 2, progress: 1, stickers: 1 });
    expect(before.illustrations).toBeGreaterThan(0);
    expect(await storedFiles()).toContain(audioKey);

    const res = await request(http).delete(`/api/stories/${id}`).set(as('deleting-owner')).expect(200);
    expect(res.body.message).toBe('Story deleted');

    expect(await rowsFor(id)).toEqual({ story: 0, favorites: 0, progress: 0, illustrations: 0, stickers: 0 });
    expect(await service.database.db.select().from(narrations)).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
    await request(http).get(`/api/stories/${id}`).set(as('deleting-owner')).expect(404);
    await request(http).delete(`/api/stories/${id}`).set(as('deleting-owner')).expect(404);
  });

  it('answers 404 to anyone but the owner, and 401 to anonymous callers, leaving the story as it was', async () => {
    const id = await insertStory(service.database, { userId: 'keeper' });
    expect((await request(http).delete(`/api/stories/${id}`).set(as('stranger')).expect(404)).body.message).toBe('Story not found');
    await request(http).delete(`/api/stories/${id}`).set(as(null)).expect(401);
    await request(http).delete('/api/stories/../../etc/passwd').set(as('keeper')).expect(404);
    expect((await rowsFor(id)).story).toBe(1);
  });

  it('keeps a stored file another story still uses', async () => {
    const shared = 'Two owls shared one moon. They both slept well.';
    const first = await insertStory(service.database, { userId: 'twin-a', content: shared });
    const second = await insertStory(service.database, { userId: 'twin-b', content: shared });
    await request(http).post(`/api/stories/${first}/illustrations`).set(as('twin-a')).expect(200);
    await request(http).post(`/api/stories/${second}/illustrations`).set(as('twin-b')).expect(200);
    const pictures = (await request(http).get(`/api/stories/${second}`).set(as('twin-b')).expect(200)).body.story.illustrations as { imageUrl: string }[];
    await request(http).delete(`/api/stories/${first}`).set(as('twin-a')).expect(200);
    for (const picture of pictures) await request(http).get(picture.imageUrl).set(as(null)).expect(200);
  });
});

describe('DELETE /internal/users/:userId/data', () => {
  it('erases every story of the user and what the user kept about other stories, and nothing of anyone else', async () => {
    const { id: mine } = await storyWithEverything('leaving-user', 'A fox counted the stars. The fox yawned.');
    const alsoMine = await insertStory(service.database, { userId: 'leaving-user' });
    const theirs = await insertStory(service.database, { userId: 'staying-user' });
    await request(http).post(`/api/stories/${theirs}/favorite`).set(as('leaving-user')).expect(200);
    await request(http).post(`/api/stories/${theirs}/favorite`).set(as('staying-user')).expect(200);

    await request(http)
      .post('/api/children')
      .set(as('leaving-user'))
      .send({ name: 'Marigold', birthMonth: `${new Date().getUTCFullYear() - 6}-01`, gender: 'girl', interests: ['Animals'], style: 'gentle' })
      .expect(201);
    await request(http)
      .post('/api/children')
      .set(as('staying-user'))
      .send({ name: 'Rowan', birthMonth: `${new Date().getUTCFullYear() - 6}-01`, gender: 'boy', interests: ['Music'], style: 'funny' })
      .expect(201);

    const res = await request(http).delete('/internal/users/leaving-user/data').set(internal()).expect(200);
    expect(res.body).toEqual({ erased: true, stories: 2 });
    // The saved children (names, birth months, what they love) go with the account; no one else's.
    expect((await service.database.pool.query(`select count(*)::int as n from children where user_id = 'leaving-user'`)).rows[0].n).toBe(0);
    expect((await request(http).get('/api/children').set(as('staying-user')).expect(200)).body.children).toHaveLength(1);

    expect((await rowsFor(mine)).story).toBe(0);
    expect((await rowsFor(alsoMine)).story).toBe(0);
    expect(await rowsFor(theirs)).toMatchObject({ story: 1, favorites: 1 });
    // Calling again (a retry of the account deletion) is fine.
    expect((await request(http).delete('/internal/users/leaving-user/data').set(internal()).expect(200)).body.stories).toBe(0);
  });

  it('erases the narrations of free text the user asked for, words, audio and all, and no one else’s', async () => {
    const spoken = await request(http)
      .post('/api/generate-audio')
      .set(as('narrating-user'))
      .send({ text: 'Goodnight, Marigold Quenby. Sleep tight.' })
      .expect(200);
    const audioKey = path.basename(spoken.headers['x-narration-url'] as string);
    const other = await request(http).post('/api/generate-audio').set(as('other-user')).send({ text: 'Goodnight, little owl.' }).expect(200);
    const othersKey = path.basename(other.headers['x-narration-url'] as string);
    const wordsMention = async (name: string) =>
      (await service.database.pool.query(`select count(*)::int as n from narrations where words::text like $1`, [`%${name}%`])).rows[0].n;
    expect(await wordsMention('Quenby')).toBe(1);

    await request(http).delete('/internal/users/narrating-user/data').set(internal()).expect(200);

    expect(await wordsMention('Quenby')).toBe(0);
    await request(http).get(`/api/media/${audioKey}`).set(as(null)).expect(404);
    expect(await storedFiles()).not.toContain(audioKey);
    expect((await service.database.pool.query(`select count(*)::int as n from narration_requests where user_id = 'narrating-user'`)).rows[0].n).toBe(0);
    // The generation limits' record of what they started goes too.
    expect((await service.database.pool.query(`select count(*)::int as n from generation_starts where user_id = 'narrating-user'`)).rows[0].n).toBe(0);
    await request(http).get(`/api/media/${othersKey}`).set(as(null)).expect(200);
  });

  it('refuses callers that are not a service', async () => {
    await request(http).delete('/internal/users/someone/data').set(as('someone')).expect(403);
    await request(http).delete('/internal/users/someone/data').expect(401);
  });
});

describe('public story JSON', () => {
  it('tells the owner their id, and nobody else whose story it is', async () => {
    const id = await insertStory(service.database, { userId: 'private-owner' });
    expect((await request(http).get(`/api/stories/${id}`).set(as('private-owner')).expect(200)).body.story.userId).toBe('private-owner');
    for (const viewer of [as('someone-else'), as(null)]) {
      const res = await request(http).get(`/api/stories/${id}`).set(viewer).expect(200);
      expect(res.body.story).not.toHaveProperty('userId');
      expect(res.text).not.toContain('private-owner');
    }
  });
});
