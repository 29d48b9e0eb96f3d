import { describe, expect, it } from 'vitest';
import { renderScene, sceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { resolveProp } from '../../src/providers/images/art/props';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { centreOf, overlaps } from '../../src/providers/images/art/bounds';
import { drawCharacter } from '../../src/providers/images/art/draw-character';
import { creatureLook } from '../../src/providers/images/art/resolve-look';
import type { Scene } from '../../src/providers/images/types';
import { seashellStory } from './plan-stories';
import { writerStory } from './helpers/writer-story';
import { caption } from '../../src/providers/images/plan/captions';
import { stage, type StageCharacter } from '../../src/providers/images/plan/staging';

/** A picture of the seashell story re-staged with the action, thing and place a test needs. */
function staged(change: Partial<Scene>, who: string[] = ['Mia', 'Rosie']): SceneModel {
  const cast = resolveCast(seashellStory);
  const scene = chooseScenes(seashellStory)[1]!;
  return sceneModel(seashellStory, { ...scene, characters: who, camera: 'medium', ...change }, cast);
}

const centreX = (box: { x0: number; x1: number }): number => (box.x0 + box.x1) / 2;

describe("the caption's verb, drawn", () => {
  it('waves with a raised open hand beside the head, turned to the one waved to', () => {
    const model = staged({ action: 'waving' });
    expect(model.cast[0]!.pose).toBe('wave');
    const layout = sceneLayout(model);
    const [hero, friend] = layout.figures;
    const raised = hero!.hands[0]!;
    // Above the chin, beside (not over) the face.
    expect(raised.y).toBeLessThan(hero!.head.y1 - (hero!.head.y1 - hero!.head.y0) * 0.3);
    expect(hero!.facing).toBe(Math.sign(centreX(friend!.box) - centreX(hero!.box)));
    expect(renderScene(model, 'color')).toContain('data-cue="open-hand"');
  });

  it("eats with the food at the mouth and a plated food's plate held in the other hand", () => {
    for (const object of ['pancakes', 'apple']) {
      const model = staged({ action: 'eating', object }, ['Mia']);
      expect(model.cast[0]!.pose, object).toBe('eat');
      const layout = sceneLayout(model);
      const hero = layout.figures[0]!;
      const face = layout.faces!.find((f) => f.name === hero.name)!;
      const headR = (hero.head.x1 - hero.head.x0) / 2;
      expect(Math.hypot(hero.hands[0]!.x - face.x, hero.hands[0]!.y - face.y), `${object}: hand at the mouth`).toBeLessThan(headR * 0.8);
      const food = layout.props.find((p) => p.key)!;
      // The food reaches the mouth.
      expect(food.box.y0, object).toBeLessThan(face.y + headR * 0.5);
      if (object === 'pancakes') {
        // The plate rests on the other hand: it is not floating beside the child.
        const low = hero.hands[1]!;
        expect(low.x).toBeGreaterThanOrEqual(food.box.x0 - 8);
        expect(low.x).toBeLessThanOrEqual(food.box.x1 + 8);
        expect(food.box.y1).toBeGreaterThan(low.y - 20);
      }
    }
  });

  it('listens with the hand cupped at the ear, beside the face, even when turned to the one speaking', () => {
    const model = staged({ action: 'listening' });
    const layout = sceneLayout(model);
    const hero = layout.figures[0]!;
    const face = layout.faces!.find((f) => f.name === hero.name)!;
    const headR = (hero.head.x1 - hero.head.x0) / 2;
    expect(model.cast[0]!.pose).toBe('listen');
    // The eyes are 22 units either side of the face's middle: the hand is out at the ear, past them.
    expect(Math.abs(hero.hands[0]!.x - face.x)).toBeGreaterThan(headR * 0.85);
  });

  it('washes at a basin of running water, the thing in the hand held over it', () => {
    for (const setting of ['home', 'meadow']) {
      const model = staged({ action: 'washing', object: 'toothbrush', setting }, ['Mia']);
      const svg = renderScene(model, 'color');
      expect(svg, setting).toMatch(/data-basin="(?:sink|basin)"/);
      expect(svg, setting).toContain('data-cue="water"');
      const layout = sceneLayout(model);
      const held = layout.props.find((p) => p.key)!;
      expect(held.placement).toBe('hand');
      // Held out in front, towards the basin: the hand is away from the body's middle on the side faced.
      const hero = layout.figures[0]!;
      expect((hero.hands[0]!.x - centreX(hero.box)) * hero.facing, setting).toBeGreaterThan(40);
    }
  });

  it('finds a door set in the wall (indoors) or a hillside (outdoors), turned to it and pointing at it', () => {
    for (const [setting, within] of [
      ['kitchen', 'wall'],
      ['meadow', 'hillside'],
    ] as const) {
      const model = staged({ action: 'finding', object: 'door', setting }, ['Mia', 'Rosie']);
      const svg = renderScene(model, 'color');
      expect(svg, setting).toContain(`data-set-in="${within}"`);
      const layout = sceneLayout(model);
      const door = layout.props.find((p) => p.kit === 'door')!;
      const hero = layout.figures[0]!;
      expect(layout.pointing, setting).toBeDefined();
      const target = layout.pointing!.target;
      expect(target.x >= door.box.x0 && target.x <= door.box.x1, `${setting}: aimed at the door`).toBe(true);
      expect(hero.facing, setting).toBe(Math.sign(centreX(door.box) - centreX(hero.box)));
      if (within === 'wall') {
        // Standing on the line where the wall meets the floor, never out on the floor in front.
        expect(door.box.y1, setting).toBeLessThan(hero.box.y1 - 40);
      }
    }
  });

  it('skips with the rope running from hand to hand over the head, a handle in each hand', () => {
    const model = staged({ action: 'playing', object: 'skipping rope' }, ['Mia']);
    expect(model.cast[0]!.pose).toBe('skip');
    const layout = sceneLayout(model);
    const hero = layout.figures[0]!;
    const rope = layout.props.find((p) => p.kit === 'skipping rope')!;
    for (const hand of hero.hands) {
      expect(hand.x).toBeGreaterThanOrEqual(rope.box.x0);
      expect(hand.x).toBeLessThanOrEqual(rope.box.x1);
    }
    expect(rope.box.y0).toBeLessThan(hero.head.y0);
    // Carried, it hangs from both hands and never above the head.
    const carried = sceneLayout(staged({ action: 'arriving', object: 'skipping rope' }, ['Mia']));
    const hanging = carried.props.find((p) => p.kit === 'skipping rope')!;
    expect(hanging.box.y0).toBeGreaterThan(carried.figures[0]!.head.y1 - 40);
  });
});

describe('looking around', () => {
  it('turns the head and eyes to the place, towards the open middle of the picture, a hand shading the eyes', () => {
    const model = staged({ action: 'looking', object: undefined, objects: [] }, ['Mia']);
    expect(model.cast[0]!.pose).toBe('scan');
    const layout = sceneLayout(model);
    const hero = layout.figures[0]!;
    expect(hero.gaze, 'the eyes turned away from us').not.toBe(0);
    expect(hero.gaze).toBe(Math.sign(layout.width / 2 - centreX(hero.box)));
  });
});

describe('props attached and readable', () => {
  it("hangs a hiding child's curtain from a rail, never free-standing", () => {
    const svg = renderScene(staged({ action: 'hiding', setting: 'home' }, ['Mia']), 'color');
    expect(svg).toContain('data-hung-from="rail"');
  });

  it('draws a tooth as a tooth (a crown), and a fossil tooth as a fang', () => {
    expect(resolveProp('tooth').kit).toBe('tooth');
    expect(resolveProp('the tooth').spec?.calm).toBe(true);
    expect(resolveProp('fossil tooth').kit).toBe('fossil tooth');
  });

  it('draws a spiral shell as a spiral, not a scallop, and a star map as the night sky, not a treasure map', () => {
    expect(resolveProp('the spiral shell').kit).toBe('spiral shell');
    expect(resolveProp('a conch').kit).toBe('spiral shell');
    expect(resolveProp('shell').kit).toBe('shell');
    expect(resolveProp('the star map').kit).toBe('star map');
    expect(resolveProp('treasure map').kit).toBe('map');
    const svg = renderScene(staged({ action: 'holding', setting: 'space', object: 'star map', objects: ['star map'] }, ['Mia']), 'color');
    expect(svg).toContain('data-prop="star map"');
  });
});

describe('seats that fit the place', () => {
  it('sits a waiting child on a chair or bench indoors and a log only outdoors', () => {
    for (const setting of ['kitchen', 'home', 'studio', 'lab']) {
      const svg = renderScene(staged({ action: 'waiting', setting }, ['Mia']), 'color');
      expect(svg, setting).not.toContain('data-seat="log"');
      expect(svg, setting).toMatch(/data-seat="(?:chair|bench)"/);
    }
    expect(renderScene(staged({ action: 'waiting', setting: 'meadow' }, ['Mia']), 'color')).toContain('data-seat="log"');
  });
});

describe('nothing cut off the top', () => {
  it('never raises an indoor room for a view from above (its frames and windows would be sliced off)', () => {
    for (const setting of ['kitchen', 'studio', 'home']) {
      const model = { ...staged({ action: 'finding', object: 'bucket', setting }, ['Mia']), camera: 'above' as const };
      expect(renderScene(model, 'color'), setting).not.toContain('translate(0 -170)');
    }
    const outdoor = { ...staged({ action: 'finding', object: 'bucket', setting: 'meadow' }, ['Mia']), camera: 'above' as const };
    expect(renderScene(outdoor, 'color')).toContain('translate(0 -170)');
  });

  it("keeps a pointing hero's target centre inside the frame", () => {
    const layout = sceneLayout(staged({ action: 'finding', object: 'door', setting: 'studio' }, ['Mia']));
    const door = layout.props.find((p) => p.kit === 'door')!;
    const c = centreOf(door.box);
    expect(c.x > 0 && c.x < layout.width && door.box.y0 > 0).toBe(true);
  });
});

describe('companions and places as the story tells them', () => {
  const circles = (nodes: unknown): number => (JSON.stringify(nodes).match(/"tag":"circle"/g) ?? []).length;

  it('gives a spotty puppy spots, and draws a greyhound lean and long-legged, not as a floppy pup', () => {
    const plain = creatureLook('Dotty', 'puppy', 'a puppy who left paw-print patterns everywhere');
    const spotty = creatureLook('Dotty', 'puppy', 'a spotty puppy who left paw-print patterns everywhere');
    expect(circles(drawCharacter(spotty, 'relaxed', 'happy').nodes) - circles(drawCharacter(plain, 'relaxed', 'happy').nodes)).toBeGreaterThanOrEqual(6);
    const greyhound = creatureLook('Dash', 'dog', 'a long-legged greyhound who could run faster than anyone');
    expect(greyhound.features).toContain('lean');
    const pup = drawCharacter(creatureLook('Dash', 'dog', 'a friendly dog'), 'relaxed', 'happy');
    const lean = drawCharacter(greyhound, 'relaxed', 'happy');
    // Its back stands higher on its longer legs, though its body is slimmer.
    expect(-lean.saddle!.y).toBeGreaterThan(-pup.saddle!.y * 1.15);
  });

  it('shows what kind of place it is: paintings in a gallery, tables with cups in a café, animals at a rescue, a track at a stadium', () => {
    const svgAt = (setting: string, place: string): string =>
      renderScene(staged({ action: 'looking', object: undefined, objects: [], setting, place }, ['Mia']), 'color');
    const gallery = svgAt('studio', 'the Paintpot Gallery');
    expect((gallery.match(/data-part="painting"/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(gallery).not.toContain('data-scenery="paintPot"');
    expect(svgAt('studio', 'the art room')).toContain('data-scenery="paintPot"');
    expect(svgAt('kitchen', 'the Pancake Café on Syrup Street')).toContain('data-landmark="cafeTable"');
    expect(svgAt('kitchen', 'the kitchen')).not.toContain('data-landmark="cafeTable"');
    const rescue = svgAt('meadow', 'the Bluebell Animal Rescue');
    const hutches = rescue.slice(rescue.indexOf('data-landmark="hutches"'));
    // Eyes looking out of the hutches and the kennel.
    expect((hutches.slice(0, hutches.indexOf('</g>', 8000)).match(/#2a1f2d/g) ?? []).length).toBeGreaterThanOrEqual(12);
    expect(svgAt('stadium', 'the Sunshine Stadium')).toContain('data-part="track"');
  });

  it('keeps small things on the floor (paint pots) clear of everyone standing there', () => {
    for (const action of ['waiting', 'looking', 'finding'] as const) {
      const layout = sceneLayout(
        staged({ action, object: action === 'finding' ? 'bucket' : undefined, setting: 'studio', place: 'the art room' }, ['Mia', 'Rosie']),
      );
      const pots = (layout.scenery ?? []).filter((s) => s.name === 'paintPot');
      for (const pot of pots)
        for (const figure of layout.figures) expect(overlaps(pot.box, figure.box, 0), `${action}: a pot behind ${figure.name}`).toBe(false);
    }
  });

  it('never draws a third page of the same action as a copy of the first (the room is mirrored)', () => {
    const first = staged({ index: 1, action: 'waiting', repeat: undefined }, ['Mia']);
    const third = staged({ index: 3, action: 'waiting', repeat: 2 }, ['Mia']);
    expect(third.mirror).not.toBe(first.mirror);
  });
});

describe('a thing that shines', () => {
  it('shines its torch away from the one holding it, whatever the pose and whichever hand holds it', () => {
    const actions = ['holding', 'looking', 'finding', 'waving', 'listening', 'talking', 'waiting', 'arriving', 'running', 'celebrating'] as const;
    const wrong: string[] = [];
    let seen = 0;
    for (const action of actions)
      for (const who of [['Mia'], ['Mia', 'Rosie']])
        for (const repeat of [0, 1]) {
          const layout = sceneLayout(staged({ action, object: 'torch', repeat }, who));
          const torch = layout.props.find((prop) => prop.kit === 'torch' && prop.placement === 'hand');
          if (!torch?.lit) continue;
          seen++;
          const hero = layout.figures[0]!;
          const outward = Math.sign(centreX(torch.box) - centreX(hero.box));
          const beam = Math.sign(centreX(torch.lit) - centreX(torch.box));
          if (outward !== 0 && beam !== outward) wrong.push(`${action} with ${who.join(', ')}${repeat ? ' (repeated)' : ''}`);
        }
    expect(seen).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });
});

describe('the ground seen from above', () => {
  it('is grass under a stage out of doors (a festival on a hill), never floorboards', () => {
    const model = {
      ...staged({ action: 'playing', setting: 'stage', place: 'the Summer Music Festival on Whistling Hill' }, ['Mia', 'Rosie']),
      camera: 'above' as const,
    };
    const svg = renderScene(model, 'color');
    expect(svg).toContain('translate(0 -170)');
    const fill = /<rect x="0" y="588" width="1024"[^>]*fill="#([0-9a-f]{6})"/.exec(svg)?.[1];
    expect(fill).toBeDefined();
    const [red, green] = [Number.parseInt(fill!.slice(0, 2), 16), Number.parseInt(fill!.slice(2, 4), 16)];
    expect(green, `#${fill}`).toBeGreaterThan(red);
  });
});

describe('making, arriving and wearing, as the caption says', () => {
  const hero: StageCharacter = { name: 'Lena', role: 'hero' };

  it('paints a picture with a paintbrush (never "builds the paintbrush"), the brush on the paper', () => {
    const staging = stage({ action: 'building', who: [hero], object: 'paintbrush' });
    expect(staging.object?.noun).toBe('painting');
    expect(caption(staging, [hero], 'Mural Square')).toBe('Lena paints a picture at Mural Square.');
    const model = staged({ action: 'building', object: 'painting', objects: ['picture'] }, ['Mia']);
    const svg = renderScene(model, 'color');
    expect(svg).toContain('data-cue="making"');
    expect(svg).toContain('data-noun="painting"');
  });

  it('works on a drawing, draws a map, makes a kite and builds a tower', () => {
    const verb = (object: string): string => caption(stage({ action: 'building', who: [hero], object }), [hero], undefined);
    expect(verb('drawing')).toBe('Lena works on the drawing.');
    expect(verb('map')).toBe('Lena draws the map.');
    expect(verb('kite')).toBe('Lena makes the kite.');
    expect(caption(stage({ action: 'building', who: [hero] }), [hero], undefined)).toBe('Lena builds a tower.');
  });

  it('arrives carrying a thing for the hand or with a handle, wearing a cape, and next to a thing on the ground (never "carrying" it)', () => {
    const arrive = (object: string): string => caption(stage({ action: 'arriving', who: [hero], object }), [hero], 'the Hero Academy');
    expect(arrive('compass')).toBe('Lena arrives at the Hero Academy, carrying the compass.');
    expect(arrive('cape')).toBe('Lena arrives at the Hero Academy, wearing the cape.');
    expect(arrive('basket')).toBe('Lena arrives at the Hero Academy, carrying the basket.');
    expect(arrive('box')).toBe('Lena arrives at the Hero Academy, next to the box.');
  });

  it('draws the twist\'s vehicle the parent typed ("a fire engine"), never another one named by its last word', () => {
    const story = writerStory(
      {
        age: 6,
        gender: 'boy',
        interests: ['Vehicles & Transportation'],
        style: 'adventurous',
        lesson: "saying sorry when he knocks over his sister's tower",
        plotTwists: ['a fire engine takes them up to the clouds'],
        heroName: 'Omar',
        seed: 142,
      },
      'fire-engine',
    );
    const scenes = chooseScenes(story).filter((scene) => /engine/.test(scene.object ?? ''));
    expect(scenes.length).toBeGreaterThan(0);
    for (const scene of scenes) {
      expect(scene.object).toBe('fire engine');
      const model = sceneModel(story, scene, resolveCast(story));
      expect(model.props.find((prop) => prop.noun === 'fire engine')?.kit).toBe('fire engine');
    }
  });

  it("gives the hero the cape the story names, in the story's colour, on every page", () => {
    const story = writerStory(
      {
        age: 10,
        gender: 'boy',
        interests: ['Superheroes'],
        style: 'adventurous',
        lesson: 'asking a grown-up for help when a big kid is picking on him',
        plotTwists: ['a power cut in the whole town'],
        heroName: 'Finn',
        seed: 144,
      },
      'cape',
    );
    const scene = chooseScenes(story).find((s) => s.object === 'cape' && s.action === 'arriving');
    expect(scene, 'a picture of Finn arriving with his cape').toBeDefined();
    expect(scene!.summary).toContain('wearing the bright red cape');
    // the same red cape on every page it is worn on
    const cast = resolveCast(story);
    const capes = chooseScenes(story)
      .map((s) => sceneModel(story, s, cast).cast[0]!.look)
      .flatMap((look) => (look.kind === 'human' && look.cape ? [look.cape.name] : []));
    expect(capes.length).toBeGreaterThan(2);
    expect(new Set(capes)).toEqual(new Set(['red']));
  });
});
