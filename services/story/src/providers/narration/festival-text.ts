import type { WordSpan } from '@bedtime/contracts';

/** What Festival is asked to say for one sentence, and which text words each of its tokens carries. */
export interface FestivalUtterance {
  /** ASCII text, one Festival token (whitespace-separated) per entry of `groups`. */
  text: string;
  /** groups[k] = positions (in the sentence's word list) of the text words spoken by Festival token k. */
  groups: number[][];
}

/**
 * Festival reads Latin-1 and splits tokens only at whitespace, so the sentence is rebuilt from the
 * shared tokenizer's words: each becomes its own Festival token (which ties Festival's timing back to
 * exactly that word), with the punctuation that shapes phrasing kept and quotes and symbols left out.
 */
export function festivalUtterance(text: string, words: readonly WordSpan[], sentenceEnd: number): FestivalUtterance {
  const tokens: string[] = [];
  const groups: number[][] = [];
  let previous: WordSpan | undefined;
  for (const [position, word] of words.entries()) {
    const spoken = speakable(word.text);
    if (!spoken) continue;
    const gap = previous ? text.slice(previous.charEnd, word.charStart) : '';
    const last = tokens.length - 1;
    if (previous && last >= 0 && /^[,.:]$/.test(gap) && /\d$/.test(tokens[last]!) && /^\d/.test(spoken)) {
      // "1,000" and "7:30" are one number to Festival, though two words to the tokenizer.
      tokens[last] += gap + spoken;
      groups[last]!.push(position);
    } else {
      if (last >= 0) tokens[last] += innerPunctuation(gap);
      tokens.push(spoken);
      groups.push([position]);
    }
    previous = word;
  }
  if (tokens.length > 0 && previous) tokens[tokens.length - 1] += finalPunctuation(text.slice(previous.charEnd, sentenceEnd));
  return { text: tokens.join(' '), groups };
}

/** Whether any word has letters or digits an English voice (Festival, espeak en-us) can say, after accents are dropped. */
export function hasSpeakableWord(words: readonly WordSpan[]): boolean {
  return words.some((word) => speakable(word.text) !== '');
}

/**
 * Longer than any word a child's story uses ("supercalifragilisticexpialidocious" is 34): a run of
 * letters past this is noise (a held-down key), which the voice would spell out letter by letter for
 * minutes, holding a synthesis slot every other family shares.
 */
export const LONGEST_SPOKEN_WORD = 40;

function speakable(word: string): string {
  if (word.length > LONGEST_SPOKEN_WORD) return '';
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/[^A-Za-z0-9'-]/g, '')
    .replace(/^['-]+|['-]+$/g, '');
}

function innerPunctuation(gap: string): string {
  if (/[,;:!?…()—–]|\.\.|--|\s-\s/.test(gap)) return ',';
  return '';
}

function finalPunctuation(tail: string): string {
  if (tail.includes('?')) return '?';
  if (tail.includes('!')) return '!';
  return '.';
}
