import { mix, shade } from './color';
import { capsule, cheeks, eyes, headwear, mouth, neckwear, type Expression, type Figure, type Pose } from './figure-kit';
import type { CreatureLook } from './look';
import { earsBehind, earsFront, horseMane, mane, spines, tail, trunk, whiskers, type Ears, type Tail } from './mammal-parts';
import { circle, ellipse, path, place, type Paint, type SvgNode } from './svg-tree';

interface MammalSpec {
  ears: Ears;
  tail: Tail;
  muzzle?: boolean;
  nose?: 'button' | 'pink' | 'snout' | 'big' | 'none';
  whiskers?: boolean;
  mark?: 'fox' | 'panda' | 'raccoon' | 'tiger' | 'monkey';
  mane?: 'lion' | 'horse';
  horn?: boolean;
  spines?: boolean;
  wool?: boolean;
  trunk?: boolean;
  longFace?: boolean;
}

export const MAMMALS: Record<string, MammalSpec> = {
  cat: { ears: 'pointy', tail: 'long', nose: 'pink', whiskers: true },
  dog: { ears: 'floppy', tail: 'wag', muzzle: true, nose: 'big' },
  fox: { ears: 'pointy', tail: 'bushy', nose: 'button', mark: 'fox', whiskers: true },
  bear: { ears: 'round', tail: 'puff', muzzle: true, nose: 'big' },
  bunny: { ears: 'long', tail: 'puff', nose: 'pink', whiskers: true },
  mouse: { ears: 'bigRound', tail: 'thin', nose: 'pink', whiskers: true },
  lion: { ears: 'round', tail: 'tuft', muzzle: true, nose: 'big', mane: 'lion' },
  tiger: { ears: 'round', tail: 'long', muzzle: true, nose: 'pink', mark: 'tiger', whiskers: true },
  panda: { ears: 'round', tail: 'puff', muzzle: true, nose: 'big', mark: 'panda' },
  pig: { ears: 'pig', tail: 'curly', nose: 'snout' },
  monkey: { ears: 'bigRound', tail: 'long', nose: 'button', mark: 'monkey' },
  hedgehog: { ears: 'round', tail: 'none', nose: 'big', spines: true },
  squirrel: { ears: 'pointy', tail: 'bushy', nose: 'button', whiskers: true },
  raccoon: { ears: 'pointy', tail: 'ringed', nose: 'big', mark: 'raccoon', muzzle: true },
  unicorn: { ears: 'horse', tail: 'horse', nose: 'none', mane: 'horse', horn: true, longFace: true },
  horse: { ears: 'horse', tail: 'horse', nose: 'none', mane: 'horse', longFace: true },
  sheep: { ears: 'sheep', tail: 'puff', nose: 'button', wool: true },
  elephant: { ears: 'elephant', tail: 'thin', nose: 'none', trunk: true },
};

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const ARMS: Record<Pose, [number, number]> = { relaxed: [24, 24], wave: [24, 140], cheer: [140, 140], hold: [24, 60] };

/** A plush-toy animal standing up: round body, big head, tiny paws; feet at (0,0). */
export function drawMammal(look: CreatureLook, pose: Pose, expression: Expression): Figure {
  const spec = MAMMALS[look.species] ?? MAMMALS.bear!;
  const body = look.body.hex;
  const belly = look.species === 'panda' ? '#fbfaf7' : look.belly.hex;
  const dark = look.species === 'panda' ? '#3b3641' : look.accent.hex;
  const limbs = look.species === 'panda' ? dark : body;
  const nodes: SvgNode[] = [];

  nodes.push(...tail(spec.tail, body, dark, belly));
  for (const side of [-1, 1]) nodes.push(ellipse(side * 26, -12, 21, 14, fig(limbs)));
  if (spec.wool) {
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      nodes.push(circle(Math.cos(a) * 44, -66 + Math.sin(a) * 50, 20, fig(body)));
    }
  }
  nodes.push(ellipse(0, -64, 52, 58, fig(spec.wool ? shade(body, -0.03) : body)));
  if (!spec.wool) nodes.push(ellipse(0, -56, 32, 40, { kind: 'land', fill: belly }));
  if (spec.mark === 'tiger') {
    for (const side of [-1, 1]) nodes.push(path(`M${side * 52} -70Q${side * 36} -66 ${side * 30} -58Q${side * 38} -60 ${side * 51} -56Z`, { kind: 'land', fill: '#3b2a2a' }));
  }
  for (const side of [-1, 1]) nodes.push(ellipse(side * 24, -12, 12, 6, { kind: 'tone', fill: mix(limbs, '#f7a8b8', 0.4) }));

  const [leftAngle, rightAngle] = ARMS[pose];
  const arm = (side: number, angle: number): SvgNode => {
    const a = (angle * Math.PI) / 180;
    const sx = side * 40;
    const sy = -94;
    return path(capsule(sx, sy, sx + side * Math.sin(a) * 44, sy + Math.cos(a) * 44, 22), fig(limbs));
  };
  nodes.push(...neckwear(look.accessory, look.accessoryColor, -104, 76));
  nodes.push(arm(-1, leftAngle), arm(1, rightAngle));
  const ra = (rightAngle * Math.PI) / 180;
  const hand = { x: 40 + Math.sin(ra) * 44, y: -94 + Math.cos(ra) * 44 };

  nodes.push(place(0, -162, 1, head(look, spec, expression, body, belly, dark)));
  return { nodes, top: -162 - (spec.ears === 'long' ? 150 : spec.horn ? 130 : 100) - (look.headwear ? 50 : 0), halfWidth: 90, hand };
}

function head(look: CreatureLook, spec: MammalSpec, expression: Expression, body: string, belly: string, dark: string): SvgNode[] {
  const nodes: SvgNode[] = [];
  if (spec.mane === 'lion') nodes.push(...mane(dark));
  if (spec.spines) nodes.push(...spines(shade(body, -0.22)));
  nodes.push(...earsBehind(spec.ears, look.species === 'panda' ? dark : body, dark));
  if (spec.longFace) {
    nodes.push(ellipse(0, 0, 52, 62, fig(body)));
    nodes.push(ellipse(0, 36, 36, 26, fig(mix(body, '#fff3e4', 0.5))));
    for (const side of [-1, 1]) nodes.push(ellipse(side * 13, 38, 4, 6, { kind: 'dot', fill: shade(body, -0.45) }));
  } else if (spec.wool) {
    nodes.push(ellipse(0, 6, 44, 52, fig('#5a4a4f')));
    for (const [x, y] of [[-30, -40], [-10, -52], [12, -52], [32, -40]] as const) nodes.push(circle(x, y, 17, fig(body)));
  } else {
    nodes.push(ellipse(0, 0, 62, 56, fig(body)));
  }
  nodes.push(...faceMarks(spec, body, belly, dark));
  if (spec.muzzle) nodes.push(ellipse(0, 27, 25, 18, { kind: 'land', fill: belly }));

  const eyeY = spec.longFace ? -6 : spec.wool ? 0 : 2;
  nodes.push(...eyes(spec.wool ? 17 : 22, eyeY, 8.5, expression, spec.wool ? '#1f1a1f' : '#2a1f2d'));
  if (!spec.wool) nodes.push(...cheeks(38, 22, 9));

  nodes.push(...nose(spec, body));
  const mouthY = spec.longFace ? 52 : spec.nose === 'snout' ? 40 : 30;
  if (expression === 'joy' || expression === 'surprised') nodes.push(...mouth(mouthY, 18, expression));
  else if (!spec.longFace && !spec.trunk) nodes.push(path(`M-11 ${mouthY - 4}Q-5 ${mouthY + 4} 0 ${mouthY - 3}Q5 ${mouthY + 4} 11 ${mouthY - 4}`, { kind: 'line', width: 2.8 }));
  else nodes.push(...mouth(mouthY, 16, expression));
  if (spec.trunk) nodes.push(...trunk(body));
  if (spec.whiskers) nodes.push(...whiskers(shade(body, -0.35)));
  nodes.push(...earsFront(spec.ears, dark));
  if (spec.mane === 'horse') {
    nodes.push(...horseMane(spec.horn ? ['#f7a8d8', '#b9a2f0', '#9fd8f5', '#fbd98a'] : [shade(body, -0.28)]));
  }
  if (spec.horn) {
    nodes.push(path('M-12 -56L2 -122L14 -56Q0 -50 -12 -56Z', fig('#f8d35a')));
    nodes.push(path('M-8 -70L10 -76M-4 -88L8 -92M-1 -104L5 -106', { kind: 'line', width: 2.4 }));
  }
  if (look.headwear) nodes.push(place(0, -8, 0.9, headwear(look.headwear, look.accessoryColor)));
  return nodes;
}

function faceMarks(spec: MammalSpec, body: string, belly: string, dark: string): SvgNode[] {
  switch (spec.mark) {
    case 'fox':
      return [path('M-61 8Q-30 0 0 22Q30 0 61 8Q52 54 0 56Q-52 54 -61 8Z', { kind: 'land', fill: belly })];
    case 'panda':
      return [-1, 1].map((s) => ellipse(s * 23, 6, 16, 20, { kind: 'land', fill: dark }));
    case 'raccoon':
      return [path('M-58 -4Q-40 -18 -12 -6Q0 -2 12 -6Q40 -18 58 -4Q50 20 28 18Q12 14 0 16Q-12 14 -28 18Q-50 20 -58 -4Z', { kind: 'land', fill: shade(body, -0.3) })];
    case 'tiger':
      return [
        path('M-8 -56L0 -34L8 -56Z', { kind: 'land', fill: '#3b2a2a' }),
        ...[-1, 1].map((s) => path(`M${s * 62} -6L${s * 44} -2L${s * 60} 8Z`, { kind: 'land', fill: '#3b2a2a' })),
      ];
    case 'monkey':
      return [path('M0 -28C-14 -46 -48 -42 -48 -8C-48 20 -30 50 0 50C30 50 48 20 48 -8C48 -42 14 -46 0 -28Z', { kind: 'land', fill: mix(body, '#f6d8b8', 0.65) })];
    default:
      return spec.spines ? [ellipse(0, 10, 50, 44, { kind: 'land', fill: belly })] : [];
  }
}

function nose(spec: MammalSpec, body: string): SvgNode[] {
  switch (spec.nose) {
    case 'pink':
      return [path('M-7 16Q0 13 7 16Q4 22 0 23Q-4 22 -7 16Z', { kind: 'figure', fill: '#f28aa0' })];
    case 'snout':
      return [
        ellipse(0, 24, 20, 14, fig(shade(body, -0.06))),
        ellipse(-7, 24, 3.5, 5, { kind: 'dot', fill: shade(body, -0.4) }),
        ellipse(7, 24, 3.5, 5, { kind: 'dot', fill: shade(body, -0.4) }),
      ];
    case 'big':
      return [ellipse(0, 18, 10, 7, { kind: 'figure', fill: '#3a2c33' }), ellipse(-3, 16, 3, 2, { kind: 'tone', fill: '#ffffff', opacity: 0.7 })];
    case 'button':
      return [ellipse(0, 18, 7, 5.5, { kind: 'figure', fill: '#3a2c33' })];
    default:
      return [];
  }
}
