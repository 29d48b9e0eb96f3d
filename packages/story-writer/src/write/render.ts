/**
 * Fills an authored passage: picks among the author's `[a|b]` wordings and fills `{slot}`s. Slot values
 * are the writer's own words (worlds, themes) or the lexicon's nouns and the child's name; never a
 * parent's sentence. A character is introduced on its first mention even when a passage forgets to.
 */
import type { Rng } from './random';
import { BODY_SPARES, companionBody, fitBody } from './companion-body';
import { capitalise, SLOT_SET, type SlotName, type SlotValues } from './slots';

const ALTERNATIVES = /\[([^[\]]*)\]/g;
const SLOT = /\{([A-Za-z_]+)\}/g;

/** Marks a plural noun phrase just filled, so the verb after it agrees: "the glasses were", never "the glasses was". */
const PLURAL = '\u0001';
const PLURAL_VERB: Record<string, string> = { was: 'were', is: 'are', has: 'have', does: 'do' };
const SINGULAR_VERB: Record<string, string> = { were: 'was', are: 'is', have: 'has', do: 'does' };
/** Slots naming a character whose plural pronoun means a plural noun ("the glasses", "some other children"). */
const PLURAL_SLOTS: Partial<Record<SlotName, SlotName>> = { subj: 'subj_he', subj_intro: 'subj_he', tw_who: 'tw_he', tw_who_a: 'tw_he' };
/** Marks a hero called "they" opening a sentence, to be named instead when the sentence before is about somebody else. */
const HERO_THEY = '\u0002';

/**
 * A companion met by name before being described: "a little red fox called Pip" when the description
 * ends in its noun, else the name with the description beside it ("Stretch, a brachiosaurus with a neck
 * as long as a bus,"; "Bramble the hedgehog's" before a possessive), never "a neck as long as a bus called Stretch".
 */
function metByName(described: string, name: string, kind: string, after: string): string {
  const tail = /\s(?:with|like|in|on|of|from|who|that|as|and)\s/.test(described);
  if (!tail) return `${described} called ${name}`;
  // "Bramble the hedgehog's nose"
  if (/^['’]s\b/.test(after)) return `${name} the ${kind}`;
  return /^\s*[.,!?;:"'’”)]/.test(after) || after.trim() === '' ? `${name}, ${described}` : `${name}, ${described},`;
}

/** First mentions: the slot that introduces a character, and the plain slots that must not come before it. */
const INTRODUCERS: Record<string, SlotName> = { comp: 'comp_a', subj: 'subj_intro', tw_who: 'tw_who_a' };

export class PassageRenderer {
  private pending = new Map<string, Set<string>>();

  constructor(
    private readonly values: SlotValues,
    private readonly rng: Rng,
    private readonly introduced: Set<string> = new Set(),
    private readonly dealt: Map<string, string[]> = new Map(),
    private readonly scope = '',
  ) {}

  /** A renderer for text that follows the story (its title): everyone is already introduced. */
  static afterwards(values: SlotValues, rng: Rng): PassageRenderer {
    return new PassageRenderer(values, rng, new Set(['comp_a', 'subj_intro', 'tw_who_a']));
  }

  /** A renderer for a twist's passages: the story's slots and first mentions, plus the twist's own. */
  with(extra: SlotValues, scope: string): PassageRenderer {
    return new PassageRenderer({ ...this.values, ...extra }, this.rng, this.introduced, this.dealt, scope);
  }

  /** Who has been introduced so far, to go back to when a chosen passage is told later than planned. */
  snapshot(): Set<string> {
    return new Set(this.introduced);
  }

  restore(saved: ReadonlySet<string>): void {
    this.introduced.clear();
    for (const key of saved) this.introduced.add(key);
  }

  /** Renders and keeps the first mentions it made. */
  render(text: string): string {
    return this.commit({ text: this.tryRender(text) }).text;
  }

  /** Renders without keeping its first mentions until `commit`, so a variant can be tried and dropped. */
  tryRender(text: string): string {
    const saved = new Set(this.introduced);
    const chosen = text.replace(ALTERNATIVES, (_, body: string) => this.rng.pick(body.split('|')));
    const rendered = this.inBody(tidy(agree(this.nameTheyAfterOthers(this.fill(chosen, 0)))));
    this.pending.set(rendered, new Set(this.introduced));
    this.introduced.clear();
    for (const key of saved) this.introduced.add(key);
    return rendered;
  }

  commit<T extends { text: string }>(candidate: T): T {
    const state = this.pending.get(candidate.text);
    if (state) for (const key of state) this.introduced.add(key);
    this.pending = new Map();
    return candidate;
  }

  private fill(text: string, depth: number): string {
    if (depth > 3) throw new Error('Slots nest too deeply');
    return text.replace(SLOT, (whole, name: string, offset: number) => {
      if (!SLOT_SET.has(name)) throw new Error(`Unknown slot ${whole}`);
      // Authors write their own capitals; a slot that opens a sentence ("…on. {subj} laughed") gets one.
      const capital = name.charAt(0) !== name.charAt(0).toLowerCase() || (depth === 0 && /(?:^|[.!?]\s+|\n\s*)$/.test(text.slice(0, offset)));
      const asked = (name.charAt(0).toLowerCase() + name.slice(1)) as SlotName;
      // A hero called "they", right after a sentence about somebody else, would read as the two of them
      // ("Pip hesitated. They, already halfway in, called back"): the hero is named instead.
      if (asked === 'they' && capital && depth === 0 && this.values.they === 'they') return HERO_THEY;
      const slot = this.firstMention(asked);
      // A companion met by name before being described is both: "a little red fox called Pip".
      // The hero's home is said in full once ("the blue cottage at the top of the slipway"), then "the cottage".
      // At home, the place is the home, and is said in full only once too.
      if ((asked === 'home' || (asked === 'place' && this.values.place === this.values.home)) && typeof this.values.home === 'string') {
        const home = this.introduced.has('home') ? shortHome(this.values.home) : this.values.home;
        this.introduced.add('home');
        return capital ? capitalise(home) : home;
      }
      const raw =
        asked === 'comp' && slot === 'comp_a'
          ? metByName(String(this.values.comp_a), String(this.values.comp), String(this.values.comp_kind), text.slice(offset + whole.length))
          : this.values[slot];
      if (raw === undefined) throw new Error(`No value for slot {${slot}}`);
      const value = typeof raw === 'string' ? raw : this.pickFresh(slot, raw, this.spares(slot));
      const filled = value.includes('{') ? this.fill(value, depth + 1) : value;
      const pronounSlot = PLURAL_SLOTS[asked];
      const plural = pronounSlot && this.values[pronounSlot] === 'they' && /^(?:the|some) /i.test(filled) ? PLURAL : '';
      return (capital ? capitalise(filled) : filled) + plural;
    });
  }

  /** What the companion does once its own habits and comforts have all been told: something its body does. */
  private spares(slot: SlotName): readonly string[] | undefined {
    return typeof this.values.comp_kind === 'string' ? BODY_SPARES[companionBody(this.values.comp_kind)][slot] : undefined;
  }

  /** The companion kneels, crouches and snuffles only with a body that can. */
  private inBody(text: string): string {
    const { comp, comp_kind: kind, comp_says: says } = this.values;
    return typeof comp === 'string' && typeof kind === 'string' && typeof says === 'string' ? fitBody(text, comp, kind, says) : text;
  }

  /** "They" for the hero, unless the sentence before is about somebody else and not the hero: then the name. */
  private nameTheyAfterOthers(text: string): string {
    const name = String(this.values.name);
    const others = (['comp', 'subj', 'tw_who', 'carer'] as const)
      .map((slot) => this.values[slot])
      .filter((value): value is string => typeof value === 'string' && value !== name);
    return text.replace(new RegExp(`${HERO_THEY}( (?:were|are|have|do)\\b)?`, 'g'), (_marker, verb: string | undefined, offset: number) => {
      const previous = text
        .slice(0, offset)
        .replace(/"[^"]*"/g, '""')
        .trimEnd()
        .split(/(?<=[.!?]["']?)\s+/)
        .at(-1);
      const aboutOther = previous !== undefined && others.some((other) => previous.includes(other));
      const aboutHero = previous !== undefined && (previous.includes(name) || /\b(?:[Tt]hey|them|their|themself)\b/.test(previous));
      // the name takes the verb a name takes: "Ada was", never "Ada were"
      if (aboutOther && !aboutHero) return verb ? `${name} ${SINGULAR_VERB[verb.trim()]}` : name;
      return `They${verb ?? ''}`;
    });
  }

  private key(slot: string): string {
    return slot.startsWith('tw_') ? `${slot}#${this.scope}` : slot;
  }

  /** {comp} before the companion was introduced becomes {comp_a}; {comp_a} after it becomes {comp}. */
  private firstMention(name: SlotName): SlotName {
    const introducer = INTRODUCERS[name];
    if (introducer) {
      if (this.introduced.has(this.key(introducer))) return name;
      this.introduced.add(this.key(introducer));
      return introducer;
    }
    if (name === 'comp_a' || name === 'subj_intro' || name === 'tw_who_a') {
      if (this.introduced.has(this.key(name))) return name === 'comp_a' ? 'comp' : name === 'subj_intro' ? 'subj' : 'tw_who';
      this.introduced.add(this.key(name));
    }
    return name;
  }

  /**
   * A list slot ({comp_habit}, {sight}, {better}) deals its values like cards: none twice until all are
   * used; then its spares (quiet doings any companion can do), and only then the cards again.
   */
  private pickFresh(slot: string, options: readonly string[], spares: readonly string[] = []): string {
    const used = this.dealt.get(slot) ?? [];
    let fresh = options.filter((option) => !used.includes(option));
    if (fresh.length === 0) fresh = spares.filter((option) => !used.includes(option));
    let kept = used;
    if (fresh.length === 0) {
      fresh = options.filter((option) => option !== used.at(-1));
      kept = [];
    }
    const value = this.rng.pick(fresh.length > 0 ? fresh : options);
    this.dealt.set(slot, [...kept, value]);
    return value;
  }
}

/** Words whose article the renderer may correct: plain nouns and adjectives, not "a lot", "a few". */
const ARTICLE_WORDS = /^(?!(?:one|once|uni|use|usu|eu|ewe|euro|hour|honest|honou?r|heir)\w*$)[a-z]/i;
function needsAn(word: string): boolean {
  return /^(?:[aeio]|u(?!ni|s[eua]|r[ae]|ti|ku))/i.test(word) && !/^(?:one|once)/i.test(word);
}

/** A home's later mentions: its noun with "the" ("the blue cottage at the top of the slipway" → "the cottage"). */
export function shortHome(home: string): string {
  const head = home
    .replace(/^(?:the|a|an)\s+/i, '')
    .split(/\s+(?:at|by|with|on|above|behind|below|under|over|near|in|along|that|whose|where|which|of)\s+/)[0]!
    .split(/\s+/)
    .at(-1)!;
  return `the ${head}`;
}

/** A plural noun phrase's verb: "the glasses were", "some other children have". */
function agree(text: string): string {
  return text
    .replace(new RegExp(`${PLURAL}(\\s+)(was|is|has|does)\\b`, 'g'), (_whole, space: string, verb: string) => `${space}${PLURAL_VERB[verb]}`)
    .replaceAll(PLURAL, '');
}

/** Spacing and articles after slots are filled. */
export function tidy(text: string): string {
  return (
    text
      // "a {comp_kind}" with an owl is "an owl" (and "an {x}" with a fox, "a fox").
      .replace(/\b([Aa])n? ((?:[a-z][\w-]*))/g, (whole, a: string, word: string) =>
        /^an? /i.test(whole) && ARTICLE_WORDS.test(word) ? `${a}${needsAn(word) ? 'n' : ''} ${word}` : whole,
      )
      .replace(/[ \t]+/g, ' ')
      .replace(/ ([,.!?;:])/g, '$1')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
