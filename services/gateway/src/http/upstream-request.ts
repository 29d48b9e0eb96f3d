import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';

/** Headers that describe one connection, not the message: never passed across the gateway (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

const NONE: string[] = [];

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  // Usually only `keep-alive` or `close`, which are hop-by-hop anyway: nothing to split for them.
  const connection = headers.connection;
  const named =
    connection === undefined || connection === 'keep-alive' || connection === 'close'
      ? NONE
      : connection
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean);
  const kept: OutgoingHttpHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || (named !== NONE && named.includes(name))) continue;
    kept[name] = value;
  }
  return kept;
}

export interface UpstreamCall {
  req: IncomingMessage;
  res: ServerResponse;
  target: URL;
  /** The whole request body, already read by the gateway. */
  body: Buffer;
  /** Headers set (or replaced) for the service: the signed identity, the request id. */
  headers: Record<string, string>;
  /** Headers never passed on (the cookie). */
  drop: string[];
  agent: http.Agent;
  timeoutMs: number;
  /** The answer when the service cannot be reached or is too slow, before anything of its own was sent. */
  onFailure: (kind: 'unavailable' | 'timeout') => void;
}

/**
 * Sends one request to a service and streams its answer back (server-sent events included, chunk by
 * chunk). The body is complete before the upstream connection is asked for, so a connection from the
 * pool is held only while the service works and answers; a client that leaves frees it at once.
 */
export function forwardToService(call: UpstreamCall): Promise<void> {
  const { req, res, target } = call;
  const headers = endToEnd(req.headers);
  for (const name of call.drop) delete headers[name];
  Object.assign(headers, call.headers);
  headers.host = target.host;
  const socketAddress = req.socket.remoteAddress ?? '';
  const forwardedFor = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${socketAddress}` : socketAddress;
  headers['x-forwarded-proto'] = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (call.body.length > 0 || (req.method !== 'GET' && req.method !== 'HEAD')) headers['content-length'] = String(call.body.length);

  return new Promise((resolve) => {
    let timedOut = false;
    const upstream = http.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent: call.agent,
    });
    const settle = () => {
      res.off('close', onClientGone);
      resolve();
    };
    // A client that leaves must not keep a pooled connection busy until the service finishes.
    const onClientGone = () => {
      if (!res.writableFinished) upstream.destroy();
      settle();
    };
    res.once('close', onClientGone);
    upstream.setTimeout(call.timeoutMs, () => {
      timedOut = true;
      upstream.destroy(new Error('The service took too long to answer'));
    });
    upstream.on('error', () => {
      if (res.destroyed || res.writableEnded) return settle();
      if (!res.headersSent) call.onFailure(timedOut ? 'timeout' : 'unavailable');
      else res.destroy();
    });
    upstream.on('response', (answer) => {
      if (res.destroyed) {
        answer.destroy();
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      // Server-sent events are written as they come; nothing in between holds them back. Any other answer
      // sends its headers with its first bytes, in one write rather than two.
      if (String(answer.headers['content-type'] ?? '').startsWith('text/event-stream')) res.flushHeaders();
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('aborted', () => res.destroy());
    });
    upstream.end(call.body);
  });
}
