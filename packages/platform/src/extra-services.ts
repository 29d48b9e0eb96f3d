import { SERVICES } from './registry.mjs';
import type { Access, EnvSource, Method, ServiceEntry, ServiceRoute } from './types';

/**
 * Services registered at run time, next to the ones in registry.mjs: the stack starts them like any
 * other service and the gateway routes the routes they bring. The tests use it to prove that a service
 * becomes part of the product by registration alone (a fixture service); a deployment can use it for a
 * service that lives outside this repository. Passed to the gateway as JSON in this variable.
 */
export const EXTRA_SERVICES_VARIABLE = 'PLATFORM_EXTRA_SERVICES';

export interface ExtraService extends ServiceEntry {
  role: 'service';
  routes: ServiceRoute[];
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ACCESS: Access[] = ['public', 'user', 'admin'];
const NAME = /^[a-z][a-z0-9_]*$/;

/** Reads and checks the variable's JSON; a bad entry stops start-up with the reason. */
export function parseExtraServices(json: string | undefined): ExtraService[] {
  if (!json || json.trim() === '') return [];
  const entries = JSON.parse(json) as unknown;
  if (!Array.isArray(entries)) throw new Error(`${EXTRA_SERVICES_VARIABLE} must be a JSON array of service entries`);
  return entries.map((entry) => checkExtraService(entry));
}

export function checkExtraService(entry: unknown): ExtraService {
  const service = entry as ExtraService;
  const fail = (reason: string) => {
    throw new Error(`${EXTRA_SERVICES_VARIABLE}: service ${JSON.stringify(service?.name)} ${reason}`);
  };
  if (typeof service !== 'object' || service === null) return fail('is not an object');
  if (typeof service.name !== 'string' || !NAME.test(service.name)) fail('needs a lower-case name');
  if (SERVICES.some((registered) => registered.name === service.name)) fail('is already registered');
  if (service.role !== 'service') fail("needs role 'service'");
  for (const key of ['folder', 'entry', 'health'] as const) if (typeof service[key] !== 'string') fail(`needs ${key}`);
  if (typeof service.database !== 'string' || !NAME.test(service.database)) fail('needs a database name');
  if (!Number.isInteger(service.port)) fail('needs a port');
  if (typeof service.env !== 'object' || service.env === null) fail('needs env (may be empty)');
  for (const source of Object.values(service.env) as EnvSource[])
    if (!['secret', 'gateway-url', 'public-url', 'repo-root'].includes(source) && !source.startsWith('data:') && !source.startsWith('service:'))
      fail(`has an unknown env source ${source}`);
  if (!Array.isArray(service.routes) || service.routes.length === 0) fail('needs the routes it owns');
  for (const route of service.routes) {
    if (!METHODS.includes(route.method) || !ACCESS.includes(route.access) || !route.path?.startsWith('/api/'))
      fail(`has a route that is not { method, path: '/api/…', access }: ${JSON.stringify(route)}`);
  }
  return service;
}
