import {
  ConflictError,
  EntitlementRequiredError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthenticatedError,
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
  [ConflictError, 409],
  [PayloadTooLargeError, 413],
  [RateLimitedError, 429],
  [UpstreamError, 502],
];

export function statusFor(error: unknown): number {
  for (const [type, status] of STATUS_BY_ERROR) if (error instanceof type) return status;
  // Errors raised by Koa itself or its body parser carry an expose flag and a status.
  const http = error as { status?: number; expose?: boolean; type?: string; code?: string };
  // A body that does not decode as its Content-Encoding claims fails inside zlib, with no status.
  if (typeof http.code === 'string' && http.code.startsWith('Z_')) return 400;
  if (typeof http.status === 'number' && http.status >= 400 && http.status < 500) return http.status;
  return 500;
}

export function messageFor(error: unknown, status: number): string {
  if (status >= 500 && !(error instanceof UpstreamError)) return 'Something went wrong on our side. Please try again.';
  const http = error as { type?: string; message?: string };
  if (status === 413) return 'The request is too large (the limit is 1 MB).';
  if (typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('Z_'))
    return 'The request body could not be decoded (check its Content-Encoding).';
  if (http.type === 'entity.parse.failed' || (status === 400 && error instanceof SyntaxError))
    return 'The request body is not valid JSON.';
  if (status === 415) return 'Requests must be sent as JSON.';
  return http.message || 'Invalid request.';
}
