import { capitalise } from './template';

/** Removes what could break the prose or read as markup; parents type freely. */
export function sanitizeParentText(text: string): string {
  return text
    // Control characters (tabs, newlines, NULs) become spaces.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[{}[\]<>\\|`~^*_#]/g, ' ')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim();
}

/** SHOUTED input reads as a whisper-friendly sentence. */
export function calmCase(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length > 3 && letters === letters.toUpperCase()) return text.toLowerCase();
  return text;
}

function fixLonePronounI(text: string): string {
  return text.replace(/(^|[\s"])i(?=$|[\s,.!?;:'])/g, '$1I');
}

/** Splits text into sentences, keeping each one's own closing mark if it had one. */
export function splitSentences(text: string): { body: string; mark: string }[] {
  const parts: { body: string; mark: string }[] = [];
  const pattern = /([^.!?]+)([.!?]+|$)/g;
  for (const match of text.matchAll(pattern)) {
    const body = (match[1] ?? '').trim().replace(/[,;:\-–]+$/, '').trim();
    if (!body) continue;
    const rawMark = match[2] ?? '';
    const mark = rawMark.includes('?') ? '?' : rawMark.includes('!') ? '!' : rawMark ? '.' : '';
    parts.push({ body, mark });
  }
  return parts;
}

export interface CleanLesson {
  /** The parent's words as a plain sentence: "Sharing is caring." */
  sentence: string;
  /** Empty when the parent typed nothing usable. */
  isEmpty: boolean;
}

const LESSON_PREAMBLE =
  /^(?:(?:the\s+)?(?:lesson|moral)(?:\s+is)?\s*[:\-–]?\s+|(?:please\s+)?(?:teach(?:ing)?|show(?:ing)?|help(?:ing)?)\s+(?:him|her|them|my\s+(?:child|kid|son|daughter|kids|children)|the\s+(?:child|kids|children)|kids|children)\s+(?:that|about|how\s+to|to)?\s*|that\s+)/i;

export function cleanLesson(lesson: string): CleanLesson {
  let text = calmCase(sanitizeParentText(lesson)).replace(LESSON_PREAMBLE, '');
  text = fixLonePronounI(text);
  const sentences = splitSentences(text);
  if (sentences.length === 0) return { sentence: 'Every day is a chance to learn something new.', isEmpty: true };
  const rendered = sentences.map(({ body, mark }) => `${capitalise(body)}${mark || '.'}`).join(' ');
  return { sentence: rendered, isEmpty: false };
}

/** Sentence-level tidying applied to every rendered paragraph, as a last line of defence. */
export function tidyParagraph(text: string): string {
  let result = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])\1+/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/[,;:]+([.!?])/g, '$1')
    .replace(/([!?])\.+/g, '$1')
    .replace(/\.([!?])/g, '$1')
    .replace(/([!?])[!?]+/g, '$1')
    .replace(/([.!?])"[.,]/g, '$1"')
    .replace(/([.!?])(?=\p{L})/gu, '$1 ')
    .replace(/,(?=\p{L})/gu, ', ')
    .trim();
  // Capitalise after a full stop, or after ! and ? outside quotes; a dialogue tag after "!" stays lower-case.
  result = result.replace(/(\.["]?\s+["]?|[!?]\s+["]?)(\p{Ll})/gu, (_m, gap: string, letter: string) => gap + letter.toUpperCase());
  result = capitalise(result);
  if (!/[.!?]["]?$/.test(result)) result += '.';
  return result;
}

const JOINABLE_START = /^(The|It|They|There|Everyone|Everybody|Nobody|Soon|Then|A|An|Its|Their|She|He|His|Her)\b/;
/** Capitalised only because they start a sentence: lower-cased when joined on ("…, and when she…"). */
const STARTER_WORD = /^(When|Some|Close|On|In|At|With|Back|As|Now|Next|Later|One|Every|All|Here|This|That|What|Even|Just|Far|Somewhere|Outside|Before|After|Still|Once|Long|Right|Up|Down|Out|Over|Not|No|Nothing|Each|Everything|Where|While|Without|Inside|By|From|For|If|Only|Together|Slowly|Suddenly|Quietly|Softly|Very|Somehow|Strange|Halfway|Step|Perhaps|Maybe|Sometimes|Little|Bit|Most|Much|Many|Luckily|Carefully|Gently|Happily|Finally|Really|Nearly|Secretly|Being|Doing|Looking|Feeling|Thinking|Seeing|Having|Trying|Holding|Walking|Standing|Sitting|Remembering|Listening|Waiting)\b/;
/** A sentence that already starts with a joining word is never joined on ("…, and And it helped"). */
const JOINED_ALREADY = /^(And|But|So|Or|Yet)\b/;

/**
 * For the oldest listeners, joins some pairs of plain sentences into one longer sentence:
 * "The path grew steep. It was windy." becomes "The path grew steep, and it was windy."
 */
export function joinSentences(sentences: readonly string[], shouldJoin: () => boolean, wide = false): string[] {
  const result: string[] = [];
  for (const sentence of sentences) {
    const previous = result.at(-1);
    const plain = (text: string) => /^[^"]*\.$/.test(text);
    const common = JOINABLE_START.exec(sentence)?.[0];
    // Eleven- and twelve-year-olds also hear a name or any plain sentence joined on, with a semicolon
    // where the first half already has its "and".
    const start = common ?? (wide && /^\p{Lu}[\p{L}']+\b/u.test(sentence) ? 'name' : undefined);
    const combinedWords = (previous ?? '').split(' ').length + sentence.split(' ').length;
    const hasAnd = /\band\b/.test(previous ?? '');
    if (previous && start && !JOINED_ALREADY.test(sentence) && plain(previous) && plain(sentence) && combinedWords <= (wide ? 36 : 32) && (!hasAnd || wide) && shouldJoin()) {
      const next = common || STARTER_WORD.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
      result[result.length - 1] = `${previous.slice(0, -1)}${hasAnd ? ';' : ', and'} ${next}`;
    } else {
      result.push(sentence);
    }
  }
  return result;
}

const SUBJECT_START = /^(?:(?:together|soon|then|now|next|later),? )?(?:he|she|they|it|we|i|the|a|an|everyone|everybody|nobody|there|its|their|his|her|\p{Lu}[\p{L}']+\s+(?!and\b)[\p{Ll}]+)\b/u;

/**
 * Five- to seven-year-olds follow one idea a sentence: "X, and Y." becomes "X. Y." when both halves
 * stand on their own (four words or more, no dialogue), bringing the band's average down.
 */
export function splitSentences5to7(sentences: readonly string[]): string[] {
  return sentences.flatMap((sentence) => splitOnce(sentence));
}

function splitOnce(sentence: string): string[] {
  const quotes = (text: string) => (text.match(/["“”]/g) ?? []).length;
  if (quotes(sentence) % 2 !== 0) return [sentence];
  for (const [joint, lead] of [[', and ', ''], [', but ', 'But '], [', so ', 'So '], ['; ', ''], [', then ', 'Then '], [', where ', 'There '], [', while ', 'Meanwhile, ']] as const) {
    // Every place the joint occurs, not only the first: "A, B and C, and D" may split at its second comma.
    for (let at = sentence.indexOf(joint); at >= 0; at = sentence.indexOf(joint, at + 1)) {
      const first = sentence.slice(0, at);
      const second = sentence.slice(at + joint.length);
      // Never inside someone's words: only where every quotation before the joint is closed.
      if (quotes(first) % 2 !== 0) continue;
      if (first.split(' ').length < 4 || second.split(' ').length < 4) continue;
      // Only where the second half has its own subject: "..., and stepped through" would be left without one.
      if (!SUBJECT_START.test(second)) continue;
      const rest = lead ? `${lead}${second}` : second.charAt(0).toUpperCase() + second.slice(1);
      return [`${first}.`, ...splitOnce(rest)];
    }
  }
  return [sentence];
}
