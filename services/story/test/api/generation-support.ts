import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StoryChunk, StoryRequest, StoryTextProvider } from '../../src/providers/story-text/types';

export const validWish = {
  age: 6,
  gender: 'girl',
  interests: ['Dinosaurs', 'Space & Stars'],
  style: 'adventurous',
  lesson: 'Being brave means trying even when you feel scared',
  isCollaborative: false,
  plotTwists: [] as string[],
};

/** A writer that tells a fixed story in pieces and remembers what it was asked; it is a test double of the provider interface. */
export function scriptedWriter(title: string | undefined, pieces: string[]) {
  const requests: StoryRequest[] = [];
  const writer: StoryTextProvider = {
    name: 'scripted',
    async *write(request) {
      requests.push(request);
      if (title !== undefined) yield { type: 'title', title } satisfies StoryChunk;
      for (const text of pieces) yield { type: 'text', text } satisfies StoryChunk;
    },
  };
  return { writer, requests };
}

/**
 * A writer that sends one piece, then keeps going until it is aborted: `aborted` settles when it saw the
 * abort and finished (so the test can look at the database afterwards without sleeping).
 */
export function endlessWriter() {
  let settle: (value: boolean) => void = () => undefined;
  const finished = new Promise<boolean>((resolve) => (settle = resolve));
  const writer: StoryTextProvider = {
    name: 'endless',
    async *write(_request, options) {
      const signal = options?.signal;
      try {
        yield { type: 'title', title: 'The Story That Never Ends' };
        yield { type: 'text', text: 'Once upon a time' };
        while (!signal?.aborted) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 20);
            signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
          });
          if (!signal?.aborted) yield { type: 'text', text: ' and on' };
        }
      } finally {
        settle(signal?.aborted ?? false);
      }
    },
  };
  return { writer, finished };
}

export function failingWriter(afterPieces: string[] = []): StoryTextProvider {
  return {
    name: 'failing',
    async *write() {
      for (const text of afterPieces) yield { type: 'text', text };
      throw new Error('the model went away');
    },
  };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

export function parseEventStream(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** Runs a node:http server for the test and answers its base URL. */
export async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
