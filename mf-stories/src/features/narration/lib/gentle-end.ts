/**
 * The narration's gentle end: over its last seconds (a sentence or two of a bedtime story) the voice fades
 * to nothing instead of stopping, and a sleep timer's end fades whatever is playing the same way.
 */
export const END_FADE_MS = 8_000;
/** How long the voice takes to fade when the sleep timer ends mid-story. */
export const SLEEP_FADE_MS = 5_000;
/** The quietest the voice gets: silence is reached at the very end. */
const FLOOR = 0;

/** Gain (0-1) at `clockMs` of a narration `durationMs` long: 1 until the fade, then falling smoothly to 0 at the end. */
export function endFadeGain(clockMs: number, durationMs: number | null, fadeMs = END_FADE_MS): number {
  if (durationMs === null || !Number.isFinite(durationMs) || durationMs <= 0) return 1;
  // A very short narration fades over its second half at most.
  const window = Math.min(fadeMs, durationMs / 2);
  const left = durationMs - clockMs;
  if (left >= window) return 1;
  if (left <= 0) return FLOOR;
  // Cosine-shaped: the fall starts gently and is never a step the ear notices.
  const progress = 1 - left / window;
  return FLOOR + (1 - FLOOR) * 0.5 * (1 + Math.cos(Math.PI * progress));
}

/** Gain (0-1) `elapsedMs` into the sleep timer's fade. */
export function sleepFadeGain(elapsedMs: number, fadeMs = SLEEP_FADE_MS): number {
  if (elapsedMs <= 0) return 1;
  if (elapsedMs >= fadeMs) return 0;
  return 0.5 * (1 + Math.cos((Math.PI * elapsedMs) / fadeMs));
}
