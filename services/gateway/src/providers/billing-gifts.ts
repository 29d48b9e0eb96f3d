import { giftCodeCheckResponseSchema, type GiftCodeCheckResponse } from '@bedtime/contracts';
import { IDENTITY_HEADER, signIdentity, traceHeaders, UpstreamError } from '@bedtime/service-kit';

/** Billing's gift codes, as sign-up needs them: checked before the account exists, redeemed right after. */
export interface GiftCodes {
  check(code: string): Promise<GiftCodeCheckResponse>;
  /** Redeems for the new user; the refusal's message when billing says no. */
  redeem(userId: string, code: string): Promise<{ redeemed: true; message: string } | { redeemed: false; message: string }>;
}

export function createBillingGiftCodes(options: { billingUrl: string; identitySecret: string; timeoutMs?: number }): GiftCodes {
  async function post(path: string, body: unknown) {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.billingUrl), {
        method: 'POST',
        headers: traceHeaders({
          [IDENTITY_HEADER]: signIdentity(options.identitySecret, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'gateway-gifts' }),
          'content-type': 'application/json',
        }),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch {
      throw new UpstreamError(
        'Gift codes cannot be checked right now. Please try again in a moment, or sign up without the code and redeem it from your profile.',
      );
    }
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, payload };
  }
  return {
    async check(code) {
      const { status, payload } = await post('/internal/gift-cards/check', { code });
      if (status !== 200)
        throw new UpstreamError(
          'Gift codes cannot be checked right now. Please try again in a moment, or sign up without the code and redeem it from your profile.',
        );
      return giftCodeCheckResponseSchema.parse(payload);
    },
    async redeem(userId, code) {
      const { status, payload } = await post('/internal/gift-cards/redeem', { userId, code });
      const message = typeof payload.message === 'string' ? payload.message : 'The gift could not be redeemed. You can redeem it from your profile.';
      return status === 200 ? { redeemed: true, message } : { redeemed: false, message };
    },
  };
}
