import { mix, shade } from './color';
import { cheeks, eyes, mouth, type Expression, type Figure, type Pose } from './figure-kit';
import type { CreatureLook } from './look';
import { circle, ellipse, path, place, polygon, rect, type Paint, type SvgNode } from './svg-tree';
import { capsule } from './figure-kit';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const TYRE = '#3a3a48';
const GLASS = '#cfeaff';

function wheel(x: number, y: number, radius: number): SvgNode[] {
  return [circle(x, y, radius, fig(TYRE)), circle(x, y, radius * 0.45, fig('#c9cfda'))];
}

function faceOf(x: number, y: number, size: number, expression: Expression): SvgNode[] {
  return [place(x, y, size, [...eyes(16, 0, 8, expression), ...cheeks(28, 16, 7), ...mouth(20, 18, expression)])];
}

/** Friendly vehicles with faces, the companions of transport stories; wheels at (0,0). */
export function drawVehicle(look: CreatureLook, _pose: Pose, expression: Expression, faceless = false): Figure {
  const face = (x: number, y: number, size: number, e: Expression): SvgNode[] => (faceless ? [] : faceOf(x, y, size, e));
  const body = look.body.hex;
  const trim = look.accessoryColor.hex;
  const nodes: SvgNode[] = [];
  switch (look.kit) {
    case 'bus': {
      nodes.push(rect(-170, -200, 340, 170, fig(body), 22));
      for (let k = 0; k < 4; k++) nodes.push(rect(-150 + k * 70, -180, 54, 50, fig(GLASS), 6));
      nodes.push(rect(130, -180, 30, 110, fig(GLASS), 6));
      nodes.push(rect(-170, -110, 340, 14, fig(trim), 4));
      nodes.push(...wheel(-100, -26, 28), ...wheel(100, -26, 28));
      nodes.push(...face(60, -80, 0.9, expression));
      nodes.push(rect(150, -60, 22, 16, fig('#fff3b0'), 6));
      return { nodes, top: -200, halfWidth: 180, hand: { x: 150, y: -80 } };
    }
    case 'tractor': {
      nodes.push(...wheel(-70, -60, 58), ...wheel(90, -30, 30));
      nodes.push(rect(-20, -120, 140, 70, fig(body), 12));
      nodes.push(path('M-90 -120L-90 -230L10 -230L10 -120Z', fig(shade(body, 0.05))));
      nodes.push(rect(-76, -216, 72, 60, fig(GLASS), 6));
      nodes.push(rect(70, -170, 16, 50, fig('#3a3a48'), 4));
      nodes.push(...face(50, -90, 0.75, expression));
      return { nodes, top: -240, halfWidth: 140, hand: { x: 110, y: -80 } };
    }
    case 'digger': {
      nodes.push(rect(-120, -50, 220, 40, fig('#3a3a48'), 20));
      for (const x of [-90, -30, 30, 80]) nodes.push(circle(x, -30, 14, fig('#c9cfda')));
      nodes.push(rect(-110, -150, 180, 100, fig(body), 12));
      nodes.push(rect(-90, -230, 90, 86, fig(body), 10), rect(-78, -218, 66, 54, fig(GLASS), 6));
      nodes.push(path(capsule(60, -120, 150, -220, 26), fig(body)), path(capsule(150, -220, 200, -120, 22), fig(body)));
      nodes.push(path('M180 -130L240 -110L220 -60L170 -80Z', fig('#7a7f8a')));
      nodes.push(...face(-10, -100, 0.8, expression));
      return { nodes, top: -240, halfWidth: 240, hand: { x: 220, y: -90 } };
    }
    case 'fire engine': {
      nodes.push(rect(-180, -170, 360, 140, fig(body), 16));
      nodes.push(rect(90, -220, 90, 60, fig(body), 10), rect(104, -206, 62, 40, fig(GLASS), 6));
      nodes.push(path('M-160 -190L80 -230', { kind: 'line', color: '#c9cfda', width: 10 }));
      for (let k = 0; k < 6; k++)
        nodes.push(path(`M${-150 + k * 40} ${-192 - k * 6}L${-150 + k * 40} ${-176 - k * 6}`, { kind: 'line', color: '#c9cfda', width: 4 }));
      nodes.push(rect(120, -236, 30, 14, fig('#4f86e0'), 6));
      nodes.push(...wheel(-110, -26, 28), ...wheel(110, -26, 28));
      nodes.push(...face(0, -100, 0.9, expression));
      return { nodes, top: -240, halfWidth: 190, hand: { x: 170, y: -80 } };
    }
    case 'helicopter': {
      nodes.push(path('M-40 -120L-170 -110L-170 -96L-40 -90Z', fig(body)), path('M-176 -130L-160 -76', { kind: 'line', width: 6 }));
      nodes.push(ellipse(30, -110, 100, 70, fig(body)));
      nodes.push(path('M40 -170Q110 -160 120 -110L40 -110Z', fig(GLASS)));
      nodes.push(path('M30 -180L30 -196', { kind: 'line', width: 8 }), path('M-140 -200L200 -200', { kind: 'line', color: '#3a3a48', width: 8 }));
      nodes.push(path('M-20 -40L-20 -10M80 -40L80 -10M-50 -10L110 -10', { kind: 'line', color: '#3a3a48', width: 6 }));
      nodes.push(...face(0, -110, 0.8, expression));
      return { nodes, top: -206, halfWidth: 210, hand: { x: 120, y: -100 } };
    }
    case 'train': {
      nodes.push(rect(-110, -40, 220, 22, fig(shade(body, -0.25)), 6));
      nodes.push(...wheel(-70, -20, 22), ...wheel(0, -20, 22), ...wheel(70, -20, 22));
      nodes.push(rect(20, -180, 90, 150, fig(body), 10), rect(10, -196, 110, 20, fig(shade(body, -0.2)), 6));
      nodes.push(rect(40, -160, 50, 42, fig(GLASS), 6));
      nodes.push(rect(-110, -130, 140, 100, fig(body), 20));
      nodes.push(rect(-92, -190, 36, 62, fig(shade(body, -0.3)), 6), rect(-100, -202, 52, 16, fig(shade(body, -0.35)), 4));
      nodes.push(circle(-116, -80, 52, fig(mix(body, '#e9eef5', 0.55))));
      nodes.push(...face(-116, -92, 1, expression));
      nodes.push(circle(-80, -230, 16, { kind: 'land', fill: '#f4f4f4' }), circle(-56, -256, 22, { kind: 'land', fill: '#f4f4f4' }));
      return { nodes, top: -280, halfWidth: 170, hand: { x: 90, y: -60 } };
    }
    case 'boat': {
      nodes.push(path('M-150 -20L-40 -20', { kind: 'line', color: '#8fd3f4', width: 5 }));
      nodes.push(rect(-40, -170, 90, 90, fig('#fbf8f2'), 10), rect(-30, -150, 30, 28, fig(GLASS), 5));
      nodes.push(rect(60, -200, 36, 120, fig(trim), 6), rect(56, -210, 44, 16, fig('#3a3a48'), 4));
      nodes.push(path('M-140 -90L150 -90L120 -10Q0 4 -110 -10Z', fig(body)));
      nodes.push(path('M-132 -70L140 -70', { kind: 'line', color: '#ffffff', width: 6 }));
      for (const x of [-90, 70]) nodes.push(circle(x, -46, 12, fig(GLASS)));
      nodes.push(...face(-10, -52, 0.9, expression));
      return { nodes, top: -220, halfWidth: 160, hand: { x: 120, y: -60 } };
    }
    case 'plane': {
      nodes.push(path('M-40 -110L-130 -160L-150 -150L-70 -96Z', fig(shade(body, -0.1))));
      nodes.push(path('M-150 -120L-190 -180L-160 -182L-120 -130Z', fig(trim)));
      nodes.push(ellipse(0, -110, 150, 52, fig(body)));
      nodes.push(path('M-30 -96L-110 -30L-80 -24L20 -88Z', fig(shade(body, -0.08))));
      nodes.push(circle(150, -110, 14, fig('#3a3a48')), ellipse(162, -110, 10, 60, { kind: 'land', fill: '#d9dde5' }));
      for (const x of [-90, -50]) nodes.push(circle(x, -118, 12, fig(GLASS)));
      nodes.push(...face(80, -120, 0.9, expression));
      nodes.push(path('M-20 -58L-20 -34M40 -60L40 -34', { kind: 'line', width: 4 }), ...wheel(-20, -22, 13), ...wheel(40, -22, 13));
      return { nodes, top: -190, halfWidth: 190, hand: { x: 100, y: -70 } };
    }
    default: {
      nodes.push(...wheel(-66, -24, 26), ...wheel(66, -24, 26));
      nodes.push(
        path(
          'M-112 -40L-112 -92Q-112 -112 -90 -114L-60 -118L-38 -170Q-32 -184 -16 -184L50 -184Q66 -184 74 -170L96 -118L100 -116Q116 -112 116 -92L116 -40Z',
          fig(body),
        ),
      );
      nodes.push(path('M-26 -122L-12 -164L50 -164L64 -122Z', fig(GLASS)));
      nodes.push(...face(19, -150, 0.75, expression));
      nodes.push(rect(-100, -86, 42, 18, fig('#fff3b0'), 8), rect(62, -86, 42, 18, fig('#fff3b0'), 8));
      nodes.push(path('M-40 -70Q6 -50 50 -70', { kind: 'line', width: 4 }));
      nodes.push(rect(-116, -52, 232, 14, fig(trim), 6));
      return { nodes, top: -190, halfWidth: 140, hand: { x: 110, y: -80 } };
    }
  }
}

/** Bees, ladybirds and butterflies: small round bodies, busy wings. */
export function drawBug(look: CreatureLook, pose: Pose, expression: Expression): Figure {
  const face = faceOf;
  const body = look.body.hex;
  const nodes: SvgNode[] = [];
  if (look.kit === 'ant' || look.kit === 'spider' || look.kit === 'beetle') {
    // Six legs in three pairs (a spider eight): the far leg of each pair behind the body, the near one
    // in front, each bent at the knee, its foot on the ground.
    const pairs = look.kit === 'spider' ? 4 : 3;
    const feet: { x: number; y: number }[] = [];
    const leg = (k: number, near: boolean): SvgNode => {
      // From the underside, out to a knee, down to the foot: the front pair reaches forwards, the back pair backwards.
      const spread = k - (pairs - 1) / 2;
      const hipX = -24 + spread * 26 + (near ? 0 : 12);
      const knee = { x: hipX + spread * 34 + (near ? 0 : 8), y: near ? -34 : -40 };
      const footX = knee.x + spread * 22 + (near ? 0 : 6);
      feet.push({ x: footX, y: near ? 0 : -6 });
      return path(`M${hipX} -26L${knee.x} ${knee.y}L${footX} ${near ? 0 : -6}`, { kind: 'line', color: near ? '#3a2c33' : '#5a4a52', width: near ? 6 : 5 });
    };
    for (let k = 0; k < pairs; k++) nodes.push(leg(k, false));
    if (look.kit === 'ant') nodes.push(ellipse(-60, -56, 40, 30, fig(body)), ellipse(0, -60, 22, 18, fig(body)));
    else if (look.kit === 'spider') nodes.push(circle(-20, -70, 46, fig(body)));
    else {
      nodes.push(ellipse(-24, -60, 68, 40, fig(body)));
      nodes.push(path('M30 -90Q52 -84 52 -62Q52 -40 30 -36Q40 -62 30 -90Z', fig(shade(body, -0.25))));
      nodes.push(path('M-24 -104L-24 -22', { kind: 'line', width: 3 }), ellipse(-50, -80, 16, 8, { kind: 'tone', fill: '#ffffff', opacity: 0.4 }));
      for (const [x, y] of [
        [-52, -60],
        [4, -66],
        [-40, -36],
        [-6, -40],
      ] as const)
        nodes.push(circle(x, y, 5, { kind: 'land', fill: shade(body, -0.18) }));
    }
    for (let k = 0; k < pairs; k++) nodes.push(leg(k, true));
    const small = look.kit === 'beetle';
    const hx = small ? 66 : 50;
    const hr = small ? 19 : 34;
    nodes.push(path(small ? 'M78 -72Q92 -104 108 -108M76 -66Q100 -84 118 -80' : 'M44 -96Q60 -140 80 -144M52 -92Q80 -120 100 -118', { kind: 'line', width: 3 }));
    if (small) nodes.push(path('M84 -56l14 6M84 -52l12 12', { kind: 'line', width: 3 }));
    nodes.push(circle(hx, -62, hr, fig(small ? shade(body, -0.12) : body)), ...face(hx + 4, -64, small ? 0.55 : 0.75, expression));
    return { nodes, top: -150, halfWidth: 120, hand: { x: 80, y: -60 }, saddle: { x: -24, y: -104 }, feet };
  }
  if (look.kit === 'caterpillar' || look.kit === 'worm') {
    for (let k = 0; k < 5; k++) nodes.push(circle(-100 + k * 34, -30 - (k % 2) * 12, 26, fig(k % 2 ? shade(body, -0.06) : body)));
    if (look.kit === 'caterpillar') nodes.push(path('M60 -110L50 -140M80 -110L90 -140', { kind: 'line', width: 3 }));
    nodes.push(circle(70, -70, 38, fig(body)), ...face(74, -72, 0.8, expression));
    return { nodes, top: -146, halfWidth: 130, hand: { x: 100, y: -50 } };
  }
  if (look.kit === 'butterfly') {
    const wing = shade(body, 0.05);
    for (const side of [-1, 1]) {
      nodes.push(ellipse(side * 62, -150, 60, 52, fig(wing)), ellipse(side * 48, -80, 40, 36, fig(shade(body, -0.06))));
      nodes.push(
        circle(side * 70, -152, 16, { kind: 'land', fill: mix(body, '#ffffff', 0.6) }),
        circle(side * 50, -78, 10, { kind: 'land', fill: mix(body, '#ffffff', 0.6) }),
      );
    }
    nodes.push(path('M-14 -40Q-14 -160 0 -160Q14 -160 14 -40Q0 -30 -14 -40Z', fig('#4a3b5c')));
    nodes.push(path('M-10 -196Q-24 -230 -36 -236M10 -196Q24 -230 36 -236', { kind: 'line', width: 3 }));
    nodes.push(circle(0, -182, 30, fig('#4a3b5c')), ...face(0, -186, 0.75, expression));
    return { nodes, top: -240, halfWidth: 130, hand: { x: 60, y: -80 } };
  }
  const ladybird = look.kit === 'ladybird';
  const lift = pose === 'cheer' || pose === 'wave' ? -20 : 0;
  for (const side of [-1, 1])
    nodes.push(place(side * 40, -150, 1, [ellipse(side * 30, -20, 44, 28, { kind: 'figure', fill: '#e8f6ff' })], false, side * (25 + lift)));
  for (const side of [-1, 1]) for (const y of [-40, -70]) nodes.push(path(`M${side * 40} ${y}L${side * 66} ${y + 16}`, { kind: 'line', width: 4 }));
  nodes.push(ellipse(0, -80, 66, 70, fig(body)));
  if (ladybird) {
    nodes.push(path('M0 -150L0 -12', { kind: 'line', width: 3 }));
    for (const [x, y] of [
      [-30, -100],
      [28, -110],
      [-26, -52],
      [30, -56],
    ] as const)
      nodes.push(circle(x, y, 11, { kind: 'land', fill: '#3a2c33' }));
  } else {
    for (const y of [-110, -74, -40])
      nodes.push(path(`M-62 ${y}Q0 ${y + 14} 62 ${y}L60 ${y + 16}Q0 ${y + 30} -60 ${y + 16}Z`, { kind: 'land', fill: '#3a2c33' }));
  }
  nodes.push(
    path('M-16 -196Q-26 -226 -40 -232M16 -196Q26 -226 40 -232', { kind: 'line', width: 3 }),
    circle(-40, -232, 6, fig('#3a2c33')),
    circle(40, -232, 6, fig('#3a2c33')),
  );
  nodes.push(circle(0, -170, 44, fig(ladybird ? '#3a2c33' : body)), ...face(0, -172, 0.9, expression));
  nodes.push(
    polygon(
      [
        [-8, -8],
        [0, 10],
        [8, -8],
      ],
      fig('#3a2c33'),
    ),
  );
  return { nodes, top: -240, halfWidth: 110, hand: { x: 60, y: -60 } };
}
