import { describe, expect, it } from 'vitest';
import { boundsOf, centreOf, distanceToBox, insideFrame, overlaps, taggedBounds, type Box } from '../../src/providers/images/art/bounds';
import { renderScene, sceneLayout, type SceneLayout } from '../../src/providers/images/art/render-scene';
import type { SvgNode } from '../../src/providers/images/art/svg-tree';
import { drawCharacter } from '../../src/providers/images/art/draw-character';
import { creatureLook, resolveCast } from '../../src/providers/images/art/resolve-look';
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
    const bad = ALL.filter(({ model }) => !model.inBed).flatMap(({ label, layout }) =>
      layout.figures.filter((f) => !insideFrame(f.box, layout.width, layout.height, layout.margin)).map((f) => `${label}: ${f.name} ${JSON.stringify(f.box)}`),
    );
    expect(bad).toEqual([]);
  });

  it('keeps the key object and what a rider sits on inside the picture', () => {
    const bad = ALL.filter(({ model }) => !model.inBed).flatMap(({ label, layout }) => [
      ...layout.props
        .filter((p) => p.key && p.placement !== 'sky' && !insideFrame(p.box, layout.width, layout.height, layout.margin / 2))
        .map((p) => `${label}: ${p.kit}`),
      ...(layout.carrier && !insideFrame(layout.carrier.box, layout.width, layout.height, layout.margin) ? [`${label}: carrier ${layout.carrier.name}`] : []),
    ]);
    expect(bad).toEqual([]);
  });

  it('never slices a landmark (a barn, the sun, a planet) at the edge; only whole shapes meant to run off the side bleed', () => {
    const bad = ALL.flatMap(({ label, layout }) =>
      layout.landmarks
        .filter((l) => !l.bleeds && !insideFrame(l.box, layout.width, layout.height, layout.margin))
        .map((l) => `${label}: ${l.name} ${JSON.stringify(l.box)}`),
    );
    expect(bad).toEqual([]);
  });
});

describe('picture layout: layering and scale', () => {
  it("never puts a landmark over anyone's head (no boat worn like a hat)", () => {
    const bad = ALL.filter(({ model }) => !model.inBed).flatMap(({ label, layout }) =>
      layout.landmarks.flatMap((l) => layout.figures.filter((f) => overlaps(l.box, f.head)).map((f) => `${label}: ${l.name} over ${f.name}'s head`)),
    );
    expect(bad).toEqual([]);
  });

  it("draws a rider at a child's size on a mount scaled up, sitting on its back", () => {
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
    expect(pointing.length).toBeGreaterThan(1);
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

/** Hue (degrees), saturation and lightness of a #rrggbb colour. */
function hsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}
/** What a child would call a colour, for the words stories use. */
const LOOKS_LIKE: Record<string, (c: { h: number; s: number; l: number }) => boolean> = {
  red: (c) => (c.h < 15 || c.h > 340) && c.s > 0.45 && c.l > 0.3 && c.l < 0.75,
  brown: (c) => c.h >= 12 && c.h <= 45 && c.s > 0.2 && c.l < 0.72,
  blue: (c) => c.h > 190 && c.h < 250 && c.s > 0.3,
  green: (c) => c.h > 80 && c.h < 170 && c.s > 0.25,
  yellow: (c) => c.h > 40 && c.h < 65 && c.s > 0.5,
};

describe('picture layout: the action is drawn', () => {
  const together = ALL.filter(
    ({ model, layout }) => ['talking', 'giving', 'sharing', 'holding'].includes(model.action) && model.partner && layout.figures.length >= 2,
  );

  it('turns the two in a talking, giving, sharing or holding scene towards each other: eyes and faces on the other', () => {
    expect(together.length).toBeGreaterThan(4);
    const bad: string[] = [];
    for (const { label, model, layout } of together) {
      const hero = layout.figures[0]!;
      const partner = layout.figures.find((f) => f.name === model.partner)!;
      if (!partner || partner.held || hero.riding) continue;
      const towards = Math.sign(centreOf(partner.box).x - centreOf(hero.box).x);
      if (hero.gaze !== towards) bad.push(`${label}: ${hero.name} looks ${hero.gaze}, ${partner.name} is at ${towards}`);
      if ((partner.gaze || partner.facing) !== -towards) bad.push(`${label}: ${partner.name} looks away from ${hero.name}`);
    }
    expect(bad).toEqual([]);
  });

  it("hands a thing over between the giver's hand and the receiver's (giving, sharing)", () => {
    const handOvers = ALL.filter(
      ({ model }) => (model.action === 'giving' || model.action === 'sharing') && model.cast.filter((c) => c.look.kind === 'human').length >= 2,
    ).filter(({ model }) => model.props.some((p) => p.key && p.placement === 'between' && p.kit !== 'telescope'));
    expect(handOvers.length).toBeGreaterThan(1);
    for (const { label, model, layout } of handOvers) {
      const hero = layout.figures[0]!;
      const partner = layout.figures.find((f) => f.name === model.partner)!;
      if (partner.kit !== 'child' && partner.kit !== 'grown-up') continue;
      const thing = layout.props.find((p) => p.key)!;
      const giver = hero.hands[0]!;
      const taker = partner.hands[0]!;
      expect(distanceToBox(giver, thing.box), `${label}: the giver's hand is off the ${thing.kit}`).toBeLessThan(26);
      expect(distanceToBox(taker, thing.box), `${label}: ${partner.name}'s hand does not reach the ${thing.kit}`).toBeLessThan(26);
      const mid = centreOf(thing.box).x;
      expect(mid, `${label}: the ${thing.kit} is not between the two hands`).toBeGreaterThanOrEqual(Math.min(giver.x, taker.x) - 30);
      expect(mid, `${label}: the ${thing.kit} is not between the two hands`).toBeLessThanOrEqual(Math.max(giver.x, taker.x) + 30);
      expect(Math.sign(taker.x - giver.x), `${label}: the receiver's hand is on the wrong side`).toBe(
        Math.sign(centreOf(partner.box).x - centreOf(hero.box).x),
      );
    }
  });

  it("looks through a telescope: the eyepiece at the looker's eye, the tube pointing up to the sky", () => {
    const scopes = ALL.filter(
      ({ model }) => !model.inBed && model.props.some((p) => p.key && p.kit === 'telescope') && ['looking', 'sharing', 'giving'].includes(model.action),
    );
    expect(scopes.length).toBeGreaterThan(1);
    for (const { label, layout, model } of scopes) {
      expect(layout.scope, label).toBeDefined();
      const { eyepiece, end, looker } = layout.scope!;
      const who = layout.figures.find((f) => f.name === looker)!;
      // In a space helmet the eyepiece sits just outside the bubble (checked below), so a little further from the head.
      expect(distanceToBox(eyepiece, who.head), `${label}: the eyepiece is away from ${looker}'s face`).toBeLessThan(model.setting === 'space' ? 45 : 20);
      expect(end.y, `${label}: the telescope points at the ground`).toBeLessThan(eyepiece.y - 40);
      expect(who.gaze, `${label}: ${looker} does not look into it`).toBe(Math.sign(end.x - eyepiece.x));
    }
  });

  it('draws the thing in the colour its words give it ("the red bucket", "the brown speckled egg")', () => {
    let checked = 0;
    for (const story of PLANNED_STORIES) {
      const cast = resolveCast(story);
      for (const scene of chooseScenes(story)) {
        const word = Object.keys(LOOKS_LIKE).find((w) => new RegExp(`\\b${w}\\b[^.]*\\b${scene.object ?? '#'}\\b`, 'i').test(scene.summary));
        if (!word || !scene.object) continue;
        const layout = sceneLayout(sceneModel(story, scene, cast));
        const thing = layout.props.find((p) => p.key);
        if (!thing) continue;
        checked++;
        expect(thing.fill && LOOKS_LIKE[word]!(hsl(thing.fill)), `${story.id}: "${scene.summary}" but the ${thing.kit} is ${thing.fill}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('lays a sleeping child down in bed: the head on the pillow, not sitting up above it', () => {
    const beds = ALL.filter(({ model, layout }) => model.inBed && layout.pillow && model.cast[0]!.look.kind === 'human');
    expect(beds.length).toBeGreaterThan(3);
    for (const { label, layout } of beds) {
      const head = centreOf(layout.figures[0]!.head);
      const pillow = layout.pillow!;
      expect(head.y, `${label}: the head is above the pillow`).toBeGreaterThan(pillow.y0);
      expect(head.y, `${label}: the head is below the pillow`).toBeLessThan(pillow.y1 + 20);
    }
  });

  it('puts a thing on the floor at bedtime (shoes, a toy) on the rug beside the bed, never under the mattress', () => {
    const beds = ALL.filter(({ model, layout }) => model.inBed && layout.pillow);
    expect(beds.length).toBeGreaterThan(3);
    for (const { label, model } of beds)
      for (const kit of ['shoes', 'ball']) {
        const layout = sceneLayout({ ...model, props: [...model.props, { noun: kit, kit, placement: 'ground', accent: '#d04a3a', key: false }] });
        const thing = layout.props.find((prop) => prop.kit === kit)!;
        const bed = centreOf(layout.pillow!).x;
        expect(Math.min(Math.abs(thing.box.x0 - bed), Math.abs(thing.box.x1 - bed)), `${label}: the ${kit} by the bed`).toBeGreaterThan(250);
        expect(Math.sign(thing.box.x0 - bed), `${label}: the ${kit} wholly to one side`).toBe(Math.sign(thing.box.x1 - bed));
        expect(thing.box.y1, `${label}: the ${kit} on the rug`).toBeGreaterThan(700);
        expect(insideFrame(thing.box, layout.width, layout.height, layout.margin), `${label}: the ${kit} inside the frame`).toBe(true);
      }
  });

  it("keeps the place's landmark in every picture there, even a close-up (the volcano by the hot springs)", () => {
    const volcano = layouts(PLANNED_STORIES[1]!).filter(({ model }) => model.setting === 'prehistoric');
    expect(volcano.length).toBeGreaterThan(3);
    for (const { label, layout } of volcano)
      expect(
        layout.landmarks.map((l) => l.name),
        label,
      ).toContain('volcano');
  });
});

describe('figures: whole creatures', () => {
  it('gives an insect six legs in three pairs, each foot apart on the ground', () => {
    for (const species of ['beetle', 'ant']) {
      const figure = drawCharacter(creatureLook(`a ${species}`, species), 'walk', 'happy');
      expect(figure.feet?.length, species).toBe(6);
      const feet = figure.feet!;
      for (let i = 0; i < feet.length; i++)
        for (let j = i + 1; j < feet.length; j++) {
          expect(Math.hypot(feet[i]!.x - feet[j]!.x, feet[i]!.y - feet[j]!.y), `${species}: two feet drawn on top of each other`).toBeGreaterThan(10);
        }
    }
  });
});

describe('picture layout: reading the moment (look 3)', () => {
  const svgOf = (model: SceneModel): string => renderScene(model, 'color');
  const planned = PLANNED_STORIES.flatMap(layouts);

  it('turns a face and its eyes visibly towards the partner (the face moved at least 10 px on the page)', () => {
    const together = planned.filter(({ model, layout }) => ['talking', 'giving', 'looking'].includes(model.action) && layout.figures.length > 1);
    expect(together.length).toBeGreaterThan(2);
    const bad = together.flatMap(({ label, layout }) =>
      layout.figures
        .filter((f) => f.gaze !== 0)
        .flatMap((f) => {
          const face = layout.faces?.find((x) => x.name === f.name);
          if (!face) return [];
          const shift = (face.x - (f.head.x0 + f.head.x1) / 2) * f.gaze;
          return shift >= 10 ? [] : [`${label}: ${f.name} face shift ${shift.toFixed(1)}`];
        }),
    );
    expect(bad).toEqual([]);
  });

  it('keeps scenery near the cast (flowers, shells, palm-ferns, steaming springs) off every figure', () => {
    const bad = ALL.filter(({ model }) => !model.inBed).flatMap(({ label, layout }) => [
      ...(layout.scenery ?? []).flatMap((s) => layout.figures.filter((f) => overlaps(s.box, f.box)).map((f) => `${label}: ${s.name} on ${f.name}`)),
      ...layout.landmarks
        .filter((l) => l.name === 'hotSprings' || l.name === 'palm')
        .flatMap((l) => layout.figures.filter((f) => overlaps(l.box, f.box)).map((f) => `${label}: ${l.name} behind ${f.name}`)),
    ]);
    expect(bad).toEqual([]);
  });

  it('shows the way an arriving hero came: a path or footprints', () => {
    const arriving = ALL.filter(
      ({ model }) => model.action === 'arriving' && !['stage', 'studio', 'kitchen', 'lab', 'bedroom', 'home'].includes(model.setting),
    );
    expect(arriving.length).toBeGreaterThan(3);
    const bad = arriving.filter(({ model }) => !/data-cue="(?:path|footprints)"/.test(svgOf(model))).map(({ label }) => label);
    expect(bad).toEqual([]);
  });

  it('draws a seated child with legs: knees forward past the clothes', () => {
    const look = resolveCast(PLANNED_STORIES.find((s) => s.id === 'plan-farm')!)[0]!;
    const figure = drawCharacter(look, 'sit', 'happy');
    const legs = boundsOfPart(figure.nodes, 'legs');
    const all = boundsOf(figure.nodes.filter((n) => n.attrs?.['data-part'] !== 'legs'))!;
    expect(legs).toBeDefined();
    expect(legs!.x1).toBeGreaterThan(all.x1 + 8);
  });

  it('puts a helmet on everyone outside on the moon', () => {
    const moon = planned.filter(({ model }) => model.setting === 'space');
    expect(moon.length).toBeGreaterThan(2);
    const bad = moon.flatMap(({ label, model }) => {
      const humans = model.cast.filter((c) => c.look.kind === 'human').length;
      const helmets = (svgOf(model).match(/data-part="helmet"/g) ?? []).length;
      return helmets >= humans ? [] : [`${label}: ${helmets} helmets for ${humans} people`];
    });
    expect(bad).toEqual([]);
  });

  it('holds a hugged friend big enough to know, the head above the arms', () => {
    const hugs = ALL.filter(({ model, layout }) => model.action === 'hugging' && layout.figures.some((f) => f.held));
    expect(hugs.length).toBeGreaterThan(0);
    const bad = hugs.flatMap(({ label, layout }) => {
      const hero = layout.figures[0]!;
      const friend = layout.figures.find((f) => f.held)!;
      const handsY = Math.min(...hero.hands.map((h) => h.y));
      const tall = hero.box.y1 - hero.box.y0;
      return friend.box.y0 < handsY - tall * 0.08 && friend.box.y1 - friend.box.y0 > tall * 0.3
        ? []
        : [`${label}: ${friend.name} ${JSON.stringify(friend.box)} hands at ${handsY}`];
    });
    expect(bad).toEqual([]);
  });

  it('fills the lower two thirds: no small cast low under an empty sky', () => {
    const bad = planned
      .filter(({ model }) => !model.inBed && model.cast.every((c) => c.spot === 'ground'))
      .flatMap(({ label, layout }) => {
        const top = Math.min(...layout.figures.map((f) => f.box.y0));
        return top <= layout.height * 0.58 ? [] : [`${label}: tallest top at ${Math.round(top)}`];
      });
    expect(bad).toEqual([]);
  });
});

function boundsOfPart(nodes: SvgNode[], part: string): ReturnType<typeof boundsOf> {
  const found = taggedBounds(nodes, 'data-part').filter((t) => t.value === part);
  return found[0]?.box;
}

describe('picture layout: look 4 (legs, the named place, cheeks, shared telescope)', () => {
  const planned = PLANNED_STORIES.flatMap(layouts);
  const legsOf = (layout: SceneLayout, name: string): Box[] => (layout.legs ?? []).filter((l) => l.name === name).map((l) => l.box);

  it('draws a seated child with two whole legs, apart, each reaching down to the ground', () => {
    for (const story of PLANNED_STORIES) {
      const look = resolveCast(story)[0]!;
      const figure = drawCharacter(look, 'sit', 'happy');
      const legs = taggedBounds(partNodes(figure.nodes, 'legs'), 'data-part')
        .filter((t) => t.value === 'leg')
        .map((t) => t.box);
      expect(legs.length, story.id).toBe(2);
      for (const leg of legs) {
        expect(leg.y1, `${story.id}: a leg stops short of the ground`).toBeGreaterThan(-4);
        expect(leg.y1 - leg.y0, `${story.id}: a stump, not a leg`).toBeGreaterThan(60);
      }
      expect(Math.abs(centreOf(legs[0]!).x - centreOf(legs[1]!).x), `${story.id}: the two legs are drawn on top of each other`).toBeGreaterThan(20);
    }
  });

  it('draws a rider astride: a leg down each side of the body, both hanging below the seat', () => {
    const rides = planned.filter(({ layout }) => layout.carrier);
    expect(rides.length).toBeGreaterThan(1);
    for (const { label, layout } of rides) {
      const rider = layout.figures.find((f) => f.riding)!;
      const legs = legsOf(layout, rider.name);
      expect(legs.length, label).toBe(2);
      const mid = centreOf(rider.head).x;
      expect(legs.some((l) => centreOf(l).x < mid - 10) && legs.some((l) => centreOf(l).x > mid + 10), `${label}: both legs on one side`).toBe(true);
      for (const leg of legs) expect(leg.y1, `${label}: a leg does not hang down`).toBeGreaterThan(rider.box.y1 - 12);
    }
  });

  it('keeps the landmark a caption names in every picture set there (the hot springs)', () => {
    const springs = planned.filter(({ model }) => !model.inBed && /hot springs/i.test(model.place ?? ''));
    expect(springs.length).toBeGreaterThan(3);
    const bad = springs.filter(({ layout }) => !layout.landmarks.some((l) => l.name === 'hotSprings')).map(({ label }) => label);
    expect(bad).toEqual([]);
  });

  it('keeps the cheeks inside the face outline, even on a face turned three-quarters', () => {
    for (const story of PLANNED_STORIES) {
      const look = resolveCast(story)[0]!;
      for (const gaze of [-1, 1]) {
        const figure = drawCharacter(look, 'relaxed', 'happy', gaze);
        const head = figure.head!;
        // Every blush ellipse, in the figure's frame, sits inside the head circle.
        const blush = blushBoxes(figure.nodes);
        expect(blush.length, story.id).toBe(2);
        const radius = headRadius(figure.nodes);
        for (const b of blush) {
          for (const [x, y] of [
            [b.x0, (b.y0 + b.y1) / 2],
            [b.x1, (b.y0 + b.y1) / 2],
          ] as const) {
            expect(Math.hypot(x - head.x, y - head.y), `${story.id} gaze ${gaze}: blush past the face`).toBeLessThan(radius);
          }
        }
      }
    }
  });

  it('stages "shares the telescope" differently from "looks at the telescope": the other one looks through it', () => {
    const moon = planned.filter(({ model }) => model.setting === 'space' && model.props.some((p) => p.key && p.kit === 'telescope'));
    const looking = moon.find(({ model }) => model.action === 'looking');
    const sharing = moon.find(({ model }) => model.action === 'sharing');
    expect(looking && sharing).toBeTruthy();
    expect(sharing!.layout.scope!.looker).not.toBe(looking!.layout.scope!.looker);
  });

  it("holds a telescope's eyepiece just outside a space helmet, not through it", () => {
    const suited = planned.filter(({ model, layout }) => model.setting === 'space' && layout.scope);
    expect(suited.length).toBeGreaterThan(1);
    for (const { label, layout } of suited) {
      const who = layout.figures.find((f) => f.name === layout.scope!.looker)!;
      const centre = centreOf({ ...who.head, y0: who.head.y1 - (who.head.x1 - who.head.x0) });
      // The head's box takes in the whole helmet (radius 88 for a head of 60; the glass is 1.32 heads).
      const helmet = (((who.head.x1 - who.head.x0) / 2) * (60 * 1.32)) / 88;
      const d = Math.hypot(layout.scope!.eyepiece.x - centre.x, layout.scope!.eyepiece.y - centre.y);
      expect(d, `${label}: the eyepiece pokes into the helmet`).toBeGreaterThan(helmet * 0.95);
      expect(d, `${label}: the eyepiece is far from the helmet`).toBeLessThan(helmet * 1.35);
    }
  });
});

/** The blush ellipses of a figure, in its own frame (through the head's and face's transforms). */
function blushBoxes(nodes: SvgNode[]): Box[] {
  const found = taggedBounds([{ tag: 'g', children: tagBlush(nodes) }], 'data-blush');
  return found.map((t) => t.box);
}

function tagBlush(nodes: SvgNode[]): SvgNode[] {
  return nodes.map((n) =>
    n.paint?.kind === 'tone' && n.paint.fill === '#ff8fa3'
      ? { tag: 'g', attrs: { 'data-blush': 'y' }, children: [{ ...n, paint: { kind: 'figure' as const, fill: '#ff8fa3' } }] }
      : { ...n, ...(n.children ? { children: tagBlush(n.children) } : {}) },
  );
}

/** The head circle's radius in the figure's frame: the skin circle of radius 60, scaled with the head. */
function headRadius(nodes: SvgNode[]): number {
  let radius = 60;
  const visit = (list: SvgNode[], scale: number): void => {
    for (const n of list) {
      const s = scale * (n.scale ?? 1);
      if (n.tag === 'circle' && Number(n.attrs?.r) === 60) radius = 60 * s;
      if (n.children) visit(n.children, s);
    }
  };
  visit(nodes, 1);
  return radius;
}

/** The children of the first group tagged with this part. */
function partNodes(nodes: SvgNode[], part: string): SvgNode[] {
  for (const n of nodes) {
    if (n.attrs?.['data-part'] === part) return n.children ?? [];
    const inner = partNodes(n.children ?? [], part);
    if (inner.length) return inner;
  }
  return [];
}
