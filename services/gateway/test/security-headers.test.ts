import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { freePort } from '@bedtime/service-kit/testing';
import { createTestGateway, type TestGateway } from './helpers';

let gw: TestGateway;
let crossOrigin: TestGateway;
beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'static-'));
  await mkdir(path.join(root, 'shell/dist/static/js'), { recursive: true });
  await mkdir(path.join(root, 'mf-stories/dist'), { recursive: true });
  await writeFile(path.join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>Bedtime Stories</title></head><body></body></html>');
  await writeFile(path.join(root, 'shell/dist/static/js/main.abc123.js'), 'console.log("shell");');
  await writeFile(path.join(root, 'mf-stories/dist/remoteEntry.js'), 'console.log("remote");');
  // The story service's address has nothing listening: proxied calls get the proxy's own 503.
  gw = await createTestGateway({ STATIC_ROOT: root, STORY_SERVICE_URL: `http://127.0.0.1:${await freePort()}` });
  crossOrigin = await createTestGateway({ STATIC_ROOT: root, REMOTE_URLS: 'mf_stories=https://cdn.example/mf-stories/mf-manifest.json' });
});
afterAll(async () => {
  await gw.close();
  await crossOrigin.close();
});

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/media-src[^;]*blob:/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on the shell page, without a CORS wildcard', async () => {
    const res = await request(gw.app.callback()).get('/').set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(res.headers);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('are on static JavaScript of the shell and of a remote, without a CORS wildcard', async () => {
    for (const file of ['/static/js/main.abc123.js', '/remotes/mf-stories/remoteEntry.js']) {
      const res = await request(gw.app.callback()).get(file).expect(200);
      expect(res.headers['content-type']).toContain('javascript');
      expectSecurityHeaders(res.headers);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('are on API answers, successful or not', async () => {
    expectSecurityHeaders((await request(gw.app.callback()).get('/api/user').expect(401)).headers);
    expectSecurityHeaders((await request(gw.app.callback()).post('/api/login').send({}).expect(400)).headers);
    expectSecurityHeaders((await request(gw.app.callback()).get('/health/live').expect(200)).headers);
    // A proxied route (here its service is not running: the proxy's own 503) keeps them too.
    expectSecurityHeaders((await request(gw.app.callback()).get('/api/stories/some-story').expect(503)).headers);
  });

  it('let the page load a remote that REMOTE_URLS moves to another origin', async () => {
    const res = await request(crossOrigin.app.callback()).get('/').set('Accept', 'text/html').expect(200);
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example/);
    expect((await request(gw.app.callback()).get('/').set('Accept', 'text/html')).headers['content-security-policy']).not.toContain('cdn.example');
  });

  it("let the page load Stripe's Payment Element only when real payments are configured", async () => {
    const stripe = await createTestGateway({ STRIPE_PUBLISHABLE_KEY: 'pk_test_example' });
    try {
      const csp = (await request(stripe.app.callback()).get('/api/user').expect(401)).headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/hooks\.stripe\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    } finally {
      await stripe.close();
    }
    const local = (await request(gw.app.callback()).get('/api/user').expect(401)).headers['content-security-policy'] ?? '';
    expect(local).not.toContain('stripe');
    expect(local).toContain("frame-src 'self'");
  });
});
