import { Card } from 'antd';
import { formatCents, lineOptionsLabel, type OrderView } from '@bedtime/contracts';

/** The order's lines, the subscriber discount and the total, as billing priced them. */
export function OrderSummary({ order }: { order: OrderView }) {
  return (
    <Card className="mfc-card" variant="borderless" title="Order summary">
      {order.lines.map((line) => (
        <div key={`${line.productId}-${line.size ?? ''}-${line.color ?? ''}`} className="mfc-summary-line">
          <span>
            {line.quantity} × {line.name}
            {lineOptionsLabel(line) && <span className="mfc-muted"> ({lineOptionsLabel(line)})</span>}
          </span>
          <span>{formatCents(line.unitCents * line.quantity, order.currency)}</span>
        </div>
      ))}
      {order.discountCents > 0 && (
        <div className="mfc-summary-line">
          <span>Premium discount</span>
          <span>−{formatCents(order.discountCents, order.currency)}</span>
        </div>
      )}
      <div className="mfc-summary-line mfc-summary-total">
        <span>Total</span>
        <span>{formatCents(order.totalCents, order.currency)}</span>
      </div>
    </Card>
  );
}
