import { IDENTITY_HEADER, REQUEST_ID_HEADER, signIdentity, traceHeaders } from '@bedtime/service-kit';
import type { UserDataEraser } from '../domain/account-deletion';

/**
 * Erases a user's data through each service's internal endpoint `DELETE /internal/users/{userId}/data`,
 * signed as an internal caller. A service without the endpoint (404) holds no user data: nothing to erase.
 */
export function createServiceEraser(options: { serviceUrls: Record<string, string>; identitySecret: string; timeoutMs?: number }): UserDataEraser {
  return {
    async erase(service, userId) {
      const baseUrl = options.serviceUrls[service];
      if (!baseUrl) throw new Error(`no address for the ${service} service`);
      const response = await fetch(new URL(`/internal/users/${encodeURIComponent(userId)}/data`, baseUrl), {
        method: 'DELETE',
        headers: traceHeaders({
          [IDENTITY_HEADER]: signIdentity(options.identitySecret, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'gateway-accounts' }),
          [REQUEST_ID_HEADER]: `account-deletion-${userId}`,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      await response.body?.cancel();
      if (response.ok || response.status === 404) return;
      throw new Error(`the ${service} service answered ${response.status}`);
    },
  };
}
