import { apiJson } from '@bedtime/web-kit';
import {
  createPaymentIntentResponseSchema,
  purchaseGiftResponseSchema,
  type CreatePaymentIntentResponse,
  type GiftCard,
  type GiftMonths,
  type PurchaseGiftRequest,
} from '@bedtime/contracts';
import { giftPriceCents } from '@bedtime/contracts';

/**
 * POST /api/create-payment-intent: the discounted total and what it is for; billing prices it again, and
 * checks the name and message the gift will carry before anything is paid (it keeps the form, so the card
 * can be issued when the payment succeeds even if this page never comes back).
 */
export async function createGiftPaymentIntent(
  months: GiftMonths,
  gift: { recipientEmail: string; recipientName: string | null; message: string | null },
): Promise<CreatePaymentIntentResponse> {
  const body = { amount: giftPriceCents(months) / 100, metadata: { type: 'gift_subscription' as const, months }, gift };
  return await apiJson(createPaymentIntentResponseSchema, 'POST', '/api/create-payment-intent', body);
}

/** POST /api/gift-cards/purchase: the paid payment becomes a gift card (the same payment again gives the same card). */
export async function purchaseGift(input: PurchaseGiftRequest): Promise<GiftCard> {
  return (await apiJson(purchaseGiftResponseSchema, 'POST', '/api/gift-cards/purchase', input)).giftCard;
}
