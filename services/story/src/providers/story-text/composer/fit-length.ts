import { countWords } from '@bedtime/contracts';
import { WORD_BANDS, type Band } from './age-bands';
import type { Rng } from './random';
import type { Sentence } from './template';

export type Role =
  | 'opening' | 'setup' | 'scene' | 'twist' | 'interlude' | 'conflict' | 'rising'
  | 'turn' | 'climax' | 'resolution' | 'statement' | 'windDown' | 'ending';

export interface Paragraph {
  role: Role;
  sentences: Sentence[];
}

const wordCounts = new WeakMap<Sentence, number>();

function wordsIn(sentence: Sentence): number {
  let count = wordCounts.get(sentence);
  if (count === undefined) {
    count = countWords(sentence.text);
    wordCounts.set(sentence, count);
  }
  return count;
}

function total(paragraphs: readonly Paragraph[]): number {
  return paragraphs.reduce((sum, paragraph) => sum + paragraph.sentences.reduce((inner, sentence) => inner + wordsIn(sentence), 0), 0);
}

function dropWhile(story: Paragraph[], rng: Rng, limit: number, pick: (sentence: Sentence) => boolean): void {
  while (total(story) > limit) {
    const candidates = story.flatMap((paragraph) => paragraph.sentences.filter(pick).map((sentence) => ({ paragraph, sentence })));
    if (candidates.length === 0) return;
    const { paragraph, sentence } = rng.pick(candidates);
    paragraph.sentences = paragraph.sentences.filter((candidate) => candidate !== sentence);
  }
}

/** Framing beats that may be shortened from the middle, with how many opening sentences to keep. */
const TRIMMABLE: readonly (readonly [Role, number])[] = [
  ['rising', 1], ['resolution', 1], ['windDown', 1], ['setup', 1], ['opening', 1], ['scene', 2], ['conflict', 1], ['turn', 1], ['twist', 1],
];

/**
 * Brings a story inside its age band's word range. Interludes are added where the middle of the
 * story has room. When it runs long, optional sentences go first, then interludes, then the soft
 * details, and at last the framing beats are shortened. The parent's lesson and twists, and the
 * moment each interest helps, are never dropped.
 */
export function fitLength(paragraphs: Paragraph[], band: Band, rng: Rng, interludes: () => Paragraph | undefined): Paragraph[] {
  const target = WORD_BANDS[band];
  let story = [...paragraphs];
  const insertAt = () => {
    const index = story.findIndex((paragraph) => paragraph.role === 'conflict');
    return index < 0 ? Math.floor(story.length / 2) : index;
  };

  while (total(story) < target.aimLow) {
    const extra = interludes();
    if (!extra) break;
    story.splice(insertAt(), 0, extra);
  }

  dropWhile(story, rng, target.aimHigh, (sentence) => sentence.optional);
  for (let index = story.length - 1; index >= 0 && total(story) > target.max; index -= 1) {
    if (story[index]?.role === 'interlude') story.splice(index, 1);
  }
  dropWhile(story, rng, target.max - 5, (sentence) => sentence.soft === true);

  // Last resort for very long parent input: shorten beats from the middle, keeping each beat's
  // opening and its closing sentence; then, if still needed, keep only the opening.
  for (const tail of [1, 0]) {
    for (const [role, keep] of TRIMMABLE) {
      for (const paragraph of story.filter((candidate) => candidate.role === role)) {
        while (total(story) > target.max && paragraph.sentences.length > keep + tail) paragraph.sentences.splice(keep, 1);
      }
    }
  }
  story = story.filter((paragraph) => paragraph.sentences.length > 0);
  return story;
}
