import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FestivalNarrationEngine } from '../../src/providers/narration/festival-engine';
import type { TimedWord } from '../../src/providers/narration/types';

export interface WhisperWord {
  word: string;
  start: number;
  end: number;
}

export interface RecordedRequest {
  path: string;
  json?: Record<string, unknown>;
  form?: Record<string, string[]>;
}

export interface FakeOpenAI {
  baseURL: string;
  requests: RecordedRequest[];
  /** The timeline Festival produced for each audio the fake speech endpoint returned, by audio hash. */
  timelines: Map<string, TimedWord[]>;
  /** Makes the next speech request answer with this status and error body. */
  failSpeechWith(status: number, message: string): void;
  /** Holds speech requests until the client gives up (for abort tests). */
  hangSpeech(): void;
  close(): Promise<void>;
}

export function audioKey(audio: Buffer): string {
  return createHash('sha256').update(audio).digest('hex');
}

/**
 * A stand-in for api.openai.com on 127.0.0.1: POST /v1/audio/speech speaks the input with Festival
 * (real Ogg Opus audio), POST /v1/audio/transcriptions answers verbose_json word timestamps for that
 * audio, rewritten by `transcribe` the way a recognizer differs from the text.
 */
export async function startFakeOpenAI(transcribe: (words: TimedWord[]) => WhisperWord[]): Promise<FakeOpenAI> {
  const festival = new FestivalNarrationEngine();
  const requests: RecordedRequest[] = [];
  const timelines = new Map<string, TimedWord[]>();
  let failure: { status: number; message: string } | undefined;
  let hanging = false;

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? '';
      if (req.method === 'POST' && path === '/v1/audio/speech') {
        const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        requests.push({ path, json });
        if (hanging) return;
        if (failure) {
          const { status, message } = failure;
          failure = undefined;
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
          return;
        }
        if (json.response_format !== 'opus') {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'this fake only speaks opus' } }));
          return;
        }
        const narration = await festival.synthesize({ text: String(json.input), voice: String(json.voice), speed: Number(json.speed ?? 1) });
        timelines.set(audioKey(narration.audio), narration.words);
        res.writeHead(200, { 'content-type': 'audio/ogg' }).end(narration.audio);
        return;
      }
      if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
        const form = await new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
        const fields: Record<string, string[]> = {};
        let audio: Buffer | undefined;
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') (fields[name] ??= []).push(value);
          else audio = Buffer.from(await value.arrayBuffer());
        }
        requests.push({ path, form: fields });
        const timeline = audio && timelines.get(audioKey(audio));
        if (!timeline) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'unknown audio' } }));
          return;
        }
        const words = transcribe(timeline);
        const last = timeline[timeline.length - 1]!;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ task: 'transcribe', language: 'english', duration: last.endMs / 1000, text: words.map((w) => w.word).join(' '), words }));
        return;
      }
      res.writeHead(404).end();
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    timelines,
    failSpeechWith: (status, message) => (failure = { status, message }),
    hangSpeech: () => (hanging = true),
    close: () =>
      new Promise((resolve) => {
        festival.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
