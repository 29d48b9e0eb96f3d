import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { stories } from '../../src/data/schema';
import { captureLogger } from '@bedtime/service-kit/testing';
import { createTestStoryService, type ProviderOverrides, type TestStoryService } from './helpers';
import { endlessWriter, failingWriter, parseEventStream, scriptedWriter, validWish, type SseEvent } from './generation-support';

const noNickname = {} satisfies ProviderOverrides;
let running: { service: TestStoryService; server: Server } | undefined;

async function start(overrides: ProviderOverrides) {
  const service = await createTestStoryService({}, { ...noNickname, ...overrides });
  const server = service.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  running = { service, server };
  return { service, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/generate-story` };
}
afterEach(async () => {
  running?.server.closeAllConnections();
  running?.server.close();
  await running?.service.close();
  running = undefined;
});

const streamHeaders = (userId: string) => ({ ...identityHeaders({ userId }), accept: 'text/event-stream', 'content-type': 'application/json' });
const storiesOf = (service: TestStoryService, userId: string) => service.database.db.select().from(stories).where(eq(stories.userId, userId));

describe('POST /api/generate-story as server-sent events', () => {
  it('streams stages in order, the title and the words; the kept story is exactly the words sent', async () => {
    const { service, url } = await start({
      storyWriter: scriptedWriter('Comet Dreams', ['  \n', 'Once upon a time ', 'a comet ', '\n\n', 'slept.', '\n']).writer,
    });

    const response = await fetch(url, { method: 'POST', headers: streamHeaders('streamer'), body: JSON.stringify(validWish) });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const events = parseEventStream(await response.text());
    expect(events.filter((e) => e.event === 'stage').map((e) => e.data)).toEqual([{ stage: 'thinking' }, { stage: 'writing' }, { stage: 'polishing' }]);
    // Text is passed on once the child-safety screen has read it: whole sentences or lines at a time.
    expect(events.map((e) => e.event)).toEqual(['stage', 'title', 'stage', 'delta', 'delta', 'stage', 'done']);
    expect(events[1]).toEqual({ event: 'title', data: { title: 'Comet Dreams' } });
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    const done = events.at(-1) as SseEvent & { data: { success: boolean; story: string; title: string; id: string } };
    expect(done.data).toEqual({ success: true, story: streamed, title: 'Comet Dreams', id: expect.any(String) });
    const [row] = await service.database.db.select().from(stories).where(eq(stories.id, done.data.id));
    expect(row?.content).toBe(streamed);
    expect(streamed).toBe('Once upon a time a comet \n\nslept.');
  });

  it('streams a story from the embedded writer paragraph by paragraph; the kept story is the words sent', async () => {
    const { service, url } = await start({});

    const response = await fetch(url, { method: 'POST', headers: streamHeaders('composer-streamer'), body: JSON.stringify(validWish) });

    const events = parseEventStream(await response.text());
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1) as SseEvent & { data: { success: boolean; story: string; id: string } };
    expect(done.event).toBe('done');
    expect(done.data.story).toBe(deltas.join(''));
    const [row] = await service.database.db.select().from(stories).where(eq(stories.id, done.data.id));
    expect(row?.content).toBe(deltas.join(''));
  });

  it('sends each event as it happens, before the story is finished', async () => {
    const { writer, finished } = endlessWriter();
    const controller = new AbortController();
    const { url } = await start({ storyWriter: writer });

    const response = await fetch(url, { method: 'POST', headers: streamHeaders('early'), body: JSON.stringify(validWish), signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('event: delta')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }

    expect(parseEventStream(seen.slice(0, seen.lastIndexOf('\n\n') + 2)).map((e) => e.event)).toEqual(['stage', 'title', 'stage', 'delta']);
    controller.abort();
    expect(await finished).toBe(true);
  });

  it('when the client goes away mid-story, the writer is stopped and nothing is kept', async () => {
    const { writer, finished } = endlessWriter();
    const controller = new AbortController();
    const logs = captureLogger();
    const { service, url } = await start({ storyWriter: writer, logger: logs.logger });

    const response = await fetch(url, { method: 'POST', headers: streamHeaders('leaver'), body: JSON.stringify(validWish), signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let seen = '';
    while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
    controller.abort();

    expect(await finished).toBe(true);
    const outcome = await logs.waitFor(/^story generat/);
    expect(outcome.msg).toBe('story generation cancelled by the client; nothing was kept');
    expect(await storiesOf(service, 'leaver')).toHaveLength(0);
  });

  it('a JSON request whose client goes away stops the writer, and nothing is kept', async () => {
    const { writer, finished } = endlessWriter();
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    const watched: typeof writer = {
      name: writer.name,
      write(request, options) {
        started();
        return writer.write(request, options);
      },
    };
    const logs = captureLogger();
    const { service, url } = await start({ storyWriter: watched, logger: logs.logger });
    const controller = new AbortController();
    const headers = { ...identityHeaders({ userId: 'json-leaver' }), 'content-type': 'application/json' };
    const answer = fetch(url, { method: 'POST', headers, body: JSON.stringify(validWish), signal: controller.signal }).catch((error: unknown) => error);
    await writing;
    controller.abort();

    expect(await finished).toBe(true);
    expect((await logs.waitFor(/^story generat/)).msg).toBe('story generation cancelled by the client; nothing was kept');
    expect(await storiesOf(service, 'json-leaver')).toHaveLength(0);
    expect(await answer).toBeInstanceOf(Error);
  });

  it('ends with an error event, keeping nothing, when the writer fails mid-story', async () => {
    const { service, url } = await start({ storyWriter: failingWriter(['Once upon a time there was a comet. ']) });

    const response = await fetch(url, { method: 'POST', headers: streamHeaders('unlucky'), body: JSON.stringify(validWish) });

    const events = parseEventStream(await response.text());
    expect(events.map((e) => e.event)).toEqual(['stage', 'stage', 'delta', 'error']);
    expect(events.at(-1)?.data).toEqual({ error: 'Sorry, there was an error generating your story. Please try again.' });
    expect(await storiesOf(service, 'unlucky')).toHaveLength(0);
  });

  it('still refuses an invalid request with 400 JSON before any stream starts', async () => {
    const { url } = await start({ storyWriter: scriptedWriter('T', ['x']).writer });

    const response = await fetch(url, { method: 'POST', headers: streamHeaders('invalid'), body: JSON.stringify({ ...validWish, age: 13 }) });

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Age must be between 2 and 12' });
  });
});
