/**
 * What a copy-editor does after the passages are filled: the hero's name kept to a writer's share of
 * the words (the pronoun serves within a paragraph), and paragraph fingerprints so a child does not
 * hear the same paragraph on two nights.
 */
import { countWords } from '@bedtime/contracts';
import { hashString } from './random';
import { pronounForms, type Pronoun } from './slots';

/** A paragraph's identity for "heard before": its letters, case and spacing folded. */
export function fingerprint(paragraph: string): string {
  return hashString(
    paragraph
      .toLowerCase()
      .replace(/[^\p{L}]+/gu, ' ')
      .trim(),
  ).toString(36);
}

/**
 * The hero's name stays under 2% of the words: later mentions within a paragraph, outside dialogue, become the
 * pronoun, but only where nobody else the pronoun could mean (`others`: the companion, the sister, Mum, when
 * they are "she" too) has been named earlier in the paragraph: "She hoped she was right" never has two shes.
 */
export function limitName(told: readonly string[], name: string, pronoun: Pronoun, others: readonly string[] = []): string[] {
  let paragraphs = [...told];
  const words = paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
  const allowed = Math.max(2, Math.floor(words * 0.02 - 0.001));
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mention = new RegExp(`(^|[^\\p{L}])${escaped}('s)?(?![\\p{L}])(\\s+(?:was|is|has|does)\\b)?`, 'gu');
  let total = paragraphs.reduce((sum, paragraph) => sum + (paragraph.match(new RegExp(`(^|[^\\p{L}])${escaped}(?![\\p{L}])`, 'gu'))?.length ?? 0), 0);
  if (total <= allowed) return paragraphs;
  const forms = pronounForms(pronoun);
  // names the story uses besides the hero's: capitalised words met in the middle of a sentence
  const named = new Set(
    [...paragraphs.join(' ').matchAll(/(?<![.!?]["'’”]?)\s([A-Z][\p{Ll}'’-]+)/gu)].map((match) => match[1]!).filter((word) => word !== name),
  );
  const agree: Record<string, string> = { was: forms.was, is: forms.is, has: forms.has, does: forms.does };
  // First the later mentions within a paragraph; then, if still too many, the first mentions of the middle
  // paragraphs (the story's first paragraph always names the hero).
  for (const keepFirst of [true, false]) {
    paragraphs = paragraphs.map((paragraph, index) => {
      let seen = 0;
      return paragraph.replace(mention, (whole, before: string, possessive: string | undefined, verb: string | undefined, offset: number) => {
        seen += 1;
        const edge = index === 0;
        if (total <= allowed || (seen === 1 && (keepFirst || edge)) || insideQuote(paragraph, offset)) return whole;
        const preceding = paragraph.slice(0, offset + before.length);
        // the sentence so far and the one before it are what the reader holds while reading the pronoun
        const recent = preceding
          .split(/(?<=[.!?]["'’”]?)\s+/)
          .slice(-2)
          .join(' ');
        if (others.some((other) => recent.includes(other))) return whole;
        const atStart = /(?:^|[.!?]["'’”]?\s+)$/.test(preceding);
        // A hero called "they" opens a sentence as "they" only while the hero is what the last sentence was
        // about; after "Pip hesitated." a "They" would read as the two of them.
        if (pronoun === 'they' && atStart && !possessive && aboutSomebodyElse(preceding, name, named)) return whole;
        // Only where the pronoun reads right: "Mia's" anywhere, "Mia" doing the deed, or "to Mia", "told Mia".
        const asSubject = atStart || /(?:,|\b(?:and|but|so|then|when|as|while|because|until|before|after|once|till))\s+$/.test(preceding);
        const asObject = !asSubject && !verb && OBJECT_BEFORE.test(preceding);
        if (!possessive && !asSubject && !asObject) return whole;
        total -= 1;
        const word = possessive ? forms.his : asObject ? forms.him : forms.he;
        const cased = atStart ? word.charAt(0).toUpperCase() + word.slice(1) : word;
        const verbPart = verb ? verb.replace(/\S+$/, (v) => agree[v] ?? v) : '';
        return `${before}${cased}${verbPart}`;
      });
    });
  }
  return [...paragraphs];
}

/** Whether the last sentence of `preceding` names somebody else and neither names the hero nor takes the hero up as "they". */
function aboutSomebodyElse(preceding: string, name: string, named: ReadonlySet<string>): boolean {
  const last = preceding
    .replace(/"[^"]*"/g, '""')
    .trimEnd()
    .split(/(?<=[.!?]["'’”]?)\s+/)
    .at(-1);
  if (!last || last.includes(name) || /\b(?:[Tt]hey|them|their|themself)\b/.test(last)) return false;
  return [...last.matchAll(/[A-Z][\p{Ll}'’-]+/gu)].some((match) => named.has(match[0]));
}

/** Words after which a name is the object: "to Mia", "beside Mia", "told Mia", "made Mia laugh". */
const OBJECT_BEFORE =
  /\b(?:to|with|at|for|from|beside|behind|near|towards|toward|past|around|round|about|by|told|asked|gave|showed|helped|hugged|nudged|thanked|watched|followed|let|made|reminded|handed|passed|called|squeezed|joined)\s+$/;

function insideQuote(text: string, offset: number): boolean {
  return (text.slice(0, offset).match(/"/g)?.length ?? 0) % 2 === 1;
}

/**
 * A character first described in the words that follow a quotation reads as a stumble: `"Did you see
 * that?" Tempo, a tidy little mouse who lived inside an old piano, squeaked.` The speaking verb comes
 * first instead, so the description trails at the end: `"Did you see that?" squeaked Tempo, a tidy …`.
 */
export function speakerBeforeDescription(paragraphs: readonly string[]): string[] {
  return paragraphs.map((paragraph) =>
    paragraph.replace(
      /([,!?]") ([A-Z][\p{L}'’-]+), ((?:an?|the) [^".]{8,}?), ([a-z]+ed|said)([.,])/gu,
      (_whole, close: string, name: string, described: string, verb: string, after: string) => `${close} ${verb} ${name}, ${described}${after}`,
    ),
  );
}

/** A word that tags a speech after a name ("called", "yipped", "said", "sang"), not a description ("Pip, a fox"). */
const SPEECH_VERB = /^(?:said|sang|[a-z]{2,}ed)$/;

/**
 * A speech tag that names the speaker the sentence before it was about reads as a stumble: `Coach Bolt stood with
 * her hands on her hips. "Well," Coach Bolt called.` A writer says `"Well," she called.` Only "she" and "he",
 * and only where nobody else of that pronoun was named in that sentence or the speech.
 */
export function pronounTags(paragraphs: readonly string[], speakers: readonly { name: string; pronoun: Pronoun }[]): string[] {
  return paragraphs.map((paragraph) => {
    let text = paragraph;
    for (const speaker of speakers) {
      if (speaker.pronoun !== 'she' && speaker.pronoun !== 'he') continue;
      const rivals = speakers.filter((other) => other.name !== speaker.name && other.pronoun === speaker.pronoun).map((other) => other.name);
      const escaped = speaker.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const tag = new RegExp(`([,!?]") ${escaped} ([a-z]+)(?=[ .,!?])`, 'gu');
      const about = new RegExp(`^${escaped}(?:'s)?(?![\\p{L}])`, 'u');
      text = text.replace(tag, (whole, close: string, verb: string, offset: number, all: string) => {
        if (!SPEECH_VERB.test(verb)) return whole;
        const open = all.lastIndexOf('"', offset);
        if (open < 0 || (all.slice(0, open).match(/"/g)?.length ?? 0) % 2 !== 0) return whole;
        const speech = all.slice(open, offset + close.length);
        const previous = all
          .slice(0, open)
          .trimEnd()
          .split(/(?<=[.!?])\s+/)
          .at(-1);
        if (!previous || !/[.!?]$/.test(previous) || previous.includes('"') || !about.test(previous)) return whole;
        if (rivals.some((rival) => previous.includes(rival) || speech.includes(rival))) return whole;
        return `${close} ${speaker.pronoun} ${verb}`;
      });
    }
    return text;
  });
}
