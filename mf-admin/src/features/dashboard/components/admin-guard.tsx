import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Spin } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { verifyEmailResponseSchema } from '@bedtime/contracts';
import { apiJson, errorMessage, useSession, useToast } from '@bedtime/web-kit';

/** An account whose address is not verified yet can ask for the link again (admin rights need it). */
function ResendVerification() {
  const { toast } = useToast();
  const resend = useMutation({
    mutationFn: async () => await apiJson(verifyEmailResponseSchema, 'POST', '/api/auth/resend-verification', {}),
    onSuccess: (result) => toast({ title: 'Verification email', description: result.message, variant: 'success' }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <>
      <p className="mfa-muted">Admin access needs a verified email address.</p>
      <Button loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend verification email
      </Button>
    </>
  );
}

/**
 * The admin pages' client-side check. It mirrors the gateway, which refuses every admin call from anyone
 * else: the user's `isAdmin` is the gateway's own verdict (a verified address in an admin domain). The
 * verification hint is for staff only (an address in an admin domain): a parent verifying their address
 * would gain nothing here. The screen looks like the product's other error pages (the night-sky badge).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spin className="mfa-loading" aria-label="Loading" />;
  if (!user?.isAdmin) {
    return (
      <div className="mfa-denied">
        <Card className="mfa-denied-card" variant="borderless">
          <div className="mfa-denied-icon" aria-hidden="true">
            <LockOutlined />
          </div>
          <h1 className="mfa-denied-title">Access Denied</h1>
          <p className="mfa-denied-text">You don&apos;t have permission to access the admin dashboard.</p>
          {user?.staffEmail && user.emailVerified === false && <ResendVerification />}
          <div className="mfa-denied-actions">
            <Link to="/" className="mfa-denied-home">
              Go Home
            </Link>
          </div>
        </Card>
      </div>
    );
  }
  return <>{children}</>;
}
