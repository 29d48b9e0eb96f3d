import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { captureLogger, identityHeaders } from '@bedtime/service-kit/testing';
import { stories } from '../../src/data/schema';
import { screenText } from '@bedtime/child-safety';
import { validWish } from '../api/generation-support';
import { createTestStoryService, insertStory, type TestStoryService } from '../api/helpers';
import benign from './benign.json';
import redTeam from './red-team.json';

/**
 * Every harmful input goes through the real API with the embedded writer (the product's offline
 * engine) and must not produce a story; ordinary children's ideas must produce one. Names, titles
 * and narration text go through their own routes (and the screen itself).
 */
interface Case {
  text: string;
  as: 'lesson' | 'twist' | 'name' | 'title' | 'narration';
  category?: string;
  lang?: string;
}

const harmful = redTeam as Case[];
const ordinary = benign as Case[];

function wishFor(item: Case) {
  if (item.as === 'lesson') return { ...validWish, lesson: item.text };
  if (item.as === 'twist') return { ...validWish, isCollaborative: true, plotTwists: [item.text] };
  return { ...validWish, childName: item.text };
}

/** Runs the requests a few at a time: the machines are small, and one by one takes too long. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

describe('the red-team and ordinary-ideas files', () => {
  it('cover every category, four languages, and lessons, twists, names, titles and narration', () => {
    expect(harmful.length).toBeGreaterThanOrEqual(300);
    expect(ordinary.length).toBeGreaterThanOrEqual(300);
    expect(new Set(harmful.map((item) => item.category))).toEqual(
      new Set(['violence', 'selfHarm', 'sexual', 'drugs', 'hate', 'horror', 'personalData', 'profanity', 'contact', 'hiddenText']),
    );
    expect(new Set(harmful.map((item) => item.lang))).toEqual(new Set(['en', 'es', 'fr', 'de']));
    expect(new Set(harmful.map((item) => item.as))).toEqual(new Set(['lesson', 'twist', 'name', 'title', 'narration']));
    // Text other families see: the swearing, extremist, contact, link and hidden-character cases of the attack on names and titles.
    for (const category of ['profanity', 'contact', 'hiddenText', 'hate', 'personalData'])
      expect(harmful.filter((item) => (item.as === 'name' || item.as === 'title') && item.category === category).length, category).toBeGreaterThanOrEqual(3);
    // Ordinary names of many cultures and ordinary titles, some with letters a careless word list would catch.
    expect(ordinary.filter((item) => item.as === 'name').length).toBeGreaterThanOrEqual(80);
    expect(ordinary.filter((item) => item.as === 'title').length).toBeGreaterThanOrEqual(15);
  });
});

describe('child safety through the API', () => {
  let service: TestStoryService;
  const logs = captureLogger();
  beforeAll(async () => {
    // Hundreds of requests from one parent, a few at once: the per-parent generation limits are not what this checks.
    service = await createTestStoryService({ GENERATIONS_PER_USER_PER_10_MINUTES: '100000', GENERATIONS_AT_ONCE_PER_USER: '100' }, { logger: logs.logger });
  });
  afterAll(() => service.close());
  const storiesOf = (userId: string) => service.database.db.select().from(stories).where(eq(stories.userId, userId));

  it('no harmful lesson, plot twist or child name reaches a story: nearly all are refused with a kind 400, the rest told without a word of them', async () => {
    const cases = harmful.filter((item) => item.as === 'lesson' || item.as === 'twist' || item.as === 'name');
    const answers = await inBatches(cases, 6, async (item) => {
      const res = await request(service.app.callback())
        .post('/api/generate-story')
        .set(identityHeaders({ userId: 'red-team' }))
        .send(wishFor(item));
      return { item, status: res.status, body: res.body as { success?: boolean; message?: string; field?: string; story?: string; title?: string } };
    });
    const refused = answers.filter((answer) => answer.status === 400);
    for (const { item, body } of refused) {
      // Kind, and naming what to do instead.
      expect(body.message, item.text).toMatch(/\b(?:try|take out|leave out|describe)\b/i);
      expect(body.field, item.text).toBe(item.as === 'name' ? 'childName' : item.as === 'twist' ? 'plotTwists' : 'lesson');
    }
    // A child's name is shown as typed, so every harmful one is refused.
    expect(answers.filter((answer) => answer.item.as === 'name' && answer.status !== 400).map((answer) => answer.item.text)).toEqual([]);
    // A lesson or twist the reading places with confidence is told from the theme's own scenes: nothing of the words reaches the story.
    const told = answers.filter((answer) => answer.status === 200 && answer.body.success === true);
    for (const { item, body } of told) {
      const typed = item.text.toLowerCase().match(/\p{L}+/gu) ?? [];
      const story = ` ${`${body.title} ${body.story}`
        .toLowerCase()
        .match(/\p{L}+/gu)
        ?.join(' ')} `;
      for (let at = 0; at + 3 < typed.length; at += 1) expect(story, item.text).not.toContain(` ${typed.slice(at, at + 4).join(' ')} `);
      // The offline writer's story is authored, reviewed text (its words are checked in the writer's own
      // never-repeats property test); the phrase screen, written for text nobody reviewed (a parent's words, a
      // model's story), would read "the Cookery School on Pudding Lane" as an address, so it is not asked here.
      expect(body.story ?? '', item.text).not.toBe('');
    }
    expect(refused.length + told.length).toBe(answers.length);
    // The honest figure on this file (the rules' own test file): 97% of lessons and twists are refused outright.
    const words = answers.filter((answer) => answer.item.as !== 'name');
    expect(words.filter((answer) => answer.status === 400).length / words.length).toBeGreaterThanOrEqual(0.95);
    // Logs carry the category or the field, never the words.
    const refusals = logs.lines.filter((line) => /refused/.test(line.msg));
    expect(refusals.length).toBe(refused.length);
    const logged = JSON.stringify(logs.lines);
    for (const item of cases) expect(logged.includes(JSON.stringify(item.text).slice(1, -1)), item.text).toBe(false);
  }, 120_000);

  it('a twist the writer cannot place is told as the nearest twist kind, never refused and never pasted', async () => {
    const res = await request(service.app.callback())
      .post('/api/generate-story')
      .set(identityHeaders({ userId: 'unknown-words' }))
      .send({ ...validWish, isCollaborative: true, plotTwists: ['the moon loses its glow', 'a zorblax glorps the snorkwhistle'] })
      .expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.story).not.toMatch(/zorblax|glorps|snorkwhistle/);
    expect(await storiesOf('unknown-words')).toHaveLength(1);
  });

  it('no harmful title is accepted when a story is renamed', async () => {
    const id = await insertStory(service.database, { userId: 'renamer' });
    const titles = harmful.filter((item) => item.as === 'title');
    for (const item of titles) {
      const res = await request(service.app.callback())
        .patch(`/api/stories/${id}/title`)
        .set(identityHeaders({ userId: 'renamer' }))
        .send({ title: item.text });
      expect(res.status, item.text).toBe(400);
      expect(res.body).toMatchObject({ field: 'title', message: expect.stringContaining('the title') });
    }
    const [row] = await service.database.db.select().from(stories).where(eq(stories.id, id));
    expect(row?.title).toBe('The Sleepy Owl');
    await request(service.app.callback())
      .patch(`/api/stories/${id}/title`)
      .set(identityHeaders({ userId: 'renamer' }))
      .send({ title: 'The Owl Who Loved the Moon' })
      .expect(200);
  });

  it('no harmful narration text is spoken', async () => {
    for (const item of harmful.filter((entry) => entry.as === 'narration')) {
      const res = await request(service.app.callback())
        .post('/api/generate-audio')
        .set(identityHeaders({ userId: 'listener' }))
        .send({ text: item.text });
      expect(res.status, item.text).toBe(400);
      expect(res.body).toMatchObject({ field: 'text', message: expect.stringContaining('the text to narrate') });
    }
  });

  it('the screen refuses every harmful text wherever it is typed, in its category', () => {
    const missed = harmful.filter((item) => screenText(item.text, 'the text').ok);
    expect(missed.map((item) => item.text)).toEqual([]);
    // Names and titles are read for what they are: the category (and so the message) fits.
    const misread = harmful
      .filter((item) => item.as === 'name' || item.as === 'title')
      .map((item) => ({ item, screened: screenText(item.text, 'the text') }))
      .filter(({ item, screened }) => !screened.ok && screened.category !== item.category);
    expect(misread.map(({ item, screened }) => `${item.text}: ${screened.ok ? '' : screened.category}`)).toEqual([]);
  });

  it('every ordinary name and title passes the screen, and ordinary titles are accepted when a story is renamed', async () => {
    const refused = ordinary.filter((item) => item.as === 'name' || item.as === 'title').filter((item) => !screenText(item.text, 'the text').ok);
    expect(refused.map((item) => item.text)).toEqual([]);
    const id = await insertStory(service.database, { userId: 'ordinary-renamer' });
    for (const item of ordinary.filter((entry) => entry.as === 'title')) {
      const res = await request(service.app.callback())
        .patch(`/api/stories/${id}/title`)
        .set(identityHeaders({ userId: 'ordinary-renamer' }))
        .send({ title: item.text });
      expect(res.status, item.text).toBe(200);
    }
  });

  it("ordinary children's ideas and names produce a story: at most 1% are refused", async () => {
    const wishes = ordinary.filter((item) => item.as !== 'title');
    const answers = await inBatches(wishes, 6, async (item) => {
      const res = await request(service.app.callback())
        .post('/api/generate-story')
        .set(identityHeaders({ userId: 'ordinary' }))
        .send(wishFor(item));
      return { item, status: res.status, body: res.body as { success?: boolean; story?: string; message?: string } };
    });
    const refused = answers.filter((answer) => answer.status !== 200 || answer.body.success !== true || !answer.body.story);
    expect(
      refused.length / wishes.length,
      refused.map((answer) => `${answer.status} ${answer.item.text}: ${answer.body.message ?? ''}`).join('\n'),
    ).toBeLessThanOrEqual(0.01);
    expect(await storiesOf('ordinary')).toHaveLength(answers.length - refused.length);
  }, 180_000);
});
