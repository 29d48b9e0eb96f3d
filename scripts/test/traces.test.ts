import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from '@bedtime/service-kit';
import { InMemorySpanExporter, type ReadableSpan } from '@bedtime/service-kit/testing';
import { createTestStoryService, type TestStoryService } from '../../services/story/test/api/helpers';
import { createTestGateway, type TestGateway } from '../../services/gateway/test/helpers';

/**
 * One parent's story generation is one trace: the gateway's span and the story service's span under it
 * (carried by `traceparent` through the proxy). A story's deletion shows the next hop: the story service's
 * call to the community (which removes the story's share) carries the same trace, under the story
 * service's span; the community here is a recorder of what arrives. Tracing is on through an
 * in-memory exporter; both services run in this one process (hence this test sits outside either), each on
 * a port of its own.
 */
const exporter = new InMemorySpanExporter();
startTracing({ serviceName: 'test', exporter });

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
async function listen(): Promise<{ server: http.Server; url: string; serve(handler: Handler): void }> {
  let handler: Handler = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, serve: (next) => (handler = next) };
}

let gateway: TestGateway;
let story: TestStoryService;
const servers: http.Server[] = [];
let gatewayUrl = '';
const communityCalls: Array<{ method: string; path: string; traceparent: string }> = [];
beforeAll(async () => {
  const gatewayServer = await listen();
  const storyServer = await listen();
  const communityServer = await listen();
  servers.push(gatewayServer.server, storyServer.server, communityServer.server);
  gatewayUrl = gatewayServer.url;
  communityServer.serve((req, res) => {
    communityCalls.push({ method: req.method ?? '', path: req.url ?? '', traceparent: String(req.headers.traceparent ?? '') });
    res.writeHead(204).end();
  });
  story = await createTestStoryService({ COMMUNITY_SERVICE_URL: communityServer.url });
  gateway = await createTestGateway({ STORY_SERVICE_URL: storyServer.url, PUBLIC_URL: gatewayServer.url });
  gatewayServer.serve(gateway.app.callback());
  storyServer.serve(story.app.callback());
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await gateway?.close();
  await story?.close();
});

async function spanNamed(scope: string, name: string | RegExp): Promise<ReadableSpan> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const span = exporter
      .getFinishedSpans()
      .find((s) => s.instrumentationScope.name === scope && (typeof name === 'string' ? s.name === name : name.test(s.name)));
    if (span) return span;
    if (Date.now() > deadline)
      throw new Error(
        `no ${scope} span ${name}; spans: ${exporter
          .getFinishedSpans()
          .map((s) => `${s.instrumentationScope.name} ${s.name}`)
          .join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('traces', () => {
  it('follow a story generation from the gateway into the story service, and a deletion on to the community', async () => {
    const registered = await fetch(`${gatewayUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `traced-${Date.now()}@example.com`, password: 'Follow-the-trace-1', firstName: 'Tia', lastName: 'Rowe', nickname: 'Tia' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // A browser's own traceparent is not continued at the edge: the trace starts at the gateway.
    const foreign = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const generated = await fetch(`${gatewayUrl}/api/generate-story`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, traceparent: foreign },
      body: JSON.stringify({
        age: 5,
        gender: 'girl',
        interests: ['Animals'],
        style: 'gentle',
        lesson: 'Be kind to others',
        isCollaborative: false,
        plotTwists: [],
      }),
    });
    expect(generated.status, await generated.clone().text()).toBe(200);
    const requestId = generated.headers.get('x-request-id');
    const answer = (await generated.json()) as { success: boolean; id?: string };
    expect(answer.success).toBe(true);

    const edge = await spanNamed('gateway', 'POST /api/generate-story');
    const service = await spanNamed('story', 'POST /api/generate-story');
    expect(edge.spanContext().traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    expect(edge.parentSpanContext).toBeUndefined();
    expect(service.spanContext().traceId).toBe(edge.spanContext().traceId);
    expect(service.parentSpanContext?.spanId).toBe(edge.spanContext().spanId);
    expect(edge.attributes['request.id']).toBe(requestId);
    expect(service.attributes['request.id']).toBe(requestId);
    expect(service.attributes['http.route']).toBe('/api/generate-story');
    expect(edge.attributes['http.response.status_code']).toBe(200);

    // Service to service: deleting the story, the story service tells the community, in the deletion's trace.
    const storyId = answer.id;
    expect(storyId).toBeTruthy();
    const deleted = await fetch(`${gatewayUrl}/api/stories/${storyId}`, { method: 'DELETE', headers: { cookie, origin: gatewayUrl } });
    expect(deleted.status, await deleted.clone().text()).toBeLessThan(300);
    const removal = await spanNamed('story', /^DELETE \/api\/stories\/:id$/);
    const received = communityCalls.find((c) => c.method === 'DELETE' && c.path.includes(String(storyId)));
    expect(received, JSON.stringify(communityCalls)).toBeDefined();
    const [, traceId, parentId] = received!.traceparent.split('-');
    expect(traceId).toBe(removal.spanContext().traceId);
    expect(parentId).toBe(removal.spanContext().spanId);
  });
});
