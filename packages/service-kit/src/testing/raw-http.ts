import net from 'node:net';

export interface RawExchange {
  /** Status codes of the answers read on the connection, in order. */
  statuses: number[];
  /** Everything the server sent. */
  text: string;
  /** How the connection ended: the server closed it cleanly, reset it, or it was still open at `giveUpMs`. */
  ending: 'closed' | 'reset' | 'still open';
  /** When each answer's status line arrived and when the connection ended, in ms from the start. */
  answeredAtMs: number[];
  endedAtMs: number;
}

export interface RawRequestOptions {
  /** Body pieces, written one after another with `gapMs` between them. */
  body?: Buffer[];
  gapMs?: number;
  /** Written on the same connection once the body is out (a second request, to check keep-alive). */
  then?: string;
  /** Stop sending the body after this many pieces (a client that stalls). */
  stopAfter?: number;
  giveUpMs?: number;
}

/** Frames pieces as a chunked body. */
export const chunkedBody = (pieces: Buffer[]): Buffer[] => [
  ...pieces.map((piece) => Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])),
  Buffer.from('0\r\n\r\n'),
];

/**
 * One HTTP/1.1 connection written by hand, for what fetch and supertest hide: a body sent in pieces or
 * never finished, a second request on the same keep-alive connection, and whether the server then
 * closed or reset the connection.
 */
export function rawRequest(port: number, head: string, options: RawRequestOptions = {}): Promise<RawExchange> {
  const started = Date.now();
  return new Promise((resolve) => {
    let text = '';
    const answeredAtMs: number[] = [];
    let ending: RawExchange['ending'] = 'closed';
    let settled = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      resolve({ statuses, text, ending, answeredAtMs, endedAtMs: Date.now() - started });
    };
    const giveUp = setTimeout(() => {
      ending = 'still open';
      socket.destroy();
      finish();
    }, options.giveUpMs ?? 10_000);
    socket.on('connect', async () => {
      socket.write(head);
      const pieces = options.body ?? [];
      for (const [index, piece] of pieces.entries()) {
        if (options.stopAfter !== undefined && index >= options.stopAfter) return;
        if (socket.destroyed || socket.writableEnded) return;
        socket.write(piece);
        if (options.gapMs) await new Promise((resolve) => setTimeout(resolve, options.gapMs));
      }
      if (options.then && !socket.destroyed) socket.write(options.then);
    });
    socket.on('data', (chunk: Buffer) => {
      const before = (text.match(/HTTP\/1\.1 \d{3} /g) ?? []).length;
      text += chunk.toString('latin1');
      const after = (text.match(/HTTP\/1\.1 \d{3} /g) ?? []).length;
      for (let i = before; i < after; i++) answeredAtMs.push(Date.now() - started);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') ending = 'reset';
    });
    socket.on('close', finish);
  });
}
