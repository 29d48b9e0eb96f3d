import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestGateway, newUser, type TestGateway } from './helpers';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway({ RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => gw.close());

const agent = () => request.agent(gw.app.callback());

describe('request bodies in an encoding', () => {
  it.each(['gzip', 'br', 'deflate'])('answers 400 with a message when a body labelled %s does not decode', async (encoding) => {
    const res = await agent()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .send(JSON.stringify({ email: 'a@example.com', password: 'x' }))
      .expect(400);
    expect(res.body.message).toMatch(/could not be decompressed/);
  });

  it('answers 415 for an encoding it does not read', async () => {
    const res = await agent().post('/api/login').set('Content-Type', 'application/json').set('Content-Encoding', 'compress').send('{}').expect(415);
    expect(res.body.message).toMatch(/Content-Encoding "compress" is not accepted/);
  });

  it('reads bodies that really are gzip or brotli', async () => {
    const input = newUser();
    for (const [encoding, body] of [
      ['gzip', gzipSync(JSON.stringify(input))],
      ['br', brotliCompressSync(JSON.stringify({ ...input, email: `b-${input.email}` }))],
    ] as const) {
      const res = await agent()
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        // superagent would otherwise JSON-encode the Buffer itself.
        .serialize((raw: unknown) => raw as string)
        .send(body);
      expect(res.body.message ?? res.status).toBe(201);
    }
  });
});

describe('NUL characters', () => {
  it.each([
    ['register', { firstName: 'Ada\u0000' }],
    ['register (email)', { email: 'a\u0000@example.com' }],
    ['register (a field no contract knows)', { extra: 'x\u0000' }],
  ])('are refused with 400 and a message, never reaching the database (%s)', async (_name, override) => {
    const res = await agent().post('/api/register').send(newUser(override)).expect(400);
    expect(res.body.message).toMatch(/NUL/);
  });

  it('are refused in a profile update', async () => {
    const client = agent();
    await client.post('/api/register').send(newUser()).expect(201);
    const res = await client.patch('/api/user/profile').send({ nickname: 'Bun\u0000ny' }).expect(400);
    expect(res.body.message).toMatch(/NUL/);
  });
});

describe('one password rule', () => {
  it('sign-up refuses a password reset would refuse, with the same message', async () => {
    const weak = await agent()
      .post('/api/register')
      .send(newUser({ password: 'password' }))
      .expect(400);
    expect(weak.body.message).toBe('Password must contain at least one uppercase letter');
    const noDigit = await agent()
      .post('/api/register')
      .send(newUser({ password: 'Password' }))
      .expect(400);
    expect(noDigit.body.message).toBe('Password must contain at least one number');
    await agent()
      .post('/api/register')
      .send(newUser({ password: 'Password1' }))
      .expect(201);
  });

  it('change-password refuses a weak new password', async () => {
    const client = agent();
    const input = newUser();
    await client.post('/api/register').send(input).expect(201);
    const res = await client.post('/api/user/change-password').send({ currentPassword: input.password, newPassword: 'all lower case' }).expect(400);
    expect(res.body.message).toBe('Password must contain at least one uppercase letter');
    await client.post('/api/user/change-password').send({ currentPassword: input.password, newPassword: 'Better one 2' }).expect(200);
  });
});
