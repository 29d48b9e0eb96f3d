import type { Camera, Scene, StoryForArt, TimeOfDay } from '../types';
import { planScenes } from '../plan/plan-scenes';
import { alternateCamera, preferredCamera } from '../plan/staging';
import { actionFromText } from '../art/scene-model';
import { analyseCharacters, type CharacterInfo } from './extract-characters';
import { clip, countPhrases, splitSentences, storyBeats, type TextSpan } from './story-text';
import {
  CLIMAX_WORDS,
  INTEREST_PROP,
  INTEREST_SETTING,
  PROP_WORDS,
  SETTING_WORDS,
  SLEEPY_WORDS,
  TIME_WORDS,
  TURNING_WORDS,
  type PropKind,
  type SettingId,
} from './vocabulary';

export const MIN_SCENES = 3;

/** A story with no words has no moments to draw. */
export class StoryNeedsText extends Error {
  constructor() {
    super('A story needs some text before it can be illustrated');
    this.name = 'StoryNeedsText';
  }
}

export const MAX_SCENES = 6;

interface Beat {
  span: TextSpan;
  lower: string;
  setting: SettingId;
  settingChanged: boolean;
  timeOfDay: TimeOfDay;
  objects: PropKind[];
  characters: string[];
  newCharacter: boolean;
  turning: number;
  climax: number;
  sleepy: number;
}

/**
 * The moments a picture book would illustrate: the opening, the turning points and the climax,
 * and the sleepy ending, each with who is there, where, when and what they hold.
 */
export function chooseScenes(story: StoryForArt): Scene[] {
  if (!story.content.trim()) throw new StoryNeedsText();
  if (story.plan) return planScenes(story);
  const cast = analyseCharacters(story);
  const spans = storyBeats(story.content, MIN_SCENES);
  const beats = describeBeats(story, spans, cast);
  if (beats.length === 0) throw new StoryNeedsText();
  while (beats.length < MIN_SCENES) beats.push({ ...beats[beats.length - 1]! });

  const wanted = Math.min(beats.length, Math.max(MIN_SCENES, Math.min(MAX_SCENES, Math.round(beats.length / 2) + 1)));
  const chosen = pickBeats(beats, wanted);
  let previous: Camera | undefined;
  return chosen.map((beat, index) => {
    // What happens is read from the paragraph's verbs; the framing changes from one picture to the next.
    const action = actionFromText(beat.span.text, index === chosen.length - 1 && (beat.setting === 'bedroom' || beat.sleepy > 0));
    let camera = preferredCamera(action, beat.characters.length);
    if (camera === previous) camera = alternateCamera(camera, action);
    previous = camera;
    return {
      index,
      summary: summarise(beat, cast),
      excerpt: clip(beat.span.text, 420),
      characters: beat.characters,
      setting: action === 'sleeping' ? 'bedroom' : beat.setting,
      timeOfDay: beat.timeOfDay,
      objects: beat.objects,
      action,
      ...(beat.objects[0] ? { object: beat.objects[0] } : {}),
      camera,
    };
  });
}

function describeBeats(story: StoryForArt, spans: TextSpan[], cast: CharacterInfo[]): Beat[] {
  const home = story.interests.map((interest) => INTEREST_SETTING[interest]);
  let setting: SettingId = home[0] ?? 'meadow';
  let timeOfDay: TimeOfDay = 'day';
  const seen = new Set<string>();
  let companions: CharacterInfo[] = [];
  return spans.map((span, i) => {
    const lower = span.text.toLowerCase();
    const isLast = i === spans.length - 1;
    const sleepy = countPhrases(lower, SLEEPY_WORDS);
    const previous = setting;
    setting = pickSetting(lower, home, isLast, i === 0, setting) ?? setting;
    timeOfDay = pickTime(lower) ?? timeOfDay;
    if (isLast && sleepy > 0) timeOfDay = 'night';

    const hero = cast[0];
    const present = cast.filter((c) => c.aliases.some((alias) => new RegExp(`\\b${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(span.text)));
    let others = present
      .filter((c) => c !== hero)
      .sort((a, b) => mentions(span.text, b) - mentions(span.text, a))
      .slice(0, MAX_COMPANIONS_DRAWN);
    // "Together they followed the path": whoever was with the hero a moment ago is still there.
    if (others.length === 0 && /\b(?:they|them|together|both|their)\b/i.test(span.text)) others = companions;
    companions = others;
    const characters = [...(hero ? [hero.name] : []), ...others.map((c) => c.name)];
    const newCharacter = present.some((c) => !seen.has(c.name));
    for (const c of present) seen.add(c.name);

    return {
      span,
      lower,
      setting,
      timeOfDay,
      characters,
      newCharacter,
      sleepy,
      settingChanged: i > 0 && previous !== setting,
      objects: pickObjects(lower, story, setting),
      turning: countPhrases(lower, TURNING_WORDS) + (span.text.match(/!/g) ?? []).length * 0.5,
      climax: countPhrases(lower, CLIMAX_WORDS),
    };
  });
}

/** Every character a scene names is drawn: the hero and up to three others (a page holds four figures). */
const MAX_COMPANIONS_DRAWN = 3;

function mentions(text: string, character: CharacterInfo): number {
  return character.aliases.reduce((sum, alias) => sum + text.split(alias).length - 1, 0);
}

/** The place of a beat: where the story clearly says it is, else where the last beat was. */
function pickSetting(lower: string, home: SettingId[], isLast: boolean, isFirst: boolean, current: SettingId): SettingId | undefined {
  let best: SettingId | undefined;
  let bestScore = 0;
  for (const [id, words] of Object.entries(SETTING_WORDS) as [SettingId, readonly string[]][]) {
    const hits = countPhrases(lower, words);
    if (hits === 0) continue;
    // A bedroom needs real bedtime words, except at the very end where one is enough.
    if (id === 'bedroom' && hits < (isLast ? 1 : 3)) continue;
    const score = hits + (home.includes(id) ? 0.5 : 0) + (id === 'bedroom' && isLast ? 2 : 0);
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  if (isFirst && bestScore < 2 && home.length > 0 && !(best && home.includes(best))) return home[0];
  // One passing word ("a glimmer of magic") is not enough to move the story somewhere new.
  const needed = isFirst || best === current ? 1 : 1.5;
  return bestScore >= needed ? best : undefined;
}

function pickTime(lower: string): TimeOfDay | undefined {
  let best: TimeOfDay | undefined;
  let bestHits = 0;
  for (const [time, words] of Object.entries(TIME_WORDS) as [TimeOfDay, readonly string[]][]) {
    const hits = countPhrases(lower, words);
    if (hits > bestHits) {
      best = time;
      bestHits = hits;
    }
  }
  return best;
}

function pickObjects(lower: string, story: StoryForArt, setting: SettingId): PropKind[] {
  const found = (Object.entries(PROP_WORDS) as [PropKind, readonly string[]][])
    .map(([kind, words]) => ({ kind, hits: countPhrases(lower, words), at: firstIndex(lower, words) }))
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.at - b.at)
    .slice(0, 3)
    .map((entry) => entry.kind);
  if (found.length > 0) return found;
  const interest = story.interests.find((i) => INTEREST_SETTING[i] === setting) ?? story.interests[0];
  return interest ? [INTEREST_PROP[interest]] : [];
}

function firstIndex(lower: string, words: readonly string[]): number {
  const positions = words.map((w) => lower.search(new RegExp(`\\b${w}\\b`))).filter((p) => p >= 0);
  return positions.length > 0 ? Math.min(...positions) : Infinity;
}

/** Opening and ending always; between them the beats where the story turns or peaks, spread out. */
function pickBeats(beats: Beat[], wanted: number): Beat[] {
  const last = beats.length - 1;
  const middle = beats.slice(1, last).map((beat, k) => {
    const i = k + 1;
    const position = i / last;
    const score =
      beat.turning * 2 +
      beat.climax * 1.5 +
      (beat.newCharacter ? 1.5 : 0) +
      (beat.settingChanged ? 1.2 : 0) +
      beat.objects.length * 0.2 +
      (position > 0.55 && position < 0.92 ? 1 : 0);
    return { i, score };
  });
  const picked = new Set<number>([0, last]);
  const need = wanted - 2;
  const ranked = [...middle].sort((a, b) => b.score - a.score || a.i - b.i);
  for (const pass of [true, false]) {
    for (const { i } of ranked) {
      if (picked.size - 2 >= need) break;
      if (picked.has(i)) continue;
      if (pass && (picked.has(i - 1) || picked.has(i + 1)) && beats.length > wanted * 2) continue;
      picked.add(i);
    }
  }
  return [...picked].sort((a, b) => a - b).map((i) => beats[i]!);
}

/** The sentence that shows the most of the moment: who, what and where. */
function summarise(beat: Beat, cast: CharacterInfo[]): string {
  const sentences = splitSentences(beat.span.text);
  let best = sentences[0]?.text ?? beat.span.text;
  let bestScore = -1;
  for (const sentence of sentences) {
    const lower = sentence.text.toLowerCase();
    const who = cast.filter((c) => c.aliases.some((a) => sentence.text.includes(a))).length;
    const what = beat.objects.filter((o) => countPhrases(lower, PROP_WORDS[o]) > 0).length;
    const where = countPhrases(lower, SETTING_WORDS[beat.setting]);
    const words = sentence.text.split(/\s+/).length;
    const score = who * 1.5 + what * 1.5 + where + Math.min(words, 20) / 10 + (sentence.text.startsWith('"') ? -1 : 0);
    if (score > bestScore) {
      best = sentence.text;
      bestScore = score;
    }
  }
  return clip(best, 180);
}
