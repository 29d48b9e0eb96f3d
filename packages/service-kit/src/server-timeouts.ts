import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** Time to receive a request's headers. */
  headersTimeoutMs?: number;
  /**
   * Time to receive the whole request (headers and body). It bounds only the request: a response may
   * stream for as long as it needs (story generation, narration).
   */
  requestTimeoutMs?: number;
  /**
   * How long an idle keep-alive connection stays open between requests. It outlasts the idle limit of the
   * clients in front of a server (a load balancer's 60 s, a browser's pooled sockets): when the server is the
   * one to close an idle socket, a client that sends on it at that instant gets "socket hang up".
   */
  keepAliveTimeoutMs?: number;
  /** How often Node checks connections against the two limits above (its default is 30 s). */
  checkIntervalMs?: number;
}

export const DEFAULT_SERVER_TIMEOUTS: Required<ServerTimeouts> = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 5_000,
};

/**
 * Every server of the product calls this right after listen(): without it a client that sends its
 * body a byte at a time (or never finishes its headers) holds a socket for as long as it likes.
 */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts = {}): Server {
  const settings = { ...DEFAULT_SERVER_TIMEOUTS, ...timeouts };
  // Node refuses a header limit above the request limit.
  server.requestTimeout = settings.requestTimeoutMs;
  server.headersTimeout = Math.min(settings.headersTimeoutMs, settings.requestTimeoutMs);
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  // Read when the server starts listening (the 'listening' event), so setting it right after listen() counts.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = settings.checkIntervalMs;
  return server;
}
