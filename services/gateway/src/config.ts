import path from 'node:path';
import { z } from 'zod';
import { ConfigError, booleanFlag, identitySecret, logLevel, optionalString, parseConfig, port } from '@bedtime/service-kit';
import { serviceUrlVariable, upstreamServices, type UpstreamServiceName } from '@bedtime/platform';
import { EXTRA_SERVICES_VARIABLE, parseExtraServices, type ExtraService } from '@bedtime/platform/extra-services';

const serviceUrl = z.string().url();

export const gatewayConfigSchema = z.object({
  PORT: port(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (the gateway database)' }).url(),
  IDENTITY_SECRET: identitySecret,
  SESSION_KEYS: z
    .string({ error: 'SESSION_KEYS is required (comma-separated cookie signing keys, newest first)' })
    .transform((value) => value.split(',').map((key) => key.trim()).filter(Boolean))
    .pipe(z.array(z.string().min(32, 'each SESSION_KEYS entry must be at least 32 characters')).min(1)),
  COOKIE_SECURE: booleanFlag(false),
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(200_000),
  ADMIN_EMAIL_DOMAINS: z
    .string()
    .default('bedtimestories.app')
    .transform((value) => value.split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean)),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  STATIC_ROOT: z.string().default(path.resolve(import.meta.dirname, '../../..')),
  REMOTE_URLS: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Bedtime Stories <hello@bedtimestories.app>'),
  OUTBOX_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../data/outbox')),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: logLevel,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema> & {
  /** Where each service behind the gateway answers, from `<NAME>_SERVICE_URL` (default: its registered port). */
  SERVICE_URLS: Record<UpstreamServiceName, string> & Record<string, string>;
  /** Services registered at run time (PLATFORM_EXTRA_SERVICES), with the routes they own. */
  EXTRA_SERVICES: ExtraService[];
};

/** One `<NAME>_SERVICE_URL` per registered service, so registering a service is all it takes to route to it. */
function serviceUrlsSchema(services: { name: string; port: number }[]) {
  return z.object(Object.fromEntries(services.map((service) => [serviceUrlVariable(service.name), serviceUrl.default(`http://127.0.0.1:${service.port}`)])));
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = parseConfig(gatewayConfigSchema, env);
  let extra: ExtraService[];
  try {
    extra = parseExtraServices(env[EXTRA_SERVICES_VARIABLE]);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  - ${EXTRA_SERVICES_VARIABLE}: ${(error as Error).message}`);
  }
  const services = [...upstreamServices(), ...extra];
  const urls = parseConfig(serviceUrlsSchema(services), env) as Record<string, string>;
  const SERVICE_URLS = Object.fromEntries(services.map((service) => [service.name, urls[serviceUrlVariable(service.name)]!]));
  return { ...config, SERVICE_URLS: SERVICE_URLS as GatewayConfig['SERVICE_URLS'], EXTRA_SERVICES: extra };
}
