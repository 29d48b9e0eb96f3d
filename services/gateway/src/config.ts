import path from 'node:path';
import { z } from 'zod';
import { booleanFlag, identitySecret, logLevel, optionalString, parseConfig, port } from '@bedtime/service-kit';

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
  STORY_SERVICE_URL: serviceUrl.default('http://127.0.0.1:4001'),
  BILLING_SERVICE_URL: serviceUrl.default('http://127.0.0.1:4002'),
  COMMUNITY_SERVICE_URL: serviceUrl.default('http://127.0.0.1:4003'),
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

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env) => parseConfig(gatewayConfigSchema, env);
