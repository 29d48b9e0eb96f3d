import type { AccountRecord, AccountsRepository } from './accounts-repository';
import type { IdentityCache } from './identity-cache';

/**
 * The accounts repository with `findById` (asked on every signed-in request) served from the identity
 * cache. Whatever changes an account or ends its sessions forgets it here at once, before the call
 * returns, so this gateway never answers from a copy older than its own last change.
 */
export function withIdentityCache(repository: AccountsRepository, cache: IdentityCache): AccountsRepository {
  return {
    ...repository,
    async findById(id) {
      const cached = cache.account<AccountRecord>(id);
      if (cached) return cached;
      const since = cache.generation();
      const row = await repository.findById(id);
      if (row) cache.rememberAccount(id, row, since);
      return row;
    },
    async update(id, changes) {
      try {
        return await repository.update(id, changes);
      } finally {
        cache.forgetAccount(id);
      }
    },
    async replacePassword(id, passwordHash, at, keepSessionId) {
      try {
        await repository.replacePassword(id, passwordHash, at, keepSessionId);
      } finally {
        cache.forgetAccount(id);
      }
    },
    async consumeResetToken(tokenHash, passwordHash, at) {
      try {
        return await repository.consumeResetToken(tokenHash, passwordHash, at);
      } finally {
        // The token's account is not known here; resets are rare, so everything is forgotten.
        cache.clear();
      }
    },
    async consumeVerificationToken(tokenHash, at) {
      const userId = await repository.consumeVerificationToken(tokenHash, at);
      if (userId) cache.forgetAccount(userId);
      return userId;
    },
    async delete(id) {
      try {
        await repository.delete(id);
      } finally {
        cache.forgetAccount(id);
      }
    },
  };
}
