import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { heldCall, type HeldCall } from './held-call';
import {
  checkLulu,
  costCalculationRequest,
  printJobListQuery,
  printJobRequest,
  shippingOptionsRequest,
  type LULU_JOB_STATUSES,
  type Schema,
} from './lulu-api-description';

export interface LuluRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
  status: number;
}

type Operation = 'token' | 'shipping-options' | 'cost-calculation' | 'create-job' | 'list-jobs' | 'job' | 'job-status';
/**
 * How the next call of an operation goes wrong, as Lulu's does in life: `slow` answers after the client has
 * given up (the work is done), `lost` does the work and drops the connection before the answer (a lost 201),
 * a 5xx refuses the work, a 400 is Lulu's validation answer.
 */
export type LuluFault =
  { kind: 'slow'; ms: number } | { kind: 'lost' } | { kind: 'status'; status: 500 | 502 | 503 | 429 } | { kind: 'refuse'; status: 400 | 403; body: unknown };

interface Job {
  id: number;
  body: Record<string, unknown>;
  status: string;
  message: string;
  trackingId: string | null;
  created: string;
}

/**
 * A small HTTP server speaking the part of Lulu's print API billing uses (the OAuth client-credentials token,
 * shipping options, cost calculations, print jobs, their list, detail and status), as Lulu's published
 * description says (see lulu-api-description.ts): every request body is checked against it (unknown fields,
 * Lulu's phone pattern, state codes where they are required), shipping options come back as Lulu returns them
 * (several per level, cost_excl_tax a decimal string or null), a print job can be searched by external_id,
 * statuses include ERROR, REJECTED and CANCELED with Lulu's message, and any call can be made slow, lost or 5xx,
 * or held open until the test releases it.
 * What it does not prove: Lulu's real prices and delivery dates, file normalisation, or payment at Lulu.
 */
export async function startFakeLulu(options: { clientKey: string; clientSecret: string }) {
  const requests: LuluRequest[] = [];
  const jobs = new Map<string, Job>();
  const faults = new Map<Operation, LuluFault[]>();
  const holds = new Map<Operation, ReturnType<typeof heldCall>[]>();
  const pendingHolds = new Set<HeldCall>();
  let tokens = 0;
  let nextJob = 1000;
  /** Lulu leaves cost_excl_tax null unless it can price the option (the description's own example). */
  let shippingCostsKnown = true;
  const liveToken = () => `token-${tokens}`;

  const shippingOptions = (country: string, pages: number) => {
    const factor = country === 'US' ? 1 : 2;
    const weight = Math.max(0, pages - 32) * 0.01;
    const option = (id: number, level: string, cost: number, extra: Record<string, unknown> = {}) => ({
      id,
      level,
      cost_excl_tax: shippingCostsKnown ? (cost * factor + weight).toFixed(2) : null,
      currency: 'USD',
      business_only: false,
      home_only: false,
      postbox_ok: level === 'MAIL',
      traceable: level !== 'MAIL',
      transit_time: level === 'EXPRESS' ? 1 : 5,
      shipping_buffer: 0,
      min_delivery_date: '2027-01-04',
      max_delivery_date: '2027-01-12',
      total_days_min: 4,
      total_days_max: 9,
      ...extra,
    });
    // Several options per level (carriers), cheapest not first; levels billing does not sell too.
    return [
      option(21, 'MAIL', 4.1),
      option(22, 'MAIL', 3.5),
      option(31, 'PRIORITY_MAIL', 9.25),
      option(41, 'GROUND', 7.0),
      option(51, 'EXPEDITED', 15.0),
      option(61, 'EXPRESS', 21.0),
    ];
  };

  function jobView(job: Job) {
    return {
      id: job.id,
      external_id: job.body.external_id ?? null,
      contact_email: job.body.contact_email,
      date_created: job.created,
      status: { name: job.status, message: job.message, changed: new Date().toISOString() },
      shipping_level: job.body.shipping_level,
      shipping_address: job.body.shipping_address,
      line_items: ((job.body.line_items as Record<string, unknown>[]) ?? []).map((item, index) => ({
        id: job.id * 10 + index,
        external_id: item.external_id ?? null,
        title: item.title ?? null,
        quantity: item.quantity,
        status: { name: job.status === 'SHIPPED' ? 'SHIPPED' : job.status === 'ERROR' ? 'ERROR' : 'CREATED', messages: {} },
        tracking_id: job.trackingId,
        tracking_urls: job.trackingId ? [`https://tracking.example/${job.trackingId}`] : [],
      })),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += (chunk as Buffer).toString();
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const record: LuluRequest = { method: req.method ?? '', path, query, authorization: req.headers.authorization, body: text, status: 0 };
    requests.push(record);
    const send = (status: number, body: unknown) => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let body: unknown = text;
    if (text && req.headers['content-type']?.includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        return send(400, { detail: 'JSON parse error' });
      }
    }
    record.body = body;

    const operation: Operation | null =
      req.method === 'POST' && path === '/auth/realms/glasstree/protocol/openid-connect/token'
        ? 'token'
        : req.method === 'POST' && path === '/shipping-options/'
          ? 'shipping-options'
          : req.method === 'POST' && path === '/print-job-cost-calculations/'
            ? 'cost-calculation'
            : req.method === 'POST' && path === '/print-jobs/'
              ? 'create-job'
              : req.method === 'GET' && path === '/print-jobs/'
                ? 'list-jobs'
                : req.method === 'GET' && /^\/print-jobs\/\d+\/$/.test(path)
                  ? 'job'
                  : req.method === 'GET' && /^\/print-jobs\/\d+\/status\/$/.test(path)
                    ? 'job-status'
                    : null;
    if (!operation) return send(404, { detail: 'Not found.' });

    if (operation === 'token') {
      const expected = `Basic ${Buffer.from(`${options.clientKey}:${options.clientSecret}`).toString('base64')}`;
      if (
        req.headers.authorization !== expected ||
        text !== 'grant_type=client_credentials' ||
        !req.headers['content-type']?.includes('application/x-www-form-urlencoded')
      )
        return send(401, { error: 'invalid_client' });
      tokens++;
      return send(200, { access_token: liveToken(), expires_in: 3600, refresh_expires_in: 604800, token_type: 'bearer', 'not-before-policy': 0 });
    }
    if (req.headers.authorization !== `Bearer ${liveToken()}`) return send(401, { detail: 'Authentication credentials were not provided.' });

    const schema: Schema | null =
      operation === 'shipping-options'
        ? shippingOptionsRequest
        : operation === 'cost-calculation'
          ? costCalculationRequest
          : operation === 'create-job'
            ? printJobRequest
            : null;
    if (schema) {
      if (!req.headers['content-type']?.includes('application/json')) return send(415, { detail: 'Unsupported media type.' });
      const problem = checkLulu(schema, body);
      if (problem) return send(400, problem);
    }
    if (operation === 'list-jobs') {
      const unknown = Object.keys(query).find((name) => !(printJobListQuery as readonly string[]).includes(name));
      if (unknown) return send(400, { [unknown]: ['Unknown query parameter (not in Lulu’s description).'] });
    }

    const fault = faults.get(operation)?.shift();
    if (fault?.kind === 'status') return send(fault.status, { detail: 'Service temporarily unavailable.' });
    if (fault?.kind === 'refuse') return send(fault.status, fault.body);

    // A held call: received now, done and answered when the test releases it (unless the client gave up by then).
    const hold = holds.get(operation)?.shift();
    if (hold) await hold.wait();

    const answer = (): [number, unknown] => {
      const request = body as Record<string, unknown>;
      const firstItem = () => (request.line_items as { page_count: number; pod_package_id: string }[])[0]!;
      switch (operation) {
        case 'shipping-options':
          return [200, shippingOptions(String((request.shipping_address as { country: string }).country), firstItem().page_count)];
        case 'cost-calculation': {
          const address = request.shipping_address as { country_code: string };
          const option = shippingOptions(address.country_code, firstItem().page_count).filter((candidate) => candidate.level === request.shipping_option);
          const shipping = option.length ? Math.min(...option.map((candidate) => Number(candidate.cost_excl_tax ?? '0'))) : 0;
          const book = 5 + firstItem().page_count * 0.02;
          return [
            201,
            {
              currency: 'USD',
              line_item_costs: [
                {
                  quantity: 1,
                  cost_excl_discounts: book.toFixed(2),
                  total_cost_excl_tax: book.toFixed(2),
                  total_cost_incl_tax: book.toFixed(2),
                  total_tax: '0.00',
                  tax_rate: '0.000000',
                  discounts: [],
                },
              ],
              shipping_cost: { total_cost_excl_tax: shipping.toFixed(2), total_cost_incl_tax: shipping.toFixed(2), total_tax: '0.00', tax_rate: '0.000000' },
              total_cost_excl_tax: (book + shipping).toFixed(2),
              total_cost_incl_tax: (book + shipping).toFixed(2),
              total_tax: '0.00',
              total_discount_amount: '0.00',
            },
          ];
        }
        case 'create-job': {
          const job: Job = {
            id: nextJob++,
            body: request,
            status: 'CREATED',
            message: 'Print-job is currently being validated',
            trackingId: null,
            created: new Date().toISOString(),
          };
          jobs.set(String(job.id), job);
          return [201, jobView(job)];
        }
        case 'list-jobs': {
          // Lulu searches across id, external_id, order_id, status, line items' ids, titles and tracking, and the address.
          const search = query.search?.toLowerCase() ?? '';
          const found = [...jobs.values()].filter(
            (job) =>
              !search ||
              JSON.stringify([job.id, job.body.external_id, job.status, job.body.line_items, job.body.shipping_address]).toLowerCase().includes(search),
          );
          return [200, { count: found.length, next: null, previous: null, results: found.map(jobView) }];
        }
        case 'job': {
          const job = jobs.get(path.split('/')[2]!);
          return job ? [200, jobView(job)] : [404, { detail: 'Not found.' }];
        }
        case 'job-status': {
          const job = jobs.get(path.split('/')[2]!);
          return job ? [200, { name: job.status, message: job.message, changed: new Date().toISOString() }] : [404, { detail: 'Not found.' }];
        }
        default:
          return [404, { detail: 'Not found.' }];
      }
    };
    const [status, payload] = answer();
    if (fault?.kind === 'lost') {
      // The work is done at Lulu; the answer never reaches the client.
      record.status = -1;
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (res.destroyed || req.socket.destroyed) {
      record.status = -1;
      return;
    }
    send(status, payload);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    jobs,
    /** The next call(s) of an operation go wrong this way. */
    fail(operation: Operation, ...next: LuluFault[]) {
      faults.set(operation, [...(faults.get(operation) ?? []), ...next]);
    },
    /** The next call of an operation is received and kept open: Lulu does it and answers once the test calls `release`. */
    hold(operation: Operation): HeldCall {
      const gate = heldCall();
      holds.set(operation, [...(holds.get(operation) ?? []), gate]);
      pendingHolds.add(gate.call);
      return gate.call;
    },
    /** Shipping options without a price (cost_excl_tax null), as Lulu answers when it cannot price them. */
    setShippingCostsKnown(known: boolean) {
      shippingCostsKnown = known;
    },
    /** Lulu's production moves a job on (with Lulu's message for the status). */
    setStatus(id: string, name: (typeof LULU_JOB_STATUSES)[number], trackingId: string | null = null, message = '') {
      const job = jobs.get(id);
      if (!job) throw new Error(`no job ${id}`);
      Object.assign(job, { status: name, trackingId, message });
    },
    /** Every token Lulu gave so far stops working (as at expiry). */
    expireTokens() {
      tokens++;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const call of pendingHolds) call.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeLulu = Awaited<ReturnType<typeof startFakeLulu>>;
