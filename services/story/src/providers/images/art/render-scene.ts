import type { SettingId } from '../text/vocabulary';
import { STYLE_LOOKS } from './color';
import { bed, bedroom, kitchen, lab, stage, studio } from './backdrops/indoor';
import { beach, castle, forest, meadow, prehistoric, road } from './backdrops/outdoor';
import { H, makeContext, sparkle, W, type Backdrop, type BackdropContext } from './backdrops/scenery';
import { city, space, stadium, underwater } from './backdrops/wild';
import { drawCharacter, isSeaCreature, naturalScale } from './draw-character';
import { drawProp, HELD_DROP, PROP_PLACEMENT } from './draw-props';
import { seededRng, type Rng } from './random';
import type { SceneModel } from './scene-model';
import { circle, ellipse, place, rect, renderSvg, type RenderMode, type SvgNode } from './svg-tree';

export const SCENE_WIDTH = W;
export const SCENE_HEIGHT = H;
/** One outline width for every line in the colouring pages, at the picture's own size. */
export const LINE_ART_WIDTH = 3.2;

const BACKDROPS: Record<SettingId, (ctx: BackdropContext) => Backdrop> = {
  meadow, forest, beach, prehistoric, castle, road, space, underwater, city, stadium, stage, studio, kitchen, lab, bedroom,
};
const INDOOR = new Set<SettingId>(['stage', 'studio', 'kitchen', 'lab', 'bedroom']);
const PROP_ACCENTS = ['#ff6b6b', '#4fc3f7', '#ffd166', '#b07cd8', '#4fc38a', '#ff9e7a'];
const WATERY = new Set<SettingId>(['underwater', 'beach']);

export type SceneMode = 'color' | 'line';

/** Draws the picture a scene model describes: in colour, or as line art for colouring. */
export function renderScene(model: SceneModel, mode: SceneMode): string {
  const rng = seededRng(`${model.seed}|layout`);
  const ctx = makeContext(seededRng(`${model.seed}|backdrop`), model.timeOfDay, model.style, `s${hashTag(model.seed)}-`, INDOOR.has(model.setting));
  const backdrop = BACKDROPS[model.setting](ctx);
  const nodes: SvgNode[] = [{ tag: 'defs', children: backdrop.defs }, ...backdrop.back];
  const sky: SvgNode[] = [];
  const ground: SvgNode[] = [];
  const figures: SvgNode[] = [];
  const held: SvgNode[] = [];

  const propsLeft = [...model.props];
  const heroHeld = model.inBed ? undefined : propsLeft.find((p) => PROP_PLACEMENT[p] === 'held');
  const slots = positions(model, backdrop, rng);

  model.cast.forEach((member, i) => {
    const slot = slots[i]!;
    const figure = drawCharacter(member.look, member.pose, member.expression);
    const scale = slot.scale;
    if (slot.bowl) {
      figures.push(...fishbowl(slot.x, slot.y, figure.nodes, scale));
      return;
    }
    if (slot.inBed && backdrop.bed) {
      const layers = bed(backdrop.bed.x, backdrop.bed.y, ctx, member.look.kind === 'human' ? member.look.top.hex : member.look.body.hex);
      figures.push(...layers.behind, place(slot.x, slot.y, scale, figure.nodes, slot.flip), ...layers.over);
      return;
    }
    if (!slot.floating) figures.push(ellipse(slot.x, slot.y + 4, 74 * scale, 14 * scale, { kind: 'tone', fill: '#1a1030', opacity: 0.16 }));
    figures.push(place(slot.x, slot.y, scale, figure.nodes, slot.flip));
    if (i === 0 && heroHeld) {
      const hx = slot.x + (slot.flip ? -1 : 1) * figure.hand.x * scale;
      const hy = slot.y + figure.hand.y * scale;
      held.push(place(hx, hy, scale * 0.95, drawProp(heroHeld, rng.pick(PROP_ACCENTS))));
      propsLeft.splice(propsLeft.indexOf(heroHeld), 1);
    }
  });

  const taken = slots.map((s) => s.x);
  if (slots[0]?.inBed && backdrop.bed) taken.push(backdrop.bed.x - 200, backdrop.bed.x + 200);
  const groundSpots = [130, 890, 250, 780].filter((x) => taken.every((t) => Math.abs(t - x) > 120));
  for (const prop of propsLeft) {
    const accent = rng.pick(PROP_ACCENTS);
    const placement = PROP_PLACEMENT[prop];
    if (placement === 'sky' || prop === 'balloon' || prop === 'kite') {
      const hero = slots[0]!;
      if (prop === 'rainbow' && backdrop.skyEnd !== undefined) {
        // A rainbow belongs in the sky, behind hills and castles.
        nodes.splice(1 + backdrop.skyEnd, 0, place(W / 2 + rng.range(-120, 120), (backdrop.horizon ?? 470) + 10, 1.5, drawProp(prop, accent)));
        continue;
      }
      const at = prop === 'rainbow' ? { x: W / 2, y: 470 } : prop === 'butterfly' ? { x: hero.x + 130, y: hero.y - 330 } : { x: rng.range(220, 800), y: rng.range(130, 240) };
      sky.push(place(at.x, at.y, prop === 'rainbow' ? 1.4 : 1, drawProp(prop, accent)));
      continue;
    }
    const x = groundSpots.shift() ?? rng.range(120, 900);
    ground.push(place(x, backdrop.floorY + 18 - (HELD_DROP[prop] ?? 0) * 0.95, 0.95, drawProp(prop, accent)));
  }

  nodes.push(...sky, ...ground, ...figures, ...held, ...backdrop.front, ...styleTouches(model, rng));
  const renderMode: RenderMode = mode === 'line'
    ? { kind: 'line', width: LINE_ART_WIDTH }
    : { kind: 'color', ink: STYLE_LOOKS[model.style].ink, outline: 3.2 };
  return renderSvg({ width: W, height: H, nodes, metadata: JSON.stringify(model) }, renderMode);
}

interface Slot { x: number; y: number; scale: number; flip: boolean; floating: boolean; bowl: boolean; inBed: boolean }

function positions(model: SceneModel, backdrop: Backdrop, rng: Rng): Slot[] {
  const count = model.cast.length;
  // Alternate the hero's side from picture to picture, as an illustrator would turn the page.
  const side = model.shot % 2 === 0 ? -1 : 1;
  const xs = count === 1 ? [W / 2 + side * rng.range(40, 130)]
    : count === 2 ? [W / 2 + side * 125, W / 2 - side * 125]
      : count === 3 ? [W / 2, W / 2 + side * 230, W / 2 - side * 230]
        : [W / 2 + side * 70, W / 2 - side * 130, W / 2 + side * 290, W / 2 - side * 330];
  if (model.inBed && backdrop.bed) {
    const bx = backdrop.bed.x;
    xs.splice(0, xs.length, bx, bx + 300, bx + 470, bx - 300);
  }
  const heroX = xs[0]!;
  return model.cast.map((member, i): Slot => {
    const look = member.look;
    const sea = isSeaCreature(look);
    const inBed = i === 0 && model.inBed && !!backdrop.bed && !sea;
    const scale = naturalScale(look) * (i === 0 ? 1 : 0.94) * (count >= 3 && i > 0 ? (count === 3 ? 0.94 : 0.86) : 1);
    const x = xs[i]! + (i === 0 ? 0 : rng.range(-15, 15));
    const floating = sea && model.setting === 'underwater';
    const bowl = sea && !WATERY.has(model.setting);
    const y = inBed ? backdrop.bed!.y - 60 : floating ? backdrop.floorY - rng.range(60, 140) : backdrop.floorY - (i === 0 ? 0 : rng.range(4, 14));
    return { x, y, scale: inBed ? scale * 0.95 : scale, flip: x < heroX, floating, bowl, inBed };
  });
}

/** A sea creature visiting dry land travels in a bowl of water. */
function fishbowl(x: number, y: number, creature: SvgNode[], scale: number): SvgNode[] {
  const radius = 120 * scale;
  const cy = y - radius - 10;
  return [
    ellipse(x, y - 4, radius * 0.7, 16, { kind: 'figure', fill: '#c9935a' }),
    circle(x, cy, radius, { kind: 'figure', fill: '#d8f1fb' }),
    ellipse(x, cy + radius * 0.25, radius * 0.92, radius * 0.62, { kind: 'tone', fill: '#7cc8ec', opacity: 0.55 }),
    place(x, cy + radius * 0.75, scale * 0.62, creature),
    circle(x - radius * 0.45, cy - radius * 0.45, radius * 0.16, { kind: 'tone', fill: '#ffffff', opacity: 0.7 }),
    ellipse(x, cy - radius * 0.86, radius * 0.5, 12, { kind: 'figure', fill: '#eaf8ff' }),
  ];
}

function styleTouches(model: SceneModel, rng: Rng): SvgNode[] {
  const look = STYLE_LOOKS[model.style];
  const nodes: SvgNode[] = [];
  if (look.sparkles) for (let k = 0; k < 12; k++) nodes.push(sparkle(rng.range(30, 994), rng.range(40, 560), rng.range(5, 11), '#fff6c2'));
  if (look.confetti) {
    const colors = ['#ff6b6b', '#4fc3f7', '#ffd166', '#b07cd8', '#4fc38a'];
    for (let k = 0; k < 16; k++) {
      nodes.push(rect(rng.range(20, 1000), rng.range(20, 300), 10, 5, { kind: 'tone', fill: rng.pick(colors) }));
      const last = nodes[nodes.length - 1]!;
      last.attrs = { ...last.attrs, transform: `rotate(${Math.round(rng.range(0, 180))} ${last.attrs?.x} ${last.attrs?.y})` };
    }
  }
  return nodes;
}

function hashTag(seed: string): string {
  let h = 0;
  for (let i = 0; i < seed.length; i++) h = (h * 31 + seed.charCodeAt(i)) >>> 0;
  return h.toString(36).slice(0, 5);
}

