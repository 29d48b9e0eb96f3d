import type { Rng } from './random';

/** Ages 2-4 hear short rhythmic sentences, 5-7 medium ones, 8-12 richer prose with dialogue. */
export type Band = 'little' | 'middle' | 'big';

export function bandForAge(age: number): Band {
  if (age <= 4) return 'little';
  if (age <= 7) return 'middle';
  return 'big';
}

/** Word-count bands from the product brief; `aim` keeps a margin inside them. */
export const WORD_BANDS: Record<Band, { min: number; max: number; aimLow: number; aimHigh: number }> = {
  little: { min: 300, max: 450, aimLow: 330, aimHigh: 410 },
  middle: { min: 500, max: 750, aimLow: 540, aimHigh: 700 },
  big: { min: 800, max: 1200, aimLow: 860, aimHigh: 1130 },
};

type Lexeme = Record<Band, readonly string[]>;

/** Templates write {w:big}; the band decides whether a child hears "big", "huge" or "colossal". */
const LEXICON: Record<string, Lexeme> = {
  big: { little: ['big', 'very big'], middle: ['huge', 'giant'], big: ['enormous', 'colossal', 'towering'] },
  small: { little: ['little', 'tiny'], middle: ['tiny', 'teeny'], big: ['tiny', 'delicate', 'miniature'] },
  happy: { little: ['happy', 'glad'], middle: ['happy', 'delighted', 'cheerful'], big: ['delighted', 'overjoyed', 'elated'] },
  sad: { little: ['sad'], middle: ['sad', 'glum'], big: ['downcast', 'crestfallen', 'glum'] },
  quiet: { little: ['quiet', 'hushed'], middle: ['quiet', 'hushed', 'still'], big: ['hushed', 'tranquil', 'serene'] },
  bright: { little: ['bright', 'shiny'], middle: ['bright', 'sparkling', 'gleaming'], big: ['luminous', 'radiant', 'gleaming'] },
  fast: { little: ['fast', 'quick'], middle: ['quick', 'speedy', 'swift'], big: ['swift', 'rapid', 'nimble'] },
  walked: { little: ['walked', 'went'], middle: ['wandered', 'strolled', 'tiptoed'], big: ['ambled', 'meandered', 'wandered'] },
  looked: { little: ['looked', 'peeked'], middle: ['peeked', 'peered', 'looked'], big: ['peered', 'gazed', 'squinted'] },
  funny: { little: ['funny', 'silly'], middle: ['silly', 'funny', 'giggly'], big: ['ridiculous', 'absurd', 'hilarious'] },
  strange: { little: ['funny', 'odd'], middle: ['strange', 'odd', 'curious'], big: ['peculiar', 'mysterious', 'curious'] },
  beautiful: { little: ['pretty', 'lovely'], middle: ['lovely', 'beautiful'], big: ['magnificent', 'breathtaking', 'exquisite'] },
  scared: { little: ['scared', 'a bit scared'], middle: ['nervous', 'worried'], big: ['apprehensive', 'uneasy', 'anxious'] },
  brave: { little: ['brave'], middle: ['brave', 'bold'], big: ['courageous', 'daring', 'valiant'] },
  tired: { little: ['sleepy', 'tired'], middle: ['sleepy', 'drowsy'], big: ['drowsy', 'weary', 'heavy-eyed'] },
  soft: { little: ['soft'], middle: ['soft', 'gentle', 'fluffy'], big: ['velvety', 'feather-soft', 'downy'] },
  glowed: { little: ['glowed', 'shone'], middle: ['glowed', 'gleamed', 'shimmered'], big: ['shimmered', 'glimmered', 'gleamed'] },
  warm: { little: ['warm', 'cosy'], middle: ['warm', 'cosy', 'snug'], big: ['snug', 'toasty', 'cosy'] },
  excited: { little: ['excited'], middle: ['excited', 'thrilled'], big: ['exhilarated', 'thrilled', 'eager'] },
  idea: { little: ['idea'], middle: ['idea', 'plan'], big: ['notion', 'plan', 'idea'] },
  clever: { little: ['clever', 'smart'], middle: ['clever', 'smart'], big: ['ingenious', 'resourceful', 'clever'] },
  laughed: { little: ['laughed', 'giggled'], middle: ['giggled', 'chuckled', 'laughed'], big: ['chuckled', 'chortled', 'burst out laughing'] },
  quickly: { little: ['fast', 'quickly'], middle: ['quickly', 'swiftly'], big: ['swiftly', 'briskly', 'in a flash'] },
  slowly: { little: ['slowly'], middle: ['slowly', 'gently'], big: ['unhurriedly', 'gently', 'languidly'] },
  journey: { little: ['trip'], middle: ['journey', 'adventure', 'trip'], big: ['expedition', 'voyage', 'journey'] },
  wonderful: { little: ['great', 'lovely'], middle: ['wonderful', 'amazing'], big: ['marvellous', 'extraordinary', 'remarkable'] },
  wondered: { little: ['wondered'], middle: ['wondered', 'puzzled'], big: ['pondered', 'wondered', 'mused'] },
  shouted: { little: ['shouted', 'called'], middle: ['shouted', 'cried', 'called'], big: ['exclaimed', 'cried', 'called out'] },
  whispered: { little: ['whispered'], middle: ['whispered', 'said softly'], big: ['murmured', 'whispered', 'breathed'] },
  tumbled: { little: ['fell', 'tumbled'], middle: ['tumbled', 'toppled'], big: ['tumbled', 'toppled', 'careered'] },
  shiny: { little: ['shiny'], middle: ['shiny', 'glittering'], big: ['glittering', 'burnished', 'lustrous'] },
  dark: { little: ['dark'], middle: ['dark', 'shadowy'], big: ['shadowy', 'dusky', 'inky'] },
};

export function lexeme(band: Band, key: string, rng: Rng): string {
  const entry = LEXICON[key];
  if (!entry) throw new Error(`Unknown lexicon word: ${key}`);
  return rng.pick(entry[band]);
}
