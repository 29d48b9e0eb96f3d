import { createHmac } from 'node:crypto';
import type { Logger } from '@bedtime/service-kit';
import type { BillingConfig } from '../../config';
import type { BillingDatabase } from '../../data/database';
import { LocalPaymentsEngine } from './local-engine';
import { StripePaymentsEngine } from './stripe-engine';
import type { PaymentsEngine } from './types';

/** Stripe when a secret key is configured, else the local engine (test mode, works with no network). */
export function createPaymentsEngine(deps: {
  config: BillingConfig;
  database: BillingDatabase;
  logger: Logger;
  now: () => Date;
  deliver: (payload: string, signature: string) => Promise<void>;
}): PaymentsEngine {
  const { config } = deps;
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentsEngine({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return new LocalPaymentsEngine({
    database: deps.database,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? localWebhookSecret(config.IDENTITY_SECRET),
    deliver: deps.deliver,
    now: deps.now,
    logger: deps.logger,
  });
}

/** The local engine's events are signed like Stripe's; without a configured secret, one is derived from the identity secret. */
export const localWebhookSecret = (identitySecret: string) => `whsec_${createHmac('sha256', identitySecret).update('local-payments-webhooks').digest('hex')}`;
