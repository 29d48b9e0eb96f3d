import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { verifyIdentity } from '@bedtime/service-kit';
import { TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { serviceUrlVariable, upstreamServices } from '@bedtime/platform';
import { createTestGateway, newUser, type TestGateway } from './helpers';

/** A service with the internal erase endpoint; it can be told to fail, or to not have the endpoint. */
function erasingService() {
  const state = { mode: 'ok' as 'ok' | 'fail' | 'missing', erased: [] as string[], callers: [] as (string | null)[] };
  const server = http.createServer((req, res) => {
    const match = /^\/internal\/users\/([^/]+)\/data$/.exec(req.url ?? '');
    if (req.url?.startsWith('/health')) return void res.writeHead(200).end('{}');
    if (!match || req.method !== 'DELETE' || state.mode === 'missing') return void res.writeHead(404).end('{}');
    const identity = verifyIdentity(TEST_IDENTITY_SECRET, req.headers['x-identity'] as string);
    state.callers.push(identity.ok ? identity.identity.issuer : null);
    if (!identity.ok || identity.identity.issuer === 'gateway') return void res.writeHead(401).end('{}');
    if (state.mode === 'fail') return void res.writeHead(500).end('{}');
    state.erased.push(decodeURIComponent(match[1]!));
    res.writeHead(204).end();
  });
  return { server, state };
}

let gw: TestGateway;
let story: ReturnType<typeof erasingService>;
const SERVICES = upstreamServices()
  .map((service) => service.name)
  .sort();
beforeAll(async () => {
  story = erasingService();
  await new Promise<void>((resolve) => story.server.listen(0, '127.0.0.1', resolve));
  // Every registered service answers from this one fake, so the test holds as services are added.
  const url = `http://127.0.0.1:${(story.server.address() as AddressInfo).port}`;
  gw = await createTestGateway(Object.fromEntries(SERVICES.map((name) => [serviceUrlVariable(name), url])));
});
afterAll(async () => {
  await gw.close();
  story.server.closeAllConnections();
  await new Promise((resolve) => story.server.close(resolve));
});

const agent = () => request.agent(gw.app.callback());
const deletionRows = async (userId: string) =>
  (await gw.database.pool.query('select service, completed_at from account_deletions where user_id = $1 order by service', [userId])).rows;
const count = async (table: string, userId: string) =>
  Number((await gw.database.pool.query(`select count(*) from ${table} where ${table === 'users' ? 'id' : 'user_id'} = $1`, [userId])).rows[0].count);

describe('deleting an account', () => {
  it('asks every service to erase the data with a signed internal identity, records it, and removes account, sessions and tokens', async () => {
    story.state.mode = 'ok';
    const input = newUser();
    const client = agent();
    const { body } = await client.post('/api/register').send(input).expect(201);
    const other = agent();
    await other.post('/api/login').send({ email: input.email, password: input.password }).expect(200);
    await agent().post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    await gw.settled();

    const res = await client.delete('/api/user').send({ password: input.password }).expect(200);
    expect(res.body).toEqual({ message: 'Your account and all of your data have been deleted.', pending: [] });
    expect(story.state.erased).toContain(body.user.id);
    expect(story.state.callers.at(-1)).toBe('gateway-accounts');
    // Every service confirmed: the record of the deletion goes too, so no row keeps the person's id.
    expect(await deletionRows(body.user.id)).toEqual([]);
    for (const table of ['users', 'sessions', 'password_reset_tokens', 'email_verification_tokens']) expect(await count(table, body.user.id), table).toBe(0);
    const counters = await gw.database.pool.query('select key from rate_limit_hits where key like $1', [`%${body.user.id}%`]);
    expect(counters.rows).toEqual([]);

    await client.get('/api/user').expect(401);
    await other.get('/api/user').expect(401);
    await agent().post('/api/login').send({ email: input.email, password: input.password }).expect(401);
  });

  it('needs the password, and refuses without it or with a wrong one (nothing is erased)', async () => {
    story.state.mode = 'ok';
    const input = newUser();
    const client = agent();
    const { body } = await client.post('/api/register').send(input).expect(201);
    const missing = await client.delete('/api/user').send({}).expect(400);
    expect(missing.body.message).toBe('Please enter your password to confirm.');
    const wrong = await client.delete('/api/user').send({ password: 'not it' }).expect(400);
    expect(wrong.body.message).toBe('The password is not correct.');
    await client.delete('/api/user').set('content-type', 'application/json').send('{"password":').expect(400);
    expect(story.state.erased).not.toContain(body.user.id);
    await client.get('/api/user').expect(200);
    await agent().delete('/api/user').send({ password: input.password }).expect(401);
  });

  it('counts a service without the endpoint (404) as nothing to erase', async () => {
    story.state.mode = 'missing';
    const input = newUser();
    const client = agent();
    const { body } = await client.post('/api/register').send(input).expect(201);
    await client.delete('/api/user').send({ password: input.password }).expect(200);
    expect(await deletionRows(body.user.id)).toEqual([]);
  });

  it('when a service fails: tells the user, keeps it pending, and finishes on retry', async () => {
    story.state.mode = 'fail';
    const input = newUser();
    const client = agent();
    const { body } = await client.post('/api/register').send(input).expect(201);
    const res = await client.delete('/api/user').send({ password: input.password }).expect(202);
    expect([...res.body.pending].sort()).toEqual(SERVICES);
    expect(res.body.message).toMatch(/could not be erased yet; we will keep trying/);
    expect(await deletionRows(body.user.id)).toEqual(SERVICES.map((service) => ({ service, completed_at: null })));
    // The person asked to leave: signed out and unable to sign in, even while erasure is pending.
    await client.get('/api/user').expect(401);
    await agent().post('/api/login').send({ email: input.email, password: input.password }).expect(401);

    story.state.mode = 'ok';
    await gw.accountDeletion.retryPending();
    expect(story.state.erased).toContain(body.user.id);
    expect(await deletionRows(body.user.id)).toEqual([]);
  });
});
