import { timingSafeEqual } from 'node:crypto';
import { findUnsafe } from '@bedtime/child-safety';
import { NotFoundError, type Logger } from '@bedtime/service-kit';
import { printShippingAddressSchema, type PrintShippingAddress, type ShippingLevel } from '@bedtime/contracts';
import { OPEN_PRINT_STATUSES, type PrintOrderRecord, type PrintOrderRepository } from '../data/print-order-repository';
import type { TaskRunner } from '../jobs/task-runner';
import type { GatewayClient } from '../providers/gateway-client';
import type { PaymentsEngine } from '../providers/payments/types';
import { configById } from '../providers/print/book-configs';
import { PrintShopError, type PrintShop } from '../providers/print/types';
import { ERASED_USER } from './account-erasure';

type PrintOrderRow = PrintOrderRecord;
export type PrintFileKind = 'interior' | 'cover';
const OPEN_STATUSES = OPEN_PRINT_STATUSES;

/** Lulu's contact for questions about a job when the customer gave no email (the shop's own address). */
export const FALLBACK_CONTACT = 'orders@bedtimestories.local';

/** A shop that has not taken a paid order for this long (unreachable, failing) will not: the order ends, refunded. */
export const PRINT_SUBMIT_GIVE_UP_MS = 24 * 60 * 60 * 1000;
export const PRINT_TASKS = { refund: 'print-order-refund', tellCustomer: 'print-order-tell-customer' } as const;
/** What the customer is told (the shop's technical answer stays in lastError for support). */
export const PRINT_FAILURE_REASONS = {
  refused: 'The print shop could not accept the order as it was sent (the address or the book files were refused).',
  unreachable: 'The print shop could not be reached for a day, so the order was not placed.',
  failed: 'The print shop could not print the book.',
  canceled: 'The print shop canceled the order.',
} as const;

/**
 * An order's stored address, read as it was stored: an order placed before the address rules were Lulu's
 * (a phone was optional) still goes to the shop, which then uses the account's phone.
 */
function storedAddress(shipping: PrintOrderRow['shipping']): PrintShippingAddress {
  const parsed = printShippingAddressSchema.safeParse(shipping);
  return parsed.success ? parsed.data : (shipping as PrintShippingAddress);
}

/**
 * Printed books after payment: a placed order is handed to the print shop (again until it takes it, or it
 * is given up), followed on a schedule until delivered, and refunded with the customer told when the shop
 * will not print it. The print shop fetches the files here with the order's token.
 */
export function createPrintFulfilment(deps: {
  printOrders: PrintOrderRepository;
  shop: PrintShop;
  engine: Pick<PaymentsEngine, 'refundPayment'>;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
  /** Refunds and the customer's email when an order ends unprinted run as tasks after the change is committed. */
  tasks: TaskRunner;
  /** The gateway's mailer (the customer is told when a paid book will not be printed). */
  gateway: Pick<GatewayClient, 'sendMail'>;
}) {
  const orders = deps.printOrders;

  deps.tasks.register(PRINT_TASKS.refund, async ({ orderId }) => refund(String(orderId)));
  deps.tasks.register(PRINT_TASKS.tellCustomer, async ({ orderId }) => tellCustomer(String(orderId)));

  /**
   * A paid order the print shop will not print (refused it, rejected or canceled it, an error in production,
   * or never reachable for a day): it ends, and in the same transaction its refund and the customer's email
   * are queued. Only an open order ends; a second report of the same end changes nothing.
   */
  async function endUnprinted(row: PrintOrderRow, end: { status: 'failed' | 'canceled'; reason: string; detail: string }) {
    const ended = await orders.withTransaction(async (tx) => {
      const updated = await orders.endOpenOrder(
        tx,
        row.id,
        { status: end.status, failureReason: end.reason, lastError: end.detail.slice(0, 1000) },
        deps.now(),
      );
      if (!updated) return null;
      await deps.tasks.enqueue(tx, PRINT_TASKS.refund, { orderId: row.id });
      await deps.tasks.enqueue(tx, PRINT_TASKS.tellCustomer, { orderId: row.id });
      return updated;
    });
    if (ended) {
      deps.logger.warn({ orderId: row.id, status: end.status, detail: end.detail.slice(0, 300) }, 'print order ended unprinted; refunding');
      deps.tasks.kick();
    }
    return ended;
  }

  /** The whole payment back, once (the idempotency key is the order's). */
  async function refund(orderId: string) {
    const row = await orders.order(orderId);
    if (!row || row.refundedAt) return;
    if (!deps.engine.refundPayment) throw new Error('this payments engine cannot refund');
    await deps.engine.refundPayment({ paymentIntentId: row.paymentRef, idempotencyKey: `print-refund-${row.id}` });
    await orders.markRefunded(row.id, deps.now());
  }

  async function tellCustomer(orderId: string) {
    const row = await orders.order(orderId);
    const to = row?.contactEmail ?? row?.shipping.email;
    if (!row || !to) {
      deps.logger.warn({ orderId }, 'an unprinted order has no address to tell the customer at');
      return;
    }
    const amount = `$${(row.totalCents / 100).toFixed(2)}`;
    // The address was typed for delivery and may be anyone's: the title (typed by the buyer, perhaps stored
    // before titles were screened) is named only when it passes today's screen, and never once erased.
    const named = row.title && row.title !== ERASED_USER && !findUnsafe(row.title) ? ` "${row.title}"` : '';
    await deps.gateway.sendMail({
      to,
      subject: `Your printed book${named} could not be printed`,
      text: [
        'Hello,',
        '',
        `We are sorry: your printed book${named} (${configById(row.configId)?.name ?? 'book'}) will not be printed.`,
        `Reason: ${row.failureReason ?? 'the print shop could not print it.'}`,
        '',
        `We have refunded the full ${amount} you paid to the card or account you paid with; it usually shows within 5 to 10 days.`,
        'You can order the book again at any time from the story page.',
      ].join('\n'),
    });
  }

  const fileUrl = (row: PrintOrderRow, kind: PrintFileKind) =>
    new URL(`/api/lulu/files/${row.id}/${kind}.pdf?token=${row.fileToken}`, deps.publicUrl).toString();

  /**
   * Hands a paid order to the print shop. A refusal that cannot succeed (the shop said no to the request
   * itself) ends the order and refunds it; a timeout, a dropped connection or a 5xx is kept on the order and
   * sent again by the status job, which first looks for the job the shop may have made (a lost answer), and
   * gives up (refunding) when the shop has not taken the order for PRINT_SUBMIT_GIVE_UP_MS.
   */
  async function sendToShop(row: PrintOrderRow, contactEmail: string): Promise<PrintOrderRow> {
    const attempts = row.submitAttempts + 1;
    await orders.countSubmitAttempt(row.id, attempts);
    try {
      const { jobId } = await deps.shop.createJob({
        reference: row.id,
        title: row.title,
        podPackageId: row.podPackageId,
        pageCount: row.pageCount,
        shippingLevel: row.shippingLevel as ShippingLevel,
        address: storedAddress(row.shipping),
        contactEmail,
        interiorUrl: fileUrl(row, 'interior'),
        coverUrl: fileUrl(row, 'cover'),
        resend: attempts > 1,
      });
      return await orders.recordShopJob(row.id, jobId, deps.now());
    } catch (error) {
      if (!(error instanceof PrintShopError)) throw error;
      if (error.permanent) {
        const ended = await endUnprinted(row, { status: 'failed', reason: PRINT_FAILURE_REASONS.refused, detail: error.message });
        if (ended) return ended;
      } else if (deps.now().getTime() - row.createdAt.getTime() >= PRINT_SUBMIT_GIVE_UP_MS) {
        const ended = await endUnprinted(row, { status: 'failed', reason: PRINT_FAILURE_REASONS.unreachable, detail: error.message });
        if (ended) return ended;
      }
      deps.logger.warn({ err: error, orderId: row.id, attempts }, 'print shop did not take the order yet; the status job tries again');
      return await orders.keepError(row.id, error.message, deps.now());
    }
  }

  return {
    sendToShop,

    /** A print-ready file, for whoever holds the order's file token (the print shop). */
    async file(orderId: string, token: string, kind: PrintFileKind): Promise<Buffer> {
      const row = await orders.order(orderId);
      const given = Buffer.from(token);
      if (!row || given.length !== Buffer.byteLength(row.fileToken) || !timingSafeEqual(given, Buffer.from(row.fileToken)))
        throw new NotFoundError('No such file.');
      return kind === 'interior' ? row.interiorPdf : row.coverPdf;
    },

    /**
     * The scheduled pass: the local shop's production moves on, orders the shop has not taken yet are sent
     * again, and every open order takes the shop's current state (status, tracking number).
     */
    async refreshStatuses(): Promise<{ produced: number; submitted: number; updated: number }> {
      const produced = (await deps.shop.runProduction?.()) ?? 0;
      let submitted = 0;
      let updated = 0;
      const open = await orders.openOrders();
      for (const row of open) {
        try {
          if (!row.printJobId) {
            if ((await sendToShop(row, row.contactEmail ?? (row.shipping.email || FALLBACK_CONTACT))).printJobId) submitted++;
            continue;
          }
          const state = await deps.shop.jobState(row.printJobId);
          if (state.status === 'failed' || state.status === 'canceled') {
            const reason = state.message ? `${PRINT_FAILURE_REASONS[state.status]} The print shop said: ${state.message}` : PRINT_FAILURE_REASONS[state.status];
            if (await endUnprinted(row, { status: state.status, reason, detail: `print shop status ${state.status}: ${state.message ?? ''}` })) updated++;
            continue;
          }
          if (state.status === row.status && state.trackingNumber === row.trackingNumber) continue;
          // The book of a deleted account, printed and delivered (or canceled): its files and address go now.
          if (row.userId === ERASED_USER && !OPEN_STATUSES.includes(state.status)) await orders.deleteOrder(row.id);
          else await orders.updateShopState(row.id, { status: state.status, trackingNumber: state.trackingNumber ?? row.trackingNumber }, deps.now());
          updated++;
        } catch (error) {
          deps.logger.warn({ err: error, orderId: row.id }, 'could not refresh a print order');
        }
      }
      // A deleted account's book that ended unprinted: once refunded and its buyer told (no task about it is
      // still to run), its files, title and address go, as a delivered one's do.
      await orders.deleteEndedOrdersOf(ERASED_USER);
      return { produced, submitted, updated };
    },
  };
}
export type PrintFulfilment = ReturnType<typeof createPrintFulfilment>;
