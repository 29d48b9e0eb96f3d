import type { Slot } from './template';

/**
 * A long noun phrase is said in full once and then referred to briefly, the way a writer does:
 * "the little silver whistle that every animal on the farm knew", then "the whistle".
 */
const CUT_WORDS = new Set(['on', 'by', 'at', 'after', 'for', 'that', 'with', 'from', 'made', 'in', 'under', 'near', 'beside', 'behind', 'where', 'which', 'of', 'full', 'who', 'to']);
/** "A bag of sunflower seeds" is referred to by what is in it: "the seeds". */
const CONTAINERS = new Set(['pair', 'bag', 'bottle', 'box', 'jar', 'set', 'cup', 'bowl', 'piece', 'handful', 'basket', 'bunch', 'tin', 'pot', 'sack', 'heap', 'pile', 'packet', 'roll', 'book', 'map']);

export function shortForm(phrase: string, noun?: string): string {
  const words = phrase.split(/\s+/);
  if (words.length < 4) return phrase;
  if (noun) return `the ${noun}`;
  const start = /^(the|a|an|some)$/i.test(words[0] ?? '') ? 1 : 0;
  const cut = words.findIndex((word, index) => index > start && CUT_WORDS.has(word.toLowerCase()));
  // "the Hero Training Park" is then "the park", the way a writer says a long name once.
  if (cut < 0) return words.length >= 4 ? `the ${(words.at(-1) ?? '').replace(/[^\p{L}'-]/gu, '').toLowerCase()}` : phrase;
  const head = words[cut - 1] ?? '';
  if (words[cut] === 'of' && CONTAINERS.has(head.toLowerCase())) return `the ${(words.at(-1) ?? head).replace(/[^\p{L}'-]/gu, '')}`;
  if (/^\p{Lu}/u.test(words[start] ?? '')) return words.slice(0, cut).join(' ');
  const clean = (word: string) => word.replace(/[^\p{L}'-]/gu, '');
  // "the top of the tallest tower in town" is "the tower": the part of a thing names it less than the thing.
  if (words[cut] === 'of') {
    const after = words.slice(cut + 1);
    const end = after.findIndex((word, index) => index > 0 && CUT_WORDS.has(word.toLowerCase()));
    const inner = (end < 0 ? after : after.slice(0, end)).filter((word) => !/^(the|a|an|some)$/i.test(word));
    const last = inner.at(-1) ?? '';
    return last && !/^\p{Lu}/u.test(last) ? `the ${clean(last)}` : `the ${clean(head)}`;
  }
  // "the building site on Hill Road" is "the building site"; a longer description keeps its head noun.
  const before = words.slice(start, cut).map(clean);
  return before.length <= 2 ? `the ${before.join(' ')}` : `the ${clean(head)}`;
}

/** One mention shared by a phrase's forms ("a whistle...", "the whistle..."), so either counts as said. */
export class FirstMention {
  private said = false;

  constructor(private readonly short: string) {}

  /** The slot: the full form the first time, the short one afterwards. */
  slot(full: string): Slot {
    return () => {
      if (this.said) return this.short;
      this.said = true;
      return full;
    };
  }
}
