/** One server-sent event as the HTML standard's event-stream parser yields it. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser: feed it decoded chunks as they arrive (split anywhere, even
 * inside a line or between \r and \n) and it returns every event completed so far.
 * Follows the WHATWG rules: lines end with \r\n, \n or \r; ':' lines are comments; "data" lines join with
 * \n; one leading space after the colon is dropped; a blank line dispatches; an event with no data is dropped.
 */
export function createSseParser() {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let pendingCarriageReturn = false;

  function dispatch(out: SseEvent[]) {
    if (dataLines.length > 0) out.push({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  }

  function processLine(line: string, out: SseEvent[]) {
    if (line === '') return dispatch(out);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  }

  return {
    push(chunk: string): SseEvent[] {
      const out: SseEvent[] = [];
      let text = chunk;
      // A \r at the end of the previous chunk already ended its line; a \n right after it belongs to it.
      if (pendingCarriageReturn && text.startsWith('\n')) text = text.slice(1);
      pendingCarriageReturn = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, i), out);
        if (char === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else {
            pendingCarriageReturn = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    /** The stream ended: a final event without its blank line is incomplete and, per the standard, dropped. */
    end(): SseEvent[] {
      buffer = '';
      eventName = '';
      dataLines = [];
      return [];
    },
  };
}
