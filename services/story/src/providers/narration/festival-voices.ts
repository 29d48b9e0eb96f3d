import type { EngineVoice } from './types';

/** How one of our narrators is made from a Festival voice. */
export interface FestivalVoice extends EngineVoice {
  /** Festival's name for the voice, as `(voice.list)` gives it. */
  festival: string;
  /**
   * HTS voices take the speaking rate inside the synthesis ("-r"); diphone voices stretch their predicted
   * durations. Either way the Segment times Festival reports describe the audio it wrote.
   */
  kind: 'hts' | 'diphone';
  /** Multiplies the requested speed: a hushed voice speaks a little slower. */
  pace: number;
  /** Diphone voices: their own duration stretch at normal speed, and the pitch (Hz) and spread they aim at. */
  stretch?: number;
  f0?: { mean: number; std: number };
  /**
   * sox effects applied to each sentence's audio afterwards, none of which moves sound in time (a pitch
   * change keeps the tempo; a shelf filter and a gain change nothing in time).
   */
  effects?: string[];
}

/**
 * The offline narrators, best first. Debian packages: festvox-us-slt-hts (slt), festvox-kallpc16k (kal),
 * festvox-kdlpc16k (ked). A voice whose package is missing is simply not offered.
 */
export const FESTIVAL_VOICES: readonly FestivalVoice[] = [
  {
    id: 'slt',
    label: 'Luna',
    description: 'A clear, bright voice: the house narrator.',
    soft: false,
    festival: 'cmu_us_slt_arctic_hts',
    kind: 'hts',
    pace: 1,
  },
  {
    id: 'slt-soft',
    label: 'Luna, hushed',
    description: 'The same voice, slower, lower and quieter, with the brightness taken off: for the last story of the night.',
    soft: true,
    festival: 'cmu_us_slt_arctic_hts',
    kind: 'hts',
    pace: 0.88,
    // Two semitones down, high frequencies softened by 6 dB above 3 kHz, and 4 dB quieter.
    effects: ['pitch', '-200', 'treble', '-6', '3000', 'gain', '-4'],
  },
  {
    id: 'kal',
    label: 'Kevin',
    description: 'A steady, even voice.',
    soft: false,
    festival: 'kal_diphone',
    kind: 'diphone',
    pace: 1,
    stretch: 1.1,
    f0: { mean: 105, std: 14 },
  },
  {
    id: 'ked',
    label: 'Ted',
    description: 'A deeper, calm voice.',
    soft: false,
    festival: 'ked_diphone',
    kind: 'diphone',
    pace: 1,
    stretch: 1.1,
    // A little lower and flatter than the voice's own 105 Hz, which makes it calmer at bedtime.
    f0: { mean: 92, std: 11 },
  },
];

export const DEFAULT_FESTIVAL_VOICE = FESTIVAL_VOICES[0]!;

/** The voices Festival has (by its own names), as our narrators; slt's package is what makes Festival usable at all. */
export function offeredFestivalVoices(installed: readonly string[]): FestivalVoice[] {
  return FESTIVAL_VOICES.filter((voice) => installed.includes(voice.festival));
}

/** The Scheme that makes `voice` speak at `rate` for the next utterance. */
export function festivalVoiceSetup(voice: FestivalVoice, rate: number): string {
  if (voice.kind === 'hts') {
    return `(set! hts_engine_params (append ${voice.festival}::hts_engine_params (list (list "-r" ${rate.toFixed(3)}))))`;
  }
  const stretch = (voice.stretch ?? 1) / rate;
  const f0 = voice.f0 ? `(set! int_lr_params '((target_f0_mean ${voice.f0.mean}) (target_f0_std ${voice.f0.std}) (model_f0_mean 170) (model_f0_std 34)))` : '';
  return `${f0}(Parameter.set 'Duration_Stretch ${stretch.toFixed(3)})`;
}
