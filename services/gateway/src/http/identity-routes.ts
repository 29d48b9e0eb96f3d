import Router from '@koa/router';
import type Koa from 'koa';
import { jsonBody, parseWith } from '@bedtime/service-kit';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from '@bedtime/contracts';
import type { Accounts } from '../domain/accounts';
import type { RateLimiter } from '../domain/rate-limiter';
import type { CurrentUser } from './current-user';

export interface IdentityRouteDeps {
  accounts: Accounts;
  rateLimiter: RateLimiter;
  currentUser: CurrentUser;
  limits: { perIp: number; perEmail: number };
}

/** The identity calls of spec/core.md §7 and the password recovery calls of the commerce spec. */
export function identityRoutes({ accounts, rateLimiter, currentUser, limits }: IdentityRouteDeps) {
  const router = new Router();
  router.use(jsonBody());
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
    const account = await accounts.register(input);
    await signIn(ctx, account.id);
    ctx.status = 201;
    ctx.body = { user: await currentUser.of(account) };
  });

  router.post('/api/login', async (ctx) => {
    const input = parseWith(loginRequestSchema, ctx.request.body);
    await rateLimiter.hit(
      [
        { ...ipRule('login'), subject: ctx.ip },
        { rule: { name: 'login:email', limit: limits.perEmail }, subject: input.email },
      ],
      'Too many login attempts. Please wait a few minutes and try again.',
    );
    const account = await accounts.authenticate(input.email, input.password);
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
    await accounts.changePassword(userId, input.currentPassword, input.newPassword);
    ctx.body = { message: 'Password changed successfully' };
  });

  router.post('/api/auth/forgot-password', async (ctx) => {
    const input = parseWith(forgotPasswordRequestSchema, ctx.request.body);
    await rateLimiter.hit(
      [
        { ...ipRule('forgot'), subject: ctx.ip },
        { rule: { name: 'forgot:email', limit: Math.max(1, Math.floor(limits.perEmail / 2)) }, subject: input.email },
      ],
      'Too many reset requests. Please wait a few minutes and try again.',
    );
    await accounts.requestPasswordReset(input.email);
    ctx.body = { message: "If that email exists, we've sent password reset instructions." };
  });

  router.post('/api/auth/reset-password', async (ctx) => {
    const input = parseWith(resetPasswordRequestSchema, ctx.request.body);
    await rateLimiter.hit([{ ...ipRule('reset'), subject: ctx.ip }], 'Too many attempts. Please wait a few minutes and try again.');
    await accounts.resetPassword(input.token, input.newPassword);
    ctx.body = { message: 'Your password has been reset. You can now log in with your new password.' };
  });

  return router;
}

