import { IDENTITY_HEADER, signIdentity } from './identity';
import { REQUEST_ID_HEADER } from './http/middleware';
import { UpstreamError } from './errors';
import { tracedCall } from './tracing';

/**
 * Calls another service's /internal API with a signed service identity. An answer without a body (204,
 * as the gateway's entitlement notice gives) resolves to undefined: it is a success, not bad JSON.
 */
export function createInternalClient(options: { baseUrl: string; secret: string; issuer: string; timeoutMs?: number }) {
  return async function call<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    const headers: Record<string, string> = {
      [IDENTITY_HEADER]: signIdentity(options.secret, { userId: null, email: null, isAdmin: false, entitled: false, issuer: options.issuer }),
    };
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      const url = new URL(path, options.baseUrl);
      response = await tracedCall(`${method} ${url.host}`, headers, () =>
        fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) }),
      );
    } catch (error) {
      throw new UpstreamError(`Could not reach ${new URL(options.baseUrl).host}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new UpstreamError(`${method} ${path} answered ${response.status}`);
    const text = await response.text();
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new UpstreamError(`${method} ${path} answered ${response.status} with a body that is not JSON`);
    }
  };
}
