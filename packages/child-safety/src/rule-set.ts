import contact from './rules/contact.json';
import context from './rules/context.json';
import drugs from './rules/drugs.json';
import hate from './rules/hate.json';
import horror from './rules/horror.json';
import personalData from './rules/personal-data.json';
import profanity from './rules/profanity.json';
import selfHarm from './rules/selfharm.json';
import sexual from './rules/sexual.json';
import violence from './rules/violence.json';
import { toWords } from './normalize';
import { Lexicon, Reading, SENTENCE_GAP, type EntryList } from './word-index';

/**
 * The category rules, compiled from the data files in ./rules. A rule fires on one entry of a list
 * ("any"), on entries of two lists close together in one sentence ("near", e.g. a hurting word
 * within five words of a person), optionally only when other lists appear anywhere ("also"), or on
 * a pattern read on the folded text (personal details). Single words like "sword", "secret" or
 * "alone" never refuse by themselves: the harm is in what they are next to.
 */
export type SafetyCategory = 'violence' | 'selfHarm' | 'sexual' | 'drugs' | 'hate' | 'horror' | 'personalData' | 'contact' | 'profanity' | 'hiddenText';

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

// "also" words count within a few sentences of the match (a parent's input is always that short).
const ALSO_WITHIN = 3 * SENTENCE_GAP;

interface CompiledRule {
  category: SafetyCategory;
  /** Which rule of its file fired ("violence#3"), for logs: never the text itself. */
  id: string;
  test(input: PreparedInput): boolean;
}

interface PreparedInput {
  readings: Reading[];
  folded: string;
  cased: string;
}

// Order decides which category names a text that several fit: "hurt yourself" is about self-harm before violence,
// a link is a personal detail before its "free robux" is a lure.
const FILES: CategoryData[] = [selfHarm, sexual, horror, hate, drugs, violence, personalData, contact, profanity] as CategoryData[];
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
    const alsoNear = (reading: Reading, at: number) =>
      also.every((entries) => reading.positionsOf(entries).some((other) => Math.abs(other - at) <= ALSO_WITHIN));
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
  const prepared: PreparedInput = { readings: input.readings.map((text) => new Reading(text, ALLOWED_LEXICON)), folded: input.folded, cased: input.cased };
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
