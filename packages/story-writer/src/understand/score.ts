/**
 * Scores a reading against weighted cue tables (themes or twist kinds): each cue that matches adds its
 * weight. The English table is always read; a Spanish, French or German reading also reads its
 * language's table (names of things such as "iPad" or "dentist" often stay in English), and the English
 * table then skips the words that language spells itself.
 */
import { compile, find, type Pattern, type WordLists } from './match';
import { isOwnWord, type Lang, type Reading } from './nlp';

export interface WeightedCue {
  pattern: Pattern;
  weight: number;
}

export interface CueTable {
  /** Each id's cues, heaviest first. */
  byId: ReadonlyMap<string, readonly WeightedCue[]>;
  /** The cues a word can start, so a reading only tries cues whose first word it has. */
  byAnchor: ReadonlyMap<string, ReadonlyArray<{ id: string; cue: WeightedCue }>>;
  unanchored: ReadonlyArray<{ id: string; cue: WeightedCue }>;
}

export function compileTable(table: Readonly<Record<string, readonly string[]>>, lists: WordLists = {}): CueTable {
  const byId = new Map<string, WeightedCue[]>();
  const byAnchor = new Map<string, Array<{ id: string; cue: WeightedCue }>>();
  const unanchored: Array<{ id: string; cue: WeightedCue }> = [];
  for (const [id, cues] of Object.entries(table)) {
    // heaviest first, so a word is counted for a theme's strongest cue (see score)
    const compiled = cues
      .map((cue) => {
        const m = /^(.*?)(?:=(-?\d+(?:\.\d+)?))?$/.exec(cue)!;
        return { pattern: compile(m[1]!, lists), weight: m[2] ? Number(m[2]) : 2 };
      })
      .sort((a, b) => b.weight - a.weight);
    byId.set(id, compiled);
    for (const cue of compiled) {
      if (!cue.pattern.anchors) {
        unanchored.push({ id, cue });
        continue;
      }
      for (const anchor of new Set(cue.pattern.anchors)) {
        const list = byAnchor.get(anchor) ?? [];
        list.push({ id, cue });
        byAnchor.set(anchor, list);
      }
    }
  }
  return { byId, byAnchor, unanchored };
}

export interface Scored {
  id: string;
  score: number;
  span?: { start: number; end: number };
}

/** "…A story about being patient with grandparents": what the parent names after this is what the story is for. */
const ASKED_FOR = compile('(story|something|stories|tale|book|lesson) +(about|on|where|that shows|showing|to help|for)', {});

/**
 * The parent's own exasperation ("drives me mad", "I'm losing my mind"): it says how the parent feels, not what
 * the story is about, so no cue reads those words.
 */
const VENTING = [
  compile(
    '(drives me|driving me|drove me|drive me|sends me|send me|sending me) _ (mad|crazy|nuts|insane|bananas|potty|up the wall|round the bend|round the twist|spare)',
    {},
  ),
  compile("(i'm|im|i am) (losing|going) (my mind|mad|crazy|insane)", {}),
];

/**
 * Every id with a positive score, best first. A cue counts only if it reads a word no heavier cue of
 * the same id has read, so "died" is not counted once per spelling listed ("die", "died", "dies").
 * `vetoed`, when given, receives the ids a negative cue took back from ("her friend is moving" is not the
 * family moving), so a second opinion does not pick them either.
 */
export function score(reading: Reading, english: CueTable, own?: CueTable, vetoed?: Set<string>): Scored[] {
  const totals = new Map<string, Scored>();
  // in a long message, the words after "a story about" weigh half as much again as the backstory before them
  const asked = reading.tokens.length > 14 ? find(reading, ASKED_FOR) : undefined;
  const weigh = (weight: number, start: number): number => (asked && weight > 0 && start > asked.end ? weight * 1.5 : weight);
  const vent = VENTING.map((p) => find(reading, p)).find((m) => m);
  for (const table of [english, own]) {
    if (!table) continue;
    const candidates = new Set<WeightedCue>(table.unanchored.map((c) => c.cue));
    const ids = new Set<string>(table.unanchored.map((c) => c.id));
    for (const word of reading.has) {
      // German "die" is not the English verb, nor French "pain" a hurt.
      if (table === english && isOwnWord(reading.lang, word)) continue;
      for (const { id, cue } of table.byAnchor.get(word) ?? []) {
        candidates.add(cue);
        ids.add(id);
      }
    }
    for (const id of ids) {
      const used = new Set<number>();
      for (const cue of table.byId.get(id) ?? []) {
        if (!candidates.has(cue)) continue;
        const m = find(reading, cue.pattern);
        if (!m || (vent && m.start <= vent.end && m.end >= vent.start)) continue;
        // a negative cue says the words mean something else here ("her friend moved away" is not the family moving):
        // it takes back from the id whatever else has read
        if (cue.weight < 0) {
          vetoed?.add(id);
          const entry = totals.get(id) ?? { id, score: 0 };
          entry.score += cue.weight;
          totals.set(id, entry);
          continue;
        }
        let fresh = false;
        for (let i = m.start; i <= m.end; i++)
          if (!used.has(i)) {
            fresh = true;
            used.add(i);
          }
        if (!fresh) continue;
        const entry = totals.get(id) ?? { id, score: 0 };
        entry.score += weigh(cue.weight, m.start);
        if (!entry.span || cue.weight >= 3) entry.span = { start: m.start, end: m.end };
        totals.set(id, entry);
      }
    }
  }
  return [...totals.values()].filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
}

export type PerLang<T> = Partial<Record<Exclude<Lang, 'en'>, T>>;
