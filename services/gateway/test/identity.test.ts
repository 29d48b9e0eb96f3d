import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestGateway, newUser, type TestGateway } from './helpers';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const agent = () => request.agent(gw.app.callback());
const sessionCookie = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .filter((c) => c.startsWith('bedtime.sid'))
    .map((c) => c.split(';')[0]!);

describe('sign-up', () => {
  it('creates the account, starts a session and answers the product rules user with a 7-day trial', async () => {
    const client = agent();
    const input = newUser();
    const res = await client.post('/api/register').send(input).expect(201);
    expect(res.body.user).toMatchObject({
      email: input.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      nickname: null,
      subscriptionStatus: 'trial',
      subscriptionEndsAt: null,
      isAdmin: false,
    });
    const trialDays = (Date.parse(res.body.user.trialEndsAt) - Date.parse(res.body.user.createdAt)) / 86_400_000;
    expect(trialDays).toBe(7);
    const cookie = res.headers['set-cookie']!.toString();
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const me = await client.get('/api/user').expect(200);
    expect(me.body.user.id).toBe(res.body.user.id);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    const input = newUser();
    await agent().post('/api/register').send(input).expect(201);
    const res = await agent()
      .post('/api/register')
      .send({ ...input, email: input.email.toUpperCase() })
      .expect(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it('two sign-ups for one email at once: one account, the other told the email is taken (never a 500)', async () => {
    const input = newUser();
    const answers = await Promise.all([agent().post('/api/register').send(input), agent().post('/api/register').send(input)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toMatch(/already exists/);
  });

  it.each([
    [{ email: 'not-an-email' }, /valid email/],
    [{ password: 'short' }, /at least 8 characters/],
    [{ firstName: '   ' }, /First name is required/],
    [{ lastName: undefined }, /Last name is required/],
    [{ firstName: 'x'.repeat(101) }, /at most 100/],
    [{ email: 42 }, /Email is required/],
  ])('rejects %j with 400 and a message', async (override, message) => {
    const res = await agent().post('/api/register').send(newUser(override)).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await agent().post('/api/register').set('content-type', 'application/json').send('{"email":').expect(400);
    expect(bad.body.message).toBe('The request body is not valid JSON.');
    const huge = await agent()
      .post('/api/register')
      .send({ ...newUser(), firstName: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(huge.body.message).toMatch(/too large/);
  });
});

describe('login and logout', () => {
  it('signs in with any case of the email, rotating the session id', async () => {
    const input = newUser();
    const client = agent();
    const registered = await client.post('/api/register').send(input).expect(201);
    const before = sessionCookie(registered);
    const login = await client.post('/api/login').send({ email: input.email.toUpperCase(), password: input.password }).expect(200);
    const after = sessionCookie(login);
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
    // The session id from before sign-in no longer identifies anyone.
    await request(gw.app.callback()).get('/api/user').set('Cookie', before.join('; ')).expect(401);
    await request(gw.app.callback()).get('/api/user').set('Cookie', after.join('; ')).expect(200);
  });

  it('refuses a wrong password and an unknown email alike with 401', async () => {
    const input = newUser();
    await agent().post('/api/register').send(input).expect(201);
    const wrong = await agent().post('/api/login').send({ email: input.email, password: 'wrong password' }).expect(401);
    const unknown = await agent().post('/api/login').send({ email: 'nobody@example.com', password: 'whatever1' }).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password.');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('logs out, and the old cookie replayed after logout is refused', async () => {
    const input = newUser();
    const client = agent();
    const res = await client.post('/api/register').send(input).expect(201);
    const cookie = sessionCookie(res).join('; ');
    await client.post('/api/logout').expect(200);
    await client.get('/api/user').expect(401);
    await request(gw.app.callback()).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('answers GET /api/user with 401 when signed out', async () => {
    const res = await agent().get('/api/user').expect(401);
    expect(res.body.message).toBe('Not signed in');
  });
});

describe('profile', () => {
  it('updates names and nickname, and refuses a different email', async () => {
    const input = newUser();
    const client = agent();
    await client.post('/api/register').send(input).expect(201);
    const res = await client
      .patch('/api/user/profile')
      .send({ firstName: 'Grace', lastName: 'Hopper', nickname: 'Gigi', email: input.email.toUpperCase() })
      .expect(200);
    expect(res.body.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', nickname: 'Gigi', email: input.email });
    const refused = await client.patch('/api/user/profile').send({ email: 'other@example.com', firstName: 'Eve' }).expect(400);
    expect(refused.body.message).toBe('Email cannot be changed');
    expect((await client.get('/api/user')).body.user.firstName).toBe('Grace');
    const cleared = await client.patch('/api/user/profile').send({ nickname: '  ' }).expect(200);
    expect(cleared.body.user.nickname).toBeNull();
  });

  it('needs a session', async () => {
    await agent().patch('/api/user/profile').send({ firstName: 'X' }).expect(401);
  });
});

describe('change password', () => {
  it('changes it when the current password matches, and the new one then logs in', async () => {
    const input = newUser();
    const client = agent();
    await client.post('/api/register').send(input).expect(201);
    await client.post('/api/user/change-password').send({ currentPassword: input.password, newPassword: 'Brand new secret 2' }).expect(200);
    await agent().post('/api/login').send({ email: input.email, password: input.password }).expect(401);
    await agent().post('/api/login').send({ email: input.email, password: 'Brand new secret 2' }).expect(200);
  });

  it('refuses a wrong current password and a short new password', async () => {
    const input = newUser();
    const client = agent();
    await client.post('/api/register').send(input).expect(201);
    const wrong = await client.post('/api/user/change-password').send({ currentPassword: 'nope nope', newPassword: 'Brand new secret 2' }).expect(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const short = await client.post('/api/user/change-password').send({ currentPassword: input.password, newPassword: 'short' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
  });
});

describe('password recovery', () => {
  const latestLink = async (email: string) => {
    // The reset email is sent after the answer.
    await gw.settled();
    const message = (await gw.outbox()).filter((m) => m.to === email).pop();
    return message ? new URL(/https?:\/\/\S+/.exec(message.text)![0]) : undefined;
  };

  it('answers the same whether or not the email exists, and mails a link only to real accounts', async () => {
    const input = newUser();
    await agent().post('/api/register').send(input).expect(201);
    const known = await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const unknown = await agent().post('/api/auth/forgot-password').send({ email: 'ghost@example.com' }).expect(200);
    expect(known.body).toEqual(unknown.body);
    const link = await latestLink(input.email);
    expect(link?.pathname).toBe('/reset-password');
    expect(link?.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    expect(await latestLink('ghost@example.com')).toBeUndefined();
  });

  it('resets once with the emailed token, signs other sessions out, and refuses the token a second time', async () => {
    const input = newUser();
    const client = agent();
    await client.post('/api/register').send(input).expect(201);
    await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const token = (await latestLink(input.email))!.searchParams.get('token')!;
    await agent().post('/api/auth/reset-password').send({ token, newPassword: 'NewPassw0rd' }).expect(200);
    await client.get('/api/user').expect(401);
    await agent().post('/api/login').send({ email: input.email, password: 'NewPassw0rd' }).expect(200);
    const again = await agent().post('/api/auth/reset-password').send({ token, newPassword: 'OtherPassw0rd' }).expect(400);
    expect(again.body.message).toBe('This password reset link is invalid or has expired.');
  });

  it('refuses a token after one hour', async () => {
    const input = newUser();
    await agent().post('/api/register').send(input).expect(201);
    await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const token = (await latestLink(input.email))!.searchParams.get('token')!;
    gw.clock.advance(60 * 60 * 1000 + 1000);
    try {
      await agent().post('/api/auth/reset-password').send({ token, newPassword: 'NewPassw0rd' }).expect(400);
    } finally {
      gw.clock.advance(-(60 * 60 * 1000 + 1000));
    }
  });

  it.each([
    ['Sh0rt', 'Password must be at least 8 characters'],
    ['NOLOWER123', 'Password must contain at least one lowercase letter'],
    ['noupper123', 'Password must contain at least one uppercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
  ])('refuses the new password %s with "%s"', async (newPassword, message) => {
    const res = await agent().post('/api/auth/reset-password').send({ token: 'whatever', newPassword }).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('stores only a hash of the token', async () => {
    const input = newUser();
    await agent().post('/api/register').send(input).expect(201);
    await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const token = (await latestLink(input.email))!.searchParams.get('token')!;
    const rows = await gw.database.pool.query('select token_hash from password_reset_tokens');
    expect(rows.rows.map((row) => row.token_hash)).not.toContain(token);
  });
});

describe('internal user directory', () => {
  it('answers names to a service-signed caller and refuses the public and user identities', async () => {
    const { signIdentity } = await import('@bedtime/service-kit');
    const { TEST_IDENTITY_SECRET } = await import('@bedtime/service-kit/testing');
    const client = agent();
    const { body } = await client.post('/api/register').send(newUser()).expect(201);
    await client.patch('/api/user/profile').send({ nickname: 'Milo' }).expect(200);
    const service = signIdentity(TEST_IDENTITY_SECRET, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'story' });
    const asUser = signIdentity(TEST_IDENTITY_SECRET, { userId: body.user.id, email: null, isAdmin: false, entitled: true, issuer: 'gateway' });
    const res = await request(gw.app.callback()).get(`/internal/users/${body.user.id}`).set('x-identity', service).expect(200);
    expect(res.body.user).toEqual({ id: body.user.id, firstName: 'Ada', lastName: 'Lovelace', nickname: 'Milo', displayName: null, emailVerified: false });
    await request(gw.app.callback()).get(`/internal/users/${body.user.id}`).expect(401);
    await request(gw.app.callback()).get(`/internal/users/${body.user.id}`).set('x-identity', asUser).expect(403);
    await request(gw.app.callback()).get(`/api/internal/users/${body.user.id}`).expect(404);
  });

  it('names many users in one call for a service, leaving out unknown ids', async () => {
    const { signIdentity } = await import('@bedtime/service-kit');
    const { TEST_IDENTITY_SECRET } = await import('@bedtime/service-kit/testing');
    const first = (
      await agent()
        .post('/api/register')
        .send(newUser({ firstName: 'Grace', lastName: 'Hopper' }))
        .expect(201)
    ).body.user.id;
    const nicknamed = agent();
    const second = (await nicknamed.post('/api/register').send(newUser()).expect(201)).body.user.id;
    await nicknamed.patch('/api/user/profile').send({ nickname: 'Milo' }).expect(200);
    const service = signIdentity(TEST_IDENTITY_SECRET, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'community' });
    const asUser = signIdentity(TEST_IDENTITY_SECRET, { userId: first, email: null, isAdmin: false, entitled: true, issuer: 'gateway' });
    const res = await request(gw.app.callback())
      .post('/internal/users/lookup')
      .set('x-identity', service)
      .send({ ids: [first, second, 'no-such-user'] })
      .expect(200);
    const byId = Object.fromEntries(res.body.users.map((user: { id: string }) => [user.id, user]));
    expect(byId).toEqual({
      [first]: { id: first, firstName: 'Grace', lastName: 'Hopper', nickname: null, displayName: null, emailVerified: false },
      [second]: { id: second, firstName: 'Ada', lastName: 'Lovelace', nickname: 'Milo', displayName: null, emailVerified: false },
    });
    await request(gw.app.callback())
      .post('/internal/users/lookup')
      .set('x-identity', asUser)
      .send({ ids: [first] })
      .expect(403);
    const bad = await request(gw.app.callback()).post('/internal/users/lookup').set('x-identity', service).send({ ids: 'x' }).expect(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });
});
