import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES } from '@bedtime/platform';
import { serviceReadinessSchema } from '@bedtime/contracts';
import { ApiClient } from '../support/api-client';
import { startStack, readOutbox, type Stack } from '../support/stack';
import { fixtureService } from '@bedtime/platform/testing';

/**
 * The platform over plain HTTP through the running product: the account journey, the remote manifest,
 * and a service that joins the product by registration alone (the fixture service).
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ extraServices: [fixtureService] });
});
afterAll(() => stack?.stop());

describe('the running product', () => {
  it('signs up, reads the user, edits the profile, changes the password, lists an empty library and logs out', async () => {
    const client = new ApiClient(stack.baseUrl);
    const email = `curl-${Date.now()}@example.com`;
    const signup = await client.call('POST', '/api/register', { email, password: 'First-password-1', firstName: 'Noor', lastName: 'Haddad' });
    expect(signup.status).toBe(201);
    expect((await client.call('GET', '/api/user')).body.user.email).toBe(email);
    expect((await client.call('PATCH', '/api/user/profile', { nickname: 'Nono' })).body.user.nickname).toBe('Nono');
    expect((await client.call('POST', '/api/user/change-password', { currentPassword: 'First-password-1', newPassword: 'Second-password-2' })).status).toBe(
      200,
    );
    const library = await client.call('GET', '/api/stories');
    expect(library).toMatchObject({ status: 200, body: { stories: [] } });
    expect(library.headers.get('x-request-id')).toBeTruthy();
    expect((await client.call('POST', '/api/logout')).status).toBe(200);
    expect((await client.call('GET', '/api/user')).status).toBe(401);
    expect((await client.call('GET', '/api/stories')).status).toBe(401);
    const again = new ApiClient(stack.baseUrl);
    expect((await again.call('POST', '/api/login', { email, password: 'Second-password-2' })).status).toBe(200);
  });

  it('mails a working reset link to the development outbox', async () => {
    const client = new ApiClient(stack.baseUrl);
    const email = `reset-${Date.now()}@example.com`;
    await client.call('POST', '/api/register', { email, password: 'First-password-1', firstName: 'Ravi', lastName: 'Shah' });
    await client.call('POST', '/api/auth/forgot-password', { email });
    // The email leaves from a job after the answer (the answer takes the same time whether or not the email has an account).
    const resetMail = async () => (await readOutbox(stack.baseUrl)).find((message) => message.to === email && message.text.includes('/reset-password'));
    await expect.poll(resetMail, { timeout: 20_000, interval: 50 }).toBeDefined();
    const mail = (await resetMail())!;
    const link = new URL(/http\S+/.exec(mail.text)![0]);
    expect(link.origin).toBe(stack.baseUrl);
    const reset = await client.call('POST', '/api/auth/reset-password', { token: link.searchParams.get('token'), newPassword: 'Brand-new-1' });
    expect(reset.status).toBe(200);
    expect((await new ApiClient(stack.baseUrl).call('POST', '/api/login', { email, password: 'Brand-new-1' })).status).toBe(200);
  });

  it('serves the remote manifest and redirects old share links', async () => {
    const client = new ApiClient(stack.baseUrl);
    const manifest = await client.call('GET', '/runtime/remotes.json');
    expect(manifest.body.remotes).toEqual(Object.fromEntries(REMOTES.map((remote) => [remote.name, `/remotes/${remote.folder}/mf-manifest.json`])));
    const legacy = await client.call('GET', '/stories/abc-123');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/story/abc-123');
  });

  it('refuses requests sent straight to a service without the gateway signature', async () => {
    const direct = await fetch(`http://127.0.0.1:${stack.ports.story}/api/stories`, { headers: { 'x-identity': 'made.up' } });
    expect(direct.status).toBe(401);
  });
});

describe('a service added by registration', () => {
  it('is started on its own database and answers its health check', async () => {
    const health = await fetch(`http://127.0.0.1:${stack.ports.fixture}${fixtureService.health}`);
    expect(health.status).toBe(200);
    expect(serviceReadinessSchema.parse(await health.json())).toMatchObject({ status: 'ready', service: 'fixture' });
    expect(stack.databaseUrls.fixture).toMatch(/\/fixture$/);
  });

  it('is routed by the gateway with the access its route declares, and receives the signed identity', async () => {
    const anonymous = new ApiClient(stack.baseUrl);
    expect((await anonymous.call('GET', '/api/fixture/hello')).status).toBe(401);

    const client = new ApiClient(stack.baseUrl);
    const email = `fixture-${Date.now()}@example.com`;
    const signup = await client.call('POST', '/api/register', { email, password: 'First-passw0rd', firstName: 'Iris', lastName: 'Moon' });
    const hello = await client.call('GET', '/api/fixture/hello');
    expect(hello).toMatchObject({ status: 200, body: { message: 'Hello from the fixture service', database: 'fixture', userId: signup.body.user.id } });
    expect((await client.call('POST', '/api/fixture/hello')).status).toBe(405);
  });
});

describe('deleting an account through the running product', () => {
  it('asks every service, signs the person out, and sign-in fails afterwards', async () => {
    const client = new ApiClient(stack.baseUrl);
    const email = `leaving-${Date.now()}@example.com`;
    await client.call('POST', '/api/register', { email, password: 'Leaving-passw0rd', firstName: 'Ana', lastName: 'Ruiz' });
    const deleted = await client.call('DELETE', '/api/user', { password: 'Leaving-passw0rd' });
    expect(deleted).toMatchObject({ status: 200, body: { pending: [] } });
    expect((await client.call('GET', '/api/user')).status).toBe(401);
    expect((await new ApiClient(stack.baseUrl).call('POST', '/api/login', { email, password: 'Leaving-passw0rd' })).status).toBe(401);
  });
});

describe('when a service crashes under the stack', () => {
  const readiness = async () => {
    const response = await fetch(`${stack.baseUrl}/health/ready`);
    return { status: response.status, body: (await response.json()) as { down?: string[] } };
  };

  it('the gateway reports it not ready, and the stack starts it again', async () => {
    const before = stack.pids().story!;
    process.kill(before, 'SIGKILL');
    // Not ready while it is down, naming the service (checked until the restart brings it back).
    let sawDown = false;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await readiness();
      if (ready.status === 503 && ready.body.down?.includes('story')) sawDown = true;
      if (ready.status === 200 && stack.pids().story && stack.pids().story !== before) break;
      if (Date.now() > deadline) throw new Error(`story did not come back:\n${stack.recentLogs()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sawDown).toBe(true);
    expect(stack.recentLogs()).toMatch(/\[stack\] story was killed \(SIGKILL\); restarting it in \d+ ms/);
    const client = new ApiClient(stack.baseUrl);
    await client.call('POST', '/api/register', { email: `after-crash-${Date.now()}@example.com`, password: 'After-crash-1', firstName: 'Li', lastName: 'Wei' });
    expect((await client.call('GET', '/api/stories')).status).toBe(200);
  });
});
