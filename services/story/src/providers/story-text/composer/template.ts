import { lexeme, type Band } from './age-bands';
import type { Rng } from './random';
import { withSynonyms } from './synonyms';

/**
 * A tiny template language so that prose can be written as prose:
 *   [a|b|c]   one alternative, chosen by the seed (nestable, "[|, softly]" makes words optional)
 *   {key}     a slot from the story context; "{Key}" capitalises it
 *   {a:key}   the slot with "a"/"an" in front
 *   {w:big}   a word whose richness depends on the age band
 * A line may start with a band marker ("L> ", "M> ", "B> ", "m> ", "Lm> ") and "?" to mark a
 * sentence the length fitter may drop, e.g. "M?> ...", or "~" for one it drops only when it must.
 */
export type Slot = string | (() => string);
export type Ctx = Record<string, Slot>;
export type Lines = readonly string[];

export interface Sentence {
  text: string;
  /** The length fitter may drop it. */
  optional: boolean;
  /** The length fitter drops it only to stay inside the age band's limit. */
  soft?: boolean;
}

const PREFIX = /^(L|M|B|m|Lm)?([?~])?>\s*/;

/** Splits a template line into its band marker, optional flag and body. */
export function parseLine(line: string): { code: string; optional: boolean; soft: boolean; body: string } {
  const match = PREFIX.exec(line);
  return { code: match?.[1] ?? '', optional: match?.[2] === '?', soft: match?.[2] === '~', body: match ? line.slice(match[0].length) : line };
}

export function bandMatches(code: string, band: Band): boolean {
  switch (code) {
    case 'L':
      return band === 'little';
    case 'M':
      return band !== 'little';
    case 'B':
      return band === 'big';
    case 'm':
      return band === 'middle';
    case 'Lm':
      return band !== 'big';
    default:
      return true;
  }
}

export function capitalise(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

export function withArticle(phrase: string): string {
  if (/^(a|an|the|some)\s/i.test(phrase)) return phrase;
  const vowelSound = /^(?:[aeio]|u(?!ni|se|su|tensil|ku)|hour|honest)/i.test(phrase);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

const INNERMOST = /\[([^[\]]*)\]/;

/**
 * Settles a kit phrase's own alternatives once ("a [shy|timid] baby rabbit"), for phrases a story
 * must say the same way every time: a companion's description, a place, a thing.
 */
export function settle(phrase: string, rng: Rng, brief = false): string {
  let text = phrase;
  for (let match = INNERMOST.exec(text); match; match = INNERMOST.exec(text)) {
    const choices = (match[1] ?? '').split('|');
    let choice = rng.pick(choices);
    // Brief: the shorter of two draws, so wordings lean short without losing any of them.
    if (brief) {
      const other = rng.pick(choices);
      if (other.length < choice.length) choice = other;
    }
    text = text.slice(0, match.index) + choice + text.slice(match.index + match[0].length);
  }
  return text;
}

/** Every way a phrase's alternatives can settle (for tests that check each one reads right). */
export function everyWay(phrase: string): string[] {
  const match = INNERMOST.exec(phrase);
  if (!match) return [phrase];
  return (match[1] ?? '').split('|').flatMap((choice) => everyWay(phrase.slice(0, match.index) + choice + phrase.slice(match.index + match[0].length)));
}

export class TemplateRenderer {
  constructor(
    private readonly ctx: Ctx,
    private readonly rng: Rng,
    private readonly band: Band,
  ) {}

  get ageBand(): Band {
    return this.band;
  }

  /** Renders the lines meant for this age band, keeping the optional flag of each sentence. */
  sentences(lines: Lines): Sentence[] {
    const result: Sentence[] = [];
    for (const line of lines) {
      const { code, optional, soft, body } = parseLine(line);
      if (!bandMatches(code, this.band)) continue;
      const text = this.render(body);
      if (text.trim() !== '') result.push(soft ? { text, optional, soft } : { text, optional });
    }
    return result;
  }

  render(template: string, depth = 0): string {
    if (depth > 6) throw new Error(`Template nests too deeply: ${template}`);
    // Template prose may swap in synonyms; slot values (the kit's own phrases, facts) are kept as written.
    // Five- to seven-year-olds follow one idea a sentence: their wordings lean to the shorter alternatives.
    const text = settle(depth === 0 ? withSynonyms(template) : template, this.rng, this.band === 'middle');
    return text.replace(/\{([^{}]+)\}/g, (_all, key: string) => this.slot(key, depth));
  }

  private slot(key: string, depth: number): string {
    if (key.startsWith('w:')) return lexeme(this.band, key.slice(2), this.rng);
    if (key.startsWith('a:')) return withArticle(this.slot(key.slice(2), depth));
    if (key.startsWith('A:')) return capitalise(withArticle(this.slot(key.slice(2), depth)));
    const direct = this.ctx[key];
    if (direct !== undefined) return this.resolve(direct, depth);
    const lowered = key.charAt(0).toLowerCase() + key.slice(1);
    const fallback = lowered !== key ? this.ctx[lowered] : undefined;
    if (fallback !== undefined) return capitalise(this.resolve(fallback, depth));
    throw new Error(`Unfilled story slot: {${key}}`);
  }

  private resolve(slot: Slot, depth: number): string {
    const value = typeof slot === 'function' ? slot() : slot;
    return /[[{]/.test(value) ? this.render(value, depth + 1) : value;
  }
}
