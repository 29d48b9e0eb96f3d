import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useBillingConfig } from '../../subscription/api/billing-config';
import { useBookConfigs, usePriceEstimate, useStoryHasIllustrations } from '../api/print-book';
import { EMPTY_DETAILS, detailsProblem, printRequest, type BookDetails } from '../lib/print-order-form';
import { usePrintPayment } from '../hooks/use-print-payment';
import { BookChoiceStep } from './book-choice-step';
import { PrintPaymentStep, PrintTotal } from './print-payment-step';
import { PrintSummary } from './print-summary';
import { ShippingStep } from './shipping-step';

export { COLORING_NEEDS_ILLUSTRATIONS } from '../lib/print-order-form';

export interface PrintBookDialogProps {
  storyId: string;
  storyTitle: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The printed-book order dialog ("Printed-book order dialog"), in steps: the book (type and format), where
 * and how fast it ships, a summary with the estimate, then the card that pays for book and shipping before
 * the order is placed. Place Order has billing make and price the book and prepare its payment; the card
 * form that follows is the one every payment uses (Stripe's Payment Element, or the test-mode form), so a
 * card that asks for the bank's authentication (3-D Secure) works here too; the paid payment places the
 * order. The coloring book is drawn from the story's illustrations: it cannot be chosen before there are some.
 */
export function PrintBookDialog({ storyId, storyTitle, open, onClose }: PrintBookDialogProps) {
  const configs = useBookConfigs(open);
  const billing = useBillingConfig(open);
  const illustrated = useStoryHasIllustrations(storyId, open);
  const coloringReady = illustrated.data === true;
  const [details, setDetails] = useState<BookDetails>(EMPTY_DETAILS);
  const checkout = usePrintPayment({ onPlaced: onClose });
  const config = configs.data?.find((candidate) => candidate.id === details.configId);
  const estimate = usePriceEstimate(config, details.address.country_code, details.level, open && configs.isSuccess);
  const change = (patch: Partial<BookDetails>) => setDetails((current) => ({ ...current, ...patch }));
  const request = () => printRequest(storyId, config!.id, details, checkout.orderKey);

  const placeOrder = (event?: FormEvent) => {
    event?.preventDefault();
    if (checkout.placing) return;
    if (checkout.payment?.paid) return checkout.retry(request());
    if (checkout.payment) return;
    const problem = detailsProblem(details, !!config, coloringReady);
    if (problem) return checkout.refuse(problem);
    if (billing.data?.engine === 'stripe' && !billing.data.publishableKey) return checkout.refuse('Stripe is not configured. Please contact support.');
    void checkout.prepare(request());
  };

  // With a payment prepared the book and address are the ones priced: changing them means preparing again.
  const locked = checkout.placing || checkout.preparing || checkout.payment !== null;
  const busy = checkout.placing || checkout.preparing || checkout.paying;
  const { payment } = checkout;

  return (
    <Modal
      open={open}
      title="Order Printed Book"
      onCancel={() => !busy && onClose()}
      maskClosable={!busy}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          Cancel
        </Button>,
        !payment ? (
          <Button key="place" type="primary" onClick={() => placeOrder()} disabled={!config || busy} loading={checkout.preparing}>
            {checkout.preparing ? 'Preparing payment…' : 'Place Order'}
          </Button>
        ) : !payment.paid ? (
          <Button key="change" onClick={checkout.change} disabled={checkout.paying}>
            Change details
          </Button>
        ) : (
          <Button key="place" type="primary" onClick={() => placeOrder()} disabled={!config || checkout.placing} loading={checkout.placing}>
            {checkout.placing ? 'Placing Order…' : 'Place Order'}
          </Button>
        ),
      ]}
    >
      <form className="mfc-print-form" onSubmit={placeOrder} noValidate aria-busy={busy}>
        <p className="mfc-muted">
          A printed copy of <strong>{storyTitle}</strong>, delivered in 7-10 business days.
        </p>
        <BookChoiceStep
          bookType={details.bookType}
          configId={details.configId}
          configs={configs}
          coloringReady={coloringReady}
          coloringKnown={illustrated.isSuccess}
          locked={locked}
          onBookType={(bookType) => change({ bookType })}
          onConfig={(configId) => change({ configId })}
        />
        <ShippingStep
          address={details.address}
          level={details.level}
          locked={locked}
          onAddress={(address) => change({ address })}
          onLevel={(level) => change({ level })}
        />
        <PrintSummary config={config} bookType={details.bookType} level={details.level} estimate={estimate} />
        <PrintTotal payment={payment} />
        {checkout.error && <Alert type="error" showIcon message={checkout.error} role="alert" />}
        {/* Enter in a field places the order, as the button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
      {payment && billing.data && (
        <PrintPaymentStep
          payment={payment}
          config={billing.data}
          placing={checkout.placing}
          onOutcome={(outcome) => checkout.paid(outcome, request())}
          onProcessingChange={checkout.setPaying}
        />
      )}
    </Modal>
  );
}
