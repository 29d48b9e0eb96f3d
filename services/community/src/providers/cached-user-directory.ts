import type { DirectoryUser, UserDirectory } from './gateway-client';

/**
 * Author names change rarely and every list page needs them: remembering them for a short while saves a
 * call to the gateway on most pages. A renamed author shows the new name within `ttlMs`.
 */
export function cachedUserDirectory(directory: UserDirectory, { ttlMs = 60_000, maxEntries = 10_000, now = () => Date.now() } = {}): UserDirectory {
  const cache = new Map<string, { user: DirectoryUser | null; until: number }>();
  return {
    async users(ids, requestId) {
      const at = now();
      const found: DirectoryUser[] = [];
      const missing: string[] = [];
      for (const id of ids) {
        const entry = cache.get(id);
        if (entry && entry.until > at) {
          if (entry.user) found.push(entry.user);
        } else {
          missing.push(id);
        }
      }
      if (missing.length === 0) return found;
      const fetched = await directory.users(missing, requestId);
      const byId = new Map(fetched.map((user) => [user.id, user]));
      // Oldest entries go first when full (a Map iterates in insertion order).
      for (const id of missing) {
        cache.delete(id);
        cache.set(id, { user: byId.get(id) ?? null, until: at + ttlMs });
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      }
      return [...found, ...fetched];
    },
  };
}
