import { mix, shade } from './color';
import { capsule, cheeks, eyes, headwear, mouth, neckwear, taper, type Expression, type Figure, type Pose } from './figure-kit';
import type { CreatureLook } from './look';
import { circle, ellipse, path, place, polygon, type Paint, type SvgNode } from './svg-tree';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const ORANGE = '#f5a63f';
const WING_LIFT: Record<Pose, [number, number]> = { relaxed: [0, 0], wave: [0, -62], cheer: [-62, -62], hold: [0, -30] };

function wing(side: number, lift: number, color: string): SvgNode {
  return place(side * 54, -112, 1, [path(`M0 0Q${side * -44} 36 ${side * -14} 84Q${side * 2} 56 ${side * 10} 8Z`, fig(color))], false, side * lift);
}

/** Owls, penguins, ducks and little birds: one round egg of a body. */
export function drawBird(look: CreatureLook, pose: Pose, expression: Expression): Figure {
  const { species } = look;
  const body = look.body.hex;
  const belly = species === 'penguin' ? '#fbfaf6' : look.belly.hex;
  const nodes: SvgNode[] = [];
  const [left, right] = WING_LIFT[pose];
  if (species === 'bird') nodes.push(path('M40 -70L104 -96L96 -66L110 -50L44 -44Z', fig(look.accent.hex)));
  for (const side of [-1, 1]) nodes.push(path(`M${side * 14} -14L${side * 8} 0M${side * 14} -14L${side * 20} 0M${side * 14} -14L${side * 14} 2`, { kind: 'line', color: ORANGE, width: 5 }));
  if (species === 'owl') for (const side of [-1, 1]) nodes.push(path(`M${side * 34} -168L${side * 52} -206L${side * 58} -150Z`, fig(shade(body, -0.1))));
  nodes.push(ellipse(0, -96, 64, 90, fig(body)));
  if (species === 'penguin') {
    nodes.push(path('M0 -150C-20 -172 -54 -160 -50 -124C-54 -80 -44 -26 0 -18C44 -26 54 -80 50 -124C54 -160 20 -172 0 -150Z', { kind: 'land', fill: belly }));
  } else {
    nodes.push(ellipse(0, -62, 42, 50, { kind: 'land', fill: belly }));
  }
  if (species === 'owl') {
    for (const [x, y] of [[-16, -78], [16, -78], [0, -62], [-22, -50], [22, -50], [0, -38]] as const) {
      nodes.push(path(`M${x - 8} ${y}Q${x} ${y + 8} ${x + 8} ${y}`, { kind: 'line', color: shade(belly, -0.25), width: 2.4 }));
    }
    for (const side of [-1, 1]) nodes.push(circle(side * 26, -122, 26, { kind: 'land', fill: mix(belly, '#ffffff', 0.4) }));
  }
  // Round birds have no neck to tie a scarf around, so they wear their colour as a bow on the chest.
  if (species !== 'owl' && look.accessory !== 'none') nodes.push(...neckwear(look.accessory === 'bow' ? 'bow' : 'bowtie', look.accessoryColor, -66, 64));
  nodes.push(wing(-1, left, shade(body, -0.08)), wing(1, right, shade(body, -0.08)));
  const eyeSize = species === 'owl' ? 12 : 9;
  nodes.push(...eyes(species === 'owl' ? 26 : 24, -122, eyeSize, expression));
  nodes.push(...cheeks(40, -100, 8));
  if (species === 'duck') {
    nodes.push(ellipse(0, -98, 24, 10, fig(ORANGE)));
    nodes.push(path('M-4 -186Q-10 -200 0 -206M4 -186Q8 -198 16 -198', { kind: 'line', width: 3 }));
  } else {
    nodes.push(path('M-9 -108L9 -108L0 -92Z', fig(ORANGE)));
  }
  if (expression === 'joy' || expression === 'surprised') nodes.push(...mouth(-84, 12, expression));
  if (species === 'bird') for (const [x, y] of [[-8, -188], [4, -192], [14, -186]] as const) nodes.push(ellipse(x, y, 5, 12, fig(look.accent.hex)));
  if (look.headwear) nodes.push(place(0, -150, 0.8, headwear(look.headwear, look.accessoryColor)));
  return { nodes, top: -210 - (look.headwear ? 60 : 0), halfWidth: 100, hand: { x: 64, y: -60 } };
}

/** Dinosaurs and dragons: chubby, upright, with a tail for balance and spikes down the back. */
export function drawReptile(look: CreatureLook, pose: Pose, expression: Expression): Figure {
  const dragon = look.species === 'dragon';
  const body = look.body.hex;
  const belly = mix(look.belly.hex, '#fff3c4', 0.4);
  const spike = dragon ? '#f6c945' : shade(body, -0.2);
  const nodes: SvgNode[] = [];
  if (dragon) {
    for (const side of [-1, 1]) {
      nodes.push(path(`M${side * 30} -120L${side * 120} -178L${side * 112} -128L${side * 132} -112L${side * 102} -86L${side * 112} -62L${side * 40} -84Z`, fig(shade(body, 0.08))));
    }
  }
  nodes.push(path(taper([{ x: 30, y: -36 }, { x: 118, y: -22 }, { x: 150, y: -70 }], 56, 12), fig(body)));
  for (const [x, y] of [[84, -46], [116, -44], [138, -62]] as const) nodes.push(polygon([[x - 8, y - 12], [x + 4, y - 28], [x + 10, y - 6]], fig(spike)));
  for (const side of [-1, 1]) nodes.push(ellipse(side * 30, -14, 26, 16, fig(body)));
  nodes.push(ellipse(0, -76, 58, 66, fig(body)));
  nodes.push(ellipse(0, -64, 38, 50, { kind: 'land', fill: belly }));
  for (const y of [-92, -72, -52, -34]) nodes.push(path(`M${-30 + Math.abs(y + 62) * 0.3} ${y}Q0 ${y + 6} ${30 - Math.abs(y + 62) * 0.3} ${y}`, { kind: 'line', color: shade(belly, -0.2), width: 2.4 }));
  for (const [x, y, s] of [[-42, -96, 7], [-48, -64, 5], [44, -110, 6]] as const) nodes.push(circle(x, y, s, { kind: 'land', fill: shade(body, -0.12) }));
  const arms: Record<Pose, [number, number]> = { relaxed: [30, 30], wave: [30, 140], cheer: [140, 140], hold: [30, 70] };
  const [l, rr] = arms[pose];
  for (const [side, angle] of [[-1, l], [1, rr]] as const) {
    const a = (angle * Math.PI) / 180;
    nodes.push(path(capsule(side * 44, -104, side * (44 + Math.sin(a) * 32), -104 + Math.cos(a) * 32, 18), fig(body)));
  }
  nodes.push(...neckwear(look.accessory, look.accessoryColor, -126, 80));

  const head: SvgNode[] = [];
  for (let k = 0; k < 5; k++) {
    const a = Math.PI * (1.15 + k * 0.175);
    const x = Math.cos(a) * 62;
    const y = Math.sin(a) * 52;
    head.push(polygon([[x - 12, y + 6], [x * 1.3, y * 1.3 - 6], [x + 12, y + 4]], fig(spike)));
  }
  if (dragon) for (const side of [-1, 1]) head.push(path(`M${side * 22} -44L${side * 34} -86L${side * 42} -40Z`, fig('#f3e6c8')));
  head.push(ellipse(0, 0, 66, 54, fig(body)));
  head.push(ellipse(0, 26, 44, 24, { kind: 'land', fill: mix(body, belly, 0.5) }));
  head.push(...eyes(26, -10, 9, expression));
  head.push(...cheeks(44, 12, 9));
  for (const side of [-1, 1]) head.push(ellipse(side * 10, 14, 3.5, 2.6, { kind: 'dot', fill: shade(body, -0.45) }));
  if (expression === 'happy' || expression === 'sleepy') head.push(path('M-28 28Q0 48 28 28', { kind: 'line', width: 3.2 }));
  else head.push(...mouth(30, 24, expression));
  if (look.headwear) head.push(place(0, -4, 0.9, headwear(look.headwear, look.accessoryColor)));
  nodes.push(place(0, -170, 1, head));
  const ra = (rr * Math.PI) / 180;
  return { nodes, top: -250 - (dragon ? 20 : 0), halfWidth: dragon ? 140 : 110, hand: { x: 44 + Math.sin(ra) * 32, y: -104 + Math.cos(ra) * 32 } };
}

/** Turtles and frogs: low and wide. */
export function drawLowCreature(look: CreatureLook, expression: Expression): Figure {
  const body = look.body.hex;
  const nodes: SvgNode[] = [];
  if (look.species === 'turtle') {
    for (const side of [-1, 1]) nodes.push(ellipse(side * 34, -12, 22, 14, fig(body)));
    nodes.push(ellipse(0, -74, 70, 72, fig('#7c9a4c')));
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2;
      nodes.push(circle(Math.cos(a) * 66, -74 + Math.sin(a) * 68, 9, { kind: 'land', fill: '#9bb864' }));
    }
    nodes.push(ellipse(0, -70, 46, 56, { kind: 'land', fill: '#f1e2a4' }));
    nodes.push(path('M-44 -86L44 -86M-44 -54L44 -54M0 -126L0 -16', { kind: 'line', color: '#cdb977', width: 2.4 }));
    for (const side of [-1, 1]) nodes.push(path(capsule(side * 50, -98, side * 76, -70, 20), fig(body)));
    nodes.push(...neckwear(look.accessory, look.accessoryColor, -136, 70));
    const head = [circle(0, 0, 50, fig(body)), ...eyes(19, -2, 8, expression), ...cheeks(32, 16, 8), ...mouth(22, 18, expression === 'joy' ? 'joy' : 'happy')];
    if (look.headwear) head.push(place(0, 4, 0.8, headwear(look.headwear, look.accessoryColor)));
    nodes.push(place(0, -176, 1, head));
    return { nodes, top: -240, halfWidth: 90, hand: { x: 76, y: -70 } };
  }
  for (const side of [-1, 1]) nodes.push(path(`M${side * 26} -10L${side * 64} -4L${side * 54} 2L${side * 70} 4L${side * 24} 4Z`, fig(shade(body, -0.05))));
  nodes.push(ellipse(0, -54, 62, 52, fig(body)));
  nodes.push(ellipse(0, -44, 40, 34, { kind: 'land', fill: look.belly.hex }));
  for (const side of [-1, 1]) nodes.push(circle(side * 40, -146, 26, fig(body)));
  nodes.push(ellipse(0, -112, 74, 46, fig(body)));
  for (const side of [-1, 1]) nodes.push(circle(side * 40, -146, 18, { kind: 'land', fill: '#fbfaf5' }));
  nodes.push(...eyes(40, -146, 9, expression));
  nodes.push(...cheeks(52, -104, 10));
  nodes.push(expression === 'joy' || expression === 'surprised' ? mouth(-104, 30, expression)[0]! : path('M-40 -104Q0 -80 40 -104', { kind: 'line', width: 3.4 }));
  return { nodes, top: -190, halfWidth: 90, hand: { x: 60, y: -60 } };
}
