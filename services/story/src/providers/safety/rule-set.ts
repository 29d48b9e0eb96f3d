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
 * One reading, indexed by word. A word matches an entry word when it is the same word, or when it
 * was stretched on purpose (a run of three or more letters, "kiiiill") and squeezes to the same.
 * Plain words are not squeezed: "poses" must not read as "possess".
 */
class Reading {
  readonly exact = new Map<string, number[]>();
  readonly stretched = new Map<string, number[]>();
  /** Distinct words by their first two letters, so a stem ("behead*") looks only at words that could start with it. */
  readonly byStart = new Map<string, string[]>();
  readonly words: string[] = [];
  readonly positions: number[] = [];
  private readonly isStretched: boolean[] = [];
  private readonly cache = new Map<EntryList, number[]>();

  constructor(text: string, allowed: EntryList | undefined) {
    let position = 0;
    for (const word of text.split(' ')) {
      if (!word) continue;
      if (word === '.') {
        position += SENTENCE_GAP;
        continue;
      }
      this.words.push(word);
      this.positions.push(position);
      position += 1;
    }
    this.index();
    // Innocent phrases ("killer whale", "water pistol") are blanked before any rule looks.
    for (const [start, length] of allowed?.spans(this) ?? []) {
      for (let i = start; i < start + length; i += 1) this.blank(i);
    }
  }

  private blank(i: number) {
    const word = this.words[i];
    if (!word) return;
    const without = (map: Map<string, number[]>, key: string) => map.set(key, (map.get(key) ?? []).filter((at) => at !== i));
    without(this.exact, word);
    if (this.isStretched[i]) without(this.stretched, squeeze(word));
    this.words[i] = '';
  }

  private index() {
    for (const [i, word] of this.words.entries()) {
      if (!word) continue;
      if (!this.exact.has(word)) push(this.byStart, word.slice(0, 2), word);
      push(this.exact, word, i);
      this.isStretched[i] = /(\p{L})\1\1/u.test(word);
      if (this.isStretched[i]) push(this.stretched, squeeze(word), i);
    }
  }

  matches(i: number, word: string): boolean {
    const actual = this.words[i];
    if (!actual) return false;
    return actual === word || (this.isStretched[i] === true && squeeze(actual) === squeeze(word));
  }

  positionsOf(list: EntryList): number[] {
    let found = this.cache.get(list);
    if (!found) {
      found = list.find(this).map((i) => this.positions[i] as number);
      this.cache.set(list, found);
    }
    return found;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

interface Entry {
  words: string[];
  stem: boolean;
  /** The first word squeezed, to look up stretched words ("kiiiill"). */
  squeezedFirst: string;
}

/** A list of words and phrases; "word*" entries also match longer words starting so. */
class EntryList {
  private readonly entries: Entry[];

  constructor(raw: readonly string[]) {
    this.entries = raw.map((entry) => {
      const stem = entry.endsWith('*');
      const words = toWords(stem ? entry.slice(0, -1) : entry).split(' ').filter((word) => word && word !== '.');
      // One letter ("kkk" would be stretched to "k") would match any split-up word.
      if (words.join('').length < 2) throw new Error(`Safety list entry "${entry}" is too short to match safely`);
      return { words, stem, squeezedFirst: squeeze(words[0] as string) };
    });
  }

  /** Word indexes where an entry starts. */
  find(reading: Reading): number[] {
    return this.spans(reading).map(([start]) => start);
  }

  spans(reading: Reading): [number, number][] {
    const found: [number, number][] = [];
    for (const { words, stem, squeezedFirst } of this.entries) {
      const [first, ...rest] = words as [string, ...string[]];
      const starts: number[] = [];
      if (stem && rest.length === 0) {
        for (const word of reading.byStart.get(first.slice(0, 2)) ?? []) if (word.startsWith(first)) starts.push(...(reading.exact.get(word) ?? []));
        for (const [word, at] of reading.stretched) if (word.startsWith(squeezedFirst)) starts.push(...at);
      } else {
        starts.push(...(reading.exact.get(first) ?? []), ...(reading.stretched.get(squeezedFirst) ?? []));
      }
      for (const start of starts) {
        if (rest.every((word, offset) => reading.matches(start + 1 + offset, word) || (stem && offset === rest.length - 1 && (reading.words[start + 1 + offset] ?? '').startsWith(word)))) {
          found.push([start, words.length]);
        }
      }
    }
    return found;
  }
}

interface PreparedInput {
  readings: Reading[];
  folded: string;
  cased: string;
}

// Order decides which category names a text that several fit: "hurt yourself" is about self-harm before violence.
const FILES: CategoryData[] = [selfHarm, sexual, horror, hate, drugs, violence, personalData] as CategoryData[];
const SHARED_LISTS = new Map(Object.entries(context.lists as Record<string, string[]>).map(([name, entries]) => [name, new EntryList(entries)]));

function compileFile(file: CategoryData): CompiledRule[] {
  const category = file.category as SafetyCategory;
  const own = new Map(Object.entries(file.lists ?? {}).map(([name, entries]) => [name, new EntryList(entries)]));
  const list = (name: string): EntryList => {
    const found = own.get(name) ?? SHARED_LISTS.get(name);
    if (!found) throw new Error(`Safety rules for ${category} name an unknown list "${name}"`);
    return found;
  };
  const patternFor = (name: string): ((input: PreparedInput) => boolean) => {
    const folded = file.patterns?.[name];
    if (folded !== undefined) {
      const regex = new RegExp(folded, 'u');
      return (input) => regex.test(input.folded);
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
const ALLOWED = new EntryList(FILES.flatMap((file) => file.allowed ?? []));

/** The first rule the text breaks, or nothing. */
export function firstBrokenRule(input: RuleInput): { category: SafetyCategory; id: string } | undefined {
  const prepared: PreparedInput = { readings: input.readings.map((text) => new Reading(text, ALLOWED)), folded: input.folded, cased: input.cased };
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
