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

/** Anything that reads an answer into its type and throws when it does not fit: a contract's zod schema. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/** A JSON answer, read through its contract: an answer that does not fit the schema is an error, never a cast. */
export async function apiJson<T>(schema: AnswerSchema<T>, method: string, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  return schema.parse(await response.json());
}

/** What to show a person for an error: the server's message when it sent one, else the error's own text. */
export function errorMessage(error: unknown, fallback = 'Please try again.'): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** GET `url` through its contract; a 401 (nobody is signed in) answers null instead of failing. */
export async function apiJsonUnlessSignedOut<T>(schema: AnswerSchema<T>, url: string, options?: RequestOptions): Promise<T | null> {
  try {
    return await apiJson(schema, 'GET', url, undefined, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
