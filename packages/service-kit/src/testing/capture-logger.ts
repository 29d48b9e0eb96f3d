import { Writable } from 'node:stream';
import pino from 'pino';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A real pino logger whose lines the test can read, and wait for (instead of sleeping). */
export function captureLogger() {
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const waiter of waiters.filter((w) => w.match(line))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
      done();
    },
  });
  const logger = pino({ level: 'debug' }, stream);
  return {
    logger,
    lines,
    waitFor(message: string | RegExp): Promise<LogLine> {
      const match = (line: LogLine) => (typeof message === 'string' ? line.msg === message : message.test(line.msg));
      const seen = lines.find(match);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}
