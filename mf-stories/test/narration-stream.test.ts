import { describe, expect, it } from 'vitest';
import { serveLocalApi } from './support/local-api';
import { ApiError } from '@bedtime/web-kit';
import { streamNarration, type PlayableSegment } from '../src/features/narration/api/stream-narration';
import { offsetInSegment, segmentOfWord } from '../src/features/narration/lib/segment-playlist';
import { createEffectCues } from '../src/features/narration/lib/sound-keywords';
import { audioFailure, AUDIO_SERVICE_MESSAGE } from '../src/features/narration/lib/narration-errors';

/** A local server answering as the story service does, so the real fetch + stream path runs. */
const api = serveLocalApi();

const word = (index: number, startMs: number) => ({ index, text: `w${index}`, charStart: index * 3, charEnd: index * 3 + 2, startMs, endMs: startMs + 200 });
const segment = (index: number, startMs: number, words: ReturnType<typeof word>[], bytes: number[]) => ({
  index,
  charStart: words[0]!.charStart,
  charEnd: words.at(-1)!.charEnd,
  startMs,
  durationMs: 1000,
  mimeType: 'audio/ogg',
  audio: Buffer.from(bytes).toString('base64'),
  words,
});
const first = segment(0, 0, [word(0, 100), word(1, 400)], [79, 103, 103, 83]);
const second = segment(1, 1000, [word(2, 1100), word(3, 1500)], [1, 2, 3]);
const whole = { audioUrl: '/api/media/abc.ogg', durationMs: 2000, words: [...first.words, ...second.words] };
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

describe('the streamed narration', () => {
  it('hands out each segment as it arrives, before the stream is over, then resolves with the whole narration', async () => {
    let release!: () => void;
    const secondMayGo = new Promise<void>((resolve) => (release = resolve));
    let accept = '';
    api.handler = (req, res) => {
      accept = req.headers.accept ?? '';
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': warming up\n\n' + sse('segment', first));
      void secondMayGo.then(() => res.end(sse('segment', second) + sse('done', whole)));
    };
    const got: PlayableSegment[] = [];
    const done = streamNarration('story-1', {
      onSegment: (playable) => {
        got.push(playable);
        release();
      },
    });
    expect(await done).toEqual(whole);
    expect(accept).toContain('text/event-stream');
    expect(got.map((s) => s.index)).toEqual([0, 1]);
    // The audio arrives as the very bytes, ready for an object URL, with its type; the words keep whole-narration times.
    expect([...new Uint8Array(await got[0]!.audio.arrayBuffer())]).toEqual([79, 103, 103, 83]);
    expect(got[0]!.audio.type).toBe('audio/ogg');
    expect(got[1]!.words[0]!.startMs).toBe(1100);
  });

  it('takes a narration made before as the plain answer', async () => {
    api.handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(whole));
    expect(await streamNarration('story-1', { onSegment: () => expect.unreachable() })).toEqual(whole);
  });

  it('turns an error event into the audio service failure the listener is told about', async () => {
    api.handler = (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/event-stream' }).end(sse('segment', first) + sse('error', { message: 'engine down' }));
    const failure = await streamNarration('story-1', { onSegment: () => undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(audioFailure(failure).message).toBe(AUDIO_SERVICE_MESSAGE);
  });

  it('refuses a stream that ends before done, and a segment that does not match the contract', async () => {
    api.handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/event-stream' }).end(sse('segment', first));
    await expect(streamNarration('story-1', { onSegment: () => undefined })).rejects.toBeInstanceOf(ApiError);
    api.handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/event-stream' }).end(sse('segment', { ...first, words: 'none' }));
    await expect(streamNarration('story-1', { onSegment: () => undefined })).rejects.toThrow();
  });

  it('passes a refusal on as the API error it is', async () => {
    api.handler = (_req, res) => res.writeHead(402, { 'content-type': 'application/json' }).end('{"message":"trial ended"}');
    const failure = await streamNarration('story-1', { onSegment: () => undefined }).catch((error: unknown) => error);
    expect(audioFailure(failure).needsSubscription).toBe(true);
  });
});

describe('the segment playlist', () => {
  const segments = [first, second];

  it('finds the segment speaking a word, and none for a word still to come', () => {
    expect(segmentOfWord(segments, 1)).toBe(0);
    expect(segmentOfWord(segments, 2)).toBe(1);
    expect(segmentOfWord(segments, 4)).toBe(-1);
  });

  it("starts inside a segment's own audio at the narration's moment", () => {
    expect(offsetInSegment(second, 1500)).toBe(0.5);
    expect(offsetInSegment(second, 900)).toBe(0);
    expect(offsetInSegment(second, 5000)).toBe(1);
  });
});

describe('sound-effect moments of a narration still arriving', () => {
  it('sounds a moment that came with a later segment', () => {
    const cues = createEffectCues([]);
    expect(cues.reach(8)).toBeNull();
    cues.add([{ type: 'magic', wordIndex: 20, keyword: 'magic' }]);
    expect(cues.reach(20)).toEqual({ type: 'magic', wordIndex: 20, keyword: 'magic' });
  });
});
