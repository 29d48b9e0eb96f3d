import type { PlannedCharacter, PlannedScene, StoryPlan } from '@bedtime/story-writer';
import { FOOD_KITS, resolveProp } from '../art/props';
import { drawnPlanCast } from '../art/resolve-look';
import { splitParagraphs } from '../text/story-text';
import { INTEREST_SETTING, SETTINGS, type SettingId } from '../text/vocabulary';
import type { Camera, Scene, StoryForArt, TimeOfDay } from '../types';
import { caption } from './captions';
import { alternateCamera, stage, type StageCharacter } from './staging';

const LIVING = new Set(['person', 'animal', 'creature']);
export const PLAN_MAX_SCENES = 6;

/** How much a beat is worth a picture: the opening and the goodnight always, then the turns of the story. */
const BEAT_WEIGHT: Record<string, number> = {
  opening: 100,
  goodnight: 100,
  better: 9,
  problem: 8,
  'twist-happens': 8,
  meet: 7,
  consequence: 6,
  'twist-payoff': 6,
  funny: 5,
  choice: 5,
  'want-met': 5,
  journey: 4,
  fact: 4,
  'wind-down': 3,
  'twist-setup': 2,
  inner: 1,
};

/**
 * The pictures of a planned story: spread over it (opening, meeting, problem, twist, the better
 * choice, goodnight), each staged from its planned scene: the setting's backdrop, who is there,
 * what they do, the key object and its scale.
 */
const CAMERAS: Camera[] = ['medium', 'close', 'wide', 'above'];

export function planScenes(story: StoryForArt): Scene[] {
  const plan = story.plan!;
  const planned = plan.scenes.length > 0 ? plan.scenes : [fallbackScene(plan)];
  const chosen = pickScenes(planned);
  const paragraphs = splitParagraphs(story.content);
  const cast = stageCast(story);
  let previous: Camera | undefined;
  const seen = new Map<Scene['action'], Camera[]>();
  return chosen.map((scene, index): Scene => {
    const who = scene.who.map((name) => cast.find((c) => c.name === name)).filter((c): c is StageCharacter => !!c);
    if (!who.some((c) => c.role === 'hero')) who.unshift(cast[0]!);
    // A scene's object that is a cast member's name ("Rosie") is a person to draw, not a thing.
    const objectIsSomeone = scene.object ? cast.find((c) => c.name.toLowerCase() === scene.object!.toLowerCase()) : undefined;
    if (objectIsSomeone && !who.includes(objectIsSomeone)) who.push(objectIsSomeone);
    const drawnWho = who.slice(0, 4);
    const backdrop = backdropOf(plan, scene);
    // A thing in the scene's cast (a twist's pumpkin that grows giant) is drawn as the key object, never as someone.
    const thingInScene = plan.cast.find((member) => scene.who.includes(member.name) && member.role !== 'hero' && !LIVING.has(member.kind));
    const objectNoun = objectIsSomeone
      ? undefined
      : (objectNounOf(plan, scene) ??
        thingInScene?.species ??
        (scene.action === 'eating' ? eatenIn(plan, paragraphs[scene.paragraph]?.text ?? '') : undefined));
    const objectScaled = !!scene.scale && !!thingInScene && thingInScene.species === objectNoun;
    let staging = stage({
      action: scene.action,
      who: drawnWho,
      ...(objectNoun ? { object: objectNoun } : objectIsSomeone ? { object: objectIsSomeone.name } : {}),
      ...(scene.scale ? { scale: scene.scale } : {}),
      beat: scene.beat,
      backdrop,
      objectScaled,
      objectPhrase: (noun) => objectPhrase(story.content, noun, plan.thing),
    });
    if (previous && staging.camera === previous) staging = { ...staging, camera: alternateCamera(staging.camera, staging.action) };
    // A page doing what an earlier page did is seen another way: a camera not used for that action yet, and (below) the cast on the other side.
    const before = staging.action === 'sleeping' ? [] : (seen.get(staging.action) ?? []);
    if (before.includes(staging.camera)) {
      const fresh = CAMERAS.find((c) => !before.includes(c) && c !== previous) ?? CAMERAS.find((c) => !before.includes(c));
      if (fresh) staging = { ...staging, camera: fresh };
    }
    const repeat = before.length;
    if (staging.action !== 'sleeping') seen.set(staging.action, [...before, staging.camera]);
    previous = staging.camera;
    const place = scene.setting.at === 'setting' ? scene.setting.name || plan.setting.name : scene.setting.at;
    const summary = caption(staging, cast, place);
    return {
      index,
      summary,
      alt: summary,
      excerpt: clipText(paragraphs[scene.paragraph]?.text ?? paragraphs[Math.min(index, paragraphs.length - 1)]?.text ?? '', 420),
      characters: staging.who,
      setting: backdrop,
      timeOfDay: timeOf(scene, index, chosen.length, backdrop),
      objects: staging.object ? [staging.object.kit] : [],
      action: staging.action,
      ...(staging.object ? { object: staging.object.noun } : {}),
      ...(scene.scale ? { scale: scene.scale } : {}),
      ...(objectScaled ? { objectScale: scene.scale } : {}),
      beat: scene.beat,
      place,
      camera: staging.camera,
      ...(repeat ? { repeat } : {}),
    };
  });
}

/** The plan's living cast as the stager sees it, the hero first. */
export function stageCast(story: StoryForArt): StageCharacter[] {
  return drawnPlanCast(story).map((member: PlannedCharacter) => ({
    name: member.name,
    role: member.role,
    ...(member.role !== 'hero' && member.kind !== 'person' ? { species: member.species } : {}),
  }));
}

function pickScenes(scenes: PlannedScene[]): PlannedScene[] {
  const wanted = Math.min(scenes.length, PLAN_MAX_SCENES);
  if (scenes.length <= wanted) return scenes;
  const last = scenes.length - 1;
  const picked = new Set<number>([0, last]);
  const ranked = scenes
    .map((scene, i) => ({ i, score: (BEAT_WEIGHT[scene.beat] ?? 1) + (scene.object ? 0.6 : 0) + (scene.scale ? 1.5 : 0) + (scene.who.length > 1 ? 0.3 : 0) }))
    .filter(({ i }) => i !== 0 && i !== last)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  // First pass keeps pictures apart and their actions different; the second fills what is left.
  for (const strict of [true, false]) {
    for (const { i } of ranked) {
      if (picked.size >= wanted) break;
      if (picked.has(i)) continue;
      if (strict && (picked.has(i - 1) || picked.has(i + 1))) continue;
      if (strict && [...picked].some((j) => scenes[j]!.action === scenes[i]!.action && scenes[i]!.action !== 'sleeping')) continue;
      picked.add(i);
    }
  }
  return [...picked].sort((a, b) => a - b).map((i) => scenes[i]!);
}

function fallbackScene(plan: StoryPlan): PlannedScene {
  return {
    beat: 'opening',
    paragraph: 0,
    setting: { name: plan.setting.name, backdrop: plan.setting.backdrop, at: 'setting' },
    who: [plan.hero.name],
    action: 'arriving',
  };
}

export function backdropOf(plan: StoryPlan, scene: PlannedScene): SettingId {
  if (scene.setting.at === 'bedroom' || scene.beat === 'goodnight') return 'bedroom';
  if (scene.setting.at === 'home') return 'home';
  const wanted = scene.setting.backdrop || plan.setting.backdrop;
  if ((SETTINGS as readonly string[]).includes(wanted) && wanted !== 'bedroom') return wanted as SettingId;
  return INTEREST_SETTING[plan.world] ?? 'meadow';
}

/** The plan names objects by their last word ("glass" for the magnifying glass); the world's thing says which. */
function objectNounOf(plan: StoryPlan, scene: PlannedScene): string | undefined {
  const object = scene.object
    ?.trim()
    .toLowerCase()
    .replace(/^(?:the|a|an) /, '');
  if (!object) return scene.action === 'reading' ? 'book' : undefined;
  const thing = plan.thing?.toLowerCase() ?? '';
  if (thing && thing !== object && (thing.endsWith(` ${object}`) || thing.startsWith(`${object} `))) return thing;
  if (thing && ['glass', 'seeds', 'dust', 'stone', 'rope'].includes(object)) return thing;
  // a twist's thing named by its last word ("engine") is the whole noun the parent typed ("fire engine")
  const argNouns = plan.twists.flatMap((twist) => Object.values(twist.args ?? {}).map((arg) => arg?.lemma?.toLowerCase() ?? ''));
  return argNouns.find((noun) => noun.endsWith(` ${object}`)) ?? object;
}

/**
 * What is eaten in an eating picture the plan gives no object: the food the lesson is about (the
 * broccoli to try), else a food the page names ("the sandwiches"); none, and the picture is not of eating.
 */
function eatenIn(plan: StoryPlan, text: string): string | undefined {
  const food = plan.cast.find((member) => member.kind === 'food' && FOOD_KITS.has(resolveProp(member.species).kit));
  if (food) return food.species;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const prop = resolveProp(word);
    if (prop.known && FOOD_KITS.has(prop.kit)) return word;
  }
  return undefined;
}

/** How the story first names the thing ("a red tin bucket" becomes "the red tin bucket"). */
export function objectPhrase(content: string, noun: string, _thing?: string): string {
  const words = [...new Set([noun, noun.split(' ').at(-1)!])].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  for (const word of words) {
    const match = new RegExp(`\\b(?:a|an)\\s+((?:[a-z]+[ -]){0,3}?)${word}\\b`, 'i').exec(content);
    if (match) {
      const said = (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
      // Only the describing words right before the noun: "a ride on a beetle" gives "the beetle", not "the on a beetle".
      const lastFunction = said.map((w) => FUNCTION_WORDS.has(w.toLowerCase())).lastIndexOf(true);
      const adjectives = said
        .slice(lastFunction + 1)
        .filter((w) => !['little', 'very', 'old', 'new', 'big', 'small'].includes(w.toLowerCase()))
        .slice(-2);
      return `the ${[...adjectives, word.replace(/\\/g, '')].join(' ')}`.replace(/\s+/g, ' ');
    }
  }
  return `the ${noun}`;
}

const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'the',
  'on',
  'in',
  'of',
  'to',
  'at',
  'with',
  'for',
  'from',
  'by',
  'and',
  'or',
  'her',
  'his',
  'their',
  'its',
  'my',
  'your',
  'our',
  'ride',
  'rode',
  'was',
  'is',
  'had',
  'has',
  'that',
  'this',
  'into',
  'onto',
  'up',
  'down',
  'out',
  'over',
  'under',
]);

function timeOf(scene: PlannedScene, index: number, count: number, backdrop: SettingId): TimeOfDay {
  if (scene.beat === 'goodnight' || backdrop === 'bedroom') return 'night';
  if (scene.beat === 'wind-down') return 'sunset';
  if (index === 0) return 'morning';
  if (backdrop === 'space') return 'night';
  return index >= count - 2 && count > 3 ? 'sunset' : 'day';
}

function clipText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
