import {
  ConflictError,
  EntitlementRequiredError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  RequestTooSlowError,
  ServiceUnavailableError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
  UpstreamError,
  ValidationError,
} from '../errors';

/** The one table from domain error to HTTP status. */
const STATUS_BY_ERROR: [new (...args: never[]) => Error, number][] = [
  [ValidationError, 400],
  [UnauthenticatedError, 401],
  [EntitlementRequiredError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [RequestTooSlowError, 408],
  [ConflictError, 409],
  [PayloadTooLargeError, 413],
  [UnsupportedMediaTypeError, 415],
  [RateLimitedError, 429],
  [UpstreamError, 502],
  [ServiceUnavailableError, 503],
];

// Errors that mean "the database cannot be reached or is shutting down", not "this request is wrong":
// socket codes, pg's pool and client messages, and SQLSTATE classes 08 (connection), 57P (operator
// intervention: shutdown, crash recovery), 53300 (too many connections) and 57014 (statement timeout).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '53300', '57014']);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** Whether an error (or what caused it: drizzle wraps pg's errors) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08|^57P/.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a host with several addresses, all refusing).
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

export function statusFor(error: unknown): number {
  for (const [type, status] of STATUS_BY_ERROR) if (error instanceof type) return status;
  // Errors raised by Koa itself or its body parser carry an expose flag and a status.
  const http = error as { status?: number; expose?: boolean; type?: string };
  if (typeof http.status === 'number' && http.status >= 400 && http.status < 500) return http.status;
  if (isDatabaseUnavailable(error)) return 503;
  return 500;
}

export function messageFor(error: unknown, status: number): string {
  if (status === 503) return error instanceof ServiceUnavailableError ? error.message : new ServiceUnavailableError().message;
  if (status >= 500 && !(error instanceof UpstreamError)) return 'Something went wrong on our side. Please try again.';
  const http = error as { type?: string; message?: string };
  // A route with a smaller limit than the body parser's names its own.
  if (status === 413) return error instanceof PayloadTooLargeError ? error.message : 'The request is too large (the limit is 1 MB).';
  if (http.type === 'entity.parse.failed' || (status === 400 && error instanceof SyntaxError)) return 'The request body is not valid JSON.';
  if (error instanceof UnsupportedMediaTypeError) return error.message;
  if (status === 415) return 'Requests must be sent as JSON.';
  return http.message || 'Invalid request.';
}
