import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger } from '@bedtime/service-kit/testing';
import { card, CARDS, createTestBillingService, subscribe, type TestBillingService } from './helpers';

const logs = captureLogger();

let service: TestBillingService;
beforeAll(async () => {
  service = await createTestBillingService({}, { logger: logs.logger });
});
afterAll(() => service.close());

describe('what billing logs', () => {
  it('never holds card numbers, CVCs, client secrets or the webhook secret', async () => {
    const { clientSecret } = await subscribe(service, 'log-user', CARDS.declined);
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('log-user'))
      .send({ clientSecret, card: card('4242 4242 4242 4241', { cvc: '987' }) })
      .expect(400);
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('log-user'))
      .send({ clientSecret, card: card(CARDS.visa, { cvc: '987' }) })
      .expect(200);
    const payload = JSON.stringify({ id: 'evt_log', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } });
    await service
      .api()
      .post('/api/webhooks/stripe')
      .set(service.as('stripe'))
      .set('content-type', 'application/json')
      .set('stripe-signature', service.signed(payload, 'whsec_wrong'))
      .send(payload)
      .expect(400);

    await logs.waitFor('webhook refused: signature not valid');
    const all = logs.lines.map((line) => JSON.stringify(line)).join('\n');
    expect(logs.lines.length).toBeGreaterThan(5);
    expect(logs.lines.some((line) => line.msg === 'webhook event')).toBe(true);
    for (const secret of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000000000000002',
      '4242424242424241',
      '"987"',
      clientSecret,
      service.app.engine.webhookSecret,
    ])
      expect(all).not.toContain(secret);
  });
});
