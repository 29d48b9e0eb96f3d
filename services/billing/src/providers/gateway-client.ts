import { directoryUserResponseSchema, internalMailRequestSchema, type InternalMailRequest } from '@bedtime/contracts';
import { createInternalClient, type Logger } from '@bedtime/service-kit';

/** What billing asks of the gateway for gifts: an email through its mailer, and the giver's display name. */
export interface GatewayClient {
  sendMail(message: InternalMailRequest): Promise<void>;
  displayName(userId: string): Promise<string | null>;
}

export function createGatewayClient(options: { gatewayInternalUrl: string; identitySecret: string }): GatewayClient {
  const call = createInternalClient({ baseUrl: options.gatewayInternalUrl, secret: options.identitySecret, issuer: 'billing', timeoutMs: 5_000 });
  return {
    async sendMail(message) {
      await call('POST', '/internal/mail', internalMailRequestSchema.parse(message));
    },
    async displayName(userId) {
      const { user } = directoryUserResponseSchema.parse(await call('GET', `/internal/users/${encodeURIComponent(userId)}`));
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
      return name || user.nickname || null;
    },
  };
}

/** Tells the gateway a user's subscription changed, so it drops its cached entitlement at once. */
export interface EntitlementNotifier {
  changed(userId: string): Promise<void>;
}

export function createGatewayNotifier(options: { gatewayInternalUrl: string; identitySecret: string; logger: Logger }): EntitlementNotifier {
  const call = createInternalClient({ baseUrl: options.gatewayInternalUrl, secret: options.identitySecret, issuer: 'billing', timeoutMs: 2_000 });
  return {
    async changed(userId) {
      try {
        await call('POST', `/internal/entitlements/${encodeURIComponent(userId)}/changed`, {});
      } catch (error) {
        // The gateway's cache expires within seconds anyway; a missed notice only delays the change that long.
        options.logger.warn({ err: error, userId }, 'could not tell the gateway about an entitlement change');
      }
    },
  };
}
