import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestGateway, newUser, type TestGateway } from './helpers';

let gw: TestGateway;
beforeAll(async () => {
  // One trusted proxy hop in front, so X-Forwarded-For says which address each attempt came from.
  gw = await createTestGateway({ TRUST_PROXY: '1', RATE_LIMIT_PER_IP: '50', RATE_LIMIT_PER_EMAIL: '3', LOGIN_BACKOFF_SECONDS: '30' });
});
afterAll(() => gw.close());

const login = (body: object, from: string) => request(gw.app.callback()).post('/api/login').set('x-forwarded-for', from).send(body);

describe('wrong passwords', () => {
  it('from many addresses never lock the owner out', async () => {
    const owner = newUser();
    await request(gw.app.callback()).post('/api/register').send(owner).expect(201);
    for (let i = 1; i <= 10; i++) await login({ email: owner.email, password: 'wrong guess' }, `198.51.100.${i}`).expect(401);
    await login({ email: owner.email, password: owner.password }, '203.0.113.50').expect(200);
  });

  it('from one address make that address wait, longer after each further failure, and a success clears it', async () => {
    const owner = newUser();
    await request(gw.app.callback()).post('/api/register').send(owner).expect(201);
    const guesser = '198.51.100.200';
    for (let i = 0; i < 3; i++) await login({ email: owner.email, password: 'wrong guess' }, guesser).expect(401);
    const first = await login({ email: owner.email, password: owner.password }, guesser).expect(429);
    expect(first.body.message).toBe('Too many login attempts. Please wait a few minutes and try again.');
    expect(Number(first.headers['retry-after'])).toBe(30);
    // The owner, elsewhere, is not affected.
    await login({ email: owner.email, password: owner.password }, '203.0.113.51').expect(200);

    gw.clock.advance(31_000);
    await login({ email: owner.email, password: 'wrong again' }, guesser).expect(401);
    const second = await login({ email: owner.email, password: owner.password }, guesser).expect(429);
    expect(Number(second.headers['retry-after'])).toBe(60);

    gw.clock.advance(61_000);
    await login({ email: owner.email, password: owner.password }, guesser).expect(200);
    // Cleared by the success: one more wrong password is not met with a wait.
    await login({ email: owner.email, password: 'typo' }, guesser).expect(401);
    await login({ email: owner.email, password: owner.password }, guesser).expect(200);
  });

  it('sent all at once are limited as if sent one after another: 40 wrong guesses and the right password, 3 checked', async () => {
    const owner = newUser();
    await request(gw.app.callback()).post('/api/register').send(owner).expect(201);
    const guesser = '198.51.100.201';
    const attempts = [
      ...Array.from({ length: 40 }, (_, i) => login({ email: owner.email, password: `wrong guess ${i}` }, guesser)),
      login({ email: owner.email, password: owner.password }, guesser),
    ];
    const statuses = (await Promise.all(attempts)).map((res) => res.status);
    const checked = statuses.filter((status) => status !== 429);
    // Exactly the free attempts had their password checked; every other one was told to wait.
    expect(checked.length).toBe(3);
    expect(statuses.filter((status) => status === 429).length).toBe(38);
    // Unless the right password was among the three checked, this address now waits as after three wrong ones.
    if (!checked.includes(200)) {
      const next = await login({ email: owner.email, password: owner.password }, guesser).expect(429);
      expect(Number(next.headers['retry-after'])).toBe(30);
    }
    // The owner, elsewhere, is not affected.
    await login({ email: owner.email, password: owner.password }, '203.0.113.52').expect(200);
  });

  it('ignore X-Forwarded-For when no proxy is trusted: the client cannot pick a fresh address', async () => {
    const direct = await createTestGateway({ RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const owner = newUser();
      await request(direct.app.callback()).post('/api/register').send(owner).expect(201);
      for (let i = 0; i < 2; i++)
        await request(direct.app.callback())
          .post('/api/login')
          .set('x-forwarded-for', `198.51.100.${i}`)
          .send({ email: owner.email, password: 'nope' })
          .expect(401);
      await request(direct.app.callback())
        .post('/api/login')
        .set('x-forwarded-for', '198.51.100.99')
        .send({ email: owner.email, password: owner.password })
        .expect(429);
    } finally {
      await direct.close();
    }
  });
});
