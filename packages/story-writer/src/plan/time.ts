/**
 * The story's clock. A bedtime story is one day (sometimes running into the next): its passages say when
 * they happen ("That evening", "At bedtime", "The next morning"), and a listener follows only a clock that
 * moves forward. A passage that would take the story back (the day out after "the house went quiet",
 * "That evening" after bedtime, "at lunch" after "that afternoon") is passed over for a variant that does
 * not, or left out. Times are read from a passage's own words, outside its dialogue.
 */

/** A moment of the story: the day (0 the day out, 1 the next...) and the time within it, in half-steps. */
export interface StoryTime {
  day: number;
  phase: number;
}

/**
 * Times within a day, in order. Half-steps leave room for "later that evening"; "by the end of the day" is
 * heard as the evening (a want met then reads right after tea at the setting).
 */
export const PHASE = { morning: 0, day: 2, lateDay: 4, evening: 4, lateEvening: 5, bedtime: 6, night: 8 } as const;

/** Markers of a time of day, as the narration says them; `next` moves to the following day. */
const MARKERS: readonly { pattern: RegExp; phase: number; next?: true }[] = [
  {
    pattern:
      /\b(?:the|one) (?:next|following) (?:day|morning)|\bnext morning\b|\bthe day after\b|\ba few days later\b|\bthe next week\b|\b(?:that|on|next) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bthat weekend\b/i,
    phase: PHASE.morning,
    next: true,
  },
  { pattern: /\b(?:at|by) lunch(?:time)? the next day\b/i, phase: PHASE.day, next: true },
  { pattern: /\b(?:one morning|that morning|this morning|in the morning|at breakfast|by morning|first thing|woke up)\b/i, phase: PHASE.morning },
  { pattern: /\b(?:at lunch(?:time)?|after lunch|that afternoon|in the afternoon|all afternoon|(?:rest|most) of the afternoon)\b/i, phase: PHASE.day },
  { pattern: /\b(?:(?:at|by|towards?) the end of the day|before the day was out|late in the day)\b/i, phase: PHASE.lateDay },
  // leaving the day out for home is the start of the evening, whatever the sky says
  {
    pattern:
      /\b(?:(?<!(?:before|by|until|till) )home time|time to go(?: home)?|went home|walked (?:\w+ )?home|all the way home|on the way home|the way home|the walk home|set off home)\b/i,
    phase: PHASE.evening,
  },
  {
    pattern:
      /\b(?:that evening|this evening|in the evening|the evening began|it was evening|sky (?:over [^.]+ )?turned (?:pink|orange|gold)|turned orange|the sun went down|the sun set|dusk|supper|tea time|teatime|tea was|the lamps were on|the curtains were drawn)\b/i,
    phase: PHASE.evening,
  },
  { pattern: /\b(?:later that evening|later that night|the house went quiet|the house settled|the quiet part of the evening)\b/i, phase: PHASE.lateEvening },
  {
    pattern:
      /\b(?:at bedtime|bedtime came|it was bedtime|that night|at night|then it was night|in came the night|night came|tucked (?:in|up)(?! (?:a|an|the|among|between|beside|behind|under|at|near|inside)\b)|in bed|into bed|under the covers|lights? out|pyjamas|pajamas|(?<!, saying )goodnight|fell asleep)\b/i,
    phase: PHASE.bedtime,
  },
  {
    pattern: /\b(?:in the night|in the middle of the night|(?:at|after|past|till|until) [Mm]idnight|two in the morning|the small hours)\b/i,
    phase: PHASE.night,
  },
];

const GLOBAL = MARKERS.map((marker) => ({ ...marker, pattern: new RegExp(marker.pattern.source, 'gi') }));

/** A sentence that looks back ("She had been practising all afternoon"): its times are the past's, not the story's now. */
const LOOKING_BACK = /\bhad\b|'d been\b/i;

/** The times a passage names, in the order it names them (dialogue, slot names and looking back left out). */
export function timesIn(text: string): { phase: number; next: boolean; at: number; words: string }[] {
  const narration = text.replace(/"[^"]*"/g, (quote) => ' '.repeat(quote.length)).replace(/\{[^}]*\}/g, (slot) => ' '.repeat(slot.length));
  const all: { phase: number; next: boolean; at: number; words: string; end: number }[] = [];
  for (const marker of GLOBAL)
    for (const match of narration.matchAll(marker.pattern))
      all.push({ phase: marker.phase, next: marker.next === true, at: match.index, end: match.index + match[0].length, words: match[0] });
  // the longest wording wins where two overlap: "later that evening" is not "that evening" as well, "two in
  // the morning" is not a morning
  all.sort((a, b) => b.end - b.at - (a.end - a.at));
  const found: typeof all = [];
  for (const time of all) {
    if (found.some((other) => time.at < other.end && time.end > other.at)) continue;
    // Midnight the cat is a name, not a time
    if (/Midnight/.test(time.words) && !/(?:^|[.!?]\s+)$/.test(narration.slice(0, time.at).slice(-3))) continue;
    const sentence =
      narration
        .slice(0, time.at)
        .split(/[.!?;]\s/)
        .at(-1) ?? '';
    if (LOOKING_BACK.test(sentence)) continue;
    found.push(time);
  }
  return found.sort((a, b) => a.at - b.at).map(({ phase, next, at, words }) => ({ phase, next, at, words }));
}

/**
 * Where the clock stands after a passage told at `now`, or 'back' when the passage would take the story
 * back. A morning named after the evening is the next morning. Within one passage the author's order is
 * trusted ("That evening, when she got home"): each time it names is held only against the clock before it.
 */
export function advance(now: StoryTime | undefined, text: string): StoryTime | undefined | 'back' {
  let clock = now;
  let floor = now;
  for (const time of timesOf(text)) {
    if (!clock) {
      clock = { day: time.next ? 1 : 0, phase: time.phase };
      continue;
    }
    if (time.next || (time.phase === PHASE.morning && clock.phase >= PHASE.evening)) {
      clock = { day: clock.day + 1, phase: time.phase };
      floor = undefined;
    } else if (floor && clock.day === floor.day && time.phase < floor.phase) return 'back';
    else if (time.phase > clock.phase) clock = { day: clock.day, phase: time.phase };
  }
  return clock;
}

/** Whether a passage can be told at `now` without taking the story back in time. */
export function keepsTime(now: StoryTime | undefined, text: string): boolean {
  return advance(now, text) !== 'back';
}

const SAID = new Map<string, ReturnType<typeof timesIn>>();

/** `timesIn` for an authored passage, read once (a story weighs the same passages many times). */
function timesOf(text: string): ReturnType<typeof timesIn> {
  let times = SAID.get(text);
  if (!times) {
    times = timesIn(text);
    if (SAID.size > 20_000) SAID.clear();
    SAID.set(text, times);
  }
  return times;
}

/** The first place in a story's paragraphs where the clock goes back, described for a test's report. */
export function foldBack(paragraphs: readonly string[]): string | undefined {
  let clock: StoryTime | undefined;
  for (const [index, paragraph] of paragraphs.entries()) {
    const next = advance(clock, paragraph);
    if (next === 'back') {
      const said = timesIn(paragraph)
        .map((time) => time.words)
        .join(', ');
      return `paragraph ${index} ("${said}") after day ${clock!.day}, ${phaseName(clock!.phase)}: ${paragraph.slice(0, 100)}`;
    }
    clock = next;
  }
  return undefined;
}

function phaseName(phase: number): string {
  return Object.entries(PHASE).find(([, value]) => value === phase)?.[0] ?? String(phase);
}
