import { describe, expect, it } from 'vitest';
import { centreOf, distanceToBox, insideFrame, overlaps } from '../../src/providers/images/art/bounds';
import { sceneLayout, type SceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { StoryForArt } from '../../src/providers/images/types';
import { PLANNED_STORIES } from './plan-stories';
import { gridStories } from './world-grid';

/** Geometry of the pictures, from the layout the engine itself records: framing, layering, hands. */
const STORIES: StoryForArt[] = [...PLANNED_STORIES, ...gridStories().map((g) => g.story)];

function layouts(story: StoryForArt): { label: string; model: SceneModel; layout: SceneLayout }[] {
  const cast = resolveCast(story);
  return chooseScenes(story).map((scene) => {
    const model = sceneModel(story, scene, cast);
    return { label: `${story.id} ${scene.beat} (${model.action}, ${model.camera})`, model, layout: sceneLayout(model) };
  });
}
const ALL = STORIES.flatMap(layouts);

describe('picture layout: the safe frame', () => {
  it('keeps every figure whole inside the picture, with a margin (no feet, heads or hands cut off)', () => {
    const bad = ALL.filter(({ model }) => !model.inBed).flatMap(({ label, layout }) => layout.figures
      .filter((f) => !insideFrame(f.box, layout.width, layout.height, layout.margin))
      .map((f) => `${label}: ${f.name} ${JSON.stringify(f.box)}`));
    expect(bad).toEqual([]);
  });

  it('keeps the key object and what a rider sits on inside the picture', () => {
    const bad = ALL.filter(({ model }) => !model.inBed).flatMap(({ label, layout }) => [
      ...layout.props.filter((p) => p.key && p.placement !== 'sky' && !insideFrame(p.box, layout.width, layout.height, layout.margin / 2)).map((p) => `${label}: ${p.kit}`),
      ...(layout.carrier && !insideFrame(layout.carrier.box, layout.width, layout.height, layout.margin) ? [`${label}: carrier ${layout.carrier.name}`] : []),
    ]);
    expect(bad).toEqual([]);
  });

  it('never slices a landmark (a barn, the sun, a planet) at the edge; only whole shapes meant to run off the side bleed', () => {
    const bad = ALL.flatMap(({ label, layout }) => layout.landmarks
      .filter((l) => !l.bleeds && !insideFrame(l.box, layout.width, layout.height, layout.margin))
      .map((l) => `${label}: ${l.name} ${JSON.stringify(l.box)}`));
    expect(bad).toEqual([]);
  });
});

describe('picture layout: layering and scale', () => {
  it('never puts a landmark over anyone\'s head (no boat worn like a hat)', () => {
    const bad = ALL.filter(({ model }) => !model.inBed).flatMap(({ label, layout }) => layout.landmarks.flatMap((l) => layout.figures
      .filter((f) => overlaps(l.box, f.head))
      .map((f) => `${label}: ${l.name} over ${f.name}'s head`)));
    expect(bad).toEqual([]);
  });

  it('draws a rider at a child\'s size on a mount scaled up, sitting on its back', () => {
    const rides = ALL.filter(({ layout }) => layout.carrier);
    expect(rides.length).toBeGreaterThan(2);
    for (const { label, layout, model } of rides) {
      const rider = layout.figures.find((f) => f.riding)!;
      const mount = layout.carrier!.box;
      const riderTall = rider.box.y1 - rider.box.y0;
      // Before, a tiny rider was shrunk to about 100 px tall and pasted on. (A flyer seen from afar may be smaller.)
      if (model.action === 'riding') expect(riderTall, `${label}: the rider is doll-sized`).toBeGreaterThan(140);
      expect(mount.x1 - mount.x0, `${label}: the mount is smaller than its rider`).toBeGreaterThan(riderTall * 1.5);
      // The rider's seat is on the mount: the bottom of the rider inside the mount's box.
      expect(rider.box.y1, label).toBeGreaterThan(mount.y0);
      expect(rider.box.y1, label).toBeLessThan(mount.y1);
      expect(centreOf(rider.box).x, label).toBeGreaterThan(mount.x0);
      expect(centreOf(rider.box).x, label).toBeLessThan(mount.x1);
    }
  });
});

describe('picture layout: hands and poses', () => {
  it('puts a held object in the hand', () => {
    const held = ALL.filter(({ model }) => model.cast[0]!.look.kind === 'human' && model.cast[0]!.pose !== 'read');
    let checked = 0;
    for (const { label, layout } of held) {
      const hero = layout.figures[0]!;
      for (const prop of layout.props.filter((p) => p.key && p.placement === 'hand')) {
        checked++;
        expect(Math.min(...hero.hands.map((h) => distanceToBox(h, prop.box))), `${label}: ${prop.kit} not in the hand`).toBeLessThan(24);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('holds a small friend in a cuddle between both hands, not floating in front', () => {
    const hugs = ALL.filter(({ layout }) => layout.figures.some((f) => f.held));
    expect(hugs.length).toBeGreaterThan(0);
    for (const { label, layout } of hugs) {
      const friend = layout.figures.find((f) => f.held)!;
      const hero = layout.figures[0]!;
      for (const hand of hero.hands) expect(distanceToBox(hand, friend.box), `${label}: a hand misses ${friend.name}`).toBeLessThan(30);
    }
  });

  it('aims a pointing arm at the middle of the thing pointed at', () => {
    const pointing = ALL.filter(({ layout }) => layout.pointing);
    expect(pointing.length).toBeGreaterThan(2);
    for (const { label, layout } of pointing) {
      const { shoulder, hand, target } = layout.pointing!;
      const arm = Math.atan2(hand.y - shoulder.y, hand.x - shoulder.x);
      const want = Math.atan2(target.y - shoulder.y, target.x - shoulder.x);
      let diff = Math.abs(arm - want) * (180 / Math.PI);
      if (diff > 180) diff = 360 - diff;
      expect(diff, `${label}: the arm points ${Math.round(diff)}° away from the thing`).toBeLessThan(20);
    }
  });
});
