import { z } from 'zod';
import { identitySecret, listenFd, logLevel, optionalString, parseConfig, port, telemetryConfig } from '@bedtime/service-kit';

export const billingConfigSchema = z
  .object({
    ...telemetryConfig,
    PORT: port(4002),
    LISTEN_FD: listenFd,
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
    /** Lulu's print API when both are set; unset means the local print shop. */
    LULU_CLIENT_KEY: optionalString,
    LULU_CLIENT_SECRET: optionalString,
    /** Lulu's API (its sandbox is https://api.sandbox.lulu.com; the tests' fake Lulu runs locally). */
    LULU_API_URL: z.string().url().default('https://api.lulu.com'),
    /** How often printed-book orders are moved on (the local shop's production) and their status refreshed. */
    PRINT_STATUS_CRON: z.string().default('*/5 * * * *'),
    /** The story service renders the print-ready files. */
    STORY_SERVICE_URL: z.string().url().default('http://127.0.0.1:4001'),
    LOG_LEVEL: logLevel,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  })
  .superRefine((config, ctx) => {
    if (Boolean(config.LULU_CLIENT_KEY) !== Boolean(config.LULU_CLIENT_SECRET))
      ctx.addIssue({ code: 'custom', path: ['LULU_CLIENT_SECRET'], message: 'LULU_CLIENT_KEY and LULU_CLIENT_SECRET are set together' });
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set' });
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set' });
  });

export type BillingConfig = z.infer<typeof billingConfigSchema>;
export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env) => parseConfig(billingConfigSchema, env);
