import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { owlStory } from '../images/fixtures';
import { readPngInfo } from '../images/helpers/png';
import { readPdf } from '../print/pdf-reader';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

const owner = () => identityHeaders({ userId: 'owner' });
const anonymous = () => identityHeaders({ userId: null });

let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;
let plain: string;
let illustrated: string;
let pictures: number;

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  service = await createTestStoryService();
  http = service.app.callback();
  const fields = { userId: 'owner', title: owlStory.title, content: owlStory.content, interests: owlStory.interests, style: owlStory.style, age: owlStory.age };
  plain = await insertStory(service.database, fields);
  illustrated = await insertStory(service.database, fields);
  const res = await request(http).post(`/api/stories/${illustrated}/illustrations`).set(owner()).expect(200);
  pictures = res.body.illustrations.length;
});
afterAll(() => service.close());

describe('social card', () => {
  it('answers the card link for a story', async () => {
    const res = await request(http).get(`/api/stories/${plain}/social-card`).set(anonymous()).expect(200);
    expect(res.body).toEqual({ success: true, cardUrl: `/api/stories/${plain}/social-card.png` });
    await request(http).get('/api/stories/unknown-story/social-card').set(anonymous()).expect(404);
  });

  it('serves a 1200x630 PNG with an ETag, answering 304 to a client that has it', async () => {
    const res = await binary(request(http).get(`/api/stories/${plain}/social-card.png`).set(anonymous())).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(readPngInfo(res.body as Buffer)).toMatchObject({ width: 1200, height: 630 });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const etag = res.headers.etag!;
    expect(etag).toMatch(/^"card-[a-f0-9]{32}"$/);

    const unchanged = await request(http).get(`/api/stories/${plain}/social-card.png`).set(anonymous()).set('If-None-Match', etag).expect(304);
    expect(unchanged.headers.etag).toBe(etag);
    const again = await binary(request(http).get(`/api/stories/${plain}/social-card.png`).set(anonymous())).expect(200);
    expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).toBe(0);
    // Link-preview crawlers often ask with HEAD first.
    const head = await request(http).head(`/api/stories/${plain}/social-card.png`).set(anonymous()).expect(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(Number(head.headers['content-length'])).toBe((res.body as Buffer).length);
  });

  it('changes when the story is renamed, and uses the first illustration when there is one', async () => {
    const before = await binary(request(http).get(`/api/stories/${plain}/social-card.png`).set(anonymous())).expect(200);
    const story = await insertStory(service.database, { userId: 'owner', title: 'Before', content: owlStory.content, interests: owlStory.interests });
    const first = await binary(request(http).get(`/api/stories/${story}/social-card.png`).set(anonymous())).expect(200);
    await request(http).patch(`/api/stories/${story}/title`).set(owner()).send({ title: 'After the rename' }).expect(200);
    const renamed = await binary(request(http).get(`/api/stories/${story}/social-card.png`).set(anonymous())).expect(200);
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    expect(Buffer.compare(renamed.body as Buffer, first.body as Buffer)).not.toBe(0);

    const withPicture = await binary(request(http).get(`/api/stories/${illustrated}/social-card.png`).set(anonymous())).expect(200);
    expect(readPngInfo(withPicture.body as Buffer)).toMatchObject({ width: 1200, height: 630 });
    // Same title and text as the plain story: only the picture on the right differs.
    expect(Buffer.compare(withPicture.body as Buffer, before.body as Buffer)).not.toBe(0);
  });
});

describe('GET /api/stories/:id/pdf', () => {
  it('answers the story as an inline PDF (opens the print view) named after its title, with its pictures', async () => {
    const res = await binary(request(http).get(`/api/stories/${illustrated}/pdf`).set(anonymous())).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="${owlStory.title}.pdf"; filename*=UTF-8''${encodeURIComponent(`${owlStory.title}.pdf`)}`,
    );
    const data = res.body as Buffer;
    expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(data);
    expect(pdf.title).toBe(owlStory.title);
    expect(pdf.pages.join(' ')).toContain('Whispering Woods');
    expect(pdf.images.reduce((a, b) => a + b, 0)).toBe(pictures);

    const plainPdf = await readPdf((await binary(request(http).get(`/api/stories/${plain}/pdf`).set(anonymous())).expect(200)).body as Buffer);
    expect(plainPdf.images.reduce((a, b) => a + b, 0)).toBe(0);
    await request(http).get('/api/stories/unknown-story/pdf').set(anonymous()).expect(404);
  });
});

describe('GET /api/stories/:id/coloring-book', () => {
  it('asks for illustrations first', async () => {
    const res = await request(http).get(`/api/stories/${plain}/coloring-book`).set(anonymous()).expect(400);
    expect(res.body.message).toBe('Generate illustrations first: the coloring book needs at least one illustration.');
  });

  it('answers a colouring page per illustration after a cover', async () => {
    const res = await binary(request(http).get(`/api/stories/${illustrated}/coloring-book`).set(anonymous())).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Coloring Book.pdf');
    const pdf = await readPdf(res.body as Buffer);
    expect(pdf.pages).toHaveLength(pictures + 1);
    expect(pdf.pages.slice(1).every((text) => text.includes('Color this scene!'))).toBe(true);
  });
});
