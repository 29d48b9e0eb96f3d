import { foldText } from '../../safety/normalize';
import { harmfulWords, ruleWords } from '../../safety/rule-set';
import { INTEREST_KITS } from './interest-kits';
import { HERO_NAMES } from './hero';
import commonWords from './vocabulary/common-words.json';
import composerWords from './vocabulary/composer-words.json';
import neverLearn from './vocabulary/never-learn.json';
import phraseData from './vocabulary/phrases.json';
import vocabulary from './vocabulary/vocabulary.json';

/**
 * The composer never pastes words it does not understand. A lesson or plot twist is read into the
 * composer's own vocabulary (who is in it, what happens, and for a lesson its theme); the story then
 * says it with the vocabulary's words only. Anything outside the vocabulary is refused with a
 * suggestion, which also makes this a second safety layer: a harmful word that slipped past the
 * screen is still a word the composer does not know.
 */
export type WordRole = 'being' | 'thing' | 'place' | 'happening' | 'quality' | 'grammar' | 'name' | 'number';

export interface ParsedIdea {
  /** The idea said in the composer's words: only vocabulary words, names and small numbers. */
  text: string;
  /** Who the idea is about, when it names someone: "dragon", "Grandma". */
  who?: string;
  /** The first thing that happens in it: "loses". */
  happens?: string;
}

/** A refusal keeps the unknown word for tests and tuning only: it is never logged or shown. */
export type IdeaReading = { ok: true; idea: ParsedIdea } | { ok: false; reason: 'unknown-word' | 'no-meaning'; word?: string };

const ROLE_LISTS: [WordRole, readonly string[]][] = [
  ['being', vocabulary.beings],
  ['place', vocabulary.places],
  ['thing', vocabulary.things],
  ['happening', vocabulary.happenings],
  ['quality', vocabulary.qualities],
  ['grammar', vocabulary.grammar],
];

const harmful = harmfulWords();
const isHarmful = (word: string) => harmful.words.has(word) || harmful.stems.some((stem) => word.startsWith(stem));

const ROLES = new Map<string, WordRole>();
for (const [role, words] of ROLE_LISTS) for (const word of words) if (!ROLES.has(word) && !isHarmful(word)) ROLES.set(word, role);
// Words collected from the composer's templates and the general word list (frequent words of spoken
// English) are held to a stricter bar than the hand-written vocabulary above.
const RULE_WORDS = ruleWords();
const NEVER = new Set(neverLearn.words);
const neverLearnt = (word: string) => NEVER.has(word) || RULE_WORDS.has(word) || neverLearn.stems.some((stem) => word.startsWith(stem));
for (const word of composerWords.words) if (!ROLES.has(word) && !isHarmful(word) && !NEVER.has(word)) ROLES.set(word, 'quality');
for (const word of commonWords.words) if (!ROLES.has(word) && !isHarmful(word) && !neverLearnt(word)) ROLES.set(word, 'quality');

const NAMES = new Set<string>([
  ...Object.values(HERO_NAMES).flat(),
  ...Object.values(INTEREST_KITS).flatMap((kit) => kit.companions.map((companion) => companion.name)),
  'Grandma', 'Grandpa', 'Granny', 'Nana', 'Santa', 'Mum', 'Mom', 'Dad', 'Mummy', 'Mommy', 'Daddy',
].filter((name) => !isHarmful(name.toLowerCase())));

const PHRASES: [RegExp, string][] = Object.entries(phraseData.phrases)
  .sort(([a], [b]) => b.length - a.length)
  .map(([phrase, said]) => [new RegExp(`(?<![\\p{L}'])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'giu'), said]);

/** Endings to take off to find a word's dictionary form: "loses" -> "lose", "hiccuping" -> "hiccup". */
function baseForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => form.length >= 2 && forms.push(form);
  if (word.endsWith("'s") || word.endsWith("s'")) add(word.slice(0, -2));
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ied')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s')) add(word.slice(0, -1));
  for (const ending of ['ing', 'ed', 'er', 'est']) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    add(stem);
    add(`${stem}e`);
    if (/(.)\1$/.test(stem)) add(stem.slice(0, -1));
  }
  if (word.endsWith('ily')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ly')) add(word.slice(0, -2));
  return forms;
}

function roleOf(word: string): WordRole | undefined {
  if (isHarmful(word)) return undefined;
  for (const form of baseForms(word)) {
    if (isHarmful(form)) return undefined;
    const role = ROLES.get(form);
    if (role) return role;
  }
  return undefined;
}

const TOKEN = /\p{L}+(?:['’]\p{L}+)*['’]?|\d+|[.,!?;:]/gu;
const PLACEHOLDER = '\u0001';

/**
 * Reads one lesson or twist. Phrases are understood first (and may be said more gently), then each
 * word must be a vocabulary word, a known name or a small number; everything else in the text
 * (symbols, emoji, quotes) is simply not carried over.
 */
export function readIdea(raw: string, options: { extraNames?: readonly string[] } = {}): IdeaReading {
  const sayings: string[] = [];
  let text = raw.normalize('NFKC').replace(/[\p{Cf}\p{Cc}]/gu, ' ').replace(/[’‘]/g, "'");
  for (const [pattern, said] of PHRASES) {
    text = text.replace(pattern, () => {
      sayings.push(said);
      return ` ${PLACEHOLDER}${sayings.length - 1}${PLACEHOLDER} `;
    });
  }
  const names = new Set([...NAMES, ...(options.extraNames ?? [])].map((name) => name.toLowerCase()));
  const out: string[] = [];
  let who: string | undefined;
  let happens: string | undefined;
  let meaningful = false;
  // A capitalised word inside a sentence that the vocabulary does not know is read as someone's name
  // ("then Emma finds a shell"), at most two of them; at the start of a sentence a capital says nothing.
  let newNames = 0;
  let sentenceStart = true;
  // Odd pieces are the phrases understood above, by number.
  for (const [position, part] of text.split(PLACEHOLDER).entries()) {
    if (position % 2 === 1) {
      out.push(sayings[Number(part)] ?? '');
      meaningful = true;
      continue;
    }
    for (const match of part.matchAll(TOKEN)) {
      const token = match[0].replace(/’/g, "'");
      if (/^[.,!?;:]$/.test(token)) {
        out.push(token);
        sentenceStart = /[.!?]/.test(token);
        continue;
      }
      const atStart = sentenceStart;
      sentenceStart = false;
      if (/^\d+$/.test(token)) {
        // Small counts only ("3 bears"): long digit runs and numbers in a row (a phone number, a
        // clock time) are never copied into a story.
        const previous = out.at(-1) === ':' ? out.at(-2) : out.at(-1);
        if (token.length > 4 || (previous !== undefined && /^\d+$/.test(previous))) return { ok: false, reason: 'unknown-word', word: token };
        out.push(token);
        continue;
      }
      const folded = foldText(token).replace(/'$/, '');
      const bare = folded.replace(/'s$/, '');
      if (names.has(bare) && /^\p{Lu}/u.test(token)) {
        const name = token.charAt(0).toUpperCase() + token.slice(1).toLowerCase();
        out.push(name);
        who ??= name.replace(/'s$/i, '');
        meaningful = true;
        continue;
      }
      const role = roleOf(folded);
      if (!role && !atStart && newNames < 2 && /^\p{Lu}\p{Ll}{1,15}$/u.test(token) && !isHarmful(bare)) {
        newNames += 1;
        out.push(token);
        who ??= token;
        meaningful = true;
        continue;
      }
      if (!role) return { ok: false, reason: 'unknown-word', word: token };
      // The vocabulary's spelling, not the parent's: folded (no look-alike letters, no accents).
      out.push(folded);
      if (role === 'being') who ??= bare;
      if (role === 'happening') happens ??= bare;
      if (role !== 'grammar') meaningful = true;
    }
  }
  if (!meaningful) return { ok: false, reason: 'no-meaning' };
  const said = out.join(' ').replace(/\s+([.,!?;:])/g, '$1').replace(/\s+/g, ' ').trim();
  return { ok: true, idea: { text: said, ...(who ? { who } : {}), ...(happens ? { happens } : {}) } };
}

export type ParentIdeas =
  | { ok: true; lesson: ParsedIdea; plotTwists: ParsedIdea[] }
  | { ok: false; field: 'lesson' | 'plotTwists'; index?: number; message: string };

export const LESSON_NOT_UNDERSTOOD =
  "We couldn't turn that lesson into a story: please say it in everyday words about what your child can learn. Try a lesson like \"sharing makes playtime more fun\" or \"it's brave to ask for help\".";

export function twistNotUnderstood(where: string): string {
  return `We couldn't fit ${where} into the story: please say in everyday words who appears or what happens. Try a twist like "the moon loses its glow" or "a friendly robot joins in".`;
}

/** Reads the lesson and the twists, or says kindly which one to change. */
export function readParentIdeas(fields: { lesson: string; plotTwists: readonly string[]; heroName?: string }): ParentIdeas {
  const extraNames = fields.heroName ? fields.heroName.split(/\s+/).filter((part) => /^\p{L}[\p{L}'-]*$/u.test(part)) : [];
  const lesson = readIdea(fields.lesson, { extraNames });
  if (!lesson.ok) return { ok: false, field: 'lesson', message: LESSON_NOT_UNDERSTOOD };
  const plotTwists: ParsedIdea[] = [];
  for (const [index, twist] of fields.plotTwists.entries()) {
    // A twist with no words at all has nothing to say (the API refuses blank ones; the composer just skips them).
    if (!/[\p{L}\p{N}]/u.test(twist)) continue;
    const reading = readIdea(twist, { extraNames });
    if (!reading.ok) {
      const where = fields.plotTwists.length > 1 ? `plot twist ${index + 1}` : 'that plot twist';
      return { ok: false, field: 'plotTwists', index, message: twistNotUnderstood(where) };
    }
    plotTwists.push(reading.idea);
  }
  return { ok: true, lesson: lesson.idea, plotTwists };
}
