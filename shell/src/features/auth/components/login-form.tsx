import { Link } from 'react-router-dom';
import { Alert, Button, Form, Input } from 'antd';
import { errorMessage, useSession } from '@bedtime/web-kit';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm() {
  const { loginMutation } = useSession();
  // Leaving the page on success is the auth page's redirect for signed-in users.
  const submit = (values: LoginValues) => loginMutation.mutate({ email: values.email.trim(), password: values.password });

  return (
    <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={submit} aria-label="Login" name="login">
      {loginMutation.isError && <Alert type="error" showIcon className="form-alert" title={errorMessage(loginMutation.error)} />}
      <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <div className="form-row-end">
        <Link to="/forgot-password">Forgot your password?</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
