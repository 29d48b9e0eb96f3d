import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@bedtime/web-kit';
import { PageLoading } from '../../layout/page-loading';
import { decideAccess } from '../../lib/route-guard';
import { giftParamsOnly } from '../../lib/gift-params';

interface Props {
  children: ReactNode;
  requiresSubscription?: boolean;
  /** The gift page sends anonymous visitors to /auth with the gift form values. */
  carryGiftParams?: boolean;
}

export function ProtectedRoute({ children, requiresSubscription = false, carryGiftParams = false }: Props) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const signInPath = carryGiftParams ? `/auth${giftParamsOnly(location.search)}` : '/auth';
  const decision = decideAccess({ isLoading, user, requiresSubscription, signInPath });
  if (decision.kind === 'loading') return <PageLoading label="Checking your session…" />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
