import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { ROUTES } from '../src/http/route-table';
import { createTestGateway, newUser, signUpAdmin, verificationTokenFor, type TestGateway } from './helpers';

const ADMIN_ROUTES = ROUTES.filter((rule) => rule.access === 'admin');
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'latest');
const call = (client: ReturnType<typeof request.agent>, method: string, path: string) =>
  // A GET carries no body (the gateway refuses one with 400).
  method === 'GET'
    ? client.get(concrete(path)).set('Origin', 'http://localhost:3000')
    : client[method.toLowerCase() as 'post' | 'put' | 'delete'](concrete(path)).set('Origin', 'http://localhost:3000').send({});

let gw: TestGateway;
beforeAll(async () => {
  // Nothing answers at these ports: a route that passes the access check gets the service's 503, never 401/403.
  gw = await createTestGateway({
    RATE_LIMIT_PER_IP: '1000',
    BILLING_SERVICE_URL: 'http://127.0.0.1:9',
    STORY_SERVICE_URL: 'http://127.0.0.1:9',
    COMMUNITY_SERVICE_URL: 'http://127.0.0.1:9',
  });
});
afterAll(() => gw.close());

describe('every /api/admin route is admin-only', () => {
  it('lists the dashboard, report and merchandise admin routes as admin', () => {
    const paths = ADMIN_ROUTES.map((rule) => `${rule.method} ${rule.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/story-analytics',
        'GET /api/admin/users',
        'GET /api/admin/health',
        'POST /api/admin/generate-weekly-report',
        'GET /api/admin/reports',
        'GET /api/admin/reports/:id',
        'GET /api/admin/merchandise',
        'DELETE /api/admin/merchandise/:id',
      ]),
    );
    expect(ROUTES.filter((rule) => rule.path.startsWith('/api/admin') && rule.access !== 'admin')).toEqual([]);
  });

  it.each(ADMIN_ROUTES.map((rule) => [rule.method, rule.path]))(
    '%s %s: anonymous 401, parent 403, unverified admin-domain 403, verified admin passes',
    async (method, path) => {
      const anonymous = request.agent(gw.app.callback());
      await call(anonymous, method, path).expect(401);

      const parent = request.agent(gw.app.callback());
      await parent.post('/api/register').send(newUser()).expect(201);
      const refused = await call(parent, method, path).expect(403);
      expect(refused.body.message).toBe("You don't have permission to access the admin area.");

      const unverified = request.agent(gw.app.callback());
      await unverified
        .post('/api/register')
        .send(newUser({ email: `new-${Math.random().toString(36).slice(2, 8)}@BedtimeStories.app` }))
        .expect(201);
      const notYet = await call(unverified, method, path).expect(403);
      expect(notYet.body.message).toMatch(/verify your email/);

      const admin = request.agent(gw.app.callback());
      await signUpAdmin(gw, admin);
      const passed = await call(admin, method, path);
      expect([401, 403]).not.toContain(passed.status);
    },
  );
});

describe('email verification', () => {
  it('emails a link at sign-up; the link verifies once and makes an admin-domain account an admin', async () => {
    const client = request.agent(gw.app.callback());
    const user = newUser({ email: `Lead-${Math.random().toString(36).slice(2, 8)}@BedtimeStories.app` });
    const signedUp = await client.post('/api/register').send(user).expect(201);
    expect(signedUp.body.user).toMatchObject({ isAdmin: false, emailVerified: false, staffEmail: true });
    const token = await verificationTokenFor(gw, user.email as string);
    const verified = await client.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(verified.body).toEqual({ message: 'Your email address is verified. Thank you!', verified: true });
    const me = await client.get('/api/user').expect(200);
    expect(me.body.user).toMatchObject({ isAdmin: true, emailVerified: true });
    const again = await client.post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body.message).toBe('This verification link is invalid or has expired. Sign in and ask for a new one.');
  });

  it('refuses an expired link, and a resent link replaces the old one', async () => {
    const client = request.agent(gw.app.callback());
    const user = newUser();
    await client.post('/api/register').send(user).expect(201);
    const first = await verificationTokenFor(gw, user.email as string);
    gw.clock.advance(49 * 60 * 60 * 1000);
    await client.post('/api/auth/verify-email').send({ token: first }).expect(400);
    const resent = await client.post('/api/auth/resend-verification').set('Origin', 'http://localhost:3000').send({}).expect(200);
    expect(resent.body).toEqual({ message: 'We sent a new verification link to your email address.', verified: false });
    const second = await verificationTokenFor(gw, user.email as string);
    expect(second).not.toBe(first);
    await client.post('/api/auth/verify-email').send({ token: second }).expect(200);
    const done = await client.post('/api/auth/resend-verification').send({}).expect(200);
    expect(done.body).toEqual({ message: 'Your email address is already verified.', verified: true });
    expect((await client.get('/api/user')).body.user).toMatchObject({ emailVerified: true, isAdmin: false });
  });

  it('tells the page whether the address is a staff one, so only staff are told to verify for admin access', async () => {
    const parent = request.agent(gw.app.callback());
    const signedUp = await parent.post('/api/register').send(newUser()).expect(201);
    expect(signedUp.body.user).toMatchObject({ isAdmin: false, emailVerified: false, staffEmail: false });
    expect((await parent.get('/api/user').expect(200)).body.user.staffEmail).toBe(false);
  });

  it('asks for a token, and a resend needs a signed-in account', async () => {
    const res = await request(gw.app.callback()).post('/api/auth/verify-email').send({}).expect(400);
    expect(res.body.message).toBe('Verification token is required');
    await request(gw.app.callback()).post('/api/auth/resend-verification').send({}).expect(401);
  });
});
