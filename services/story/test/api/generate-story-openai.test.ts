import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { stories } from '../../src/data/schema';
import { captureLogger } from '@bedtime/service-kit/testing';
import { createTestStoryService, type TestStoryService } from './helpers';
import { listen, parseEventStream, validWish } from './generation-support';

interface ChatRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/** A reply from the model in the pieces a streamed chat completion would send. */
const REPLY = [
  'Title: Juniper and',
  ' the Moonlit Kite\n',
  '\nOnce upon a time, Juniper ',
  'flew a kite past the stars.',
  '\n\nThe kite',
  ' came home, and she slept.',
];

/** A local server speaking OpenAI's streamed chat-completions API (server-sent `data:` chunks, then [DONE]). */
/** `flag` decides which texts the fake moderation endpoint flags. */
async function fakeOpenAI(options: { hold?: boolean; flag?: (input: string) => boolean } = {}) {
  const requests: ChatRequest[] = [];
  const moderated: string[] = [];
  let upstreamClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return JSON.parse(text) as ChatRequest['body'];
  };
  const server = await listen(async (req, res) => {
    if (req.method === 'POST' && req.url === '/v1/moderations') {
      const { input } = (await readBody(req)) as unknown as { input: string };
      moderated.push(input);
      const flagged = options.flag?.(input) ?? false;
      const categories = { violence: flagged, sexual: false };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'modr-1', model: 'omni-moderation-latest', results: [{ flagged, categories, category_scores: {} }] }));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = await readBody(req);
    requests.push({ authorization: req.headers.authorization, body });
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    if (options.hold) {
      // A slow model: the title and first sentence, then nothing until the caller hangs up.
      res.write(chunk({ content: REPLY.slice(0, 4).join('') }));
      res.once('close', () => upstreamClosed());
      return;
    }
    for (const piece of REPLY) res.write(chunk({ content: piece }));
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  return { ...server, requests, moderated, closed };
}

describe('POST /api/generate-story with a story model configured (OPENAI_API_KEY set)', () => {
  let service: TestStoryService;
  let openai: Awaited<ReturnType<typeof fakeOpenAI>>;
  beforeAll(async () => {
    openai = await fakeOpenAI();
    service = await createTestStoryService({
      OPENAI_API_KEY: 'sk-test-story-key',
      OPENAI_BASE_URL: `${openai.url}/v1`,
      STORY_MODEL: 'story-model-test',
    });
  });
  afterAll(async () => {
    await service.close();
    await openai.close();
  });

  it('asks the configured model, with the key, for the story the parent described, and keeps its reply', async () => {
    const res = await request(service.app.callback())
      .post('/api/generate-story')
      .set(identityHeaders({ userId: 'model-parent' }))
      .send({ ...validWish, childName: 'Juniper' })
      .expect(200);

    expect(res.body).toEqual({
      success: true,
      title: 'Juniper and the Moonlit Kite',
      story: 'Once upon a time, Juniper flew a kite past the stars.\n\nThe kite came home, and she slept.',
      id: expect.any(String),
    });
    const asked = openai.requests.at(-1);
    expect(asked?.authorization).toBe('Bearer sk-test-story-key');
    expect(asked?.body).toMatchObject({ model: 'story-model-test', stream: true });
    const prompt = asked?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('Juniper');
    expect(prompt).not.toContain(validWish.lesson);
    expect(prompt).toContain('Lesson theme: being brave');
    expect(prompt).toContain('Dinosaurs');
    expect(openai.moderated.at(-1)).toBe(`Juniper and the Moonlit Kite\n\n${res.body.story}`);
    const [row] = await service.database.db.select().from(stories).where(eq(stories.id, res.body.id));
    expect(row).toMatchObject({ engine: 'openai-compatible', content: res.body.story, title: 'Juniper and the Moonlit Kite' });
  });

  it("keeps nothing when the provider's moderation flags the finished story", async () => {
    // Only the finished story is flagged (it carries the title); the parent's words pass.
    const strictModel = await fakeOpenAI({ flag: (input) => input.includes('Moonlit Kite') });
    const strict = await createTestStoryService({ OPENAI_API_KEY: 'sk-test-story-key', OPENAI_BASE_URL: `${strictModel.url}/v1` });
    try {
      const res = await request(strict.app.callback())
        .post('/api/generate-story')
        .set(identityHeaders({ userId: 'flagged' }))
        .send(validWish)
        .expect(200);
      expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(/^Sorry, that story wandered into hurting someone/) });
      // The parent's lesson never reaches the provider (the model gets the plan); the finished story does.
      expect(strictModel.moderated).toEqual([expect.stringContaining('Moonlit Kite')]);
      expect(await strict.database.db.select().from(stories).where(eq(stories.userId, 'flagged'))).toHaveLength(0);
    } finally {
      await strict.close();
      await strictModel.close();
    }
  });

  it("refuses the child's name, naming the field, when the provider's moderation flags it, before the model is asked", async () => {
    const strictModel = await fakeOpenAI({ flag: (input) => input === 'Ziggy Stardust' });
    const strict = await createTestStoryService({ OPENAI_API_KEY: 'sk-test-story-key', OPENAI_BASE_URL: `${strictModel.url}/v1` });
    try {
      const res = await request(strict.app.callback())
        .post('/api/generate-story')
        .set(identityHeaders({ userId: 'flagged-lesson' }))
        .send({ ...validWish, childName: 'Ziggy Stardust' })
        .expect(400);
      expect(res.body).toMatchObject({ field: 'childName', message: expect.any(String) });
      expect(strictModel.requests).toHaveLength(0);
      expect(await strict.database.db.select().from(stories).where(eq(stories.userId, 'flagged-lesson'))).toHaveLength(0);
    } finally {
      await strict.close();
      await strictModel.close();
    }
  });

  it("streams the model's words as events; the kept story is the words sent", async () => {
    const server = service.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/generate-story`, {
        method: 'POST',
        headers: { ...identityHeaders({ userId: 'model-parent' }), accept: 'text/event-stream', 'content-type': 'application/json' },
        body: JSON.stringify(validWish),
      });
      const events = parseEventStream(await response.text());
      expect(events.find((e) => e.event === 'title')?.data).toEqual({ title: 'Juniper and the Moonlit Kite' });
      const streamed = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
      expect(streamed.length).toBeGreaterThan(1);
      const done = events.at(-1);
      expect(done?.event).toBe('done');
      const { id, story } = done?.data as { id: string; story: string };
      expect(story).toBe(streamed.join(''));
      const [row] = await service.database.db.select().from(stories).where(eq(stories.id, id));
      expect(row?.content).toBe(streamed.join(''));
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('stops asking the model, and keeps nothing, when the client goes away mid-story', async () => {
    const slowModel = await fakeOpenAI({ hold: true });
    const logs = captureLogger();
    const slow = await createTestStoryService({ OPENAI_API_KEY: 'sk-test-story-key', OPENAI_BASE_URL: `${slowModel.url}/v1` }, { logger: logs.logger });
    const server = slow.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/generate-story`, {
        method: 'POST',
        headers: { ...identityHeaders({ userId: 'model-leaver' }), accept: 'text/event-stream', 'content-type': 'application/json' },
        body: JSON.stringify(validWish),
        signal: controller.signal,
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let seen = '';
      while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
      controller.abort();

      await slowModel.closed;
      expect((await logs.waitFor(/^story generat/)).msg).toBe('story generation cancelled by the client; nothing was kept');
      expect(await slow.database.db.select().from(stories).where(eq(stories.userId, 'model-leaver'))).toHaveLength(0);
    } finally {
      server.closeAllConnections();
      server.close();
      await slow.close();
      await slowModel.close();
    }
  });
});
