import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { tokenizeWords } from '@bedtime/contracts';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { NOTHING_SPEAKABLE, TOO_MANY_NARRATIONS } from '../../src/domain/narration';
import { createNarrationEngine } from '../../src/providers/narration/create-narration-engine';
import type { NarrationEngine, NarrationRequest } from '../../src/providers/narration/types';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

describe('text the voice cannot pronounce', () => {
  const real = createNarrationEngine({});
  let service: TestStoryService;
  beforeAll(async () => {
    service = await createTestStoryService({}, { narrationEngine: real });
  });
  afterAll(async () => {
    real.close?.();
    await service.close();
  });
  const as = () => identityHeaders({ userId: 'speaker' });

  it.each(['𝕏𝕐', '🐻🌙✨', '𝕏𝕐 🐻'])('is refused with 400 and a message, not a 502 (%s)', async (text) => {
    const res = await request(service.app.callback()).post('/api/generate-audio').set(as()).send({ text }).expect(400);
    expect(res.body.message).toMatch(/pronounce|no words/);
  });

  it('is refused quickly for a run of letters longer than any word (it would be spelled out for minutes)', async () => {
    const started = performance.now();
    const res = await request(service.app.callback())
      .post('/api/generate-audio')
      .set(as())
      .send({ text: 'x'.repeat(20_000) })
      .expect(400);
    expect(res.body.message).toBe(NOTHING_SPEAKABLE);
    const mixed = await request(service.app.callback())
      .post('/api/generate-audio')
      .set(as())
      .send({ text: `Hello ${'z'.repeat(5_000)} friend.` })
      .buffer(true)
      .expect(200);
    expect(Number(mixed.headers['x-narration-duration-ms'])).toBeLessThan(5_000);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('is skipped inside mixed text, which speaks its ordinary words', async () => {
    const res = await request(service.app.callback()).post('/api/generate-audio').set(as()).send({ text: 'Hello 𝕏𝕐 friend.' }).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^audio\//);
    expect(Number(res.headers['x-narration-duration-ms'])).toBeGreaterThan(300);
  });

  it('refuses a story of such text as JSON, before a narration stream opens', async () => {
    const id = await insertStory(service.database, { userId: 'author', content: '𝕋𝕙𝕖 𝔼𝕟𝕕' });
    const res = await request(service.app.callback()).get(`/api/stories/${id}/narration`).set(as()).set('Accept', 'text/event-stream').expect(400);
    expect(res.body.message).toBe(NOTHING_SPEAKABLE);
  });
});

/** An engine that finishes a text only when the test says so. */
function gatedEngine() {
  const gates = new Map<string, () => void>();
  const engine: NarrationEngine = {
    name: 'gated-test-voice',
    synthesize: (req: NarrationRequest) =>
      new Promise((resolve) => {
        gates.set(req.text, () =>
          resolve({
            audio: Buffer.from(`audio of ${req.text}`),
            mimeType: 'audio/ogg',
            durationMs: 1000,
            words: tokenizeWords(req.text).map((word) => ({ ...word, startMs: 0, endMs: 100 })),
          }),
        );
      }),
  };
  return { engine, gates };
}

describe('narrations per user', () => {
  const gated = gatedEngine();
  let service: TestStoryService;
  beforeAll(async () => {
    service = await createTestStoryService({}, { narrationEngine: gated.engine });
  });
  afterAll(() => service.close());

  it('allows two at once per user, refuses a third with 429 and a message, and never holds up other users', async () => {
    const http = service.app.callback();
    const ask = (userId: string, text: string) => request(http).post('/api/generate-audio').set(identityHeaders({ userId })).send({ text }).buffer(true);
    const first = ask('busy', 'The first long story.');
    const second = ask('busy', 'The second long story.');
    const firstDone = first.then((res) => res);
    const secondDone = second.then((res) => res);
    await expect.poll(() => gated.gates.size).toBe(2);

    const third = await ask('busy', 'A third story at once.');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(TOO_MANY_NARRATIONS);
    expect(third.headers['retry-after']).toBeDefined();

    // Another user is not affected; asking for a text already being made joins it instead of counting.
    const other = ask('quiet', 'Goodnight, little bear.');
    const otherDone = other.then((res) => res);
    const joining = ask('busy', 'The first long story.').then((res) => res);
    await expect.poll(() => gated.gates.size).toBe(3);
    gated.gates.get('Goodnight, little bear.')!();
    expect((await otherDone).status).toBe(200);

    gated.gates.get('The first long story.')!();
    gated.gates.get('The second long story.')!();
    expect((await firstDone).status).toBe(200);
    expect((await secondDone).status).toBe(200);
    expect((await joining).status).toBe(200);
    // With those finished, the user may narrate again.
    const again = ask('busy', 'A third story at once.').then((res) => res);
    await expect.poll(() => gated.gates.has('A third story at once.')).toBe(true);
    gated.gates.get('A third story at once.')!();
    expect((await again).status).toBe(200);
  });
});
