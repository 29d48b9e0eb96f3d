import { MIN_PASSWORD_LENGTH, passwordProblem } from '@bedtime/contracts';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * Change-password checks (docs/product-rules.md, Accounts and passwords), in that order: the two new passwords match, then the
 * length; then the rest of the one password rule every form and the server share (contracts).
 */
export function passwordChangeProblem(newPassword: string, confirmPassword: string): ToastText | null {
  if (newPassword !== confirmPassword) return { title: "Passwords don't match", description: 'Please make sure your new passwords match.' };
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return { title: 'Password too short', description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` };
  const problem = passwordProblem(newPassword);
  if (problem) return { title: 'Password too weak', description: problem };
  return null;
}

/** The first rule of the password rule (docs/product-rules.md, Accounts and passwords) the password breaks, or null. */
export function resetPasswordProblem(password: string): string | null {
  return passwordProblem(password);
}
