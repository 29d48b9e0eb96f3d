import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { verifyIdentity } from '@bedtime/service-kit';
import { TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { createTestGateway, newUser, signUpAdmin, type TestGateway } from './helpers';

/** A stand-in billing service recording what reached it. */
const seen: { method: string; url: string; identity: string }[] = [];
const billing = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, identity: String(req.headers['x-identity']) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
});

let gw: TestGateway;
beforeAll(async () => {
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  gw = await createTestGateway({ BILLING_SERVICE_URL: `http://127.0.0.1:${(billing.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await gw.close();
  billing.closeAllConnections();
  await new Promise((resolve) => billing.close(resolve));
});

const ADMIN_CALLS = [
  ['get', '/api/admin/merchandise'],
  ['post', '/api/admin/merchandise'],
  ['put', '/api/admin/merchandise/m1'],
  ['delete', '/api/admin/merchandise/m1'],
] as const;

describe('marketplace and merchandise routes through the gateway', () => {
  it('lets anyone browse the products, pictures and merchandise', async () => {
    for (const path of ['/api/marketplace/products', '/api/marketplace/pictures/tee-navy.svg', '/api/merchandise?search=mug&sort=price-low']) {
      await request(gw.app.callback()).get(path).expect(200);
      expect(seen.at(-1)!.url).toBe(path);
    }
  });

  it('asks a visitor to sign in before checkout and orders', async () => {
    const before = seen.length;
    await request(gw.app.callback()).post('/api/marketplace/checkout').send({ items: [] }).expect(401);
    await request(gw.app.callback()).get('/api/marketplace/orders').expect(401);
    await request(gw.app.callback()).put('/api/marketplace/orders/o1/shipping').send({}).expect(401);
    await request(gw.app.callback()).post('/api/marketplace/orders/o1/payment-intent').send({}).expect(401);
    await request(gw.app.callback()).post('/api/marketplace/orders/o1/complete').send({}).expect(401);
    expect(seen.length).toBe(before);
  });

  it('refuses the merchandise admin API to a signed-in non-admin (403) before billing sees it', async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    const before = seen.length;
    // A GET carries no body (the gateway refuses one with 400).
    for (const [method, path] of ADMIN_CALLS) await (method === 'get' ? client.get(path) : client[method](path).send({})).expect(403);
    expect(seen.length).toBe(before);
  });

  it('forwards an admin’s calls with an admin identity', async () => {
    const client = request.agent(gw.app.callback());
    await signUpAdmin(gw, client);
    for (const [method, path] of ADMIN_CALLS) {
      await (method === 'get' ? client.get(path) : client[method](path).send({})).expect(200);
      const check = verifyIdentity(TEST_IDENTITY_SECRET, seen.at(-1)!.identity);
      expect(check.ok && check.identity.isAdmin).toBe(true);
    }
  });
});
