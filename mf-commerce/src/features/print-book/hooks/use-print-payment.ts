import { useState } from 'react';
import { errorMessage, useToast } from '@bedtime/web-kit';
import { PRINT_ORDER_FAILED, PRINT_ORDER_SUBMITTED, type PrintPaymentIntentRequest } from '@bedtime/contracts';
import type { PaymentOutcome } from '../../payment/components/payment-form';
import { createPrintPaymentIntent, useSubmitPrintOrder } from '../api/print-book';

/** A payment billing prepared for this book: its secret for the card form, and the price it charges. */
export interface PreparedPayment {
  clientSecret: string;
  paymentIntentId: string;
  totalCents: number;
  /** The card form reported success: what is left is placing the order. */
  paid: boolean;
}

const newOrderKey = () => crypto.randomUUID();

/**
 * The dialog's payment, from "Place Order" to the placed order: billing prices the book and prepares its
 * payment (the details are then locked until changed), the shared card form pays it, and the paid payment
 * places the order (again on a retry: the same payment answers the same order). One order key per order,
 * so a resent request never pays or orders twice.
 */
export function usePrintPayment({ onPlaced }: { onPlaced: () => void }) {
  const { toast } = useToast();
  const submit = useSubmitPrintOrder();
  const [payment, setPayment] = useState<PreparedPayment | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [orderKey, setOrderKey] = useState(newOrderKey);

  const refuse = (message: string) => {
    setError(message);
    toast({ title: message, variant: 'destructive' });
  };

  const failed = (failure: unknown) => {
    const message = errorMessage(failure, PRINT_ORDER_FAILED);
    setError(message);
    toast({ title: 'Order Failed', description: message || PRINT_ORDER_FAILED, variant: 'destructive' });
  };

  const submitPaid = (request: PrintPaymentIntentRequest, paymentIntentId: string) => {
    if (submit.isPending) return;
    setError(null);
    submit.mutate(
      { ...request, paymentIntentId },
      {
        onSuccess: (answer) => {
          toast({ title: 'Book Order Submitted!', description: answer.message || PRINT_ORDER_SUBMITTED, variant: 'success' });
          setOrderKey(newOrderKey());
          setPayment(null);
          onPlaced();
        },
        onError: failed,
      },
    );
  };

  return {
    payment,
    orderKey,
    error,
    preparing,
    paying,
    placing: submit.isPending,
    setPaying,
    refuse,

    /** Billing prices the book and prepares its payment of exactly that. */
    async prepare(request: PrintPaymentIntentRequest) {
      if (preparing || payment) return;
      setError(null);
      setPreparing(true);
      try {
        const prepared = await createPrintPaymentIntent(request);
        setPayment({ clientSecret: prepared.clientSecret, paymentIntentId: prepared.paymentIntentId, totalCents: prepared.totalCents, paid: false });
      } catch (failure) {
        failed(failure);
      } finally {
        setPreparing(false);
      }
    },

    /** The card form's answer: a refusal is told; a success places the order. */
    paid(outcome: PaymentOutcome, request: PrintPaymentIntentRequest) {
      if (!payment) return;
      if (!outcome.ok) {
        setError(outcome.message);
        toast({ title: 'Order Failed', description: outcome.message, variant: 'destructive' });
        return;
      }
      setPayment({ ...payment, paid: true });
      submitPaid(request, payment.paymentIntentId);
    },

    /** Place Order after a payment that succeeded but whose order could not be placed yet. */
    retry(request: PrintPaymentIntentRequest) {
      if (payment?.paid) submitPaid(request, payment.paymentIntentId);
    },

    /** Back to the details: the prepared payment is left unused (nothing was charged). */
    change() {
      if (!paying) setPayment(null);
    },
  };
}
