import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from '@bedtime/service-kit';
import { InMemorySpanExporter, type ReadableSpan } from '@bedtime/service-kit/testing';
import { createTestStoryService, type TestStoryService } from '../../services/story/test/api/helpers';
import { createTestGateway, type TestGateway } from '../../services/gateway/test/helpers';

/**
 * One parent's story generation is one trace: the gateway's span, the story service's span under it
 * (carried by `traceparent` through the proxy), and the story service's call back to the gateway's
 * internal user directory under that. Tracing is on here through an in-memory exporter; both services
 * run in this one process (hence this test sits outside either), each on a port of its own.
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
beforeAll(async () => {
  const gatewayServer = await listen();
  const storyServer = await listen();
  servers.push(gatewayServer.server, storyServer.server);
  gatewayUrl = gatewayServer.url;
  story = await createTestStoryService({ GATEWAY_INTERNAL_URL: gatewayServer.url });
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
    const span = exporter.getFinishedSpans().find((s) => s.instrumentationScope.name === scope && (typeof name === 'string' ? s.name === name : name.test(s.name)));
    if (span) return span;
    if (Date.now() > deadline) throw new Error(`no ${scope} span ${name}; spans: ${exporter.getFinishedSpans().map((s) => `${s.instrumentationScope.name} ${s.name}`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('traces', () => {
  it('follow a story generation from the gateway into the story service and its call back to the gateway', async () => {
    const registered = await fetch(`${gatewayUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `traced-${Date.now()}@example.com`, password: 'Follow-the-trace-1', firstName: 'Tia', lastName: 'Rowe', nickname: 'Tia' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    // A browser's own traceparent is not continued at the edge: the trace starts at the gateway.
    const foreign = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const generated = await fetch(`${gatewayUrl}/api/generate-story`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, traceparent: foreign },
      body: JSON.stringify({ age: 5, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Be kind to others', isCollaborative: false, plotTwists: [] }),
    });
    expect(generated.status, await generated.clone().text()).toBe(200);
    const requestId = generated.headers.get('x-request-id');
    expect(((await generated.json()) as { success: boolean }).success).toBe(true);

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

    // Service to service: the story service asks the gateway's directory for the hero's name, in the same trace.
    const call = await spanNamed('service-kit', /^GET 127\.0\.0\.1:\d+$/);
    const directory = await spanNamed('gateway', 'GET /internal/users/:id');
    expect(call.spanContext().traceId).toBe(edge.spanContext().traceId);
    expect(call.parentSpanContext?.spanId).toBe(service.spanContext().spanId);
    expect(directory.spanContext().traceId).toBe(edge.spanContext().traceId);
    expect(directory.parentSpanContext?.spanId).toBe(call.spanContext().spanId);
    expect(directory.attributes['request.id']).toBe(requestId);
  });
});
