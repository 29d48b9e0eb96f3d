import Router from '@koa/router';
import type Koa from 'koa';
import { jsonBodyParser, parseWith, ValidationError } from '@bedtime/service-kit';
import { INVALID_GIFT_CODE_MESSAGE, normalizeGiftCode } from '@bedtime/contracts';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from '@bedtime/contracts';
import { EMAIL_VERIFIED_MESSAGE, type Accounts } from '../domain/accounts';
import type { RateLimiter } from '../domain/rate-limiter';
import { LOGIN_MESSAGE, type LoginBackoff } from '../domain/login-backoff';
import type { AccountDeletion } from '../domain/account-deletion';
import type { CurrentUser } from './current-user';
import { SESSION_COOKIE } from './session-store';
import { readSmallJson } from './small-json-body';
import type { GiftCodes } from '../providers/billing-client';

export interface IdentityRouteDeps {
  accounts: Accounts;
  rateLimiter: RateLimiter;
  loginBackoff: LoginBackoff;
  accountDeletion: AccountDeletion;
  currentUser: CurrentUser;
  limits: { perIp: number; perEmail: number };
  /** Sign-up's promo code is a gift code: checked before the account is created, redeemed right after. */
  giftCodes?: GiftCodes;
}

/** The identity calls (user, sign-in, sign-up, sign-out, profile, password change) and password recovery. */
export function identityRoutes({ accounts, rateLimiter, loginBackoff, accountDeletion, currentUser, limits, giftCodes }: IdentityRouteDeps) {
  const router = new Router();
  // The services' own parser: bad encodings, undecodable bodies and NUL characters get a 4xx with a message.
  router.use(jsonBodyParser());
  const ipRule = (name: string) => ({ rule: { name: `${name}:ip`, limit: limits.perIp }, subject: 'ip' });

  async function signIn(ctx: Koa.Context, userId: string) {
    // A new session id at every sign-in, so a session id known before sign-in is worth nothing after it.
    ctx.session!.userId = userId;
    await ctx.session!.regenerate();
  }

  router.get('/api/user', async (ctx) => {
    ctx.body = { user: await currentUser.require(ctx) };
  });

  router.post('/api/register', async (ctx) => {
    const input = parseWith(registerRequestSchema, ctx.request.body);
    await rateLimiter.hit([{ ...ipRule('register'), subject: ctx.ip }], 'Too many sign-up attempts. Please wait a few minutes and try again.');
    // A promo code is a gift code. A wrong one is said before any account exists, so the parent can fix it.
    const giftCode = input.promoCode ? normalizeGiftCode(input.promoCode) : null;
    if (input.promoCode) {
      if (!giftCode || !giftCodes) throw new ValidationError(INVALID_GIFT_CODE_MESSAGE, { field: 'promoCode' });
      const checked = await giftCodes.check(giftCode);
      if (!checked.valid) throw new ValidationError(checked.message ?? INVALID_GIFT_CODE_MESSAGE, { field: 'promoCode' });
    }
    const account = await accounts.register({ ...input, promoCode: giftCode });
    await signIn(ctx, account.id);
    // Redeemed at once for the new account; if someone else redeemed it in between, the account stays on its trial and is told why.
    const gift =
      giftCode && giftCodes
        ? await giftCodes.redeem(account.id, giftCode).catch((error: unknown) => ({ redeemed: false as const, message: (error as Error).message }))
        : null;
    ctx.status = 201;
    ctx.body = { user: await currentUser.of(account), ...(gift ? { gift } : {}) };
  });

  router.post('/api/login', async (ctx) => {
    const input = parseWith(loginRequestSchema, ctx.request.body);
    await rateLimiter.hit([{ ...ipRule('login'), subject: ctx.ip }], LOGIN_MESSAGE);
    // Counted before the password is checked: a wrong one needs no second write, and guesses sent at once wait their turn.
    await loginBackoff.attempt(input.email, ctx.ip);
    const account = await accounts.authenticate(input.email, input.password);
    await loginBackoff.succeeded(input.email, ctx.ip);
    await signIn(ctx, account.id);
    ctx.body = { user: await currentUser.of(account) };
  });

  router.post('/api/logout', async (ctx) => {
    ctx.session = null;
    ctx.body = { message: 'Logged out' };
  });

  router.patch('/api/user/profile', async (ctx) => {
    const userId = currentUser.requireId(ctx);
    const input = parseWith(updateProfileRequestSchema, ctx.request.body);
    const account = await accounts.updateProfile(userId, input);
    ctx.body = { user: await currentUser.of(account) };
  });

  router.post('/api/user/change-password', async (ctx) => {
    const userId = currentUser.requireId(ctx);
    const input = parseWith(changePasswordRequestSchema, ctx.request.body);
    await rateLimiter.hit(
      [{ rule: { name: 'change-password:user', limit: limits.perEmail }, subject: userId }],
      'Too many attempts. Please wait a few minutes and try again.',
    );
    // This session stays signed in; every other one of the account ends.
    const currentSessionId = ctx.cookies.get(SESSION_COOKIE, { signed: true }) ?? null;
    await accounts.changePassword(userId, input.currentPassword, input.newPassword, currentSessionId);
    ctx.body = { message: 'Password changed successfully' };
  });

  router.delete('/api/user', async (ctx) => {
    const userId = currentUser.requireId(ctx);
    const input = parseWith(deleteAccountRequestSchema, await readSmallJson(ctx));
    await rateLimiter.hit(
      [{ rule: { name: 'delete-account:user', limit: limits.perEmail }, subject: userId }],
      'Too many attempts. Please wait a few minutes and try again.',
    );
    if (!(await accounts.passwordMatches(userId, input.password))) throw new ValidationError('The password is not correct.');
    const { pending } = await accountDeletion.deleteAccount(userId);
    ctx.session = null;
    ctx.status = pending.length > 0 ? 202 : 200;
    ctx.body = {
      message:
        pending.length > 0
          ? `Your account has been deleted and you have been signed out. Some of your data (${pending.join(', ')}) could not be erased yet; we will keep trying until it is gone.`
          : 'Your account and all of your data have been deleted.',
      pending,
    };
  });

  router.post('/api/auth/forgot-password', async (ctx) => {
    const input = parseWith(forgotPasswordRequestSchema, ctx.request.body);
    // Counted per requesting address (and per email from that address), never per email alone: requests
    // for someone else's email from elsewhere must not use up the allowance the owner needs to reset.
    await rateLimiter.hit(
      [
        { ...ipRule('forgot'), subject: ctx.ip },
        { rule: { name: 'forgot:email-ip', limit: Math.max(1, Math.floor(limits.perEmail / 2)) }, subject: `${input.email}|${ctx.ip}` },
      ],
      'Too many reset requests. Please wait a few minutes and try again.',
    );
    accounts.requestPasswordReset(input.email);
    ctx.body = { message: "If that email exists, we've sent password reset instructions." };
  });

  router.post('/api/auth/reset-password', async (ctx) => {
    const input = parseWith(resetPasswordRequestSchema, ctx.request.body);
    await rateLimiter.hit([{ ...ipRule('reset'), subject: ctx.ip }], 'Too many attempts. Please wait a few minutes and try again.');
    await accounts.resetPassword(input.token, input.newPassword);
    ctx.body = { message: 'Your password has been reset. You can now log in with your new password.' };
  });

  router.post('/api/auth/verify-email', async (ctx) => {
    const input = parseWith(verifyEmailRequestSchema, ctx.request.body);
    await rateLimiter.hit([{ ...ipRule('verify-email'), subject: ctx.ip }], 'Too many attempts. Please wait a few minutes and try again.');
    await accounts.verifyEmail(input.token);
    ctx.body = { message: EMAIL_VERIFIED_MESSAGE, verified: true };
  });

  router.post('/api/auth/resend-verification', async (ctx) => {
    const userId = currentUser.requireId(ctx);
    parseWith(resendVerificationRequestSchema, ctx.request.body ?? {});
    await rateLimiter.hit(
      [{ rule: { name: 'resend-verification:user', limit: Math.max(1, Math.floor(limits.perEmail / 2)) }, subject: userId }],
      'Too many verification emails. Please wait a few minutes and try again.',
    );
    const sent = await accounts.resendVerification(userId);
    ctx.body = sent
      ? { message: 'We sent a new verification link to your email address.', verified: false }
      : { message: 'Your email address is already verified.', verified: true };
  });

  return router;
}
