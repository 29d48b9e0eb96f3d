import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestGateway, newUser, type TestGateway } from './helpers';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway({ RATE_LIMIT_PER_IP: '6', RATE_LIMIT_PER_EMAIL: '3' });
});
afterAll(() => gw.close());

describe('rate limits', () => {
  it('refuses a fourth login attempt for one email with 429 and Retry-After, and lifts it in the next window', async () => {
    const input = newUser();
    await request(gw.app.callback()).post('/api/register').send(input).expect(201);
    for (let i = 0; i < 3; i++) await request(gw.app.callback()).post('/api/login').send({ email: input.email, password: 'wrong guess' }).expect(401);
    const limited = await request(gw.app.callback()).post('/api/login').send({ email: input.email, password: input.password }).expect(429);
    expect(limited.body.message).toBe('Too many login attempts. Please wait a few minutes and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    gw.clock.advance(gw.config.RATE_LIMIT_WINDOW_SECONDS * 1000);
    await request(gw.app.callback()).post('/api/login').send({ email: input.email, password: input.password }).expect(200);
  });

  it('limits forgot-password per email and sign-ups per IP', async () => {
    gw.clock.advance(gw.config.RATE_LIMIT_WINDOW_SECONDS * 1000);
    const email = 'someone@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(gw.app.callback()).post('/api/auth/forgot-password').send({ email })).status);
    expect(statuses).toContain(429);
    gw.clock.advance(gw.config.RATE_LIMIT_WINDOW_SECONDS * 1000);
    const signups: number[] = [];
    for (let i = 0; i < 7; i++) signups.push((await request(gw.app.callback()).post('/api/register').send(newUser())).status);
    expect(signups.slice(0, 6).every((status) => status === 201)).toBe(true);
    expect(signups[6]).toBe(429);
  });
});
