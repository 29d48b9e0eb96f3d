import { describe, expect, it } from 'vitest';
import { sceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { overlaps, partsWithin } from '../../src/providers/images/art/bounds';
import { drawHuman } from '../../src/providers/images/art/draw-human';
import type { Pose } from '../../src/providers/images/art/figure-kit';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { PictureAction, Scene } from '../../src/providers/images/types';
import { plannedStory, seashellStory } from './plan-stories';
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
  it('alone with a thing in the hand (a logbook looked at, a camera held, a guitar played), looks at it, not at the reader', () => {
    for (const [action, object] of [
      ['looking', 'book'],
      ['holding', 'camera'],
      ['playing', 'guitar'],
      ['holding', 'book'],
    ] as [PictureAction, string][]) {
      const layout = sceneLayout(staged({ action, object, objects: [object] }, ['Mia']));
      const hero = layout.figures[0]!;
      const thing = layout.props.find((p) => p.key)!;
      expect(thing.placement, `${action} ${object}`).toBe('hand');
      const towards = Math.sign((thing.box.x0 + thing.box.x1) / 2 - (hero.box.x0 + hero.box.x1) / 2);
      expect(hero.gaze, `${action} ${object}: the eyes on it`).toBe(towards);
    }
  });

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

describe('nothing drawn through a space helmet', () => {
  it('keeps both hands outside the glass in every pose (listening cups the helmet, shading the eyes rests on the visor)', () => {
    const look = resolveCast(seashellStory).find((l) => l.kind === 'human')!;
    if (look.kind !== 'human') throw new Error('a child');
    const POSES: Pose[] = ['wave', 'cheer', 'relaxed', 'hold', 'reach', 'hug', 'walk', 'run', 'sit', 'point', 'listen', 'scan', 'eat'];
    for (const pose of POSES) {
      const figure = drawHuman({ ...look, spaceSuit: true }, pose, 'happy');
      const helmet = partsWithin([{ tag: 'g', attrs: { 'data-name': 'child' }, children: figure.nodes }], 'data-name', 'helmet')[0]!;
      const radius = (helmet.box.x1 - helmet.box.x0) / 2;
      const centre = { x: (helmet.box.x0 + helmet.box.x1) / 2, y: helmet.box.y0 + radius };
      for (const hand of [figure.hand, figure.otherHand ?? figure.hand])
        expect(Math.hypot(hand.x - centre.x, hand.y - centre.y), `${pose}: a hand inside the helmet`).toBeGreaterThanOrEqual(radius);
    }
  });
});

describe('armbands on the arms', () => {
  it('puts the armbands on the upper arms in every action, swimming too: never over the face, never loose beside the child', () => {
    let worn = 0;
    for (const action of ['waiting', 'swimming', 'running', 'arriving', 'waving', 'celebrating', 'holding'] as PictureAction[])
      for (const setting of ['beach', 'meadow'] as const) {
        const layout = sceneLayout(staged({ action, setting, object: 'armbands', objects: ['armbands'] }, ['Mia']));
        const hero = layout.figures[0]!;
        const face = layout.faces?.find((f) => f.name === hero.name);
        const bands = layout.props.find((p) => p.kit === 'armbands');
        // Held out in a hand (holding them) they are a thing carried, not worn.
        if (!bands || !face || bands.placement !== 'worn') continue;
        const label = `${action} at the ${setting}`;
        expect(face.x > bands.box.x0 && face.x < bands.box.x1 && face.y > bands.box.y0 && face.y < bands.box.y1, `${label}: armbands over the face`).toBe(
          false,
        );
        // On the arms: inside the child's outline, below the chin.
        expect(bands.box.x0 >= hero.box.x0 - 4 && bands.box.x1 <= hero.box.x1 + 4, `${label}: armbands beside the child`).toBe(true);
        expect(bands.box.y0, `${label}: armbands at the head`).toBeGreaterThan(face.y);
        worn++;
      }
    expect(worn).toBeGreaterThan(8);
  });
});

describe('a guitar is played', () => {
  it('holds a guitar played across the body, one hand on the neck and one at the strings, both in front of the body', () => {
    for (const camera of ['medium', 'close', 'wide'] as const)
      for (const who of [['Mia'], ['Mia', 'Rosie']]) {
        const layout = sceneLayout({ ...staged({ action: 'playing', object: 'guitar', objects: ['guitar'] }, who), camera });
        const hero = layout.figures[0]!;
        const guitar = layout.props.find((p) => p.kit === 'guitar')!;
        const label = `${camera} ${who.join('+')}`;
        expect(guitar.placement, label).toBe('hand');
        // Both hands on it (not balanced on the fingertips of one), and it lies across the body.
        for (const h of hero.hands) expect(overlaps({ x0: h.x, y0: h.y, x1: h.x, y1: h.y }, guitar.box, 6), `${label}: a hand off the guitar`).toBe(true);
        const middle = (guitar.box.x0 + guitar.box.x1) / 2;
        expect(middle > hero.box.x0 && middle < hero.box.x1, `${label}: the guitar beside the body`).toBe(true);
        expect(guitar.box.x1 - guitar.box.x0, `${label}: held upright like a stick`).toBeGreaterThan(guitar.box.y1 - guitar.box.y0);
      }
  });
});

describe('swimming with a friend', () => {
  it('puts the friend the caption swims with in the water beside the child, the head above the waves', () => {
    for (const species of ['penguin', 'dog', 'duck', 'crab', 'otter']) {
      const story = plannedStory({
        id: `swim-${species}`,
        title: 'A swim',
        age: 5,
        gender: 'boy',
        world: 'Ocean & Sea Life',
        style: 'gentle',
        setting: { name: 'Sandy Bay', short: 'the bay', backdrop: 'beach' },
        thing: 'armbands',
        cast: [
          { name: 'Otis', role: 'hero', kind: 'person', species: 'child', pronoun: 'he', age: 5, gender: 'boy' },
          { name: 'Pebble', role: 'companion', kind: 'animal', species, pronoun: 'she' },
        ],
        pages: [
          {
            scene: {
              beat: 'better',
              setting: { name: 'Sandy Bay', backdrop: 'beach', at: 'setting' },
              who: ['Otis', 'Pebble'],
              action: 'swimming',
              object: 'armbands',
            },
            text: 'Otis swam with Pebble.',
          },
        ],
      });
      const cast = resolveCast(story);
      for (const scene of chooseScenes(story).filter((s) => s.action === 'swimming'))
        for (const camera of ['wide', 'medium', 'close'] as const) {
          const layout = sceneLayout(sceneModel(story, { ...scene, camera }, cast));
          const water = layout.waterline;
          expect(water, `${species}: the sea drawn over the swimmers`).toBeDefined();
          const friend = layout.figures.find((f) => f.name === 'Pebble')!;
          expect(friend, species).toBeDefined();
          expect(friend.spot, `${species} swims`).toBe('water');
          expect(friend.head.y0, `${species}/${camera}: under the water`).toBeLessThan(water! - 10);
          expect(friend.box.x0 >= 0 && friend.box.x1 <= layout.width, `${species}/${camera}: off the picture`).toBe(true);
        }
    }
  });
});

describe('running with someone', () => {
  it('draws a friend or a grown-up the child runs with running too, never cheering on the spot', () => {
    const cast = resolveCast(seashellStory);
    for (const scene of chooseScenes(seashellStory))
      for (const who of [
        ['Mia', 'Rosie'],
        ['Mia', 'Pinch'],
        ['Mia', 'Rosie', 'Pinch'],
      ]) {
        const model = sceneModel(seashellStory, { ...scene, characters: who, action: 'running', object: undefined, objects: [] }, cast);
        for (const member of model.cast) expect(member.pose, `${scene.index} ${member.look.name}`).toBe('run');
      }
  });
});
