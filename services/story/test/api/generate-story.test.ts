import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { generateStoryResponseSchema } from '@bedtime/contracts';
import { stories } from '../../src/data/schema';
import { createTestStoryService, type TestStoryService } from './helpers';
import { failingWriter, scriptedWriter, validWish } from './generation-support';

const parent = identityHeaders({ userId: 'parent-1' });
const storiesOf = (service: TestStoryService, userId: string) => service.database.db.select().from(stories).where(eq(stories.userId, userId));

describe('POST /api/generate-story: who may ask, and what', () => {
  let service: TestStoryService;
  const scripted = scriptedWriter('Unused', ['Unused.']);
  beforeAll(async () => {
    service = await createTestStoryService({}, { storyWriter: scripted.writer });
  });
  afterAll(() => service.close());
  const generate = (body: unknown, headers = parent) =>
    request(service.app.callback())
      .post('/api/generate-story')
      .set(headers)
      .send(body as object);

  it('answers 401 to an anonymous caller and 402 to a user without an entitlement, writing nothing', async () => {
    await generate(validWish, identityHeaders({ userId: null })).expect(401);
    const res = await generate(validWish, identityHeaders({ userId: 'expired', entitled: false })).expect(402);
    expect(res.body).toEqual({ message: 'Your free trial has ended. Subscribe to keep creating stories.' });
    expect(scripted.requests).toHaveLength(0);
    expect(await storiesOf(service, 'expired')).toHaveLength(0);
  });

  it.each([
    ['age 1', { age: 1 }, 'Age must be between 2 and 12'],
    ['age 13', { age: 13 }, 'Age must be between 2 and 12'],
    ['age 5.5', { age: 5.5 }, 'Age must be a whole number between 2 and 12'],
    ['no age', { age: undefined }, 'Age must be a whole number between 2 and 12'],
    ["gender 'x'", { gender: 'x' }, 'Please choose boy, girl or other'],
    ['no interests', { interests: [] }, 'Please pick between 1 and 3 interests'],
    ['four interests', { interests: ['Animals', 'Music', 'Sports', 'Dinosaurs'] }, 'Please pick between 1 and 3 interests'],
    ['an unknown interest', { interests: ['Knitting'] }, 'Please pick interests from the list'],
    ['an unknown style', { style: 'spooky' }, 'Please choose a story style'],
    ['a blank lesson', { lesson: '   ' }, 'Please enter a lesson for the story'],
    ['a 301-character lesson', { lesson: 'a'.repeat(301) }, 'The lesson must be at most 300 characters'],
    ['four plot twists', { isCollaborative: true, plotTwists: ['a', 'b', 'c', 'd'] }, 'Maximum of 3 plot twists reached'],
    ['a blank plot twist', { isCollaborative: true, plotTwists: ['  '] }, 'Plot twists cannot be empty'],
    ['a 201-character plot twist', { isCollaborative: true, plotTwists: ['t'.repeat(201)] }, 'Each plot twist must be at most 200 characters'],
  ])('refuses %s with its message', async (_case, change, message) => {
    const res = await generate({ ...validWish, ...change }).expect(400);
    expect(res.body).toEqual({ message });
  });

  it('takes a 300-character lesson and three 200-character twists', async () => {
    const res = await generate({
      ...validWish,
      lesson: 'l'.repeat(300),
      isCollaborative: true,
      plotTwists: ['t'.repeat(200), 'u'.repeat(200), 'v'.repeat(200)],
    }).expect(200);
    expect(res.body.success).toBe(true);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await request(service.app.callback())
      .post('/api/generate-story')
      .set(parent)
      .set('content-type', 'application/json')
      .send('{"age":')
      .expect(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('POST /api/generate-story: the story', () => {
  let service: TestStoryService;
  const scripted = scriptedWriter('  The Brave   Little Comet ', ['\n\nOnce upon a time, ', 'a comet was scared of the dark. ', '\n\nShe shone anyway.\n']);
  beforeAll(async () => {
    service = await createTestStoryService({}, { storyWriter: scripted.writer });
  });
  afterAll(() => service.close());
  const generate = (body: unknown, headers = parent) =>
    request(service.app.callback())
      .post('/api/generate-story')
      .set(headers)
      .send(body as object);

  it("writes the story for the child's name, keeps it and answers it", async () => {
    const res = await generate({ ...validWish, childName: 'Juniper', isCollaborative: true, plotTwists: ['  A friendly robot joins in  '] }).expect(200);

    const body = generateStoryResponseSchema.parse(res.body);
    expect(body).toEqual({
      success: true,
      title: 'The Brave Little Comet',
      story: 'Once upon a time, a comet was scared of the dark. \n\nShe shone anyway.',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The writer gets what the words were read into, never the words.
    const asked = scripted.requests.at(-1)!;
    expect(asked).toMatchObject({
      age: 6,
      gender: 'girl',
      interests: ['Dinosaurs', 'Space & Stars'],
      style: 'adventurous',
      lesson: { themeId: 'bravery', confident: true },
      twists: [{ kindId: 'friendly-creature', args: { who: { lemma: 'robot' } } }],
      heroName: 'Juniper',
    });
    expect(JSON.stringify(asked)).not.toContain(validWish.lesson);
    expect(JSON.stringify(asked)).not.toContain('A friendly robot joins in');
    const [row] = await service.database.db
      .select()
      .from(stories)
      .where(eq(stories.id, body.id ?? ''));
    expect(row).toMatchObject({
      userId: 'parent-1',
      title: 'The Brave Little Comet',
      content: body.story,
      age: 6,
      gender: 'girl',
      interests: ['Dinosaurs', 'Space & Stars'],
      style: 'adventurous',
      isCollaborative: true,
      plotTwists: ['A friendly robot joins in'],
      engine: 'scripted',
      plan: expect.objectContaining({ lesson: expect.objectContaining({ themeId: 'bravery' }), hero: expect.objectContaining({ name: 'Juniper' }) }),
    });
  });

  it('weaves no plot twists into a story that is not collaborative', async () => {
    await generate({ ...validWish, isCollaborative: false, plotTwists: ['A dragon appears'] }).expect(200);
    expect(scripted.requests.at(-1)?.twists).toEqual([]);
  });

  it("lets the writer choose the name when no child's name is given: the account's nickname never stands in", async () => {
    await generate(validWish).expect(200);
    expect(scripted.requests.at(-1)).not.toHaveProperty('heroName');
  });

  it("names the hero with the child's name the parent gives", async () => {
    await generate({ ...validWish, childName: '  Ada  ' }).expect(200);
    expect(scripted.requests.at(-1)?.heroName).toBe('Ada');
  });

  it('lets the writer choose a fitting name when the parent clears the name', async () => {
    await generate({ ...validWish, childName: '' }).expect(200);
    expect(scripted.requests.at(-1)).not.toHaveProperty('heroName');
  });

  it('never gives the child a parent\'s name like "Daddy"', async () => {
    await generate({ ...validWish, childName: 'Daddy' }, identityHeaders({ userId: 'mama-bear' })).expect(200);
    expect(scripted.requests.at(-1)).not.toHaveProperty('heroName');
  });

  it("refuses a child's name that is too long or not text, with the contract's message", async () => {
    const long = await generate({ ...validWish, childName: 'x'.repeat(41) }).expect(400);
    expect(JSON.stringify(long.body)).toContain("The child's name must be at most 40 characters");
    const wrong = await generate({ ...validWish, childName: 7 }).expect(400);
    expect(JSON.stringify(wrong.body)).toContain("The child's name must be text");
  });

  it("uses 'Your Magical Bedtime Story' when the writer gives no title", async () => {
    const untitled = await createTestStoryService({}, { storyWriter: scriptedWriter(undefined, ['A short tale.']).writer });
    try {
      const res = await request(untitled.app.callback()).post('/api/generate-story').set(parent).send(validWish).expect(200);
      expect(res.body).toMatchObject({ success: true, title: 'Your Magical Bedtime Story', story: 'A short tale.' });
    } finally {
      await untitled.close();
    }
  });

  it('answers 502 with the generation error when the writer fails, keeping nothing', async () => {
    const broken = await createTestStoryService({}, { storyWriter: failingWriter(['Once upon']) });
    try {
      const res = await request(broken.app.callback())
        .post('/api/generate-story')
        .set(identityHeaders({ userId: 'unlucky' }))
        .send(validWish)
        .expect(502);
      expect(res.body).toEqual({
        success: false,
        error: 'Sorry, there was an error generating your story. Please try again.',
        message: 'Sorry, there was an error generating your story. Please try again.',
      });
      expect(await storiesOf(broken, 'unlucky')).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});

describe('POST /api/generate-story with the embedded writer (no story model configured)', () => {
  let service: TestStoryService;
  beforeAll(async () => {
    service = await createTestStoryService();
  });
  afterAll(() => service.close());

  it("writes a whole story for the child's name, weaving in the twist, and keeps it as answered", async () => {
    const res = await request(service.app.callback())
      .post('/api/generate-story')
      .set(identityHeaders({ userId: 'composer-parent' }))
      .send({ ...validWish, childName: 'Juniper', isCollaborative: true, plotTwists: ['A friendly robot joins the adventure'] })
      .expect(200);

    const body = generateStoryResponseSchema.parse(res.body);
    expect(body.success).toBe(true);
    expect(body.story).toContain('Juniper');
    expect(body.story).toMatch(/robot/i);
    expect(body.story?.split(/\s+/).length).toBeGreaterThan(500);
    expect(body.story).not.toContain('A friendly robot joins the adventure');
    expect(body.title).toBeTruthy();
    const [row] = await service.database.db
      .select()
      .from(stories)
      .where(eq(stories.id, body.id ?? ''));
    expect(row).toMatchObject({ content: body.story, title: body.title, engine: 'embedded-writer', userId: 'composer-parent' });
    expect(row?.plan?.twists).toEqual([expect.objectContaining({ kindId: 'friendly-creature' })]);
  });

  it('tells a lesson it cannot place as the nearest theme, and says so', async () => {
    const res = await request(service.app.callback())
      .post('/api/generate-story')
      .set(identityHeaders({ userId: 'composer-parent' }))
      .send({ ...validWish, lesson: 'be a good egg about the whole thing' })
      .expect(200);
    const body = generateStoryResponseSchema.parse(res.body);
    expect(body.success).toBe(true);
    expect(body.note).toMatch(/^We told this as a story about /);
  });

  it('tells the next story for the same child in paragraphs it has not told them lately', async () => {
    const told: string[] = [];
    for (let night = 0; night < 3; night += 1) {
      const res = await request(service.app.callback())
        .post('/api/generate-story')
        .set(identityHeaders({ userId: 'same-child' }))
        .send({ ...validWish, childName: 'Ada' })
        .expect(200);
      told.push(...generateStoryResponseSchema.parse(res.body).story!.split('\n\n'));
    }
    expect(new Set(told).size).toBe(told.length);
  });
});

describe('POST /api/generate-story: child safety', () => {
  let service: TestStoryService;
  const scripted = scriptedWriter('A Night Walk', ['The hero found a gun under the bed and everyone was covered in blood.']);
  beforeAll(async () => {
    service = await createTestStoryService({}, { storyWriter: scripted.writer });
  });
  afterAll(() => service.close());
  const generate = (body: unknown, userId: string) =>
    request(service.app.callback())
      .post('/api/generate-story')
      .set(identityHeaders({ userId }))
      .send(body as object);

  it('refuses an unsafe lesson with a kind message before anything is written', async () => {
    const res = await generate({ ...validWish, lesson: 'It is fine to kill people who annoy you' }, 'unsafe-lesson').expect(400);
    expect(res.body).toEqual({ field: 'lesson', message: expect.any(String) });
    expect(res.body.message).not.toContain('annoy');
    expect(scripted.requests).toHaveLength(0);
    expect(await storiesOf(service, 'unsafe-lesson')).toHaveLength(0);
  });

  it('refuses an unsafe plot twist, naming which one, also when asked for a stream', async () => {
    const res = await generate({ ...validWish, isCollaborative: true, plotTwists: ['A friendly robot appears', 'Everyone smokes weed'] }, 'unsafe-twist')
      .set('accept', 'text/event-stream')
      .expect(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body.message).not.toMatch(/weed/i);
    expect(res.body).toMatchObject({ field: 'plotTwists', index: 1 });
    expect(scripted.requests).toHaveLength(0);
  });

  it('keeps nothing and answers a kind error when the finished story fails the screen', async () => {
    const res = await generate(validWish, 'unsafe-story').expect(200);
    expect(res.body).toEqual({
      success: false,
      error:
        "Sorry, that story wandered into something too frightening, which isn't right for bedtime, so we didn't keep it. Please try again, or try a different lesson or plot twist.",
    });
    expect(scripted.requests).toHaveLength(1);
    expect(await storiesOf(service, 'unsafe-story')).toHaveLength(0);
  });
});
