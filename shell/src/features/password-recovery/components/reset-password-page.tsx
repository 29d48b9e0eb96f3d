import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Form, Input } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useToast } from '@bedtime/web-kit';
import { resetPasswordProblem } from '../../../lib/password-rules';
import { BrandRow } from '../../../layout/brand-row';
import { recoveryErrorText, useResetPassword } from '../api/recovery-api';

export const RESET_REDIRECT_DELAY_MS = 3_000;
const HINT = 'Password must be at least 8 characters and contain uppercase, lowercase, and numbers.';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** /reset-password?token=… (docs/product-rules.md, Accounts and passwords). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { toast } = useToast();
  const reset = useResetPassword();
  const warned = useRef(false);

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast({ title: 'Invalid Link', description: 'This password reset link is invalid or has expired.', variant: 'destructive' });
    navigate('/auth', { replace: true });
  }, [token, toast, navigate]);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/auth'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) return null;

  const submit = (values: ResetValues) =>
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: (result) => toast({ title: 'Password Reset Successfully', description: result.message, variant: 'success' }),
        onError: (error) => toast({ title: 'Error', description: recoveryErrorText(error, 'Failed to reset password'), variant: 'destructive' }),
      },
    );

  return (
    <div className="page page-narrow">
      <BrandRow />
      <Card className="soft-card recovery-card" variant="borderless">
        {reset.isSuccess ? (
          <div className="recovery-done" role="status">
            <div className="state-icon" aria-hidden="true">
              <CheckCircleOutlined />
            </div>
            <h1 className="page-title">Password Reset Successfully</h1>
            <p>You can now sign in with your new password. Taking you to the login page in 3 seconds…</p>
            <Button type="primary" size="large" block onClick={() => navigate('/auth')}>
              Go to Login
            </Button>
          </div>
        ) : (
          <>
            <h1 className="page-title">Choose a new password</h1>
            <p className="page-lead">{HINT}</p>
            <Form<ResetValues> layout="vertical" requiredMark={false} onFinish={submit} name="reset-password" aria-label="Reset password">
              <Form.Item
                label="New password"
                name="newPassword"
                rules={[
                  {
                    validator: (_rule, value: string | undefined) => {
                      const problem = resetPasswordProblem(value ?? '');
                      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <Input.Password autoComplete="new-password" size="large" />
              </Form.Item>
              <Form.Item
                label="Confirm password"
                name="confirmPassword"
                dependencies={['newPassword']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: string | undefined) =>
                      (value ?? '') === (getFieldValue('newPassword') ?? '') ? Promise.resolve() : Promise.reject(new Error("Passwords don't match")),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" size="large" />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending} className="form-submit">
                {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
