/**
 * Context-safe synonym pairs: template prose (never a parent's words or a fact) may swap one for
 * the other, so two tellings of the same plot do not read word for word alike.
 */
const PAIRS: readonly (readonly string[])[] = [
  ['quietly', 'softly'],
  ['happily', 'cheerfully'],
  ['giggled', 'chuckled', 'laughed'],
  ['hurried', 'rushed'],
  ['beautiful', 'lovely'],
  ['wonderful', 'marvellous'],
  ['amazing', 'astonishing'],
  ['sparkled', 'glittered'],
  ['suddenly', 'all at once'],
  ['quickly', 'swiftly'],
  ['grinned', 'beamed'],
  ['cosy', 'snug'],
  ['began', 'started'],
  ['everyone', 'everybody'],
  ['nobody', 'no one'],
  ['cheered', 'whooped'],
  ['huge', 'massive'],
  ['shouted', 'called out'],
  ['scared', 'frightened'],
  ['glowing', 'shining'],
  ['peeked', 'peeped'],
  ['delighted', 'thrilled'],
  ['wandered', 'strolled', 'ambled'],
  ['saw', 'spotted', 'noticed'],
  ['time to go home', 'time to head home'],
  ['the day was done', 'the day was over'],
  // Each group keeps the same first sound, so "a"/"an" in front of it stays right.
  ['whispered', 'murmured'],
  ['hugged', 'cuddled'],
  ['tiptoed', 'crept'],
  ['answered', 'replied'],
  ['jumped', 'leapt', 'hopped'],
  ['glowed', 'shone'],
  ['cheerful', 'jolly', 'merry'],
  ['peaceful', 'calm'],
  ['worried', 'troubled'],
  ['remembered', 'recalled'],
  ['decided to', 'chose to'],
  ['wanted to', 'longed to', 'wished to'],
  ['for a moment', 'for a second', 'for a heartbeat'],
  ['straight away', 'right away'],
  ['took a deep breath', 'drew a long breath', 'breathed in deeply'],
  ['was full of', 'was filled with', 'brimmed with'],
  ['were full of', 'were filled with', 'brimmed with'],
  ['turned out to be', 'proved to be'],
  ['carried on', 'kept going', 'went on'],
  ['in the end', 'at last', 'finally'],
  ['looked at each other', 'swapped a look', 'traded glances'],
  ['fast asleep', 'sound asleep'],
  ['the whole day', 'the entire day'],
  ['path', 'trail'],
  ['sleepy', 'drowsy'],
];

/** One-way swaps: the word may become another, but not the other way round ("just then" is never "exactly then"). */
const ONE_WAY: readonly (readonly string[])[] = [
  ['exactly', 'just', 'precisely'],
  ['gentle', 'soft'],
  // "walked" never becomes "went": "had walked" would read "had went".
  ['walked', 'strolled'],
  // A toddler's "teeny" may grow up to "tiny"; "tiny" never turns babyish for an older child.
  ['teeny', 'tiny'],
];

/** Openers that may only be swapped at the start of a sentence ("Then", never "just then"). */
const OPENERS: readonly (readonly string[])[] = [
  ['Then', 'Next'],
  ['One day', 'One morning', 'One afternoon'],
  ['Hooray', 'Hurrah'],
  ['Oh no', 'Oh dear'],
  ['Soon', 'Before long'],
  ['One night', 'One evening'],
  ['There it was', 'Look, there it was'],
];
const OPENER_LOOKUP = new Map<string, readonly string[]>(OPENERS.flatMap((group) => group.map((word) => [word, group] as const)));
const OPENER_PATTERN = new RegExp(`(^|[.!?]\\s+)(${[...OPENER_LOOKUP.keys()].join('|')})\\b`, 'g');

const LOOKUP = new Map<string, readonly string[]>([
  ...PAIRS.flatMap((pair) => pair.map((word) => [word, pair] as const)),
  ...ONE_WAY.map((group) => [group[0] as string, group] as const),
]);
const PATTERN = new RegExp(`\\b(${[...LOOKUP.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');

/** Marks each swappable word as an alternation, e.g. "quietly" becomes "[quietly|softly]". */
export function withSynonyms(template: string): string {
  let depth = 0;
  let result = '';
  let last = 0;
  for (const match of template.matchAll(PATTERN)) {
    const index = match.index;
    for (let i = last; i < index; i += 1) {
      const char = template[i];
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
    }
    result += template.slice(last, index);
    last = index + match[0].length;
    const pair = LOOKUP.get(match[0].toLowerCase());
    if (depth > 0 || !pair) {
      result += match[0];
      continue;
    }
    const capital = /^\p{Lu}/u.test(match[0]);
    result += `[${pair.map((word) => (capital ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join('|')}]`;
  }
  result += template.slice(last);
  return result.replace(OPENER_PATTERN, (_all, gap: string, word: string) => `${gap}[${(OPENER_LOOKUP.get(word) ?? [word]).join('|')}]`);
}
