import { mix, shade } from '../color';
import { capsule, eyes, headwear, mouth, neckwear, taper, tear, type Expression, type Figure, type Pose } from '../figure-kit';
import type { CreatureLook } from '../look';
import { r } from '../random';
import { circle, ellipse, path, place, polygon, type Paint, type SvgNode } from '../svg-tree';

/**
 * Small animals sitting up on their haunches in side view (mice, rabbits, hares, squirrels), the
 * hedgehog low and round under its prickles, monkeys and kangaroos upright, and the little
 * cold-blooded ones: frogs, tortoises, lizards, snails, snakes. Feet at (0,0), facing right.
 */
const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const land = (fill: string): Paint => ({ kind: 'land', fill });
const INNER = '#f7a8b8';

interface SitterSpec {
  bodyR: number;
  headR: number;
  ears: 'mouse' | 'rabbit' | 'hare' | 'squirrel' | 'hamster' | 'koala';
  tail: 'thin' | 'puff' | 'bushy' | 'none';
  snout: number;
  feet: number;
}
const SITTERS: Record<string, SitterSpec> = {
  mouse: { bodyR: 34, headR: 28, ears: 'mouse', tail: 'thin', snout: 16, feet: 18 },
  hamster: { bodyR: 36, headR: 28, ears: 'hamster', tail: 'none', snout: 8, feet: 12 },
  rabbit: { bodyR: 44, headR: 32, ears: 'rabbit', tail: 'puff', snout: 12, feet: 30 },
  hare: { bodyR: 48, headR: 32, ears: 'hare', tail: 'puff', snout: 16, feet: 40 },
  squirrel: { bodyR: 38, headR: 28, ears: 'squirrel', tail: 'bushy', snout: 12, feet: 20 },
  koala: { bodyR: 50, headR: 40, ears: 'koala', tail: 'none', snout: 6, feet: 22 },
};

export function drawSitter(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const spec = SITTERS[look.kit] ?? SITTERS.mouse!;
  const f = new Set(look.features);
  const body = look.body.hex;
  const belly = mix(body, '#fff6ea', 0.6);
  const dark = shade(body, -0.14);
  const nodes: SvgNode[] = [];
  const lying = pose === 'sleep' || pose === 'crouch';
  const running = pose === 'run' || pose === 'walk';
  const B = spec.bodyR;
  const tall = look.kit === 'hare' ? 1.35 : 1.1;
  const cy = lying ? -B * 0.8 : -B * tall;
  // Tail behind.
  if (spec.tail === 'thin')
    nodes.push(
      path(
        `M${r(-B * 0.8)} ${r(-B * 0.3)}Q${r(-B * 2.2)} ${r(-B * 0.2)} ${r(-B * 2)} ${r(-B * 1.4)}Q${r(-B * 1.9)} ${r(-B * 1.9)} ${r(-B * 1.5)} ${r(-B * 1.8)}`,
        { kind: 'line', color: shade(body, -0.2), width: 5 },
      ),
    );
  if (spec.tail === 'bushy')
    nodes.push(
      path(
        `M${r(-B * 0.6)} ${r(-B * 0.2)}C${r(-B * 2.2)} ${r(-B * 0.2)} ${r(-B * 2.4)} ${r(-B * 3.2)} ${r(-B * 1.0)} ${r(-B * 3.0)}C${r(-B * 0.4)} ${r(-B * 2.9)} ${r(-B * 0.3)} ${r(-B * 2.4)} ${r(-B * 0.8)} ${r(-B * 2.3)}C${r(-B * 1.5)} ${r(-B * 2.2)} ${r(-B * 1.4)} ${r(-B * 1.0)} ${r(-B * 0.2)} ${r(-B * 0.8)}Z`,
        fig(body),
      ),
    );
  // Big back foot and haunch.
  nodes.push(ellipse(B * 0.1, -6, spec.feet, 9, fig(dark)));
  nodes.push({
    tag: 'ellipse',
    attrs: {
      cx: 0,
      cy: r(cy),
      rx: r(B * (lying ? 1.35 : 0.92)),
      ry: r(B * (lying ? 0.8 : 1.05)),
      transform: `rotate(${lying ? 0 : running ? -40 : -14} 0 ${r(cy)})`,
    },
    paint: fig(body),
  });
  nodes.push(ellipse(B * 0.3, cy + B * 0.15, B * 0.5, B * 0.7, land(belly)));
  nodes.push(ellipse(-B * 0.35, -B * 0.45, B * 0.55, B * 0.45, fig(body)));
  if (spec.tail === 'puff') nodes.push(circle(-B * 0.95, -B * 0.5, B * 0.3, fig('#fbf8f2')));
  // Front paws.
  const paw = pose === 'hold' || pose === 'reach' || pose === 'wave' ? { x: B * 0.95, y: cy - B * 0.1 } : { x: B * 0.6, y: cy + B * 0.55 };
  nodes.push(path(capsule(B * 0.4, cy - B * 0.2, paw.x, paw.y, 11), fig(body)));
  if (look.accessory !== 'none') nodes.push(place(B * 0.3, cy - B * 0.75, 0.45, neckwear(look.accessory, look.accessoryColor, 0, 60), false, -20));
  // Head.
  const hx = B * 0.45;
  const hy = cy - B * (lying ? 0.4 : 1.15);
  const R = spec.headR;
  const head: SvgNode[] = [];
  const ear = (x: number, front: boolean): SvgNode[] => {
    const tone = front ? body : dark;
    switch (spec.ears) {
      case 'mouse': {
        const s = f.has('big-ears') ? 1.45 : 1;
        return [circle(x, -R * 0.85, R * 0.5 * s, fig(tone)), ...(front ? [circle(x, -R * 0.85, R * 0.3 * s, land(mix(body, INNER, 0.6)))] : [])];
      }
      case 'hamster':
        return [circle(x, -R * 0.85, R * 0.22, fig(tone))];
      case 'koala':
        return [circle(x, -R * 0.7, R * 0.5, fig(tone)), ...(front ? [circle(x, -R * 0.7, R * 0.3, land('#f4f0ee'))] : [])];
      case 'squirrel':
        return [path(`M${r(x - R * 0.22)} ${r(-R * 0.7)}L${r(x)} ${r(-R * 1.5)}L${r(x + R * 0.25)} ${r(-R * 0.72)}Z`, fig(tone))];
      default: {
        const len = spec.ears === 'hare' ? 2.6 : 2.0;
        return [
          path(capsule(x, -R * 0.6, x - R * 0.35, -R * len, R * 0.42), fig(tone)),
          ...(front ? [path(capsule(x - R * 0.04, -R * 0.8, x - R * 0.3, -R * (len - 0.2), R * 0.18), land(mix(body, INNER, 0.55)))] : []),
        ];
      }
    }
  };
  head.push(...ear(-R * 0.35, false));
  head.push(ellipse(0, 0, R * 1.05, R, fig(body)));
  head.push(
    path(
      `M${r(R * 0.3)} ${r(-R * 0.4)}Q${r(R + spec.snout)} ${r(-R * 0.1)} ${r(R * 0.9 + spec.snout)} ${r(R * 0.35)}Q${r(R * 0.7)} ${r(R * 0.75)} ${r(R * 0.2)} ${r(R * 0.5)}Z`,
      fig(look.kit === 'koala' ? body : mix(body, '#fff6ea', 0.3)),
    ),
  );
  head.push(
    ellipse(R * 0.95 + spec.snout, R * 0.2, look.kit === 'koala' ? R * 0.28 : R * 0.12, look.kit === 'koala' ? R * 0.2 : R * 0.1, {
      kind: 'figure',
      fill: look.kit === 'koala' ? '#3b3640' : '#f28aa0',
    }),
  );
  head.push(place(R * 0.25, -R * 0.12, 1, eyes(R * 0.27, 0, R * 0.17, lying ? 'sleepy' : expression, '#2a1f2d', gaze)));
  head.push(ellipse(-R * 0.3, R * 0.4, R * 0.18, R * 0.11, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
  for (const dy of [-3, 4])
    head.push(
      path(`M${r(R * 0.9 + spec.snout * 0.6)} ${r(R * 0.32 + dy)}L${r(R * 1.5 + spec.snout)} ${r(R * 0.25 + dy * 2.4)}`, {
        kind: 'line',
        color: shade(body, -0.35),
        width: 1.8,
      }),
    );
  head.push(
    expression === 'joy' || expression === 'surprised'
      ? place(R * 0.7, R * 0.55, 0.5, mouth(0, R * 0.5, expression))
      : path(`M${r(R * 0.55)} ${r(R * 0.55)}Q${r(R * 0.7)} ${r(R * 0.7)} ${r(R * 0.85)} ${r(R * 0.55)}`, { kind: 'line', width: 2.4 }),
  );
  if (expression === 'sad') head.push(tear(R * 0.1, R * 0.15, R * 0.16));
  head.push(...ear(R * 0.15, true));
  if (f.has('glasses'))
    head.push(
      place(R * 0.25, -R * 0.12, 1, [
        circle(-R * 0.27, 0, R * 0.26, { kind: 'line', color: '#6a4a2a', width: 3 }),
        circle(R * 0.27, 0, R * 0.26, { kind: 'line', color: '#6a4a2a', width: 3 }),
      ]),
    );
  if (f.has('crown')) head.push(place(0, R * 0.1, R / 70, headwear('crown', look.accessoryColor)));
  else if (look.headwear) head.push(place(0, 0, R / 62, headwear(look.headwear, look.accessoryColor)));
  nodes.push(place(hx, hy, 1, head));
  const earTop = spec.ears === 'hare' ? 2.9 : spec.ears === 'rabbit' ? 2.3 : 1.4;
  return { nodes, top: Math.min(hy - R * earTop, spec.tail === 'bushy' ? -B * 3.2 : 0), halfWidth: B * 2, hand: paw, head: { x: hx, y: hy } };
}

export function drawHedgehog(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const body = look.body.hex;
  const spines = shade(body, -0.25);
  const face = mix(body, '#f6e2c8', 0.6);
  const nodes: SvgNode[] = [];
  const lying = pose === 'sleep' || pose === 'crouch';
  for (const x of [-30, 24]) nodes.push(ellipse(x, -8, 14, 9, fig(shade(face, -0.2))));
  // The prickly back: a zigzag dome.
  const points: string[] = [];
  const count = 17;
  for (let k = 0; k <= count; k++) {
    const a = Math.PI * (1 + k / count);
    const radius = k % 2 === 0 ? 70 : 86;
    points.push(`${r(-6 + Math.cos(a) * radius * 1.1)} ${r(-26 + Math.sin(a) * radius * 0.85)}`);
  }
  nodes.push(path(`M-80 -20L${points.join('L')}L70 -20Q0 -4 -80 -20Z`, fig(spines)));
  nodes.push(path('M-58 -24Q-50 -80 0 -84Q40 -84 56 -50', { kind: 'line', color: shade(spines, -0.15), width: 3 }));
  nodes.push(ellipse(10, -30, 52, 28, fig(face)));
  // The pointed face and a nose like a blackberry.
  const head: SvgNode[] = [
    path('M-26 -20Q0 -34 30 -14Q58 2 62 14Q40 30 0 26Q-26 20 -26 -20Z', fig(face)),
    circle(64, 12, 9, fig('#3a2a33')),
    circle(61, 9, 3, { kind: 'tone', fill: '#ffffff', opacity: 0.6 }),
    place(18, -2, 1, eyes(11, 0, 5.5, lying ? 'sleepy' : expression, '#2a1f2d', gaze)),
    ellipse(6, 14, 7, 4.5, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }),
    circle(-10, -18, 8, fig(face)),
  ];
  if (expression === 'joy') head.push(place(40, 20, 0.4, mouth(0, 20, 'joy')));
  if (look.accessory !== 'none') nodes.push(place(30, -16, 0.4, neckwear(look.accessory, look.accessoryColor, 0, 50), false, -50));
  nodes.push(place(40, -40, 1, head));
  return { nodes, top: -112, halfWidth: 110, hand: { x: 100, y: -20 }, head: { x: 40, y: -40 } };
}

/** Monkeys and kangaroos stand up; a monkey has long arms and a curling tail, a kangaroo big feet and a thick tail. */
export function drawUprightMammal(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const kangaroo = look.kit === 'kangaroo';
  const body = look.body.hex;
  const belly = mix(body, '#fff3e0', 0.55);
  const nodes: SvgNode[] = [];
  const S = kangaroo ? 1.3 : 1;
  if (kangaroo)
    nodes.push(
      path(
        taper(
          [
            { x: -20, y: -60 },
            { x: -90, y: -20 },
            { x: -150, y: -6 },
          ],
          40,
          12,
        ),
        fig(body),
      ),
    );
  else nodes.push(path('M-30 -60C-100 -60 -110 -160 -60 -170C-30 -174 -30 -140 -50 -136', { kind: 'line', color: shade(body, -0.1), width: 10 }));
  nodes.push(ellipse(kangaroo ? 20 : 4, -8, kangaroo ? 46 : 20, 10, fig(shade(body, -0.1))));
  nodes.push({ tag: 'ellipse', attrs: { cx: 0, cy: r(-90 * S), rx: r(46 * S), ry: r(60 * S), transform: `rotate(-10 0 ${r(-90 * S)})` }, paint: fig(body) });
  nodes.push(ellipse(10, -84 * S, 28 * S, 42 * S, land(belly)));
  nodes.push(ellipse(-10, -40 * S, 36 * S, 30 * S, fig(body)));
  const up = pose === 'wave' || pose === 'cheer' || pose === 'climb';
  nodes.push(path(capsule(20 * S, -130 * S, up ? 60 * S : 50 * S, up ? -200 * S : (kangaroo ? -100 : -70) * S, 14), fig(body)));
  const R = 40 * S;
  const head: SvgNode[] = [];
  if (kangaroo)
    for (const x of [-R * 0.5, R * 0.05])
      head.push(
        path(`M${r(x - R * 0.2)} ${r(-R * 0.6)}L${r(x - R * 0.05)} ${r(-R * 1.6)}L${r(x + R * 0.25)} ${r(-R * 0.65)}Z`, fig(shade(body, x < 0 ? -0.12 : 0))),
      );
  else head.push(circle(-R * 0.95, -R * 0.05, R * 0.35, fig(body)), circle(-R * 0.95, -R * 0.05, R * 0.2, land(mix(body, INNER, 0.5))));
  head.push(ellipse(0, 0, R, R * 0.95, fig(body)));
  head.push(
    kangaroo
      ? path(
          `M${r(R * 0.2)} ${r(-R * 0.3)}Q${r(R * 1.6)} ${r(-R * 0.1)} ${r(R * 1.4)} ${r(R * 0.45)}Q${r(R * 0.8)} ${r(R * 0.8)} ${r(R * 0.2)} ${r(R * 0.5)}Z`,
          fig(mix(body, '#fff3e0', 0.2)),
        )
      : path(
          `M${r(-R * 0.2)} ${r(-R * 0.5)}Q${r(R * 0.9)} ${r(-R * 0.9)} ${r(R * 0.95)} ${r(0)}Q${r(R * 1.05)} ${r(R * 0.8)} ${r(R * 0.1)} ${r(R * 0.75)}Q${r(-R * 0.3)} ${r(R * 0.5)} ${r(-R * 0.2)} ${r(-R * 0.5)}Z`,
          land(mix(body, '#f6d8b8', 0.65)),
        ),
  );
  head.push(ellipse(R * (kangaroo ? 1.35 : 0.85), R * 0.2, R * 0.1, R * 0.08, { kind: 'dot', fill: '#3a2a33' }));
  head.push(place(R * 0.3, -R * 0.15, 1, eyes(R * 0.27, 0, R * 0.16, pose === 'sleep' ? 'sleepy' : expression, '#2a1f2d', gaze)));
  head.push(
    expression === 'joy' || expression === 'surprised'
      ? place(R * 0.55, R * 0.5, 0.5, mouth(0, R * 0.6, expression))
      : path(`M${r(R * 0.35)} ${r(R * 0.45)}Q${r(R * 0.55)} ${r(R * 0.6)} ${r(R * 0.8)} ${r(R * 0.45)}`, { kind: 'line', width: 2.6 }),
  );
  if (expression === 'sad') head.push(tear(R * 0.05, R * 0.1, R * 0.15));
  if (look.headwear) head.push(place(0, 0, R / 62, headwear(look.headwear, look.accessoryColor)));
  nodes.push(place(10 * S, -170 * S, 1, head));
  if (look.accessory !== 'none') nodes.push(place(10, -140 * S, 0.5, neckwear(look.accessory, look.accessoryColor, 0, 60)));
  return { nodes, top: -170 * S - R * (kangaroo ? 1.7 : 1.1), halfWidth: 90 * S, hand: { x: 50 * S, y: -70 * S }, head: { x: 10 * S, y: -170 * S } };
}

/** A bat with its wings spread. */
export function drawBat(look: CreatureLook, _pose: Pose, expression: Expression, gaze = 0): Figure {
  const body = look.body.hex;
  const wing = shade(body, -0.12);
  const nodes: SvgNode[] = [];
  for (const side of [-1, 1])
    nodes.push(
      path(`M${side * 20} -100L${side * 110} -140L${side * 100} -100L${side * 120} -80L${side * 86} -70L${side * 90} -50L${side * 20} -70Z`, fig(wing)),
    );
  nodes.push(ellipse(0, -80, 32, 40, fig(body)));
  for (const side of [-1, 1]) nodes.push(path(`M${side * 10} -140L${side * 26} -170L${side * 30} -130Z`, fig(body)));
  nodes.push(circle(0, -130, 30, fig(body)), place(0, -132, 1, eyes(11, 0, 6, expression, '#2a1f2d', gaze)), place(0, -116, 0.5, mouth(0, 20, expression)));
  return { nodes, top: -172, halfWidth: 120, hand: { x: 60, y: -80 } };
}

// ---------------------------------------------------------------------------------------------
// Frogs, tortoises, lizards, snakes, snails.

export function drawFrog(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const body = look.kit === 'toad' ? look.body.hex : look.body.hex;
  const f = new Set(look.features);
  const nodes: SvgNode[] = [];
  const jump = pose === 'run' || pose === 'cheer' || pose === 'fly';
  const lift = jump ? -40 : 0;
  for (const side of [-1, 1])
    nodes.push(
      path(
        `M${side * 26} ${-10 + lift}L${side * 64} ${-4 + lift}L${side * 54} ${2 + lift}L${side * 70} ${4 + lift}L${side * 24} ${4 + lift}Z`,
        fig(shade(body, -0.05)),
      ),
    );
  for (const side of [-1, 1]) nodes.push(ellipse(side * 50, -30 + lift, 26, 20, fig(shade(body, -0.06))));
  nodes.push(ellipse(0, -54 + lift, 62, 52, fig(body)));
  nodes.push(ellipse(0, -42 + lift, 40, 32, land(mix(body, '#fff8d8', 0.55))));
  if (look.kit === 'toad')
    for (const [x, y] of [
      [-36, -70],
      [30, -80],
      [-10, -90],
      [44, -56],
    ] as const)
      nodes.push(circle(x, y + lift, 6, land(shade(body, -0.15))));
  for (const side of [-1, 1]) nodes.push(circle(side * 38, -144 + lift, 24, fig(body)));
  nodes.push(ellipse(0, -112 + lift, 72, 44, fig(body)));
  for (const side of [-1, 1]) nodes.push(circle(side * 38, -144 + lift, 16, land('#fbfaf5')));
  nodes.push(place(0, lift, 1, eyes(38, -144, 8, pose === 'sleep' ? 'sleepy' : expression, '#2a1f2d', gaze)));
  nodes.push(
    ellipse(-52, -104 + lift, 10, 6, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }),
    ellipse(52, -104 + lift, 10, 6, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }),
  );
  nodes.push(
    expression === 'joy' || expression === 'surprised'
      ? place(0, -100 + lift, 1, mouth(0, 30, expression))
      : expression === 'sad'
        ? path(`M-30 ${-92 + lift}Q0 ${-106 + lift} 30 ${-92 + lift}`, { kind: 'line', width: 3.4 })
        : path(`M-40 ${-104 + lift}Q0 ${-80 + lift} 40 ${-104 + lift}`, { kind: 'line', width: 3.4 }),
  );
  if (look.accessory !== 'none') nodes.push(...neckwear(look.accessory === 'collar' ? 'bowtie' : look.accessory, look.accessoryColor, -70 + lift, 60));
  if (f.has('crown')) nodes.push(place(0, -118 + lift, 0.75, headwear('crown', look.accessoryColor)));
  else if (look.headwear) nodes.push(place(0, -118 + lift, 0.75, headwear(look.headwear, look.accessoryColor)));
  return { nodes, top: -178 + lift - (f.has('crown') ? 60 : 0), halfWidth: 90, hand: { x: 60, y: -60 + lift }, head: { x: 0, y: -120 + lift } };
}

export function drawTortoise(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const body = mix(look.body.hex, '#c8b07a', 0.3);
  const shell = shade(look.body.hex, -0.05);
  const nodes: SvgNode[] = [];
  for (const x of [-50, 40]) nodes.push(path(capsule(x, -40, x - 4, -4, 24), fig(shade(body, -0.1))));
  nodes.push(path('M-90 -30Q-90 -130 0 -132Q90 -130 90 -30Z', fig(shell)));
  for (const [x, y] of [
    [-44, -70],
    [0, -96],
    [44, -70],
    [-20, -52],
    [24, -52],
  ] as const)
    nodes.push(path(`M${x - 18} ${y}L${x - 8} ${y - 16}L${x + 8} ${y - 16}L${x + 18} ${y}L${x + 8} ${y + 14}L${x - 8} ${y + 14}Z`, land(shade(shell, 0.1))));
  nodes.push(rect0(-94, -38, 188, 14, shade(shell, -0.2)));
  for (const x of [-36, 52]) nodes.push(path(capsule(x, -30, x + 4, -4, 26), fig(body)));
  const head: SvgNode[] = [
    path(capsule(-30, 20, 0, 0, 34), fig(body)),
    ellipse(16, -6, 34, 28, fig(body)),
    place(22, -12, 1, eyes(10, 0, 6, pose === 'sleep' ? 'sleepy' : expression, '#2a1f2d', gaze)),
    path('M28 8Q38 14 46 6', { kind: 'line', width: 2.6 }),
  ];
  nodes.push(place(96, -50, 1, head));
  return { nodes, top: -134, halfWidth: 140, hand: { x: 130, y: -40 }, saddle: { x: 0, y: -132 }, head: { x: 110, y: -56 } };
}

function rect0(x: number, y: number, w: number, h: number, fill: string): SvgNode {
  return { tag: 'rect', attrs: { x, y, width: w, height: h, rx: h / 2 }, paint: fig(fill) };
}

export function drawLizard(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const body = look.body.hex;
  const croc = look.kit === 'crocodile';
  const chameleon = look.kit === 'chameleon';
  const nodes: SvgNode[] = [];
  const S = croc ? 1.3 : 1;
  if (chameleon)
    nodes.push(path('M-60 -40C-120 -40 -130 -110 -90 -110C-60 -110 -64 -76 -84 -76C-96 -76 -96 -92 -86 -92', { kind: 'line', color: body, width: 12 }));
  else
    nodes.push(
      path(
        taper(
          [
            { x: -50 * S, y: -26 },
            { x: -130 * S, y: -18 },
            { x: -200 * S, y: -8 },
          ],
          34 * S,
          6,
        ),
        fig(body),
      ),
    );
  for (const x of [-40 * S, 40 * S]) nodes.push(path(capsule(x, -30, x + 14, -4, 14 * S), fig(shade(body, -0.1))));
  nodes.push(ellipse(0, -36 * S, 70 * S, 28 * S, fig(body)));
  if (chameleon) nodes.push(path('M-60 -60Q0 -90 60 -60', { kind: 'line', color: shade(body, -0.2), width: 3 }));
  if (croc)
    for (let k = 0; k < 6; k++)
      nodes.push(
        polygon(
          [
            [-60 + k * 22, -68],
            [-52 + k * 22, -80],
            [-44 + k * 22, -68],
          ],
          fig(shade(body, -0.15)),
        ),
      );
  for (const x of [-24 * S, 56 * S]) nodes.push(path(capsule(x, -26, x + 16, -4, 14 * S), fig(body)));
  const head: SvgNode[] = [
    path(`M-30 -6Q-26 -34 10 -34Q${croc ? 90 : 50} -30 ${croc ? 110 : 62} -4Q${croc ? 100 : 56} 18 10 20Q-26 18 -30 -6Z`, fig(body)),
    place(6, -14, 1, eyes(11, 0, 7, pose === 'sleep' ? 'sleepy' : expression, '#2a1f2d', gaze)),
    path(`M20 8Q${croc ? 60 : 36} 16 ${croc ? 100 : 54} 4`, { kind: 'line', width: 2.6 }),
  ];
  if (croc)
    for (let k = 0; k < 5; k++)
      head.push(
        polygon(
          [
            [30 + k * 14, 6],
            [36 + k * 14, 14],
            [42 + k * 14, 6],
          ],
          fig('#ffffff'),
        ),
      );
  nodes.push(place(70 * S, -44 * S, 1, head));
  return { nodes, top: -90 * S, halfWidth: 200 * S, hand: { x: 90, y: -30 }, head: { x: 70 * S, y: -44 * S } };
}

export function drawSnake(look: CreatureLook, _pose: Pose, expression: Expression, gaze = 0): Figure {
  const body = look.body.hex;
  const nodes: SvgNode[] = [
    ellipse(0, -20, 80, 22, fig(body)),
    ellipse(10, -44, 60, 18, fig(shade(body, 0.05))),
    path('M40 -50Q70 -90 40 -110', { kind: 'line', color: body, width: 26 }),
  ];
  for (const x of [-50, -10, 30]) nodes.push(path(`M${x} -30l10 -10l10 10`, { kind: 'line', color: shade(body, -0.2), width: 3 }));
  nodes.push(
    place(40, -124, 1, [
      ellipse(0, 0, 30, 24, fig(body)),
      place(6, -4, 1, eyes(10, 0, 6, expression, '#2a1f2d', gaze)),
      path('M30 8L44 10M44 10L50 4M44 10L50 16', { kind: 'line', color: '#e5484d', width: 2.4 }),
    ]),
  );
  return { nodes, top: -150, halfWidth: 90, hand: { x: 70, y: -110 } };
}

export function drawSnail(look: CreatureLook, _pose: Pose, expression: Expression, gaze = 0): Figure {
  const shell = look.body.hex;
  const skin = '#c8d6a0';
  const nodes: SvgNode[] = [
    path('M-70 0Q-70 -20 -40 -22L60 -22Q90 -22 96 -50L104 -50Q108 -4 70 0Z', fig(skin)),
    circle(-10, -66, 50, fig(shell)),
    path('M-10 -66m-30 0a30 30 0 1 1 30 30a20 20 0 1 1 -20 -20a10 10 0 1 1 10 10', { kind: 'line', color: shade(shell, -0.3), width: 3 }),
    path('M92 -50L86 -90M102 -50L110 -88', { kind: 'line', color: shade(skin, -0.3), width: 3 }),
    place(98, -92, 1, eyes(12, 0, 6, expression, '#2a1f2d', gaze)),
  ];
  return { nodes, top: -118, halfWidth: 100, hand: { x: 100, y: -30 } };
}
