import type { Pcm } from './pcm';
import type { TimedWord } from './types';

/** Where speech resumes after a silence, found in the sound itself. */
export interface SpeechOnset {
  atMs: number;
  silenceMs: number;
}

const FRAME_MS = 10;
const HOP_MS = 2;

/**
 * Energy-envelope onset detector: frames quieter than 30 dB under the loud speech level are silence;
 * every silence of at least `minSilenceMs` followed by at least 30 ms of sound gives an onset.
 */
export function detectSpeechOnsets(pcm: Pcm, minSilenceMs = 150): SpeechOnset[] {
  const frame = Math.max(1, Math.round((pcm.sampleRate * FRAME_MS) / 1000));
  const hop = Math.max(1, Math.round((pcm.sampleRate * HOP_MS) / 1000));
  const levels: number[] = [];
  for (let start = 0; start + frame <= pcm.samples.length; start += hop) {
    let sum = 0;
    for (let i = start; i < start + frame; i++) sum += pcm.samples[i]! * pcm.samples[i]!;
    levels.push(10 * Math.log10(sum / frame + 1e-9));
  }
  if (levels.length === 0) return [];
  const sorted = [...levels].sort((a, b) => a - b);
  const loud = sorted[Math.floor(sorted.length * 0.95)]!;
  const threshold = loud - 30;
  const hopMs = (hop / pcm.sampleRate) * 1000;
  const minSoundFrames = Math.ceil(30 / hopMs);

  const onsets: SpeechOnset[] = [];
  let silentSince = 0;
  let inSilence = true;
  for (let f = 0; f < levels.length; f++) {
    const sounding = levels[f]! > threshold;
    if (!sounding) {
      if (!inSilence) silentSince = f;
      inSilence = true;
      continue;
    }
    if (!inSilence) continue;
    let run = 0;
    while (f + run < levels.length && levels[f + run]! > threshold && run < minSoundFrames) run++;
    if (run < minSoundFrames) continue;
    inSilence = false;
    // A frame starts sounding once its window reaches the onset, so the onset is at the window's end.
    const atMs = f * hopMs + FRAME_MS;
    const silenceMs = atMs - silentSince * hopMs;
    if (silenceMs >= minSilenceMs) onsets.push({ atMs, silenceMs });
  }
  return onsets;
}

export interface HighlightError {
  errorsMs: number[];
  medianMs: number;
  p90Ms: number;
}

/**
 * For each onset, the word that should light up there is the first word of `reference` that starts
 * no earlier than the pause (50 ms slack); the error is how far `timeline` puts that word's start
 * from the onset. Reference defaults to the timeline itself; pass the engine's timeline to score
 * another estimate (the product rules') on the same words.
 */
export function measureHighlightError(
  timeline: readonly TimedWord[],
  onsets: readonly SpeechOnset[],
  reference: readonly TimedWord[] = timeline,
): HighlightError {
  const errorsMs: number[] = [];
  for (const onset of onsets) {
    const pauseStart = onset.atMs - onset.silenceMs;
    const word = reference.find((candidate) => candidate.startMs >= pauseStart - 50);
    const timed = word && timeline[word.index];
    if (timed) errorsMs.push(Math.abs(timed.startMs - onset.atMs));
  }
  return { errorsMs, medianMs: quantile(errorsMs, 0.5), p90Ms: quantile(errorsMs, 0.9) };
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}
