import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_PRODUCT_TYPES, type AiProductType } from '@bedtime/contracts';
import { captureLogger, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadStoryConfig } from '../../src/config';
import { EmbeddedDesignCopywriter } from '../../src/merchandise/design-copywriter';
import { writeDesignCopy, type StoryFacts } from '../../src/merchandise/merchandise-copy';
import { DESIGN_COPY_LIMITS, OpenAIDesignCopywriter } from '../../src/merchandise/openai-design-copywriter';
import { countProviders } from '../../src/providers/ai-call-counting';
import { createProviders } from '../../src/providers/create-providers';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { analyseCharacters } from '../../src/providers/images/text/extract-characters';
import { screenText } from '@bedtime/child-safety';
import { owlStory } from '../images/fixtures';

/**
 * A local stand-in for an OpenAI-compatible chat API answering non-streamed completions: each request gets
 * `answer(body)`, a status and a body (or `hang` to never answer).
 */
type Answer = { status: number; body: unknown } | 'hang';
let server: Server;
let baseURL = '';
let answer: (body: Record<string, unknown>) => Answer;
const received: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

const completion = (content: string) => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'copy-model-test',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
  },
});

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    received.push({ path: `${request.method} ${request.url}`, auth: request.headers.authorization, body });
    if (request.url !== '/v1/chat/completions') return void response.writeHead(404).end();
    const reply = answer(body);
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  answer = () => completion(JSON.stringify(goodAnswer));
});

/** The owl story's facts, made the way story-merchandise makes them. */
const facts: StoryFacts = {
  id: owlStory.id,
  title: owlStory.title,
  age: owlStory.age,
  style: owlStory.style,
  lesson: 'Being brave means listening carefully',
  characters: analyseCharacters(owlStory).slice(0, 6),
  scenes: chooseScenes(owlStory).slice(0, 3),
};

const goodAnswer = {
  designConcept: 'Mia holding her glowing lantern beside Luna the owl, under the words "Listen to the woods"',
  tagline: 'Brave ears, bright lantern',
  description: 'Mia and Luna light the way to the Moonlit Meadow on a tee as soft as a bedtime hug.',
  bulletPoints: [
    'Mia and Luna the owl, straight from your story',
    'Soft ringspun cotton, printed with water-based inks',
    'A reminder that being brave means listening',
  ],
  callToAction: 'Bring Mia and Luna home',
  // Never trusted: the ages are ours.
  targetAge: '18+',
};

/** A sentence the child-safety screen refuses (services/story/test/safety/red-team.json). */
const UNSAFE = 'use a knife to hurt your little sister';

const copywriter = (options: { timeoutMs?: number } = {}) =>
  new OpenAIDesignCopywriter({ baseURL, apiKey: 'test-key', model: 'copy-model-test', maxRetries: 0, ...options });

describe('OpenAI-compatible design copywriter', () => {
  it("asks for JSON, carrying the story's facts and the product", async () => {
    await copywriter().write('t-shirt', facts);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.path).toBe('POST /v1/chat/completions');
    expect(call?.auth).toBe('Bearer test-key');
    expect(call?.body.model).toBe('copy-model-test');
    expect(call?.body.response_format).toEqual({ type: 'json_object' });
    expect(call?.body.stream).toBeFalsy();
    const messages = call?.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    const prompt = messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('JSON');
    for (const expected of [owlStory.title, 'Mia', 'Luna', 'Being brave means listening carefully', 'gentle', '5-7', 't-shirt', 'Soft ringspun cotton'])
      expect(prompt).toContain(expected);
    for (const scene of facts.scenes) expect(prompt).toContain(scene.summary.slice(0, 40));
    for (const key of ['designConcept', 'tagline', 'description', 'bulletPoints', 'callToAction']) expect(prompt).toContain(`"${key}"`);
  });

  it("makes a good answer the design's copy, with our reading ages and the embedded art style", async () => {
    const copy = await copywriter().write('t-shirt', facts);
    const embedded = writeDesignCopy('t-shirt', facts);
    expect(copy).toEqual({
      designConcept: goodAnswer.designConcept,
      marketing: {
        tagline: goodAnswer.tagline,
        description: goodAnswer.description,
        bulletPoints: goodAnswer.bulletPoints,
        callToAction: goodAnswer.callToAction,
      },
      analysis: { artStyle: embedded.analysis.artStyle, targetAge: '5-7' },
    });
  });

  it('clips every field to its limit at a word, and keeps at most six bullet points', async () => {
    const long = (word: string, times: number) => Array.from({ length: times }, () => word).join(' ');
    answer = () =>
      completion(
        JSON.stringify({
          designConcept: long('lantern', 80),
          tagline: long('bright', 40),
          description: long('meadow', 120),
          bulletPoints: Array.from({ length: 10 }, () => long('owl', 80)),
          callToAction: long('home', 40),
        }),
      );
    const copy = await copywriter().write('mug', facts);
    expect(copy.designConcept.length).toBeLessThanOrEqual(DESIGN_COPY_LIMITS.designConcept);
    expect(copy.marketing.tagline.length).toBeLessThanOrEqual(DESIGN_COPY_LIMITS.tagline);
    expect(copy.marketing.description.length).toBeLessThanOrEqual(DESIGN_COPY_LIMITS.description);
    expect(copy.marketing.callToAction.length).toBeLessThanOrEqual(DESIGN_COPY_LIMITS.callToAction);
    expect(copy.marketing.bulletPoints).toHaveLength(DESIGN_COPY_LIMITS.bulletPoints);
    for (const point of copy.marketing.bulletPoints) expect(point.length).toBeLessThanOrEqual(DESIGN_COPY_LIMITS.bulletPoint);
    expect(copy.marketing.tagline).toMatch(/bright…$/);
  });

  it('falls back to the embedded copy when any text fails the child-safety screen, saying which field and rule', async () => {
    expect(screenText(UNSAFE, 'merchandise').ok).toBe(false);
    const log = captureLogger();
    for (const unsafe of [{ tagline: UNSAFE }, { bulletPoints: ['Mia and Luna', UNSAFE] }, { designConcept: `Mia and Luna. ${UNSAFE}` }]) {
      answer = () => completion(JSON.stringify({ ...goodAnswer, ...unsafe }));
      expect(await copywriter().write('hoodie', facts, { log: log.logger })).toEqual(writeDesignCopy('hoodie', facts));
    }
    const lines = log.lines.filter((line) => line.msg === 'design copy fell back to the embedded writer');
    expect(lines.map((line) => [line.reason, line.field])).toEqual([
      ['unsafe', 'tagline'],
      ['unsafe', 'bulletPoints.1'],
      ['unsafe', 'designConcept'],
    ]);
    expect(lines[0]).toMatchObject({ productType: 'hoodie', storyId: facts.id, category: 'violence' });
    // The log names the rule, never the text, the prompt or the key.
    const logged = JSON.stringify(log.lines);
    expect(logged).not.toContain('knife');
    expect(logged).not.toContain('test-key');
    expect(logged).not.toContain(facts.lesson);
  });

  it('falls back to the embedded copy for malformed JSON, a wrong shape or an empty answer', async () => {
    const log = captureLogger();
    for (const content of [
      '{"designConcept": "Mia", "tagline": ',
      JSON.stringify({ ...goodAnswer, bulletPoints: 'one line' }),
      JSON.stringify({ tagline: 'Only this' }),
      '',
    ]) {
      answer = () => completion(content);
      expect(await copywriter().write('tote', facts, { log: log.logger })).toEqual(writeDesignCopy('tote', facts));
    }
    expect(log.lines.map((line) => line.reason)).toEqual(['malformed', 'malformed', 'malformed', 'empty']);
  });

  it('falls back to the embedded copy when the API answers 500 or does not answer in time', async () => {
    const log = captureLogger();
    answer = () => ({ status: 500, body: { error: { message: 'the model is tired', type: 'server_error' } } });
    expect(await copywriter().write('poster', facts, { log: log.logger })).toEqual(writeDesignCopy('poster', facts));
    answer = () => 'hang';
    expect(await copywriter({ timeoutMs: 200 }).write('stickers', facts, { log: log.logger })).toEqual(writeDesignCopy('stickers', facts));
    expect(log.lines.map((line) => [line.reason, line.status])).toEqual([
      ['error', 500],
      ['timeout', undefined],
    ]);
  });

  it('writes each product on its own: one refused answer costs only that product its hosted copy', async () => {
    answer = (body) => {
      const prompt = JSON.stringify(body.messages);
      return completion(JSON.stringify(prompt.includes('Product: mug') ? { ...goodAnswer, tagline: UNSAFE } : goodAnswer));
    };
    const writer = copywriter();
    const copies = await Promise.all(AI_PRODUCT_TYPES.map((productType) => writer.write(productType, facts)));
    expect(received).toHaveLength(AI_PRODUCT_TYPES.length);
    for (const [index, productType] of AI_PRODUCT_TYPES.entries()) {
      expect(copies[index]!.marketing.tagline).toBe(productType === 'mug' ? writeDesignCopy('mug', facts).marketing.tagline : goodAnswer.tagline);
    }
  });
});

describe('choosing the design copywriter', () => {
  const config = (env: Record<string, string> = {}) =>
    loadStoryConfig({ DATABASE_URL: 'postgres://localhost/story', IDENTITY_SECRET: TEST_IDENTITY_SECRET, ...env });

  it('is the OpenAI-compatible one when OPENAI_API_KEY is set, with MERCHANDISE_COPY_MODEL, and the embedded one when not', async () => {
    expect(createProviders(config()).designCopywriter).toBeInstanceOf(EmbeddedDesignCopywriter);
    const chosen = createProviders(
      config({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: baseURL, MERCHANDISE_COPY_MODEL: 'copy-model-test' }),
    ).designCopywriter;
    expect(chosen).toBeInstanceOf(OpenAIDesignCopywriter);
    await chosen.write('backpack', facts);
    expect(received.map((call) => call.body.model)).toEqual(['copy-model-test']);
    expect(config().MERCHANDISE_COPY_MODEL).toBe('gpt-4o-mini');
  });

  it('takes a given copywriter over the configured one', () => {
    const given = new EmbeddedDesignCopywriter();
    expect(createProviders(config({ OPENAI_API_KEY: 'test-key' }), { designCopywriter: given }).designCopywriter).toBe(given);
  });

  it("counts every copy call as 'merchandise-copy' with the engine that answers", async () => {
    const calls: [string, string][] = [];
    const providers = countProviders(createProviders(config({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: baseURL })), (kind, engine) =>
      calls.push([kind, engine]),
    );
    const products: AiProductType[] = ['t-shirt', 'mug'];
    for (const productType of products) await providers.designCopywriter.write(productType, facts);
    expect(providers.designCopywriter.name).toBe('openai-compatible');
    expect(calls).toEqual([
      ['merchandise-copy', 'openai-compatible'],
      ['merchandise-copy', 'openai-compatible'],
    ]);
  });
});
