/**
 * Reads a parent's lesson into one lesson theme (and an optional subject noun from the lexicon). It never
 * keeps the parent's words. It refuses only what is harmful; an ordinary lesson that matches no theme
 * with confidence is told as the nearest theme, and the parent is told so.
 */
import { THEMES_BY_ID, type LessonTheme } from '../catalogue/themes';
import type { UnderstoodLesson } from '../plan/types';
import { THEME_CUES_INTL } from './cues-intl';
import { FACET_CUES, FACET_CUES_INTL } from './facets';
import { findHarm, IDIOM, refusalMessage, type Harm } from './harm';
import { compile, find } from './match';
import { readText, type Lang, type Reading } from './nlp';
import { predictTheme } from './model';
import { compileTable, score, type CueTable } from './score';
import { pickSubject, type Subject } from './subject';
import { THEME_CUES } from './theme-cues';

export type LessonReading = { ok: true; lesson: UnderstoodLesson; note?: string } | { ok: false; harm: Harm; message: string };

const EN = compileTable(THEME_CUES);
const INTL = new Map<string, CueTable>(Object.entries(THEME_CUES_INTL).map(([lang, table]) => [lang, compileTable(table)]));
const FACETS = new Map<string, CueTable>(Object.entries(FACET_CUES).map(([themeId, table]) => [themeId, compileTable(table)]));
const FACETS_INTL = new Map<string, CueTable>(
  Object.entries(FACET_CUES_INTL).flatMap(([lang, tables]) =>
    Object.entries(tables).map(([themeId, table]) => [`${lang} ${themeId}`, compileTable(table)] as const),
  ),
);

/**
 * Which of a theme's lessons the reading is about: the facet whose cues weigh most, and only when it weighs
 * more than any other (a lesson that says as much of one as of the other is told as either).
 */
export function readFacet(reading: Reading, themeId: string): string | undefined {
  const table = FACETS.get(themeId);
  if (!table) return undefined;
  const own = reading.lang === 'en' ? undefined : FACETS_INTL.get(`${reading.lang as Lang} ${themeId}`);
  const [best, second] = score(reading, table, own);
  return best && best.score >= 2 && (!second || best.score > second.score) ? best.id : undefined;
}

/** A score at or above this, ahead of the runner-up, is a confident reading. */
const CONFIDENT = 3;
/**
 * A grave theme needs more than one passing word ("weg", "touch", "miss"): a cue that names the event
 * itself ("passed away", "private parts", "in hospital") weighs this much alone ("died" 5, "passed away" 6).
 */
const GRAVE_SURE = 5;
/** A grave theme's cue score that a sure trained reading may confirm: a word naming the event, not a passing one. */
const GRAVE_WITH_MODEL = 4;
/** Used when nothing in the lesson points anywhere: the broadest theme of how we treat each other. */
const DEFAULT_THEME = 'kindness';

/** How a note names a theme told only from a certain age (the catalogue's labels read after "a story about"). */
const GATED_TOPIC: Record<string, string> = {
  'growing-body': 'growing bodies',
  'death-of-grandparent': 'someone who died',
  'death-of-pet': 'a pet who died',
};

const PARENT_WORDS = new Set(['mum', 'mummy', 'mom', 'mommy', 'mama', 'mother', 'dad', 'daddy', 'papa', 'father', 'parent', 'stepmum', 'stepdad']);

export interface ThemeGuess {
  themeId: string;
  score: number;
  runnerUp?: { themeId: string; score: number };
  span?: { start: number; end: number };
}

/** How sure the second-opinion model must be to overrule cues that were not confident. */
const MODEL_SURE = 0.7;

/**
 * The best theme for a reading. Confident cues decide; otherwise the trained model's reading is taken
 * when it is sure, then the cues' best guess, then the model's best guess.
 */
export function guessTheme(reading: Reading): ThemeGuess & { confident: boolean } {
  const pretend = aboutAnimalOrToy(reading);
  // A teddy who is poorly or a cat's tail not to be touched is play or gentleness, not an illness in the family
  // or body safety: those themes are about people.
  const idiom = find(reading, IDIOM);
  const inIdiom = (span?: { start: number; end: number }): boolean => !!idiom && !!span && span.start <= idiom.end && span.end >= idiom.start;
  const vetoed = new Set<string>();
  const scored = score(reading, EN, reading.lang === 'en' ? undefined : INTL.get(reading.lang), vetoed).filter(
    (s) => !(pretend && GRAVE.has(s.id) && s.id !== 'death-of-pet') && !(GRAVE.has(s.id) && inIdiom(s.span)),
  );
  const feared = fearedThing(reading, scored[0]);
  if (feared) return { themeId: 'bravery', score: feared.score, confident: true, ...(feared.span ? { span: feared.span } : {}) };
  const best = scored[0];
  const second = scored[1];
  const span = best?.span ? { span: best.span } : {};
  const sure = GRAVE.has(best?.id ?? '') ? GRAVE_SURE : CONFIDENT;
  // the trained reading, once: it may decide between two themes the cues both read, or guess when they are unsure
  const model = predictTheme(reading).filter((m) => !vetoed.has(m.id));
  const overrule = modelOverrules(scored, model);
  if (overrule) return overrule;
  if (best && best.score >= sure && (!second || best.score > second.score)) return { themeId: best.id, score: best.score, confident: true, ...span };
  const guess = guessUnsure(reading, scored, model);
  // A guess never tells a child that someone died, is ill or has left: a grave theme is told only when the
  // reading is sure.
  if (guess.confident || !GRAVE.has(guess.themeId)) return guess;
  const everyday = scored.find((s) => !GRAVE.has(s.id));
  return { themeId: everyday?.id ?? GRAVE_NEAREST[guess.themeId] ?? nearestBySubject(reading), score: 0, confident: false };
}

/**
 * Themes about a thing to handle or a chore: when the child is afraid of that thing ("scared of fireworks", "terrified
 * of the hoover", "panics at the fire alarm"), the lesson is courage, not the chore or the danger.
 */
const NOT_A_FEAR_TOPIC = new Set(['hot-things', 'tidying', 'road-safety', 'screens', 'caring-for-nature', 'vegetables', 'responsibility']);
const AFRAID = compile(
  '(scared|afraid|frightened|terrified|petrified|panics|panic|panicking|fear|scares|frightens|terrifies|hates the noise|cries at|screams at|covers his ears|covers her ears)',
  {},
);
/** The best theme, when its cue is the thing the child is afraid of. */
function fearedThing(reading: Reading, best?: { id: string; score: number; span?: { start: number; end: number } }) {
  if (!best || !NOT_A_FEAR_TOPIC.has(best.id) || !best.span) return undefined;
  const fear = find(reading, AFRAID);
  return fear && !fear.negated && fear.end <= best.span.start && best.span.start - fear.end <= 6 ? best : undefined;
}

/** Themes that tell a child of a loss, an illness, a separation or a danger to the body. */
const GRAVE = new Set(['hospital', 'family-illness', 'two-homes', 'death-of-grandparent', 'death-of-pet', 'parent-away', 'growing-body', 'body-safety']);
/**
 * A grave theme the reading is not sure of is told as the everyday feeling nearest it (missing someone is sadness,
 * a hospital visit is being brave), never as whatever theme a stray word leans to ("three weeks away" as screens).
 */
const GRAVE_NEAREST: Readonly<Record<string, string>> = {
  hospital: 'bravery',
  'family-illness': 'worry',
  'two-homes': 'worry',
  'death-of-grandparent': 'sadness',
  'death-of-pet': 'sadness',
  'parent-away': 'sadness',
  'growing-body': 'being-yourself',
  'body-safety': 'trusted-grown-ups',
};

const TOYS = ['teddy', 'doll', 'toy', 'dolly', 'puppet'];
/** The lesson names an animal or a toy and no person (no one of the family, no name). */
function aboutAnimalOrToy(reading: Reading): boolean {
  // a job (the vet, a nurse) is not who the lesson happens to; "Teddy" may be read as a name
  const person = reading.tokens.some((t) => (t.name && !TOYS.includes(t.lemma)) || (t.noun2?.entry.kind === 'person' && t.noun2.entry.role !== 'role'));
  return !person && (reading.has.has('@animal') || TOYS.some((toy) => reading.has.has(toy)));
}

/** How near the cues' reading of the model's theme must come to the best cue for a sure model to decide between them. */
const NEAR = 0.7;
const MODEL_DECIDES = 0.98;
/**
 * Two themes the cues both read ("say thank you to the lollipop lady": gratitude and the road): when the trained
 * model is sure of one the cues also read nearly as strongly, the model decides. Grave themes are never its to give.
 */
function modelOverrules(scored: ReturnType<typeof score>, model: ReturnType<typeof predictTheme>): (ThemeGuess & { confident: boolean }) | undefined {
  const best = scored[0];
  if (!best) return undefined;
  const top = model[0];
  if (!top || top.p < MODEL_DECIDES || top.id === best.id || GRAVE.has(top.id) || GRAVE.has(best.id)) return undefined;
  const cue = scored.find((s) => s.id === top.id);
  if (!cue || cue.score < best.score * NEAR) return undefined;
  return { themeId: top.id, score: cue.score, confident: true, ...(cue.span ? { span: cue.span } : {}) };
}

/** `model` is the trained reading without the themes a cue took back ("his best friend is moving" is not the family moving). */
function guessUnsure(reading: Reading, scored: ReturnType<typeof score>, model: ReturnType<typeof predictTheme>): ThemeGuess & { confident: boolean } {
  const best = scored[0];
  const span = best?.span ? { span: best.span } : {};
  const top = model[0];
  if (top && top.p >= MODEL_SURE && (!best || scored.some((s) => s.id === top.id) || best.score < CONFIDENT))
    return {
      themeId: top.id,
      score: best?.score ?? 0,
      // the model agreeing with a passing word ("son doudou lui manque") never makes a grave theme sure
      confident: top.p >= 0.9 && !!best && best.id === top.id && (!GRAVE.has(top.id) || best.score >= GRAVE_WITH_MODEL),
    };
  if (best) return { themeId: best.id, score: best.score, confident: false, ...span };
  if (top && top.p > 0) return { themeId: top.id, score: 0, confident: false };
  return { themeId: nearestBySubject(reading), score: 0, confident: false };
}

/** With no cue at all, a noun can still say where the lesson lives: a pet is gentleness, a food is trying new food. */
function nearestBySubject(reading: Reading): string {
  for (const t of reading.tokens) {
    const kind = t.noun2?.entry.kind;
    if (kind === 'animal') return 'gentle-with-animals';
    if (kind === 'food') return 'vegetables';
    if (kind === 'weather') return 'bravery';
  }
  return DEFAULT_THEME;
}

/**
 * Places and things a child must never be shown going onto, into or at on their own (a roof, a window, the road,
 * the river, fire, medicine): only a safety lesson, which shows the danger and the grown-up, may be about them.
 * An encouraging lesson about one ("being brave" about the roof) is told about its theme's own subject instead.
 */
const HAZARDS = new Set([
  'roof',
  'window',
  'balcony',
  'ledge',
  'cliff',
  'quarry',
  'scaffolding',
  'crane',
  'pylon',
  'railway',
  'road',
  'motorway',
  'traffic',
  'river',
  'lake',
  'canal',
  'pond',
  'sea',
  'fire',
  'bonfire',
  'match',
  'lighter',
  'oven',
  'hob',
  'stove',
  'kettle',
  'knife',
  'medicine',
  'pill',
  'bleach',
  'socket',
]);

function subjectFor(theme: LessonTheme, reading: Reading, span?: { start: number; end: number }): Subject | undefined {
  const subject = subjectAsRead(theme, reading, span);
  return subject && HAZARDS.has(subject.lemma) && theme.family !== 'safety' ? undefined : subject;
}

function subjectAsRead(theme: LessonTheme, reading: Reading, span?: { start: number; end: number }): Subject | undefined {
  // a pair the theme is told about as a pair ("mum and dad live in two houses") is not cut down to one of them
  const pair = theme.subject.fallback.split(' and ');
  if (pair.length === 2 && pair.every((word) => reading.has.has(word))) return undefined;
  return pickSubject(reading, theme.subject.accepts, span, theme.subject.kind === 'person' ? (t) => t.noun2!.entry.role === 'family' : undefined);
}

export function readLesson(text: string, age?: number): LessonReading {
  const reading = readText(text);
  const harm = findHarm(reading, 'lesson', text);
  if (harm) return { ok: false, harm: harm.harm, message: refusalMessage(harm.harm, 'lesson') };

  const guess = guessTheme(reading);
  const confident = guess.confident;
  let theme = THEMES_BY_ID.get(guess.themeId) ?? THEMES_BY_ID.get(DEFAULT_THEME)!;
  const notes: string[] = [];
  if (!confident) notes.push(`We told this as a story about ${theme.label}.`);
  if (theme.minAge !== undefined && age !== undefined && age < theme.minAge && theme.youngerTheme) {
    const younger = THEMES_BY_ID.get(theme.youngerTheme)!;
    notes.length = 0;
    notes.push(`Stories about ${GATED_TOPIC[theme.id] ?? theme.label} are for ages ${theme.minAge} and up, so we told this as a story about ${younger.label}.`);
    theme = younger;
  }
  let subject = subjectFor(theme, reading, guess.span);
  // A parent's death is not told as a bedtime story (the guidance this writer follows covers a grandparent
  // or a pet); the story remembers a grandparent, and the note says why.
  if (theme.id === 'death-of-grandparent' && subject && PARENT_WORDS.has(subject.lemma)) {
    subject = undefined;
    notes.length = 0;
    notes.push(
      'We told this as a story about remembering a grandparent who died: when a parent has died, a child needs it told in your own words, not in a bedtime story.',
    );
  }
  const facet = readFacet(reading, theme.id);
  const lesson: UnderstoodLesson = { themeId: theme.id, label: theme.label, confident, ...(subject ? { subject } : {}), ...(facet ? { facet } : {}) };
  return { ok: true, lesson, ...(notes.length > 0 ? { note: notes.join(' ') } : {}) };
}
