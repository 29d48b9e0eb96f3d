import type { StoryStyle } from '@bedtime/contracts';
import type { TimeOfDay } from '../../types';
import { mix, shade, styled } from '../color';
import type { Rng } from '../random';
import { r } from '../random';
import { circle, ellipse, path, polygon, rect, type SvgNode } from '../svg-tree';

export const W = 1024;
export const H = 768;

export interface BackdropContext {
  rng: Rng;
  time: TimeOfDay;
  style: StoryStyle;
  /** A backdrop colour seen through the story's style and the light of the time of day. */
  c: (hex: string) => string;
  /** Gradient ids are prefixed so several pictures can share one document. */
  id: (name: string) => string;
  /** The place as the story names it, lower case ("the hot springs by the sleepy volcano"): its words choose landmarks. */
  place: string;
  /** Small layout changes between pictures of one place (0-3). */
  variant: number;
  /** True when the place's name says so ("volcano", "pond", "lighthouse"). */
  has: (...words: string[]) => boolean;
  /** What draws the picture's key object ("piano"): a room whose goods are of that kind shows it once, not again on its walls. */
  keyKit?: string;
  /** Whose bedroom it is: the story's world and the child's age choose the bed and what hangs on the wall; the story keeps it one room. */
  room?: { world: string; age: number; story: string };
}

export interface Backdrop {
  back: SvgNode[];
  front: SvgNode[];
  defs: SvgNode[];
  /** Where feet stand at the front of the stage. */
  floorY: number;
  /** Indoors, where the back wall meets the floor: a door or a curtain belongs in the wall, standing on this line. */
  wallBase?: number;
  indoor: boolean;
  /** How many of the back nodes are sky, so things in the sky can go behind the scenery. */
  skyEnd?: number;
  horizon?: number;
  /** Where a bed stands, for the bedroom. */
  bed?: { x: number; y: number; kind?: 'cot' | 'panel' | 'arched' | 'spindle' | 'bunk' };
}

const DUSK: Record<TimeOfDay, { tint: string; amount: number }> = {
  morning: { tint: '#ffd9b0', amount: 0.08 },
  day: { tint: '#ffffff', amount: 0 },
  sunset: { tint: '#ff9a6a', amount: 0.16 },
  night: { tint: '#1f2a5c', amount: 0.5 },
};

export function makeContext(
  rng: Rng,
  time: TimeOfDay,
  style: StoryStyle,
  prefix: string,
  indoor = false,
  place = '',
  variant = 0,
  keyKit?: string,
): BackdropContext {
  const light = DUSK[time];
  const lower = place.toLowerCase();
  return {
    rng,
    time,
    style,
    place: lower,
    variant,
    ...(keyKit ? { keyKit } : {}),
    has: (...words) => words.some((word) => new RegExp(`\\b${word}`).test(lower)),
    c: (hex) => styled(indoor || light.amount === 0 ? hex : mix(hex, light.tint, light.amount), style),
    id: (name) => `${prefix}${name}`,
  };
}

export function linear(id: string, stops: [number, string][], x2 = 0, y2 = 1): SvgNode {
  return {
    tag: 'linearGradient',
    attrs: { id, x1: 0, y1: 0, x2, y2 },
    children: stops.map(([offset, color]) => ({ tag: 'stop', attrs: { offset, 'stop-color': color } })),
  };
}

export function radial(id: string, stops: [number, string, number][]): SvgNode {
  return {
    tag: 'radialGradient',
    attrs: { id },
    children: stops.map(([offset, color, opacity]) => ({ tag: 'stop', attrs: { offset, 'stop-color': color, 'stop-opacity': opacity } })),
  };
}

export function cloud(x: number, y: number, size: number, color: string): SvgNode {
  const s = size;
  return path(
    `M${r(x - s)} ${r(y)}Q${r(x - s)} ${r(y - s * 0.45)} ${r(x - s * 0.55)} ${r(y - s * 0.45)}Q${r(x - s * 0.45)} ${r(y - s * 0.95)} ${r(x)} ${r(y - s * 0.85)}` +
      `Q${r(x + s * 0.35)} ${r(y - s * 1.15)} ${r(x + s * 0.6)} ${r(y - s * 0.55)}Q${r(x + s)} ${r(y - s * 0.55)} ${r(x + s)} ${r(y)}Z`,
    { kind: 'land', fill: color },
  );
}

/** A rolling line of hills from left to right, closed down to the bottom of the picture. */
export function hills(y: number, amplitude: number, bumps: number, color: string, rng: Rng): SvgNode {
  const step = W / bumps;
  let d = `M-20 ${r(y)}`;
  for (let k = 0; k < bumps; k++) {
    const x0 = k * step;
    const lift = rng.range(0.6, 1.2) * amplitude;
    d += `Q${r(x0 + step / 2)} ${r(y - lift * 2)} ${r(x0 + step)} ${r(y + rng.range(-0.2, 0.2) * amplitude)}`;
  }
  d += `L${W + 20} ${H + 20}L-20 ${H + 20}Z`;
  return path(d, { kind: 'land', fill: color });
}

export function roundTree(x: number, y: number, size: number, leaf: string, trunk: string): SvgNode[] {
  const s = size;
  return [
    path(`M${r(x - s * 0.12)} ${r(y)}L${r(x - s * 0.08)} ${r(y - s * 0.9)}L${r(x + s * 0.08)} ${r(y - s * 0.9)}L${r(x + s * 0.12)} ${r(y)}Z`, {
      kind: 'figure',
      fill: trunk,
    }),
    circle(x - s * 0.32, y - s * 1.05, s * 0.42, { kind: 'figure', fill: leaf }),
    circle(x + s * 0.34, y - s * 1.0, s * 0.4, { kind: 'figure', fill: leaf }),
    circle(x, y - s * 1.38, s * 0.5, { kind: 'figure', fill: leaf }),
    circle(x, y - s * 1.38, s * 0.5, { kind: 'tone', fill: leaf }),
    circle(x - s * 0.32, y - s * 1.05, s * 0.38, { kind: 'tone', fill: leaf }),
    circle(x - s * 0.1, y - s * 1.55, s * 0.09, { kind: 'tone', fill: '#ffffff', opacity: 0.22 }),
    circle(x + s * 0.22, y - s * 1.45, s * 0.06, { kind: 'tone', fill: '#ffffff', opacity: 0.22 }),
    circle(x - s * 0.42, y - s * 1.12, s * 0.07, { kind: 'tone', fill: '#ffffff', opacity: 0.18 }),
  ];
}

export function pineTree(x: number, y: number, size: number, leaf: string, trunk: string, outlined = true): SvgNode[] {
  const s = size;
  const paint = outlined ? 'figure' : 'land';
  const nodes: SvgNode[] = [rect(x - s * 0.07, y - s * 0.3, s * 0.14, s * 0.3, { kind: paint, fill: trunk })];
  for (let k = 0; k < 3; k++) {
    const base = y - s * 0.22 - k * s * 0.42;
    const half = s * (0.5 - k * 0.11);
    nodes.push(
      polygon(
        [
          [x - half, base],
          [x, base - s * 0.62],
          [x + half, base],
        ],
        { kind: paint, fill: k === 1 ? shade(leaf, 0.03) : leaf },
      ),
    );
  }
  return nodes;
}

export function grassTuft(x: number, y: number, size: number, color: string): SvgNode {
  const s = size;
  return path(
    `M${r(x - s)} ${r(y)}Q${r(x - s * 0.7)} ${r(y - s * 1.2)} ${r(x - s * 0.2)} ${r(y - s * 1.6)}Q${r(x - s * 0.3)} ${r(y - s * 0.8)} ${r(x)} ${r(y - s * 0.3)}Q${r(x + s * 0.3)} ${r(y - s * 1.1)} ${r(x + s * 0.7)} ${r(y - s * 1.4)}Q${r(x + s * 0.6)} ${r(y - s * 0.6)} ${r(x + s)} ${r(y)}Z`,
    { kind: 'land', fill: color },
  );
}

export function flower(x: number, y: number, size: number, petal: string, stem: string): SvgNode[] {
  const s = size;
  const nodes: SvgNode[] = [path(`M${r(x)} ${r(y)}L${r(x)} ${r(y - s * 2)}`, { kind: 'line', color: stem, width: 3 })];
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2;
    nodes.push(circle(x + Math.cos(a) * s * 0.55, y - s * 2 + Math.sin(a) * s * 0.55, s * 0.45, { kind: 'figure', fill: petal }));
  }
  nodes.push(circle(x, y - s * 2, s * 0.35, { kind: 'figure', fill: '#f9d34c' }));
  return nodes;
}

export function bush(x: number, y: number, size: number, color: string): SvgNode[] {
  const s = size;
  return [
    circle(x - s * 0.6, y - s * 0.35, s * 0.5, { kind: 'land', fill: color, edge: shade(color, -0.15) }),
    circle(x + s * 0.6, y - s * 0.35, s * 0.5, { kind: 'land', fill: color, edge: shade(color, -0.15) }),
    circle(x, y - s * 0.6, s * 0.65, { kind: 'land', fill: color, edge: shade(color, -0.15) }),
    rect(x - s * 1.05, y - s * 0.4, s * 2.1, s * 0.4, { kind: 'tone', fill: color }),
  ];
}

export function rock(x: number, y: number, size: number, color: string): SvgNode[] {
  const s = size;
  return [
    path(
      `M${r(x - s)} ${r(y)}Q${r(x - s * 0.9)} ${r(y - s * 0.7)} ${r(x - s * 0.2)} ${r(y - s * 0.8)}Q${r(x + s * 0.7)} ${r(y - s * 0.9)} ${r(x + s)} ${r(y)}Z`,
      { kind: 'land', fill: color, edge: shade(color, -0.18) },
    ),
    ellipse(x - s * 0.25, y - s * 0.55, s * 0.25, s * 0.1, { kind: 'tone', fill: '#ffffff', opacity: 0.25 }),
  ];
}

export function starShape(x: number, y: number, outer: number, inner: number, fill: string, kind: 'figure' | 'land' = 'land'): SvgNode {
  const points: [number, number][] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const radius = k % 2 === 0 ? outer : inner;
    points.push([x + Math.cos(a) * radius, y + Math.sin(a) * radius]);
  }
  return polygon(points, { kind, fill });
}

/**
 * A small decoration of the sky or the water (a star, a twinkle, a bubble, a shooting star), tagged so the
 * layout can leave out any that would land on someone: a star on a chin or a bubble on a mouth reads as a blemish.
 */
export function deco(name: string, nodes: SvgNode | SvgNode[]): SvgNode {
  return { tag: 'g', attrs: { 'data-deco': name }, children: Array.isArray(nodes) ? nodes : [nodes] };
}

/** A four-pointed twinkle, the mark of magic. */
export function sparkle(x: number, y: number, size: number, color: string): SvgNode {
  const s = size;
  return path(
    `M${r(x)} ${r(y - s)}Q${r(x + s * 0.18)} ${r(y - s * 0.18)} ${r(x + s)} ${r(y)}Q${r(x + s * 0.18)} ${r(y + s * 0.18)} ${r(x)} ${r(y + s)}Q${r(x - s * 0.18)} ${r(y + s * 0.18)} ${r(x - s)} ${r(y)}Q${r(x - s * 0.18)} ${r(y - s * 0.18)} ${r(x)} ${r(y - s)}Z`,
    { kind: 'land', fill: color },
  );
}

export function windowFrame(x: number, y: number, w: number, h: number, glass: SvgNode[], frame: string): SvgNode[] {
  return [
    rect(x - 10, y - 10, w + 20, h + 20, { kind: 'figure', fill: frame }, 8),
    ...glass,
    path(`M${r(x + w / 2)} ${r(y)}L${r(x + w / 2)} ${r(y + h)}M${r(x)} ${r(y + h / 2)}L${r(x + w)} ${r(y + h / 2)}`, { kind: 'line', color: frame, width: 8 }),
    rect(x - 18, y + h + 4, w + 36, 14, { kind: 'figure', fill: frame }, 4),
  ];
}

export { mix, shade };
