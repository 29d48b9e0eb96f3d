import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { storySearchResponseSchema } from '@bedtime/contracts';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

let service: TestStoryService;
const ids: Record<string, string> = {};
const reader = identityHeaders({ userId: 'reader' });

beforeAll(async () => {
  service = await createTestStoryService();
  const db = service.database;
  ids.dinosaur = await insertStory(db, {
    userId: 'reader',
    title: 'Rex Learns to Share',
    content: 'A little dinosaur named Rex stomped through the ferns looking for his friends.',
    interests: ['Dinosaurs'],
    lesson: 'Sharing makes play better',
    age: 4,
    style: 'funny',
    createdAt: new Date('2024-03-01T00:00:00Z'),
  });
  ids.rocket = await insertStory(db, {
    userId: 'reader',
    title: 'Captain Mia',
    content: 'Mia built a cardboard rocket and flew past the glittering moon.',
    interests: ['Space & Stars'],
    lesson: 'Be brave when things feel new',
    age: 7,
    style: 'adventurous',
    createdAt: new Date('2024-03-02T00:00:00Z'),
  });
  ids.ocean = await insertStory(db, {
    userId: 'reader',
    title: 'The Whale Who Hummed',
    content: 'Deep in the ocean a gentle whale hummed a song about the moon to the sleepy fish.',
    interests: ['Ocean & Sea Life', 'Music'],
    lesson: 'Kindness travels far',
    age: 4,
    style: 'gentle',
    createdAt: new Date('2024-03-03T00:00:00Z'),
  });
  ids.moonTitle = await insertStory(db, {
    userId: 'reader',
    title: 'Moon Over the Meadow',
    content: 'A rabbit hopped across the meadow at night.',
    interests: ['Animals'],
    lesson: 'Patience',
    age: 9,
    style: 'gentle',
    createdAt: new Date('2024-03-04T00:00:00Z'),
  });
  ids.othersDinosaur = await insertStory(db, {
    userId: 'other-parent',
    title: 'Dinosaur Dance',
    content: 'Every dinosaur in the valley loved to dance.',
    interests: ['Dinosaurs'],
    lesson: 'Sharing',
    age: 4,
    style: 'funny',
  });
});
afterAll(() => service.close());

async function search(query: Record<string, string>): Promise<string[]> {
  const res = await request(service.app.callback()).get('/api/stories/search').query(query).set(reader).expect(200);
  return storySearchResponseSchema.parse(res.body).stories.map((story) => story.id);
}

describe('GET /api/stories/search', () => {
  it('finds words in the content, including other forms of the word', async () => {
    expect(await search({ query: 'rockets' })).toEqual([ids.rocket]);
    expect(await search({ query: 'whale song' })).toEqual([ids.ocean]);
  });

  it('finds words in the title, the lesson and the interests', async () => {
    expect(await search({ query: 'captain' })).toEqual([ids.rocket]);
    expect(await search({ query: 'kindness' })).toEqual([ids.ocean]);
    expect(await search({ query: 'music' })).toEqual([ids.ocean]);
  });

  it('matches the last word as a prefix, so "dino" finds dinosaurs', async () => {
    expect(await search({ query: 'dino' })).toEqual([ids.dinosaur]);
    expect(await search({ query: 'little dinos' })).toEqual([ids.dinosaur]);
    expect(await search({ query: 'glitter' })).toEqual([ids.rocket]);
  });

  it('ranks a title match above a match in the text, then newest first', async () => {
    expect(await search({ query: 'moon' })).toEqual([ids.moonTitle, ids.ocean, ids.rocket]);
  });

  it('understands quoted phrases and exclusions', async () => {
    expect(await search({ query: '"gentle whale"' })).toEqual([ids.ocean]);
    expect(await search({ query: 'moon -whale' })).toEqual([ids.moonTitle, ids.rocket]);
  });

  it('filters by age and style, alone or with words', async () => {
    expect(await search({ age: '4' })).toEqual([ids.ocean, ids.dinosaur]);
    expect(await search({ style: 'gentle' })).toEqual([ids.moonTitle, ids.ocean]);
    expect(await search({ query: '', age: '4', style: 'funny' })).toEqual([ids.dinosaur]);
    expect(await search({ query: 'moon', age: '4' })).toEqual([ids.ocean]);
    expect(await search({ query: 'moon', age: '', style: '' })).toEqual([ids.moonTitle, ids.ocean, ids.rocket]);
  });

  it('answers every story for an empty search and nothing for words no story has', async () => {
    expect(await search({})).toEqual([ids.moonTitle, ids.ocean, ids.rocket, ids.dinosaur]);
    expect(await search({ query: 'submarine' })).toEqual([]);
  });

  it("never shows another user's stories", async () => {
    const found = await search({ query: 'dance dinosaur' });
    expect(found).not.toContain(ids.othersDinosaur);
  });

  it('treats search syntax characters as plain text', async () => {
    expect(await search({ query: "rex's & | ! ( ) :* <-> '" })).toEqual([ids.dinosaur]);
  });

  it('refuses an age outside 2-12 and an unknown style', async () => {
    const app = request(service.app.callback());
    const age = await app.get('/api/stories/search').query({ age: '13' }).set(reader).expect(400);
    expect(age.body).toEqual({ message: 'Age must be between 2 and 12' });
    const style = await request(service.app.callback()).get('/api/stories/search').query({ style: 'spooky' }).set(reader).expect(400);
    expect(style.body).toEqual({ message: 'Please choose a story style' });
  });

  it('answers 401 to an anonymous caller', async () => {
    await request(service.app.callback())
      .get('/api/stories/search')
      .query({ query: 'moon' })
      .set(identityHeaders({ userId: null }))
      .expect(401);
  });
});
