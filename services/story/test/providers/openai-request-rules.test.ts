import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Gender } from '@bedtime/contracts';
import { writeFromWords } from '@bedtime/story-writer';
import { OpenAIDesignCopywriter } from '../../src/merchandise/openai-design-copywriter';
import type { StoryFacts } from '../../src/merchandise/merchandise-copy';
import { analyseCharacters } from '../../src/providers/images/text/extract-characters';
import { characterSheet, illustrationPrompt } from '../../src/providers/images/character-sheet';
import { OpenAiImageEngine } from '../../src/providers/images/openai-image-engine';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { OpenAINarrationEngine } from '../../src/providers/narration/openai-engine';
import { OPENAI_VOICES, isReasoningModel } from '../../src/providers/openai-models';
import { OpenAIStoryWriter } from '../../src/providers/story-text/openai-story-writer';
import { collectStory, type StoryRequest } from '../../src/providers/story-text/types';
import { tinyPng } from '../images/helpers/png';
import { owlStory } from '../images/fixtures';

/**
 * A stand-in for OpenAI that refuses what OpenAI refuses, by model: a temperature other than the default for
 * a reasoning model, a prompt longer than the image model takes, a voice the speech API does not have.
 * The real clients are pointed at it with a model from the config that used to break every call.
 */
let server: Server;
let baseURL = '';
const received: { path: string; body: Record<string, unknown> }[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}
const refuse = (param: string, message: string) => ({
  status: 400,
  body: { error: { message, type: 'invalid_request_error', param, code: 'unsupported_value' } },
});

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    received.push({ path: request.url ?? '', body });
    const model = String(body.model);
    const send = ({ status, body: payload }: { status: number; body: unknown }) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (request.url === '/v1/chat/completions') {
      if (isReasoningModel(model) && body.temperature !== undefined && body.temperature !== 1)
        return send(
          refuse(
            'temperature',
            `Unsupported value: 'temperature' does not support ${String(body.temperature)} with this model. Only the default (1) value is supported.`,
          ),
        );
      if (isReasoningModel(model) && body.max_tokens !== undefined)
        return send(refuse('max_tokens', "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."));
      if (body.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const chunk = {
          id: 'c',
          object: 'chat.completion.chunk',
          created: 1,
          model,
          choices: [{ index: 0, delta: { role: 'assistant', content: 'Title: The Owl\n\nOnce upon a time, an owl hooted softly.' }, finish_reason: 'stop' }],
        };
        return response.end(`data: ${JSON.stringify(chunk)}\n\ndata: [DONE]\n\n`);
      }
      return send({
        status: 200,
        body: {
          id: 'c',
          object: 'chat.completion',
          created: 1,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ reasoned: true }), refusal: null }, finish_reason: 'stop' }],
        },
      });
    }
    if (request.url === '/v1/images/generations') {
      const limit = model === 'dall-e-2' ? 1000 : model === 'dall-e-3' ? 4000 : 32_000;
      if (String(body.prompt).length > limit)
        return send(
          refuse(
            'prompt',
            `Invalid 'prompt': string too long. Expected a string with maximum length ${limit}, but got a string with length ${String(body.prompt).length} instead.`,
          ),
        );
      if (model === 'dall-e-2' && !['256x256', '512x512', '1024x1024'].includes(String(body.size))) return send(refuse('size', 'Invalid size for dall-e-2.'));
      return send({ status: 200, body: { created: 1, data: [{ b64_json: tinyPng().toString('base64') }] } });
    }
    if (request.url === '/v1/audio/speech') {
      if (!(OPENAI_VOICES as readonly string[]).includes(String(body.voice)))
        return send(refuse('voice', `Invalid value for 'voice': '${String(body.voice)}'.`));
      // The voice is what this test is about; no audio is made here.
      return send({ status: 503, body: { error: { message: 'no audio in this fake', type: 'server_error' } } });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

/** A writer's request as the service makes it: the wish read into a plan, and the offline telling of it. */
function storyRequest(gender: Gender, lesson: string, heroName: string): StoryRequest {
  const wish = { age: 5, gender, interests: ['Music' as const], style: 'gentle' as const, heroName };
  const told = writeFromWords({ ...wish, lesson, plotTwists: [] });
  if (!told.ok) throw new Error('the test wish was not understood');
  return { ...wish, lesson: told.plan.lesson, twists: told.plan.twists, told };
}

describe('OpenAI requests fit the configured model', () => {
  it.each(['o3-mini', 'o1', 'gpt-5', 'gpt-5-mini-2025-08-07'])('a reasoning story model (%s) gets no temperature, and the story comes back', async (model) => {
    const writer = new OpenAIStoryWriter({ baseURL, apiKey: 'k', model });
    const story = await collectStory(writer.write(storyRequest('girl', 'sharing is caring', 'Maya')));
    expect(story.title).toBe('The Owl');
    expect(received[0]!.body).not.toHaveProperty('temperature');
  });

  it('a chat model still gets its temperature', async () => {
    await collectStory(new OpenAIStoryWriter({ baseURL, apiKey: 'k', model: 'gpt-4o-mini' }).write(storyRequest('boy', 'be kind', 'Sam')));
    expect(received[0]!.body.temperature).toBe(0.9);
  });

  it('the merchandise copy model can be a reasoning model: the request is accepted (no fall back for a refused temperature)', async () => {
    const copywriter = new OpenAIDesignCopywriter({ baseURL, apiKey: 'k', model: 'o4-mini' });
    const facts: StoryFacts = {
      id: owlStory.id,
      title: owlStory.title,
      age: owlStory.age,
      style: owlStory.style,
      lesson: 'Being brave',
      characters: analyseCharacters(owlStory).slice(0, 6),
      scenes: chooseScenes(owlStory).slice(0, 3),
    };
    const warnings: unknown[] = [];
    await copywriter.write('t-shirt', facts, { log: { warn: (entry: unknown) => warnings.push(entry) } as never });
    expect(received[0]!.body).not.toHaveProperty('temperature');
    // It fell back only because this fake answers words the copywriter does not use, not for an error.
    expect(warnings.every((entry) => (entry as { reason?: string }).reason !== 'error')).toBe(true);
  });

  it('dall-e-2 gets a prompt it takes (at most 1000 characters) at a size it makes', async () => {
    const engine = new OpenAiImageEngine({ apiKey: 'k', baseURL, model: 'dall-e-2' });
    // A story with a long title and a fuller cast: its whole prompt (scene and character sheet) is longer than dall-e-2 takes.
    const story = { ...owlStory, title: `${owlStory.title}: ${'the longest night of moonlight, lanterns and whispering willow trees '.repeat(3)}`.trim() };
    const scenes = chooseScenes(story).slice(0, 1);
    expect(illustrationPrompt(story, scenes[0]!, characterSheet(story)).length).toBeGreaterThan(1000);
    const art = await engine.illustrate(story, scenes);
    expect(art).toHaveLength(1);
    expect(String(received[0]!.body.prompt).length).toBeLessThanOrEqual(1000);
    expect(received[0]!.body.size).toBe('1024x1024');
  });

  it('a voice the speech API does not have is sent as the product voice (nova), not passed on to fail', async () => {
    const engine = new OpenAINarrationEngine({ baseURL, apiKey: 'k', maxRetries: 0 });
    await engine.synthesize({ text: 'The owl hooted softly.', voice: 'Grandpa Joe', speed: 0.9 }).catch(() => undefined);
    expect(received[0]!.body).toMatchObject({ voice: 'nova', speed: 0.9 });
    await engine.synthesize({ text: 'The owl hooted softly.', voice: 'shimmer', speed: 9 }).catch(() => undefined);
    expect(received[1]!.body).toMatchObject({ voice: 'shimmer', speed: 4 });
  });
});
