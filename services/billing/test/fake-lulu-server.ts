import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LuluRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A small HTTP server speaking the part of Lulu's print API billing uses: the OAuth client-credentials
 * token, shipping options, cost calculations, print jobs and their status. It checks the credentials and
 * the bearer token like Lulu, keeps jobs in memory, and lets a test move a job's status as Lulu's
 * production would.
 */
export async function startFakeLulu(options: { clientKey: string; clientSecret: string }) {
  const requests: LuluRequest[] = [];
  const jobs = new Map<string, { body: Record<string, unknown>; status: string; trackingId: string | null }>();
  let tokens = 0;
  let nextJob = 1000;
  const liveToken = () => `token-${tokens}`;

  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      let body: unknown = text;
      try {
        body = text && req.headers['content-type']?.includes('json') ? JSON.parse(text) : text;
      } catch {
        return send(400, { detail: 'bad json' });
      }
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });

      if (req.method === 'POST' && path === '/auth/realms/glasstree/protocol/openid-connect/token') {
        const expected = `Basic ${Buffer.from(`${options.clientKey}:${options.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || text !== 'grant_type=client_credentials') return send(401, { error: 'invalid_client' });
        tokens++;
        return send(200, { access_token: liveToken(), expires_in: 3600, token_type: 'bearer' });
      }
      if (req.headers.authorization !== `Bearer ${liveToken()}`) return send(401, { detail: 'Authentication credentials were not provided.' });

      const request = body as Record<string, unknown>;
      const pages = () => Number((request.line_items as { page_count?: number }[] | undefined)?.[0]?.page_count ?? 32);
      if (req.method === 'POST' && path === '/shipping-options/') {
        const country = (request.shipping_address as { country?: string }).country;
        const factor = country === 'US' ? 1 : 2;
        return send(200, [
          { level: 'MAIL', total_cost_excl_tax: (3.5 * factor).toFixed(2) },
          { level: 'PRIORITY_MAIL', total_cost_excl_tax: (9.25 * factor).toFixed(2) },
          { level: 'EXPRESS', total_cost_excl_tax: (21 * factor).toFixed(2) },
        ]);
      }
      if (req.method === 'POST' && path === '/print-job-cost-calculations/') {
        const level = String(request.shipping_option);
        const shipping = { MAIL: 3.5, PRIORITY_MAIL: 9.25, EXPRESS: 21 }[level] ?? 0;
        return send(201, {
          line_item_costs: [{ total_cost_excl_tax: (5 + pages() * 0.02).toFixed(2) }],
          shipping_cost: { total_cost_excl_tax: shipping.toFixed(2) },
          total_cost_incl_tax: (5 + pages() * 0.02 + shipping).toFixed(2),
        });
      }
      if (req.method === 'POST' && path === '/print-jobs/') {
        const id = String(nextJob++);
        jobs.set(id, { body: request, status: 'CREATED', trackingId: null });
        return send(201, { id: Number(id), status: { name: 'CREATED' }, external_id: request.external_id });
      }
      const status = /^\/print-jobs\/(\d+)\/status\/$/.exec(path);
      if (req.method === 'GET' && status) {
        const job = jobs.get(status[1]!);
        return job ? send(200, { name: job.status, messages: {}, changed: new Date().toISOString() }) : send(404, { detail: 'Not found.' });
      }
      const detail = /^\/print-jobs\/(\d+)\/$/.exec(path);
      if (req.method === 'GET' && detail) {
        const job = jobs.get(detail[1]!);
        return job ? send(200, { id: Number(detail[1]), line_items: [{ tracking_id: job.trackingId }] }) : send(404, { detail: 'Not found.' });
      }
      send(404, { detail: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    jobs,
    /** Lulu's production moves a job on. */
    setStatus(id: string, name: string, trackingId: string | null = null) {
      const job = jobs.get(id);
      if (!job) throw new Error(`no job ${id}`);
      job.status = name;
      job.trackingId = trackingId;
    },
    /** Every token Lulu gave so far stops working (as at expiry). */
    expireTokens() {
      tokens++;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
