import { Alert, Button, Form, Input } from 'antd';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '@bedtime/contracts';
import { errorMessage, useSession } from '@bedtime/web-kit';
import { NameFields } from '../../../components/name-fields';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  promoCode?: string;
}

/** `promoCode` pre-fills the field (a gift email's /auth?promo=CODE link). */
export function SignUpForm({ promoCode = '' }: { promoCode?: string }) {
  const { registerMutation } = useSession();
  const submit = (values: SignUpValues) =>
    registerMutation.mutate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      promoCode: values.promoCode?.trim() || undefined,
    });

  return (
    <Form<SignUpValues> layout="vertical" requiredMark={false} onFinish={submit} aria-label="Sign Up" name="signup" initialValues={{ promoCode }}>
      <p className="trial-callout">Start your 7-day free trial today!</p>
      {registerMutation.isError && <Alert type="error" showIcon className="form-alert" title={errorMessage(registerMutation.error)} />}
      <NameFields />
      <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" size="large" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        extra="At least 8 characters, with an upper-case letter, a lower-case letter and a number."
        rules={[
          { required: true, message: 'Please choose a password' },
          { min: MIN_PASSWORD_LENGTH, message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` },
          // The same rule the server applies (contracts), so the form never sends what will be refused.
          { validator: (_rule, value: string | undefined) => (value && passwordProblem(value) ? Promise.reject(new Error(passwordProblem(value)!)) : Promise.resolve()) },
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item label="Promo code (optional)" name="promoCode" extra={promoCode ? 'Your gift code is filled in: it is redeemed as soon as your account is created.' : undefined}>
        <Input autoComplete="off" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating your account...' : 'Start Free Trial'}
      </Button>
    </Form>
  );
}
