import type { DirectoryUserResponse } from '@bedtime/contracts';
import { createInternalClient } from '@bedtime/service-kit';

/** The gateway's internal user directory (the gateway owns accounts; this service never reads its tables). */
export function createUserDirectory(options: { gatewayInternalUrl: string; identitySecret: string; timeoutMs?: number }) {
  const call = createInternalClient({
    baseUrl: options.gatewayInternalUrl,
    secret: options.identitySecret,
    issuer: 'story',
    timeoutMs: options.timeoutMs ?? 3_000,
  });
  return {
    /** The name the parent asked stories to be written for, if any. Failures are the caller's to tolerate. */
    async nicknameOf(userId: string, requestId?: string): Promise<string | undefined> {
      const { user } = await call<DirectoryUserResponse>('GET', `/internal/users/${encodeURIComponent(userId)}`, undefined, requestId);
      return user.nickname?.trim() || undefined;
    },
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
