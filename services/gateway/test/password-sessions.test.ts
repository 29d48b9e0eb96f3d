import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestGateway, newUser, type TestGateway } from './helpers';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const agent = () => request.agent(gw.app.callback());
// Meets the strictest password rule any route applies (upper, lower, digit).
const NEW_PASSWORD = 'Brand new secr3t';

describe('changing the password', () => {
  it('signs out every other session of the account and keeps the one that changed it', async () => {
    const input = newUser({ password: 'Old passw0rd here' });
    const laptop = agent();
    const phone = agent();
    await laptop.post('/api/register').send(input).expect(201);
    await phone.post('/api/login').send({ email: input.email, password: input.password }).expect(200);
    const stranger = newUser({ password: 'Their passw0rd' });
    const someoneElse = agent();
    await someoneElse.post('/api/register').send(stranger).expect(201);

    await laptop.post('/api/user/change-password').send({ currentPassword: input.password, newPassword: NEW_PASSWORD }).expect(200);

    await laptop.get('/api/user').expect(200);
    await phone.get('/api/user').expect(401);
    // Another account's sessions are untouched.
    await someoneElse.get('/api/user').expect(200);
  });
});

describe('reset links', () => {
  const links = async (email: string) =>
    // The reset email is sent after the answer.
    (await gw.settled(), await gw.outbox())
      .filter((m) => m.to === email && m.text.includes('/reset-password'))
      .map((m) => new URL(/https?:\/\/\S+/.exec(m.text)![0]).searchParams.get('token')!);

  it('a newer link makes older unused ones stop working', async () => {
    const input = newUser();
    await agent().post('/api/register').send(input).expect(201);
    await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const [older, newer] = await links(input.email);
    expect(older).not.toBe(newer);
    const refused = await agent().post('/api/auth/reset-password').send({ token: older, newPassword: NEW_PASSWORD }).expect(400);
    expect(refused.body.message).toBe('This password reset link is invalid or has expired.');
    await agent().post('/api/auth/reset-password').send({ token: newer, newPassword: NEW_PASSWORD }).expect(200);
    await agent().post('/api/login').send({ email: input.email, password: NEW_PASSWORD }).expect(200);
  });

  it('an older link cannot be used after a newer one was', async () => {
    const input = newUser();
    await agent().post('/api/register').send(input).expect(201);
    await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const [older] = await links(input.email);
    await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const newer = (await links(input.email)).at(-1)!;
    await agent().post('/api/auth/reset-password').send({ token: newer, newPassword: NEW_PASSWORD }).expect(200);
    await agent().post('/api/auth/reset-password').send({ token: older, newPassword: 'Other passw0rd' }).expect(400);
    await agent().post('/api/login').send({ email: input.email, password: NEW_PASSWORD }).expect(200);
  });
});
