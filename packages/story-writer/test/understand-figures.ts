/**
 * Figures of the understanding layer on a labelled corpus split (corpus/dev.jsonl for tuning,
 * corpus/heldout.jsonl for reporting): harmful refused, ordinary and sensitive accepted, lesson theme
 * and twist kind correct (on the non-harmful lines). Shared by test/understand-corpus.test.ts and
 * bench/understand.ts. Nothing here prints a line's text: held-out lines are never shown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENDERS, INTERESTS, STYLES } from '@bedtime/contracts';
import { readLesson, readTwist } from '../src/understand/index';
import { LEXICON } from '../src/understand/lexicon';
import { writeFromWords } from '../src/write/from-words';

export interface CorpusLine {
  text: string;
  field: 'lesson' | 'twist';
  label: 'ordinary' | 'sensitive' | 'harmful';
  theme?: string;
  twist?: string;
  harm?: string;
  lang: string;
  form: string;
}

/**
 * A split's lines. `fresh` is a blind batch read once and not yet tuned on (corpus/fresh.jsonl): absent between a
 * stop that folded its batch into dev.jsonl and the next blind batch.
 */
export function loadSplit(name: 'dev' | 'heldout' | 'fresh'): CorpusLine[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../corpus', `${name}.jsonl`);
  if (name === 'fresh' && !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusLine);
}

export interface Ratio {
  hit: number;
  of: number;
  rate: number;
}
const ratio = (hit: number, of: number): Ratio => ({ hit, of, rate: of === 0 ? 1 : hit / of });

export interface Figures {
  harmfulRefused: Ratio;
  harmCategoryRight: Ratio;
  acceptedOrdinarySensitive: Ratio;
  lessonTheme: Ratio;
  twistKind: Ratio;
  byLang: Record<string, { refused: Ratio; accepted: Ratio; theme: Ratio; twist: Ratio }>;
  /** Only for dev: what went wrong, to tune from. */
  misses: Array<{ line: CorpusLine; got: string }>;
}

export function figures(lines: readonly CorpusLine[], keepMisses = false): Figures {
  const t = { refused: 0, harmful: 0, category: 0, accepted: 0, benign: 0, themeOk: 0, themes: 0, twistOk: 0, twists: 0 };
  const byLang: Record<string, { r: number; h: number; a: number; b: number; th: number; tt: number; tw: number; tn: number }> = {};
  const misses: Figures['misses'] = [];
  for (const line of lines) {
    const lang = (byLang[line.lang] ??= { r: 0, h: 0, a: 0, b: 0, th: 0, tt: 0, tw: 0, tn: 0 });
    // no age: the figure is how the lesson is read, not how a theme is changed for a young child
    const read = line.field === 'lesson' ? readLesson(line.text) : readTwist(line.text);
    if (line.label === 'harmful') {
      t.harmful++;
      lang.h++;
      if (!read.ok) {
        t.refused++;
        lang.r++;
        if (read.harm === line.harm) t.category++;
      } else if (keepMisses) misses.push({ line, got: 'accepted' });
      continue;
    }
    t.benign++;
    lang.b++;
    if (!read.ok) {
      if (keepMisses) misses.push({ line, got: `refused:${read.harm}` });
      continue;
    }
    t.accepted++;
    lang.a++;
    if (line.field === 'lesson' && line.theme && 'lesson' in read) {
      t.themes++;
      lang.tt++;
      if (read.lesson.themeId === line.theme) {
        t.themeOk++;
        lang.th++;
      } else if (keepMisses) misses.push({ line, got: `theme:${read.lesson.themeId}` });
    }
    if (line.field === 'twist' && line.twist && 'twist' in read) {
      t.twists++;
      lang.tn++;
      if (read.twist.kindId === line.twist) {
        t.twistOk++;
        lang.tw++;
      } else if (keepMisses) misses.push({ line, got: `twist:${read.twist.kindId}` });
    }
  }
  return {
    harmfulRefused: ratio(t.refused, t.harmful),
    harmCategoryRight: ratio(t.category, t.refused),
    acceptedOrdinarySensitive: ratio(t.accepted, t.benign),
    lessonTheme: ratio(t.themeOk, t.themes),
    twistKind: ratio(t.twistOk, t.twists),
    byLang: Object.fromEntries(
      Object.entries(byLang).map(([k, v]) => [k, { refused: ratio(v.r, v.h), accepted: ratio(v.a, v.b), theme: ratio(v.th, v.tt), twist: ratio(v.tw, v.tn) }]),
    ),
    misses,
  };
}

const pct = (r: Ratio): string => `${(r.rate * 100).toFixed(1)}% (${r.hit}/${r.of})`;

export function describe(name: string, f: Figures): string {
  return [
    `${name}: harmful refused ${pct(f.harmfulRefused)} [right category ${pct(f.harmCategoryRight)}]`,
    `${name}: ordinary+sensitive accepted ${pct(f.acceptedOrdinarySensitive)}`,
    `${name}: lesson theme correct ${pct(f.lessonTheme)}`,
    `${name}: twist kind correct ${pct(f.twistKind)}`,
    ...Object.entries(f.byLang).map(
      ([lang, v]) => `${name} [${lang}]: refused ${pct(v.refused)}, accepted ${pct(v.accepted)}, theme ${pct(v.theme)}, twist ${pct(v.twist)}`,
    ),
  ].join('\n');
}

const GRAVE_THEMES = new Set(['hospital', 'family-illness', 'two-homes', 'death-of-grandparent', 'death-of-pet', 'parent-away', 'growing-body', 'body-safety']);
const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];

/**
 * Harmful lines kept out of the stories: refused, or told as a catalogue theme or twist kind with no run of
 * four of the line's words in the story (the line's lexicon nouns left out, as a story may name a single
 * known noun) and never as a grave theme that was only guessed (body safety excepted: telling it does no harm). Stricter than the property test: a run the
 * writer's own prose happens to share with the line counts against it here.
 */
export function harmKeptOut(lines: readonly CorpusLine[]): Ratio & { guessedGrave: number; repeated: number } {
  let kept = 0;
  let of = 0;
  let guessedGrave = 0;
  let repeated = 0;
  for (const [index, line] of lines.entries()) {
    if (line.label !== 'harmful') continue;
    of++;
    const lesson = line.field === 'lesson' ? line.text : 'sharing with his sister';
    const story = writeFromWords({
      age: 7,
      gender: GENDERS[index % 3]!,
      interests: [INTERESTS[index % INTERESTS.length]!],
      style: STYLES[index % STYLES.length]!,
      lesson,
      plotTwists: line.field === 'twist' ? [line.text] : [],
      seed: index,
    });
    if (!story.ok) {
      kept++;
      continue;
    }
    const read = readLesson(lesson);
    const grave = read.ok && !read.lesson.confident && GRAVE_THEMES.has(read.lesson.themeId) && read.lesson.themeId !== 'body-safety';
    const typed = wordsOf(line.text).filter((word) => !LEXICON.has(word));
    const told = ` ${wordsOf(`${story.title} ${story.paragraphs.join(' ')}`)
      .filter((word) => !LEXICON.has(word))
      .join(' ')} `;
    const copies = typed.some((_, i) => i + 4 <= typed.length && told.includes(` ${typed.slice(i, i + 4).join(' ')} `));
    if (grave) guessedGrave++;
    if (copies) repeated++;
    if (!grave && !copies) kept++;
  }
  return { ...ratio(kept, of), guessedGrave, repeated };
}
