import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tokenizeWords } from '@bedtime/contracts';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { narrationHash } from '../../src/domain/narration';
import { narrations } from '../../src/data/schema';
import type { NarrationEngine, NarrationRequest } from '../../src/providers/narration/types';
import { createTestStoryService, type TestStoryService } from './helpers';

/**
 * A voice that works on a text until the test finishes it, and tells when it was stopped: the narration
 * of a client that went away must stop, and keep nothing, unless someone else is still waiting for it.
 */
function patientEngine() {
  const finish = new Map<string, () => void>();
  const stopped = new Map<string, Promise<void>>();
  const started = new Map<string, Promise<void>>();
  const startedBy = new Map<string, () => void>();
  const startedFor = (text: string) => {
    if (!started.has(text)) started.set(text, new Promise<void>((resolve) => startedBy.set(text, resolve)));
    return started.get(text)!;
  };
  const engine: NarrationEngine = {
    name: 'patient-test-voice',
    synthesize: (req: NarrationRequest, options = {}) => {
      void startedFor(req.text);
      startedBy.get(req.text)!();
      let noteStop!: () => void;
      stopped.set(req.text, new Promise<void>((resolve) => (noteStop = resolve)));
      return new Promise((resolve, reject) => {
        options.signal?.addEventListener('abort', () => (noteStop(), reject(new Error('stopped'))), { once: true });
        finish.set(req.text, () =>
          resolve({
            audio: Buffer.from(`audio of ${req.text}`),
            mimeType: 'audio/ogg',
            durationMs: 1000,
            words: tokenizeWords(req.text).map((word, index) => ({ ...word, startMs: index * 100, endMs: index * 100 + 90 })),
          }),
        );
      });
    },
  };
  return { engine, finish, stopped, startedFor };
}

const voice = patientEngine();
let service: TestStoryService;
let server: Server;
let base: string;
beforeAll(async () => {
  service = await createTestStoryService({}, { narrationEngine: voice.engine });
  server = service.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await service.close();
});

const speak = (userId: string, text: string, signal?: AbortSignal) =>
  fetch(`${base}/api/generate-audio`, {
    method: 'POST',
    headers: { ...identityHeaders({ userId }), 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
    ...(signal ? { signal } : {}),
  });
const stored = async (text: string) =>
  (
    await service.database.db
      .select()
      .from(narrations)
      .where(eq(narrations.hash, narrationHash(voice.engine.name, { text, voice: 'nova', speed: 0.9 })))
  ).length;

describe('a narration nobody waits for any more', () => {
  it('stops when its client goes away, and keeps nothing', async () => {
    const text = 'Goodnight, little owl, the moon is up.';
    const client = new AbortController();
    const answer = speak('leaver', text, client.signal).catch((error: unknown) => error);
    await voice.startedFor(text);
    client.abort();
    await voice.stopped.get(text);
    expect(await answer).toBeInstanceOf(Error);
    expect(await stored(text)).toBe(0);
  });

  it('goes on for a second client still waiting for the same text, and is kept', async () => {
    const text = 'Goodnight, sleepy bear, the stars are out.';
    const leaving = new AbortController();
    const first = speak('first', text, leaving.signal).catch((error: unknown) => error);
    await voice.startedFor(text);
    const second = speak('second', text);
    // The second request has joined the synthesis once its ownership is noted.
    await expect
      .poll(async () => (await service.database.pool.query(`select count(*)::int as n from narration_requests where user_id = 'second'`)).rows[0].n)
      .toBe(1);
    leaving.abort();
    expect(await first).toBeInstanceOf(Error);
    voice.finish.get(text)!();
    const res = await second;
    expect(res.status).toBe(200);
    expect(await stored(text)).toBe(1);
  });
});
