import { forgotPasswordRequestSchema } from '@bedtime/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Form, Input } from 'antd';
import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { contractRule, useToast } from '@bedtime/web-kit';
import { LinkButton } from '../../../layout/link-button';
import { BrandRow } from '../../../layout/brand-row';
import { recoveryErrorText, useForgotPassword } from '../api/recovery-api';

/** /forgot-password (docs/product-rules.md, Accounts and passwords). */
export function ForgotPasswordPage() {
  const { toast } = useToast();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = ({ email }: { email: string }) =>
    forgot.mutate(email.trim(), {
      onSuccess: (result, sentEmail) => {
        toast({
          title: 'Check your email',
          description: result.message || "If that email exists, we've sent password reset instructions.",
          variant: 'success',
        });
        setSentTo(sentEmail);
      },
      onError: (error) => toast({ title: 'Error', description: recoveryErrorText(error, 'Failed to send reset instructions'), variant: 'destructive' }),
    });

  return (
    <div className="page page-narrow">
      <BrandRow />
      <Card className="soft-card recovery-card" variant="borderless">
        {sentTo ? (
          <div className="recovery-done" role="status">
            <div className="state-icon" aria-hidden="true">
              <MailOutlined />
            </div>
            <h1 className="page-title">Check Your Email</h1>
            <p>
              If an account exists for <strong>{sentTo}</strong>, we've sent a link to reset your password.
            </p>
            <p className="recovery-note">The link expires in 1 hour. Don't forget to check your spam folder.</p>
            <LinkButton to="/auth" type="primary" size="large" block>
              Back to Login
            </LinkButton>
          </div>
        ) : (
          <>
            <h1 className="page-title">Forgot your password?</h1>
            <p className="page-lead">Enter the email you signed up with and we'll send you instructions to reset your password.</p>
            <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={submit} name="forgot-password" aria-label="Forgot password">
              <Form.Item
                label="Email"
                name="email"
                rules={[
                  { required: true, message: 'Please enter a valid email address' },
                  contractRule(forgotPasswordRequestSchema.shape.email, 'Please enter a valid email address'),
                ]}
              >
                <Input type="email" autoComplete="email" size="large" prefix={<MailOutlined aria-hidden="true" />} placeholder="you@example.com" />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
                {forgot.isPending ? 'Sending Instructions...' : 'Send Reset Instructions'}
              </Button>
            </Form>
            <p className="recovery-back">
              <Link to="/auth">
                <ArrowLeftOutlined aria-hidden="true" /> Back to Login
              </Link>
            </p>
          </>
        )}
      </Card>
    </div>
  );
}
