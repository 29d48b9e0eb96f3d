import { readingsOf } from './normalize';
import { findCountedPersonalData } from './personal-data';
import { firstBrokenRule, type SafetyCategory } from './rule-set';

export type { SafetyCategory } from './rule-set';

export interface ScreenFinding {
  category: SafetyCategory;
  /** Which rule fired ("violence#3"): safe to log, unlike the text. */
  rule: string;
}

/** Keeps capitals (for school names) but undoes full-width letters and invisible characters. */
function casedForm(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cf}\u034f]/gu, '')
    .replace(/\p{Cc}/gu, ' ');
}

/**
 * Characters that change the direction text is shown in (embeddings, overrides, isolates and the
 * direction marks). Nobody types them into a name or a story; they are how "evil" is made to show as
 * "live", or "txt.exe" as "exe.txt". Zero-width joiners stay allowed: emoji and several scripts need them.
 */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The first harmful meaning found in the text, or nothing. Same rules for what parents type and for what the engines write. */
export function findUnsafe(text: string): ScreenFinding | undefined {
  if (DIRECTION_CONTROLS.test(text)) return { category: 'hiddenText', rule: 'hiddenText#direction' };
  const { folded, words } = readingsOf(text);
  const counted = findCountedPersonalData(folded);
  if (counted) return { category: 'personalData', rule: counted === 'phone number' ? 'personalData#phone' : 'personalData#street' };
  const broken = firstBrokenRule({ readings: words, folded, cased: casedForm(text) });
  return broken ? { category: broken.category, rule: broken.id } : undefined;
}

/** Kind words for each category: what cannot go in, said gently, and something that works instead. */
const MESSAGES: Record<SafetyCategory, (where: string) => string> = {
  violence: (where) =>
    `Let's keep bedtime stories gentle: hurting someone or weapons can't be part of ${where}. Try a gentle adventure instead, like "a dragon who is afraid of the dark".`,
  selfHarm: (where) =>
    `That isn't something a bedtime story can tell: please leave ideas about hurting oneself or not eating out of ${where}. If someone is struggling, a trusted grown-up or a local helpline can help. Try something comforting, like "a friend who helps on a hard day".`,
  sexual: (where) =>
    `Bedtime stories need to stay child-friendly: grown-up content, private touching or secrets with grown-ups can't be part of ${where}. If you are worried about a child, please talk to someone you trust. Try something like "learning to share".`,
  drugs: (where) =>
    `Let's keep bedtime stories healthy: drugs, alcohol, smoking and taking medicine the wrong way can't be part of ${where}. Try something like "being brave at the doctor's".`,
  hate: (where) =>
    `Let's keep bedtime stories kind to everyone: please leave out words that put people down, and hateful names, slogans or symbols, in ${where}. Try something like "everyone is good at something different".`,
  horror: (where) =>
    `That's too frightening for bedtime: please leave gore, kidnapping and scary harm out of ${where}. Try a friendlier spooky idea, like "a ghost who wants a friend".`,
  personalData: (where) =>
    `For your child's safety, please leave addresses, schools, classrooms, phone numbers, emails, links, usernames and daily routines out of ${where}. Try a made-up place instead, like "a cottage at the edge of the Whispering Woods".`,
  contact: (where) =>
    `For children's safety, invitations to meet or to get in touch, secrets from parents and offers of sweets, pets or rides can't be part of ${where}. Try something like "a picnic with the whole family".`,
  profanity: (where) =>
    `Let's keep bedtime stories friendly: swear words can't be part of ${where}. Try something silly instead, like "a sock that won't stay on".`,
  hiddenText: (where) =>
    `Please type ${where} with ordinary letters: hidden characters that change which way the text runs can't be part of it. Try typing it again.`,
};

export function refusalMessage(category: SafetyCategory, where: string): string {
  return MESSAGES[category](where);
}

export type ParentField = 'lesson' | 'plotTwists' | 'childName';
export type ParentInputScreen = { ok: true } | { ok: false; field: ParentField; index?: number; category: SafetyCategory; rule: string; message: string };

export interface ParentInput {
  lesson: string;
  plotTwists: string[];
  childName?: string;
}

/** Screens what a parent typed in the wizard, naming the field to change and with a message the parent can act on. */
export function screenParentInput(fields: ParentInput): ParentInputScreen {
  if (fields.childName) {
    const problem = findUnsafe(fields.childName);
    if (problem) return { ok: false, field: 'childName', ...problem, message: refusalMessage(problem.category, "the child's name") };
  }
  const lessonProblem = findUnsafe(fields.lesson);
  if (lessonProblem) return { ok: false, field: 'lesson', ...lessonProblem, message: refusalMessage(lessonProblem.category, 'the lesson') };
  for (const [index, twist] of fields.plotTwists.entries()) {
    const problem = findUnsafe(twist);
    if (problem) {
      const where = fields.plotTwists.length > 1 ? `plot twist ${index + 1}` : 'the plot twist';
      return { ok: false, field: 'plotTwists', index, ...problem, message: refusalMessage(problem.category, where) };
    }
  }
  return { ok: true };
}

export type TextScreen = { ok: true } | { ok: false; category: SafetyCategory; rule: string; message: string };

/** Screens one free text a child may see or hear (a title, narration text, a character's name). */
export function screenText(text: string, where: string): TextScreen {
  const problem = findUnsafe(text);
  return problem ? { ok: false, ...problem, message: refusalMessage(problem.category, where) } : { ok: true };
}

/** Screens a finished (or partly written) story with the same rules. */
export function screenGeneratedText(text: string): { ok: true } | { ok: false; reason: string; category: SafetyCategory } {
  const problem = findUnsafe(text);
  return problem ? { ok: false, reason: problem.rule, category: problem.category } : { ok: true };
}

/** What a name may not carry, by category, said plainly: names are short, so the message is too. */
const NAME_PROBLEMS: Record<SafetyCategory, string> = {
  violence: 'words about hurting or weapons',
  selfHarm: 'words about hurting oneself',
  sexual: 'grown-up words',
  drugs: 'words about drugs or alcohol',
  hate: 'words that put people down, or hateful names, slogans or symbols',
  horror: 'frightening words',
  personalData: 'addresses, phone numbers, emails, links or usernames',
  contact: 'invitations to meet or to get in touch',
  profanity: 'swear words',
  hiddenText: 'hidden characters that change which way the text runs',
};

/**
 * Screens a person's name or a display name with the screen of every story, with a message for a name;
 * `label` names the field ("first name", "display name").
 */
export function screenName(text: string, label: string): TextScreen {
  const problem = findUnsafe(text);
  if (!problem) return { ok: true };
  return { ok: false, ...problem, message: `Please choose a different ${label}: names on Bedtime Stories can't include ${NAME_PROBLEMS[problem.category]}.` };
}

/**
 * Screens a short message one person sends another through the product (a gift's message), with a
 * message for the sender; `label` names the field ("message").
 */
export function screenMessage(text: string, label: string): TextScreen {
  const problem = findUnsafe(text);
  if (!problem) return { ok: true };
  return {
    ok: false,
    ...problem,
    message: `Please change the ${label}: messages sent through Bedtime Stories can't include ${NAME_PROBLEMS[problem.category]}.`,
  };
}
