import { apiJson } from '@bedtime/web-kit';
import { paymentIntentResponseSchema, type CardDetails, type PaymentIntentView } from '@bedtime/contracts';

/** Test mode: the local payments engine confirms the payment with the typed card (the server checks it). */
export async function confirmCardPayment(clientSecret: string, card: CardDetails): Promise<PaymentIntentView> {
  return (await apiJson(paymentIntentResponseSchema, 'POST', '/api/billing/confirm-payment', { clientSecret, card })).paymentIntent;
}

/** Test mode: the bank's authentication step (3-D Secure), approved or refused by the cardholder. */
export async function authenticatePayment(clientSecret: string, outcome: 'approve' | 'fail'): Promise<PaymentIntentView> {
  return (await apiJson(paymentIntentResponseSchema, 'POST', '/api/billing/confirm-payment/authenticate', { clientSecret, outcome })).paymentIntent;
}
