import { describe, expect, it } from 'vitest';
import { distanceToBox, multiply, parseTransform, partsWithin, reachFrom, type Matrix } from '../../src/providers/images/art/bounds';
import { drawHuman } from '../../src/providers/images/art/draw-human';
import type { HairStyle } from '../../src/providers/images/art/look';
import { sceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { Camera, Scene } from '../../src/providers/images/types';
import type { SvgNode } from '../../src/providers/images/art/svg-tree';
import { PLANNED_STORIES } from './plan-stories';

/** Every drawn part of a kind (data-part), with where it sits on the page. */
function partsOf(nodes: SvgNode[], part: string): { nodes: SvgNode[]; matrix: Matrix }[] {
  const out: { nodes: SvgNode[]; matrix: Matrix }[] = [];
  const visit = (node: SvgNode, m: Matrix): void => {
    const own = multiply(m, parseTransform(node.attrs?.transform as string | undefined));
    if (node.attrs?.['data-part'] === part) out.push({ nodes: node.children ?? [], matrix: own });
    else for (const child of node.children ?? []) visit(child, own);
  };
  for (const node of nodes) visit(node, [1, 0, 0, 1, 0, 0]);
  return out;
}

function staged(story: (typeof PLANNED_STORIES)[number], change: Partial<Scene>): SceneModel {
  const cast = resolveCast(story);
  const scene = chooseScenes(story)[1]!;
  return sceneModel(story, { ...scene, characters: [cast[0]!.name], ...change }, cast);
}

describe('a food eaten is held at the mouth, never over the face', () => {
  it('holds a biscuit, an apple or a sandwich in the hand beside the lips, the nose and eyes uncovered', () => {
    let eaten = 0;
    for (const story of PLANNED_STORIES)
      for (const object of ['biscuit', 'apple', 'sandwich', 'cookie'])
        for (const camera of ['medium', 'close', 'wide'] as Camera[])
          for (const setting of ['kitchen', 'meadow']) {
            const model = staged(story, { action: 'eating', object, objects: [object], camera, setting });
            if (model.cast[0]!.pose !== 'eat') continue;
            const layout = sceneLayout(model);
            const hero = layout.figures[0]!;
            const face = layout.faces!.find((f) => f.name === hero.name)!;
            const food = layout.props.find((p) => p.key)!;
            const label = `${story.id} ${object} ${camera} at the ${setting}`;
            eaten++;
            // The middle of the face (eyes, nose, mouth) stays in view: the food is beside it, not on it.
            expect(distanceToBox(face, food.box), `${label}: the food over the face`).toBeGreaterThan(4);
            // In the hand that eats: the hand (a circle about 13 across at this size) on the food's edge, not in the air beside it.
            expect(distanceToBox(hero.hands[0]!, food.box), `${label}: the food out of the hand`).toBeLessThan(12);
          }
    expect(eaten).toBeGreaterThan(20);
  });
});

describe('a star held in the hand', () => {
  it('is held in the hand without its trail across the sky, which read as a stick from the hand to the helmet', () => {
    let held = 0;
    for (const story of PLANNED_STORIES)
      for (const action of ['holding', 'looking', 'arriving'] as const)
        for (const camera of ['medium', 'close', 'wide'] as Camera[])
          for (const setting of ['space', 'meadow']) {
            const model = staged(story, { action, object: 'star', objects: ['star'], camera, setting });
            const star = model.props.find((p) => p.key);
            if (star?.placement !== 'hand') continue;
            const layout = sceneLayout(model);
            const drawn = layout.props.find((p) => p.key)!;
            const label = `${story.id} ${action} ${camera} at the ${setting}`;
            held++;
            // Everything drawn with it stays about the star (its glow is half as wide again): nothing reaching off from it.
            const whole = drawn.whole!;
            expect(whole.x1 - whole.x0, `${label}: something long drawn with the star`).toBeLessThan((drawn.box.x1 - drawn.box.x0) * 1.8);
            expect(whole.y1 - whole.y0, `${label}: something long drawn with the star`).toBeLessThan((drawn.box.y1 - drawn.box.y0) * 1.8);
            expect(
              layout.figures[0]!.hands.some((h) => distanceToBox(h, drawn.box) < 12),
              `${label}: the star out of the hand`,
            ).toBe(true);
          }
    expect(held).toBeGreaterThan(20);
  });
});

describe('hair under a space helmet', () => {
  it('tucks every hairstyle inside the closed helmet: no pigtails poking out through the glass', () => {
    const look = resolveCast(PLANNED_STORIES[0]!).find((l) => l.kind === 'human')!;
    if (look.kind !== 'human') throw new Error('a child');
    const STYLES: HairStyle[] = ['short', 'spiky', 'curly', 'swoop', 'bob', 'long', 'ponytail', 'pigtails', 'buns', 'puffs', 'bun'];
    for (const hairStyle of STYLES)
      for (const pose of ['relaxed', 'hold', 'point'] as const) {
        const figure = drawHuman({ ...look, hairStyle, spaceSuit: true }, pose, 'happy');
        const tree = [{ tag: 'g', attrs: { 'data-name': 'child' }, children: figure.nodes }];
        const helmet = partsWithin(tree, 'data-name', 'helmet')[0]!.box;
        const radius = (helmet.x1 - helmet.x0) / 2;
        const centre = { x: (helmet.x0 + helmet.x1) / 2, y: helmet.y0 + radius };
        const hair = partsOf(tree, 'hair');
        expect(hair.length, hairStyle).toBeGreaterThan(0);
        // Every shape of the hair (a pigtail's tip, a bobble) inside the bubble.
        for (const { nodes, matrix } of hair)
          expect(reachFrom(nodes, centre, matrix), `${hairStyle} ${pose}: hair out through the helmet`).toBeLessThanOrEqual(radius);
      }
  });
});
