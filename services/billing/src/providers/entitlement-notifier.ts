import { createInternalClient, type Logger } from '@bedtime/service-kit';

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
