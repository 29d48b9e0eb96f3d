import { describe, expect, it } from 'vitest';
import { APART_MARGIN, sceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel } from '../../src/providers/images/art/scene-model';
import { overlaps } from '../../src/providers/images/art/bounds';
import { SPECIES } from '../../src/providers/images/art/species';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { Camera, PictureAction } from '../../src/providers/images/types';
import { moonStory } from './plan-stories';
import { gridStories } from './world-grid';

/** Landmarks that stand in the scene as things of their own: never drawn through one another. */
const standsApart = (name: string, bleeds: boolean): boolean =>
  !bleeds && name !== 'sun' && name !== 'tree' && name !== 'painting' && !name.startsWith('poster-');
/** Small things standing in the scene: a mast out of a back or a palm out of a shoulder reads as broken. */
const SMALL = new Set(['boat', 'sandcastle', 'palm', 'lighthouse', 'coffeeMachine', 'cafeTable', 'sculpture', 'lookout', 'planet']);
/** A café's coffee machine is made to stand on its counter. */
const ON_ITS_COUNTER = new Set(['cakeCounter+coffeeMachine']);

describe('scenery kept apart', () => {
  it('over the grid of worlds: no palm through a sandcastle, no boat on a palm, no mast out of anyone', () => {
    let pictures = 0;
    let standing = 0;
    const faults: string[] = [];
    for (const { story } of gridStories()) {
      const cast = resolveCast(story);
      for (const scene of chooseScenes(story)) {
        const layout = sceneLayout(sceneModel(story, scene, cast));
        pictures++;
        const apart = layout.landmarks.filter((l) => standsApart(l.name, l.bleeds));
        standing += apart.length;
        for (const [i, a] of apart.entries())
          for (const b of apart.slice(i + 1))
            if (!ON_ITS_COUNTER.has([a.name, b.name].sort().join('+')) && overlaps(a.box, b.box, -APART_MARGIN))
              faults.push(`${story.id}#${scene.index}: ${a.name} through ${b.name}`);
        for (const l of apart.filter((a) => SMALL.has(a.name))) {
          for (const f of layout.figures)
            if (!f.riding && overlaps(l.box, f.box, -APART_MARGIN)) faults.push(`${story.id}#${scene.index}: ${l.name} out of ${f.name}`);
          for (const p of layout.props)
            if (p.placement !== 'hand' && p.placement !== 'worn' && overlaps(l.box, p.box, -APART_MARGIN))
              faults.push(`${story.id}#${scene.index}: ${l.name} on the ${p.kit}`);
        }
      }
    }
    expect(faults).toEqual([]);
    // Still there, moved aside: the places keep their boats and sandcastles.
    expect(pictures).toBeGreaterThan(100);
    expect(standing).toBeGreaterThan(pictures / 3);
  });

  it('never stacks a star in the sky on the planet: the planet moves aside and stays in the picture', () => {
    const cast = resolveCast(moonStory);
    let seen = 0;
    for (const scene of chooseScenes(moonStory).filter((s) => s.setting === 'space'))
      for (const action of ['finding', 'looking', 'holding', 'celebrating', 'talking'] as PictureAction[])
        for (const camera of ['medium', 'wide', 'close'] as Camera[]) {
          const model = sceneModel(moonStory, { ...scene, action, object: 'star', objects: ['star'], camera }, cast);
          const layout = sceneLayout(model);
          const star = layout.props.find((p) => p.kit === 'star' && p.placement === 'sky');
          const planet = layout.landmarks.find((l) => l.name === 'planet');
          if (!star || !planet) continue;
          seen++;
          expect(overlaps(star.box, planet.box, -APART_MARGIN), `${scene.index} ${action}/${camera}: the star on the planet`).toBe(false);
        }
    expect(seen).toBeGreaterThan(20);
  });
});

describe('standing on the floor indoors', () => {
  it('has everyone who stands indoors with their feet on the floor, never up against the cupboards, from every camera', () => {
    let checked = 0;
    for (const { story } of gridStories()) {
      const cast = resolveCast(story);
      for (const scene of chooseScenes(story))
        for (const camera of ['above', 'medium', 'wide'] as Camera[]) {
          const model = sceneModel(story, { ...scene, camera }, cast);
          if (model.inBed) continue;
          const layout = sceneLayout(model);
          if (layout.floorLine === undefined) continue;
          for (const [i, f] of layout.figures.entries()) {
            const look = model.cast[i]!.look;
            // A ladybird or a bee hovers by the child's head.
            const flies = look.kind === 'creature' && !!SPECIES[look.species]?.flies;
            if (f.spot !== 'ground' || f.held || f.riding || flies) continue;
            checked++;
            expect(f.feet, `${story.id}#${scene.index}/${camera}: ${f.name}'s feet above the floor`).toBeGreaterThanOrEqual(layout.floorLine + 8);
            expect(f.box.y1, `${story.id}#${scene.index}/${camera}: ${f.name} hanging in the air`).toBeGreaterThanOrEqual(layout.floorLine + 8);
          }
        }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('a curtain to hide behind', () => {
  it('hangs its rail from rods down from the ceiling and never draws a strip of it through a friend beside the child', () => {
    let curtains = 0;
    let withFriend = 0;
    for (const { story } of gridStories().slice(0, 40)) {
      const cast = resolveCast(story);
      const scene = chooseScenes(story)[1]!;
      const names = cast.slice(0, 3).map((l) => l.name);
      for (const who of [names.slice(0, 1), names.slice(0, 2), names])
        for (const setting of ['stage', 'home', 'kitchen'])
          for (const camera of ['medium', 'wide'] as Camera[]) {
            const model = sceneModel(story, { ...scene, action: 'hiding', setting, characters: who, object: undefined, objects: [], camera }, cast);
            if (model.cover !== 'curtain') continue;
            const layout = sceneLayout(model);
            const cover = layout.cover!;
            const label = `${story.id} ${who.join('+')} at the ${setting}, ${camera}`;
            curtains++;
            // Hung: a rod at each end of the rail, from the top of the picture down to the rail.
            expect(cover.hangers.length, label).toBe(2);
            for (const rod of cover.hangers) {
              expect(rod.y0, `${label}: a rod that does not reach the ceiling`).toBeLessThanOrEqual(2);
              expect(rod.y1, `${label}: a rod that does not reach the rail`).toBeGreaterThanOrEqual(cover.box.y0);
            }
            for (const f of layout.figures.slice(1)) {
              withFriend++;
              for (const panel of cover.panels) expect(overlaps(panel, f.box, -APART_MARGIN), `${label}: the curtain through ${f.name}`).toBe(false);
            }
          }
    }
    expect(curtains).toBeGreaterThan(100);
    expect(withFriend).toBeGreaterThan(100);
  });
});
