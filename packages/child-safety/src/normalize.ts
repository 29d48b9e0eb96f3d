import { resolveConfusablesTransformer, resolveLeetSpeakTransformer, type SimpleTransformerContainer } from 'obscenity';

/**
 * Turns what someone typed into the plain lowercase words our rules are written in, undoing the
 * usual disguises. The character tables (Unicode confusables, leetspeak) come from the obscenity
 * library; its matcher is not used because our rules look at several words together, not single terms.
 */
const confusables = resolveConfusablesTransformer() as SimpleTransformerContainer;
const leet = resolveLeetSpeakTransformer() as SimpleTransformerContainer;

// Letters the confusables table gets wrong for our languages (it reads ß as B) or keeps as one glyph.
const LIGATURES: Record<string, string> = { ß: 'ss', ẞ: 'ss', œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', đ: 'd' };

function remapChar(table: SimpleTransformerContainer, char: string): string {
  const mapped = table.transform(char.codePointAt(0) as number);
  return mapped === undefined ? '' : String.fromCodePoint(mapped);
}

// The tables only change characters outside plain ASCII letters (confusables) or the symbols and digits of leetspeak.
const NON_ASCII = /[\u0080-\u{10FFFF}]/gu;
const LEET_CHARS = /[0-9@$!|(/]/g;
const LEET_CHARS_ONE = /[0-9@$!|(/]/;

/**
 * NFKC (full-width and stylised letters), invisible characters out, accents off, confusables folded.
 * Keeps digits and punctuation, so personal details (phone numbers, e-mail) can still be read.
 */
export function foldText(text: string): string {
  const nfkc = text
    .normalize('NFKC')
    // Zero-width and other format characters vanish, so "k\u200bill" reads as "kill".
    .replace(/[\p{Cf}\u034f\u115f\u1160\u3164\uffa0]/gu, '')
    // Control characters become spaces.
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[ßẞœŒæÆøØłŁđ]/g, (char) => LIGATURES[char] ?? char);
  const unaccented = nfkc.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  return unaccented
    .toLowerCase()
    .replace(NON_ASCII, (char) => remapChar(confusables, char))
    .toLowerCase();
}

/** Runs of the same letter become one: "kiiiill" and "kill" both read "kil" (used for words stretched on purpose). */
export function squeeze(text: string): string {
  return text.replace(/(\p{L})\1+/gu, '$1');
}

/**
 * Only lowercase letters, single spaces and a " . " where a sentence ends. Rule words and input
 * meet in this form; sentence ends keep words of different sentences from counting as "near".
 */
export function toWords(text: string): string {
  const words: string[] = [];
  const marked = text.replace(/[.!?;]+(?=\s|$)|\n+/g, ' \uE000 ');
  for (const token of marked.split(/[^\p{L}\uE000]+/u)) {
    if (!token) continue;
    if (token === '\uE000') {
      if (words.length > 0 && words[words.length - 1] !== '.') words.push('.');
    } else words.push(token);
  }
  if (words[words.length - 1] === '.') words.pop();
  return words.join(' ');
}

/** Leetspeak inside words that contain letters ("k1ll", "st@b", "$uicide"); bare numbers stay numbers. */
function resolveLeet(text: string, one: 'i' | 'l'): string {
  if (!LEET_CHARS_ONE.test(text)) return text;
  return text.replace(/\S+/g, (token) => {
    if (!LEET_CHARS_ONE.test(token) || !/\p{L}/u.test(token)) return token;
    const withOne = token.replace(/1/g, one);
    return withOne.replace(LEET_CHARS, (char) => (char === '|' || char === '!' ? 'i' : remapChar(leet, char)));
  });
}

/** Letters split by spaces, dots, dashes or stars ("k n i f e", "s.u.i.c.i.d.e") joined back up. */
function joinSplitLetters(text: string): string {
  return text.replace(/(?<![\p{L}])(?:\p{L}[\s.\-_*·•/\\]+){2,}\p{L}(?![\p{L}])/gu, (run) => run.replace(/[^\p{L}]/gu, ''));
}

// Chat spellings of a few words, read as the words they stand for ("what school do u go to", "whats ur snap").
const TEXT_SPEAK: Record<string, string> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  ya: 'you',
  wat: 'what',
  wot: 'what',
  pls: 'please',
  plz: 'please',
  wanna: 'want to',
  gonna: 'going to',
};
const TEXT_SPEAK_WORD = /(?<![\p{L}'])(?:u|ur|r|ya|wat|wot|pls|plz|wanna|gonna)(?![\p{L}'])/gu;

function spelledOut(text: string): string {
  return text.replace(TEXT_SPEAK_WORD, (word) => TEXT_SPEAK[word] ?? word);
}

export interface Readings {
  /** Folded text with digits and punctuation, for personal details. */
  folded: string;
  /** The ways the words can be read, each in the words-only form the rules use. */
  words: string[];
}

export function readingsOf(text: string): Readings {
  const folded = foldText(text);
  const withI = resolveLeet(folded, 'i');
  const withL = resolveLeet(folded, 'l');
  // Words broken by one dash or dot ("mur-der", "sui.cide") read as one word too.
  const unbroken = (value: string) => value.replace(/(?<=\p{L})[-._*·](?=\p{L})/gu, '');
  const candidates = [
    folded,
    withI,
    withL,
    joinSplitLetters(folded),
    joinSplitLetters(withI),
    joinSplitLetters(withL),
    unbroken(withI),
    unbroken(withL),
    spelledOut(folded),
  ];
  const [plain, ...others] = [...new Set([...new Set(candidates)].map(toWords))] as [string, ...string[]];
  // The other readings keep only the sentences that read differently, so a long story is not read eight times.
  const seen = new Set(plain.split(' . '));
  const changed = others
    .map((reading) =>
      reading
        .split(' . ')
        .filter((sentence) => !seen.has(sentence))
        .join(' . '),
    )
    .filter(Boolean);
  return { folded, words: [plain, ...new Set(changed)] };
}
