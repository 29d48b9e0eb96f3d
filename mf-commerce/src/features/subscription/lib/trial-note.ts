import { formatLongDate, PLAN_PRICE_LABEL, type User } from '@bedtime/contracts';

/**
 * What subscribing during the free trial means, said before the card is asked for: the paid plan starts
 * today and the trial's remaining days are not added on (README "Subscribing during the trial").
 * Nothing to say once the trial is over.
 */
export function trialNote(user: Pick<User, 'subscriptionStatus' | 'trialEndsAt'>, now: Date): string | null {
  if (user.subscriptionStatus !== 'trial') return null;
  const ends = new Date(user.trialEndsAt);
  if (!(ends > now)) return null;
  return `Your free trial runs until ${formatLongDate(ends)}. Subscribing now starts your paid plan today: the first ${PLAN_PRICE_LABEL.replace('/month', '')} is charged now, and the days left in your trial are not added on. You can keep using your trial and subscribe before it ends.`;
}
