import type { StoryPlan } from '@bedtime/story-writer';
import type { StoryForArt } from '../types';
import { splitSentences } from './story-text';
import { HUMAN_TITLES, speciesOfWord, type Species } from './species-words';
import { describeCharacterFromText } from './character-context';

export interface CharacterInfo {
  name: string;
  /** Words that refer to the character on their own ("Whiskers" for "Captain Whiskers"). */
  aliases: string[];
  count: number;
  firstAt: number;
  species?: Species;
  /** The word the story used for the creature ("triceratops"), finer than the species. */
  noun?: string;
  gender?: 'female' | 'male';
  title?: string;
  colorWord?: string;
}

const NOT_NAMES = new Set([
  'the',
  'a',
  'an',
  'once',
  'upon',
  'and',
  'but',
  'or',
  'so',
  'then',
  'when',
  'while',
  'after',
  'before',
  'as',
  'if',
  'in',
  'on',
  'at',
  'by',
  'for',
  'from',
  'with',
  'without',
  'into',
  'onto',
  'of',
  'to',
  'up',
  'down',
  'out',
  'one',
  'two',
  'three',
  'every',
  'each',
  'all',
  'some',
  'many',
  'most',
  'no',
  'not',
  'yes',
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'where',
  'what',
  'who',
  'why',
  'how',
  'which',
  'it',
  'its',
  'he',
  'she',
  'they',
  'we',
  'you',
  'i',
  'me',
  'my',
  'his',
  'her',
  'their',
  'our',
  'your',
  'him',
  'them',
  'us',
  'soon',
  'next',
  'later',
  'now',
  'today',
  'tonight',
  'tomorrow',
  'yesterday',
  'suddenly',
  'finally',
  'together',
  'still',
  'just',
  'even',
  'only',
  'first',
  'last',
  'little',
  'big',
  'oh',
  'wow',
  'hooray',
  'hurray',
  'look',
  'hello',
  'goodbye',
  'goodnight',
  'good',
  'night',
  'sleep',
  'sweet',
  'dear',
  'please',
  'thank',
  'thanks',
  'well',
  'okay',
  'ok',
  'hmm',
  'uh',
  'whee',
  'wheee',
  'whoosh',
  'boom',
  'zoom',
  'let',
  "let's",
  'come',
  'can',
  'could',
  'would',
  'should',
  'will',
  'did',
  'do',
  'does',
  'is',
  'was',
  'are',
  'were',
  'be',
  'have',
  'had',
  'maybe',
  'perhaps',
  'meanwhile',
  'instead',
  'again',
  'also',
  'back',
  'above',
  'below',
  'far',
  'near',
  'everyone',
  'everything',
  'someone',
  'something',
  'nobody',
  'nothing',
  'somewhere',
  'inside',
  'outside',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'christmas',
  'easter',
  'halloween',
  'earth',
  'moon',
  'sun',
  'mars',
  'venus',
  'jupiter',
  'saturn',
  'mercury',
  'neptune',
  'uranus',
  'pluto',
  'milky',
  'way',
  'great',
  'bear',
  'god',
  'english',
  'the end',
  'end',
  'ready',
  'blast',
  'lift',
  'off',
  'wake',
  'yay',
  'shh',
  'hush',
  'goodness',
  'welcome',
  'everywhere',
  'somewhere',
  'anywhere',
  'nowhere',
  'everybody',
  'whenever',
  'wherever',
  'meet',
  'listen',
  'see',
  'imagine',
  'guess',
  'watch',
  'hold',
  'wait',
  'remember',
  'close',
  'open',
  'say',
  'tell',
  'ask',
  'yes',
  'being',
  'ahh',
  'ooh',
  'aah',
  'hmm',
  'whoa',
  'wow',
  'oops',
  'huh',
  'psst',
  'bye',
  'hi',
  'hey',
]);

/** First words of a capitalised phrase that make it a thing or an event rather than someone. */
const COMMON_ADJECTIVES = new Set([
  'secret',
  'old',
  'giant',
  'little',
  'big',
  'great',
  'sleepy',
  'midnight',
  'runaway',
  'lost',
  'green',
  'golden',
  'silver',
  'magic',
  'wonder',
  'hidden',
  'tiny',
  'marching',
  'grand',
  'royal',
  'crystal',
  'rainbow',
  'happy',
  'lucky',
  'brave',
  'enchanted',
  'whispering',
  'moonlit',
  'sunny',
  'starry',
  'thousand',
  'hundred',
  'first',
  'last',
]);

const PLACE_ENDINGS = new Set([
  'town',
  'city',
  'forest',
  'woods',
  'wood',
  'hill',
  'hills',
  'mountain',
  'mountains',
  'valley',
  'lake',
  'river',
  'island',
  'islands',
  'kingdom',
  'land',
  'castle',
  'cave',
  'caves',
  'sea',
  'ocean',
  'park',
  'street',
  'village',
  'garden',
  'gardens',
  'school',
  'observatory',
  'bay',
  'beach',
  'meadow',
  'palace',
  'tower',
  'bridge',
  'pond',
  'reef',
  'galaxy',
  'station',
  'library',
  'market',
  'farm',
  'academy',
  'lane',
  'road',
  'square',
  'falls',
  'jungle',
  'desert',
  'peak',
  'grove',
  'harbour',
  'harbor',
  'stadium',
  'hall',
  'cove',
  'glade',
  'marsh',
  'planet',
  'pad',
  'shore',
  'field',
  'fields',
  'zoo',
  'museum',
  'lighthouse',
  'canyon',
  'glen',
  'way',
  'bakery',
  'cliffs',
  'cliff',
  'shop',
  'café',
  'cafe',
  'laboratory',
  'lab',
  'studio',
  'clearing',
  'pitch',
  'rescue',
  'hideout',
  'band',
  'windows',
  'parade',
  'feast',
  'club',
  'fair',
  'festival',
  'race',
  'show',
  'contest',
  'cup',
  'express',
  'house',
  'room',
  'kitchen',
  'theatre',
  'theater',
  'arena',
  'rink',
  'pool',
  'centre',
  'center',
  'dell',
  'hollow',
  'nook',
  'den',
  'burrow',
  'copse',
  'thicket',
  'spinney',
  'dale',
  'heath',
  'moor',
  'ridge',
  'common',
  'green',
  'springs',
  'shallows',
  'plains',
  'lookout',
  'base',
  'pools',
  'dunes',
  'trail',
  'path',
  'orchard',
  'paddock',
  'barn',
  'stables',
  'rescue',
  'bandstand',
  'crater',
  'moonbase',
  'point',
  'rock',
  'rocks',
  'woodland',
  'wilds',
  'glen',
  'brook',
  'stream',
  'creek',
]);

const PLACE_PREPOSITIONS = new Set([
  'in',
  'at',
  'into',
  'across',
  'towards',
  'toward',
  'near',
  'on',
  'over',
  'through',
  'around',
  'inside',
  'above',
  'beyond',
  'visit',
  'visited',
  'to',
  'of',
  'from',
]);
const TITLES = new Set<string>(HUMAN_TITLES);
const CAPITALISED_RUN = /(?:(?:Mr|Mrs|Ms|Dr|St)\.\s+)?\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:(?:Mr|Mrs|Ms|Dr)\.\s+)?\p{Lu}[\p{L}'’-]*)*/gu;

interface Candidate {
  name: string;
  count: number;
  midCount: number;
  placeCount: number;
  firstAt: number;
}

/**
 * The named characters of a story, the hero first. A planned story's are its cast (hero, companion,
 * a subject or twist character who is someone); an older story's are read from the text, the
 * most-mentioned name first, then in order of appearance.
 */
export function extractCharacters(story: Pick<StoryForArt, 'content'> & { plan?: StoryPlan }): { name: string }[] {
  return analyseCharacters(story).map(({ name }) => ({ name }));
}

const LIVING = new Set(['person', 'animal', 'creature']);

export function analyseCharacters(story: Pick<StoryForArt, 'content'> & { plan?: StoryPlan }): CharacterInfo[] {
  if (story.plan) {
    const seen = new Set<string>();
    const out: CharacterInfo[] = [];
    for (const member of [story.plan.hero, ...story.plan.cast]) {
      if (!member || seen.has(member.name) || (member.role !== 'hero' && !LIVING.has(member.kind))) continue;
      seen.add(member.name);
      const species = member.role !== 'hero' && member.kind !== 'person' ? speciesOfWord(member.species) : undefined;
      out.push({
        name: member.name,
        aliases: [member.name],
        count: 0,
        firstAt: out.length,
        ...(species ? { species } : {}),
        ...(member.role !== 'hero' && member.kind !== 'person' ? { noun: member.species } : {}),
        ...(member.pronoun === 'she' ? { gender: 'female' as const } : member.pronoun === 'he' ? { gender: 'male' as const } : {}),
      });
    }
    return out;
  }
  const content = story.content;
  const lowerWords = new Set(content.match(/\b\p{Ll}[\p{L}'’-]*/gu) ?? []);
  const candidates = new Map<string, Candidate>();

  for (const sentence of splitSentences(content)) {
    for (const match of sentence.text.matchAll(CAPITALISED_RUN)) {
      const at = sentence.start + match.index;
      const before = content.slice(Math.max(0, at - 24), at);
      const startsSentence = match.index === 0 || /["“‘(:—–]\s*$/.test(before);
      const words = stripPossessive(match[0]).split(/\s+/);
      while (words.length > 1 && isLeadingNoise(words[0] ?? '', lowerWords)) words.shift();
      const last = (words[words.length - 1] ?? '').toLowerCase();
      if (words.length > 1 && PLACE_ENDINGS.has(last) && !TITLES.has((words[0] ?? '').toLowerCase().replace('.', ''))) continue;
      const name = words.join(' ');
      const previousWord = /(\p{L}+)\s+(?:(?:the|a|an)\s+)?$/iu.exec(before)?.[1]?.toLowerCase() ?? '';
      const candidate = candidates.get(name) ?? { name, count: 0, midCount: 0, placeCount: 0, firstAt: at };
      candidate.count += 1;
      const leadingStripped = words.length < stripPossessive(match[0]).split(/\s+/).length;
      if (!startsSentence && !leadingStripped) candidate.midCount += 1;
      if (PLACE_PREPOSITIONS.has(previousWord)) candidate.placeCount += 1;
      candidates.set(name, candidate);
    }
  }

  const merged = mergeAliases([...candidates.values()]);
  const accepted = merged.filter((c) => isCharacterName(c, lowerWords, content));
  if (accepted.length === 0) return [];
  const hero = [...accepted].sort((a, b) => b.count - a.count || a.firstAt - b.firstAt)[0];
  const ordered = [hero!, ...accepted.filter((c) => c !== hero).sort((a, b) => a.firstAt - b.firstAt)].slice(0, 8);
  return ordered.map((c) => {
    const aliases = aliasesOf(c.name);
    const context = describeCharacterFromText(content, c.name, aliases);
    const display = context.displayName ?? c.name;
    return { name: display, aliases, count: c.count, firstAt: c.firstAt, ...context.traits };
  });
}

function stripPossessive(text: string): string {
  return text.replace(/['’]s?$/u, '').replace(/['’]s(?=\s)/gu, '');
}

function isLeadingNoise(word: string, lowerWords: Set<string>): boolean {
  const lower = word.toLowerCase();
  if (NOT_NAMES.has(lower)) return true;
  return /ly$/.test(lower) && lowerWords.has(lower);
}

function aliasesOf(name: string): string[] {
  const words = name.split(/\s+/).filter((w) => !TITLES.has(w.toLowerCase().replace('.', '')));
  return [name, ...(words.length > 0 && words.length < name.split(/\s+/).length ? [words.join(' ')] : []), ...(words.length > 1 ? [words[0]!] : [])];
}

/** "Whiskers" and "Captain Whiskers" are one character, known by the longer name. */
function mergeAliases(candidates: Candidate[]): Candidate[] {
  const byLength = [...candidates].sort((a, b) => b.name.split(' ').length - a.name.split(' ').length);
  const kept: Candidate[] = [];
  for (const candidate of byLength) {
    const owner = kept.find((k) => k.name !== candidate.name && aliasesOf(k.name).includes(candidate.name));
    if (owner) {
      owner.count += candidate.count;
      owner.midCount += candidate.midCount;
      owner.placeCount += candidate.placeCount;
      owner.firstAt = Math.min(owner.firstAt, candidate.firstAt);
    } else {
      kept.push({ ...candidate });
    }
  }
  return kept;
}

function isCharacterName(c: Candidate, lowerWords: Set<string>, content: string): boolean {
  const words = c.name.split(/\s+/);
  const lower = c.name.toLowerCase();
  const single = words.length === 1;
  if (lower.replace(/\W/g, '').length < 2 || /['’](?:re|ll|ve|d|m|t)$/i.test(c.name)) return false;
  if (single && (NOT_NAMES.has(lower) || TITLES.has(lower.replace('.', '')))) return false;
  if (words.every((w) => NOT_NAMES.has(w.toLowerCase()))) return false;
  // "Pip, a little red fox" or "an owl named Hoot": the story itself says this is someone.
  if (introducesSomeone(content, c.name)) return c.midCount >= 1 || c.count >= 2;
  if (c.placeCount === c.count || isExclamation(content, c.name)) return false;
  const titled = !single && TITLES.has((words[0] ?? '').toLowerCase().replace('.', ''));
  if (titled) return c.midCount >= 1 || c.count >= 2;
  if (single) {
    if (c.midCount === 0) return c.count >= 3 && !lowerWords.has(lower) && !/(?:ing|ly)$/.test(lower) && !speciesOfWord(lower);
    if (lowerWords.has(lower) && c.midCount < 2 && !(c.count >= 4)) return false;
    return c.count >= 2;
  }
  const common = words.every((w) => lowerWords.has(w.toLowerCase()) || COMMON_ADJECTIVES.has(w.toLowerCase()) || NOT_NAMES.has(w.toLowerCase()));
  return !common && !COMMON_ADJECTIVES.has((words[0] ?? '').toLowerCase()) && c.count >= 2 && c.midCount >= 1;
}

/** "Swish, swish", "Tap-tap" and "Crack!" are sounds, not names. */
function isExclamation(content: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`\\b${escaped}[,!]?[\\s-]+${escaped.toLowerCase()}\\b`).test(content)) return true;
  const after = [...content.matchAll(new RegExp(`\\b${escaped}\\b(.?)`, 'g'))].map((m) => m[1]);
  return after.length > 0 && after.every((next) => next === '!');
}

function introducesSomeone(content: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:named|called)\\s+${escaped}\\b|\\b${escaped},\\s+(?:the|a|an)\\s+\\p{Ll}`, 'u').test(content);
}
