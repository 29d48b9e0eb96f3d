import { describe, expect, it } from 'vitest';
import { serveLocalApi } from './support/local-api';
import { generateStory } from '../src/features/wizard/api/generate-story';
import { GENERATION_FAILED_MESSAGE, generationErrorField, generationErrorMessage } from '../src/features/wizard/lib/generation-errors';

/** A local server answering as the story service does, so the real fetch + stream path runs. */
const api = serveLocalApi();

const request = {
  age: 6,
  gender: 'girl' as const,
  interests: ['Animals' as const],
  style: 'gentle' as const,
  lesson: 'Share',
  isCollaborative: false,
  plotTwists: [],
};
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('generateStory', () => {
  it('asks for an event stream and reports stages, title and text as they arrive', async () => {
    let seen: { accept?: string; body?: unknown } = {};
    api.handler = async (req, res, body) => {
      seen = { accept: req.headers.accept, body: JSON.parse(body) };
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
      const events = [
        sse('stage', { stage: 'writing' }),
        sse('title', { title: 'Luna and the Sleepy Owl' }),
        sse('delta', { text: 'Once upon ' }),
        sse('delta', { text: 'a time… 🌙' }),
        sse('stage', { stage: 'polishing' }),
        sse('done', { success: true, story: 'Once upon a time… 🌙', title: 'Luna and the Sleepy Owl', id: 'st_1' }),
      ].join('');
      // Cut the stream mid-event and mid-character to prove the reader reassembles it.
      const bytes = Buffer.from(events);
      for (let i = 0; i < bytes.length; i += 7) {
        res.write(bytes.subarray(i, i + 7));
        await tick();
      }
      res.end();
    };
    const stages: string[] = [];
    const deltas: string[] = [];
    let title = '';
    const result = await generateStory(request, {
      onStage: (stage) => stages.push(stage),
      onTitle: (t) => (title = t),
      onDelta: (text) => deltas.push(text),
    });
    expect(seen.accept).toBe('text/event-stream');
    expect(seen.body).toEqual(request);
    expect(stages).toEqual(['writing', 'polishing']);
    expect(title).toBe('Luna and the Sleepy Owl');
    expect(deltas.join('')).toBe('Once upon a time… 🌙');
    expect(result).toEqual({ id: 'st_1', title: 'Luna and the Sleepy Owl', story: 'Once upon a time… 🌙' });
  });

  it('fails with the message of an error event', async () => {
    api.handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end(sse('stage', { stage: 'thinking' }) + sse('error', { error: 'The storyteller is resting.' }));
    };
    await expect(generateStory(request, {}).catch(generationErrorMessage)).resolves.toBe('The storyteller is resting.');
  });

  it('fails with the apology when the stream ends without a finished story', async () => {
    api.handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end(sse('delta', { text: 'Once' }));
    };
    await expect(generateStory(request, {}).catch(generationErrorMessage)).resolves.toBe(GENERATION_FAILED_MESSAGE);
  });

  it('reads a plain JSON answer, defaulting the title', async () => {
    api.handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, story: 'The end.', id: 'st_2' }));
    };
    await expect(generateStory(request, {})).resolves.toEqual({ id: 'st_2', story: 'The end.', title: 'Your Magical Bedtime Story' });
  });

  it('reads the finished story through its contract: an answer that does not fit is the apology, never a story', async () => {
    api.handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, story: 42, id: 'st_3' }));
    };
    const plain = await generateStory(request, {}).catch((caught: unknown) => caught);
    expect(plain).toBeInstanceOf(Error);
    expect(generationErrorMessage(plain)).toBe(GENERATION_FAILED_MESSAGE);
    api.handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
      res.end(sse('done', { success: 'yes', story: 'The end.', id: 'st_4' }));
    };
    const streamed = await generateStory(request, {}).catch((caught: unknown) => caught);
    expect(streamed).toBeInstanceOf(Error);
    expect(generationErrorMessage(streamed)).toBe(GENERATION_FAILED_MESSAGE);
  });

  it('shows the server message of a refusal, and the apology when there is none', async () => {
    api.handler = (_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Please choose a story style' }));
    };
    await expect(generateStory(request, {}).catch(generationErrorMessage)).resolves.toBe('Please choose a story style');
    api.handler = (_req, res) => {
      res.writeHead(500);
      res.end();
    };
    await expect(generateStory(request, {}).catch(generationErrorMessage)).resolves.toBe(GENERATION_FAILED_MESSAGE);
  });

  it('knows which input a child-safety refusal is about, so the wizard can show it there', async () => {
    api.handler = (_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Kind words about twist 2', field: 'plotTwists', index: 1 }));
    };
    const error = await generateStory(request, {}).catch((caught: unknown) => caught);
    expect(generationErrorMessage(error)).toBe('Kind words about twist 2');
    expect(generationErrorField(error)).toEqual({ field: 'plotTwists', index: 1 });
    api.handler = (_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Please choose a story style' }));
    };
    expect(generationErrorField(await generateStory(request, {}).catch((caught: unknown) => caught))).toBeUndefined();
  });
});
