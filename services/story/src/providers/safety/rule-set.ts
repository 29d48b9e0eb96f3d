import context from './rules/context.json';
import drugs from './rules/drugs.json';
import hate from './rules/hate.json';
import horror from './rules/horror.json';
import personalData from './rules/personal-data.json';
import selfHarm from './rules/selfharm.json';
import sexual from './rules/sexual.json';
import violence from './rules/violence.json';
import { toWords } from './normalize';

/**
 * The category rules, compiled from the data files in ./rules. A rule fires on one word of a list
 * ("any"), on two lists' words close together ("near", e.g. a hurting word within five words of a
 * person), optionally only when a third list appears anywhere ("also"), or on a pattern read on the
 * folded text (personal details). Single words like "sword", "secret" or "alone" never refuse by
 * themselves: the harm is in what they are next to.
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

/** Where a list's words sit in a reading: word positions (a phrase counts from its first word). */
type Finder = (words: string) => number[];

interface CompiledRule {
  category: SafetyCategory;
  /** Which rule of its file fired, for logs (never the text itself). */
  id: string;
  test(input: RuleInput): boolean;
}

export interface RuleInput {
  /** Squeezed words-only readings of the text. */
  readings: string[];
  /** Lowercase folded text with digits and punctuation. */
  folded: string;
  /** The text after Unicode folding but with its capitals, for names of schools. */
  cased: string;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A list entry in the same squeezed form as the readings; "word*" keeps matching longer words. */
function entrySource(entry: string): string | undefined {
  const stem = entry.endsWith('*');
  const words = toWords(stem ? entry.slice(0, -1) : entry);
  // One squeezed letter ("kkk" reads "k") would match any split-up word: such entries need a longer form.
  if (words.replace(/ /g, '').length < 2) throw new Error(`Safety list entry "${entry}" is too short to match safely`);
  return escape(words) + (stem ? '\\p{L}*' : '');
}

function compileList(entries: readonly string[]): Finder {
  const sources = [...new Set(entries.map(entrySource).filter((source): source is string => source !== undefined))];
  // Longest first, so a phrase wins over its first word.
  sources.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}])(?:${sources.join('|')})(?![\\p{L}])`, 'gu');
  return (words) => {
    const positions: number[] = [];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(words); match; match = pattern.exec(words)) {
      positions.push(countSpaces(words, match.index));
      // Overlapping entries: look again from the next word, not past the whole phrase.
      const nextSpace = words.indexOf(' ', match.index + 1);
      pattern.lastIndex = nextSpace < 0 ? words.length : nextSpace + 1;
    }
    return positions;
  };
}

function countSpaces(text: string, end: number): number {
  let count = 0;
  for (let index = 0; index < end; index += 1) if (text.charCodeAt(index) === 32) count += 1;
  return count;
}

const FILES: CategoryData[] = [violence, selfHarm, sexual, drugs, hate, horror, personalData] as CategoryData[];
const SHARED_LISTS: Record<string, string[]> = context.lists;

function compileFile(file: CategoryData): { rules: CompiledRule[]; allowed: string[] } {
  const category = file.category as SafetyCategory;
  const finders = new Map<string, Finder>();
  const finder = (name: string): Finder => {
    let found = finders.get(name);
    if (found) return found;
    const entries = file.lists?.[name] ?? SHARED_LISTS[name];
    if (!entries) throw new Error(`Safety rules for ${category} name an unknown list "${name}"`);
    found = compileList(entries);
    finders.set(name, found);
    return found;
  };
  const patternFor = (name: string): ((input: RuleInput) => boolean) => {
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

  const rules = file.rules.map((rule, index): CompiledRule => {
    const also = (rule.also === undefined ? [] : Array.isArray(rule.also) ? rule.also : [rule.also]).map(finder);
    const alsoPresent = (words: string) => also.every((find) => find(words).length > 0);
    const id = `${category}#${index + 1}`;
    if (rule.pattern) {
      const matches = patternFor(rule.pattern);
      return { category, id, test: (input) => matches(input) && input.readings.some(alsoPresent) };
    }
    if (rule.any) {
      const find = finder(rule.any);
      return { category, id, test: (input) => input.readings.some((words) => find(words).length > 0 && alsoPresent(words)) };
    }
    if (rule.near && rule.near.length === 2) {
      const [first, second] = rule.near.map(finder) as [Finder, Finder];
      const within = rule.within ?? 5;
      return {
        category,
        id,
        test: (input) =>
          input.readings.some((words) => {
            const a = first(words);
            if (a.length === 0) return false;
            const b = second(words);
            return b.some((at) => a.some((other) => Math.abs(at - other) <= within && at !== other)) && alsoPresent(words);
          }),
      };
    }
    throw new Error(`Safety rule ${id} needs "any", "near" (two lists) or "pattern"`);
  });
  return { rules, allowed: file.allowed ?? [] };
}

const compiled = FILES.map(compileFile);

export const RULES: readonly CompiledRule[] = compiled.flatMap((file) => file.rules);

/** Innocent phrases containing a listed word ("killer whale", "water pistol"), blanked before matching. */
const ALLOWED = compileAllowed(compiled.flatMap((file) => file.allowed));

function compileAllowed(phrases: string[]): RegExp {
  const sources = [...new Set(phrases.map(entrySource).filter((source): source is string => source !== undefined))].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}])(?:${sources.join('|')})(?![\\p{L}])`, 'gu');
}

export function withoutAllowed(words: string): string {
  // A blanked phrase leaves one placeholder word, so distances between the other words stay honest.
  return words.replace(ALLOWED, 'ok');
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
