import context from './rules/context.json';
import drugs from './rules/drugs.json';
import hate from './rules/hate.json';
import horror from './rules/horror.json';
import personalData from './rules/personal-data.json';
import selfHarm from './rules/selfharm.json';
import sexual from './rules/sexual.json';
import violence from './rules/violence.json';
import { squeeze, toWords } from './normalize';

/**
 * The category rules, compiled from the data files in ./rules. A rule fires on one entry of a list
 * ("any"), on entries of two lists close together in one sentence ("near", e.g. a hurting word
 * within five words of a person), optionally only when other lists appear anywhere ("also"), or on
 * a pattern read on the folded text (personal details). Single words like "sword", "secret" or
 * "alone" never refuse by themselves: the harm is in what they are next to.
 */
export type SafetyCategory = 'violence' | 'selfHarm' | 'sexual' | 'drugs' | 'hate' | 'horror' | 'personalData';

interface RuleData {
  any?: string;
  near?: string[];
  within?: number;
  also?: string | string[];
  pattern?: string;
}

interface CategoryData {
  category: string;
  /** Lists whose single words are harmful wherever they appear; the composer's vocabulary leaves them out. */
  harmLists?: string[];
  lists?: Record<string, string[]>;
  rules: RuleData[];
  allowed?: string[];
  patterns?: Record<string, string>;
  casedPatterns?: Record<string, string>;
  /** A cheap test a text must pass before a pattern is tried (most texts have no digits, no "@"). */
  prefilters?: Record<string, string>;
}

export interface RuleInput {
  /** The words-only readings of the text (see normalize.ts). */
  readings: string[];
  /** Lowercase folded text with digits and punctuation. */
  folded: string;
  /** The text after Unicode folding but with its capitals, for names of schools. */
  cased: string;
}

interface CompiledRule {
  category: SafetyCategory;
  /** Which rule of its file fired ("violence#3"), for logs: never the text itself. */
  id: string;
  test(input: PreparedInput): boolean;
}

// Words of different sentences are this far apart, so no "near" rule spans a sentence end.
const SENTENCE_GAP = 50;
// "also" words count within a few sentences of the match (a parent's input is always that short).
const ALSO_WITHIN = 3 * SENTENCE_GAP;

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

class Lexicon {
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
      const words = toWords(stem ? entry.slice(0, -1) : entry).split(' ').filter((word) => word && word !== '.');
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
      for (const entry of this.stems.get(squeezedWord.slice(0, 2)) ?? []) if (!word.startsWith(entry.first) && squeezedWord.startsWith(entry.squeezedFirst)) check(entry, i);
    }
    return hits;
  }
}

interface EntryList {
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
class Reading {
  readonly words: string[] = [];
  private readonly positions: number[] = [];
  private readonly stretched: boolean[] = [];
  private hits: [number, number][][] | undefined;

  constructor(text: string) {
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
    // Innocent phrases ("killer whale", "water pistol") are blanked before any rule looks.
    for (const [start, length] of ALLOWED_LEXICON.scan(this)[0] ?? []) {
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
    this.hits ??= RULE_LEXICON.scan(this);
    return (this.hits[list.id] ?? []).map(([i]) => this.positions[i] as number);
  }
}

interface PreparedInput {
  readings: Reading[];
  folded: string;
  cased: string;
}

// Order decides which category names a text that several fit: "hurt yourself" is about self-harm before violence.
const FILES: CategoryData[] = [selfHarm, sexual, horror, hate, drugs, violence, personalData] as CategoryData[];
const RULE_LEXICON = new Lexicon();
const ALLOWED_LEXICON = new Lexicon();
const SHARED_LISTS = new Map(Object.entries(context.lists as Record<string, string[]>).map(([name, entries]) => [name, RULE_LEXICON.add(entries)]));

function compileFile(file: CategoryData): CompiledRule[] {
  const category = file.category as SafetyCategory;
  const own = new Map(Object.entries(file.lists ?? {}).map(([name, entries]) => [name, RULE_LEXICON.add(entries)]));
  const list = (name: string): EntryList => {
    const found = own.get(name) ?? SHARED_LISTS.get(name);
    if (!found) throw new Error(`Safety rules for ${category} name an unknown list "${name}"`);
    return found;
  };
  const patternFor = (name: string): ((input: PreparedInput) => boolean) => {
    const folded = file.patterns?.[name];
    if (folded !== undefined) {
      const regex = new RegExp(folded, 'u');
      const prefilter = file.prefilters?.[name] === undefined ? undefined : new RegExp(file.prefilters[name] as string, 'u');
      return (input) => (!prefilter || prefilter.test(input.folded)) && regex.test(input.folded);
    }
    const cased = file.casedPatterns?.[name];
    if (cased !== undefined) {
      const regex = new RegExp(cased, 'u');
      return (input) => regex.test(input.cased);
    }
    throw new Error(`Safety rules for ${category} name an unknown pattern "${name}"`);
  };

  return file.rules.map((rule, index): CompiledRule => {
    const also = (rule.also === undefined ? [] : Array.isArray(rule.also) ? rule.also : [rule.also]).map(list);
    const alsoPresent = (reading: Reading) => also.every((entries) => reading.positionsOf(entries).length > 0);
    // In a long text (a whole story) the extra words must be close by, within the same stretch of the story.
    const alsoNear = (reading: Reading, at: number) => also.every((entries) => reading.positionsOf(entries).some((other) => Math.abs(other - at) <= ALSO_WITHIN));
    const id = `${category}#${index + 1}`;
    if (rule.pattern) {
      const matches = patternFor(rule.pattern);
      return { category, id, test: (input) => matches(input) && (also.length === 0 || input.readings.some(alsoPresent)) };
    }
    if (rule.any) {
      const entries = list(rule.any);
      return { category, id, test: (input) => input.readings.some((reading) => reading.positionsOf(entries).some((at) => alsoNear(reading, at))) };
    }
    if (rule.near && rule.near.length === 2) {
      const [first, second] = rule.near.map(list) as [EntryList, EntryList];
      const within = rule.within ?? 5;
      return {
        category,
        id,
        test: (input) =>
          input.readings.some((reading) => {
            const a = reading.positionsOf(first);
            if (a.length === 0) return false;
            const b = reading.positionsOf(second);
            return b.some((at) => a.some((other) => at !== other && Math.abs(at - other) <= within && alsoNear(reading, at)));
          }),
      };
    }
    throw new Error(`Safety rule ${id} needs "any", "near" (two lists) or "pattern"`);
  });
}

const RULES: readonly CompiledRule[] = FILES.flatMap(compileFile);
ALLOWED_LEXICON.add(FILES.flatMap((file) => file.allowed ?? []));

/** The first rule the text breaks, or nothing. */
export function firstBrokenRule(input: RuleInput): { category: SafetyCategory; id: string } | undefined {
  const prepared: PreparedInput = { readings: input.readings.map((text) => new Reading(text)), folded: input.folded, cased: input.cased };
  for (const rule of RULES) if (rule.test(prepared)) return { category: rule.category, id: rule.id };
  return undefined;
}

/**
 * Single words that are harmful wherever they appear (and stems, from "word*" entries): the
 * composer's vocabulary leaves them out, so its own parser refuses them even if a rule missed.
 */
export function harmfulWords(): { words: Set<string>; stems: string[] } {
  const words = new Set<string>();
  const stems: string[] = [];
  for (const file of FILES) {
    for (const name of file.harmLists ?? []) {
      for (const entry of file.lists?.[name] ?? []) {
        const word = toWords(entry.replace(/\*$/, ''));
        if (!word || word.includes(' ')) continue;
        if (entry.endsWith('*')) stems.push(word);
        else words.add(word);
      }
    }
  }
  return { words, stems };
}

/**
 * Every single word any category rule names (not the shared context lists): the composer's general
 * word list leaves all of them out, harmless alone or not ("knife", "touch"), to stay on the safe side.
 */
export function ruleWords(): Set<string> {
  const words = new Set<string>();
  for (const file of FILES) {
    for (const entries of Object.values(file.lists ?? {})) {
      for (const entry of entries) {
        const word = toWords(entry.replace(/\*$/, ''));
        if (word && !word.includes(' ')) words.add(word);
      }
    }
  }
  return words;
}
