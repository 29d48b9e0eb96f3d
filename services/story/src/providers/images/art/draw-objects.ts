import { mix, shade } from './color';
import { capsule, cheeks, eyes, mouth, type Expression, type Figure, type Pose } from './figure-kit';
import type { CreatureLook } from './look';
import { r } from './random';
import { circle, ellipse, path, rect, type Paint, type SvgNode } from './svg-tree';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const ARM_ANGLES: Partial<Record<Pose, [number, number]>> = {
  relaxed: [28, 28],
  wave: [28, 145],
  cheer: [145, 145],
  hold: [28, 70],
  reach: [28, 90],
  hug: [70, 70],
};
export const OBJECT_KITS = ['piano', 'paintbrush', 'crayon', 'trumpet', 'drum', 'beaker', 'ball', 'biscuit', 'teapot', 'book', 'drawing', 'teddy'] as const;
type ObjectSpecies = (typeof OBJECT_KITS)[number];

/** The body of each object, standing on (0,0): its outline nodes, its height, and where its face goes. */
interface Body {
  nodes: SvgNode[];
  top: number;
  halfWidth: number;
  face: { y: number; size: number };
}

function body(species: ObjectSpecies, hex: string): Body {
  const dark = shade(hex, -0.22);
  switch (species) {
    case 'piano': {
      const nodes = [
        rect(-78, -150, 156, 130, fig(hex), 14),
        rect(-70, -72, 140, 26, fig('#fbf8f0'), 4),
        ...[-50, -30, -10, 10, 30, 50].map((x) => rect(x - 5, -72, 10, 15, fig('#2e2a33'), 2)),
        ...[-60, 60].map((x) => rect(x - 8, -22, 16, 22, fig(dark), 4)),
      ];
      return { nodes, top: 150, halfWidth: 80, face: { y: -112, size: 9 } };
    }
    case 'paintbrush':
      return {
        nodes: [rect(-12, -150, 24, 120, fig(hex), 10), rect(-16, -178, 32, 30, fig('#c8ccd6'), 6), path('M-18 -176Q0 -246 18 -176Z', fig('#a57bd8'))],
        top: 230,
        halfWidth: 26,
        face: { y: -110, size: 6 },
      };
    case 'crayon':
      return {
        nodes: [rect(-24, -160, 48, 150, fig(hex), 8), path('M-24 -158L0 -206L24 -158Z', fig(dark)), rect(-24, -120, 48, 14, fig('#fbf8f0'), 2)],
        top: 206,
        halfWidth: 26,
        face: { y: -80, size: 7 },
      };
    case 'trumpet':
      return {
        nodes: [
          rect(-60, -104, 110, 22, fig(hex), 10),
          path('M46 -124Q70 -93 46 -62L78 -42Q96 -93 78 -144Z', fig(shade(hex, 0.08))),
          ...[-30, -12, 6].map((x) => rect(x - 5, -128, 10, 26, fig(dark), 4)),
          rect(-16, -82, 12, 70, fig(dark), 5),
        ],
        top: 144,
        halfWidth: 80,
        face: { y: -93, size: 6 },
      };
    case 'drum':
      return {
        nodes: [
          rect(-70, -120, 140, 106, fig(hex), 12),
          ellipse(0, -120, 70, 20, fig('#fbf8f0')),
          path('M-70 -110L-35 -24L0 -110L35 -24L70 -110', { kind: 'line', width: 3 }),
        ],
        top: 140,
        halfWidth: 72,
        face: { y: -80, size: 9 },
      };
    case 'beaker':
      return {
        nodes: [
          path('M-46 -170L-46 -40Q-46 -14 -20 -14L20 -14Q46 -14 46 -40L46 -170Z', fig(hex)),
          path('M-46 -90L46 -90L46 -40Q46 -14 20 -14L-20 -14Q-46 -14 -46 -40Z', fig('#79c466')),
          rect(-54, -178, 108, 12, fig('#fbf8f0'), 5),
        ],
        top: 178,
        halfWidth: 54,
        face: { y: -128, size: 8 },
      };
    case 'ball':
      return {
        nodes: [circle(0, -78, 70, fig(hex)), path('M-20 -112L20 -112L32 -76L0 -52L-32 -76Z', fig('#3d3a46'))],
        top: 150,
        halfWidth: 72,
        face: { y: -80, size: 9 },
      };
    case 'biscuit':
      return {
        nodes: [
          circle(0, -150, 38, fig(hex)),
          path('M-34 -118L34 -118L66 -96L40 -82L36 -40L52 -8L14 -8L0 -34L-14 -8L-52 -8L-36 -40L-40 -82L-66 -96Z', fig(hex)),
          ...[-64, -88].map((y) => circle(0, y, 5, fig('#fbf8f0'))),
        ],
        top: 188,
        halfWidth: 66,
        face: { y: -152, size: 7 },
      };
    case 'teapot':
      return {
        nodes: [
          ellipse(0, -70, 66, 58, fig(hex)),
          path('M60 -86L96 -118L100 -110L70 -60Z', fig(hex)),
          path('M-62 -96Q-100 -78 -62 -46', { kind: 'line', width: 8 }),
          ellipse(0, -128, 34, 10, fig(dark)),
          circle(0, -142, 9, fig(dark)),
        ],
        top: 152,
        halfWidth: 100,
        face: { y: -76, size: 8 },
      };
    case 'book':
      return {
        nodes: [rect(-62, -170, 124, 160, fig(hex), 8), rect(48, -166, 10, 152, fig('#fbf8f0'), 3), rect(-40, -150, 70, 18, fig(shade(hex, 0.25)), 4)],
        top: 170,
        halfWidth: 64,
        face: { y: -92, size: 9 },
      };
    case 'teddy':
      return {
        nodes: [
          circle(-40, -150, 22, fig(hex)),
          circle(40, -150, 22, fig(hex)),
          ellipse(0, -56, 56, 54, fig(hex)),
          ellipse(0, -50, 30, 30, fig(mix(hex, '#fff3e0', 0.5))),
          circle(0, -120, 50, fig(hex)),
          ellipse(0, -104, 20, 14, fig(mix(hex, '#fff3e0', 0.5))),
          circle(0, -110, 6, fig('#3a2c33')),
        ],
        top: 176,
        halfWidth: 64,
        face: { y: -126, size: 8 },
      };
    case 'drawing':
      return {
        nodes: [
          path('M-60 -172L60 -172L66 -20L-64 -14Z', fig(hex)),
          path('M-40 -150Q0 -170 40 -150', { kind: 'line', width: 3 }),
          path('M-44 -40Q-10 -56 30 -36', { kind: 'line', width: 3 }),
        ],
        top: 172,
        halfWidth: 66,
        face: { y: -96, size: 9 },
      };
  }
}

/** Little arms from the sides and stubby legs: enough to wave, never enough to look like a child. */
function limbs(pose: Pose, halfWidth: number, shoulderY: number, color: string): { nodes: SvgNode[]; hand: { x: number; y: number } } {
  const nodes: SvgNode[] = [];
  const [left, right] = ARM_ANGLES[pose] ?? [28, 28];
  let hand = { x: halfWidth + 30, y: shoulderY + 30 };
  for (const [side, angle] of [
    [-1, left],
    [1, right],
  ] as const) {
    const a = (angle * Math.PI) / 180;
    const start = { x: side * (halfWidth - 4), y: shoulderY };
    const end = { x: start.x + side * Math.sin(a) * 42, y: start.y + Math.cos(a) * 42 };
    nodes.push(path(capsule(start.x, start.y, end.x, end.y, 8), fig(color)));
    nodes.push(circle(end.x, end.y, 7, fig('#fbf8f0')));
    if (side === 1) hand = { x: r(end.x), y: r(end.y) };
  }
  return { nodes, hand };
}

/** A thing in the story that has come to life: a piano with eyes, a paintbrush with a smile. */
export function drawObject(look: CreatureLook, pose: Pose, expression: Expression): Figure {
  const shape = body((OBJECT_KITS as readonly string[]).includes(look.kit) ? (look.kit as ObjectSpecies) : 'book', look.body.hex);
  const { y, size } = shape.face;
  const arms = limbs(pose, Math.min(shape.halfWidth, 60), y + size * 3, '#3d3a46');
  const nodes: SvgNode[] = [
    ...arms.nodes,
    ...shape.nodes,
    ...eyes(size * 2.1, y, size, expression),
    ...cheeks(size * 3.4, y + size * 1.8, size * 0.9),
    ...mouth(y + size * 2.4, size * 2.6, expression),
  ];
  return { nodes, top: shape.top, halfWidth: shape.halfWidth, hand: arms.hand };
}
