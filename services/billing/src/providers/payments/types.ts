import type { CardDetails, PaymentIntentView } from '@bedtime/contracts';

export type EngineName = 'stripe' | 'local';

/** The provider's subscription, in the fields billing keeps (both engines speak Stripe's object model). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  amountCents: number;
  currency: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  created: Date;
  userId: string | null;
  /** When the provider answered with this state (its clock): an answer to our own change is recorded as of then. */
  observedAt?: Date;
}

export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A one-off payment (a gift, a printed book, a marketplace order), as the provider holds it. */
export interface OneOffPayment {
  id: string;
  customerId: string | null;
  status: string;
  amountCents: number;
  currency: string;
  clientSecret: string | null;
  metadata: Record<string, string>;
}

/**
 * Payments behind one interface: Stripe when configured, the local engine otherwise. Both report what
 * happened as Stripe-format webhook events, signed with the webhook secret, to the same handler.
 */
export interface PaymentsEngine {
  readonly name: EngineName;
  readonly publishableKey: string | null;
  /** Secret the webhook events are signed with (Stripe's scheme). */
  readonly webhookSecret: string;
  createCustomer(input: { userId: string; email: string | null }): Promise<string>;
  /** A subscription waiting for its first payment, and the client secret of that payment. */
  createSubscription(input: { customerId: string; userId: string; priceCents: number; currency: string }): Promise<{
    subscription: ProviderSubscription;
    clientSecret: string | null;
  }>;
  /** The secret of the subscription's unpaid invoice, when it can still be paid by the customer; else null. */
  paymentSecretFor(subscriptionId: string): Promise<string | null>;
  /** Answers the subscription as the provider holds it after the change (billing records it at once). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Whether the provider hosts the billing portal (then a person without a customer there has none to open). */
  readonly hostsPortal: boolean;
  /** The provider's hosted portal, or null when billing serves its own portal page. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /**
   * The card the next charge uses: the subscription's default payment method (where the Payment Element
   * saves it with save_default_payment_method=on_subscription), else the customer's invoice default.
   */
  savedCard(customerId: string, subscriptionId?: string | null): Promise<SavedCard | null>;
  /**
   * Account deletion: the subscription ends now, not at the period's end, its unpaid invoice can no
   * longer be paid, and its link to the person goes. Nothing renews or charges again. Safe on one already ended.
   */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Account deletion: the customer and its saved payment methods go. Safe on one already deleted. */
  deleteCustomer(customerId: string): Promise<void>;
  /** A one-off payment the customer confirms with the card form; the same idempotency key gives the same payment. */
  createPaymentIntent(input: {
    customerId: string;
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<OneOffPayment>;
  /** The payment as the provider holds it now (null when there is no such payment). */
  retrievePaymentIntent(id: string): Promise<OneOffPayment | null>;
  /**
   * A gift's months: the subscription's next charge moves to `until` (nothing is charged before then). With
   * Stripe the subscription is `trialing` until then, which billing counts as paid. Answers the subscription
   * as the provider holds it after the change.
   */
  deferRenewal(subscriptionId: string, until: Date): Promise<ProviderSubscription>;
  /** Gives a payment back in full (a paid order that could not be filled); the same key refunds once. */
  refundPayment?(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
  close?(): Promise<void>;
}

/** What only the local engine offers: the embedded card form's confirmation and our portal's card change. */
export interface LocalCardPayments {
  confirmPayment(input: { clientSecret: string; customerId: string; card: CardDetails }): Promise<PaymentIntentView>;
  authenticatePayment(input: { clientSecret: string; customerId: string; outcome: 'approve' | 'fail' }): Promise<PaymentIntentView>;
  changeCard(input: { customerId: string; card: CardDetails }): Promise<SavedCard>;
  runRenewals(): Promise<{ renewed: number; failed: number; canceled: number }>;
}
