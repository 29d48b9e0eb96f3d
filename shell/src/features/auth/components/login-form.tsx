import { Link } from 'react-router-dom';
import { errorMessage, useSession } from '@bedtime/web-kit';
import { LightAlert, LightButton, LightField, required, useLightForm } from '../../../components/light/light-form';

export function LoginForm() {
  const { loginMutation } = useSession();
  const form = useLightForm({ email: '', password: '' }, { email: required('Please enter your email'), password: required('Please enter your password') });
  // Leaving the page on success is the auth page's redirect for signed-in users.
  const submit = form.onSubmit((values) => loginMutation.mutate({ email: values.email.trim(), password: values.password }));

  return (
    <form onSubmit={submit} aria-label="Login" name="login" noValidate>
      {loginMutation.isError && <LightAlert type="error" className="form-alert" title={errorMessage(loginMutation.error)} />}
      <LightField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      <LightField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <div className="form-row-end">
        <Link to="/forgot-password">Forgot your password?</Link>
      </div>
      <LightButton type="submit" primary block loading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </LightButton>
    </form>
  );
}
