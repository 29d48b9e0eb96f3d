import http from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { verifyIdentity } from '@bedtime/service-kit';
import { TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { createTestGateway, type TestGateway } from './helpers';

// String.replace reads these in a string replacement: $& (the match), $` (before it), $' (after it).
const DOLLAR_TITLES: Record<string, string> = {
  'dollar-amp': 'Sleepy $& Bear',
  'dollar-before': 'Sleepy $` Bear',
  'dollar-after': "Sleepy $' Bear",
  'dollar-many': '$$ $1 $<x> $& Bear',
};

let gw: TestGateway;
let story: http.Server;
beforeAll(async () => {
  story = http.createServer((req, res) => {
    const signed = verifyIdentity(TEST_IDENTITY_SECRET, req.headers['x-identity'] as string);
    const match = /^\/internal\/stories\/([\w-]+)\/preview$/.exec(req.url ?? '');
    if (!signed.ok || !match || match[1] === 'missing') return void res.writeHead(404).end('{"message":"Story not found"}');
    const title = DOLLAR_TITLES[match[1]!] ?? 'Luna & the "Moon" Whale';
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ preview: { title, description: 'A gentle story for a 5-year-old.', imagePath: `/api/stories/${match[1]}/social-card.png` } }));
  });
  await new Promise<void>((resolve) => story.listen(0, '127.0.0.1', resolve));
  const root = await mkdtemp(path.join(tmpdir(), 'static-'));
  await mkdir(path.join(root, 'shell/dist'), { recursive: true });
  await writeFile(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>Bedtime Stories</title></head><body><div id="root"></div></body></html>',
  );
  gw = await createTestGateway({
    STORY_SERVICE_URL: `http://127.0.0.1:${(story.address() as AddressInfo).port}`,
    STATIC_ROOT: root,
    PUBLIC_URL: 'https://stories.example',
  });
});
afterAll(async () => {
  await gw.close();
  await new Promise((resolve) => story.close(resolve));
});

describe('link previews for /story/{id}', () => {
  it('puts the title, description and social card into the served HTML, escaped', async () => {
    const res = await request(gw.app.callback()).get('/story/abc-123').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<meta property="og:title" content="Luna &amp; the &quot;Moon&quot; Whale">');
    expect(res.text).toContain('<meta property="og:description" content="A gentle story for a 5-year-old.">');
    expect(res.text).toContain('<meta property="og:image" content="https://stories.example/api/stories/abc-123/social-card.png">');
    expect(res.text).toContain('<meta property="og:url" content="https://stories.example/story/abc-123">');
    expect(res.text).toContain('<title>Luna &amp; the &quot;Moon&quot; Whale · Bedtime Stories</title>');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it.each(Object.entries(DOLLAR_TITLES))('keeps a title with $ patterns as typed (%s) and the page whole', async (id, title) => {
    const res = await request(gw.app.callback()).get(`/story/${id}`).set('Accept', 'text/html').expect(200);
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    expect(res.text).toContain(`<title>${escaped} · Bedtime Stories</title>`);
    expect(res.text).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(res.text.match(/<head>/g)).toHaveLength(1);
    expect(res.text.match(/<\/head>/g)).toHaveLength(1);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  });

  it('still serves the page, without preview tags, for an unknown story', async () => {
    const res = await request(gw.app.callback()).get('/story/missing').set('Accept', 'text/html').expect(200);
    expect(res.text).not.toContain('og:title');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('answers HEAD for a built file with its length and no body', async () => {
    const res = await request(gw.app.callback()).head('/index.html').expect(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(50);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('serves the shell for other client-side routes', async () => {
    const res = await request(gw.app.callback()).get('/profile').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<title>Bedtime Stories</title>');
  });
});
