import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { printFileResponseSchema } from '@bedtime/contracts';
import { owlStory } from '../images/fixtures';
import { readPdf } from '../print/pdf-reader';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

const billing = () => identityHeaders({ userId: null, issuer: 'billing' });
const owner = () => identityHeaders({ userId: 'owner' });
const square = { widthPt: 612, heightPt: 612, minPages: 32 };

let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;
let plain: string;
let illustrated: string;

beforeAll(async () => {
  service = await createTestStoryService();
  http = service.app.callback();
  const fields = { userId: 'owner', title: owlStory.title, content: owlStory.content, interests: owlStory.interests, style: owlStory.style, age: owlStory.age };
  plain = await insertStory(service.database, fields);
  illustrated = await insertStory(service.database, fields);
  await request(http).post(`/api/stories/${illustrated}/illustrations`).set(owner()).expect(200);
});
afterAll(() => service.close());

const printFile = (id: string, body: object) =>
  request(http)
    .post(`/internal/stories/${id}/print-file`)
    .set(billing())
    .send({ ownerId: 'owner', ...body });

describe('POST /internal/stories/:id/print-file', () => {
  it('renders the storybook at the trim size, padded with blank pages to an even count of at least the minimum, and a wrap-around cover', async () => {
    const res = await printFile(illustrated, { bookType: 'storybook', ...square }).expect(200);
    const files = printFileResponseSchema.parse(res.body);
    const interior = await readPdf(Buffer.from(files.interiorPdf, 'base64'));
    expect(interior.pages.length).toBe(files.pageCount);
    expect(files.pageCount).toBeGreaterThanOrEqual(32);
    expect(files.pageCount % 2).toBe(0);
    expect(new Set(interior.pageSizes.map((size) => size.join('x')))).toEqual(new Set(['612x612']));
    expect(interior.pages[0]).toContain(owlStory.title);
    expect(interior.pages.at(-1)).toBe('');
    const cover = await readPdf(Buffer.from(files.coverPdf, 'base64'));
    expect(cover.pages).toHaveLength(1);
    expect(cover.pageSizes[0]).toEqual([Math.round(612 * 2 + files.spineWidthPt), 612]);
    expect(cover.pages[0]).toContain(owlStory.title);
    expect(cover.images[0]).toBeGreaterThan(0);
  });

  it('renders the coloring book at a portrait trim size, and asks for illustrations first', async () => {
    const res = await printFile(illustrated, { bookType: 'coloring', widthPt: 432, heightPt: 648, minPages: 24 }).expect(200);
    const interior = await readPdf(Buffer.from(res.body.interiorPdf, 'base64'));
    expect(interior.pages.length).toBe(24);
    expect(interior.pageSizes.every(([w, h]) => w === 432 && h === 648)).toBe(true);
    expect(interior.pages.join(' ')).toContain('Color this scene!');
    const refused = await printFile(plain, { bookType: 'coloring', ...square }).expect(400);
    expect(refused.body.message).toBe('Generate illustrations first: the coloring book needs at least one illustration.');
  });

  it('is internal only, validates the format and answers 404 for an unknown story', async () => {
    await request(http)
      .post(`/internal/stories/${plain}/print-file`)
      .set(owner())
      .send({ bookType: 'storybook', ...square })
      .expect(403);
    await printFile(plain, { bookType: 'poster', ...square }).expect(400);
    await printFile(plain, { bookType: 'storybook', widthPt: 5, heightPt: 612, minPages: 32 }).expect(400);
    await printFile('missing-story', { bookType: 'storybook', ...square }).expect(404);
  });

  it('renders files only for the story’s owner: for anyone else the story does not exist, and a request naming no one is refused', async () => {
    const res = await printFile(illustrated, { ownerId: 'someone-else', bookType: 'storybook', ...square }).expect(404);
    expect(res.body).toEqual({ message: 'Story not found' });
    await request(http)
      .post(`/internal/stories/${illustrated}/print-file`)
      .set(billing())
      .send({ bookType: 'storybook', ...square })
      .expect(400);
  });
});
