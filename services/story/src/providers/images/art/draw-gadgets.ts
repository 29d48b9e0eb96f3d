import { mix, shade } from './color';
import { capsule, cheeks, eyes, headwear, mouth, neckwear, type Expression, type Figure, type Pose } from './figure-kit';
import type { CreatureLook } from './look';
import { circle, ellipse, path, place, rect, type Paint, type SvgNode } from './svg-tree';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const ARMS: Record<Pose, [number, number]> = { relaxed: [22, 22], wave: [22, 140], cheer: [140, 140], hold: [22, 62] };

function arms(pose: Pose, shoulderX: number, shoulderY: number, length: number, width: number, color: string, hands?: string): { nodes: SvgNode[]; hand: { x: number; y: number } } {
  const [l, r] = ARMS[pose];
  const nodes: SvgNode[] = [];
  let hand = { x: shoulderX, y: shoulderY + length };
  for (const [side, angle] of [[-1, l], [1, r]] as const) {
    const a = (angle * Math.PI) / 180;
    const end = { x: side * (shoulderX + Math.sin(a) * length), y: shoulderY + Math.cos(a) * length };
    nodes.push(path(capsule(side * shoulderX, shoulderY, end.x, end.y, width), fig(color)));
    if (hands) nodes.push(circle(end.x, end.y, width * 0.7, fig(hands)));
    if (side === 1) hand = end;
  }
  return { nodes, hand };
}

/** Robots, aliens, living stars and rockets: the friends of space and science stories. */
export function drawGadget(look: CreatureLook, pose: Pose, expression: Expression): Figure {
  const body = look.body.hex;
  const light = look.accessoryColor.hex;
  const nodes: SvgNode[] = [];
  switch (look.species) {
    case 'robot': {
      for (const side of [-1, 1]) {
        nodes.push(rect(side * 22 - 11, -50, 22, 40, fig(shade(body, -0.12)), 6));
        nodes.push(path(`M${side * 22 - 20} -2Q${side * 22 - 20} -18 ${side * 22} -18Q${side * 22 + 20} -18 ${side * 22 + 20} -2Z`, fig(shade(body, -0.25))));
      }
      const arm = arms(pose, 50, -116, 52, 16, shade(body, -0.08), shade(body, -0.2));
      nodes.push(rect(-52, -140, 104, 96, fig(body), 22));
      nodes.push(rect(-32, -122, 64, 44, fig(shade(body, -0.08)), 8));
      for (const [x, c] of [[-16, '#f25f5c'], [0, '#f6c945'], [16, '#4fc38a']] as const) nodes.push(circle(x, -100, 6, fig(c)));
      nodes.push(path('M-22 -66L22 -66', { kind: 'line', width: 3 }));
      nodes.push(...arm.nodes);
      nodes.push(path('M0 -236L0 -264', { kind: 'line', width: 4 }));
      nodes.push(circle(0, -270, 10, fig(light)));
      nodes.push(circle(0, -270, 20, { kind: 'tone', fill: light, opacity: 0.3 }));
      nodes.push(rect(-66, -240, 132, 100, fig(body), 26));
      for (const side of [-1, 1]) nodes.push(rect(side * 66 - 8, -204, 16, 30, fig(shade(body, -0.15)), 6));
      nodes.push(rect(-50, -224, 100, 68, fig('#2d3a4f'), 18));
      nodes.push(place(0, -194, 1, expression === 'sleepy' ? eyes(22, 0, 8, 'sleepy').map((n) => ({ ...n, paint: { kind: 'line' as const, color: light, width: 4 } })) : [ellipse(-22, 0, 9, 11, fig(light)), ellipse(22, 0, 9, 11, fig(light)), circle(-19, -4, 3, { kind: 'tone', fill: '#ffffff' }), circle(25, -4, 3, { kind: 'tone', fill: '#ffffff' })]));
      nodes.push(path(expression === 'surprised' ? 'M-6 -168a6 6 0 1 0 12 0a6 6 0 1 0 -12 0' : 'M-16 -172Q0 -160 16 -172', { kind: 'line', color: light, width: 4 }));
      nodes.push(...cheeks(36, -176, 7));
      return { nodes, top: -284, halfWidth: 100, hand: arm.hand };
    }
    case 'alien': {
      const arm = arms(pose, 34, -92, 46, 16, body, body);
      for (const side of [-1, 1]) nodes.push(ellipse(side * 20, -10, 18, 11, fig(shade(body, -0.1))));
      nodes.push(ellipse(0, -62, 40, 52, fig(body)));
      nodes.push(ellipse(0, -54, 24, 32, { kind: 'land', fill: mix(body, '#ffffff', 0.4) }));
      nodes.push(...arm.nodes);
      nodes.push(...neckwear(look.accessory, look.accessoryColor, -108, 60));
      for (const side of [-1, 1]) {
        nodes.push(path(`M${side * 22} -200Q${side * 34} -240 ${side * 48} -252`, { kind: 'line', width: 4 }));
        nodes.push(circle(side * 48, -254, 10, fig(light)));
      }
      nodes.push(ellipse(0, -158, 66, 56, fig(body)));
      nodes.push(...eyes(26, -162, 13, expression));
      nodes.push(...cheeks(44, -136, 9));
      nodes.push(...mouth(-128, 20, expression));
      return { nodes, top: -266, halfWidth: 90, hand: arm.hand };
    }
    case 'rocket': {
      for (const side of [-1, 1]) nodes.push(path(`M${side * 40} -110Q${side * 86} -80 ${side * 82} -10L${side * 44} -40Z`, fig('#e5484d')));
      nodes.push(path('M-22 -40Q0 10 22 -40Z', { kind: 'tone', fill: '#ffb347' }));
      nodes.push(path('M0 -300C60 -250 62 -110 44 -40L-44 -40C-62 -110 -60 -250 0 -300Z', fig(body)));
      nodes.push(path('M0 -300C26 -280 40 -260 46 -236Q0 -222 -46 -236C-40 -260 -26 -280 0 -300Z', fig('#e5484d')));
      nodes.push(circle(0, -164, 40, fig('#9fd6f4')));
      nodes.push(circle(0, -164, 40, { kind: 'line', color: '#7a8396', width: 6 }));
      nodes.push(place(0, -164, 0.6, [...eyes(22, -6, 12, expression), ...mouth(24, 24, expression)]));
      nodes.push(path('M-44 -40L44 -40', { kind: 'line', width: 3 }));
      return { nodes, top: -300, halfWidth: 90, hand: { x: 60, y: -80 } };
    }
    default: {
      const points: string[] = [];
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const radius = k % 2 === 0 ? 108 : 52;
        points.push(`${Math.round(Math.cos(a) * radius)} ${Math.round(-112 + Math.sin(a) * radius)}`);
      }
      nodes.push(path(`M${points.join('L')}Z`, fig(body)));
      nodes.push(path(`M${points.join('L')}Z`, { kind: 'tone', fill: '#fff3a6', opacity: 0.35 }));
      nodes.push(...eyes(20, -116, 10, expression));
      nodes.push(...cheeks(36, -96, 9));
      nodes.push(...mouth(-94, 20, expression));
      if (look.headwear) nodes.push(place(0, -150, 0.6, headwear(look.headwear, look.accessoryColor)));
      return { nodes, top: -230, halfWidth: 110, hand: { x: 90, y: -130 } };
    }
  }
}
