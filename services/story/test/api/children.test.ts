import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import {
  childResponseSchema,
  childrenResponseSchema,
  generateStoryResponseSchema,
  MAX_CHILDREN,
  storyResponseSchema,
  storySummariesResponseSchema,
} from '@bedtime/contracts';
import { children, stories } from '../../src/data/schema';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';
import { createStoriesRepository } from '../../src/data/stories-repository';
import { validWish } from './generation-support';

let service: TestStoryService;
beforeAll(async () => {
  // The embedded writer: another adventure is about the plan's cast, which only a real telling has.
  service = await createTestStoryService({ GENERATIONS_PER_USER_PER_10_MINUTES: '1000' });
});
afterAll(() => service.close());

const as = (userId: string | null) => identityHeaders({ userId });
const api = () => request(service.app.callback());

/** The birth month of a child who is `age` today (born this month, `age` years ago). */
function bornYearsAgo(age: number, monthsMore = 0): string {
  const today = new Date();
  const months = today.getUTCFullYear() * 12 + today.getUTCMonth() - age * 12 - monthsMore;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;
}

const mia = () => ({ name: 'Mia', birthMonth: bornYearsAgo(6, 3), gender: 'girl', interests: ['Animals', 'Space & Stars'], style: 'gentle' });
const leo = () => ({ name: 'Leo', birthMonth: bornYearsAgo(4), gender: 'boy', interests: ['Dinosaurs'], style: 'funny' });

async function save(userId: string, child: object) {
  return childResponseSchema.parse((await api().post('/api/children').set(as(userId)).send(child).expect(201)).body).child;
}

describe('/api/children: a family saves each child once', () => {
  it('saves, lists, changes and removes a child, with the age kept from the birth month', async () => {
    expect((await api().get('/api/children').set(as('family-1')).expect(200)).body).toEqual({ children: [] });
    const first = await save('family-1', mia());
    expect(first).toMatchObject({ name: 'Mia', age: 6, gender: 'girl', interests: ['Animals', 'Space & Stars'], style: 'gentle', id: expect.any(String) });
    const second = await save('family-1', { ...leo(), name: '  Leo  ' });
    expect(second).toMatchObject({ name: 'Leo', age: 4 });

    const listed = childrenResponseSchema.parse((await api().get('/api/children').set(as('family-1')).expect(200)).body);
    expect(listed.children.map((child) => child.name)).toEqual(['Mia', 'Leo']);

    const changed = await api()
      .put(`/api/children/${second.id}`)
      .set(as('family-1'))
      .send({ ...leo(), birthMonth: bornYearsAgo(5), interests: ['Dinosaurs', 'Music'] })
      .expect(200);
    expect(changed.body.child).toMatchObject({ id: second.id, age: 5, interests: ['Dinosaurs', 'Music'] });

    expect((await api().delete(`/api/children/${first.id}`).set(as('family-1')).expect(200)).body).toEqual({ message: 'Child removed' });
    expect((await api().get('/api/children').set(as('family-1')).expect(200)).body.children.map((child: { name: string }) => child.name)).toEqual(['Leo']);
  });

  it('never shows, changes or removes another family’s child', async () => {
    const theirs = await save('family-2', mia());
    expect((await api().get('/api/children').set(as('stranger')).expect(200)).body).toEqual({ children: [] });
    const changed = await api()
      .put(`/api/children/${theirs.id}`)
      .set(as('stranger'))
      .send({ ...mia(), name: 'Eve' })
      .expect(404);
    expect(changed.body).toEqual({ message: 'Child not found' });
    await api().delete(`/api/children/${theirs.id}`).set(as('stranger')).expect(404);
    const [row] = await service.database.db.select().from(children).where(eq(children.id, theirs.id));
    expect(row).toMatchObject({ name: 'Mia', userId: 'family-2' });
    // A story for another family's child is refused the same way, and nothing is written.
    const res = await api()
      .post('/api/generate-story')
      .set(as('stranger'))
      .send({ ...validWish, childId: theirs.id })
      .expect(404);
    expect(res.body).toEqual({ message: 'Child not found' });
    expect(await service.database.db.select().from(stories).where(eq(stories.userId, 'stranger'))).toHaveLength(0);
  });

  it('is for signed-in parents only', async () => {
    await api().get('/api/children').set(as(null)).expect(401);
    await api().post('/api/children').set(as(null)).send(mia()).expect(401);
  });

  it.each([
    ['no name', { name: undefined }, "The child's name must be text"],
    ['a blank name', { name: '   ' }, "Please enter the child's name"],
    ['a 41-character name', { name: 'x'.repeat(41) }, "The child's name must be at most 40 characters"],
    ['a birth month that is not one', { birthMonth: '2019-13' }, 'Please give the birth month as a month and year, like 2019-04'],
    ['a birth date instead of a month', { birthMonth: '2019-04-12' }, 'Please give the birth month as a month and year, like 2019-04'],
    ["gender 'x'", { gender: 'x' }, 'Please choose boy, girl or other'],
    ['no interests', { interests: [] }, 'Please pick between 1 and 3 interests'],
    ['four interests', { interests: ['Animals', 'Music', 'Sports', 'Dinosaurs'] }, 'Please pick between 1 and 3 interests'],
    ['an unknown interest', { interests: ['Knitting'] }, 'Please pick interests from the list'],
    ['an unknown style', { style: 'spooky' }, 'Please choose a story style'],
  ])('refuses %s with the wizard’s message', async (_case, change, message) => {
    const res = await api()
      .post('/api/children')
      .set(as('family-bad'))
      .send({ ...mia(), ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses an age the stories are not written for, and a birth month still to come', async () => {
    expect(
      (
        await api()
          .post('/api/children')
          .set(as('family-bad'))
          .send({ ...mia(), birthMonth: bornYearsAgo(1) })
          .expect(400)
      ).body,
    ).toEqual({
      field: 'birthMonth',
      message: 'Stories are written for children aged 2 to 12; from that birth month the child is 1.',
    });
    await api()
      .post('/api/children')
      .set(as('family-bad'))
      .send({ ...mia(), birthMonth: bornYearsAgo(13) })
      .expect(400);
    expect(
      (
        await api()
          .post('/api/children')
          .set(as('family-bad'))
          .send({ ...mia(), birthMonth: bornYearsAgo(-1) })
          .expect(400)
      ).body.message,
    ).toBe('The birth month is in the future. Please check it.');
    await save('family-bad', { ...mia(), birthMonth: bornYearsAgo(2) });
    await save('family-bad', { ...mia(), birthMonth: bornYearsAgo(12, 11) });
  });

  it('screens the name like every name a child hears, and refuses a grown-up’s name', async () => {
    for (const name of ['Add me on Snapchat: cutie_kid09', 'Fuuuuuck']) {
      const res = await api()
        .post('/api/children')
        .set(as('family-screen'))
        .send({ ...mia(), name })
        .expect(400);
      expect(res.body).toMatchObject({ field: 'name', message: expect.stringContaining("the child's name") });
      expect(res.body.message).not.toContain(name);
    }
    const parent = await api()
      .post('/api/children')
      .set(as('family-screen'))
      .send({ ...mia(), name: 'Mummy' })
      .expect(400);
    expect(parent.body.field).toBe('name');
    expect((await api().get('/api/children').set(as('family-screen')).expect(200)).body.children).toEqual([]);
  });

  it(`keeps at most ${MAX_CHILDREN} children per family`, async () => {
    for (let n = 0; n < MAX_CHILDREN; n += 1) await save('big-family', mia());
    const res = await api().post('/api/children').set(as('big-family')).send(leo()).expect(400);
    expect(res.body.message).toBe(`A family can save up to ${MAX_CHILDREN} children. Remove one to add another.`);
  });

  it('refuses a NUL character in the name', async () => {
    const res = await api()
      .post('/api/children')
      .set(as('family-bad'))
      .send({ ...mia(), name: 'Mi\u0000a' })
      .expect(400);
    expect(res.body.message).toMatch(/must not contain NUL characters/);
  });

  it('refuses an id that is not one', async () => {
    await api().put('/api/children/not%20an%20id').set(as('family-1')).send(mia()).expect(400);
    await api().delete('/api/children/x'.padEnd(90, 'x')).set(as('family-1')).expect(400);
  });
});

describe('stories for a saved child', () => {
  const generate = (userId: string, body: object) => api().post('/api/generate-story').set(as(userId)).send(body);
  const library = async (userId: string, query: Record<string, string> = {}) =>
    storySummariesResponseSchema.parse((await api().get('/api/stories').query(query).set(as(userId)).expect(200)).body).stories;

  it('remembers which child a story was for, names the hero after the child, and the library filters by child', async () => {
    const forMia = await save('shelf-family', mia());
    const forLeo = await save('shelf-family', leo());
    const miaStory = generateStoryResponseSchema.parse((await generate('shelf-family', { ...validWish, childId: forMia.id }).expect(200)).body);
    expect(miaStory.story).toContain('Mia');
    const leoStory = generateStoryResponseSchema.parse(
      (await generate('shelf-family', { ...validWish, childId: forLeo.id, childName: 'Leo' }).expect(200)).body,
    );
    const nobody = await insertStory(service.database, { userId: 'shelf-family' });

    expect((await library('shelf-family')).map((story) => story.id).sort()).toEqual([miaStory.id, leoStory.id, nobody].sort());
    const miaShelf = await library('shelf-family', { childId: forMia.id });
    expect(miaShelf.map((story) => story.id)).toEqual([miaStory.id]);
    expect(miaShelf[0]).toMatchObject({ childId: forMia.id, companions: [expect.any(String)] });
    expect((await library('shelf-family', { childId: forLeo.id })).map((story) => story.id)).toEqual([leoStory.id]);
    const searched = await api().get('/api/stories/search').query({ childId: forLeo.id }).set(as('shelf-family')).expect(200);
    expect(searched.body.stories.map((story: { id: string }) => story.id)).toEqual([leoStory.id]);
    // Another family filtering by this child sees nothing of it.
    expect(await library('stranger', { childId: forMia.id })).toEqual([]);
    await api().get('/api/stories').query({ childId: 'bad id!' }).set(as('shelf-family')).expect(400);

    // The owner is told the child, hero and friends; a shared link's reader is not.
    const own = storyResponseSchema.parse((await api().get(`/api/stories/${miaStory.id}`).set(as('shelf-family')).expect(200)).body).story;
    expect(own).toMatchObject({ childId: forMia.id, hero: 'Mia', companions: [expect.any(String)] });
    const shared = (await api().get(`/api/stories/${miaStory.id}`).set(as(null)).expect(200)).body.story;
    expect(shared).not.toHaveProperty('childId');
    expect(shared).not.toHaveProperty('hero');
    expect(shared).not.toHaveProperty('companions');

    // Removing a child keeps their stories, tied to nobody.
    await api().delete(`/api/children/${forMia.id}`).set(as('shelf-family')).expect(200);
    expect((await library('shelf-family')).find((story) => story.id === miaStory.id)).toMatchObject({ childId: null });
  });

  it('keeps a story whose child was removed while it was written, tied to nobody', async () => {
    const removed = await save('race-family', leo());
    await api().delete(`/api/children/${removed.id}`).set(as('race-family')).expect(200);
    const row = await createStoriesRepository(service.database).insert({
      id: 'written-meanwhile',
      userId: 'race-family',
      title: 'T',
      content: 'Once upon a time.',
      age: 4,
      gender: 'boy',
      interests: ['Dinosaurs'],
      style: 'funny',
      lesson: 'Be brave',
      isCollaborative: false,
      plotTwists: [],
      engine: 'test',
      childId: removed.id,
    });
    expect(row.childId).toBeNull();
  });

  it('continues a story with the same hero and friends ("another adventure"), only from the caller’s own stories', async () => {
    const first = generateStoryResponseSchema.parse(
      (await generate('sequel-family', { ...validWish, childName: 'Juniper', interests: ['Animals'] }).expect(200)).body,
    );
    const [source] = await service.database.db.select().from(stories).where(eq(stories.id, first.id!));
    const friend = source!.plan!.cast.find((member) => member.role === 'companion')!;

    const next = generateStoryResponseSchema.parse(
      (await generate('sequel-family', { ...validWish, interests: ['Animals'], lesson: 'Sharing with friends', continuesFrom: first.id }).expect(200)).body,
    );
    const [row] = await service.database.db.select().from(stories).where(eq(stories.id, next.id!));
    expect(row!.continuesFrom).toBe(first.id);
    expect(row!.plan!.hero.name).toBe('Juniper');
    expect(row!.plan!.cast.find((member) => member.role === 'companion')).toMatchObject({ name: friend.name, species: friend.species });
    expect(next.story).toContain(friend.name);
    expect(next.story).toContain('Juniper');

    const res = await generate('stranger', { ...validWish, continuesFrom: first.id }).expect(404);
    expect(res.body).toEqual({ message: 'Story not found' });
    await generate('sequel-family', { ...validWish, continuesFrom: 'no such story' }).expect(400);
  });
});
