import { directoryUsersResponseSchema, type DirectoryUser } from '@bedtime/contracts';
import { createInternalClient, UpstreamError } from '@bedtime/service-kit';

export type { DirectoryUser };

/** Display names of authors; the gateway owns accounts. */
export interface UserDirectory {
  /** Users that exist, in any order; unknown ids are left out. */
  users(ids: string[], requestId?: string): Promise<DirectoryUser[]>;
}

export function createUserDirectory(options: { gatewayInternalUrl: string; identitySecret: string; timeoutMs?: number }): UserDirectory {
  const call = createInternalClient({
    baseUrl: options.gatewayInternalUrl,
    secret: options.identitySecret,
    issuer: 'community',
    timeoutMs: options.timeoutMs ?? 3_000,
  });
  return {
    async users(ids, requestId) {
      if (ids.length === 0) return [];
      const parsed = directoryUsersResponseSchema.safeParse(await call('POST', '/internal/users/lookup', { ids }, requestId));
      if (!parsed.success) throw new UpstreamError('The user directory answered in an unexpected shape.');
      return parsed.data.users;
    },
  };
}
