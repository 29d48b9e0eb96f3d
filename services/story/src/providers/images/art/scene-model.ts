import type { StoryStyle } from '@bedtime/contracts';
import type { Scene, StoryForArt, TimeOfDay } from '../types';
import { countPhrases } from '../text/story-text';
import {
  CLIMAX_WORDS, INTEREST_SETTING, PROP_WORDS, SETTINGS, SLEEPY_WORDS, TURNING_WORDS, type PropKind, type SettingId,
} from '../text/vocabulary';
import type { Expression, Pose } from './figure-kit';
import type { Look } from './look';
import { seededRng } from './random';
import { lookFor, resolveCast } from './resolve-look';
import { PROP_PLACEMENT } from './draw-props';
import { figureKitOf, type FigureKit } from './draw-character';

export interface CastMember {
  look: Look;
  pose: Pose;
  expression: Expression;
  /** Which figure kit draws this character (a piano is drawn by the object kit, never as a child). */
  kit: FigureKit;
}

/**
 * Everything decided about one picture, as plain data. The colour picture and its line art are
 * both drawn from this, and it travels inside the SVG so line art can be rebuilt from a stored one.
 */
export interface SceneModel {
  v: 1;
  seed: string;
  /** The picture's place in the book, so consecutive pictures can be framed differently. */
  shot: number;
  setting: SettingId;
  timeOfDay: TimeOfDay;
  style: StoryStyle;
  cast: CastMember[];
  props: PropKind[];
  inBed: boolean;
}

const PROP_KINDS = new Set(Object.keys(PROP_WORDS));

export function sceneModel(story: StoryForArt, scene: Scene, cast: Look[] = resolveCast(story)): SceneModel {
  const seed = `${story.id}#${scene.index}`;
  const rng = seededRng(`${seed}|direction`);
  const lower = `${scene.excerpt} ${scene.summary}`.toLowerCase();
  const setting = (SETTINGS as readonly string[]).includes(scene.setting)
    ? (scene.setting as SettingId)
    : INTEREST_SETTING[story.interests[0] ?? 'Animals'];
  const sleepyWords = countPhrases(lower, SLEEPY_WORDS);
  // Closed eyes belong to the bedtime ending, not to every "sleepy fog" along the way.
  const sleepy = sleepyWords > 0 && (setting === 'bedroom' || (scene.timeOfDay === 'night' && sleepyWords >= 2));
  const mood: Expression = sleepy ? 'sleepy'
    : countPhrases(lower, TURNING_WORDS) > 0 && rng.chance(0.7) ? 'surprised'
      : countPhrases(lower, CLIMAX_WORDS) > 0 || lower.includes('!') ? 'joy' : 'happy';

  const looks = scene.characters.length > 0
    ? scene.characters.map((name) => cast.find((look) => look.name === name) ?? lookFor(story, name))
    : [cast[0]!];
  const props = scene.objects.filter((o): o is PropKind => PROP_KINDS.has(o)).slice(0, 3);
  const heldByHero = props.find((p) => PROP_PLACEMENT[p] === 'held');

  const members = looks.slice(0, 4).map((look, i): CastMember => {
    if (i === 0) {
      const pose: Pose = sleepy && setting === 'bedroom' ? 'relaxed' : heldByHero === 'kite' || heldByHero === 'trophy' ? 'wave'
        : heldByHero ? 'hold'
          : mood === 'joy' ? 'cheer' : mood === 'sleepy' ? 'relaxed' : rng.pick<Pose>(['wave', 'relaxed', 'wave']);
      return { look, pose, expression: mood, kit: figureKitOf(look) };
    }
    const expression: Expression = mood === 'sleepy' ? 'sleepy' : mood === 'surprised' ? rng.pick<Expression>(['surprised', 'happy']) : rng.pick<Expression>(['happy', 'joy']);
    const pose: Pose = mood === 'sleepy' ? 'relaxed' : rng.pick<Pose>(['relaxed', 'wave', 'cheer', 'relaxed']);
    return { look, pose, expression, kit: figureKitOf(look) };
  });

  return { v: 1, seed, shot: scene.index, setting, timeOfDay: setting === 'space' ? 'night' : scene.timeOfDay, style: story.style, cast: members, props, inBed: sleepy && setting === 'bedroom' };
}

export function isSceneModel(value: unknown): value is SceneModel {
  const model = value as Partial<SceneModel> | null;
  return !!model && model.v === 1 && typeof model.seed === 'string' && typeof model.shot === 'number' && Array.isArray(model.cast) && Array.isArray(model.props);
}
