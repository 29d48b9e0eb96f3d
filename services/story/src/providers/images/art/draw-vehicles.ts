import { mix, shade } from './color';
import { cheeks, eyes, mouth, type Expression, type Figure, type Pose } from './figure-kit';
import type { CreatureLook } from './look';
import { circle, ellipse, path, place, polygon, rect, type Paint, type SvgNode } from './svg-tree';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const TYRE = '#3a3a48';
const GLASS = '#cfeaff';

function wheel(x: number, y: number, radius: number): SvgNode[] {
  return [circle(x, y, radius, fig(TYRE)), circle(x, y, radius * 0.45, fig('#c9cfda'))];
}

function face(x: number, y: number, size: number, expression: Expression): SvgNode[] {
  return [place(x, y, size, [...eyes(16, 0, 8, expression), ...cheeks(28, 16, 7), ...mouth(20, 18, expression)])];
}

/** Friendly vehicles with faces, the companions of transport stories; wheels at (0,0). */
export function drawVehicle(look: CreatureLook, _pose: Pose, expression: Expression): Figure {
  const body = look.body.hex;
  const trim = look.accessoryColor.hex;
  const nodes: SvgNode[] = [];
  switch (look.species) {
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
      nodes.push(path('M-112 -40L-112 -92Q-112 -112 -90 -114L-60 -118L-38 -170Q-32 -184 -16 -184L50 -184Q66 -184 74 -170L96 -118L100 -116Q116 -112 116 -92L116 -40Z', fig(body)));
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
  const body = look.body.hex;
  const nodes: SvgNode[] = [];
  if (look.species === 'butterfly') {
    const wing = shade(body, 0.05);
    for (const side of [-1, 1]) {
      nodes.push(ellipse(side * 62, -150, 60, 52, fig(wing)), ellipse(side * 48, -80, 40, 36, fig(shade(body, -0.06))));
      nodes.push(circle(side * 70, -152, 16, { kind: 'land', fill: mix(body, '#ffffff', 0.6) }), circle(side * 50, -78, 10, { kind: 'land', fill: mix(body, '#ffffff', 0.6) }));
    }
    nodes.push(path('M-14 -40Q-14 -160 0 -160Q14 -160 14 -40Q0 -30 -14 -40Z', fig('#4a3b5c')));
    nodes.push(path('M-10 -196Q-24 -230 -36 -236M10 -196Q24 -230 36 -236', { kind: 'line', width: 3 }));
    nodes.push(circle(0, -182, 30, fig('#4a3b5c')), ...face(0, -186, 0.75, expression));
    return { nodes, top: -240, halfWidth: 130, hand: { x: 60, y: -80 } };
  }
  const ladybird = /lady/.test(look.name.toLowerCase()) || body.toLowerCase() === '#e0574a';
  const lift = pose === 'cheer' || pose === 'wave' ? -20 : 0;
  for (const side of [-1, 1]) nodes.push(place(side * 40, -150, 1, [ellipse(side * 30, -20, 44, 28, { kind: 'figure', fill: '#e8f6ff' })], false, side * (25 + lift)));
  for (const side of [-1, 1]) for (const y of [-40, -70]) nodes.push(path(`M${side * 40} ${y}L${side * 66} ${y + 16}`, { kind: 'line', width: 4 }));
  nodes.push(ellipse(0, -80, 66, 70, fig(body)));
  if (ladybird) {
    nodes.push(path('M0 -150L0 -12', { kind: 'line', width: 3 }));
    for (const [x, y] of [[-30, -100], [28, -110], [-26, -52], [30, -56]] as const) nodes.push(circle(x, y, 11, { kind: 'land', fill: '#3a2c33' }));
  } else {
    for (const y of [-110, -74, -40]) nodes.push(path(`M-62 ${y}Q0 ${y + 14} 62 ${y}L60 ${y + 16}Q0 ${y + 30} -60 ${y + 16}Z`, { kind: 'land', fill: '#3a2c33' }));
  }
  nodes.push(path('M-16 -196Q-26 -226 -40 -232M16 -196Q26 -226 40 -232', { kind: 'line', width: 3 }), circle(-40, -232, 6, fig('#3a2c33')), circle(40, -232, 6, fig('#3a2c33')));
  nodes.push(circle(0, -170, 44, fig(ladybird ? '#3a2c33' : body)), ...face(0, -172, 0.9, expression));
  nodes.push(polygon([[-8, -8], [0, 10], [8, -8]], fig('#3a2c33')));
  return { nodes, top: -240, halfWidth: 110, hand: { x: 60, y: -60 } };
}
