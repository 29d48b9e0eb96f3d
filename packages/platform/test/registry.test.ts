import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REMOTES, SERVICES, exposesOf, findWidget, pageModulePath, serviceUrlVariable, upstreamServices, widgetModulePath } from '../src/index';
import { parseExtraServices } from '../src/extra-services';
import type { RemotePage } from '../src/types';
import { fixtureService } from './fixtures/fixture-service/registration';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService> };

describe('the registry', () => {
  it('names every service, database and remote once', () => {
    for (const values of [
      SERVICES.map((s) => s.name),
      SERVICES.map((s) => s.database),
      SERVICES.map((s) => s.port),
      REMOTES.map((r) => r.name),
      REMOTES.map((r) => r.devPort),
    ])
      expect(new Set<unknown>(values).size).toBe(values.length);
    expect(SERVICES.filter((s) => s.role === 'edge')).toHaveLength(1);
    expect(SERVICES.at(-1)?.role).toBe('edge');
  });

  it('points at service folders and entries that exist, each a workspace', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const service of SERVICES) {
      expect(existsSync(path.join(ROOT, service.entry)), service.entry).toBe(true);
      expect(workspaces).toContain(service.folder);
    }
  });

  it('matches every built remote folder: workspace name, and one page module per registered page (planned ones excepted)', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const remote of REMOTES.filter((r) => existsSync(path.join(ROOT, r.folder)))) {
      expect(workspaces).toContain(remote.folder);
      expect((JSON.parse(read(`${remote.folder}/package.json`)) as { name: string }).name).toBe(remote.workspace);
      for (const module of Object.values(exposesOf(remote))) expect(existsSync(path.join(ROOT, remote.folder, module)), module).toBe(true);
    }
  });

  it('points every service:<name> env source at a registered service other than itself', () => {
    // The stack gives every service its port before starting any, so the order of registration does not matter
    // (the story service names the community, registered after it); a misspelt name would fail start-up.
    const names = SERVICES.map((s) => s.name);
    for (const service of SERVICES)
      for (const source of Object.values(service.env) as string[])
        if (source.startsWith('service:')) {
          expect(names, `${service.name}: ${source}`).toContain(source.slice('service:'.length));
          expect(source).not.toBe(`service:${service.name}`);
        }
  });

  it('gives each page one shell route', () => {
    const paths = REMOTES.flatMap((remote) => remote.pages.map((page) => page.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(pageModulePath('AdminMerchandisePage')).toBe('./src/pages/admin-merchandise-page.tsx');
  });

  it('has a route-level test for every built page: <remote>/test/<page>.test.tsx rendering it with renderPage', () => {
    const missing = REMOTES.flatMap((remote) =>
      remote.pages
        .filter((page: RemotePage) => !page.planned)
        .map((page) => `${remote.folder}/test/${path.basename(pageModulePath(page.page), '.tsx')}.test.tsx`)
        .filter((test) => !existsSync(path.join(ROOT, test)) || !read(test).includes('renderPage(')),
    );
    expect(missing).toEqual([]);
  });

  it('exposes every page but the planned ones, which keep their shell route', () => {
    const remote = {
      name: 'mf_x',
      folder: 'mf-x',
      workspace: '@bedtime/mf-x',
      devPort: 1,
      pages: [
        { page: 'BuiltPage', path: 'built', title: 'Built', access: 'public' as const },
        { page: 'LaterPage', path: 'later', title: 'Later', access: 'user' as const, planned: true },
      ],
    };
    expect(exposesOf(remote)).toEqual({ './BuiltPage': './src/pages/built-page.tsx' });
  });
});

describe('deployment files agree with the registry', () => {
  it('deploy/postgres-init.sql creates exactly one database per service', () => {
    const created = [...read('deploy/postgres-init.sql').matchAll(/CREATE DATABASE (\w+);/gi)].map((m) => m[1]);
    expect(created.sort()).toEqual(SERVICES.map((s) => s.database).sort());
  });

  it('docker-compose.yml runs every service on its port and database, with the env it needs', () => {
    for (const service of SERVICES) {
      const declared = compose.services[service.name];
      expect(declared, `docker-compose.yml has no ${service.name} service`).toBeDefined();
      const env = declared!.environment ?? {};
      expect(env.PORT).toBe(String(service.port));
      expect(env.DATABASE_URL).toMatch(new RegExp(`@postgres:5432/${service.database}$`));
      for (const variable of Object.keys(service.env)) expect(env, `${service.name} needs ${variable}`).toHaveProperty(variable);
    }
  });

  it('docker-compose.yml gives the gateway every service URL and starts it after them', () => {
    const gateway = compose.services.gateway!;
    for (const service of upstreamServices()) {
      expect(gateway.environment?.[serviceUrlVariable(service.name)]).toBe(`http://${service.name}:${service.port}`);
      expect(gateway.depends_on).toHaveProperty(service.name);
    }
  });
});

describe('services registered at run time', () => {
  const fixture = fixtureService;

  it('are read from JSON and checked', () => {
    expect(parseExtraServices(JSON.stringify([fixture]))).toEqual([fixture]);
    expect(parseExtraServices(undefined)).toEqual([]);
    expect(existsSync(path.join(ROOT, fixture.entry))).toBe(true);
  });

  it('are refused when they take a registered name, bring no routes or route outside /api', () => {
    expect(() => parseExtraServices(JSON.stringify([{ ...fixture, name: 'story' }]))).toThrow(/already registered/);
    expect(() => parseExtraServices(JSON.stringify([{ ...fixture, routes: [] }]))).toThrow(/routes/);
    expect(() => parseExtraServices(JSON.stringify([{ ...fixture, routes: [{ method: 'GET', path: '/internal/x', access: 'public' }] }]))).toThrow(/route/);
    expect(() => parseExtraServices(JSON.stringify([{ ...fixture, env: { X: 'somewhere' } }]))).toThrow(/env source/);
    // Another service's internal address is a known source (the community asks the story service).
    expect(parseExtraServices(JSON.stringify([{ ...fixture, env: { STORY_SERVICE_URL: 'service:story' } }]))[0]?.env).toEqual({
      STORY_SERVICE_URL: 'service:story',
    });
  });
});

describe('widgets', () => {
  it('finds a widget by the short or the federation name, and exposes it from src/widgets', () => {
    expect(findWidget('commerce', 'print-book')?.widget.module).toBe('PrintBookWidget');
    expect(findWidget('mf_commerce', 'print-orders')?.remote.name).toBe('mf_commerce');
    expect(findWidget('commerce', 'no-such-widget')).toBeNull();
    expect(findWidget('stories', 'print-book')).toBeNull();
    expect(widgetModulePath('PrintBookWidget')).toBe('./src/widgets/print-book-widget.tsx');
  });
});
