import { ApiError, TimeoutError } from '@bedtime/web-kit';

export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/**
 * The description under 'Failed to generate illustrations' / 'Failed to generate stickers' (docs/product-rules.md, Messages):
 * the server's message, else 'Server error: {status}', and 'Network error occurred' when no answer came.
 */
export function enhancementFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `Server error: ${error.status}`;
  if (error instanceof TimeoutError) return error.message;
  return NETWORK_ERROR_MESSAGE;
}

/** A refusal that every further sticker would get too (signed out, trial over, not the owner). */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && [400, 401, 402, 403, 404].includes(error.status);
}
