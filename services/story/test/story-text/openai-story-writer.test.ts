import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_STORY_TITLE } from '@bedtime/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeFromWords } from '@bedtime/story-writer';
import { OpenAIStoryWriter } from '../../src/providers/story-text/openai-story-writer';
import { wordRangeForAge } from '../../src/providers/story-text/story-prompt';
import { TitleStreamParser } from '../../src/providers/story-text/title-stream-parser';
import { collectStory, type StoryChunk, type StoryRequest } from '../../src/providers/story-text/types';

/** A local stand-in for an OpenAI-compatible chat API that streams the reply it is given. */
let server: Server;
let baseURL = '';
let reply: string[] = [];
const received: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    received.push({ path: request.url ?? '', auth: request.headers.authorization, body });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    for (const [index, content] of reply.entries()) {
      const chunk = {
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1,
        model: body.model,
        choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    response.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
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

const wish = { age: 9, gender: 'girl', interests: ['Ocean & Sea Life', 'Music'], style: 'magical', heroName: 'Maya', seed: 7 } as const;
const told = writeFromWords({
  ...wish,
  interests: [...wish.interests],
  lesson: 'sharing is caring',
  plotTwists: ['a dragon shows up', 'it starts to rain candy'],
});
if (!told.ok) throw new Error('the test wish was not understood');
const request: StoryRequest = { ...wish, interests: [...wish.interests], lesson: told.plan.lesson, twists: told.plan.twists, told };

function writer(): OpenAIStoryWriter {
  return new OpenAIStoryWriter({ baseURL, apiKey: 'test-key', model: 'story-model-test' });
}

describe('OpenAI-compatible story writer', () => {
  it("asks the model for a story from the plan, streamed, and never passes on the parent's words", async () => {
    reply = ['Title: Maya', ' and the Singing Sea\n\nOnce upon a time.'];
    await collectStory(writer().write(request));
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.auth).toBe('Bearer test-key');
    expect(call?.body.model).toBe('story-model-test');
    expect(call?.body.stream).toBe(true);
    const messages = call?.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    const prompt = messages.map((message) => message.content).join('\n');
    for (const expected of [
      '9-year-old girl',
      `${wordRangeForAge(9).join(' to ')} words`,
      'magical',
      'Ocean & Sea Life',
      'Music',
      'Maya',
      'she/her',
      'Title:',
      'sleepy',
      'Story plan',
      'Lesson theme: sharing',
      told.plan.setting.name,
    ]) {
      expect(prompt).toContain(expected);
    }
    expect(prompt.indexOf('1. a friendly creature appears')).toBeLessThan(prompt.indexOf('2. a shower of something surprising'));
    expect(prompt).not.toContain('sharing is caring');
    expect(prompt).not.toContain('a dragon shows up');
    expect(prompt).not.toContain('rain candy');
  });

  it('emits the title as soon as its line is complete, then the story as it arrives', async () => {
    reply = ['Title: The Sleepy', ' Whale\n', '\nMaya swam', ' with the whale.\n\nThe dragon', ' sang softly.\n\nGoodnight, Maya.'];
    const chunks: StoryChunk[] = [];
    for await (const chunk of writer().write(request)) chunks.push(chunk);
    expect(chunks[0]).toEqual({ type: 'title', title: 'The Sleepy Whale' });
    expect(chunks.filter((chunk) => chunk.type === 'title')).toHaveLength(1);
    expect(chunks.filter((chunk) => chunk.type === 'text').length).toBeGreaterThan(2);
    const text = chunks.flatMap((chunk) => (chunk.type === 'text' ? [chunk.text] : [])).join('');
    expect(text).toBe('Maya swam with the whale.\n\nThe dragon sang softly.\n\nGoodnight, Maya.');
  });

  it('falls back to the default title when the model leaves the title out', async () => {
    reply = ['Once upon a time, Maya ', 'found a shell.\n\nShe fell asleep.'];
    const story = await collectStory(writer().write(request));
    expect(story).toEqual({ title: DEFAULT_STORY_TITLE, content: 'Once upon a time, Maya found a shell.\n\nShe fell asleep.' });
  });

  it('surfaces an error from the API', async () => {
    const broken = new OpenAIStoryWriter({ baseURL: `${baseURL}/missing`, apiKey: 'k', model: 'm' });
    await expect(collectStory(broken.write(request))).rejects.toThrow();
  });
});

describe('title stream parser', () => {
  const run = (parts: string[]) => {
    const parser = new TitleStreamParser();
    const chunks = [...parts.flatMap((part) => parser.push(part)), ...parser.end()];
    return { chunks, text: chunks.flatMap((chunk) => (chunk.type === 'text' ? [chunk.text] : [])).join('') };
  };

  it('reads markdown-decorated titles', () => {
    expect(run(['**Title: "Moon Boats"**\n\nText.']).chunks[0]).toEqual({ type: 'title', title: 'Moon Boats' });
    expect(run(['# Moon Boats\nText.']).chunks[0]).toEqual({ type: 'title', title: 'Moon Boats' });
  });

  it('makes paragraph breaks uniform, even when split across chunks', () => {
    expect(run(['Title: T\n', 'One.\n', '\n\n', 'Two.\r\nThree.\n\n']).text).toBe('One.\n\nTwo.\n\nThree.');
  });

  it('keeps a long first line without a title as story text', () => {
    const long = 'Once upon a time '.repeat(20);
    const { chunks, text } = run([long, 'the end.']);
    expect(chunks[0]).toEqual({ type: 'title', title: DEFAULT_STORY_TITLE });
    expect(text).toBe(`${long}the end.`.trim());
  });

  it('handles a reply that is only a title', () => {
    expect(run(['Title: Just a Title']).chunks).toEqual([{ type: 'title', title: 'Just a Title' }]);
  });
});
