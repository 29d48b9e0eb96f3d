import type { AccountsRepository } from '../data/accounts-repository';
import type { AccountDeletionsRepository } from '../data/account-deletions-repository';

/** Asks one service to erase everything it holds about a user. Resolves when done (or nothing was held); rejects otherwise. */
export interface UserDataEraser {
  erase(service: string, userId: string): Promise<void>;
}

export interface AccountDeletionDeps {
  accounts: AccountsRepository;
  deletions: AccountDeletionsRepository;
  /** Every registered service that may hold user data. */
  services: string[];
  eraser: UserDataEraser;
  now?: () => Date;
  onFailure?: (failure: { userId: string; service: string; reason: string }) => void;
}

/**
 * Deleting an account: every service erases the user's data, each confirmation is recorded, then the
 * account with its sessions and reset tokens goes, and once every service has confirmed, the record too. The account goes even when a service could not be
 * reached: the person asked to leave and can no longer sign in; that service's erasure stays recorded
 * as pending and is asked again by `retryPending` until it confirms.
 */
export function createAccountDeletion({ accounts, deletions, services, eraser, now = () => new Date(), onFailure }: AccountDeletionDeps) {
  async function eraseOutstanding(userId: string): Promise<string[]> {
    const stillPending: string[] = [];
    for (const service of await deletions.pendingServices(userId)) {
      try {
        await eraser.erase(service, userId);
        await deletions.markErased(userId, service, now());
      } catch (error) {
        const reason = (error as Error).message;
        await deletions.markFailed(userId, service, reason);
        onFailure?.({ userId, service, reason });
        stillPending.push(service);
      }
    }
    return stillPending;
  }

  /** A deletion every service confirmed leaves no record behind (the id would be the last trace of the person). */
  async function forgetWhenDone(userId: string, pending: string[]): Promise<void> {
    if (pending.length === 0) await deletions.forgetIfComplete(userId);
  }

  return {
    /** Returns the services whose erasure is still pending (empty when everything is gone). */
    async deleteAccount(userId: string): Promise<{ pending: string[] }> {
      await deletions.start(userId, services, now());
      const pending = await eraseOutstanding(userId);
      await accounts.delete(userId);
      await forgetWhenDone(userId, pending);
      return { pending };
    },
    /** Asks again every service that has not confirmed; run at start and periodically. */
    async retryPending(limit = 50): Promise<void> {
      for (const userId of await deletions.usersWithPending(limit)) await forgetWhenDone(userId, await eraseOutstanding(userId));
    },
  };
}
export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
