import { formatCents, type BillingConfigResponse } from '@bedtime/contracts';
import { PaymentForm, type PaymentOutcome } from '../../payment/components/payment-form';
import type { PreparedPayment } from '../hooks/use-print-payment';

/** The total billing will charge, once the book is priced (inside the order form). */
export function PrintTotal({ payment }: { payment: PreparedPayment | null }) {
  return (
    <fieldset className="mfc-print-section">
      <legend>Payment</legend>
      {payment ? (
        <div className="mfc-summary-line mfc-summary-total">
          <span>Total to pay</span>
          <span data-testid="print-total">{formatCents(payment.totalCents)}</span>
        </div>
      ) : (
        <p className="mfc-muted">Place the order to see the final price, then pay by card.</p>
      )}
    </fieldset>
  );
}

/**
 * The card that pays the book: the same payment form as gifts and the marketplace checkout. It is its own
 * form, so it sits beside the order form, never inside it.
 */
export function PrintPaymentStep({
  payment,
  config,
  placing,
  onOutcome,
  onProcessingChange,
}: {
  payment: PreparedPayment;
  config: BillingConfigResponse;
  placing: boolean;
  onOutcome: (outcome: PaymentOutcome) => void;
  onProcessingChange: (processing: boolean) => void;
}) {
  return (
    <section className="mfc-print-section" aria-label="Pay for the book">
      {payment.paid ? (
        <p className="mfc-muted">Payment received. {placing ? 'Placing your order…' : 'Place the order to send the book to print.'}</p>
      ) : (
        <PaymentForm
          config={config}
          clientSecret={payment.clientSecret}
          submitLabel={`Pay ${formatCents(payment.totalCents)}`}
          returnPath="/stories"
          onOutcome={onOutcome}
          onProcessingChange={onProcessingChange}
        />
      )}
    </section>
  );
}
