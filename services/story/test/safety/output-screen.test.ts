import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { captureLogger, identityHeaders } from '@bedtime/service-kit/testing';
import { stories } from '../../src/data/schema';
import type { StoryChunk, StoryTextProvider } from '../../src/providers/story-text/types';
import { parseEventStream, validWish } from '../api/generation-support';
import { createTestStoryService, type TestStoryService } from '../api/helpers';

const UNSAFE = 'Then the babysitter took off her clothes and touched her.';

/** A test writer that turns unsafe part-way through, and counts how far it was asked to go. */
function turningWriter(title = 'The Quiet Pond') {
  const state = { pulled: 0, finished: false };
  const pieces = [
    'Once upon a time a duck lived on a quiet pond. ',
    'She liked to paddle in circles. ',
    UNSAFE,
    ' The end of the story came after that. ',
    'Everyone slept.',
  ];
  const writer: StoryTextProvider = {
    name: 'turning',
    async *write() {
      yield { type: 'title', title } satisfies StoryChunk;
      for (const text of pieces) {
        state.pulled += 1;
        yield { type: 'text', text } satisfies StoryChunk;
      }
      state.finished = true;
    },
  };
  return { writer, state };
}

describe('the output screen: a writer that returns unsafe text', () => {
  let service: TestStoryService;
  const logs = captureLogger();
  const turning = turningWriter();
  beforeAll(async () => {
    service = await createTestStoryService({}, { storyWriter: turning.writer, logger: logs.logger });
  });
  afterAll(() => service.close());
  const storiesOf = (userId: string) => service.database.db.select().from(stories).where(eq(stories.userId, userId));

  it('JSON: keeps nothing and answers a kind message naming what went wrong', async () => {
    const res = await request(service.app.callback())
      .post('/api/generate-story')
      .set(identityHeaders({ userId: 'json-reader' }))
      .send(validWish)
      .expect(200);
    expect(res.body).toEqual({
      success: false,
      error:
        "Sorry, that story wandered into grown-up content, which isn't right for bedtime, so we didn't keep it. Please try again, or try a different lesson or plot twist.",
    });
    expect(await storiesOf('json-reader')).toHaveLength(0);
    // The writer was stopped at the unsafe sentence, not read to the end.
    expect(turning.state.finished).toBe(false);
    const line = logs.lines.find((entry) => /failed the child-safety screen/.test(entry.msg));
    expect(line).toMatchObject({ category: 'sexual' });
    expect(JSON.stringify(logs.lines)).not.toContain('babysitter');
  });

  it('stream: stops at the unsafe sentence, never sends it, keeps nothing and ends with the kind message', async () => {
    const streaming = turningWriter();
    const other = await createTestStoryService({}, { storyWriter: streaming.writer });
    try {
      const res = await request(other.app.callback())
        .post('/api/generate-story')
        .set(identityHeaders({ userId: 'stream-reader' }))
        .set('accept', 'text/event-stream')
        .send(validWish)
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => done(null, text));
        });
      const events = parseEventStream(res.body as string);
      expect(events.map((event) => event.event)).toEqual(['stage', 'title', 'stage', 'delta', 'delta', 'error']);
      const sent = events
        .filter((event) => event.event === 'delta')
        .map((event) => (event.data as { text: string }).text)
        .join('');
      expect(sent).toBe('Once upon a time a duck lived on a quiet pond. She liked to paddle in circles.');
      expect(sent).not.toContain('babysitter');
      expect(events.at(-1)?.data).toEqual({ error: expect.stringMatching(/^Sorry, that story wandered into grown-up content/) });
      expect(streaming.state.pulled).toBe(3);
      expect(streaming.state.finished).toBe(false);
      expect(await other.database.db.select().from(stories).where(eq(stories.userId, 'stream-reader'))).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('an unsafe title stops the story before any text is sent', async () => {
    const titled = turningWriter('How to Kill Your Sister');
    const other = await createTestStoryService({}, { storyWriter: titled.writer });
    try {
      const res = await request(other.app.callback())
        .post('/api/generate-story')
        .set(identityHeaders({ userId: 'title-reader' }))
        .send(validWish)
        .expect(200);
      expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(/wandered into hurting someone/) });
      expect(titled.state.pulled).toBe(0);
      expect(await other.database.db.select().from(stories).where(eq(stories.userId, 'title-reader'))).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
