import type { Scene, StoryForArt } from '../types';
import type { Look } from './look';
import { sceneLayout } from './render-scene';
import { resolveCast } from './resolve-look';
import { sceneModel, type SceneModel } from './scene-model';

/**
 * The scene models of one story's pictures, in order. A looker notices the hero in the same pose, turned the same
 * way, on two pages running: the second page then stands its cast the other way round, so the hero turns the other way.
 */
export function storyModels(story: StoryForArt, scenes: Scene[], cast: Look[] = resolveCast(story)): SceneModel[] {
  const models: SceneModel[] = [];
  let before: { pose: string; turn: number } | undefined;
  for (const scene of scenes) {
    let model = sceneModel(story, scene, cast);
    let hero = heroOf(model);
    if (before && hero && !model.inBed && hero.pose === before.pose && hero.turn === before.turn) {
      const swapped: SceneModel = { ...model, swap: true };
      const other = heroOf(swapped);
      if (other && other.turn !== hero.turn) {
        model = swapped;
        hero = other;
      }
    }
    models.push(model);
    before = hero && !model.inBed ? hero : undefined;
  }
  return models;
}

/** The hero's pose and which way the hero is turned on the page. */
function heroOf(model: SceneModel): { pose: string; turn: number } | undefined {
  const cast = model.cast[0];
  if (!cast) return undefined;
  return { pose: cast.pose, turn: sceneLayout(model).figures[0]?.turn ?? 0 };
}
