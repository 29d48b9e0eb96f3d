import { ApiError, TIMEOUT_MESSAGE } from '@bedtime/web-kit';

export const GENERATION_FAILED_MESSAGE = 'Sorry, there was an error generating your story. Please try again.';

/** A failure the server reported in the stream or in its `{ success: false, error }` answer. */
export class GenerationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerationError';
  }
}

/** The text for the red box on step 5: the server's message when it gave one, else the spec's apology. */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof GenerationError) return error.message || GENERATION_FAILED_MESSAGE;
  if (error instanceof ApiError) return error.serverMessage ?? GENERATION_FAILED_MESSAGE;
  if (error instanceof Error && error.message === TIMEOUT_MESSAGE) return TIMEOUT_MESSAGE;
  return GENERATION_FAILED_MESSAGE;
}
