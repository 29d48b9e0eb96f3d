import { ApiError, TIMEOUT_MESSAGE } from '@bedtime/web-kit';

export const GENERATION_FAILED_MESSAGE = 'Sorry, there was an error generating your story. Please try again.';

/** A failure the server reported in the stream or in its `{ success: false, error }` answer. */
export class GenerationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerationError';
  }
}

/** The text for the red box on step 5: the server's message when it gave one, else the product rules' apology. */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof GenerationError) return error.message || GENERATION_FAILED_MESSAGE;
  if (error instanceof ApiError) return error.serverMessage ?? GENERATION_FAILED_MESSAGE;
  if (error instanceof Error && error.message === TIMEOUT_MESSAGE) return TIMEOUT_MESSAGE;
  return GENERATION_FAILED_MESSAGE;
}

/** Which input a refusal is about (`field`, and `index` among the plot twists), when the server said so. */
export interface FieldError {
  field: 'lesson' | 'plotTwists' | 'childName';
  index?: number;
}

export function generationErrorField(error: unknown): FieldError | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  try {
    const body = JSON.parse(error.responseText) as { field?: unknown; index?: unknown };
    if (body.field !== 'lesson' && body.field !== 'plotTwists' && body.field !== 'childName') return undefined;
    return typeof body.index === 'number' ? { field: body.field, index: body.index } : { field: body.field };
  } catch {
    return undefined;
  }
}
