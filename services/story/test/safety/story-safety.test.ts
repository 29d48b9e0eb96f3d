import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAIModeration, type ModerationClient } from '../../src/providers/safety/moderation';
import { createStorySafety } from '../../src/providers/safety/story-safety';

/** A local stand-in for an OpenAI-compatible /v1/moderations endpoint. */
let server: Server;
let baseURL = '';
const inputs: unknown[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { input: string; model: string };
    inputs.push(body);
    if (request.url !== '/v1/moderations') {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    const scary = body.input.includes('creepy');
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'modr-test',
        model: body.model,
        results: [
          {
            flagged: scary,
            categories: { violence: scary, 'violence/graphic': scary, sexual: false },
            category_scores: { violence: scary ? 0.9 : 0.01, 'violence/graphic': scary ? 0.7 : 0.0, sexual: 0.0 },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('OpenAI-compatible moderation client', () => {
  it('reports flagged categories from the provider', async () => {
    const moderation = new OpenAIModeration({ baseURL, apiKey: 'k', model: 'omni-moderation-test' });
    expect(await moderation.moderate('a creepy tale')).toEqual({ flagged: true, categories: ['violence', 'violence/graphic'] });
    expect(await moderation.moderate('a sleepy tale')).toEqual({ flagged: false, categories: [] });
    expect(inputs.at(-1)).toEqual({ model: 'omni-moderation-test', input: 'a sleepy tale' });
  });
});

describe('story safety', () => {
  const story = 'Maya found a shell by the sea. The waves whispered, and she fell asleep.';

  it('screens parent input locally with a message for the wizard', () => {
    const safety = createStorySafety();
    expect(safety.checkParentInput({ lesson: 'be kind', plotTwists: ['a dragon shows up'] })).toEqual({ ok: true });
    expect(safety.checkParentInput({ lesson: 'be kind', plotTwists: ['my email is me@home.org'] })).toMatchObject({ ok: false, field: 'plotTwists', index: 0 });
  });

  it('uses the local screen alone when no provider is configured', async () => {
    const safety = createStorySafety();
    expect(await safety.checkGeneratedStory(story)).toEqual({ ok: true, moderation: 'not-configured' });
    expect(await safety.checkGeneratedStory('Then the fox got drunk.')).toEqual({ ok: false, reason: 'drugs#1', category: 'drugs', source: 'rules' });
  });

  it('asks the provider too, and refuses what it flags', async () => {
    const safety = createStorySafety({ moderation: new OpenAIModeration({ baseURL, apiKey: 'k' }) });
    expect(await safety.checkGeneratedStory(story)).toEqual({ ok: true, moderation: 'passed' });
    // The provider's "violence/graphic" reads as our horror category, for a gentle message.
    expect(await safety.checkGeneratedStory('A creepy shadow crept closer.')).toEqual({
      ok: false,
      reason: 'moderation: violence, violence/graphic',
      category: 'horror',
      source: 'moderation',
    });
  });

  it('always applies the local screen, even when the provider passes the text', async () => {
    const lenient: ModerationClient = { moderate: async () => ({ flagged: false, categories: [] }) };
    const safety = createStorySafety({ moderation: lenient });
    expect(await safety.checkGeneratedStory('The knight shot him with a gun.')).toMatchObject({ ok: false, category: 'violence', source: 'rules' });
  });

  it("asks the provider about the parent's words too, naming the field it flags", async () => {
    const safety = createStorySafety({ moderation: new OpenAIModeration({ baseURL, apiKey: 'k' }) });
    expect(await safety.moderateParentInput({ lesson: 'be kind', plotTwists: ['a dragon shows up'] })).toEqual({ ok: true });
    expect(await safety.moderateParentInput({ lesson: 'be kind', plotTwists: ['a dragon shows up', 'a creepy clown follows them'] })).toMatchObject({
      ok: false,
      field: 'plotTwists',
      index: 1,
      category: 'horror',
      message: expect.stringContaining('plot twist 2'),
    });
  });

  it('falls back to the local screen when the provider is unreachable', async () => {
    const safety = createStorySafety({ moderation: new OpenAIModeration({ baseURL: `${baseURL}/broken`, apiKey: 'k' }) });
    expect(await safety.checkGeneratedStory(story)).toEqual({ ok: true, moderation: 'unavailable' });
  });
});
