import type { PrintShippingAddress, ShippingLevel } from '@bedtime/contracts';
import { PrintShopError, type PrintJobState, type PrintShop } from './types';

export interface LuluOptions {
  baseUrl: string;
  clientKey: string;
  clientSecret: string;
  timeoutMs?: number;
}

const TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';

/**
 * Lulu's print-job statuses, in our order states (Lulu reports no delivery). REJECTED (a problem with the
 * data or the files) and ERROR (a problem in production) mean the book will not be printed: failed, and
 * refunded; CANCELED likewise ends the order, refunded.
 */
const LULU_STATUS: Record<string, PrintJobState['status']> = {
  CREATED: 'created',
  UNPAID: 'created',
  PAYMENT_IN_PROGRESS: 'created',
  PRODUCTION_DELAYED: 'created',
  PRODUCTION_READY: 'created',
  IN_PRODUCTION: 'in_production',
  SHIPPED: 'shipped',
  REJECTED: 'failed',
  ERROR: 'failed',
  CANCELED: 'canceled',
};

/** A decimal string from Lulu in cents; a missing or null price is never read as $0.00. */
const cents = (amount: unknown, what: string): number => {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : Number.NaN;
  if (!Number.isFinite(value) || value < 0) throw new PrintShopError(`Lulu answered without a price for ${what}.`);
  return Math.round(value * 100);
};

/**
 * Our address in Lulu's fields. No phone is made up: the contract requires one; an order stored before it
 * did goes without, and Lulu then uses the account's number, as its description says.
 */
const luluAddress = (address: PrintShippingAddress) => ({
  name: address.name,
  street1: address.address_line1,
  ...(address.address_line2 ? { street2: address.address_line2 } : {}),
  city: address.city,
  ...(address.state_code ? { state_code: address.state_code.toUpperCase() } : {}),
  country_code: address.country_code,
  postcode: address.postal_code,
  ...(address.phone ? { phone_number: address.phone } : {}),
  ...(address.email ? { email: address.email } : {}),
});

/** 401 is retried with a new token, 408 and 429 are "later": any other 4xx is Lulu refusing the request itself. */
const isPermanent = (status: number) => status >= 400 && status < 500 && ![401, 408, 409, 429].includes(status);

/**
 * Lulu's print API (https://api.lulu.com/docs/): an OAuth client-credentials token, shipping options
 * for the estimate, a cost calculation for an order's address, print jobs with file URLs, job status.
 */
export function createLuluPrintShop(options: LuluOptions): PrintShop {
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(new URL(path, options.baseUrl), { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    } catch (error) {
      // A timeout or a dropped connection: Lulu may or may not have done it (a print job is looked for before it is sent again).
      throw new PrintShopError(`Could not reach Lulu: ${(error as Error).message}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientKey}:${options.clientSecret}`).toString('base64');
    const response = await send(TOKEN_PATH, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PrintShopError(`Lulu refused our credentials (${response.status}).`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PrintShopError('Lulu answered without an access token.');
    // Renew a minute early so a request never carries a token that expires on the way.
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown, retried = false): Promise<T> {
    const response = await send(path, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // A token Lulu revoked or expired early: get a new one and ask once more.
    if (response.status === 401 && !retried) {
      token = null;
      return call<T>(method, path, body, true);
    }
    if (!response.ok)
      throw new PrintShopError(`Lulu ${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`, isPermanent(response.status));
    return (await response.json()) as T;
  }

  /** The print job made for this reference earlier, if Lulu has one (Lulu has no idempotency key; external_id is ours). */
  async function findJob(reference: string): Promise<string | null> {
    const found = await call<{ results?: { id: number | string; external_id?: string | null }[] }>(
      'GET',
      `/print-jobs/?search=${encodeURIComponent(reference)}&exclude_line_items=true`,
    );
    const job = found.results?.find((candidate) => candidate.external_id === reference);
    return job ? String(job.id) : null;
  }

  const lineItem = (podPackageId: string, pageCount: number) => ({ pod_package_id: podPackageId, page_count: pageCount, quantity: 1 });

  async function costCalculation(podPackageId: string, pageCount: number, level: ShippingLevel, address: PrintShippingAddress): Promise<number> {
    const answer = await call<{ shipping_cost?: { total_cost_excl_tax?: string | null } }>('POST', '/print-job-cost-calculations/', {
      line_items: [lineItem(podPackageId, pageCount)],
      shipping_address: luluAddress(address),
      shipping_option: level,
    });
    return cents(answer.shipping_cost?.total_cost_excl_tax, `${level} shipping`);
  }

  return {
    name: 'lulu',
    async shippingCents({ podPackageId, pageCount, country, stateCode, level }) {
      // A shipping option has cost_excl_tax (a decimal string, or null when Lulu cannot price it); a level may
      // have several options (carriers): the estimate is the cheapest priced one.
      const options = await call<{ level: string; cost_excl_tax?: string | null }[]>('POST', '/shipping-options/', {
        line_items: [lineItem(podPackageId, pageCount)],
        shipping_address: { country, ...(stateCode ? { state_code: stateCode } : {}) },
        currency: 'USD',
      });
      const ofLevel = options.filter((candidate) => candidate.level === level);
      if (ofLevel.length === 0) throw new PrintShopError(`Lulu does not ship ${level} to ${country}.`);
      const priced = ofLevel.filter((candidate) => typeof candidate.cost_excl_tax === 'string' && Number.isFinite(Number(candidate.cost_excl_tax)));
      if (priced.length === 0) throw new PrintShopError(`Lulu gave no price for ${level} shipping to ${country}.`);
      return Math.min(...priced.map((candidate) => cents(candidate.cost_excl_tax, `${level} shipping`)));
    },
    orderShippingCents({ podPackageId, pageCount, level, address }) {
      return costCalculation(podPackageId, pageCount, level, address);
    },
    async createJob(request) {
      // Sent before without an answer: Lulu may have made the job; a second one would be a second printed, billed book.
      if (request.resend) {
        const existing = await findJob(request.reference);
        if (existing) return { jobId: existing };
      }
      const job = await call<{ id: number | string }>('POST', '/print-jobs/', {
        contact_email: request.contactEmail,
        external_id: request.reference,
        line_items: [
          {
            external_id: request.reference,
            title: request.title,
            quantity: 1,
            printable_normalization: {
              pod_package_id: request.podPackageId,
              interior: { source_url: request.interiorUrl },
              cover: { source_url: request.coverUrl },
            },
          },
        ],
        shipping_address: luluAddress(request.address),
        shipping_level: request.shippingLevel,
      });
      return { jobId: String(job.id) };
    },
    async jobState(jobId) {
      const status = await call<{ name: string; message?: string | null }>('GET', `/print-jobs/${encodeURIComponent(jobId)}/status/`);
      const mapped = LULU_STATUS[status.name];
      if (!mapped) throw new PrintShopError(`Lulu reported an unknown status ${status.name}.`);
      if (mapped === 'failed' || mapped === 'canceled') return { status: mapped, trackingNumber: null, message: status.message?.trim() || null };
      if (mapped !== 'shipped') return { status: mapped, trackingNumber: null };
      // The tracking number sits on the job's line item once it has shipped.
      const job = await call<{ line_items?: { tracking_id?: string | null }[] }>('GET', `/print-jobs/${encodeURIComponent(jobId)}/`);
      return { status: mapped, trackingNumber: job.line_items?.find((item) => item.tracking_id)?.tracking_id ?? null };
    },
  };
}
