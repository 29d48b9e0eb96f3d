import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { registerResponseSchema } from '@bedtime/contracts';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { createTestGateway, newUser, type TestGateway } from './helpers';

/**
 * Billing's gift-code API as its contract says (services/billing/test/gifts.test.ts covers billing itself;
 * e2e/tests/gifts.test.ts runs both together): one code is good until it is redeemed.
 */
const GOOD = 'ABCD-EFGH-JKMN-PQRS';
const calls: { url: string; body: Record<string, string> }[] = [];
let redeemedBy: string | null = null;
const billing = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
    calls.push({ url: req.url!, body });
    const send = (status: number, payload: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (req.url === '/internal/gift-cards/check')
      return send(
        200,
        body.code === GOOD && !redeemedBy
          ? { valid: true, message: null, subscriptionMonths: 3 }
          : { valid: false, message: 'That gift code is not valid. Please check it and try again.', subscriptionMonths: null },
      );
    if (req.url === '/internal/gift-cards/redeem') {
      if (body.code !== GOOD || redeemedBy) return send(409, { message: 'This gift code has already been redeemed.' });
      redeemedBy = body.userId!;
      return send(200, { message: 'Gift redeemed: 3 months of Premium.', subscriptionMonths: 3, subscriptionEndsAt: new Date().toISOString() });
    }
    if (req.url === '/api/gift-cards/redeem') return send(409, { message: 'That gift code is not valid. Please check it and try again.' });
    if (req.url?.startsWith('/internal/subscriptions/')) return send(200, { subscription: { status: 'none', endsAt: null, cancelAtPeriodEnd: false } });
    return send(404, { message: 'Not found' });
  });
});

let gw: TestGateway;
beforeAll(async () => {
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  gw = await createTestGateway({ BILLING_SERVICE_URL: `http://127.0.0.1:${(billing.address() as AddressInfo).port}`, RATE_LIMIT_PER_EMAIL: '5' });
});
afterAll(async () => {
  await gw.close();
  billing.closeAllConnections();
  await new Promise((resolve) => billing.close(resolve));
});

describe('a gift code at sign-up', () => {
  it('refuses an unknown or malformed code before any account is created', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const unknown = await request(gw.app.callback())
      .post('/api/register')
      .send(newUser({ email, promoCode: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }))
      .expect(400);
    expect(unknown.body).toEqual({ field: 'promoCode', message: 'That gift code is not valid. Please check it and try again.' });
    const before = calls.length;
    const garbled = await request(gw.app.callback())
      .post('/api/register')
      .send(newUser({ email, promoCode: 'WELCOME10' }))
      .expect(400);
    expect(garbled.body.field).toBe('promoCode');
    expect(calls.length).toBe(before);
    // No account was made: the same email can still sign up.
    await request(gw.app.callback()).post('/api/register').send(newUser({ email })).expect(201);
  });

  it('redeems a good code (typed loosely) for the new account right after creating it', async () => {
    const res = await request(gw.app.callback())
      .post('/api/register')
      .send(newUser({ promoCode: ' abcd efgh jkmn pqrs ' }))
      .expect(201);
    expect(registerResponseSchema.parse(res.body).gift).toEqual({ redeemed: true, message: 'Gift redeemed: 3 months of Premium.' });
    expect(redeemedBy).toBe(res.body.user.id);
    expect(calls.filter((call) => call.url === '/internal/gift-cards/check').at(-1)!.body.code).toBe(GOOD);
    // Used now: the next sign-up with it is refused before an account exists.
    await request(gw.app.callback())
      .post('/api/register')
      .send(newUser({ promoCode: GOOD }))
      .expect(400);
  });
});

describe('redeeming from the profile', () => {
  it('needs a signed-in user and limits how many codes one account may try', async () => {
    await request(gw.app.callback()).post('/api/gift-cards/redeem').send({ code: GOOD }).expect(401);
    const member = request.agent(gw.app.callback());
    await member.post('/api/register').send(newUser()).expect(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await member.post('/api/gift-cards/redeem').send({ code: 'ABCD-EFGH-JKMN-PQRT' })).status);
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('mail for services', () => {
  it('sends a service email through the mailer (the outbox here), and only for internal callers', async () => {
    const mail = { to: 'sam@example.com', subject: 'A gift for you', text: 'Your gift code: ABCD-EFGH-JKMN-PQRS' };
    await request(gw.app.callback()).post('/internal/mail').send(mail).expect(401);
    await request(gw.app.callback())
      .post('/internal/mail')
      .set(identityHeaders({ userId: null, issuer: 'billing' }))
      .send(mail)
      .expect(202);
    expect((await gw.outbox()).find((entry) => entry.to === 'sam@example.com')).toMatchObject(mail);
    await request(gw.app.callback())
      .post('/internal/mail')
      .set(identityHeaders({ userId: null, issuer: 'billing' }))
      .send({ ...mail, to: 'not an email' })
      .expect(400);
  });
});
