import { Alert, Spin } from 'antd';
import { errorMessage } from '@bedtime/web-kit';
import { BOOK_TYPE_LABELS, SHIPPING_LEVEL_LABELS, formatCents, type BookType, type PrintBookConfig, type ShippingLevel } from '@bedtime/contracts';
import type { usePriceEstimate } from '../api/print-book';

/** The estimate at the format's minimum pages; the final price comes with the payment. */
export function PrintSummary({
  config,
  bookType,
  level,
  estimate,
}: {
  config: PrintBookConfig | undefined;
  bookType: BookType;
  level: ShippingLevel;
  estimate: ReturnType<typeof usePriceEstimate>;
}) {
  const bookCents = estimate.data ? Math.round(estimate.data.book_cost * 100) : 0;
  const shippingCents = estimate.data ? Math.round(estimate.data.shipping_cost * 100) : 0;
  return (
    <section className="mfc-print-section" aria-label="Order summary">
      <h3>Summary</h3>
      {!config ? (
        <p className="mfc-muted">Choose a format to see the price.</p>
      ) : estimate.isPending ? (
        <Spin size="small" />
      ) : estimate.isError ? (
        <Alert type="warning" showIcon message={errorMessage(estimate.error)} />
      ) : (
        <>
          <div className="mfc-summary-line">
            <span>
              {config.name} ({BOOK_TYPE_LABELS[bookType].label})
            </span>
            <span>{formatCents(bookCents)}</span>
          </div>
          <div className="mfc-summary-line">
            <span>Shipping ({SHIPPING_LEVEL_LABELS[level].label}) estimate</span>
            <span>{formatCents(shippingCents)}</span>
          </div>
          <div className="mfc-summary-line mfc-summary-total">
            <span>Estimated total</span>
            <span>{formatCents(bookCents + shippingCents)}</span>
          </div>
          <p className="mfc-muted">Longer stories may add a few cents per extra page; the card is charged the final price.</p>
        </>
      )}
    </section>
  );
}
