import { createParser } from 'eventsource-parser';

/** One server-sent event as the HTML standard's event-stream parser yields it. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser: feed it decoded chunks as they arrive (split anywhere, even
 * inside a line or between \r and \n) and it returns every event completed so far. The WHATWG parsing
 * itself is eventsource-parser's; this keeps the pull-style shape the generation stream reads best with,
 * and names an unnamed event 'message' as browsers do.
 */
export function createSseParser() {
  let completed: SseEvent[] = [];
  let endsWithCarriageReturn = false;
  const parser = createParser({
    onEvent: (message) => completed.push({ event: message.event || 'message', data: message.data }),
  });
  const take = () => {
    const out = completed;
    completed = [];
    return out;
  };

  return {
    push(chunk: string): SseEvent[] {
      if (chunk) endsWithCarriageReturn = chunk.endsWith('\r');
      parser.feed(chunk);
      return take();
    },
    /** The stream ended: events its last line end completed, while one without its blank line is, per the standard, dropped. */
    end(): SseEvent[] {
      // eventsource-parser holds a trailing \r back in case a \n follows; at the end nothing will, and a lone
      // \r is a whole line end. Adding the \n makes it the same single line end, so a last blank line counts.
      if (endsWithCarriageReturn) parser.feed('\n');
      parser.reset();
      return take();
    },
  };
}
