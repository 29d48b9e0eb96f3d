import { describe, expect, it } from 'vitest';
import { sceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { overlaps } from '../../src/providers/images/art/bounds';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { PictureAction, Scene } from '../../src/providers/images/types';
import { seashellStory } from './plan-stories';
import { gridStories } from './world-grid';

function staged(change: Partial<Scene>, who: string[] = ['Mia', 'Rosie']): SceneModel {
  const cast = resolveCast(seashellStory);
  const scene = chooseScenes(seashellStory)[1]!;
  return sceneModel(seashellStory, { ...scene, characters: who, camera: 'medium', ...change }, cast);
}

const ACTIONS: PictureAction[] = ['looking', 'waiting', 'running', 'talking', 'finding', 'waving', 'celebrating', 'arriving', 'holding'];

describe('nothing drawn over anyone so it looks broken', () => {
  it('over the grid of worlds: no picture on the wall behind a head, nobody standing over a pond', () => {
    let pictures = 0;
    for (const { story } of gridStories()) {
      const cast = resolveCast(story);
      for (const scene of chooseScenes(story)) {
        const layout = sceneLayout(sceneModel(story, scene, cast));
        pictures++;
        for (const landmark of layout.landmarks) {
          if (landmark.name === 'painting')
            for (const f of layout.figures) expect(overlaps(landmark.box, f.head, 6), `${story.id}#${scene.index}: a painting on ${f.name}'s head`).toBe(false);
          if (landmark.name === 'pond')
            for (const f of layout.figures)
              if (f.spot !== 'air' && f.spot !== 'water')
                expect(overlaps(landmark.box, f.box, 4), `${story.id}#${scene.index}: ${f.name} over the pond`).toBe(false);
        }
      }
    }
    expect(pictures).toBeGreaterThan(100);
  });

  it('hangs the paintings of a gallery clear of every head, of each other and of the window', () => {
    for (const action of ACTIONS)
      for (const camera of ['medium', 'close', 'wide'] as const) {
        const layout = sceneLayout({ ...staged({ action, setting: 'studio', place: 'the Paintpot Gallery', object: undefined, objects: [] }), camera });
        const paintings = layout.landmarks.filter((l) => l.name === 'painting');
        // Still a gallery: its paintings are moved, not taken down.
        expect(paintings.length, `${action}/${camera}`).toBeGreaterThanOrEqual(2);
        for (const p of paintings) {
          for (const f of layout.figures) expect(overlaps(p.box, f.head, 6), `${action}/${camera}: on ${f.name}'s head`).toBe(false);
          for (const q of paintings) if (q !== p) expect(overlaps(p.box, q.box, 0), `${action}/${camera}: paintings over each other`).toBe(false);
        }
      }
  });

  it('keeps everyone standing on the land beside a pond, never over the water', () => {
    for (const action of ACTIONS)
      for (const camera of ['medium', 'close', 'wide'] as const) {
        const layout = sceneLayout({ ...staged({ action, setting: 'meadow', place: 'Kingfisher Pond', object: undefined, objects: [] }), camera });
        const pond = layout.landmarks.find((l) => l.name === 'pond');
        if (!pond) continue;
        for (const f of layout.figures) expect(overlaps(pond.box, f.box, 4), `${action}/${camera}: ${f.name} over the pond`).toBe(false);
      }
  });
});

describe('looking at the thing named', () => {
  it('turns to a thing on the ground it looks at, its eyes on it, not on the reader', () => {
    for (const object of ['box', 'basket', 'bucket']) {
      const layout = sceneLayout(staged({ action: 'looking', object, objects: [object] }, ['Mia']));
      const hero = layout.figures[0]!;
      const thing = layout.props.find((p) => p.key)!;
      const towards = Math.sign((thing.box.x0 + thing.box.x1) / 2 - (hero.box.x0 + hero.box.x1) / 2);
      expect(hero.facing, object).toBe(towards);
      expect(hero.gaze, `${object}: the eyes on the thing`).toBe(towards);
    }
  });
});
