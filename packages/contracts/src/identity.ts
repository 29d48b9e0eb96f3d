import { z } from 'zod';
import { emailField, requiredText, textField } from './common';

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'lifetime', 'none'] as const;
export const TRIAL_DAYS = 7;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

/** The user the browser sees (docs/product-rules.md, Sessions), composed by the gateway from identity and billing. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string().nullable(),
  /** The name other families see on the stories this person shares; null shows "A parent" (never the last name). */
  displayName: z.string().nullable().optional(),
  createdAt: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionEndsAt: z.string().nullable(),
  trialEndsAt: z.string(),
  isAdmin: z.boolean(),
  /** Whether the address was confirmed through the emailed link (admin rights need it). */
  emailVerified: z.boolean().optional(),
  /** Whether the address is in a staff (admin) domain: only then does verifying it lead to admin rights. */
  staffEmail: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
/**
 * POST /api/register: the new user, and with a promo (gift) code what became of it. The code is checked
 * before the account exists; `redeemed: false` only when someone else redeemed it in between.
 */
export const registerResponseSchema = userResponseSchema.extend({
  gift: z.object({ redeemed: z.boolean(), message: z.string() }).optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/**
 * The one password rule, for sign-up, change-password and reset alike: the rules and messages of
 * docs/product-rules.md (Accounts and passwords), in the order they are checked. Sign-in only needs a password
 * (accounts made under the older, length-only rule can still sign in).
 */
export const passwordRules: [RegExp, string][] = [
  [new RegExp(`^.{${MIN_PASSWORD_LENGTH},}$`, 'su'), `Password must be at least ${MIN_PASSWORD_LENGTH} characters`],
  [/\p{Ll}/u, 'Password must contain at least one lowercase letter'],
  [/\p{Lu}/u, 'Password must contain at least one uppercase letter'],
  [/\d/u, 'Password must contain at least one number'],
];

const strongPasswordField = (requiredMessage: string) =>
  passwordRules
    .reduce((schema, [rule, message]) => schema.regex(rule, message), z.string({ error: requiredMessage }).min(1, requiredMessage))
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const strongPassword = strongPasswordField('New password is required');

/** The first rule a password breaks (its message), or null: what forms show before sending. */
export function passwordProblem(password: string): string | null {
  return passwordRules.find(([rule]) => !rule.test(password))?.[1] ?? null;
}

export const loginRequestSchema = z.object({ email: emailField, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailField,
  password: strongPasswordField('Password is required'),
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  promoCode: textField('Promo code').trim().max(64, 'Promo code must be at most 64 characters').optional().nullable(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const optionalName = (label: string, max = 100) => textField(label).trim().max(max, `${label} must be at most ${max} characters`);
export const DISPLAY_NAME_MAX = 40;
/** What the community shows as the author when the parent has chosen no display name. */
export const DEFAULT_AUTHOR_NAME = 'A parent';

export const updateProfileRequestSchema = z.object({
  firstName: requiredText('First name', 100).optional(),
  lastName: requiredText('Last name', 100).optional(),
  nickname: optionalName('Nickname').nullable().optional(),
  /** Shown with shared stories; empty or null clears it ("A parent"). */
  displayName: optionalName('Display name', DISPLAY_NAME_MAX).nullable().optional(),
  /** Sent by the profile form; it must equal the stored email (product rules: 'Email cannot be changed'). */
  email: textField('Email').trim().max(254).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: password,
  newPassword: strongPasswordField('New password is required'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  newPassword: strongPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Deleting one's account (DELETE /api/user): the password confirms it is really the owner asking. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Please enter your password to confirm.' })
    .min(1, 'Please enter your password to confirm.')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
/** `pending`: services that could not erase the data yet; the gateway keeps asking them. */
export const deleteAccountResponseSchema = z.object({ message: z.string(), pending: z.array(z.string()) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
