import type { PrintShippingAddress, ShippingLevel } from '@bedtime/contracts';
import { PrintShopError, type PrintJobState, type PrintShop } from './types';

export interface LuluOptions {
  baseUrl: string;
  clientKey: string;
  clientSecret: string;
  timeoutMs?: number;
}

const TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';

/** Lulu's print-job statuses, in our order states (Lulu reports no delivery). */
const LULU_STATUS: Record<string, PrintJobState['status']> = {
  CREATED: 'created',
  UNPAID: 'created',
  PAYMENT_IN_PROGRESS: 'created',
  PRODUCTION_DELAYED: 'created',
  PRODUCTION_READY: 'created',
  IN_PRODUCTION: 'in_production',
  SHIPPED: 'shipped',
  REJECTED: 'canceled',
  CANCELED: 'canceled',
};

const cents = (amount: unknown): number => {
  const value = Number(amount);
  if (!Number.isFinite(value)) throw new PrintShopError('Lulu answered without a price.');
  return Math.round(value * 100);
};

const luluAddress = (address: PrintShippingAddress) => ({
  name: address.name,
  street1: address.address_line1,
  ...(address.address_line2 ? { street2: address.address_line2 } : {}),
  city: address.city,
  ...(address.state_code ? { state_code: address.state_code } : {}),
  country_code: address.country_code,
  postcode: address.postal_code,
  phone_number: address.phone || '0000000000',
  ...(address.email ? { email: address.email } : {}),
});

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
    if (!response.ok) throw new PrintShopError(`Lulu ${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as T;
  }

  const lineItem = (podPackageId: string, pageCount: number) => ({ pod_package_id: podPackageId, page_count: pageCount, quantity: 1 });

  async function costCalculation(podPackageId: string, pageCount: number, level: ShippingLevel, address: PrintShippingAddress): Promise<number> {
    const answer = await call<{ shipping_cost?: { total_cost_excl_tax?: string } }>('POST', '/print-job-cost-calculations/', {
      line_items: [lineItem(podPackageId, pageCount)],
      shipping_address: luluAddress(address),
      shipping_option: level,
    });
    return cents(answer.shipping_cost?.total_cost_excl_tax);
  }

  return {
    name: 'lulu',
    async shippingCents({ podPackageId, pageCount, country, level }) {
      const options = await call<{ level: string; cost_excl_tax?: string; total_cost_excl_tax?: string }[]>('POST', '/shipping-options/', {
        line_items: [lineItem(podPackageId, pageCount)],
        shipping_address: { country },
        currency: 'USD',
      });
      const option = options.find((candidate) => candidate.level === level);
      if (!option) throw new PrintShopError(`Lulu does not ship ${level} to ${country}.`);
      return cents(option.total_cost_excl_tax ?? option.cost_excl_tax);
    },
    orderShippingCents({ podPackageId, pageCount, level, address }) {
      return costCalculation(podPackageId, pageCount, level, address);
    },
    async createJob(request) {
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
      const status = await call<{ name: string }>('GET', `/print-jobs/${encodeURIComponent(jobId)}/status/`);
      const mapped = LULU_STATUS[status.name];
      if (!mapped) throw new PrintShopError(`Lulu reported an unknown status ${status.name}.`);
      if (mapped !== 'shipped') return { status: mapped, trackingNumber: null };
      // The tracking number sits on the job's line item once it has shipped.
      const job = await call<{ line_items?: { tracking_id?: string | null }[] }>('GET', `/print-jobs/${encodeURIComponent(jobId)}/`);
      return { status: mapped, trackingNumber: job.line_items?.find((item) => item.tracking_id)?.tracking_id ?? null };
    },
  };
}
