import { describe, expect, it } from 'vitest';
import { renderScene, sceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { seashellStory } from './plan-stories';

/** One picture of a planned story, re-staged: the caption's action, place and thing as a test needs them. */
function picture(change: Partial<SceneModel>, who: string[] = ['Mia', 'Rosie']): SceneModel {
  const cast = resolveCast(seashellStory);
  const scene = chooseScenes(seashellStory)[1]!;
  const base = sceneModel(seashellStory, { ...scene, characters: who }, cast);
  return { ...base, props: [], ...change };
}

const count = (svg: string, needle: RegExp): number => (svg.match(needle) ?? []).length;

describe('the thing the caption names, drawn once', () => {
  it('draws "the single piano" in a piano shop as one piano, not the shop\'s pianos as well', () => {
    for (const variant of [0, 1, 2, 3]) {
      const model = picture({
        setting: 'stage', place: 'the Old Piano Shop on Harmony Street', variant, action: 'looking',
        props: [{ noun: 'piano', kit: 'piano', placement: 'scenery', accent: '#e5484d', key: true }],
      });
      // Each piano has one white keyboard strip.
      expect(count(renderScene(model, 'color'), /<rect[^>]*fill="#fbf8f0"/g), `variant ${variant}`).toBe(1);
    }
  });
});
