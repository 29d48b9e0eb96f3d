import { calmCase, splitSentences, sanitizeParentText } from './text-cleanup';
import { capitalise } from './template';
import { plainForm, toPastTense } from './past-tense';

/** A parent's plot twist, ready to be woven into the story as a turning point. */
export interface TwistPlan {
  /** First sentence of the twist, ready to follow an introduction: "a dragon shows up". */
  lead: string;
  /** The closing mark for the lead sentence. */
  mark: '!' | '?' | '.';
  /** Any further sentences the parent wrote, already capitalised and punctuated. */
  rest: string;
  /** What the twist brought into the story, if it can be named: "the dragon", "Grandma". */
  ref?: string;
}

const LEADING_FILLER = /^(?:and|but|then|so|suddenly|all of a sudden|out of nowhere|just then|next|plot twist)\s*[,:!\-–]*\s+/i;
const LOWERCASE_STARTERS = new Set([
  'a', 'an', 'the', 'some', 'it', 'its', 'there', 'they', 'we', 'everyone', 'everybody', 'everything', 'all', 'my', 'our', 'your',
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'lots', 'many', 'one', 'this', 'that', 'these', 'those',
  'another', 'every', 'no', 'nobody', 'somebody', 'someone', 'something', 'nothing', 'instead', 'now', 'then', 'when', 'while',
]);
const SINGULAR_DETERMINERS = new Set(['a', 'an', 'the', 'one', 'this', 'that', 'another', 'every', 'your', 'our', 'my']);
const PLURAL_DETERMINERS = new Set(['some', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'many', 'these', 'those', 'lots']);
const VERBS = new Set([
  'is', 'are', 'was', 'were', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'come', 'comes', 'came', 'show', 'shows', 'appear',
  'appears', 'arrive', 'arrives', 'turn', 'turns', 'start', 'starts', 'begin', 'begins', 'get', 'gets', 'got', 'fall', 'falls', 'fell',
  'fly', 'flies', 'flew', 'go', 'goes', 'went', 'run', 'runs', 'ran', 'want', 'wants', 'need', 'needs', 'find', 'finds', 'found', 'take',
  'takes', 'took', 'give', 'gives', 'gave', 'make', 'makes', 'made', 'say', 'says', 'said', 'sing', 'sings', 'sang', 'become', 'becomes',
  'became', 'steal', 'steals', 'stole', 'eat', 'eats', 'ate', 'join', 'joins', 'lose', 'loses', 'lost', 'grow', 'grows', 'grew', 'pop',
  'pops', 'knock', 'knocks', 'land', 'lands', 'jump', 'jumps', 'decide', 'decides', 'swallow', 'swallows', 'invite', 'invites', 'hide', 'hides',
  'disappear', 'disappears', 'vanish', 'vanishes', 'hatch', 'hatches', 'open', 'opens', 'break', 'breaks', 'broke', 'talk', 'talks', 'speak', 'speaks',
]);

const NOUN_PHRASE_STOPS = new Set(['with', 'and', 'of', 'in', 'on', 'at', 'from', 'who', 'that', 'which', 'to', 'into', 'for', 'by', 'but', 'or']);

function stripFiller(text: string): string {
  let result = text;
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result.replace(LEADING_FILLER, '');
  }
  return result;
}

function lowerFirstIfCommon(text: string): string {
  const first = /^[\p{L}']+/u.exec(text)?.[0] ?? '';
  if (LOWERCASE_STARTERS.has(first.toLowerCase())) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

/** Names the thing a twist brings in, so later beats can refer back to it. */
export function twistReference(lead: string): string | undefined {
  const words = lead.split(/\s+/).map((word) => word.replace(/[^\p{L}'-]/gu, ''));
  const first = words[0] ?? '';
  const firstLower = first.toLowerCase();
  if (SINGULAR_DETERMINERS.has(firstLower) || PLURAL_DETERMINERS.has(firstLower)) {
    const plural = PLURAL_DETERMINERS.has(firstLower);
    const start = firstLower === 'lots' && words[1]?.toLowerCase() === 'of' ? 2 : 1;
    const noun: string[] = [];
    for (const word of words.slice(start, start + 4)) {
      const lower = word.toLowerCase();
      if (!lower || NOUN_PHRASE_STOPS.has(lower) || (noun.length > 0 && VERBS.has(lower))) break;
      if (noun.length > 0 && !plural && /(?<![sui])s$|ed$/.test(lower)) break;
      noun.push(lower);
      if (plural && lower.endsWith('s')) break;
    }
    if (noun.length === 0 || noun.length === 4) return undefined;
    return `the ${noun.join(' ')}`;
  }
  // A name the parent wrote with a capital letter: "Grandma comes to visit", "Santa Claus arrives".
  const name: string[] = [];
  for (const word of words.slice(0, 3)) {
    if (!/^\p{Lu}/u.test(word) || VERBS.has(word.toLowerCase()) || LOWERCASE_STARTERS.has(word.toLowerCase())) break;
    name.push(word);
  }
  return name.length > 0 && name.length < words.length ? name.join(' ') : undefined;
}

/** `who` is the composer's reading of who the twist is about, used when the first words name nobody. */
export function planTwist(raw: string, who?: string, happens?: string): TwistPlan | undefined {
  const text = stripFiller(calmCase(sanitizeParentText(raw)));
  const sentences = splitSentences(text);
  const [first, ...others] = sentences;
  if (!first) return undefined;
  const isVerb = (plain: string) => VERBS.has(plain) || VERBS.has(`${plain}s`) || (happens !== undefined && plainForm(happens.toLowerCase()) === plain);
  // Told as something that happened, like the rest of the story, not in the parent's present tense.
  const lead = toPastTense(lowerFirstIfCommon(first.body).replace(/(^|\s)i(?=\s|$)/g, '$1I'), isVerb);
  const mark = first.mark === '?' ? '?' : first.mark === '.' && others.length > 0 ? '.' : '!';
  const rest = others.map(({ body, mark: own }) => `${capitalise(toPastTense(body, isVerb))}${own || '.'}`).join(' ');
  const ref = twistReference(first.body) ?? (who ? (/^\p{Lu}/u.test(who) ? who : `the ${who}`) : undefined);
  return ref ? { lead, mark, rest, ref } : { lead, mark, rest };
}

/** Where twists sit among the beats, in the order given (see compose-story). */
export function twistSlots(count: number): readonly ('afterFirstScene' | 'afterConflict' | 'afterRising')[] {
  if (count <= 0) return [];
  if (count === 1) return ['afterConflict'];
  if (count === 2) return ['afterFirstScene', 'afterRising'];
  return ['afterFirstScene', 'afterConflict', 'afterRising'];
}
