import { describe, expect, it } from 'vitest';
import { SERVICES, upstreamServices } from '@bedtime/platform';
import { fixtureService } from '@bedtime/platform/testing';
import { ROUTES, createRouteTable, routesWith } from '../src/http/route-table';
import { loadGatewayConfig } from '../src/config';

const registered = SERVICES.map((service) => service.name as string);

describe('the route table and the platform registry', () => {
  it('gives every route an owner that is a registered service', () => {
    const strangers = ROUTES.filter((rule) => !registered.includes(rule.service));
    expect(strangers).toEqual([]);
  });

  it('routes to every registered service behind the gateway', () => {
    for (const service of upstreamServices())
      expect(
        ROUTES.some((rule) => rule.service === service.name),
        service.name,
      ).toBe(true);
  });

  it('reads one <NAME>_SERVICE_URL per registered service, defaulting to its registered port', () => {
    const config = loadGatewayConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/gateway', IDENTITY_SECRET: 'x'.repeat(32), SESSION_KEYS: 'k'.repeat(32) });
    expect(config.SERVICE_URLS).toEqual(Object.fromEntries(upstreamServices().map((service) => [service.name, `http://127.0.0.1:${service.port}`])));
  });

  it('routes a service registered at run time by the routes it brings, after the table', () => {
    const extra = JSON.stringify([fixtureService]);
    const config = loadGatewayConfig({
      DATABASE_URL: 'postgres://x@127.0.0.1/gateway',
      IDENTITY_SECRET: 'x'.repeat(32),
      SESSION_KEYS: 'k'.repeat(32),
      PLATFORM_EXTRA_SERVICES: extra,
      FIXTURE_SERVICE_URL: 'http://127.0.0.1:5555',
    });
    expect(config.SERVICE_URLS.fixture).toBe('http://127.0.0.1:5555');
    const match = createRouteTable(routesWith(config.EXTRA_SERVICES))('GET', '/api/fixture/hello');
    expect(match.rule).toMatchObject({ service: 'fixture', access: 'user' });
    expect(createRouteTable(ROUTES)('GET', '/api/fixture/hello').rule).toBeNull();
  });

  it('refuses to start with a run-time registration that is not valid', () => {
    expect(() =>
      loadGatewayConfig({
        DATABASE_URL: 'postgres://x@127.0.0.1/gateway',
        IDENTITY_SECRET: 'x'.repeat(32),
        SESSION_KEYS: 'k'.repeat(32),
        PLATFORM_EXTRA_SERVICES: '[{"name":"story"}]',
      }),
    ).toThrow(/PLATFORM_EXTRA_SERVICES/);
  });
});
