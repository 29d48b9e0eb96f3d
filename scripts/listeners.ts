/**
 * Listening sockets the stack binds for its services before starting them. Picking a "free" port and
 * letting the service bind it later raced with every other process on a busy machine (two e2e journeys
 * once got another program's "Not Found"); here the kernel gives port 0 a port and the stack keeps the
 * bound socket, so nothing else can take it while the stack runs. Each service inherits it as a file
 * descriptor (LISTEN_FD) and serves on it; a restarted service gets the same socket, so its address
 * (which its siblings and the gateway were given) never changes, and a request that arrives while it
 * restarts waits in the socket's backlog instead of being refused.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { getSystemErrorName } from 'node:util';

/** The descriptor number a service finds its socket at: the stack passes it as the child's fourth stdio entry. */
export const INHERITED_LISTEN_FD = 3;

export interface BoundListener {
  host: string;
  port: number;
  /** The descriptor in this process, handed to each child at INHERITED_LISTEN_FD. */
  fd: number;
  /** Releases the socket: later connections are refused (a service left down), or it is gone (stop). */
  close(): void;
}

interface ServerHandle {
  fd: number;
  getsockname(out: { port?: number }): number;
  close(): void;
}
type CreateServerHandle = (address: string, port: number, addressType: 4 | 6) => ServerHandle | number;

/**
 * Binds (without listening: the service calls listen on it) an address and port, 0 for any free one.
 * Node's cluster module shares server sockets with its workers the same way; its `_createServerHandle`
 * is the one call that binds a socket without also accepting connections in this process.
 */
export async function bindListener(host: string, port: number): Promise<BoundListener> {
  const createServerHandle = (net as unknown as { _createServerHandle?: CreateServerHandle })._createServerHandle;
  if (typeof createServerHandle !== 'function') throw new Error(`This Node.js (${process.version}) cannot bind a socket for a child process to inherit.`);
  const address = net.isIP(host) ? host : (await lookup(host)).address;
  const handle = createServerHandle(address, port, net.isIPv6(address) ? 6 : 4);
  if (typeof handle === 'number') {
    const reason = getSystemErrorName(handle);
    throw new Error(
      `Cannot listen on ${host}:${port}: ${reason}${reason === 'EADDRINUSE' ? ' (another program uses this port; set PORT to use another)' : ''}`,
    );
  }
  const out: { port?: number } = {};
  const status = handle.getsockname(out);
  if (status !== 0 || !out.port) {
    handle.close();
    throw new Error(`Cannot read the port bound on ${host}: ${getSystemErrorName(status)}`);
  }
  let closed = false;
  return {
    host,
    port: out.port,
    fd: handle.fd,
    close() {
      if (closed) return;
      closed = true;
      handle.close();
    },
  };
}
