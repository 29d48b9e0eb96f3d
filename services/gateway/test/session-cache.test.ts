import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createLogger } from '@bedtime/service-kit';
import { createApp } from '../src/app';
import { createGatewayDatabase, type GatewayDatabase } from '../src/data/database';
import { noSubscriptions } from '../src/domain/entitlements';
import { createOutboxMailer } from '../src/providers/mailer';
import { createTestGateway, newUser, type TestGateway } from './helpers';

/**
 * Sessions and accounts are served from memory for a while; what ends a session must still end it at
 * once. The cache lives a minute here, so only the forgetting (not the expiry) can refuse a session.
 */
let gw: TestGateway;
let replicaDatabase: GatewayDatabase;
let replica: ReturnType<typeof createApp>;
beforeAll(async () => {
  gw = await createTestGateway({ SESSION_CACHE_MS: '60000' });
  // A second replica: its own app, pool and notices connection, on the same gateway database.
  replicaDatabase = createGatewayDatabase(gw.config.DATABASE_URL);
  replica = createApp({
    config: gw.config,
    database: replicaDatabase,
    logger: createLogger({ name: 'gateway-replica', level: 'silent' }),
    mailer: createOutboxMailer({ dir: gw.config.OUTBOX_DIR, from: gw.config.MAIL_FROM }),
    subscriptions: noSubscriptions,
  });
  // Both start listening to the database's notices in the background; the cache serves nothing until then.
  await vi.waitFor(() => expect(gw.identityCache.active && replica.identityCache.active).toBe(true), { timeout: 10_000 });
});
afterAll(async () => {
  await replicaDatabase?.close();
  await gw?.close();
});

const onFirst = () => gw.app.callback();
const onReplica = () => replica.app.callback();

/** Registers a parent and returns the session cookies, which the test replays after they should be dead. */
async function signedIn(password = 'Correct horse battery 9') {
  const input = newUser({ password });
  const response = await request(onFirst()).post('/api/register').send(input).expect(201);
  const cookies = response.headers['set-cookie'] as unknown as string[];
  const sessionId = /bedtime\.sid=([^;]+)/.exec(cookies.join(';'))![1]!;
  const cookie = cookies.map((value) => value.split(';')[0]).join('; ');
  return { input, cookie, sessionId };
}

const user = (app: () => ReturnType<typeof onFirst>, cookie: string) => request(app()).get('/api/user').set('Cookie', cookie);

/**
 * Reads the signed-in user until that gateway's cache holds the session. A read during which any change
 * notice arrives keeps nothing (what it read may already be stale), and sign-up's own notices (its
 * session row saved) reach every gateway a moment after sign-up has answered: the first read may
 * overlap them, so the cache is only expected to hold the session once they have been heard.
 */
async function readUntilCached(app: () => ReturnType<typeof onFirst>, cache: TestGateway['identityCache'], cookie: string, sessionId: string) {
  await expect
    .poll(
      async () => {
        await user(app, cookie).expect(200);
        return cache.session(sessionId) !== undefined;
      },
      { timeout: 5_000, interval: 20 },
    )
    .toBe(true);
}

describe('the session cache', () => {
  it('serves a signed-in session from memory', async () => {
    const { cookie, sessionId } = await signedIn();
    await readUntilCached(onFirst, gw.identityCache, cookie, sessionId);
  });

  it('refuses a signed-out session at once on the same gateway', async () => {
    const { cookie, sessionId } = await signedIn();
    await readUntilCached(onFirst, gw.identityCache, cookie, sessionId);
    await request(onFirst()).post('/api/logout').set('Cookie', cookie).expect(200);
    await user(onFirst, cookie).expect(401);
  });

  it('refuses a signed-out session on another replica as soon as the database tells it', async () => {
    const { cookie, sessionId } = await signedIn();
    await readUntilCached(onReplica, replica.identityCache, cookie, sessionId);
    await request(onFirst()).post('/api/logout').set('Cookie', cookie).expect(200);
    // The replica hears the NOTIFY within milliseconds; its cached copy would otherwise live a minute.
    await expect.poll(async () => (await user(onReplica, cookie)).status, { timeout: 5_000, interval: 20 }).toBe(401);
    expect(replica.identityCache.session(sessionId)).toBeUndefined();
  });

  it('ends other cached sessions at once when the password changes, here and on the replica', async () => {
    const { input, cookie } = await signedIn();
    const phone = await request(onFirst()).post('/api/login').send({ email: input.email, password: input.password }).expect(200);
    const phoneCookie = (phone.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
    await user(onFirst, phoneCookie).expect(200);
    await user(onReplica, phoneCookie).expect(200);
    await request(onFirst())
      .post('/api/user/change-password')
      .set('Cookie', cookie)
      .send({ currentPassword: input.password, newPassword: 'Brand new secr3t' })
      .expect(200);
    await user(onFirst, phoneCookie).expect(401);
    await user(onFirst, cookie).expect(200);
    await expect.poll(async () => (await user(onReplica, phoneCookie)).status, { timeout: 5_000, interval: 20 }).toBe(401);
  });

  it('ends a cached session at once when a reset link is used', async () => {
    const { input, cookie } = await signedIn();
    await user(onFirst, cookie).expect(200);
    await request(onFirst()).post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    await gw.settled();
    const mail = (await gw.outbox()).filter((message) => message.to === input.email).at(-1)!;
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    await request(onFirst()).post('/api/auth/reset-password').send({ token, newPassword: 'Brand new secr3t' }).expect(200);
    await user(onFirst, cookie).expect(401);
  });

  it('ends a cached session at once when the account is deleted', async () => {
    const { input, cookie } = await signedIn();
    const laptop = await request(onFirst()).post('/api/login').send({ email: input.email, password: input.password }).expect(200);
    const laptopCookie = (laptop.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
    await user(onFirst, laptopCookie).expect(200);
    const deleted = await request(onFirst()).delete('/api/user').set('Cookie', cookie).send({ password: input.password });
    expect([200, 202]).toContain(deleted.status);
    await user(onFirst, laptopCookie).expect(401);
  });

  it('shows a profile change at once', async () => {
    const { cookie } = await signedIn();
    await user(onFirst, cookie).expect(200);
    await request(onFirst()).patch('/api/user/profile').set('Cookie', cookie).send({ firstName: 'Grace', lastName: 'Hopper', nickname: 'Amazing' }).expect(200);
    const after = await user(onFirst, cookie).expect(200);
    expect(after.body.user.firstName).toBe('Grace');
  });
});
