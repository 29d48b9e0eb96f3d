import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '../src/features/wizard/lib/sse-parser';

function feed(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

const stream = 'event: stage\ndata: {"stage":"writing"}\n\nevent: delta\ndata: {"text":"Once upon"}\n\n';

describe('SSE parser', () => {
  it('yields named events with their data', () => {
    expect(feed([stream])).toEqual([
      { event: 'stage', data: '{"stage":"writing"}' },
      { event: 'delta', data: '{"text":"Once upon"}' },
    ]);
  });

  it('gives the same events however the stream is cut into chunks', () => {
    const whole = feed([stream]);
    for (let size = 1; size <= 7; size++) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(feed(chunks)).toEqual(whole);
    }
  });

  it('accepts \\r\\n and \\r line ends, even with \\r\\n split across chunks', () => {
    expect(feed(['event: done\r', '\ndata: {}\r', '\n\r', '\n'])).toEqual([{ event: 'done', data: '{}' }]);
    expect(feed(['data: a\r\rdata: b\r\r'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('joins multi-line data, drops one leading space, ignores comments and unknown fields', () => {
    expect(feed([': keep-alive\n', 'id: 7\nretry: 10\ndata:  two spaces\ndata:line\n\n'])).toEqual([{ event: 'message', data: ' two spaces\nline' }]);
  });

  it('drops an event without data and a last event the stream never finished', () => {
    expect(feed(['event: ping\n\n', 'event: delta\ndata: {"text":"cut"}\n'])).toEqual([]);
  });

  it('keeps the event name from leaking into the next event', () => {
    expect(feed(['event: title\ndata: 1\n\ndata: 2\n\n'])).toEqual([
      { event: 'title', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });
});
