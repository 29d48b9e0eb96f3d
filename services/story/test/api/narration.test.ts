import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { tokenizeWords } from '@bedtime/contracts';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { narrations } from '../../src/data/schema';
import { createNarrationEngine } from '../../src/providers/narration/create-narration-engine';
import { describeWithFestival } from '../narration/festival-required';
import type { NarrationEngine, NarrationRequest } from '../../src/providers/narration/types';
import { captureLogger } from '@bedtime/service-kit/testing';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

/** The machine's real offline engine, counting what it is asked to synthesise. */
function countingEngine(inner: NarrationEngine) {
  const calls: NarrationRequest[] = [];
  const engine: NarrationEngine = {
    name: inner.name,
    synthesize: (req, options) => {
      calls.push(req);
      return inner.synthesize(req, options);
    },
  };
  return { engine, calls };
}

// Signed per request: a signed identity expires after a minute.
const reader = () => identityHeaders({ userId: 'listener' });
const anonymous = () => identityHeaders({ userId: null });
const real = createNarrationEngine({});
const counted = countingEngine(real);
let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;

beforeAll(async () => {
  service = await createTestStoryService({}, { narrationEngine: counted.engine });
  http = service.app.callback();
});
afterAll(async () => {
  real.close?.();
  await service.close();
});

async function expectTimelineOnto(
  content: string,
  body: { durationMs: number; words: { index: number; text: string; charStart: number; charEnd: number; startMs: number; endMs: number }[] },
) {
  const tokens = tokenizeWords(content);
  expect(body.words).toHaveLength(tokens.length);
  let previous = 0;
  for (const [i, word] of body.words.entries()) {
    expect(word.index).toBe(i);
    expect(content.slice(word.charStart, word.charEnd)).toBe(word.text);
    expect(word.text).toBe(tokens[i]!.text);
    expect(word.startMs).toBeGreaterThanOrEqual(previous);
    expect(word.endMs).toBeGreaterThanOrEqual(word.startMs);
    expect(word.endMs).toBeLessThanOrEqual(body.durationMs);
    previous = word.startMs;
  }
}

describeWithFestival('GET /api/stories/:id/narration with the Festival voice', () => {
  it('answers a timeline with one entry per word of the content, and audio that can be fetched whole or by range', async () => {
    const content = "Pip's little owl yawned. The moon rose over the quiet wood, and everyone slept.";
    const id = await insertStory(service.database, { userId: 'author', content });

    const res = await request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200);

    expect(real.name).toBe('festival');
    expect(res.body.audioUrl).toMatch(/^\/api\/media\/[a-f0-9]{64}\.ogg$/);
    expect(res.body.durationMs).toBeGreaterThan(2000);
    await expectTimelineOnto(content, res.body);
    // The last word is spoken in the second half of the audio, not squeezed at the start.
    expect(res.body.words.at(-1).startMs).toBeGreaterThan(res.body.durationMs / 2);

    const audio = await request(http).get(res.body.audioUrl).set(anonymous()).buffer(true).expect(200);
    expect(audio.headers['content-type']).toBe('audio/ogg');
    expect(audio.headers['accept-ranges']).toBe('bytes');
    const bytes = audio.body as Buffer;
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('OggS');
    const part = await request(http).get(res.body.audioUrl).set(anonymous()).set('Range', 'bytes=100-199').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.compare(part.body as Buffer, bytes.subarray(100, 200))).toBe(0);

    const [row] = await service.database.db.select().from(narrations);
    expect(row).toMatchObject({ engine: 'festival', mimeType: 'audio/ogg', blobKey: res.body.audioUrl.split('/').pop() });
  });
});

describe('narration cache', () => {
  it('answers a second request for the same story from the cache, without synthesising again', async () => {
    const id = await insertStory(service.database, { userId: 'author', content: 'The fox curled up by the fire. Goodnight, little fox.' });
    const before = counted.calls.length;
    const first = await request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200);
    const started = performance.now();
    const second = await request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200);
    const hitMs = performance.now() - started;

    expect(counted.calls.length - before).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(hitMs).toBeLessThan(500);
    console.info(`narration cache hit: ${Math.round(hitMs)} ms over HTTP`);
  });

  it('synthesises once when the same story is asked for twice at the same time', async () => {
    const id = await insertStory(service.database, { userId: 'author', content: 'Two stars blinked at each other. Then they both fell asleep.' });
    const before = counted.calls.length;
    const [a, b] = await Promise.all([
      request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200),
      request(http)
        .get(`/api/stories/${id}/narration`)
        .set(identityHeaders({ userId: 'another-listener' }))
        .expect(200),
    ]);
    expect(counted.calls.length - before).toBe(1);
    expect(a.body.audioUrl).toBe(b.body.audioUrl);
  });

  it('maps the timeline onto the stored content even when the content starts with blank lines', async () => {
    const content = '\n\n  Hush now, said the moon.';
    const id = await insertStory(service.database, { userId: 'author', content });
    const res = await request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200);
    await expectTimelineOnto(content, res.body);
    // The engine was given the trimmed text: the same entry POST /api/generate-audio uses for it.
    expect(counted.calls.at(-1)!.text).toBe('Hush now, said the moon.');
  });

  it('makes the audio again when its cached file has gone missing', async () => {
    const id = await insertStory(service.database, { userId: 'author', content: 'The boat rocked gently on the sea.' });
    const first = await request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200);
    const key: string = first.body.audioUrl.split('/').pop();
    await rm(path.join(service.config.BLOB_DIR, key.slice(0, 2), key));
    const before = counted.calls.length;

    const again = await request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200);

    expect(counted.calls.length - before).toBe(1);
    await request(http).get(again.body.audioUrl).set(anonymous()).expect(200);
  });
});

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
  /** Milliseconds after the request was sent. */
  at: number;
}

/** Reads a server-sent event stream as it arrives, noting when each event came. */
async function readEvents(url: string): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const started = performance.now();
  await request(http)
    .get(url)
    .set(reader())
    .set('Accept', 'text/event-stream')
    .buffer(true)
    .parse((res, done) => {
      let pending = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data), at: performance.now() - started });
        }
      });
      res.on('end', () => done(null, null));
    })
    .expect(200)
    .expect('Content-Type', /text\/event-stream/);
  return events;
}

describe('GET /api/stories/:id/narration as a stream', () => {
  it('sends each sentence as playable audio with its words before the whole narration is done', async () => {
    const content = '\nThe owl blinked twice. The mouse said goodnight to the moon. Then the whole wood fell fast asleep.';
    const id = await insertStory(service.database, { userId: 'author', content });

    const events = await readEvents(`/api/stories/${id}/narration`);

    const segments = events.filter((e) => e.event === 'segment');
    expect(segments.length).toBe(3);
    expect(events.at(-1)!.event).toBe('done');
    expect(segments[0]!.at).toBeLessThan(events.at(-1)!.at);
    const done = events.at(-1)!.data as { durationMs: number; words: { charStart: number; startMs: number }[] };
    // The segments' words, put together, are the final timeline, with offsets into the stored content.
    expect(segments.flatMap((e) => e.data.words as unknown[])).toEqual(done.words);
    await expectTimelineOnto(content, done as never);
    for (const segment of segments)
      expect(
        Buffer.from(segment.data.audio as string, 'base64')
          .subarray(0, 4)
          .toString('ascii'),
      ).toBe('OggS');
    expect(segments.map((e) => content.slice(e.data.charStart as number, e.data.charEnd as number).trim())).toEqual([
      'The owl blinked twice.',
      'The mouse said goodnight to the moon.',
      'Then the whole wood fell fast asleep.',
    ]);

    // Now cached: the answer is the finished narration at once.
    const again = await readEvents(`/api/stories/${id}/narration`);
    expect(again.map((e) => e.event)).toEqual(['done']);
    expect(again[0]!.data).toEqual(done);
  });

  it('refuses an unknown story as JSON before any stream opens', async () => {
    const res = await request(http).get('/api/stories/no-such-story/narration').set(reader()).set('Accept', 'text/event-stream').expect(404);
    expect(res.body.message).toBe('Story not found');
  });
});

describe('GET /api/stories/:id/narration refusals', () => {
  it('reads a stored story as it was written, though the phrase screen would refuse it as text; the same words sent as text are still screened', async () => {
    // Ordinary sentences of the writer's own stories that the phrase screen reads as harm ("hurt", "kill").
    const content = `"I'm sorry I hurt you," said Mia to her brother. Then she remembered that too much heat would kill the yeast, so she waited.`;
    const id = await insertStory(service.database, { userId: 'author', content });
    const res = await request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200);
    expect(res.body.words).toHaveLength(tokenizeWords(content).length);
    const asText = await request(http).post('/api/generate-audio').set(reader()).send({ text: content }).expect(400);
    expect(asText.body.message).toMatch(/hurting someone or weapons/);
  });

  it('answers 404 for an unknown story, 401 without a user and 402 once the trial has ended', async () => {
    const id = await insertStory(service.database, { userId: 'author' });
    const missing = await request(http).get('/api/stories/no-such-story/narration').set(reader()).expect(404);
    expect(missing.body.message).toBe('Story not found');
    await request(http)
      .get(`/api/stories/${id}/narration`)
      .set(identityHeaders({ userId: null }))
      .expect(401);
    await request(http)
      .get(`/api/stories/${id}/narration`)
      .set(identityHeaders({ userId: 'lapsed', entitled: false }))
      .expect(402);
  });
});

describe('POST /api/generate-audio', () => {
  it('answers the audio bytes, with headers naming the cached copy, which GET narration then reuses', async () => {
    const text = 'A little cloud drifted over the hill and said goodnight.';
    const before = counted.calls.length;
    const res = await request(http)
      .post('/api/generate-audio')
      .set(reader())
      .send({ text: `  ${text}\n`, voice: 'nova', speed: 0.9 })
      .buffer(true)
      .expect(200);

    expect(res.headers['content-type']).toBe('audio/ogg');
    const audio = res.body as Buffer;
    expect(audio.subarray(0, 4).toString('ascii')).toBe('OggS');
    expect(Number(res.headers['x-narration-duration-ms'])).toBeGreaterThan(1000);
    const cached = await request(http).get(res.headers['x-narration-url']!).set(anonymous()).buffer(true).expect(200);
    expect(Buffer.compare(cached.body as Buffer, audio)).toBe(0);

    const id = await insertStory(service.database, { userId: 'author', content: text });
    const narration = await request(http).get(`/api/stories/${id}/narration`).set(reader()).expect(200);
    expect(narration.body.audioUrl).toBe(res.headers['x-narration-url']);
    expect(counted.calls.length - before).toBe(1);
  });

  it('refuses empty and over-long text with a message', async () => {
    const empty = await request(http).post('/api/generate-audio').set(reader()).send({ text: '   ', voice: 'nova', speed: 0.9 }).expect(400);
    expect(empty.body.message).toBe('Text is required');
    const missing = await request(http).post('/api/generate-audio').set(reader()).send({ voice: 'nova' }).expect(400);
    expect(missing.body.message).toBe('Text is required');
    const long = await request(http)
      .post('/api/generate-audio')
      .set(reader())
      .send({ text: 'word '.repeat(4001), speed: 0.9 })
      .expect(400);
    expect(long.body.message).toBe('The text is too long to narrate (at most 20,000 characters)');
    const noWords = await request(http).post('/api/generate-audio').set(reader()).send({ text: '... !?' }).expect(400);
    expect(noWords.body.message).toBe('The text has no words to narrate.');
  });
});

describe('narration engine failure', () => {
  it("answers 502 with the audio service message and logs the engine's error", async () => {
    const log = captureLogger();
    const broken: NarrationEngine = {
      name: 'broken',
      synthesize: async () => {
        throw new Error('festival stopped (exit code 1)');
      },
    };
    const failing = await createTestStoryService({}, { narrationEngine: broken, logger: log.logger });
    try {
      const id = await insertStory(failing.database, { userId: 'author' });
      const res = await request(failing.app.callback()).get(`/api/stories/${id}/narration`).set(reader()).expect(502);
      expect(res.body.message).toBe('There was an issue with the audio service. Please try again in a moment.');
      const audio = await request(failing.app.callback()).post('/api/generate-audio').set(reader()).send({ text: 'Goodnight.' }).expect(502);
      expect(audio.body.message).toBe('There was an issue with the audio service. Please try again in a moment.');

      const line = await log.waitFor('narration failed');
      expect(line).toMatchObject({ engine: 'broken', err: { message: 'festival stopped (exit code 1)' } });
      expect(await failing.database.db.select().from(narrations)).toEqual([]);
      expect(await readdir(failing.config.BLOB_DIR)).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});
