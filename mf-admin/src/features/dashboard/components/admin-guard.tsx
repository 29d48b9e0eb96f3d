import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { verifyEmailResponseSchema } from '@bedtime/contracts';
import { apiJson, errorMessage, useSession, useToast } from '@bedtime/web-kit';

/** An account whose address is not verified yet can ask for the link again (admin rights need it). */
function ResendVerification() {
  const { toast } = useToast();
  const resend = useMutation({
    mutationFn: async () => verifyEmailResponseSchema.parse(await apiJson('POST', '/api/auth/resend-verification', {})),
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
 * else: the user's `isAdmin` is the gateway's own verdict (a verified address in an admin domain).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spin className="mfa-loading" aria-label="Loading" />;
  if (!user?.isAdmin) {
    return (
      <Result
        status="403"
        title="Access Denied"
        subTitle="You don't have permission to access the admin dashboard."
        extra={user && user.emailVerified === false ? <ResendVerification /> : undefined}
      />
    );
  }
  return <>{children}</>;
}
