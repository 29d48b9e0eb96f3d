import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Card } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@bedtime/web-kit';
import { BrandRow } from '../../../layout/brand-row';
import { recoveryErrorText } from '../../password-recovery/api/recovery-api';
import { verifyEmailResponseSchema } from '@bedtime/contracts';

/** The link in the verification email: follows it once, then says how it went (admin rights need this). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (value: string) => apiJson(verifyEmailResponseSchema, 'POST', '/api/auth/verify-email', { token: value }),
    // The signed-in user's rights may have changed (an admin address is now an admin).
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const failed = !token || verify.isError;
  return (
    <div className="page page-narrow">
      <BrandRow />
      <Card className="soft-card recovery-card" variant="borderless">
        <div className="recovery-done" role="status">
          {verify.isSuccess ? (
            <>
              <div className="state-icon" aria-hidden="true">
                <CheckCircleOutlined />
              </div>
              <h1 className="page-title">Email Verified</h1>
              <p>{verify.data.message}</p>
              <Link to="/">Go to Bedtime Stories</Link>
            </>
          ) : failed ? (
            <>
              <div className="state-icon" aria-hidden="true">
                <CloseCircleOutlined />
              </div>
              <h1 className="page-title">Verification Failed</h1>
              <p>
                {token
                  ? recoveryErrorText(verify.error, 'This verification link is invalid or has expired.')
                  : 'This verification link is invalid or has expired.'}
              </p>
              <Link to="/profile">Request a new link from your profile</Link>
            </>
          ) : (
            <h1 className="page-title">Verifying your email...</h1>
          )}
        </div>
      </Card>
    </div>
  );
}
