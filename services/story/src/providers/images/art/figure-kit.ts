import { shade } from './color';
import type { Accessory, Headwear, Swatch } from './look';
import { r } from './random';
import { circle, ellipse, group, path, type SvgNode } from './svg-tree';

export type Expression = 'happy' | 'joy' | 'surprised' | 'sleepy' | 'sad';
/**
 * What a character is doing with its body. People use all of them; animals map them onto what
 * their bodies can do (stand, walk, run, sit, lie, fly, swim).
 */
export type Pose =
  | 'wave'
  | 'cheer'
  | 'relaxed'
  | 'hold'
  | 'reach'
  | 'hug'
  | 'walk'
  | 'run'
  | 'sit'
  | 'swim'
  | 'climb'
  | 'point'
  | 'read'
  | 'listen'
  | 'scan'
  | 'fly'
  | 'sleep'
  | 'crouch'
  | 'eat'
  | 'skip'
  /** Celebrating, people only: a leap, both arms flung up, knees tucked, off the ground. */
  | 'jump'
  /** Celebrating, people only: a happy dance, one arm up, one out, one foot kicked up. */
  | 'dance';

export interface Point {
  x: number;
  y: number;
}

/** A drawn character: nodes around its feet at (0,0), its size, and where its hand is for props. */
export interface Figure {
  nodes: SvgNode[];
  top: number;
  halfWidth: number;
  hand: Point;
  /** The other hand (people), for two-handed holds and hugs. */
  otherHand?: Point;
  /** Where a rider sits on a creature big enough to carry one. */
  saddle?: Point;
  /** Where a person's hips (the seat) are: a log to sit on comes up to here. */
  hip?: Point;
  /** Drawn after a friend standing in front (the hugging hands). */
  overlay?: SvgNode[];
  /** Centre of the head, for hats and speech. */
  head?: Point;
  /** Where the eyes look, in the figure's own frame: -1 left, 1 right (unset: at us). */
  gaze?: number;
  /** The head and feet turned three-quarters, in the figure's own frame: -1 left, 1 right (unset: square on to us). */
  turn?: number;
  /** How far the eyes are lowered (0 level, 1 well down): to a thing held or on the ground. */
  gazeDown?: number;
  /** Feet on the ground (insects: six, in pairs), for checking a creature is whole. */
  feet?: Point[];
  /** The shoulder of the pointing arm (people pointing), so the arm can be checked against what it points at. */
  shoulder?: Point;
}

/** A limb or stalk with round ends, as a closed outline so line art shows both edges. */
export function capsule(x1: number, y1: number, x2: number, y2: number, width: number): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy) || 1;
  const nx = (-dy / length) * (width / 2);
  const ny = (dx / length) * (width / 2);
  const h = width / 2;
  return `M${r(x1 + nx)} ${r(y1 + ny)}L${r(x2 + nx)} ${r(y2 + ny)}A${r(h)} ${r(h)} 0 0 0 ${r(x2 - nx)} ${r(y2 - ny)}L${r(x1 - nx)} ${r(y1 - ny)}A${r(h)} ${r(h)} 0 0 0 ${r(x1 + nx)} ${r(y1 + ny)}Z`;
}

/** A tapered, curving shape (tails, trunks): a centre line through three points, wide at the root. */
export function taper(points: [Point, Point, Point], rootWidth: number, tipWidth: number): string {
  const [a, b, c] = points;
  const normal = (p: Point, q: Point): Point => {
    const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    return { x: -(q.y - p.y) / length, y: (q.x - p.x) / length };
  };
  const n0 = normal(a, b);
  const n2 = normal(b, c);
  const n1 = normal(a, c);
  const w0 = rootWidth / 2;
  const w1 = (rootWidth + tipWidth) / 4;
  const w2 = tipWidth / 2;
  const side = (k: number): string => `${r(a.x + n0.x * w0 * k)} ${r(a.y + n0.y * w0 * k)}`;
  return (
    `M${side(1)}Q${r(b.x + n1.x * w1 * 2)} ${r(b.y + n1.y * w1 * 2)} ${r(c.x + n2.x * w2)} ${r(c.y + n2.y * w2)}` +
    `A${r(w2)} ${r(w2)} 0 0 0 ${r(c.x - n2.x * w2)} ${r(c.y - n2.y * w2)}` +
    `Q${r(b.x - n1.x * w1 * 2)} ${r(b.y - n1.y * w1 * 2)} ${side(-1)}Z`
  );
}

/** Two eyes with a highlight; closed crescents when sleepy; `gaze` moves the pupils sideways. */
export function eyes(spread: number, y: number, size: number, expression: Expression, iris = '#2a1f2d', gaze = 0, glance?: { down: number }): SvgNode[] {
  const nodes: SvgNode[] = [];
  // Any face turned to someone (a friend's too) shows it in the eyes.
  if (!glance && gaze) glance = { down: 0 };
  for (const side of [-1, 1]) {
    const x = side * spread + gaze * size * 0.35;
    if (glance && expression !== 'sleepy' && (gaze || glance.down)) {
      // Looking at someone or something: the white of the eye shows on the far side and the pupil sits at the
      // near edge (and low, for a thing held or on the ground), so the eyes read as turned away from the reader.
      const dir = Math.sign(gaze);
      const cx = side * spread;
      nodes.push(ellipse(cx, y, size * 1.02, size * 1.18, { kind: 'figure', fill: '#ffffff' }));
      const px = cx + dir * size * 0.42;
      const py = y + glance.down * size * 0.45;
      nodes.push(ellipse(px, py, size * 0.62, size * 0.78, { kind: 'dot', fill: iris }));
      nodes.push(circle(px + size * 0.18, py - size * 0.3, size * 0.24, { kind: 'tone', fill: '#ffffff' }));
      continue;
    }
    if (expression === 'sleepy') {
      nodes.push(path(`M${r(x - size * 1.1)} ${r(y)}Q${r(x)} ${r(y + size * 0.9)} ${r(x + size * 1.1)} ${r(y)}`, { kind: 'line', width: 3.2 }));
      continue;
    }
    const grow = expression === 'surprised' ? 1.15 : 1;
    nodes.push(ellipse(x, y, size * 0.78 * grow, size * grow, { kind: 'dot', fill: iris }));
    nodes.push(circle(x + size * 0.28, y - size * 0.38, size * 0.32, { kind: 'tone', fill: '#ffffff' }));
    nodes.push(circle(x - size * 0.25, y + size * 0.4, size * 0.14, { kind: 'tone', fill: '#ffffff', opacity: 0.8 }));
  }
  return nodes;
}

export function cheeks(spread: number, y: number, size: number, color = '#ff8fa3'): SvgNode[] {
  return [-1, 1].map((side) => ellipse(side * spread, y, size, size * 0.62, { kind: 'tone', fill: color, opacity: 0.5 }));
}

/** A mouth that matches the moment: a smile, a laugh, a little "oh", a sleepy smile. */
export function mouth(y: number, width: number, expression: Expression): SvgNode[] {
  const w = width / 2;
  switch (expression) {
    case 'joy':
      return [
        path(
          `M${r(-w)} ${r(y - 2)}Q0 ${r(y - 5)} ${r(w)} ${r(y - 2)}Q${r(w * 0.8)} ${r(y + w * 1.25)} 0 ${r(y + w * 1.2)}Q${r(-w * 0.8)} ${r(y + w * 1.25)} ${r(-w)} ${r(y - 2)}Z`,
          { kind: 'figure', fill: '#9c3a46' },
        ),
        ellipse(0, y + w * 0.72, w * 0.55, w * 0.3, { kind: 'tone', fill: '#f07a8a' }),
      ];
    case 'surprised':
      return [ellipse(0, y + 3, w * 0.45, w * 0.6, { kind: 'figure', fill: '#9c3a46' })];
    case 'sleepy':
      return [path(`M${r(-w * 0.6)} ${r(y)}Q0 ${r(y + w * 0.5)} ${r(w * 0.6)} ${r(y)}`, { kind: 'line', width: 3 })];
    case 'sad':
      return [path(`M${r(-w * 0.7)} ${r(y + w * 0.45)}Q0 ${r(y - w * 0.25)} ${r(w * 0.7)} ${r(y + w * 0.45)}`, { kind: 'line', width: 3.2 })];
    default:
      return [path(`M${r(-w)} ${r(y)}Q0 ${r(y + w * 0.9)} ${r(w)} ${r(y)}`, { kind: 'line', width: 3.2 })];
  }
}

/** Hats and crowns that tell who someone is; drawn for a head of radius 60 centred at (0,0). */
export function headwear(kind: Headwear, color: Swatch): SvgNode[] {
  switch (kind) {
    case 'crown':
    case 'tiara': {
      const tall = kind === 'crown' ? 34 : 22;
      const width = kind === 'crown' ? 44 : 34;
      return [
        path(
          `M${-width} -46L${-width} ${-46 - tall}L${-width / 2} ${-46 - tall * 0.45}L0 ${-46 - tall * 1.15}L${width / 2} ${-46 - tall * 0.45}L${width} ${-46 - tall}L${width} -46Q0 -38 ${-width} -46Z`,
          { kind: 'figure', fill: '#f6c945' },
        ),
        circle(0, -46 - tall * 0.5, 6, { kind: 'figure', fill: '#e5484d' }),
        circle(-width * 0.62, -50, 4, { kind: 'figure', fill: '#4aa3df' }),
        circle(width * 0.62, -50, 4, { kind: 'figure', fill: '#4aa3df' }),
      ];
    }
    case 'captain':
      return [
        path('M-84 -46Q-60 -62 -40 -60Q-30 -112 0 -104Q30 -112 40 -60Q60 -62 84 -46Q40 -34 0 -40Q-40 -34 -84 -46Z', { kind: 'figure', fill: '#2f3247' }),
        path('M-46 -62Q0 -72 46 -62', { kind: 'line', color: '#f6c945', width: 4 }),
        circle(0, -80, 8, { kind: 'figure', fill: '#f6c945' }),
      ];
    case 'wizard':
      return [
        path('M-74 -40Q0 -70 74 -40Q40 -26 0 -28Q-40 -26 -74 -40Z', { kind: 'figure', fill: shade(color.hex, -0.12) }),
        path('M-46 -46Q-20 -120 30 -168Q14 -110 46 -46Q0 -60 -46 -46Z', { kind: 'figure', fill: color.hex }),
        path('M-6 -100l5 -11l5 11l-11 -7h12z', { kind: 'figure', fill: '#f6d553' }),
      ];
    case 'chef':
      return [
        path('M-40 -44L-42 -74Q-62 -86 -50 -106Q-38 -126 -14 -114Q0 -134 16 -116Q40 -128 50 -104Q60 -84 42 -74L40 -44Q0 -36 -40 -44Z', {
          kind: 'figure',
          fill: '#fbfbf8',
        }),
        path('M-40 -60Q0 -52 40 -60', { kind: 'line', width: 3 }),
      ];
  }
}

/** Scarves, bows and collars that make each creature someone in particular. */
export function neckwear(kind: Accessory, color: Swatch, y: number, width: number): SvgNode[] {
  const w = width / 2;
  switch (kind) {
    case 'scarf':
      return [
        path(`M${-w} ${y - 8}Q0 ${y + 6} ${w} ${y - 8}L${w} ${y + 8}Q0 ${y + 22} ${-w} ${y + 8}Z`, { kind: 'figure', fill: color.hex }),
        path(`M${w * 0.35} ${y + 8}L${w * 0.55} ${y + 46}L${w * 0.2} ${y + 44}L${w * 0.1} ${y + 10}Z`, { kind: 'figure', fill: shade(color.hex, -0.06) }),
      ];
    case 'bow':
      return [
        group(
          [
            path('M0 0L-22 -14Q-30 0 -22 14Z', { kind: 'figure', fill: color.hex }),
            path('M0 0L22 -14Q30 0 22 14Z', { kind: 'figure', fill: color.hex }),
            circle(0, 0, 7, { kind: 'figure', fill: shade(color.hex, -0.08) }),
          ],
          { transform: `translate(0 ${r(y)})` },
        ),
      ];
    case 'bowtie':
      return [
        group(
          [
            path('M0 0L-18 -11L-18 11Z', { kind: 'figure', fill: color.hex }),
            path('M0 0L18 -11L18 11Z', { kind: 'figure', fill: color.hex }),
            circle(0, 0, 5, { kind: 'figure', fill: shade(color.hex, -0.08) }),
          ],
          { transform: `translate(0 ${r(y)})` },
        ),
      ];
    case 'collar':
      return [
        path(`M${-w * 0.85} ${y - 5}Q0 ${y + 9} ${w * 0.85} ${y - 5}L${w * 0.85} ${y + 3}Q0 ${y + 17} ${-w * 0.85} ${y + 3}Z`, {
          kind: 'figure',
          fill: color.hex,
        }),
        circle(0, y + 16, 7, { kind: 'figure', fill: '#f6c945' }),
      ];
    default:
      return [];
  }
}

/** A tear on the cheek, for the sad moments. */
export function tear(x: number, y: number, size: number): SvgNode {
  return path(
    `M${r(x)} ${r(y)}Q${r(x + size * 0.7)} ${r(y + size * 1.1)} ${r(x)} ${r(y + size * 1.4)}Q${r(x - size * 0.7)} ${r(y + size * 1.1)} ${r(x)} ${r(y)}Z`,
    { kind: 'figure', fill: '#9fd8f6' },
  );
}

/** Worried brows over the eyes, tilted up in the middle. */
export function sadBrows(spread: number, y: number, size: number, color: string): SvgNode[] {
  return [-1, 1].map((side) =>
    path(`M${r(side * (spread + size))} ${r(y)}L${r(side * (spread - size * 0.6))} ${r(y - size * 0.6)}`, { kind: 'line', color, width: 3 }),
  );
}
