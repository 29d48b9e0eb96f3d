import { MIN_PASSWORD_LENGTH, passwordProblem } from '@bedtime/contracts';
import { errorMessage, useSession } from '@bedtime/web-kit';
import { LightAlert, LightButton, LightField, required, useLightForm } from '../../../components/light/light-form';

function passwordRule(value: string): string | null {
  if (value === '') return 'Please choose a password';
  if (value.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  // The same rule the server applies (contracts), so the form never sends what will be refused.
  return passwordProblem(value) ?? null;
}

/** `promoCode` pre-fills the field (a gift email's /auth?promo=CODE link). */
export function SignUpForm({ promoCode = '' }: { promoCode?: string }) {
  const { registerMutation } = useSession();
  const form = useLightForm(
    { firstName: '', lastName: '', email: '', password: '', promoCode },
    {
      firstName: required('Please enter your first name'),
      lastName: required('Please enter your last name'),
      email: required('Please enter your email'),
      password: passwordRule,
    },
  );
  const submit = form.onSubmit((values) =>
    registerMutation.mutate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      promoCode: values.promoCode.trim() || undefined,
    }),
  );

  return (
    <form onSubmit={submit} aria-label="Sign Up" name="signup" noValidate>
      <p className="trial-callout">Start your 7-day free trial today!</p>
      {registerMutation.isError && <LightAlert type="error" className="form-alert" title={errorMessage(registerMutation.error)} />}
      <div className="form-two-columns">
        <LightField label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <LightField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <LightField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      <LightField
        label="Password"
        type="password"
        autoComplete="new-password"
        extra="At least 8 characters, with an upper-case letter, a lower-case letter and a number."
        {...form.field('password')}
      />
      <LightField
        label="Promo code (optional)"
        autoComplete="off"
        extra={promoCode ? 'Your gift code is filled in: it is redeemed as soon as your account is created.' : undefined}
        {...form.field('promoCode')}
      />
      <LightButton type="submit" primary block loading={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating your account...' : 'Start Free Trial'}
      </LightButton>
    </form>
  );
}
