import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { createGatewayNotifier } from '../src/providers/gateway-client';

/** Stands in for the gateway's internal endpoint: 204 without a body, as the real one answers (or 503 when told to). */
function fakeGateway() {
  const notices: string[] = [];
  let status = 204;
  const server = http.createServer((req, res) => {
    notices.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.writeHead(status).end());
  });
  return { server, notices, answerWith: (next: number) => (status = next) };
}

let gateway: ReturnType<typeof fakeGateway>;
let url: string;
beforeAll(async () => {
  gateway = fakeGateway();
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  gateway.server.closeAllConnections();
  await new Promise((resolve) => gateway.server.close(resolve));
});

describe('telling the gateway that an entitlement changed', () => {
  it('logs nothing when the gateway takes the notice (204 without a body)', async () => {
    const logs = captureLogger();
    const notifier = createGatewayNotifier({ gatewayInternalUrl: url, identitySecret: TEST_IDENTITY_SECRET, logger: logs.logger });
    await notifier.changed('user-204');
    expect(gateway.notices.at(-1)).toBe('/internal/entitlements/user-204/changed');
    expect(logs.lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('warns when the gateway really refuses the notice', async () => {
    const logs = captureLogger();
    const notifier = createGatewayNotifier({ gatewayInternalUrl: url, identitySecret: TEST_IDENTITY_SECRET, logger: logs.logger });
    gateway.answerWith(503);
    try {
      await notifier.changed('user-503');
    } finally {
      gateway.answerWith(204);
    }
    expect((await logs.waitFor('could not tell the gateway about an entitlement change')).userId).toBe('user-503');
  });
});
