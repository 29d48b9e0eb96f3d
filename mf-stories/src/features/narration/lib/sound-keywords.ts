/**
 * Story moments that get a sound effect (docs/product-rules.md, Narration): five categories of
 * about twenty words each. A word matches a keyword in its common inflections ("giggled", "sparkling",
 * "stars", "magically"). Words so common in bedtime stories that they would fire on every line ("night",
 * "friend", "love") are left out on purpose.
 */
export type SoundEffectType = 'magic' | 'adventure' | 'happy' | 'funny' | 'sleepy';

export interface KeywordDetection {
  type: SoundEffectType;
  wordIndex: number;
  keyword: string;
}

export const SOUND_EFFECT_TYPES: readonly SoundEffectType[] = ['magic', 'adventure', 'happy', 'funny', 'sleepy'];

export const SOUND_KEYWORDS: Readonly<Record<SoundEffectType, readonly string[]>> = {
  magic: [
    'magic',
    'magical',
    'spell',
    'wand',
    'sparkle',
    'glitter',
    'fairy',
    'fairies',
    'wizard',
    'enchanted',
    'potion',
    'shimmer',
    'twinkle',
    'unicorn',
    'wish',
    'charm',
    'glow',
    'rainbow',
    'abracadabra',
    'poof',
  ],
  adventure: [
    'adventure',
    'journey',
    'explore',
    'quest',
    'treasure',
    'map',
    'brave',
    'climb',
    'mountain',
    'cave',
    'jungle',
    'sail',
    'discover',
    'rocket',
    'gallop',
    'dash',
    'leap',
    'zoom',
    'voyage',
    'expedition',
  ],
  happy: [
    'happy',
    'happily',
    'joy',
    'joyful',
    'smile',
    'cheer',
    'hooray',
    'yay',
    'celebrate',
    'party',
    'dance',
    'sing',
    'hug',
    'delighted',
    'wonderful',
    'glad',
    'sunshine',
    'grin',
    'clap',
    'hurray',
  ],
  funny: [
    'funny',
    'silly',
    'giggle',
    'laugh',
    'tickle',
    'wiggle',
    'wobble',
    'boing',
    'bounce',
    'oops',
    'splat',
    'hiccup',
    'sneeze',
    'goofy',
    'tumble',
    'jiggle',
    'squeak',
    'honk',
    'splash',
    'somersault',
  ],
  sleepy: [
    'sleepy',
    'sleep',
    'yawn',
    'dream',
    'snore',
    'pillow',
    'blanket',
    'moonlight',
    'hush',
    'cozy',
    'cosy',
    'snuggle',
    'nap',
    'lullaby',
    'goodnight',
    'tired',
    'drowsy',
    'slumber',
    'cuddle',
    'whisper',
  ],
};

const KEYWORD_TYPES: ReadonlyMap<string, SoundEffectType> = new Map(
  SOUND_EFFECT_TYPES.flatMap((type) => SOUND_KEYWORDS[type].map((keyword) => [keyword, type] as const)),
);

/** The forms a word may be an inflection of, most literal first. */
function candidates(word: string): string[] {
  const w = word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
  const forms = [w];
  const strip = (suffix: string, add = '') => {
    if (w.length > suffix.length + 2 && w.endsWith(suffix)) forms.push(w.slice(0, -suffix.length) + add);
  };
  strip('s');
  strip('es');
  strip('ies', 'y');
  strip('ed');
  strip('d');
  strip('ied', 'y');
  strip('ing');
  strip('ing', 'e');
  strip('ly');
  strip('ily', 'y');
  strip('y');
  strip('iest', 'y');
  strip('ier', 'y');
  // A doubled last consonant before -ing/-ed/-y: "napping", "hugged", "zoomed" stays as it is.
  const doubled = /^(.*?)([bdglmnprt])\2(?:ing|ed|y)$/.exec(w);
  if (doubled) forms.push(doubled[1]! + doubled[2]!);
  return forms;
}

/** The keyword a word stands for, with its category, or null. */
export function matchKeyword(word: string): { type: SoundEffectType; keyword: string } | null {
  for (const form of candidates(word)) {
    const type = KEYWORD_TYPES.get(form);
    if (type) return { type, keyword: form };
  }
  return null;
}

/** Every keyword in a story, in reading order, at most one per word position. */
export function detectKeywords(words: readonly { index: number; text: string }[]): KeywordDetection[] {
  const found: KeywordDetection[] = [];
  for (const word of words) {
    const match = matchKeyword(word.text);
    if (match) found.push({ type: match.type, wordIndex: word.index, keyword: match.keyword });
  }
  return found;
}

/** A keyword is acted on only if at least this many words have passed since the previous effect. */
export const MIN_EFFECT_GAP_WORDS = 5;
/** Words passed over between two frames (fast speech, a slow frame) are still looked at, up to this many. */
const MAX_CATCH_UP_WORDS = 6;

export interface EffectCues {
  /** The playing word is now `wordIndex`: the effect to play, if one is due. */
  reach(wordIndex: number): KeywordDetection | null;
  /** A new listen from the start: every moment may sound again. */
  reset(): void;
  /** More of the story became playable (a streamed segment): its moments may sound too. */
  add(detections: readonly KeywordDetection[]): void;
}

/**
 * Decides when detected moments sound during playback: when their word starts, at most once per word
 * position, and only 5 or more words after the previous effect. Seeking far just picks up from there.
 */
export function createEffectCues(detections: readonly KeywordDetection[], minGap = MIN_EFFECT_GAP_WORDS): EffectCues {
  const byIndex = new Map(detections.map((detection) => [detection.wordIndex, detection]));
  const fired = new Set<number>();
  let lastFired: number | null = null;
  let previous: number | null = null;
  return {
    reach(wordIndex) {
      const from = previous !== null && wordIndex > previous && wordIndex - previous <= MAX_CATCH_UP_WORDS ? previous + 1 : wordIndex;
      previous = wordIndex;
      for (let index = from; index <= wordIndex; index++) {
        const detection = byIndex.get(index);
        if (!detection || fired.has(index)) continue;
        if (lastFired !== null && Math.abs(index - lastFired) < minGap) continue;
        fired.add(index);
        lastFired = index;
        return detection;
      }
      return null;
    },
    reset() {
      fired.clear();
      lastFired = null;
      previous = null;
    },
    add(more) {
      for (const detection of more) byIndex.set(detection.wordIndex, detection);
    },
  };
}
