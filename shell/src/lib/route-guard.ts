import { needsSubscription } from '@bedtime/web-kit';
import type { User } from '@bedtime/contracts';

export type AccessDecision = { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'render' };

export interface AccessInput {
  isLoading: boolean;
  user: User | null;
  requiresSubscription: boolean;
  /** Where a signed-out visitor goes; the gift page carries its form values along. */
  signInPath?: string;
  now?: Date;
}

/** The protected-route rule (docs/product-rules.md, Pages and routes), in its order: spinner, sign-in, subscription, page. */
export function decideAccess({ isLoading, user, requiresSubscription, signInPath = '/auth', now = new Date() }: AccessInput): AccessDecision {
  if (isLoading) return { kind: 'loading' };
  if (!user) return { kind: 'redirect', to: signInPath };
  if (requiresSubscription && needsSubscription(user, now)) return { kind: 'redirect', to: '/subscribe' };
  return { kind: 'render' };
}
