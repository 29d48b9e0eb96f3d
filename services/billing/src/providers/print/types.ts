import type { PrintOrderStatus, PrintShippingAddress, ShippingCountry, ShippingLevel } from '@bedtime/contracts';

export type PrintShopName = 'lulu' | 'local';

export interface PrintJobRequest {
  /** Our order id: the shop's external id, so a resubmission can be recognised. */
  reference: string;
  title: string;
  podPackageId: string;
  pageCount: number;
  shippingLevel: ShippingLevel;
  address: PrintShippingAddress;
  contactEmail: string;
  interiorUrl: string;
  coverUrl: string;
  /**
   * Sent before and the answer never came back (a timeout, a dropped connection): the shop may have the job
   * already, so it is looked for by the reference before another is made.
   */
  resend?: boolean;
}

export interface PrintJobState {
  status: PrintOrderStatus;
  trackingNumber: string | null;
  /** The shop's word on the status (why it was rejected, canceled or failed), when it gave one. */
  message?: string | null;
}

/**
 * Printing behind one interface: Lulu's print API when configured, the local print shop otherwise.
 * Amounts are cents (USD).
 */
export interface PrintShop {
  readonly name: PrintShopName;
  /** Shipping for one book of this format to this country at this level (the dialog's estimate). */
  shippingCents(input: { podPackageId: string; pageCount: number; country: ShippingCountry; stateCode?: string; level: ShippingLevel }): Promise<number>;
  /** Shipping for an actual order (a full address may change the price, e.g. a remote region). */
  orderShippingCents(input: { podPackageId: string; pageCount: number; level: ShippingLevel; address: PrintShippingAddress }): Promise<number>;
  createJob(request: PrintJobRequest): Promise<{ jobId: string }>;
  jobState(jobId: string): Promise<PrintJobState>;
  /** The local shop's production line moves one step (the scheduled job calls it); Lulu has none. */
  runProduction?(): Promise<number>;
}

/**
 * The print shop said no or could not be reached. `permanent`: it refused the request itself (a 4xx other
 * than an expired token or too many requests), so sending it again cannot succeed; otherwise (a timeout, a
 * dropped connection, a 5xx) the order stays paid and is sent again later.
 */
export class PrintShopError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}
