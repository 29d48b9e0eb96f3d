import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { illustrations, stickers } from '../../src/data/schema';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import type { ImageEngine } from '../../src/providers/images/types';
import { owlStory } from '../images/fixtures';
import { readPngInfo } from '../images/helpers/png';
import { captureLogger } from '@bedtime/service-kit/testing';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

const owner = () => identityHeaders({ userId: 'owner' });
const stranger = () => identityHeaders({ userId: 'stranger' });
const anonymous = () => identityHeaders({ userId: null });

/** The embedded painter, except that it cannot draw one character (as a hosted service sometimes refuses). */
function engineFailingFor(character: string): ImageEngine {
  const inner = new EmbeddedImageEngine();
  return {
    name: inner.name,
    illustrate: (story, scenes) => inner.illustrate(story, scenes),
    lineArt: (story, art) => inner.lineArt(story, art),
    sticker: async (story, name) => {
      if (name.startsWith(character)) throw new Error(`content policy refused ${name}`);
      return inner.sticker(story, name);
    },
  };
}

const log = captureLogger();
let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;
const owlFields = {
  userId: 'owner',
  title: owlStory.title,
  content: owlStory.content,
  interests: owlStory.interests,
  style: owlStory.style,
  age: owlStory.age,
};

beforeAll(async () => {
  service = await createTestStoryService({}, { imageEngine: engineFailingFor('Zog'), logger: log.logger });
  http = service.app.callback();
});
afterAll(() => service.close());

async function fetchPng(url: string): Promise<Buffer> {
  const res = await request(http).get(url).set(anonymous()).buffer(true).expect(200);
  expect(res.headers['content-type']).toBe('image/png');
  return res.body as Buffer;
}

describe('POST /api/stories/:id/illustrations', () => {
  it('draws 3-6 scenes, stores them with colouring pages, and shows them on the story', async () => {
    const id = await insertStory(service.database, owlFields);

    const started = performance.now();
    const res = await request(http).post(`/api/stories/${id}/illustrations`).set(owner()).expect(200);
    const elapsed = performance.now() - started;

    const drawn: { imageUrl: string; prompt: string; alt: string }[] = res.body.illustrations;
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    expect(drawn.length).toBeLessThanOrEqual(6);
    for (const picture of drawn) {
      expect(picture.imageUrl).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
      expect(picture.prompt.length).toBeGreaterThan(20);
      // The alt text is a short description of the scene, a moment of the story, not the long drawing brief.
      expect(picture.alt.length).toBeGreaterThan(10);
      expect(picture.alt.length).toBeLessThan(150);
      expect(picture.prompt).toContain(picture.alt.replace(/…$/, ''));
      expect(picture.alt).not.toContain('Character sheet');
      expect(readPngInfo(await fetchPng(picture.imageUrl)).width).toBeGreaterThanOrEqual(512);
    }
    expect(new Set(drawn.map((p) => p.imageUrl)).size).toBe(drawn.length);

    const story = await request(http).get(`/api/stories/${id}`).set(anonymous()).expect(200);
    expect(story.body.story.illustrations).toEqual(drawn);

    const rows = await service.database.db.select().from(illustrations).where(eq(illustrations.storyId, id));
    expect(rows).toHaveLength(drawn.length);
    for (const row of rows) {
      expect(row.lineArtBlobKey).toMatch(/^[a-f0-9]{64}\.png$/);
      expect(row.lineArtBlobKey).not.toBe(row.blobKey);
    }
    const drawnLine = await log.waitFor('illustrations drawn');
    expect(drawnLine).toMatchObject({ engine: 'embedded', pictures: drawn.length });
    console.info(`illustration set of ${drawn.length}: ${Math.round(elapsed)} ms over HTTP`);
  });

  it('replaces the earlier set rather than adding to it', async () => {
    const id = await insertStory(service.database, owlFields);
    const first = await request(http).post(`/api/stories/${id}/illustrations`).set(owner()).expect(200);
    const second = await request(http).post(`/api/stories/${id}/illustrations`).set(owner()).expect(200);
    const rows = await service.database.db.select().from(illustrations).where(eq(illustrations.storyId, id));
    expect(rows).toHaveLength(second.body.illustrations.length);
    expect(second.body.illustrations.length).toBe(first.body.illustrations.length);
  });

  it("refuses anyone but the story's owner, unknown stories, stories without text and ended trials", async () => {
    const id = await insertStory(service.database, owlFields);
    const forbidden = await request(http).post(`/api/stories/${id}/illustrations`).set(stranger()).expect(403);
    expect(forbidden.body.message).toBe("Only the story's owner can create illustrations.");
    const missing = await request(http).post('/api/stories/not-a-story/illustrations').set(owner()).expect(404);
    expect(missing.body.message).toBe('Story not found');
    const blank = await insertStory(service.database, { userId: 'owner', content: '  \n ' });
    const empty = await request(http).post(`/api/stories/${blank}/illustrations`).set(owner()).expect(400);
    expect(empty.body.message).toBe('Story content is required to generate illustrations');
    await request(http)
      .post(`/api/stories/${id}/illustrations`)
      .set(identityHeaders({ userId: 'owner', entitled: false }))
      .expect(402);
    expect(await service.database.db.select().from(illustrations).where(eq(illustrations.storyId, id))).toEqual([]);
  });
});

describe('POST /api/stories/:id/extract-characters', () => {
  it('names the characters, the hero first', async () => {
    const id = await insertStory(service.database, owlFields);
    const res = await request(http).post(`/api/stories/${id}/extract-characters`).set(owner()).expect(200);
    expect(res.body).toEqual({ characters: [{ name: 'Mia' }, { name: 'Luna the owl' }] });
  });

  it("is for the story's owner only", async () => {
    const id = await insertStory(service.database, owlFields);
    const res = await request(http).post(`/api/stories/${id}/extract-characters`).set(stranger()).expect(403);
    expect(res.body.message).toBe("Only the story's owner can create stickers.");
  });
});

describe('POST /api/generate-single-sticker', () => {
  it("makes one character's sticker, keeps one per character when made again, and shows it on the story", async () => {
    const id = await insertStory(service.database, owlFields);
    const res = await request(http).post('/api/generate-single-sticker').set(owner()).send({ character: 'Luna the owl', storyId: id }).expect(200);
    expect(res.body).toEqual({ success: true, sticker: { character: 'Luna the owl', stickerUrl: expect.stringMatching(/^\/api\/media\/[a-f0-9]{64}\.png$/) } });
    const png = readPngInfo(await fetchPng(res.body.sticker.stickerUrl));
    expect(png.width).toBe(png.height);

    await request(http).post('/api/generate-single-sticker').set(owner()).send({ character: 'Luna the owl', storyId: id }).expect(200);
    const story = await request(http).get(`/api/stories/${id}`).set(anonymous()).expect(200);
    expect(story.body.story.stickers).toEqual([res.body.sticker]);
  });

  it('asks for a story id and for story text, with the messages the panel shows', async () => {
    const missingId = await request(http).post('/api/generate-single-sticker').set(owner()).send({ character: 'Mia' }).expect(400);
    expect(missingId.body.message).toBe('Story ID is required to generate stickers');
    const blank = await insertStory(service.database, { userId: 'owner', content: '' });
    const noText = await request(http).post('/api/generate-single-sticker').set(owner()).send({ character: 'Mia', storyId: blank }).expect(400);
    expect(noText.body.message).toBe('Story content is required to generate stickers');
    const noCharacter = await request(http).post('/api/generate-single-sticker').set(owner()).send({ character: ' ', storyId: blank }).expect(400);
    expect(noCharacter.body.message).toBe('Character is required');
  });

  it("is for the story's owner only, and answers 502 when the painter fails", async () => {
    const id = await insertStory(service.database, owlFields);
    const forbidden = await request(http).post('/api/generate-single-sticker').set(stranger()).send({ character: 'Mia', storyId: id }).expect(403);
    expect(forbidden.body.message).toBe("Only the story's owner can create stickers.");
    const failed = await request(http).post('/api/generate-single-sticker').set(owner()).send({ character: 'Zog', storyId: id }).expect(502);
    expect(failed.body.message).toBe('The picture service could not draw Zog. Please try again in a moment.');
    expect(await log.waitFor('sticker failed')).toMatchObject({ character: 'Zog', err: { message: 'content policy refused Zog' } });
    expect(await service.database.db.select().from(stickers).where(eq(stickers.storyId, id))).toEqual([]);
  });
});

describe('POST /api/stories/:id/stickers-chunked', () => {
  it('makes a sticker for every character in the story', async () => {
    const id = await insertStory(service.database, owlFields);
    const res = await request(http).post(`/api/stories/${id}/stickers-chunked`).set(owner()).expect(200);
    expect(res.body.stickers.map((s: { character: string }) => s.character)).toEqual(['Mia', 'Luna the owl']);
    const story = await request(http).get(`/api/stories/${id}`).set(anonymous()).expect(200);
    expect(story.body.story.stickers).toEqual(res.body.stickers);
  });

  it('leaves out a character the painter cannot draw and keeps the rest', async () => {
    const content = 'Zog the dragon and Pip the fox went for a walk. Zog waved at the moon. Pip laughed, and Zog laughed too. Then Pip and Zog went to sleep.';
    const id = await insertStory(service.database, { ...owlFields, content });
    const characters = await request(http).post(`/api/stories/${id}/extract-characters`).set(owner()).expect(200);
    expect(characters.body.characters.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Zog/), expect.stringMatching(/^Pip/)]),
    );

    const res = await request(http).post(`/api/stories/${id}/stickers-chunked`).set(owner()).expect(200);

    const names: string[] = res.body.stickers.map((s: { character: string }) => s.character);
    expect(names).toHaveLength(characters.body.characters.length - 1);
    expect(names.some((name) => name.startsWith('Pip'))).toBe(true);
    expect(names.some((name) => name.startsWith('Zog'))).toBe(false);
  });

  it('answers an empty list for a story without named characters, and refuses other users', async () => {
    const id = await insertStory(service.database, { userId: 'owner' });
    const res = await request(http).post(`/api/stories/${id}/stickers-chunked`).set(owner()).expect(200);
    expect(res.body).toEqual({ stickers: [] });
    await request(http).post(`/api/stories/${id}/stickers-chunked`).set(stranger()).expect(403);
  });
});
