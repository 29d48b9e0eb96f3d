import { squeeze, toWords } from './normalize';

// Words of different sentences are this far apart, so no "near" rule spans a sentence end.
export const SENTENCE_GAP = 50;

/**
 * Every list's entries indexed by their first word, so one pass over a text finds where each list
 * matches (a story of a thousand words is read once, not once per list). A text word matches an
 * entry word when it is the same word, or when it was stretched on purpose (a run of three or more
 * letters, "kiiiill") and squeezes to the same. Plain words are not squeezed: "poses" must not
 * read as "possess".
 */
interface Entry {
  list: number;
  first: string;
  squeezedFirst: string;
  rest: string[];
  /** "word*": the last word also matches longer words that start with it. */
  stem: boolean;
}

export class Lexicon {
  private readonly exact = new Map<string, Entry[]>();
  private readonly squeezed = new Map<string, Entry[]>();
  /** Single-word stems, by their first two letters. */
  private readonly stems = new Map<string, Entry[]>();
  size = 0;

  add(raw: readonly string[]): EntryList {
    const list = this.size;
    this.size += 1;
    for (const entry of raw) {
      const stem = entry.endsWith('*');
      const words = toWords(stem ? entry.slice(0, -1) : entry)
        .split(' ')
        .filter((word) => word && word !== '.');
      // One letter ("kkk" would be stretched to "k") would match any split-up word.
      if (words.join('').length < 2) throw new Error(`Safety list entry "${entry}" is too short to match safely`);
      const [first, ...rest] = words as [string, ...string[]];
      const indexed: Entry = { list, first, squeezedFirst: squeeze(first), rest, stem };
      if (stem && rest.length === 0) push(this.stems, first.slice(0, 2), indexed);
      else {
        push(this.exact, first, indexed);
        push(this.squeezed, indexed.squeezedFirst, indexed);
      }
    }
    return { id: list, lexicon: this };
  }

  /** For each list, the word indexes where one of its entries starts, and how many words it spans. */
  scan(reading: Reading): [number, number][][] {
    const hits: [number, number][][] = Array.from({ length: this.size }, () => []);
    const words = reading.words;
    const check = (entry: Entry, i: number) => {
      const last = entry.rest.length - 1;
      for (let offset = 0; offset <= last; offset += 1) {
        const next = entry.rest[offset] as string;
        if (reading.matches(i + 1 + offset, next)) continue;
        if (entry.stem && offset === last && (words[i + 1 + offset] ?? '').startsWith(next)) continue;
        return;
      }
      hits[entry.list]?.push([i, entry.rest.length + 1]);
    };
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i] as string;
      if (!word) continue;
      for (const entry of this.exact.get(word) ?? []) check(entry, i);
      for (const entry of this.stems.get(word.slice(0, 2)) ?? []) if (word.startsWith(entry.first)) check(entry, i);
      if (!reading.isStretched(i)) continue;
      const squeezedWord = squeeze(word);
      for (const entry of this.squeezed.get(squeezedWord) ?? []) if (entry.first !== word) check(entry, i);
      for (const entry of this.stems.get(squeezedWord.slice(0, 2)) ?? [])
        if (!word.startsWith(entry.first) && squeezedWord.startsWith(entry.squeezedFirst)) check(entry, i);
    }
    return hits;
  }
}

export interface EntryList {
  id: number;
  lexicon: Lexicon;
}

/** "kiiill": a letter three times in a row, which almost no real word has; it was stretched on purpose. */
function hasRunOfThree(word: string): boolean {
  for (let i = 2; i < word.length; i += 1) if (word[i] === word[i - 1] && word[i] === word[i - 2]) return true;
  return false;
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** One reading of the text: its words with their positions (sentence ends leave a gap). */
export class Reading {
  readonly words: string[] = [];
  private readonly positions: number[] = [];
  private readonly stretched: boolean[] = [];
  private readonly hits = new Map<Lexicon, [number, number][][]>();

  /** `allowed` holds innocent phrases ("killer whale", "water pistol"), blanked before any rule looks. */
  constructor(text: string, allowed: Lexicon) {
    let position = 0;
    for (const word of text.split(' ')) {
      if (!word) continue;
      if (word === '.') {
        position += SENTENCE_GAP;
        continue;
      }
      this.words.push(word);
      this.positions.push(position);
      this.stretched.push(hasRunOfThree(word));
      position += 1;
    }
    for (const [start, length] of allowed.scan(this)[0] ?? []) {
      for (let i = start; i < start + length; i += 1) this.words[i] = '';
    }
  }

  isStretched(i: number): boolean {
    return this.stretched[i] === true;
  }

  matches(i: number, word: string): boolean {
    const actual = this.words[i];
    if (!actual) return false;
    return actual === word || (this.isStretched(i) && squeeze(actual) === squeeze(word));
  }

  positionsOf(list: EntryList): number[] {
    let hits = this.hits.get(list.lexicon);
    if (!hits) {
      hits = list.lexicon.scan(this);
      this.hits.set(list.lexicon, hits);
    }
    return (hits[list.id] ?? []).map(([i]) => this.positions[i] as number);
  }
}
