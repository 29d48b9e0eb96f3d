/**
 * The browser's one way to call the API, as docs/product-rules.md (Fetching and caching) says:
 * credentials included, JSON bodies, 30 s default timeout, non-OK answers become '{status}: {text}'.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const TIMEOUT_MESSAGE = 'Request timed out. Please try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
  ) {
    super(`${status}: ${responseText}`);
    this.name = 'ApiError';
  }
  /** The server's `message` when the body is the usual `{ message }` envelope. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.responseText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export class TimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = 'TimeoutError';
  }
}

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (a save when the tab closes). */
  keepalive?: boolean;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

export async function apiRequest(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? options.headers : { 'Content-Type': 'application/json', ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive: options.keepalive,
    });
    await throwIfNotOk(response);
    return response;
  } catch (error) {
    if (timeout.signal.aborted && !options.signal?.aborted) throw new TimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export async function apiJson<T>(method: string, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  return (await response.json()) as T;
}

/** What to show a person for an error: the server's message when it sent one, else the error's own text. */
export function errorMessage(error: unknown, fallback = 'Please try again.'): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query: GET the path formed by joining the query key's segments with '/'. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T | null> => {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), DEFAULT_TIMEOUT_MS);
    try {
      const response = await fetch(queryKey.join('/'), {
        credentials: 'include',
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
      if (on401 === 'returnNull' && response.status === 401) return null;
      await throwIfNotOk(response);
      return (await response.json()) as T;
    } catch (error) {
      if (timeout.signal.aborted) throw new TimeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
