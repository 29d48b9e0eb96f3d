import { ALLOWED_PHRASES, LEXICON, type LexiconTerm, type UnsafeCategory } from './lexicon';
import { findPersonalData } from './personal-data';

export type ScreenCategory = UnsafeCategory | 'personalData';
export type ParentInputScreen = { ok: true } | { ok: false; field: 'lesson' | 'plotTwists'; index?: number; message: string };

/** Stretch each letter so "kiiill" matches "kill"; double letters in a term become one stretch. */
function stretch(term: string): string {
  let out = '';
  let previous = '';
  const chars = [...term];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] as string;
    if (!/\p{L}/u.test(char)) {
      out += char;
      previous = '';
      continue;
    }
    const optional = chars[index + 1] === '?';
    if (optional) index += 1;
    if (char === previous && !optional) continue;
    out += optional ? `(?:${char}+)?` : `${char}+`;
    previous = optional ? '' : char;
  }
  return out;
}

function compile(term: LexiconTerm): RegExp {
  const body = term.exact ? term.term : stretch(term.term);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu');
}

const COMPILED: readonly { category: UnsafeCategory; term: string; pattern: RegExp }[] = (Object.keys(LEXICON) as UnsafeCategory[]).flatMap((category) =>
  LEXICON[category].map((term) => ({ category, term: term.term, pattern: compile(term) })),
);
const ALLOWED = new RegExp(`\\b(?:${ALLOWED_PHRASES.map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');

/**
 * Readings of the text that undo simple disguises: digits and symbols standing for letters
 * ("k1ll", "s3x", "d@mn"), and letters split by dots or dashes ("k.i.l.l").
 */
function readings(text: string): string[] {
  const lower = text.toLowerCase().replace(ALLOWED, ' ');
  const leet = (one: string) =>
    lower.replace(/(?<=\p{L})[0134578@$!]|[0134578@$](?=\p{L})/gu, (char) => ({ '0': 'o', '1': one, '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i' })[char] ?? char);
  const joined = (value: string) => value.replace(/\b(?:\p{L}[.\-_*]){2,}\p{L}\b/gu, (word) => word.replace(/[.\-_*]/g, ''));
  return [...new Set([lower, leet('i'), leet('l'), joined(leet('i')), joined(leet('l'))])];
}

export function findUnsafe(text: string): { category: ScreenCategory; term: string } | undefined {
  const personal = findPersonalData(text);
  if (personal) return { category: 'personalData', term: personal };
  for (const reading of readings(text)) {
    for (const entry of COMPILED) {
      if (entry.pattern.test(reading)) return { category: entry.category, term: entry.term };
    }
  }
  return undefined;
}

const MESSAGES: Record<ScreenCategory, (where: string) => string> = {
  violence: (where) => `Let's keep bedtime stories gentle: please leave out violent ideas in ${where}.`,
  sexual: (where) => `Bedtime stories need to stay child-friendly: please leave out grown-up content in ${where}.`,
  selfHarm: (where) => `That isn't a topic for a bedtime story: please leave out ideas about hurting oneself in ${where}. If someone is struggling, a trusted person or a local helpline can help.`,
  hate: (where) => `Let's keep bedtime stories kind to everyone: please leave out hurtful words about people in ${where}.`,
  drugs: (where) => `Let's keep bedtime stories healthy: please leave out drugs, alcohol and smoking in ${where}.`,
  personalData: () => "For your child's safety, please don't include addresses, phone numbers or email addresses.",
};

/** Screens what a parent typed in the wizard, with a message the parent can act on. */
export function screenParentInput(fields: { lesson: string; plotTwists: string[] }): ParentInputScreen {
  const lessonProblem = findUnsafe(fields.lesson);
  if (lessonProblem) return { ok: false, field: 'lesson', message: MESSAGES[lessonProblem.category]('the lesson') };
  for (const [index, twist] of fields.plotTwists.entries()) {
    const problem = findUnsafe(twist);
    if (problem) {
      const where = fields.plotTwists.length > 1 ? `plot twist ${index + 1}` : 'the plot twist';
      return { ok: false, field: 'plotTwists', index, message: MESSAGES[problem.category](where) };
    }
  }
  return { ok: true };
}

/** Screens a finished story with the same lexicon. */
export function screenGeneratedText(text: string): { ok: true } | { ok: false; reason: string } {
  const problem = findUnsafe(text);
  return problem ? { ok: false, reason: `${problem.category}: ${problem.term}` } : { ok: true };
}
