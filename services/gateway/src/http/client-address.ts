import type Koa from 'koa';
import type { TrustProxy } from '../config';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
export const normalizeAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export const isLoopback = (address: string) => {
  const normalized = normalizeAddress(address);
  return normalized === '::1' || /^127\.\d+\.\d+\.\d+$/.test(normalized);
};

/**
 * The client's address: the socket's, or, behind trusted proxies, the one they name in X-Forwarded-For.
 * The header is read from the right (the entry our nearest proxy wrote) and only as far as we trust, so a
 * client cannot pick its own address by sending the header itself.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = normalizeAddress(socketAddress);
  if (trust.kind === 'none' || !forwardedFor) return socket;
  // Nearest first: the socket peer, then each address the proxies appended, right to left.
  const chain = [
    socket,
    ...forwardedFor
      .split(',')
      .map((entry) => normalizeAddress(entry.trim()))
      .filter(Boolean)
      .reverse(),
  ];
  if (trust.kind === 'all') return chain.at(-1)!;
  if (trust.kind === 'hops') return chain[Math.min(trust.hops, chain.length - 1)]!;
  let index = 0;
  while (index < chain.length - 1 && trust.addresses.includes(chain[index]!)) index++;
  return chain[index]!;
}

/** Sets `ctx.ip` for everything after it (rate limits, logs) from the trusted-proxy setting. */
export const resolveClientAddress = (trust: TrustProxy) =>
  async function resolveClientAddress(ctx: Koa.Context, next: Koa.Next) {
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress ?? '', ctx.get('x-forwarded-for') || undefined, trust);
    await next();
  };

/**
 * A request made on this machine and not relayed by a proxy: the socket is loopback and nothing claims
 * to forward it (a reverse proxy on the same machine would make every visitor look local).
 */
export const isLocalRequest = (ctx: Koa.Context) =>
  isLoopback(ctx.req.socket.remoteAddress ?? '') && !ctx.get('x-forwarded-for') && !ctx.get('forwarded') && !ctx.get('x-real-ip');
