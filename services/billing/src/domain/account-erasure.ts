import type { BillingRepository } from '../data/billing-repository';
import type { PaymentsEngine } from '../providers/payments/types';

/**
 * Stands in for a deleted user's id on the subscriptions and invoices kept for the books. Not a user id
 * the gateway could ever issue (those are UUIDs), and the same for everyone, so nothing links the rows
 * to a person or to each other.
 */
export const ERASED_USER = '(erased)';

/**
 * Account deletion in billing: the provider ends every subscription at once and forgets the customer and
 * their cards, so nothing renews or charges again; then our books drop the customer link and keep the
 * amounts without the person. The provider goes first: if it cannot be reached the call fails before
 * anything is unlinked, and the gateway's retry finds the user's rows as they were. Safe to call again.
 */
export function createAccountErasure({ repository, engine, now }: { repository: BillingRepository; engine: PaymentsEngine; now: () => Date }) {
  return {
    async eraseUser(userId: string): Promise<{ subscriptionsEnded: number; subscriptionsKept: number; invoicesKept: number }> {
      const notEnded = await repository.subscriptionsNotEnded(userId);
      // A redeemed gift's subscription has no provider behind it: only our books hold it.
      for (const subscription of notEnded) if (subscription.provider !== 'gift') await engine.cancelNow(subscription.id);
      const customer = await repository.customerOf(userId);
      if (customer) await engine.deleteCustomer(customer.providerCustomerId);
      const kept = await repository.unlinkUser(userId, ERASED_USER, now());
      return { subscriptionsEnded: notEnded.length, subscriptionsKept: kept.subscriptions, invoicesKept: kept.invoices };
    },
  };
}
export type AccountErasure = ReturnType<typeof createAccountErasure>;
