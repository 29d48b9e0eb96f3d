import { describe, expect, it } from 'vitest';
import { sceneLayout, type SceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { PictureAction } from '../../src/providers/images/types';
import { gridStories, lastWord } from './world-grid';

interface Acted {
  id: string;
  model: SceneModel;
  layout: SceneLayout;
}

/** Every world's story acted out in the pictures the blind looks found posed: making, playing, looking, running, cheering, waiting. */
function actedGrid(): Acted[] {
  const out: Acted[] = [];
  for (const { story, companion, thing } of gridStories()) {
    const cast = resolveCast(story);
    const base = chooseScenes(story)[1]!;
    const hero = cast[0]!.name;
    const object = lastWord(thing);
    const cases: [PictureAction, string[], string | undefined][] = [
      ['building', [hero], object],
      ['playing', [hero, companion.name], object],
      ['looking', [hero, companion.name], undefined],
      ['looking', [hero, companion.name], object],
      ['running', [hero, companion.name], undefined],
      ['celebrating', [hero, companion.name], undefined],
      ['celebrating', [hero], undefined],
      ['waiting', [hero], undefined],
      ['playing', [hero], undefined],
    ];
    for (const [action, who, thingNamed] of cases) {
      const model = sceneModel(
        story,
        { ...base, action, characters: who, ...(thingNamed ? { object: thingNamed, objects: [thingNamed] } : { object: undefined, objects: [] }) },
        cast,
      );
      out.push({ id: `${story.id}/${action}/${who.join('+')}/${thingNamed ?? '-'}`, model, layout: sceneLayout(model) });
    }
  }
  return out;
}

const GRID = actedGrid();

describe('the pictures act the caption out, over every world', () => {
  it('has enough pictures to mean something', () => {
    expect(GRID.length).toBeGreaterThan(500);
  });

  it('nobody with someone or something to look at looks out at the reader', () => {
    const atUs: string[] = [];
    for (const { id, layout } of GRID) for (const f of layout.figures) if (f.gaze === 0) atUs.push(`${id}: ${f.name}`);
    expect(atUs.slice(0, 8), `${atUs.length} look at the reader`).toEqual([]);
  });
});
