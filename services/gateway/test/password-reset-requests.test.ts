import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestGateway, newUser, type TestGateway } from './helpers';

const MAIL_MS = 300;
let gw: TestGateway;
beforeAll(async () => {
  // A mail server that takes its time, as a real one over the network does; one trusted proxy hop, so
  // X-Forwarded-For says which address each request came from.
  gw = await createTestGateway(
    { TRUST_PROXY: '1', RATE_LIMIT_PER_IP: '100', RATE_LIMIT_PER_EMAIL: '10' },
    {
      wrapMailer: (outbox) => ({
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, MAIL_MS));
          await outbox.send(message);
        },
      }),
    },
  );
});
afterAll(() => gw.close());

const forgot = (email: string, from: string) => request(gw.app.callback()).post('/api/auth/forgot-password').set('x-forwarded-for', from).send({ email });
const resetMailsTo = async (email: string) => {
  await gw.settled();
  return (await gw.outbox()).filter((message) => message.to === email && message.text.includes('/reset-password'));
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('asking for a password reset', () => {
  it('takes the same time for an email with an account as for one without (the email is sent after the answer)', async () => {
    const owner = newUser();
    await request(gw.app.callback()).post('/api/register').send(owner).expect(201);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      for (const [email, times] of [
        [owner.email, known],
        [`nobody-${i}@example.com`, unknown],
      ] as const) {
        const started = performance.now();
        await forgot(email, `198.51.100.${10 + i}`).expect(200);
        times.push(performance.now() - started);
      }
    }
    // The mail alone takes 300 ms; an answer that waited for it would show it.
    expect(median(known) - median(unknown)).toBeLessThan(MAIL_MS / 3);
    expect((await resetMailsTo(owner.email)).length).toBe(4);
  });

  it("requests for someone's email from another address do not use up the owner's: the owner can still reset", async () => {
    const owner = newUser();
    await request(gw.app.callback()).post('/api/register').send(owner).expect(201);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await forgot(owner.email, '203.0.113.66')).status);
    // That address is limited for that email (5 per window)...
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // ...while the owner, from home, still gets a link that works.
    await forgot(owner.email, '192.0.2.7').expect(200);
    const mails = await resetMailsTo(owner.email);
    expect(mails.length).toBe(6);
    const token = new URL(/https?:\/\/\S+/.exec(mails.at(-1)!.text)![0]).searchParams.get('token')!;
    await request(gw.app.callback()).post('/api/auth/reset-password').send({ token, newPassword: 'Home again 42' }).expect(200);
    await request(gw.app.callback()).post('/api/login').send({ email: owner.email, password: 'Home again 42' }).expect(200);
  });

  it('still says so when signing up with an email that has an account (the specified message)', async () => {
    const owner = newUser();
    await request(gw.app.callback()).post('/api/register').send(owner).expect(201);
    const again = await request(gw.app.callback()).post('/api/register').send(owner).expect(409);
    expect(again.body.message).toBe('An account with this email already exists. Please log in instead.');
  });
});
