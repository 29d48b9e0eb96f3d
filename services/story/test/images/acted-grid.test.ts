import { describe, expect, it } from 'vitest';
import { boundsOf, overlaps, type Box } from '../../src/providers/images/art/bounds';
import { drawHuman } from '../../src/providers/images/art/draw-human';
import { describeFromWords } from '../../src/providers/images/art/species';
import type { SvgNode } from '../../src/providers/images/art/svg-tree';
import { renderScene, sceneLayout, type SceneLayout } from '../../src/providers/images/art/render-scene';
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
  for (const { story, companion, thing, subject } of gridStories()) {
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
      ['looking', [hero, companion.name], 'fox'],
      ['finding', [hero], 'frog'],
      ['playing', [hero], 'dog'],
      ['comforting', [hero, companion.name], undefined],
      ...(subject.kind === 'person' ? [['playing', [hero, subject.name], object] as [PictureAction, string[], string]] : []),
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
const within = (p: { x: number; y: number }, b: Box, inset: number): boolean =>
  p.x > b.x0 + inset && p.x < b.x1 - inset && p.y > b.y0 + inset && p.y < b.y1 - inset;

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

describe('making, playing and holding, with the hands on the thing', () => {
  it('building shows the making: bent to the thing, a hand at work on it, the eyes on it', () => {
    let made = 0;
    for (const { id, model, layout } of GRID) {
      if (model.action !== 'building') continue;
      const thing = layout.props.find((p) => p.key && p.placement === 'ground');
      if (!thing) continue;
      made++;
      const hero = layout.figures[0]!;
      const grip = (layout.grips ?? []).find((g) => g.name === hero.name);
      expect(grip, `${id}: a hand at work on it`).toBeDefined();
      expect(overlaps({ x0: grip!.x, y0: grip!.y, x1: grip!.x, y1: grip!.y }, thing.box, 20), `${id}: the hand on the thing`).toBe(true);
      expect(hero.gaze, `${id}: eyes on the thing`).toBe(Math.sign((thing.box.x0 + thing.box.x1) / 2 - (hero.box.x0 + hero.box.x1) / 2));
      expect(model.cast[0]!.pose === 'crouch' || layout.figures[0]!.riding, `${id}: bent to it`).toBe(true);
    }
    expect(made).toBeGreaterThan(40);
  });

  it('a thing on the ground stands clear of legs and of hands that do not hold it', () => {
    const pasted: string[] = [];
    for (const { id, layout } of GRID)
      for (const p of layout.props) {
        if (p.placement !== 'ground' && p.placement !== 'between') continue;
        for (const f of layout.figures)
          for (const h of f.hands)
            if (within(h, p.box, 6) && !layout.scope && !(layout.grips ?? []).some((g) => Math.hypot(g.x - h.x, g.y - h.y) < 3))
              pasted.push(`${id}: ${p.kit} over ${f.name}'s hand`);
        for (const leg of layout.legs ?? []) if (overlaps(leg.box, p.box, -10)) pasted.push(`${id}: ${p.kit} over ${leg.name}'s leg`);
      }
    expect(pasted.slice(0, 8), `${pasted.length} pasted over a hand or a leg`).toEqual([]);
  });

  it('a key thing is whole inside the frame', () => {
    const cut: string[] = [];
    for (const { id, layout } of GRID)
      for (const p of layout.props)
        if (p.key && (p.box.x0 < -2 || p.box.x1 > layout.width + 2 || p.box.y0 < -2 || p.box.y1 > layout.height + 2)) cut.push(`${id}: ${p.kit}`);
    expect(cut).toEqual([]);
  });
});

describe('an animal looked at', () => {
  it('looked at, found or played with: is whole in the frame, clear of the child, and the child turns to it', () => {
    let seen = 0;
    for (const { id, model, layout } of GRID) {
      if (model.action !== 'looking' && model.action !== 'finding' && model.action !== 'playing') continue;
      const animal = layout.props.find((p) => p.key && p.placement === 'animal');
      if (!animal) continue;
      seen++;
      const hero = layout.figures[0]!;
      expect(animal.box.x0 >= 0 && animal.box.x1 <= layout.width, `${id}: ${animal.kit} whole`).toBe(true);
      for (const leg of layout.legs ?? []) expect(overlaps(leg.box, animal.box, -6), `${id}: ${animal.kit} over ${leg.name}'s leg`).toBe(false);
      expect(hero.gaze, `${id}: eyes on the ${animal.kit}`).toBe(Math.sign((animal.box.x0 + animal.box.x1) / 2 - (hero.box.x0 + hero.box.x1) / 2));
    }
    expect(seen).toBeGreaterThan(40);
  });
});

describe('a cape held', () => {
  it('is held up by its two top corners, hanging longer than it is wide, and the child wears no other cape', () => {
    for (const { story } of gridStories().slice(0, 30)) {
      const cast = resolveCast(story).map((look, i) => (i === 0 && look.kind === 'human' ? { ...look, cape: { name: 'pink', hex: '#f28ab3' } } : look));
      const base = chooseScenes(story)[1]!;
      const model = sceneModel(story, { ...base, action: 'looking', characters: [cast[0]!.name], object: 'cape', objects: ['cape'] }, cast);
      const hero = model.cast[0]!;
      expect(hero.look.kind === 'human' && hero.look.cape, `${story.id}: no cape worn`).toBeFalsy();
      const layout = sceneLayout(model);
      const cape = layout.props.find((p) => p.kit === 'cape')!;
      expect(cape.placement).toBe('hand');
      const grips = (layout.grips ?? []).filter((g) => g.name === hero.look.name);
      expect(grips.length, `${story.id}: both hands on it`).toBe(2);
      for (const g of grips) expect(g.y - cape.box.y0, `${story.id}: held at the top`).toBeLessThan((cape.box.y1 - cape.box.y0) * 0.3);
      expect(Math.abs(grips[0]!.x - grips[1]!.x), `${story.id}: by its two corners`).toBeGreaterThan((cape.box.x1 - cape.box.x0) * 0.6);
      expect(cape.box.y1 - cape.box.y0, `${story.id}: hanging down`).toBeGreaterThan((cape.box.x1 - cape.box.x0) * 0.6);
    }
  });
});

describe('playing together', () => {
  it('a friend playing with the thing has a hand on it too', () => {
    let together = 0;
    const apart: string[] = [];
    for (const { id, model, layout } of GRID) {
      if (model.action !== 'playing' || model.cast.length < 2 || model.cast[1]!.look.kind !== 'human') continue;
      // A guitar is played by one; the friend dances to it.
      const thing = layout.props.find((p) => p.key && p.placement === 'hand' && p.kit !== 'guitar');
      if (!thing) continue;
      together++;
      const friend = layout.figures[1]!;
      const near = friend.hands.some((h) => overlaps({ x0: h.x, y0: h.y, x1: h.x, y1: h.y }, thing.box, 30));
      if (!near) apart.push(`${id}: ${friend.name}'s hand off the ${thing.kit}`);
    }
    expect(apart).toEqual([]);
    expect(together).toBeGreaterThan(15);
  });
});

describe('a hand drawn as a hand', () => {
  it('looking around, the hand over the brow has fingers and sticks out past the face like a visor, never a patch on the hair', () => {
    for (const { story } of gridStories().slice(0, 12)) {
      const look = resolveCast(story)[0]!;
      if (look.kind !== 'human') continue;
      const figure = drawHuman(look, 'scan', 'happy', { gaze: 1 });
      const cue = findCue(figure.nodes, 'shading-eyes');
      expect(cue, story.id).toBeDefined();
      expect(cue!.children!.length, `${story.id}: palm, thumb and four fingers`).toBeGreaterThanOrEqual(6);
      const box = boundsOf([cue!])!;
      expect(box.x1, `${story.id}: out past the face`).toBeGreaterThan(figure.head!.x + 60 * 0.9);
    }
  });
});

function findCue(nodes: SvgNode[], name: string): SvgNode | undefined {
  for (const n of nodes) {
    if (n.attrs?.['data-cue'] === name) return n;
    const inner = findCue(n.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
}

describe('hands clear of the place', () => {
  it('no hand lies on a narrow landmark (a lamppost, a sign): a hand on its lamp reads as grabbing it', () => {
    const grabbed: string[] = [];
    for (const { id, layout } of GRID)
      for (const l of layout.landmarks)
        if (l.box.x1 - l.box.x0 < 160)
          for (const f of layout.figures) for (const h of f.hands) if (within(h, l.box, -10)) grabbed.push(`${id}: ${f.name}'s hand on the ${l.name}`);
    expect(grabbed.slice(0, 10), `${grabbed.length} hands on a landmark`).toEqual([]);
  });
});

describe('not the same pose on every happy page', () => {
  it('celebrating children cheer, leap or dance, none of the three on most pages', () => {
    const poses = new Map<string, number>();
    let pages = 0;
    for (const { model } of GRID)
      if (model.action === 'celebrating')
        for (const member of model.cast)
          if (member.look.kind === 'human') {
            pages++;
            poses.set(member.pose, (poses.get(member.pose) ?? 0) + 1);
          }
    expect([...poses.keys()].sort()).toEqual(['cheer', 'dance', 'jump']);
    for (const [pose, n] of poses) expect(n / pages, pose).toBeLessThan(0.5);
  });
});

describe('each bedroom its own', () => {
  it('goodnight rooms differ: shelf, flags or a mobile; a table lamp, fairy lights or a moon night light', () => {
    const seen = new Map<string, number>();
    let rooms = 0;
    for (const { story } of gridStories()) {
      const cast = resolveCast(story);
      const night = chooseScenes(story).find((s) => s.beat === 'goodnight');
      if (!night) continue;
      const svg = renderScene(sceneModel(story, night, cast), 'color');
      rooms++;
      for (const part of ['shelf', 'bunting', 'mobile', 'lights-lamp', 'lights-fairy', 'lights-nightlight'])
        if (svg.includes(`data-part="${part}"`)) seen.set(part, (seen.get(part) ?? 0) + 1);
    }
    expect(rooms).toBeGreaterThan(40);
    for (const part of ['shelf', 'bunting', 'mobile', 'lights-lamp', 'lights-fairy', 'lights-nightlight']) {
      expect(seen.get(part) ?? 0, part).toBeGreaterThan(rooms * 0.15);
      expect(seen.get(part) ?? 0, part).toBeLessThan(rooms * 0.7);
    }
  });

  it('no speed lines beside a friend who does not run, no confetti over a game', () => {
    for (const { id, model, layout } of GRID) {
      if (model.action !== 'playing') continue;
      for (const name of layout.running ?? []) expect(model.cast.find((c) => c.look.name === name)?.look.kind, `${id}: ${name}`).toBe('human');
    }
  });
});

describe('not one running sprite', () => {
  it('runners take different strides over the pages (arms out, an arm pumping, an arm ahead)', () => {
    const strides = new Set<string>();
    for (const { model, layout } of GRID) {
      if (model.action !== 'running') continue;
      for (const f of layout.figures)
        if (f.hands.length === 2) {
          // Which hand is higher than the shoulders tells the stride apart.
          const up = f.hands.map((h) => (h.y < f.head.y1 ? 'up' : 'low')).join('-');
          strides.add(up);
        }
    }
    expect(strides.size).toBeGreaterThanOrEqual(2);
  });
});

describe('comforted by a big friend', () => {
  it('never one face over the other: a friend too tall to hold stands cheek to cheek', () => {
    for (const { id, model, layout } of GRID) {
      if (model.action !== 'comforting' && model.action !== 'hugging') continue;
      const [hero, friend] = layout.figures;
      if (!hero || !friend || friend.held) continue;
      expect(overlaps(hero.head, friend.head, -12), `${id}: ${friend.name}'s head over ${hero.name}'s`).toBe(false);
    }
  });
});

describe('what the story puts on a character', () => {
  it('goggles in a description are drawn (round rims over the eyes), like glasses', () => {
    expect(describeFromWords('a wise old owl in round brass goggles').features).toContain('glasses');
    expect(describeFromWords('a tawny owl with a bow tie').features).not.toContain('glasses');
  });
});
