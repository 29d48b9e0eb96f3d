import { z } from 'zod';
import { identitySecret, logLevel, optionalString, parseConfig, port } from '@bedtime/service-kit';

export const billingConfigSchema = z.object({
  PORT: port(4002),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (the billing database)' }).url(),
  IDENTITY_SECRET: identitySecret,
  /** Billing tells the gateway when a user's entitlement changed, so its short cache is dropped at once. */
  GATEWAY_INTERNAL_URL: z.string().url().default('http://127.0.0.1:3000'),
  /** Where our own customer portal and the post-portal return live (the public web address). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Stripe when set; unset means the local payments engine (test mode, no network). */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Point the Stripe SDK elsewhere (the tests' fake Stripe server): e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalString,
  /** How often the renewal job looks for subscriptions due (cron, pg-boss). */
  RENEWAL_CRON: z.string().default('*/10 * * * *'),
  LOG_LEVEL: logLevel,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
}).superRefine((config, ctx) => {
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET)
    ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set' });
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY)
    ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set' });
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;
export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env) => parseConfig(billingConfigSchema, env);
