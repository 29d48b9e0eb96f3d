import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '@bedtime/service-kit/testing';
import { ApiClient } from '../support/api-client';
import { startStack, readOutbox, type Stack } from '../support/stack';

/**
 * What an operator watches: every process of the running product (each service on its own port, the
 * gateway on its separate metrics listener) answers /metrics in Prometheus' text format, and after a
 * parent's real requests (sign-up, a story, a refused wish, a narration, a sticker, a subscription, a
 * share, a password reset email) the families carry them. Nothing of it is reachable through the
 * product's address.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { RATE_LIMIT_PER_IP: '1000' } });
});
afterAll(() => stack?.stop());

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The samples of a family whose labels include the given ones. */
function samples(text: string, name: string, labels: Record<string, string> = {}): number[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
}
const total = (text: string, name: string, labels: Record<string, string> = {}) => samples(text, name, labels).reduce((sum, value) => sum + value, 0);

/** Scrapes until the condition holds (work done after an answer, such as a webhook or an email job). */
async function scrapeUntil(port: number, holds: (text: string) => boolean, what: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const text = await scrape(port);
    if (holds(text)) return text;
    if (Date.now() > deadline)
      throw new Error(
        `${what} never showed at /metrics:\n${text
          .split('\n')
          .filter((line) => !line.startsWith('#'))
          .join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('metrics of the running product', () => {
  let storyId = '';

  it('counts a parent’s requests, stories, refusals, narrations, pictures, payments, shares and emails in each process', async () => {
    const client = new ApiClient(stack.baseUrl);
    const email = `operator-${Date.now()}@example.com`;
    expect((await client.call('POST', '/api/register', { email, password: 'Watch-the-stack-1', firstName: 'Olu', lastName: 'Ade' })).status).toBe(201);
    const wish = {
      age: 5,
      gender: 'girl',
      interests: ['Animals'],
      style: 'gentle',
      lesson: 'Be kind to others',
      isCollaborative: false,
      plotTwists: [],
      childName: 'Mira',
    };
    const story = await client.call('POST', '/api/generate-story', wish);
    expect(story.status, JSON.stringify(story.body)).toBe(200);
    storyId = String(story.body.id);
    const refused = await client.call('POST', '/api/generate-story', { ...wish, lesson: 'put the hamster in the freezer to cool it down on hot days' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await client.call('GET', `/api/stories/${storyId}`)).status).toBe(200);
    expect((await client.call('POST', '/api/generate-audio', { text: 'Goodnight, Mira. Sleep tight.' })).status).toBe(200);
    const characters = await client.call('POST', `/api/stories/${storyId}/extract-characters`, {});
    const hero = (characters.body.characters as { name: string }[])[0]!.name;
    expect((await client.call('POST', '/api/generate-single-sticker', { storyId, character: hero })).status).toBe(200);
    const subscription = await client.call('POST', '/api/create-subscription', {});
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
    expect((await client.call('POST', '/api/billing/confirm-payment', { clientSecret: subscription.body.clientSecret, card })).status).toBe(200);
    expect((await client.call('POST', `/api/stories/${storyId}/share`, {})).status).toBeLessThan(300);
    expect((await client.call('GET', '/api/community/stories')).status).toBe(200);
    expect((await client.call('POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    // The reset email leaves from the gateway's mail job.
    const deadline = Date.now() + 20_000;
    while (!(await readOutbox(stack.baseUrl)).some((message) => message.to === email && /reset/i.test(message.subject))) {
      if (Date.now() > deadline) throw new Error('no reset email');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Story service: requests by route pattern (never the story's id), its pool, what it made and refused.
    const storyText = await scrape(stack.ports.story!);
    expect(total(storyText, 'http_requests_total', { route: '/api/generate-story', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(total(storyText, 'http_requests_total', { route: '/api/stories/:id', method: 'GET' })).toBeGreaterThanOrEqual(1);
    expect(total(storyText, 'http_request_duration_seconds_count', { route: '/api/generate-audio' })).toBeGreaterThanOrEqual(1);
    expect(storyText).not.toContain(storyId);
    expect(samples(storyText, 'db_pool_connections', { pool: 'story' })[0]).toBeGreaterThanOrEqual(1);
    expect(samples(storyText, 'db_pool_idle_connections', { pool: 'story' })).toHaveLength(1);
    expect(samples(storyText, 'db_pool_waiting_clients', { pool: 'story' })).toEqual([0]);
    expect(total(storyText, 'bedtime_stories_made_total')).toBeGreaterThanOrEqual(1);
    expect(total(storyText, 'bedtime_narrations_made_total')).toBeGreaterThanOrEqual(1);
    expect(total(storyText, 'bedtime_pictures_made_total', { kind: 'sticker' })).toBeGreaterThanOrEqual(1);
    // The refused wish, by the category the screen named.
    expect(storyText).toMatch(/^bedtime_safety_refusals_total\{category="[A-Za-z-]+",stage="wish"\} 1$/m);
    expect(total(storyText, 'process_cpu_seconds_total')).toBeGreaterThan(0);

    // Billing: the subscription's payment (the provider's event, applied after the answer), its queues.
    const billingText = await scrapeUntil(
      stack.ports.billing!,
      (text) => total(text, 'bedtime_payments_total', { kind: 'subscription', outcome: 'succeeded' }) >= 1,
      'the payment',
    );
    expect(total(billingText, 'http_requests_total', { route: '/api/billing/confirm-payment', status: '200' })).toBe(1);
    expect(samples(billingText, 'db_pool_connections', { pool: 'billing' })[0]).toBeGreaterThanOrEqual(1);
    for (const queue of ['billing-renewals', 'billing-print-status', 'billing-tasks'])
      expect(samples(billingText, 'job_queue_depth', { queue }), queue).toHaveLength(1);

    // Community: the share and the list.
    const communityText = await scrape(stack.ports.community!);
    expect(total(communityText, 'http_requests_total', { route: '/api/stories/:id/share', method: 'POST' })).toBe(1);
    expect(total(communityText, 'http_requests_total', { route: '/api/community/stories', status: '200' })).toBe(1);
    expect(samples(communityText, 'db_pool_connections', { pool: 'community' })[0]).toBeGreaterThanOrEqual(1);

    // Gateway: on its own listener; proxied routes by the route table's pattern, the mail job's outcome.
    const gatewayText = await scrapeUntil(
      stack.metricsPort,
      (text) => total(text, 'jobs_processed_total', { queue: 'gateway-mail', outcome: 'completed' }) >= 1,
      'the sent email',
    );
    expect(total(gatewayText, 'http_requests_total', { route: '/api/generate-story', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(total(gatewayText, 'http_requests_total', { route: '/api/stories/:id', method: 'GET', status: '200' })).toBe(1);
    expect(total(gatewayText, 'http_requests_total', { route: '/api/register', status: '201' })).toBe(1);
    expect(total(gatewayText, 'http_request_duration_seconds_count', { route: '/api/generate-single-sticker' })).toBe(1);
    expect(gatewayText).not.toContain(storyId);
    expect(samples(gatewayText, 'db_pool_connections', { pool: 'gateway' })[0]).toBeGreaterThanOrEqual(1);
    expect(samples(gatewayText, 'job_queue_depth', { queue: 'gateway-mail' })).toHaveLength(1);
  });

  it('is never reachable through the product’s address', async () => {
    for (const path of ['/metrics', '/api/metrics', '/api/stories/metrics', '/api/community/metrics', '/internal/metrics']) {
      const response = await fetch(stack.baseUrl + path);
      const text = await response.text();
      expect(text, path).not.toContain('http_requests_total');
      expect(text, path).not.toContain('# TYPE');
    }
    expect((await fetch(`${stack.baseUrl}/api/metrics`)).status).toBe(404);
    // Paths the proxy passes on as they came: a dot-segment does not climb out of /api at the service.
    const port = new URL(stack.baseUrl).port;
    for (const path of ['/api/../metrics', '/api/stories/../../metrics', '/api/stories/..%2F..%2Fmetrics']) {
      const exchange = await rawRequest(Number(port), `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(exchange.text, path).not.toContain('# TYPE');
    }
    // The metrics listener answers only /metrics, and only on this machine's loopback address.
    expect((await fetch(`http://127.0.0.1:${stack.metricsPort}/api/user`)).status).toBe(404);
  });
});
