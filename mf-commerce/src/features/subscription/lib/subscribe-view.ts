import type { CreateSubscriptionResponse } from '@bedtime/contracts';

export type SubscribeViewKind = { kind: 'manage'; lifetime: boolean } | { kind: 'pay'; clientSecret: string };

/** product rules: 'lifetime', or an answer without a payment secret, leads to the manage view; a secret to the payment form. */
export function subscribeViewFor(answer: CreateSubscriptionResponse): SubscribeViewKind {
  if (answer.status === 'lifetime' || !answer.clientSecret) return { kind: 'manage', lifetime: answer.status === 'lifetime' };
  return { kind: 'pay', clientSecret: answer.clientSecret };
}
