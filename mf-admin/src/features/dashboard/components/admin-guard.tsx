import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { useSession } from '@bedtime/web-kit';

/**
 * The admin pages' client-side check. It mirrors the gateway, which refuses every admin call from anyone
 * else: the user's `isAdmin` is the gateway's own verdict (a verified address in an admin domain).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spin className="mfa-loading" aria-label="Loading" />;
  if (!user?.isAdmin) {
    return <Result status="403" title="Access Denied" subTitle="You don't have permission to access the admin dashboard." />;
  }
  return <>{children}</>;
}
