import { mix, shade } from './color';
import { sparkle, starShape } from './backdrops/scenery';
import { drawProp } from './draw-props';
import { capsule } from './figure-kit';
import { r } from './random';
import { resolveSpecies } from './species';
import { circle, ellipse, group, path, place, polygon, rect, type Paint, type SvgNode } from './svg-tree';
import type { PropKind } from '../text/vocabulary';

/**
 * The things in a story's pictures: the key object of a scene (the red bucket, the telescope, the
 * fossil brush) drawn as itself at the size it would be next to a six-year-old. Held things are
 * drawn around the grip at (0,0); things on the ground stand on (0,0); things in the sky are
 * centred on (0,0). A noun nobody drew is a wrapped parcel, and the scene data says so.
 */
export type PropPlacement = 'hand' | 'ground' | 'worn' | 'sky' | 'scenery' | 'animal';

export interface PropSpec {
  kit: string;
  placement: PropPlacement;
  /** For a thing that stands on the ground but can be carried (a bucket by its handle): how high the handle is. */
  grip?: number;
  /** Safe to show by a sleeping child (no flames, nothing sharp or loud). */
  calm?: boolean;
  /** Drawn smaller or larger than the drawing's own size (a hen's egg is small; a dinosaur's is not). */
  scale?: (setting: string) => number;
  /** Drawn in the accent; `look` is what the story's words say of it (its own colour, a pattern). */
  draw: (accent: string, look?: ThingLook) => SvgNode[];
}

/** What the words say a thing looks like: "a brown speckled egg". */
export interface ThingLook {
  colour?: string;
  pattern?: 'speckled' | 'spotted' | 'striped';
}

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const land = (fill: string): Paint => ({ kind: 'land', fill });
const line = (width = 3, color?: string): Paint => (color ? { kind: 'line', width, color } : { kind: 'line', width });
const WOOD = '#c9935a';
const METAL = '#c6cdd8';

/**
 * An egg on a little nest: cream with spots in the accent, or in the colour the words give it
 * ("a brown speckled egg" is brown, freckled with darker brown; "spotted" has bigger spots).
 */
function egg(accent: string, look: ThingLook = {}): SvgNode[] {
  const shell = look.colour ? mix(look.colour, '#ffffff', 0.22) : '#f3ead8';
  const spot = look.colour ? shade(look.colour, -0.2) : mix(accent, '#ffffff', 0.3);
  // A smooth oval, a little narrower at the top: an egg, never a pinecone.
  const nodes: SvgNode[] = [
    ellipse(0, -6, 60, 14, fig('#c9a46a')),
    path('M-36 -40C-36 -80 -18 -96 0 -96C18 -96 36 -80 36 -40C36 -16 20 -6 0 -6C-20 -6 -36 -16 -36 -40Z', fig(shell)),
  ];
  if (look.pattern === 'speckled') {
    const specks: [number, number][] = [
      [-14, -70],
      [8, -78],
      [18, -58],
      [-20, -46],
      [12, -34],
      [-6, -24],
    ];
    for (const [x, y] of specks) nodes.push(circle(x, y, 2.4, land(spot)));
  } else if (look.pattern === 'striped') {
    for (const y of [-66, -44, -24]) nodes.push(path(`M-30 ${y}Q0 ${y + 8} 30 ${y}`, line(6, spot)));
  } else {
    nodes.push(circle(-12, -50, 7, land(spot)), circle(14, -30, 9, land(spot)), circle(10, -70, 5, land(spot)));
  }
  nodes.push(ellipse(-14, -66, 6, 12, { kind: 'tone', fill: '#ffffff', opacity: 0.45 }));
  return nodes;
}

const legacy = (kind: PropKind) => (accent: string) => drawProp(kind, accent);

export const PROPS: Record<string, PropSpec> = {
  bucket: {
    kit: 'bucket',
    placement: 'ground',
    grip: 96,
    calm: true,
    draw: (a) => [
      path('M-34 -66L34 -66L26 0L-26 0Z', fig(a)),
      ellipse(0, -66, 34, 9, fig(shade(a, 0.18))),
      ellipse(0, -66, 26, 5, land(shade(a, -0.3))),
      path('M-32 -62Q0 -118 32 -62', line(4, '#6b6b7a')),
      path('M-28 -26L28 -26', line(3, shade(a, -0.2))),
    ],
  },
  net: {
    kit: 'net',
    placement: 'hand',
    draw: (a) => [
      path(capsule(0, 24, 36, -96, 8), fig(WOOD)),
      ellipse(48, -124, 30, 24, fig('#f4f4ee')),
      path('M30 -140L66 -108M40 -146L70 -120M26 -124L54 -102M36 -146L26 -118M52 -148L34 -104M64 -138L50 -102', line(1.8, '#7a8a7a')),
      ellipse(48, -124, 30, 24, line(4, a)),
    ],
  },
  spade: {
    kit: 'spade',
    placement: 'hand',
    draw: (a) => [
      path(capsule(0, 20, 10, -70, 9), fig(a)),
      rect(-8, -88, 34, 14, fig(a), 5),
      path('M14 20L38 24Q46 60 26 80Q6 84 -2 60Q-4 36 14 20Z', fig(METAL)),
    ],
  },
  bag: {
    kit: 'seed bag',
    placement: 'hand',
    draw: () => [
      path('M-26 -6L-30 60Q0 70 30 60L26 -6Q0 -14 -26 -6Z', fig('#d9b98a')),
      path('M-26 -6L-20 -18L-8 -8L4 -20L14 -8L26 -18', fig('#d9b98a')),
      circle(0, 30, 12, fig('#f6c945')),
      ...[0, 1, 2, 3, 4, 5].map((k) => ellipse(Math.cos(k) * 6, 30 + Math.sin(k) * 6, 2.5, 4, land('#6b4a2a'))),
    ],
  },
  brush: {
    kit: 'brush',
    placement: 'hand',
    draw: (a) => [
      path(capsule(-6, 22, 14, -18, 12), fig(WOOD)),
      rect(6, -44, 40, 26, fig(a), 10),
      ...[12, 20, 28, 36].map((x) => path(`M${x} -44L${x - 2} -58`, line(3, '#7a5a3a'))),
    ],
  },
  basket: {
    kit: 'basket',
    placement: 'ground',
    grip: 100,
    calm: true,
    draw: () => [
      path('M-46 -50Q0 -140 46 -50', line(6, '#a8743f')),
      ...[-22, 0, 22].map((x, k) => path(`M${x - 6} -54L${x + 14 - k * 4} -86L${x + 12} -52Z`, fig('#f28c38'))),
      ...[-14, 8, 28].map((x) => path(`M${x} -84l-6 -14M${x} -84l6 -14`, line(3, '#4f9a45'))),
      path('M-50 -56L50 -56L40 0L-40 0Z', fig('#d9a25a')),
      path('M-46 -36L46 -36M-43 -18L43 -18M-20 -56L-16 0M4 -56L4 0M26 -56L22 0', line(2.4, '#a8743f')),
    ],
  },
  hat: {
    kit: 'straw hat',
    placement: 'worn',
    calm: true,
    draw: (a) => [
      ellipse(0, -6, 70, 16, fig('#f2d58a')),
      path('M-38 -10Q-36 -54 0 -56Q36 -54 38 -10Z', fig('#f2d58a')),
      path('M-37 -18Q0 -10 37 -18L36 -8Q0 0 -36 -8Z', fig(a)),
    ],
  },
  trowel: {
    kit: 'trowel',
    placement: 'hand',
    draw: () => [
      path(capsule(-4, 24, 4, -10, 14), fig('#e5484d')),
      path('M0 -8L6 -24', line(5, '#7a7f8a')),
      path('M-12 -24L22 -30L14 -80Q4 -84 -4 -76Z', fig(METAL)),
    ],
  },
  // A child's tooth: a white crown with two roots, the shape on every dentist's sign (a cone reads as a horn or a fang).
  tooth: {
    kit: 'tooth',
    placement: 'hand',
    calm: true,
    draw: () => [
      path(
        'M-26 -52Q-30 -74 -12 -76Q0 -70 12 -76Q30 -74 26 -52Q24 -30 18 -14Q14 6 8 6Q4 6 2 -14Q0 -22 -2 -14Q-4 6 -8 6Q-14 6 -18 -14Q-24 -30 -26 -52Z',
        fig('#fbfbf8'),
      ),
      path('M-16 -66Q-20 -56 -16 -46', line(4, '#ffffff')),
      path('M-12 -40Q0 -34 12 -40', line(2.4, '#c9d3dc')),
    ],
  },
  'fossil tooth': {
    kit: 'fossil tooth',
    placement: 'hand',
    draw: () => [
      path('M-14 10Q-20 -30 -4 -64Q4 -70 10 -60Q22 -30 16 10Q0 16 -14 10Z', fig('#efe2c2')),
      path('M-6 -40Q0 -30 8 -40M-8 -14Q2 -4 12 -14', line(2.4, '#b8a47a')),
    ],
  },
  magnifier: { kit: 'magnifying glass', placement: 'hand', draw: legacy('magnifier') },
  map: { kit: 'map', placement: 'hand', draw: legacy('map') },
  // a map of the night sky, not a treasure map with an X (a blind look read one so)
  'star map': {
    kit: 'star map',
    placement: 'hand',
    calm: true,
    draw: () => [
      path('M-50 -30L-16 -40L16 -30L50 -40L50 30L16 40L-16 30L-50 40Z', fig('#27407a')),
      path('M-16 -40L-16 30M16 -30L16 40', line(2, '#8fa6d8')),
      path('M-36 18L-22 -8L2 4L22 -22L38 -6', { kind: 'line', color: '#cfd9f2', width: 1.5 }),
      ...[
        [-36, 18, 4],
        [-22, -8, 5],
        [2, 4, 4],
        [22, -22, 6],
        [38, -6, 4],
        [-38, -24, 3],
        [30, 24, 3],
      ].map(([x, y, r]) => circle(x!, y!, r!, fig('#ffe58a'))),
    ],
  },
  book: { kit: 'book', placement: 'hand', calm: true, draw: legacy('book') },
  wand: { kit: 'wand', placement: 'hand', draw: legacy('wand') },
  potion: { kit: 'potion', placement: 'hand', draw: legacy('potion') },
  key: { kit: 'key', placement: 'hand', calm: true, draw: legacy('key') },
  lantern: { kit: 'lantern', placement: 'hand', draw: legacy('lantern') },
  torch: {
    kit: 'torch',
    placement: 'hand',
    draw: (a) => [
      polygon(
        [
          [20, -10],
          [150, -56],
          [150, 36],
          [20, 10],
        ],
        { kind: 'tone', fill: mix(a, '#fff6c8', 0.7), opacity: 0.35 },
      ),
      rect(-34, -11, 52, 22, fig('#4f5a73'), 6),
      rect(12, -15, 16, 30, fig(METAL), 4),
      circle(28, 0, 9, fig(mix(a, '#fff3c4', 0.5))),
    ],
  },
  telescope: { kit: 'telescope', placement: 'ground', draw: legacy('telescope') },
  'star stone': {
    kit: 'star stone',
    placement: 'hand',
    calm: true,
    draw: () => [
      circle(0, -20, 40, { kind: 'tone', fill: '#fff3a0', opacity: 0.35 }),
      starShape(0, -20, 30, 14, '#c8b8f0', 'figure'),
      sparkle(34, -52, 8, '#fff6c2'),
    ],
  },
  star: {
    kit: 'star',
    placement: 'sky',
    calm: true,
    draw: () => [
      circle(0, 0, 50, { kind: 'tone', fill: '#fff3a0', opacity: 0.35 }),
      // A shooting star's trail: three short streaks fading behind it (one long line read as a stick it was held up on).
      ...[-12, 0, 12].map((k) =>
        path(`M${-36 + k} ${30 + k}L${-92 + k * 1.6 + Math.abs(k) * 1.2} ${70 + k * 1.6 - Math.abs(k)}`, {
          kind: 'glint',
          color: '#fff3a0',
          width: k ? 3 : 4,
          opacity: 0.6,
        }),
      ),
      starShape(0, 0, 34, 15, '#ffd54f', 'figure'),
    ],
  },
  rocket: {
    kit: 'model rocket',
    placement: 'hand',
    draw: () => [
      path('M-14 10L-26 26L-10 22Z', fig('#e5484d')),
      path('M14 10L26 26L10 22Z', fig('#e5484d')),
      path('M0 -70C16 -54 16 -10 12 20L-12 20C-16 -10 -16 -54 0 -70Z', fig('#f4f1ec')),
      circle(0, -24, 7, fig('#9fd6f4')),
      path('M0 -70C7 -64 11 -56 13 -48Q0 -44 -13 -48C-11 -56 -7 -64 0 -70Z', fig('#e5484d')),
    ],
  },
  jar: {
    kit: 'jar',
    placement: 'hand',
    draw: (a) => [
      circle(0, 20, 40, { kind: 'tone', fill: a, opacity: 0.18 }),
      rect(-24, -16, 48, 62, fig('#eef7fb'), 10),
      rect(-20, 10, 40, 32, land(mix(a, '#c8c8e8', 0.5)), 6),
      rect(-27, -26, 54, 14, fig(WOOD), 4),
      ...[
        [-8, 20],
        [6, 30],
        [10, 16],
      ].map(([x, y]) => sparkle(x!, y!, 5, '#ffffff')),
    ],
  },
  whistle: {
    kit: 'whistle',
    placement: 'hand',
    draw: () => [
      path('M-40 -60Q-10 -20 0 -8', line(2.5, '#4f86e0')),
      rect(-6, -16, 40, 20, fig(METAL), 9),
      circle(30, -6, 14, fig(METAL)),
      rect(-2, -22, 10, 8, fig(METAL), 2),
    ],
  },
  stopwatch: {
    kit: 'stopwatch',
    placement: 'hand',
    draw: () => [
      path('M0 -90Q-40 -60 -10 -40', line(2.5, '#4f86e0')),
      rect(-6, -56, 12, 12, fig(METAL), 3),
      circle(0, -20, 28, fig(METAL)),
      circle(0, -20, 22, fig('#fbfaf6')),
      path('M0 -20L0 -36M0 -20L10 -14', line(3, '#e5484d')),
    ],
  },
  rope: {
    kit: 'skipping rope',
    placement: 'hand',
    draw: (a) => [
      path('M0 -10Q-60 120 -150 -10', line(4, a)),
      path(capsule(0, -14, 0, 20, 12), fig('#e5484d')),
      path(capsule(-150, -14, -150, 20, 12), fig('#e5484d')),
    ],
  },
  bottle: {
    kit: 'water bottle',
    placement: 'hand',
    draw: (a) => [
      rect(-16, -40, 32, 80, fig(a), 12),
      rect(-10, -54, 20, 16, fig(METAL), 4),
      circle(-4, -6, 6, land('#ffd166')),
      starShape(6, 18, 8, 4, '#ffffff'),
    ],
  },
  ball: {
    kit: 'ball',
    placement: 'ground',
    draw: (a) => [
      circle(0, -34, 34, fig(mix(a, '#ffffff', 0.2))),
      path('M-34 -34Q0 -16 34 -34M0 -68Q-16 -34 0 0', line(4, '#ffffff')),
      circle(-12, -46, 8, { kind: 'tone', fill: '#ffffff', opacity: 0.5 }),
    ],
  },
  football: {
    kit: 'football',
    placement: 'ground',
    draw: () => [
      circle(0, -34, 34, fig('#fbfaf6')),
      polygon(
        [
          [0, -48],
          [13, -38],
          [8, -22],
          [-8, -22],
          [-13, -38],
        ],
        fig('#2e2a33'),
      ),
      path('M0 -48L0 -66M13 -38L30 -44M8 -22L18 -6M-8 -22L-18 -6M-13 -38L-30 -44', line(3)),
    ],
  },
  basketball: {
    kit: 'basketball',
    placement: 'ground',
    draw: () => [circle(0, -34, 34, fig('#f0993a')), path('M-34 -34L34 -34M0 -68L0 0M-24 -58Q-8 -34 -24 -10M24 -58Q8 -34 24 -10', line(3, '#7a3a1a'))],
  },
  blanket: {
    kit: 'blanket',
    placement: 'hand',
    calm: true,
    draw: (a) => [
      path('M-50 -20Q-10 -34 40 -20L50 60Q0 76 -40 60Z', fig(mix(a, '#ffffff', 0.3))),
      path('M-44 10Q0 0 46 10M-42 36Q0 26 48 36', line(2.4, shade(a, -0.1))),
    ],
  },
  backpack: {
    kit: 'backpack',
    placement: 'ground',
    grip: 96,
    draw: (a) => [
      path('M-36 -10Q-40 -90 0 -94Q40 -90 36 -10Q36 0 26 0L-26 0Q-36 0 -36 -10Z', fig(a)),
      rect(-24, -46, 48, 30, fig(shade(a, -0.1)), 8),
      path('M-20 -84Q0 -110 20 -84', line(5, shade(a, -0.25))),
    ],
  },
  box: {
    kit: 'box',
    placement: 'ground',
    draw: () => [
      rect(-50, -70, 100, 70, fig('#d9a86a'), 3),
      polygon(
        [
          [-50, -70],
          [-30, -92],
          [70, -92],
          [50, -70],
        ],
        fig('#e8bc82'),
      ),
      polygon(
        [
          [50, -70],
          [70, -92],
          [70, -22],
          [50, 0],
        ],
        fig('#c8965a'),
      ),
      path('M-10 -70L-10 -30', line(3, '#b07a45')),
    ],
  },
  chest: { kit: 'treasure chest', placement: 'ground', draw: (a) => drawProp('chest', a) },
  cake: {
    kit: 'cake',
    placement: 'ground',
    draw: () => [
      ellipse(0, -4, 64, 12, fig('#f2f2f2')),
      rect(-50, -60, 100, 56, fig('#ffd1dc'), 10),
      path('M-50 -44Q-38 -30 -26 -44T-2 -44T22 -44T46 -44L50 -44L50 -60L-50 -60Z', fig('#fff5f8')),
      circle(0, -68, 10, fig('#e5484d')),
    ],
  },
  teddy: { kit: 'teddy', placement: 'ground', grip: 60, calm: true, draw: legacy('teddy') },
  flower: { kit: 'flower', placement: 'hand', calm: true, draw: legacy('flower') },
  shell: {
    kit: 'shell',
    placement: 'hand',
    calm: true,
    draw: () => [
      path('M-34 0Q-40 -48 0 -56Q40 -48 34 0Q0 10 -34 0Z', fig('#ffc6b8')),
      path('M0 -54L0 0M-18 -46L-11 0M18 -46L11 0M-30 -28L-22 0M30 -28L22 0', line(2.5, '#e59a8a')),
      path('M-12 0L0 12L12 0', fig('#ffb3a3')),
    ],
  },
  // a whelk's spiral, not a scallop's fan (a blind look read "the spiral shell" drawn as a scallop on every page)
  'spiral shell': {
    kit: 'spiral shell',
    placement: 'hand',
    calm: true,
    draw: () => [
      path('M-32 2Q-40 -30 -10 -50Q18 -64 34 -42Q42 -28 32 -12Q24 2 6 4Z', fig('#f7d9b5')),
      path('M-32 2L-46 12L-24 8Z', fig('#e8bf94')),
      path('M6 -22Q-6 -22 -6 -32Q-6 -44 8 -44Q24 -44 24 -28Q24 -10 2 -8Q-22 -8 -22 -30', line(2.5, '#c98f5f')),
    ],
  },
  egg: {
    kit: 'egg',
    placement: 'ground',
    calm: true,
    scale: (setting) => (setting === 'prehistoric' || setting === 'castle' ? 1 : 0.32),
    draw: (a, look) => egg(a, look),
  },
  crown: { kit: 'crown', placement: 'worn', draw: legacy('crown') },
  umbrella: {
    kit: 'umbrella',
    placement: 'hand',
    draw: (a) => [
      path('M0 20L0 -150', line(5, '#5a5f73')),
      path('M0 20Q0 34 -14 30', line(5, '#5a5f73')),
      path(
        'M-90 -150Q-90 -230 0 -232Q90 -230 90 -150Q75 -162 60 -150Q45 -162 30 -150Q15 -162 0 -150Q-15 -162 -30 -150Q-45 -162 -60 -150Q-75 -162 -90 -150Z',
        fig(a),
      ),
    ],
  },
  kite: { kit: 'kite', placement: 'hand', draw: legacy('kite') },
  balloon: { kit: 'balloon', placement: 'hand', draw: legacy('balloon') },
  trophy: { kit: 'trophy', placement: 'hand', draw: legacy('trophy') },
  drum: { kit: 'drum', placement: 'ground', draw: legacy('drum') },
  guitar: { kit: 'guitar', placement: 'hand', draw: legacy('guitar') },
  paintbrush: { kit: 'paintbrush', placement: 'hand', draw: legacy('paintbrush') },
  gift: { kit: 'parcel', placement: 'ground', draw: legacy('gift') },
  rainbow: { kit: 'rainbow', placement: 'sky', calm: true, draw: legacy('rainbow') },
  butterfly: { kit: 'butterfly', placement: 'sky', calm: true, draw: legacy('butterfly') },
  trumpet: {
    kit: 'trumpet',
    placement: 'hand',
    draw: () => [
      rect(-30, -10, 80, 14, fig('#e9b94e'), 6),
      path('M44 -18Q62 -4 44 10L70 22Q80 -3 70 -30Z', fig('#f2c85e')),
      ...[-10, 4, 18].map((x) => rect(x - 4, -24, 8, 16, fig('#c9963a'), 3)),
    ],
  },
  recorder: {
    kit: 'recorder',
    placement: 'hand',
    draw: () => [
      path(capsule(0, 20, 20, -80, 12), fig('#f2e2c0')),
      ...[-50, -30, -10].map((y) => circle(10 + y * -0.2, y, 3.5, { kind: 'dot', fill: '#6a4a2a' })),
      path('M18 -84L24 -96', line(6, '#e9d8b0')),
    ],
  },
  tambourine: {
    kit: 'tambourine',
    placement: 'hand',
    draw: (a) => [
      circle(0, -10, 36, fig(a)),
      circle(0, -10, 26, fig('#fbf3e0')),
      ...[0, 1, 2, 3, 4, 5].map((k) => circle(Math.cos(k * 1.05) * 31, -10 + Math.sin(k * 1.05) * 31, 6, fig('#e9c95a'))),
    ],
  },
  triangle: { kit: 'triangle', placement: 'hand', draw: () => [path('M0 -70L34 0L-30 0Z', line(5, METAL)), path('M0 -70L0 -90', line(2, '#6b6b7a'))] },
  microphone: {
    kit: 'microphone',
    placement: 'hand',
    draw: () => [path(capsule(0, 20, 4, -30, 14), fig('#3d3a46')), circle(6, -44, 18, fig(METAL)), path('M-8 -50L20 -38M-6 -38L18 -52', line(1.8, '#8a8f9a'))],
  },
  piano: {
    kit: 'piano',
    placement: 'scenery',
    draw: () => [
      rect(-90, -150, 180, 130, fig('#3d3a46'), 12),
      rect(-80, -74, 160, 26, fig('#fbf8f0'), 4),
      ...[-60, -40, -20, 0, 20, 40, 60].map((x) => rect(x - 5, -74, 10, 15, fig('#2e2a33'), 2)),
      rect(-80, -20, 16, 20, fig('#2e2a33')),
      rect(64, -20, 16, 20, fig('#2e2a33')),
    ],
  },
  palette: {
    kit: 'palette',
    placement: 'hand',
    draw: () => [
      path('M-50 0Q-56 -56 0 -60Q56 -60 56 -14Q56 10 30 4Q10 0 6 18Q0 36 -24 28Q-46 20 -50 0Z', fig('#e8c48a')),
      ...[
        [-28, -30, '#e5484d'],
        [-4, -40, '#f6c945'],
        [22, -36, '#4f86e0'],
        [34, -14, '#4fc38a'],
        [-30, -4, '#b07cd8'],
      ].map(([x, y, c]) => circle(x as number, y as number, 9, fig(c as string))),
      ellipse(8, -8, 10, 7, fig('#fbf3e0')),
    ],
  },
  crayon: {
    kit: 'crayon',
    placement: 'hand',
    draw: (a) => [rect(-8, -50, 16, 64, fig(a), 4), path('M-8 -50L0 -70L8 -50Z', fig(shade(a, -0.2))), rect(-8, -30, 16, 10, fig('#fbf8f0'), 2)],
  },
  paint: {
    kit: 'paint pots',
    placement: 'ground',
    draw: () =>
      [
        ['#e5484d', -40],
        ['#4f86e0', 0],
        ['#f6c945', 40],
      ].flatMap(([c, x]) => [rect((x as number) - 16, -36, 32, 36, fig('#f2f2f2'), 4), ellipse(x as number, -36, 16, 6, fig(c as string))]),
  },
  spoon: { kit: 'wooden spoon', placement: 'hand', draw: () => [path(capsule(0, 24, 14, -50, 10), fig(WOOD)), ellipse(20, -70, 16, 24, fig(WOOD))] },
  pan: {
    kit: 'pan',
    placement: 'hand',
    draw: () => [
      path(capsule(-60, 0, -8, -4, 14), fig('#3d3a46')),
      ellipse(40, -6, 50, 14, fig('#7a7f8a')),
      path('M-10 -6L-6 14Q40 26 86 14L90 -6', fig('#5a5f6b')),
    ],
  },
  saucepan: {
    kit: 'pan',
    placement: 'hand',
    draw: () => [path(capsule(-60, 0, -8, -4, 14), fig('#3d3a46')), rect(-8, -30, 96, 50, fig('#e5484d'), 8), ellipse(40, -30, 48, 10, fig('#c8343a'))],
  },
  bowl: {
    kit: 'bowl',
    placement: 'hand',
    draw: (a) => [
      path('M-50 -30Q-46 20 0 22Q46 20 50 -30Z', fig(a)),
      ellipse(0, -30, 50, 12, fig('#fbf3e0')),
      path('M-30 -34Q0 -44 30 -34', line(2.4, '#d9b98a')),
    ],
  },
  whisk: {
    kit: 'whisk',
    placement: 'hand',
    draw: () => [path(capsule(0, 24, 4, -20, 12), fig('#e5484d')), path('M4 -20Q-20 -70 4 -90Q28 -70 4 -20M4 -20Q-6 -70 4 -90Q14 -70 4 -20', line(3, METAL))],
  },
  'rolling pin': {
    kit: 'rolling pin',
    placement: 'hand',
    draw: () => [rect(-50, -14, 100, 28, fig('#e8c48a'), 12), rect(-76, -7, 28, 14, fig(WOOD), 6), rect(48, -7, 28, 14, fig(WOOD), 6)],
  },
  apron: { kit: 'apron', placement: 'worn', draw: (a) => [path('M-30 0L30 0L40 100L-40 100Z', fig(a))] },
  cup: {
    kit: 'cup',
    placement: 'hand',
    calm: true,
    draw: (a) => [path('M-22 -30L22 -30L18 10Q0 16 -18 10Z', fig(a)), path('M22 -20Q40 -16 20 2', line(5, a))],
  },
  teapot: {
    kit: 'teapot',
    placement: 'ground',
    draw: (a) => [
      ellipse(0, -40, 44, 38, fig(a)),
      path('M40 -50L66 -72L70 -66L48 -30Z', fig(a)),
      path('M-42 -56Q-70 -44 -42 -22', line(7, shade(a, -0.1))),
      ellipse(0, -78, 22, 7, fig(shade(a, -0.2))),
    ],
  },
  cookie: {
    kit: 'biscuit',
    placement: 'hand',
    calm: true,
    draw: () => [
      circle(0, -10, 26, fig('#d9a25a')),
      ...[
        [-8, -18],
        [8, -4],
        [-4, 4],
        [10, -20],
      ].map(([x, y]) => circle(x!, y!, 4, land('#6b4a2a'))),
    ],
  },
  apple: {
    kit: 'apple',
    placement: 'hand',
    calm: true,
    draw: () => [
      path('M0 -40Q-34 -50 -32 -14Q-28 18 0 14Q28 18 32 -14Q34 -50 0 -40Z', fig('#e5484d')),
      path('M0 -40L4 -56', line(3, '#6b4a2a')),
      ellipse(12, -54, 10, 5, fig('#6cbf5b')),
    ],
  },
  carrot: {
    kit: 'carrot',
    placement: 'hand',
    calm: true,
    draw: () => [path('M-10 -30L10 -30L0 40Z', fig('#f28c38')), path('M0 -30l-8 -18M0 -30l0 -20M0 -30l8 -18', line(3, '#4f9a45'))],
  },
  pancake: {
    kit: 'pancakes',
    placement: 'hand',
    calm: true,
    draw: () => [
      ellipse(0, 10, 50, 12, fig('#fbfbf8')),
      ...[0, 1, 2].map((k) => ellipse(0, -k * 12, 38, 10, fig('#e8b46a'))),
      path('M-10 -30Q0 -20 10 -30L14 -10', fig('#8a4a1a')),
    ],
  },
  pumpkin: {
    kit: 'pumpkin',
    placement: 'ground',
    draw: () => [
      ellipse(-24, -40, 34, 40, fig('#f28c38')),
      ellipse(24, -40, 34, 40, fig('#f28c38')),
      ellipse(0, -40, 30, 42, fig('#f59a4a')),
      path(capsule(0, -80, 6, -96, 10), fig('#6a8a3a')),
    ],
  },
  sandwiches: { kit: 'sandwich', placement: 'hand', calm: true, draw: (a) => PROPS.sandwich!.draw(a) },
  sandwich: {
    kit: 'sandwich',
    placement: 'hand',
    calm: true,
    draw: () => [
      polygon(
        [
          [-36, 10],
          [36, 10],
          [0, -40],
        ],
        fig('#f2d58a'),
      ),
      path('M-30 4L30 4', line(5, '#6cbf5b')),
    ],
  },
  compass: {
    kit: 'compass',
    placement: 'hand',
    draw: () => [
      circle(0, -16, 28, fig('#c9963a')),
      circle(0, -16, 21, fig('#fbfaf6')),
      polygon(
        [
          [0, -34],
          [6, -16],
          [0, 2],
          [-6, -16],
        ],
        fig('#e5484d'),
      ),
      circle(0, -46, 6, fig('#c9963a')),
    ],
  },
  leaf: {
    kit: 'leaf',
    placement: 'hand',
    calm: true,
    draw: () => [path('M0 10Q-30 -30 0 -70Q30 -30 0 10Z', fig('#6cbf5b')), path('M0 10L0 -60', line(2.4, '#3f8a4a'))],
  },
  feather: {
    kit: 'feather',
    placement: 'hand',
    calm: true,
    draw: (a) => [path('M0 20Q-20 -30 10 -80Q30 -30 0 20Z', fig(mix(a, '#ffffff', 0.3))), path('M0 20Q6 -30 10 -78', line(2.4, shade(a, -0.2)))],
  },
  stone: {
    kit: 'pebble',
    placement: 'hand',
    calm: true,
    draw: () => [
      path('M-26 0Q-30 -30 0 -34Q30 -32 28 -4Q20 10 0 10Q-20 10 -26 0Z', fig('#b8b4bc')),
      ellipse(-8, -20, 8, 4, { kind: 'tone', fill: '#ffffff', opacity: 0.5 }),
    ],
  },
  magnet: {
    kit: 'magnet',
    placement: 'hand',
    draw: () => [
      path('M-30 -70L-30 -10Q-30 16 0 16Q30 16 30 -10L30 -70L14 -70L14 -10Q14 0 0 0Q-14 0 -14 -10L-14 -70Z', fig('#e5484d')),
      rect(-30, -80, 16, 14, fig(METAL)),
      rect(14, -80, 16, 14, fig(METAL)),
    ],
  },
  goggles: {
    kit: 'goggles',
    placement: 'worn',
    draw: (a) => [circle(-22, 0, 18, fig('#bfe6ff')), circle(22, 0, 18, fig('#bfe6ff')), path('M-40 0Q0 -8 40 0', line(4, a))],
  },
  'test tube': { kit: 'test tube', placement: 'hand', draw: (a) => [rect(-10, -70, 20, 84, fig('#eef7fb'), 10), rect(-8, -24, 16, 36, land(a), 8)] },
  beaker: {
    kit: 'beaker',
    placement: 'hand',
    draw: (a) => [
      path('M-24 -60L-24 6Q-24 16 -14 16L14 16Q24 16 24 6L24 -60Z', fig('#eef7fb')),
      rect(-22, -20, 44, 34, land(a), 6),
      rect(-28, -66, 56, 8, fig('#fbf8f0'), 3),
    ],
  },
  cape: { kit: 'cape', placement: 'worn', draw: (a) => [path('M-30 0L30 0L50 110L-50 110Z', fig(a))] },
  mask: { kit: 'mask', placement: 'worn', draw: (a) => [path('M-50 -6Q-30 -22 0 -8Q30 -22 50 -6Q46 18 22 14Q0 8 -22 14Q-46 18 -50 -6Z', fig(a))] },
  helmet: { kit: 'helmet', placement: 'worn', draw: (a) => [path('M-56 10Q-60 -70 0 -72Q60 -70 56 10Z', fig(a))] },
  boots: {
    kit: 'boots',
    placement: 'ground',
    draw: (a) =>
      [-1, 1].flatMap((s) => [path(`M${s * 30 - 14} -50L${s * 30 + 14} -50L${s * 30 + 16} -10L${s * 30 + 30} -8L${s * 30 + 30} 0L${s * 30 - 16} 0Z`, fig(a))]),
  },
  watch: { kit: 'watch', placement: 'hand', draw: (a) => [rect(-8, -26, 16, 52, fig(a), 6), circle(0, 0, 14, fig(METAL)), circle(0, 0, 10, fig('#dff3ff'))] },
  armbands: { kit: 'armbands', placement: 'worn', calm: true, draw: () => [ellipse(0, 0, 22, 16, fig('#f28c38')), ellipse(0, 0, 10, 8, fig('#fbd08a'))] },
  sling: { kit: 'sling', placement: 'worn', calm: true, draw: () => [path('M-40 -90L30 -10L-20 10Z', fig('#fbfbf8'))] },
  plaster: {
    kit: 'plaster',
    placement: 'hand',
    calm: true,
    draw: () => [rect(-30, -10, 60, 20, fig('#f2c9a0'), 9), rect(-10, -8, 20, 16, land('#e8b488'), 3)],
  },
  stethoscope: {
    kit: 'stethoscope',
    placement: 'hand',
    draw: () => [path('M-20 -60Q-30 0 0 10Q30 0 20 -60', line(5, '#4f86e0')), path('M0 10Q0 40 24 40', line(5, '#4f86e0')), circle(30, 40, 12, fig(METAL))],
  },
  mirror: {
    kit: 'mirror',
    placement: 'hand',
    calm: true,
    draw: () => [
      path(capsule(0, 24, 0, -10, 12), fig('#b07cd8')),
      ellipse(0, -44, 28, 36, fig('#b07cd8')),
      ellipse(0, -44, 21, 29, fig('#dff3ff')),
      path('M-10 -56L4 -66', { kind: 'glint', color: '#ffffff', width: 4 }),
    ],
  },
  photo: {
    kit: 'photo',
    placement: 'hand',
    calm: true,
    draw: () => [
      rect(-36, -60, 72, 60, fig('#fbfaf6'), 3),
      rect(-28, -52, 56, 38, fig('#9fd3f5')),
      circle(-8, -36, 7, fig('#f4c7a1')),
      circle(10, -34, 7, fig('#d39a6a')),
    ],
  },
  picture: {
    kit: 'picture',
    placement: 'hand',
    calm: true,
    draw: () => [
      rect(-40, -70, 80, 64, fig('#fbfaf6'), 3),
      circle(-14, -44, 10, fig('#ffd54f')),
      path('M-34 -14Q-10 -40 10 -24T36 -20L36 -12L-34 -12Z', land('#6cbf5b')),
    ],
  },
  sticker: { kit: 'sticker', placement: 'hand', calm: true, draw: () => [starShape(0, -20, 26, 12, '#ffd54f', 'figure')] },
  ribbon: {
    kit: 'ribbon',
    placement: 'hand',
    calm: true,
    draw: (a) => [path('M0 0Q-30 -20 -26 -40Q-10 -30 0 0Q10 -30 26 -40Q30 -20 0 0Z', fig(a)), path('M0 0L-14 40L-4 36L0 0L8 40L18 34Z', fig(a))],
  },
  string: { kit: 'string', placement: 'hand', calm: true, draw: (a) => [path('M0 0Q30 40 10 80T30 140', line(3, a))] },
  tin: {
    kit: 'tin',
    placement: 'hand',
    draw: (a) => [rect(-30, -50, 60, 56, fig(a), 6), ellipse(0, -50, 30, 8, fig(shade(a, 0.15))), path('M-30 -24L30 -24', line(2.4, shade(a, -0.2)))],
  },
  jumper: {
    kit: 'jumper',
    placement: 'hand',
    calm: true,
    draw: (a) => [path('M-40 -40L-20 -50L20 -50L40 -40L56 0L40 6L32 -14L32 30L-32 30L-32 -14L-40 6L-56 0Z', fig(a))],
  },
  coat: {
    kit: 'coat',
    placement: 'hand',
    calm: true,
    draw: (a) => [path('M-40 -50L40 -50L50 60L-50 60Z', fig(a)), path('M0 -50L0 60', line(3)), ...[-20, 10, 40].map((y) => circle(8, y, 4, fig('#f6c945')))],
  },
  chair: {
    kit: 'chair',
    placement: 'scenery',
    calm: true,
    draw: (a) => [
      rect(-40, -120, 12, 120, fig(WOOD)),
      rect(28, -60, 12, 60, fig(WOOD)),
      rect(-40, -68, 80, 14, fig(WOOD), 4),
      rect(-40, -130, 14, 70, fig(a), 4),
    ],
  },
  // A dentist's chair, as a child knows it: a padded seat reclined on a pedestal, a headrest, a footrest, and the bright lamp above.
  'dentist chair': {
    kit: 'dentist chair',
    placement: 'scenery',
    calm: true,
    draw: (a) => [
      group(
        [
          rect(-150, -8, 40, 8, fig('#8d93a3'), 3),
          rect(-134, -262, 8, 256, fig('#c8ccd6'), 3),
          path('M-130 -258L-46 -258', line(8, '#8d93a3')),
          path('M-70 -262Q-40 -292 -10 -262Z', fig('#e8ecf4')),
          ellipse(-40, -258, 18, 6, fig('#fff3a0')),
        ],
        { 'data-part': 'lamp' },
      ),
      group([rect(-56, -12, 112, 12, fig('#8d93a3'), 4), rect(-14, -66, 28, 56, fig('#c8ccd6'), 4)], { 'data-part': 'base' }),
      group(
        [
          polygon(
            [
              [-66, -78],
              [-44, -86],
              [-92, -178],
              [-116, -168],
            ],
            fig(a),
          ),
          ellipse(-108, -184, 22, 13, fig(mix(a, '#000000', 0.15))),
          rect(-66, -88, 118, 24, fig(a), 10),
          polygon(
            [
              [44, -86],
              [60, -70],
              [104, -26],
              [90, -18],
            ],
            fig(a),
          ),
          rect(-34, -108, 56, 10, fig('#8d93a3'), 4),
        ],
        { 'data-part': 'seat' },
      ),
    ],
  },
  bed: {
    kit: 'bed',
    placement: 'scenery',
    calm: true,
    draw: (a) => [rect(-110, -90, 20, 90, fig(WOOD), 4), rect(-110, -50, 220, 30, fig(mix(a, '#ffffff', 0.3)), 8), rect(90, -70, 20, 70, fig(WOOD), 4)],
  },
  buggy: {
    kit: 'pushchair',
    placement: 'ground',
    calm: true,
    draw: (a) => [
      path('M-40 -100Q-40 -40 0 -40L40 -40L40 -70Q0 -70 -10 -100Z', fig(a)),
      path('M40 -60L70 -110', line(5, '#5a5f73')),
      circle(-30, -14, 14, fig('#3a3a48')),
      circle(30, -14, 14, fig('#3a3a48')),
    ],
  },
  snowflake: {
    kit: 'snowflake',
    placement: 'sky',
    calm: true,
    draw: () =>
      [0, 60, 120].map((a) =>
        path(
          `M${r(Math.cos((a * Math.PI) / 180) * -24)} ${r(Math.sin((a * Math.PI) / 180) * -24)}L${r(Math.cos((a * Math.PI) / 180) * 24)} ${r(Math.sin((a * Math.PI) / 180) * 24)}`,
          line(5, '#dff3ff'),
        ),
      ),
  },
  tunnel: {
    kit: 'tunnel',
    placement: 'scenery',
    draw: () => [path('M-130 0Q-130 -170 0 -170Q130 -170 130 0Z', fig('#a89a8c')), path('M-80 0Q-80 -110 0 -110Q80 -110 80 0Z', fig('#3a3440'))],
  },
  door: {
    kit: 'door',
    placement: 'scenery',
    draw: (a) => [rect(-60, -200, 120, 200, fig(a), 10), rect(-48, -186, 96, 76, fig(shade(a, -0.06)), 6), circle(40, -100, 7, fig('#f6c945'))],
  },
  ticket: {
    kit: 'ticket',
    placement: 'hand',
    calm: true,
    draw: (a) => [path('M-36 -24L36 -24L36 -12Q28 -4 36 4L36 16L-36 16L-36 4Q-28 -4 -36 -12Z', fig(a)), path('M-14 -24L-14 16', line(2, '#ffffff'))],
  },
  toolbox: {
    kit: 'toolbox',
    placement: 'ground',
    grip: 64,
    draw: (a) => [rect(-50, -50, 100, 50, fig(a), 6), path('M-20 -50L-20 -66L20 -66L20 -50', line(6, '#5a5f73'))],
  },
  radio: {
    kit: 'radio',
    placement: 'ground',
    draw: (a) => [
      rect(-44, -60, 88, 60, fig(a), 10),
      circle(-16, -30, 16, fig('#3d3a46')),
      rect(10, -44, 24, 10, fig('#fbf3e0'), 3),
      path('M30 -60L46 -96', line(3, '#5a5f73')),
    ],
  },
  medal: {
    kit: 'medal',
    placement: 'hand',
    draw: () => [path('M-14 -60L0 -20L14 -60', line(8, '#4f86e0')), circle(0, -10, 18, fig('#f6c945')), starShape(0, -10, 9, 4, '#fff3c4')],
  },
  camera: {
    kit: 'camera',
    placement: 'hand',
    draw: () => [rect(-36, -30, 72, 46, fig('#3d3a46'), 8), circle(0, -8, 16, fig('#9fd6f4')), rect(16, -38, 14, 10, fig(METAL), 3)],
  },
  letter: { kit: 'letter', placement: 'hand', calm: true, draw: () => [rect(-36, -26, 72, 48, fig('#fbfaf6'), 3), path('M-36 -26L0 4L36 -26', line(2.4))] },
  lamp: {
    kit: 'lamp',
    placement: 'ground',
    calm: true,
    draw: () => [rect(-6, -80, 12, 80, fig('#8a6a9c')), path('M-30 -80L30 -80L20 -120L-20 -120Z', fig('#ffe9a8'))],
  },
  pillow: { kit: 'pillow', placement: 'hand', calm: true, draw: () => [rect(-44, -26, 88, 52, fig('#fbfbf8'), 18)] },
  sandcastle: {
    kit: 'sandcastle',
    placement: 'ground',
    calm: true,
    draw: () => [
      rect(-50, -44, 100, 44, fig('#e9c27f')),
      rect(-60, -76, 30, 76, fig('#e9c27f')),
      rect(30, -76, 30, 76, fig('#e9c27f')),
      polygon(
        [
          [-64, -76],
          [-45, -100],
          [-26, -76],
        ],
        fig('#e9c27f'),
      ),
      polygon(
        [
          [26, -76],
          [45, -100],
          [64, -76],
        ],
        fig('#e9c27f'),
      ),
      path('M-12 0L-12 -20Q0 -32 12 -20L12 0Z', fig('#cfa45e')),
      path('M45 -100L45 -124', line(3)),
      polygon(
        [
          [45, -124],
          [64, -118],
          [45, -112],
        ],
        fig('#e5484d'),
      ),
    ],
  },
  blocks: {
    kit: 'blocks',
    placement: 'ground',
    calm: true,
    draw: () => [
      rect(-50, -40, 40, 40, fig('#e5484d'), 4),
      rect(-6, -40, 40, 40, fig('#4f86e0'), 4),
      rect(-28, -80, 40, 40, fig('#f6c945'), 4),
      polygon(
        [
          [-28, -80],
          [-8, -112],
          [12, -80],
        ],
        fig('#4fc38a'),
      ),
    ],
  },
  clay: {
    kit: 'modelling clay',
    placement: 'hand',
    calm: true,
    draw: () => [
      path('M-34 10Q-40 -20 -14 -26Q-6 -44 12 -34Q36 -34 34 -6Q36 12 0 14Q-24 16 -34 10Z', fig('#f28ab3')),
      circle(-14, -12, 10, fig('#7fc4f0')),
      circle(14, -16, 9, fig('#f6c945')),
      ellipse(2, 2, 12, 7, fig('#79c466')),
    ],
  },
  prism: {
    kit: 'prism',
    placement: 'hand',
    draw: () => [
      path('M-40 -10L80 -40', { kind: 'glint', color: '#ffffff', width: 5, opacity: 0.8 }),
      ...['#e5484d', '#f29040', '#f6c945', '#4fc38a', '#4f86e0'].map((colour, k) => path(`M20 -20L120 ${-60 + k * 12}`, line(4, colour))),
      polygon(
        [
          [0, -60],
          [34, 0],
          [-34, 0],
        ],
        fig('#dff3ff'),
      ),
      path('M0 -60L0 0', line(2, '#9fd6f4')),
    ],
  },
  shield: {
    kit: 'shield',
    placement: 'hand',
    draw: (a) => [
      path('M-40 -60L40 -60Q44 0 0 30Q-44 0 -40 -60Z', fig(a)),
      path('M-26 -48L26 -48Q28 -6 0 14Q-28 -6 -26 -48Z', fig('#f6c945')),
      starShape(0, -24, 16, 7, '#ffffff', 'figure'),
    ],
  },
  potty: {
    kit: 'potty',
    placement: 'ground',
    calm: true,
    draw: (a) => [
      path('M-40 -50Q-44 0 -20 0L20 0Q44 0 40 -50Z', fig(a)),
      ellipse(0, -50, 44, 12, fig(shade(a, 0.15))),
      ellipse(0, -50, 30, 7, land('#fbfaf6')),
      path('M40 -40Q62 -36 44 -20', line(6, a)),
    ],
  },
  clock: {
    kit: 'clock',
    placement: 'hand',
    calm: true,
    draw: () => [circle(0, -20, 30, fig('#f6c945')), circle(0, -20, 24, fig('#fbfaf6')), path('M0 -20L0 -36M0 -20L12 -14', line(3))],
  },
  // The things lessons and twists bring in most often (a turn on the slide, a board game, the tablet to put down, a toothbrush).
  slide: {
    kit: 'slide',
    placement: 'scenery',
    draw: (a) => [
      path('M-110 0L-110 -210M-70 0L-70 -210', line(7, '#8a8f9c')),
      ...[-180, -140, -100, -60, -20].map((y) => path(`M-110 ${y}L-70 ${y}`, line(5, '#8a8f9c'))),
      rect(-120, -222, 60, 16, fig(shade(a, -0.15)), 4),
      path('M-64 -216Q20 -200 60 -60Q80 -6 130 -4L130 10Q64 14 40 -50Q6 -180 -64 -196Z', fig(a)),
      path('M-60 -206Q22 -188 54 -62', line(3, mix(a, '#ffffff', 0.5))),
    ],
  },
  swing: {
    kit: 'swing',
    placement: 'scenery',
    draw: (a) => [
      path('M-120 0L-80 -230L80 -230L120 0M-80 -230L-40 0M80 -230L40 0', line(8, '#8a8f9c')),
      path('M-30 -226L-30 -70M30 -226L30 -70', line(3, '#6b6b7a')),
      rect(-42, -74, 84, 14, fig(a), 5),
    ],
  },
  board: {
    kit: 'board game',
    placement: 'ground',
    calm: true,
    draw: (a) => {
      const nodes: SvgNode[] = [path('M-80 0L80 0L60 -44L-60 -44Z', fig('#f3ead8'))];
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 6; col++)
          if ((row + col) % 2 === 0) {
            const y0 = -44 + row * 14.6;
            const y1 = y0 + 14.6;
            const t0 = (y0 + 44) / 44;
            const t1 = (y1 + 44) / 44;
            const x = (t: number, k: number): number => r(-60 - 20 * t + (120 + 40 * t) * (k / 6));
            nodes.push(
              polygon(
                [
                  [x(t0, col), y0],
                  [x(t0, col + 1), y0],
                  [x(t1, col + 1), y1],
                  [x(t1, col), y1],
                ],
                land(shade(a, -0.05)),
              ),
            );
          }
      nodes.push(
        path(capsule(-24, -34, -24, -50, 7), fig('#e5484d')),
        circle(-24, -54, 7, fig('#e5484d')),
        path(capsule(30, -16, 30, -32, 7), fig('#4f86e0')),
        circle(30, -36, 7, fig('#4f86e0')),
        rect(54, -22, 18, 18, fig('#fbfaf6'), 4),
        circle(63, -13, 2.4, land('#3d3a46')),
      );
      return nodes;
    },
  },
  bubble: {
    kit: 'bubbles',
    placement: 'sky',
    calm: true,
    draw: () =>
      [
        [0, 0, 44],
        [-70, 50, 26],
        [60, 60, 18],
      ].flatMap(([x, y, rr]) => [
        circle(x!, y!, rr!, { kind: 'tone', fill: '#dff3ff', opacity: 0.35 }),
        circle(x!, y!, rr!, line(3, '#9fd6f4')),
        path(`M${x! - rr! * 0.5} ${y! - rr! * 0.3}Q${x! - rr! * 0.4} ${y! - rr! * 0.6} ${x! - rr! * 0.1} ${y! - rr! * 0.65}`, {
          kind: 'glint',
          color: '#ffffff',
          width: 4,
        }),
      ]),
  },
  tablet: {
    kit: 'tablet',
    placement: 'hand',
    draw: () => [
      rect(-40, -56, 80, 60, fig('#3d3a46'), 8),
      rect(-32, -49, 64, 46, fig('#9fd6f4'), 3),
      circle(-10, -30, 8, fig('#f6c945')),
      path('M-30 -8Q-6 -26 30 -10L30 -4L-30 -4Z', land('#6cbf5b')),
    ],
  },
  phone: {
    kit: 'phone',
    placement: 'hand',
    draw: (a) => [rect(-16, -48, 32, 58, fig(shade(a, -0.3)), 7), rect(-11, -42, 22, 42, fig('#9fd6f4'), 3), circle(0, 5, 2.6, land('#fbfaf6'))],
  },
  bike: {
    kit: 'bike',
    placement: 'ground',
    grip: 104,
    draw: (a) => [
      circle(-58, -36, 34, line(7, '#3d3a46')),
      circle(58, -36, 34, line(7, '#3d3a46')),
      circle(-58, -36, 5, fig(METAL)),
      circle(58, -36, 5, fig(METAL)),
      path('M-58 -36L-14 -36L22 -84L-26 -84Z M22 -84L58 -36 M-26 -84L-32 -100 M22 -84L30 -110', { kind: 'line', color: a, width: 7 }),
      rect(-48, -108, 34, 10, fig('#3d3a46'), 5),
      path('M18 -112L44 -116', line(7, '#3d3a46')),
    ],
  },
  shoes: {
    kit: 'shoes',
    placement: 'ground',
    calm: true,
    draw: (a) =>
      [-1, 1].flatMap((side) => [
        path(
          `M${side * 34 - 30} 0Q${side * 34 - 32} -30 ${side * 34 - 10} -32Q${side * 34 + 4} -18 ${side * 34 + 30} -12Q${side * 34 + 36} -4 ${side * 34 + 32} 0Z`,
          fig(a),
        ),
        path(`M${side * 34 - 30} -4L${side * 34 + 32} -4`, line(4, '#fbfaf6')),
        path(`M${side * 34 - 8} -26L${side * 34 + 4} -20`, line(2.4, '#fbfaf6')),
      ]),
  },
  dummy: {
    kit: 'dummy',
    placement: 'hand',
    calm: true,
    draw: (a) => [circle(0, -34, 12, line(4, a)), ellipse(0, -14, 26, 10, fig(a)), ellipse(0, 0, 9, 12, fig('#f4d9a0'))],
  },
  toothbrush: {
    kit: 'toothbrush',
    placement: 'hand',
    calm: true,
    draw: (a) => [
      path(capsule(0, 24, 0, -56, 10), fig(a)),
      rect(-7, -86, 14, 30, fig('#fbfaf6'), 3),
      ...[-78, -70, -62].map((y) => path(`M7 ${y}L18 ${y}`, line(4, '#9fd6f4'))),
    ],
  },
  bath: {
    kit: 'bath',
    placement: 'ground',
    calm: true,
    draw: () => [
      ...[-50, -10, 30, 70].map((x, k) => circle(x, -78 - (k % 2) * 10, 20, { kind: 'figure', fill: '#fbfbff' })),
      path('M-110 -70L110 -70L96 -14Q90 0 70 0L-70 0Q-90 0 -96 -14Z', fig('#fbfaf6')),
      rect(-116, -76, 232, 12, fig('#e8ecf2'), 6),
      path('M-70 0L-78 14M70 0L78 14', line(6, '#c9ced8')),
    ],
  },
  soap: {
    kit: 'soap',
    placement: 'hand',
    calm: true,
    draw: (a) => [
      rect(-24, -30, 48, 26, fig(mix(a, '#ffffff', 0.45)), 9),
      ...[
        [-14, -44, 9],
        [6, -52, 7],
        [22, -40, 5],
      ].map(([x, y, rr]) => circle(x!, y!, rr!, line(2.4, '#9fd6f4'))),
    ],
  },
  pyjamas: {
    kit: 'pyjamas',
    placement: 'hand',
    calm: true,
    draw: (a) => [
      path('M-40 -40L-20 -50L20 -50L40 -40L56 0L40 6L32 -14L32 30L-32 30L-32 -14L-40 6L-56 0Z', fig(mix(a, '#ffffff', 0.35))),
      ...[
        [-16, -24],
        [14, -6],
        [-10, 14],
        [18, 20],
      ].map(([x, y]) => starShape(x!, y!, 6, 2.6, '#f6c945', 'figure')),
      path('M0 -50L0 30', line(2)),
    ],
  },
  'walkie-talkie': {
    kit: 'walkie-talkie',
    placement: 'hand',
    draw: (a) => [
      path('M10 -60L10 -104', line(5, '#3d3a46')),
      rect(-18, -62, 36, 66, fig(a), 8),
      rect(-11, -54, 22, 16, fig('#dff3ff'), 3),
      ...[-26, -18, -10].map((y) => path(`M-9 ${y}L9 ${y}`, line(2.4, '#3d3a46'))),
    ],
  },
  hourglass: {
    kit: 'hourglass',
    placement: 'hand',
    calm: true,
    draw: () => [
      rect(-30, -96, 60, 10, fig(WOOD), 3),
      rect(-30, -6, 60, 10, fig(WOOD), 3),
      path('M-22 -86L22 -86L4 -46L22 -6L-22 -6L-4 -46Z', fig('#eef7fb')),
      path('M-14 -76L14 -76L2 -52L-2 -52Z M-16 -6L16 -6L0 -24Z', land('#e9c27f')),
    ],
  },
  paper: {
    kit: 'paper',
    placement: 'hand',
    calm: true,
    draw: (a) => [
      rect(-30, -76, 60, 80, fig('#fbfaf6'), 3),
      rect(-22, -68, 44, 14, land(a)),
      ...[-44, -34, -24, -14].map((y) => path(`M-22 ${y}L22 ${y}`, line(2, '#9a9aa6'))),
    ],
  },
  picnic: {
    kit: 'picnic',
    placement: 'ground',
    calm: true,
    draw: (a) => {
      const nodes: SvgNode[] = [path('M-120 0L120 0L96 -40L-96 -40Z', fig('#fbfaf6'))];
      for (const k of [-3, -1, 1, 3]) nodes.push(path(`M${k * 26} 0L${k * 20} -40`, line(10, mix(a, '#ffffff', 0.2))));
      nodes.push(
        path('M-110 -20L110 -20', line(10, mix(a, '#ffffff', 0.2))),
        ...PROPS.basket!.draw(a).map((n) => place(40, -24, 0.6, [n])),
        circle(-50, -28, 12, fig('#e5484d')),
        path('M-80 -18L-56 -36L-44 -14Z', fig('#f2d58a')),
      );
      return nodes;
    },
  },
  cot: {
    kit: 'cot',
    placement: 'ground',
    calm: true,
    draw: (a) => [
      rect(-90, -110, 180, 12, fig(WOOD), 4),
      rect(-90, -40, 180, 14, fig(WOOD), 4),
      rect(-98, -130, 14, 130, fig(WOOD), 4),
      rect(84, -130, 14, 130, fig(WOOD), 4),
      rect(-84, -60, 168, 22, fig(mix(a, '#ffffff', 0.5)), 8),
      ...[-60, -36, -12, 12, 36, 60].map((x) => path(`M${x} -98L${x} -40`, line(4, WOOD))),
    ],
  },
  sock: {
    kit: 'sock',
    placement: 'hand',
    calm: true,
    draw: (a) => [path('M-12 -60L12 -60L12 -14Q30 -8 30 6Q28 18 10 16L-12 12Z', fig(a)), path('M-12 -52L12 -52M-12 -44L12 -44', line(3, '#fbfaf6'))],
  },
  flag: {
    kit: 'flag',
    placement: 'hand',
    draw: (a) => [path(capsule(0, 24, 0, -100, 6), fig(WOOD)), path('M3 -100Q30 -110 56 -98Q70 -92 84 -96L84 -54Q60 -48 40 -58Q20 -66 3 -58Z', fig(a))],
  },
  vase: {
    kit: 'vase',
    placement: 'hand',
    calm: true,
    draw: (a) => [
      ...[
        [-14, -84],
        [0, -96],
        [16, -82],
      ].flatMap(([x, y]) => [path(`M0 -40L${x} ${y! + 8}`, line(3, '#4f9a45')), circle(x!, y!, 10, fig('#ff8fab')), circle(x!, y!, 4, fig('#f6c945'))]),
      path('M-14 -44L14 -44L12 -36Q30 -20 22 6Q16 16 0 16Q-16 16 -22 6Q-30 -20 -12 -36Z', fig(a)),
      path('M-20 -6Q0 2 20 -6', line(3, mix(a, '#ffffff', 0.5))),
    ],
  },
  'music box': {
    kit: 'music box',
    placement: 'hand',
    calm: true,
    draw: (a) => [
      rect(-34, -40, 68, 40, fig(a), 5),
      path('M-36 -40L-30 -62L30 -62L36 -40Z', fig(shade(a, 0.15))),
      path('M-30 -20L30 -20', line(2.4, shade(a, -0.25))),
      path('M36 -22L48 -22L48 -34', line(4, METAL)),
      path('M-10 -72L-10 -96L4 -100L4 -78', line(3)),
      circle(-14, -72, 5, land('#3d3a46')),
      circle(0, -78, 5, land('#3d3a46')),
    ],
  },
  plant: {
    kit: 'plant',
    placement: 'ground',
    calm: true,
    draw: (a) => [
      path('M0 -44Q-6 -110 4 -170', line(6, '#4f9a45')),
      ...[
        [-1, -80],
        [1, -104],
        [-1, -128],
        [1, -150],
      ].map(([side, y]) =>
        path(
          `M${side! > 0 ? 2 : -2} ${y}Q${side! * 30} ${y! - 26} ${side! * 52} ${y! - 8}Q${side! * 30} ${y! + 10} ${side! > 0 ? 2 : -2} ${y}Z`,
          fig('#6cbf5b'),
        ),
      ),
      path('M-34 -50L34 -50L26 0L-26 0Z', fig(a === '#4fc38a' ? '#d9774a' : a)),
      rect(-38, -58, 76, 12, fig(shade(a === '#4fc38a' ? '#d9774a' : a, -0.12)), 4),
    ],
  },
  broccoli: {
    kit: 'broccoli',
    placement: 'hand',
    calm: true,
    draw: () => [
      path('M-8 20L-6 -20L6 -20L8 20Z', fig('#9ccf7a')),
      ...[
        [-18, -30, 16],
        [0, -40, 18],
        [18, -30, 16],
        [-6, -24, 12],
        [10, -22, 12],
      ].map(([x, y, rr]) => circle(x!, y!, rr!, fig('#4f9a45'))),
    ],
  },
};

/** Other words for the same prop, and the last word of a world's thing ("the magnifying glass" comes as "glass"). */
const PROP_ALIASES: Record<string, string> = {
  glass: 'magnifier',
  'magnifying glass': 'magnifier',
  magnifier: 'magnifier',
  seeds: 'bag',
  'seed bag': 'bag',
  'bag of seeds': 'bag',
  'grooming brush': 'brush',
  'fossil brush': 'brush',
  dust: 'jar',
  'moon dust': 'jar',
  flashlight: 'torch',
  'beach ball': 'ball',
  logbook: 'book',
  notebook: 'book',
  'spell book': 'book',
  'recipe book': 'book',
  sketchbook: 'book',
  storybook: 'book',
  diary: 'book',
  journal: 'book',
  'sky map': 'star map',
  'map of the stars': 'star map',
  'treasure map': 'map',
  'golden key': 'key',
  'model rocket': 'rocket',
  'skipping rope': 'rope',
  'water bottle': 'bottle',
  'straw hat': 'hat',
  cap: 'hat',
  'dinosaur tooth': 'fossil tooth',
  fang: 'fossil tooth',
  teeth: 'tooth',
  'fishing net': 'net',
  seashell: 'shell',
  conch: 'spiral shell',
  'conch shell': 'spiral shell',
  'spiral shells': 'spiral shell',
  shells: 'shell',
  'treasure chest': 'chest',
  treasure: 'chest',
  present: 'gift',
  parcel: 'gift',
  package: 'gift',
  'star stone': 'star stone',
  flowers: 'flower',
  bouquet: 'flower',
  rose: 'flower',
  daisy: 'flower',
  cupcake: 'cake',
  'birthday cake': 'cake',
  pie: 'cake',
  biscuit: 'cookie',
  cookies: 'cookie',
  biscuits: 'cookie',
  pancakes: 'pancake',
  'teddy bear': 'teddy',
  toy: 'teddy',
  doll: 'teddy',
  'paint brush': 'paintbrush',
  paints: 'paint',
  'paint pots': 'paint',
  pencil: 'crayon',
  crayons: 'crayon',
  chalk: 'crayon',
  chalks: 'crayon',
  plasticine: 'clay',
  playdough: 'clay',
  dough: 'clay',
  'modelling clay': 'clay',
  'wooden spoon': 'spoon',
  ladle: 'spoon',
  'mixing bowl': 'bowl',
  frying: 'pan',
  'frying pan': 'pan',
  pot: 'saucepan',
  kettle: 'teapot',
  mug: 'cup',
  flute: 'recorder',
  whistles: 'whistle',
  drums: 'drum',
  ukulele: 'guitar',
  violin: 'guitar',
  keyboard: 'piano',
  tuba: 'trumpet',
  horn: 'trumpet',
  goggle: 'goggles',
  'test tubes': 'test tube',
  flask: 'beaker',
  potions: 'potion',
  stones: 'stone',
  pebble: 'stone',
  rock: 'stone',
  'crystal ball': 'star stone',
  crystal: 'star stone',
  gem: 'star stone',
  jewel: 'star stone',
  leaves: 'leaf',
  acorn: 'leaf',
  conker: 'leaf',
  'pine cone': 'leaf',
  cloak: 'cape',
  boot: 'boots',
  'running shoes': 'boots',
  'hero boots': 'boots',
  'hero watch': 'watch',
  'rescue rope': 'rope',
  'signal torch': 'torch',
  nightlight: 'lamp',
  photograph: 'photo',
  drawing: 'picture',
  painting: 'picture',
  card: 'letter',
  envelope: 'letter',
  note: 'letter',
  message: 'letter',
  postcard: 'letter',
  sweater: 'jumper',
  jacket: 'coat',
  raincoat: 'coat',
  pushchair: 'buggy',
  pram: 'buggy',
  stroller: 'buggy',
  armband: 'armbands',
  bandage: 'plaster',
  snow: 'snowflake',
  snowflakes: 'snowflake',
  pumpkins: 'pumpkin',
  apples: 'apple',
  carrots: 'carrot',
  slides: 'slide',
  'playground slide': 'slide',
  swings: 'swing',
  'board game': 'board',
  'board games': 'board',
  boardgame: 'board',
  chess: 'board',
  chessboard: 'board',
  draughts: 'board',
  checkers: 'board',
  ludo: 'board',
  bubbles: 'bubble',
  ipad: 'tablet',
  'i-pad': 'tablet',
  screen: 'tablet',
  'mobile phone': 'phone',
  telephone: 'phone',
  bicycle: 'bike',
  'balance bike': 'bike',
  shoe: 'shoes',
  trainers: 'shoes',
  sneakers: 'shoes',
  wellies: 'shoes',
  wellington: 'shoes',
  pacifier: 'dummy',
  binky: 'dummy',
  bathtub: 'bath',
  'bubble bath': 'bath',
  pajamas: 'pyjamas',
  pjs: 'pyjamas',
  nightie: 'pyjamas',
  seed: 'bag',
  walkie: 'walkie-talkie',
  'walkie-talkies': 'walkie-talkie',
  'sand timer': 'hourglass',
  'egg timer': 'hourglass',
  leaflet: 'paper',
  flyer: 'paper',
  poster: 'paper',
  worksheet: 'paper',
  homework: 'paper',
  'picnic blanket': 'picnic',
  plants: 'plant',
  beanstalk: 'plant',
  seedling: 'plant',
  sprout: 'plant',
  'pot plant': 'plant',
  crib: 'cot',
  socks: 'sock',
  flags: 'flag',
  vases: 'vase',
  vegetables: 'broccoli',
  veggies: 'broccoli',
  veg: 'broccoli',
  greens: 'broccoli',
  trophies: 'trophy',
  bricks: 'blocks',
  lego: 'blocks',
  den: 'blocks',
  tower: 'blocks',
  crate: 'box',
  soccer: 'football',
  cushion: 'pillow',
  duvet: 'blanket',
};

/** The things drawn that can be eaten: what an eating picture shows in the hand. */
export const FOOD_KITS = new Set(['apple', 'carrot', 'pancakes', 'sandwich', 'biscuit', 'cake', 'broccoli', 'pumpkin']);

export interface ResolvedProp {
  /** The noun as the story names it. */
  noun: string;
  /** What draws it: a prop kit, a creature kit for an animal, or `parcel` when nobody drew the noun. */
  kit: string;
  placement: PropPlacement;
  spec?: PropSpec;
  /** For an animal in the scene (a frog found in the pond): its species. */
  species?: string;
  known: boolean;
}

const PARCEL: PropSpec = { kit: 'parcel', placement: 'ground', draw: (a) => drawProp('gift', a) };

/** The drawing for a noun: a prop, a small animal, a vehicle, or the parcel fallback. */
export function resolveProp(word: string): ResolvedProp {
  const noun = word
    .trim()
    .toLowerCase()
    .replace(/^(?:the|a|an|some) /, '');
  const candidates = [noun, noun.replace(/(?:es|s)$/, ''), noun.replace(/s$/, ''), noun.split(' ').at(-1) ?? ''];
  for (const candidate of candidates) {
    const key = PROPS[candidate] ? candidate : PROP_ALIASES[candidate];
    if (key && PROPS[key]) return { noun, kit: PROPS[key]!.kit, placement: PROPS[key]!.placement, spec: PROPS[key]!, known: true };
  }
  const creature = resolveSpecies(noun);
  if (creature.known) return { noun, kit: creature.spec.kit, placement: 'animal', species: creature.species, known: true };
  return { noun, kit: PARCEL.kit, placement: PARCEL.placement, spec: PARCEL, known: false };
}

export { sparkle };
