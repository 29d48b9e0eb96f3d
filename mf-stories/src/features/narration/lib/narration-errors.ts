import { ApiError, NEEDS_INTERNET, TimeoutError, isNetworkFailure, isOnline } from '@bedtime/web-kit';

export const NARRATION_TIMEOUT_MS = 180_000;
export const AUDIO_TIMEOUT_MESSAGE = 'The story is taking longer than expected to convert to audio. Please try again with a shorter story.';
export const AUDIO_SERVICE_MESSAGE = 'There was an issue with the audio service. Please try again in a moment.';
export const AUDIO_DEFAULT_MESSAGE = "Sorry, I couldn't create the audio for this story.";
export const PLAYBACK_ERROR_MESSAGE = 'There was an error playing the audio. Please try again.';

export type AudioFailureKind = 'timeout' | 'service' | 'offline' | 'other';
export const AUDIO_OFFLINE_MESSAGE = "This story's narration isn't kept on this device, so it needs the internet.";

export interface AudioFailure {
  kind: AudioFailureKind;
  message: string;
  /** 402: the trial has ended, so the message also points to /subscribe. */
  needsSubscription: boolean;
}

/** What went wrong making a story's audio, in the words docs/product-rules.md (Messages) gives for it. */
export function audioFailure(error: unknown): AudioFailure {
  if (!isOnline() && isNetworkFailure(error)) return { kind: 'offline', message: AUDIO_OFFLINE_MESSAGE, needsSubscription: false };
  if (error instanceof TimeoutError) return { kind: 'timeout', message: AUDIO_TIMEOUT_MESSAGE, needsSubscription: false };
  if (error instanceof ApiError && error.status >= 500) return { kind: 'service', message: AUDIO_SERVICE_MESSAGE, needsSubscription: false };
  return { kind: 'other', message: AUDIO_DEFAULT_MESSAGE, needsSubscription: error instanceof ApiError && error.status === 402 };
}

/** Where the listener is: My Stories words its toast differently and adds the service message for API issues. */
export type NarrationSurface = 'result' | 'reader' | 'page';

export function audioFailureToast(failure: AudioFailure, surface: NarrationSurface): { title: string; description: string } {
  if (failure.kind === 'offline') return { title: NEEDS_INTERNET, description: failure.message };
  if (surface === 'reader') {
    return { title: 'Audio Generation Failed', description: failure.kind === 'service' ? AUDIO_SERVICE_MESSAGE : 'Please try again later.' };
  }
  return { title: 'Audio generation failed', description: 'Please try again later.' };
}
