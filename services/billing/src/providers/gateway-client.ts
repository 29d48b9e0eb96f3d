import { directoryUserResponseSchema, internalMailRequestSchema, type InternalMailRequest } from '@bedtime/contracts';
import { createInternalClient } from '@bedtime/service-kit';

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
