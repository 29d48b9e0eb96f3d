import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, booleanFlag, identitySecret, listenFd, logLevel, optionalString, parseConfig, port, telemetryConfig } from '@bedtime/service-kit';
import { serviceUrlVariable, upstreamServices, type UpstreamServiceName } from '@bedtime/platform';
import { EXTRA_SERVICES_VARIABLE, parseExtraServices, type ExtraService } from '@bedtime/platform/extra-services';

const serviceUrl = z.string().url();
/**
 * One service's address, or the addresses of its replicas separated by commas: the gateway spreads its
 * requests over them (round robin).
 */
const serviceReplicas = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(serviceUrl).min(1, 'give at least one address'));

/**
 * Which proxies in front of the gateway may say who the client is (X-Forwarded-For): `false` (default,
 * the socket address is the client), `true` (any: only when nothing can reach the gateway but the proxy),
 * a number of proxy hops, or a comma-separated list of proxy addresses.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'all' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
    if (text === 'true') return { kind: 'all' };
    if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
    const addresses = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (addresses.every((entry) => isIP(entry) !== 0)) return { kind: 'addresses', addresses };
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true, a number of hops or a comma-separated list of IP addresses' });
    return z.NEVER;
  });

export const gatewayConfigSchema = z.object({
  PORT: port(3000),
  LISTEN_FD: listenFd,
  HOST: z.string().default('127.0.0.1'),
  // /metrics is served on a listener of its own, never on the product's port (unset: no metrics listener).
  METRICS_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** The metrics listener handed over by the stack (like LISTEN_FD). */
  METRICS_LISTEN_FD: listenFd,
  ...telemetryConfig,
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (the gateway database)' }).url(),
  IDENTITY_SECRET: identitySecret,
  SESSION_KEYS: z
    .string({ error: 'SESSION_KEYS is required (comma-separated cookie signing keys, newest first)' })
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'each SESSION_KEYS entry must be at least 32 characters')).min(1)),
  COOKIE_SECURE: booleanFlag(false),
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(200_000),
  // The services' own JSON limit (service-kit's BODY_LIMIT, 1 MiB): larger bodies are refused at the edge.
  PROXY_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  // Request bodies (any route) must keep coming: after the grace period, each such period must bring at
  // least this rate, or the request is refused with 408 and its connection closed. A body for a service is
  // also read whole before an upstream connection is taken, so a slow client holds nothing of the services'.
  BODY_GRACE_MS: z.coerce.number().int().positive().default(3_000),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(1_024),
  // Requests from one client address a service may be answering at once (of its 256 upstream connections); 429 beyond.
  PROXY_REQUESTS_PER_CLIENT: z.coerce.number().int().min(1).max(256).default(64),
  TRUST_PROXY: trustProxy,
  ADMIN_EMAIL_DOMAINS: z
    .string()
    .default('bedtimestories.app')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Admin figures: how long the dashboard waits for each service before marking its figures unavailable.
  ADMIN_SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  // The weekly admin report: who it is emailed to, when it runs (pg-boss cron, stored in the gateway
  // database so one replica runs each tick) and the unit prices its cost figures use (cents; fractions allowed).
  ADMIN_REPORT_RECIPIENTS: z
    .string()
    .default('founders@bedtimestories.app,finance@bedtimestories.app,operations@bedtimestories.app')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('each ADMIN_REPORT_RECIPIENTS entry must be an email address')).min(1, 'ADMIN_REPORT_RECIPIENTS needs at least one address')),
  ADMIN_REPORT_CRON: z.string().default('0 8 * * 1'),
  ADMIN_REPORT_TIMEZONE: z
    .string()
    .default('UTC')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'ADMIN_REPORT_TIMEZONE must be an IANA time zone such as UTC or America/Los_Angeles'),
  ADMIN_COST_STORY_TEXT_CENTS: z.coerce.number().min(0).default(2),
  ADMIN_COST_MODERATION_CENTS: z.coerce.number().min(0).default(0),
  ADMIN_COST_IMAGE_CENTS: z.coerce.number().min(0).default(4),
  ADMIN_COST_SPEECH_CENTS: z.coerce.number().min(0).default(1.5),
  ADMIN_COST_MERCHANDISE_COPY_CENTS: z.coerce.number().min(0).default(0.2),
  ADMIN_COST_STORAGE_CENTS_PER_GB_MONTH: z.coerce.number().min(0).default(2.3),
  ADMIN_COST_SERVER_MONTHLY_CENTS: z.coerce.number().min(0).default(5000),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  STATIC_ROOT: z.string().default(path.resolve(import.meta.dirname, '../../..')),
  REMOTE_URLS: optionalString,
  // Set when billing takes real payments: the pages may then load Stripe's Payment Element (its script and frames).
  STRIPE_PUBLISHABLE_KEY: optionalString,
  SMTP_URL: optionalString,
  /** How long the SMTP server may take to accept a connection or greet (twice this for an idle socket). */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  MAIL_FROM: z.string().default('Bedtime Stories <hello@bedtimestories.app>'),
  OUTBOX_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../data/outbox')),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  // Wrong passwords for one email from one address before a wait is required (then LOGIN_BACKOFF_SECONDS,
  // doubling per further failure, up to the window). Failures from elsewhere never lock the owner out.
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  LOGIN_BACKOFF_SECONDS: z.coerce.number().int().positive().default(30),
  // How long a session and its account may be served from memory. Changes anywhere end it earlier
  // (database notices); 0 reads both from the database on every request.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  LOG_LEVEL: logLevel,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema> & {
  /** Where each service behind the gateway answers, from `<NAME>_SERVICE_URL` (default: its registered port). */
  SERVICE_URLS: Record<UpstreamServiceName, string> & Record<string, string>;
  /** Every replica's address of each service (the first is SERVICE_URLS' entry); the proxy spreads requests over them. */
  SERVICE_REPLICAS: Record<UpstreamServiceName, string[]> & Record<string, string[]>;
  /** Services registered at run time (PLATFORM_EXTRA_SERVICES), with the routes they own. */
  EXTRA_SERVICES: ExtraService[];
};

/** One `<NAME>_SERVICE_URL` per registered service (comma-separated for replicas), so registering a service is all it takes to route to it. */
function serviceUrlsSchema(services: { name: string; port: number }[]) {
  return z.object(
    Object.fromEntries(services.map((service) => [serviceUrlVariable(service.name), serviceReplicas.default([`http://127.0.0.1:${service.port}`])])),
  );
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
  const urls = parseConfig(serviceUrlsSchema(services), env) as Record<string, string[]>;
  const SERVICE_REPLICAS = Object.fromEntries(services.map((service) => [service.name, urls[serviceUrlVariable(service.name)]!]));
  // Calls the gateway makes itself (subscriptions, previews, figures) go to the first replica.
  const SERVICE_URLS = Object.fromEntries(services.map((service) => [service.name, urls[serviceUrlVariable(service.name)]![0]!]));
  return {
    ...config,
    SERVICE_URLS: SERVICE_URLS as GatewayConfig['SERVICE_URLS'],
    SERVICE_REPLICAS: SERVICE_REPLICAS as GatewayConfig['SERVICE_REPLICAS'],
    EXTRA_SERVICES: extra,
  };
}
