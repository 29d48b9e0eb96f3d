/**
 * The language layer of the reader: a parent's text becomes tokens with lemmas, parts of speech, the
 * reach of each negation, and the lexicon's noun kinds.
 *
 * English goes through `compromise` (tokens, POS tags, roots of verbs and plural nouns, contractions
 * such as "don't" expanded into a Negative term); nothing here stems or conjugates by hand.
 *
 * Spanish, French and German (about one parent in ten) are detected from their function words and
 * letters, then read with cue lists per language (see cues-intl.ts): words are lower-cased and
 * stripped of accents, and matched against the forms the cue lists spell out (cue lists name each
 * form, or a stem with `*`); their negators ("no", "ne … pas", "nicht", "kein") mark negation the
 * same way as English. Their nouns reach the lexicon through a small bilingual list (hermana -> sister).
 */
// compromise/two: tokens, tags and roots, without the phrase APIs of compromise/three (which make roots several times slower)
import nlp from 'compromise/two';
import { LEXICON, type LexEntry } from './lexicon';
import { HARM_CUES_INTL, INTL_NOUNS, NOUNS_BY_LANG, THEME_CUES_INTL, TWIST_CUES_INTL } from './cues-intl';
import { COMMON_RANK, normalise } from './normalise';

export type Lang = 'en' | 'es' | 'fr' | 'de';

export interface Token {
  i: number;
  /** The word as typed. */
  text: string;
  /** Lower case, accents kept for English, folded for the other languages; possessive 's removed. */
  norm: string;
  /** Root form: "sharing" -> "share", "geese" -> "goose"; for other languages the folded form. */
  lemma: string;
  noun: boolean;
  verb: boolean;
  adj: boolean;
  /** An adverb, particle, preposition, pronoun, determiner or conjunction: never a noun ("put the tablet down"). */
  func?: boolean;
  /** A name the parent typed ("Mia", "Leo"): never a subject. */
  name: boolean;
  /** A negator: not, n't, never, no. */
  negator: boolean;
  /** Inside the reach of a negator in the same clause ("never [hit]", "not [sharing]"). */
  negated: boolean;
  /** A word compromise supplied from a contraction ("n't" in "doesn't"): phrases read across it. */
  implicit?: boolean;
  /** Punctuation or a clause-opening word follows this token. */
  clauseEnd: boolean;
  /** The lexicon noun this token names (for a two-word noun, on its first token), with how many tokens it spans. */
  noun2?: { entry: LexEntry; span: number };
}

export interface Reading {
  lang: Lang;
  /** The text as read, after normalise.ts (spelled-out letters joined, shorthand and typos mended). */
  text: string;
  tokens: Token[];
  /** Every lemma and norm present, and "@kind" for each lexicon noun kind present, for quick cue look-ups. */
  has: ReadonlySet<string>;
}

// ------------------------------------------------------------------------------------------ language
export const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const FUNCTION_WORDS: Record<Exclude<Lang, 'en'>, ReadonlySet<string>> = {
  es: new Set([
    'el',
    'la',
    'los',
    'las',
    'que',
    'y',
    'de',
    'del',
    'un',
    'una',
    'es',
    'con',
    'por',
    'para',
    'su',
    'sus',
    'al',
    'lo',
    'no',
    'se',
    'como',
    'pero',
    'muy',
    'cuando',
    'hermana',
    'hermano',
    'compartir',
    'mi',
    'hijo',
    'hija',
    'aprender',
    'ser',
    'esta',
    'está',
    'son',
    'hay',
    'nunca',
    'siempre',
    'dragón',
    'perro',
    'gato',
    'puede',
    'habla',
    'miedo',
    'en',
    'del',
    'los',
    'las',
    'su',
    'mi',
    'tu',
    'te',
    'nos',
    'al',
    'y',
    'o',
    'sin',
    'muy',
    'cuando',
    'donde',
    'porque',
  ]),
  fr: new Set([
    'le',
    'la',
    'les',
    'des',
    'du',
    'et',
    'est',
    'un',
    'une',
    'que',
    'qui',
    'pas',
    'ne',
    'avec',
    'pour',
    'sur',
    'dans',
    'au',
    'aux',
    'son',
    'sa',
    'ses',
    'mon',
    'ma',
    'mes',
    'il',
    'elle',
    'ce',
    'cette',
    'faut',
    'sœur',
    'soeur',
    'frère',
    'frere',
    'partager',
    'être',
    'etre',
    'avoir',
    'peur',
    'chat',
    'chien',
    'jamais',
    'toujours',
    'fils',
    'fille',
    'apprendre',
    'parle',
    'en',
    'au',
    'aux',
    'il',
    'elle',
    'on',
    'nous',
    'vous',
    'je',
    'tu',
    'ce',
    'se',
    'sa',
    'son',
    'ses',
    'leur',
    'leurs',
    'quand',
    'sans',
    'tout',
    'toute',
    'tous',
    'plus',
    'tres',
    'très',
  ]),
  de: new Set([
    'der',
    'die',
    'das',
    'und',
    'ist',
    'ein',
    'eine',
    'einen',
    'nicht',
    'zu',
    'mit',
    'den',
    'dem',
    'des',
    'sich',
    'auf',
    'für',
    'fur',
    'auch',
    'wenn',
    'kein',
    'keine',
    'sein',
    'seine',
    'ihre',
    'mein',
    'meine',
    'schwester',
    'bruder',
    'teilen',
    'lernen',
    'sohn',
    'tochter',
    'immer',
    'nie',
    'hat',
    'wird',
    'kann',
    'angst',
    'katze',
    'hund',
    'spricht',
    'dass',
    'soll',
    'sollte',
    'im',
    'am',
    'vom',
    'zum',
    'zur',
    'ins',
    'beim',
    'aus',
    'bei',
    'nach',
    'von',
    'vor',
    'über',
    'unter',
    'wie',
    'was',
    'wer',
    'es',
    'er',
    'sie',
    'wir',
    'ich',
    'du',
    'alle',
    'oder',
    'aber',
    'weil',
    'sehr',
  ]),
};
const ENGLISH_WORDS = new Set([
  'the',
  'a',
  'an',
  'and',
  'to',
  'of',
  'is',
  'are',
  'be',
  'that',
  'with',
  'for',
  'his',
  'her',
  'my',
  'our',
  'he',
  'she',
  'they',
  'it',
  'in',
  'on',
  'when',
  'not',
  'how',
  'about',
  'who',
  'what',
  'can',
  'should',
  'learn',
  'sharing',
  'being',
  'wants',
  'has',
  'was',
  'you',
  'your',
  'we',
  'their',
  'this',
  'at',
  'from',
  'into',
  'gets',
  'turns',
  'talk',
  'talks',
]);

type Other = Exclude<Lang, 'en'>;
/** Each language's words: function words, the nouns it maps, and the words its own cue lists spell (stems kept apart). */
const VOCAB: Record<Other, { words: Set<string>; stems: string[] }> = {
  es: { words: new Set(), stems: [] },
  fr: { words: new Set(), stems: [] },
  de: { words: new Set(), stems: [] },
};
for (const lang of ['es', 'fr', 'de'] as const) {
  const v = VOCAB[lang];
  for (const w of FUNCTION_WORDS[lang]) v.words.add(fold(w));
  for (const w of Object.keys(NOUNS_BY_LANG[lang])) v.words.add(w);
  for (const table of [THEME_CUES_INTL[lang], TWIST_CUES_INTL[lang], HARM_CUES_INTL[lang]]) {
    for (const cues of Object.values(table ?? {}))
      for (const cue of cues)
        for (const w of cue.replace(/=[\d.]+$/, '').split(/[\s|()+]+/)) {
          if (!w || w === '_' || w === '..' || /^[@%]/.test(w)) continue;
          if (w.endsWith('*')) {
            if (w.length >= 5) v.stems.push(w.slice(0, -1));
          } else if (w.length >= 3) v.words.add(w);
        }
  }
}
/**
 * A word another language's own lists spell ("die" and "will" in German, "pain" in French): in a text in
 * that language it is read by that language's cues, never as the English word.
 */
export const isOwnWord = (lang: Lang, word: string): boolean => lang !== 'en' && VOCAB[lang].words.has(word);

/** English words: the most frequent spoken ones, less those the other languages spell the same ("de", "la", "die"). */
const SHARED = new Set([...FUNCTION_WORDS.es, ...FUNCTION_WORDS.fr, ...FUNCTION_WORDS.de].map(fold));
const isEnglish = (w: string): boolean => ENGLISH_WORDS.has(w) || ((COMMON_RANK.get(w) ?? Infinity) < 4000 && !SHARED.has(w));

/** Guesses the language from the words each language's lists know (and letters only one language uses); English unless another is ahead. */
export function detectLanguage(text: string): Lang {
  const words = (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).map(fold);
  const score: Record<Lang, number> = { en: 0, es: 0, fr: 0, de: 0 };
  for (const word of words) {
    if (isEnglish(word)) score.en += 1;
    for (const lang of ['es', 'fr', 'de'] as const) {
      const v = VOCAB[lang];
      if (v.words.has(word) || (word.length >= 5 && v.stems.some((s) => word.startsWith(s)))) score[lang] += 1;
    }
  }
  if (/[ñ¿¡]/.test(text)) score.es += 1.5;
  if (/[çœèêëîïûùâ]|\b(qu|l|d|n|j|c|s)'/i.test(text)) score.fr += 1;
  if (/[ßäöü]/.test(text)) score.de += 1.5;
  const best = (['es', 'fr', 'de'] as const).reduce((a, b) => (score[b] > score[a] ? b : a));
  return score[best] >= 1 && score[best] > score.en ? best : 'en';
}

// ----------------------------------------------------------------------------------------- tokens
const NEGATORS = new Set(['not', "n't", 'never', 'no', 'nobody', 'nothing', 'neither', 'nor', 'cannot']);
/** Words that open a new clause: a negation before them does not reach past them. */
const CLAUSE_OPENERS = new Set([
  'but',
  'so',
  'because',
  'when',
  'if',
  'then',
  'and',
  'or',
  'while',
  'although',
  'though',
  'until',
  'unless',
  'instead',
  'since',
  'after',
  'before',
  'which',
  'who',
]);
const INTL_NEGATORS = new Set([
  'no',
  'nunca',
  'jamas',
  'ni',
  'ne',
  'pas',
  'jamais',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'keiner',
  'nie',
  'niemals',
  'sin',
  'sans',
  'ohne',
  'nadie',
  'personne',
  'niemand',
  'rien',
  'nichts',
  'nada',
]);
const INTL_OPENERS = new Set(['pero', 'porque', 'cuando', 'si', 'y', 'mais', 'parce', 'quand', 'et', 'aber', 'weil', 'wenn', 'und', 'oder', 'ou', 'o']);

function lexiconNoun(tokens: Token[], i: number): { entry: LexEntry; span: number } | undefined {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  if (next && !t.clauseEnd) {
    const two = LEXICON.get(`${t.lemma} ${next.lemma}`) ?? LEXICON.get(`${t.norm} ${next.lemma}`);
    if (two && (next.noun || !next.verb)) return { entry: two, span: 2 };
  }
  // a noun that is its own plural ("maths") is kept as typed, not made singular ("math")
  const asTyped = LEXICON.get(t.norm);
  const one = asTyped && asTyped.plural === t.norm ? asTyped : (LEXICON.get(t.lemma) ?? asTyped);
  // a plural compromise took for a verb right after a verb is the verb's object ("it rains pancakes")
  const objectOfVerb = t.verb && t.norm !== t.lemma && !!tokens[i - 1]?.verb && !tokens[i - 1]!.clauseEnd;
  if (one && !t.name && !t.func && (t.noun || (!t.verb && !t.adj) || objectOfVerb)) return { entry: one, span: 1 };
  return undefined;
}

/** Words that negate only the noun after them ("no friends", "nobody"), not the rest of the clause. */
const NOUN_NEGATORS = new Set([
  'no',
  'nobody',
  'nothing',
  'neither',
  'nor',
  'kein',
  'keine',
  'keinen',
  'nadie',
  'personne',
  'niemand',
  'nada',
  'rien',
  'nichts',
]);

function markScopes(tokens: Token[], openers: ReadonlySet<string>): void {
  let negating = false;
  let nounOnly = false;
  for (const t of tokens) {
    if (t.negator) {
      negating = true;
      nounOnly = NOUN_NEGATORS.has(t.norm);
      continue;
    }
    if (negating && openers.has(t.norm)) negating = false;
    t.negated = negating;
    if (t.clauseEnd || (nounOnly && t.noun)) negating = false;
  }
  let previous: Token | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const found = lexiconNoun(tokens, i);
    if (found) {
      // an English compound names its last noun: "tennis balls" are balls, "chocolate buttons" buttons; the
      // thing before it only says which (a creature or a person before it stays: "a dinosaur egg", "a baby elephant")
      if (
        previous?.noun2 &&
        previous.i === i - 1 &&
        !previous.clauseEnd &&
        (THINGS.has(found.entry.kind) || found.entry.kind === 'vehicle') &&
        THINGS.has(previous.noun2.entry.kind)
      )
        delete previous.noun2;
      t.noun2 = found;
      i += found.span - 1;
    }
    previous = tokens[i];
  }
}

const THINGS: ReadonlySet<string> = new Set(['object', 'food']);

const TAGGING = ['contractions', 'alias', 'machine', 'index', 'id', 'lexicon', 'preTagger', 'contractionTwo', 'root'];

function readEnglish(text: string): Token[] {
  // compromise's own pipeline without its post-tagger (a sweep of hundreds of correction patterns, most
  // of the cost of a long lesson) nor its type-ahead and freezing: the figures on every corpus split are
  // the same without them, at half the time per text.
  const doc = nlp.tokenize(text);
  doc.compute(TAGGING);
  const tokens: Token[] = [];
  for (const sentence of (doc as unknown as { docs: CompromiseTerm[][] }).docs) {
    for (let k = 0; k < sentence.length; k++) {
      let term = sentence[k]!;
      // "grown-up", "screen-time": compromise splits at the hyphen; the parent wrote one word
      while (term.post === '-' && sentence[k + 1]) {
        const next = sentence[++k]!;
        term = {
          ...next,
          text: `${term.text}-${next.text}`,
          normal: `${term.normal ?? ''}-${next.normal ?? ''}`,
          root: undefined,
          tags: new Set([...next.tags]),
        };
      }
      const tags = term.tags;
      const rawNorm = (term.normal || term.implicit || '').toLowerCase();
      const norm = rawNorm.replace(/['’]s$/, '').replace(/['’]$/, '');
      if (!norm && !tags.has('Negative')) continue;
      const negator = tags.has('Negative') || NEGATORS.has(norm);
      const noun = tags.has('Noun') && !tags.has('Pronoun');
      const root = term.root && !/\s/.test(term.root) ? term.root : undefined;
      const lemma = negator ? 'not' : (root ?? term.implicit?.toLowerCase() ?? norm);
      tokens.push({
        i: tokens.length,
        text: term.text,
        norm: negator && !norm ? 'not' : norm,
        lemma,
        noun,
        verb: tags.has('Verb'),
        adj: tags.has('Adjective'),
        ...(!tags.has('Noun') && ['Adverb', 'Particle', 'Preposition', 'Pronoun', 'Determiner', 'Conjunction'].some((tag) => tags.has(tag))
          ? { func: true }
          : {}),
        name: tags.has('Person') || tags.has('FirstName') || (tags.has('ProperNoun') && /^[A-Z]/.test(term.text) && tokens.length > 0 && !LEXICON.has(norm)),
        negator,
        negated: false,
        clauseEnd: /[.,;:!?()]/.test(term.post ?? ''),
        ...(term.text === '' ? { implicit: true } : {}),
      });
    }
    const last = tokens[tokens.length - 1];
    if (last) last.clauseEnd = true;
  }
  markScopes(tokens, CLAUSE_OPENERS);
  return tokens;
}

function readOther(text: string): Token[] {
  const tokens: Token[] = [];
  const parts = text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?|[.,;:!?()]/gu) ?? [];
  for (const part of parts) {
    if (/^[.,;:!?()]$/.test(part)) {
      const last = tokens[tokens.length - 1];
      if (last) last.clauseEnd = true;
      continue;
    }
    // French elision: "l'eau" -> "eau", "n'est" -> negator + "est"
    const m = /^(qu|[ldjnmcst])['’](.+)$/i.exec(part);
    const words = m ? [m[1]!.toLowerCase() === 'n' ? 'ne' : m[1]!.toLowerCase(), m[2]!] : [part];
    for (const w of words) {
      const norm = fold(w);
      const english = INTL_NOUNS.get(norm);
      tokens.push({
        i: tokens.length,
        text: w,
        norm,
        lemma: english ?? norm,
        noun: english !== undefined,
        verb: false,
        adj: false,
        name: /^\p{Lu}/u.test(w) && tokens.length > 0 && english === undefined,
        negator: INTL_NEGATORS.has(norm),
        negated: false,
        clauseEnd: false,
      });
    }
  }
  const last = tokens[tokens.length - 1];
  if (last) last.clauseEnd = true;
  markScopes(tokens, INTL_OPENERS);
  return tokens;
}

interface CompromiseTerm {
  text: string;
  normal?: string;
  implicit?: string;
  root?: string;
  post?: string;
  tags: Set<string>;
}

/** Reads a text once: language, tokens, negation, lexicon nouns. */
export function readText(text: string): Reading {
  const typed = text.replace(/\s+/g, ' ').trim();
  let plain = normalise(typed, false);
  let lang = detectLanguage(plain);
  // texting shorthand is English: "im Keller" is German, not "I'm Keller", so a text that only reads as English
  // once shorthand is expanded is read in the language it was typed in
  const asTyped = lang === 'en' ? detectLanguage(typed) : lang;
  if (asTyped !== lang) {
    lang = asTyped;
    plain = typed.replace(/[’‘]/g, "'");
  }
  const clean = lang === 'en' ? normalise(plain, true) : plain;
  const tokens = lang === 'en' ? readEnglish(clean) : readOther(clean);
  const has = new Set<string>();
  for (const t of tokens) {
    has.add(t.lemma);
    has.add(t.norm);
    if (t.noun2) has.add(`@${t.noun2.entry.kind}`);
  }
  return { lang, text: clean, tokens, has };
}

/** compromise builds its lexicon lazily: one reading at load keeps the first parent from paying for it. */
export function warmUp(): void {
  readText("My little sister doesn't share her toys, and the dog can talk.");
  readText('recyclng'); // builds the spelling vocabulary
  readText('le chat parle');
}
