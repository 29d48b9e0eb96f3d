import { mix, shade } from './color';
import { capsule, cheeks, eyes, headwear, mouth, neckwear, type Expression, type Figure, type Pose } from './figure-kit';
import type { CreatureLook } from './look';
import { circle, ellipse, path, place, polygon, rect, type Paint, type SvgNode } from './svg-tree';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const ARMS: Partial<Record<Pose, [number, number]>> = {
  relaxed: [22, 22],
  wave: [22, 140],
  cheer: [140, 140],
  hold: [22, 62],
  reach: [22, 85],
  hug: [70, 70],
  point: [22, 95],
  climb: [150, 120],
  fly: [150, 150],
  read: [40, 40],
  listen: [22, 160],
  scan: [22, 160],
};

function arms(
  pose: Pose,
  shoulderX: number,
  shoulderY: number,
  length: number,
  width: number,
  color: string,
  hands?: string,
): { nodes: SvgNode[]; hand: { x: number; y: number } } {
  const [l, r] = ARMS[pose] ?? [22, 22];
  const nodes: SvgNode[] = [];
  let hand = { x: shoulderX, y: shoulderY + length };
  for (const [side, angle] of [
    [-1, l],
    [1, r],
  ] as const) {
    const a = (angle * Math.PI) / 180;
    const end = { x: side * (shoulderX + Math.sin(a) * length), y: shoulderY + Math.cos(a) * length };
    nodes.push(path(capsule(side * shoulderX, shoulderY, end.x, end.y, width), fig(color)));
    if (hands) nodes.push(circle(end.x, end.y, width * 0.7, fig(hands)));
    if (side === 1) hand = end;
  }
  return { nodes, hand };
}

/** Robots, aliens, living stars and rockets: the friends of space and science stories. */
export function drawGadget(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const f = new Set(look.features);
  const body = f.has('brass') ? '#d9a94a' : look.body.hex;
  const light = f.has('antenna-light') ? '#4fa8ff' : look.accessoryColor.hex;
  const nodes: SvgNode[] = [];
  switch (look.kit) {
    case 'robot': {
      if (f.has('tall')) {
        const tall = drawGadget({ ...look, features: look.features.filter((x) => x !== 'tall') }, pose, expression, gaze);
        // Longer legs: the same robot raised on taller legs.
        const legs: SvgNode[] = [-1, 1].flatMap((side) => [
          rect(side * 22 - 10, -90, 20, 80, fig(shade(body, -0.12)), 6),
          path(`M${side * 22 - 20} -2Q${side * 22 - 20} -18 ${side * 22} -18Q${side * 22 + 20} -18 ${side * 22 + 20} -2Z`, fig(shade(body, -0.25))),
        ]);
        return {
          ...tall,
          nodes: [...legs, place(0, -70, 1, tall.nodes)],
          top: tall.top - 70,
          hand: { x: tall.hand.x, y: tall.hand.y - 70 },
          head: { x: 0, y: -264 },
        };
      }
      for (const side of [-1, 1]) {
        nodes.push(rect(side * 22 - 11, -50, 22, 40, fig(shade(body, -0.12)), 6));
        nodes.push(path(`M${side * 22 - 20} -2Q${side * 22 - 20} -18 ${side * 22} -18Q${side * 22 + 20} -18 ${side * 22 + 20} -2Z`, fig(shade(body, -0.25))));
      }
      const arm = arms(pose, 50, -116, 52, 16, shade(body, -0.08), shade(body, -0.2));
      nodes.push(rect(-52, -140, 104, 96, fig(body), 22));
      nodes.push(rect(-32, -122, 64, 44, fig(shade(body, -0.08)), 8));
      for (const [x, c] of [
        [-16, '#f25f5c'],
        [0, '#f6c945'],
        [16, '#4fc38a'],
      ] as const)
        nodes.push(circle(x, -100, 6, fig(c)));
      nodes.push(path('M-22 -66L22 -66', { kind: 'line', width: 3 }));
      nodes.push(...arm.nodes);
      nodes.push(path('M0 -236L0 -264', { kind: 'line', width: 4 }));
      nodes.push(circle(0, -270, 10, fig(light)));
      nodes.push(circle(0, -270, 20, { kind: 'tone', fill: light, opacity: 0.3 }));
      nodes.push(rect(-66, -240, 132, 100, fig(body), 26));
      for (const side of [-1, 1]) nodes.push(rect(side * 66 - 8, -204, 16, 30, fig(shade(body, -0.15)), 6));
      nodes.push(rect(-50, -224, 100, 68, fig('#2d3a4f'), 18));
      // Turned to someone (a gaze), the face on the screen slides that way: the robot looks at them, not out at us.
      const look3q = gaze ? Math.sign(gaze) : 0;
      const slide = look3q * 14;
      const turned = look3q ? { gaze: look3q, turn: look3q } : {};
      if (f.has('clock-face')) {
        // A stopwatch for a face: a round dial with two hands, and the button on top.
        nodes.push(rect(-10, -262, 20, 16, fig('#c6cdd8'), 4));
        nodes.push(circle(0, -190, 40, fig('#fbfaf6')), circle(0, -190, 40, { kind: 'line', width: 4 }));
        for (let k = 0; k < 12; k++) {
          const a = (k / 12) * Math.PI * 2;
          nodes.push(
            path(
              `M${Math.round(Math.cos(a) * 32)} ${Math.round(-190 + Math.sin(a) * 32)}L${Math.round(Math.cos(a) * 36)} ${Math.round(-190 + Math.sin(a) * 36)}`,
              { kind: 'line', width: 2 },
            ),
          );
        }
        nodes.push(path('M0 -190L0 -216M0 -190L16 -182', { kind: 'line', color: '#e5484d', width: 4 }));
        nodes.push(place(slide * 0.7, 0, 1, [...eyes(14, -200, 5, expression, '#2a1f2d', gaze), path('M-10 -176Q0 -168 10 -176', { kind: 'line', width: 3 })]));
        nodes.push(...arm.nodes.slice(0, 0));
        return { nodes, top: -284, halfWidth: 100, hand: arm.hand, head: { x: 0, y: -190 }, ...turned };
      }
      nodes.push(
        place(
          slide,
          -194,
          1,
          expression === 'sleepy'
            ? eyes(22, 0, 8, 'sleepy').map((n) => ({ ...n, paint: { kind: 'line' as const, color: light, width: 4 } }))
            : [
                ellipse(-22, 0, 9, 11, fig(light)),
                ellipse(22, 0, 9, 11, fig(light)),
                circle(-19, -4, 3, { kind: 'tone', fill: '#ffffff' }),
                circle(25, -4, 3, { kind: 'tone', fill: '#ffffff' }),
              ],
        ),
      );
      nodes.push(
        place(slide, 0, 1, [
          path(expression === 'surprised' ? 'M-6 -168a6 6 0 1 0 12 0a6 6 0 1 0 -12 0' : 'M-16 -172Q0 -160 16 -172', { kind: 'line', color: light, width: 4 }),
        ]),
      );
      nodes.push(...cheeks(36, -176, 7).map((n) => place(slide * 0.5, 0, 1, [n])));
      return { nodes, top: -284, halfWidth: 100, hand: arm.hand, ...turned };
    }
    case 'alien': {
      const tall = f.has('tall') ? 1.35 : 1;
      // Turned to someone (a gaze), the face slides across the round head that way.
      const slide = gaze ? Math.sign(gaze) * 12 : 0;
      const turned = gaze ? { gaze: Math.sign(gaze), turn: Math.sign(gaze) } : {};
      const arm = arms(pose, 34, -92 * tall, 46, 16, body, body);
      for (const side of [-1, 1]) nodes.push(ellipse(side * 20, -10, 18, 11, fig(shade(body, -0.1))));
      if (tall > 1) for (const side of [-1, 1]) nodes.push(path(capsule(side * 18, -20, side * 18, -70, 18), fig(body)));
      nodes.push(ellipse(0, -62 * tall, 40, 52 * tall, fig(body)));
      nodes.push(ellipse(0, -54 * tall, 24, 32 * tall, { kind: 'land', fill: mix(body, '#ffffff', 0.4) }));
      if (f.has('four-arms')) nodes.push(...arms(pose === 'wave' ? 'cheer' : 'wave', 34, -70 * tall, 40, 14, body, body).nodes);
      nodes.push(...arm.nodes);
      if (tall > 1) {
        const headNodes: SvgNode[] = [];
        for (const side of [-1, 1]) {
          headNodes.push(path(`M${side * 22} -200Q${side * 34} -240 ${side * 48} -252`, { kind: 'line', width: 4 }));
          headNodes.push(circle(side * 48, -254, 10, fig(light)));
        }
        headNodes.push(ellipse(0, -158, 66, 56, fig(body)));
        headNodes.push(place(slide, 0, 1, alienFace(f, expression, gaze)));
        nodes.push(place(0, -92 * (tall - 1), 1, headNodes));
        return {
          nodes,
          top: -266 - 92 * (tall - 1),
          halfWidth: 90,
          hand: { x: arm.hand.x, y: arm.hand.y },
          head: { x: 0, y: -158 - 92 * (tall - 1) },
          ...turned,
        };
      }
      nodes.push(...neckwear(look.accessory, look.accessoryColor, -108, 60));
      for (const side of [-1, 1]) {
        nodes.push(path(`M${side * 22} -200Q${side * 34} -240 ${side * 48} -252`, { kind: 'line', width: 4 }));
        nodes.push(circle(side * 48, -254, 10, fig(light)));
      }
      nodes.push(ellipse(0, -158, 66, 56, fig(body)));
      nodes.push(place(slide, 0, 1, alienFace(f, expression, gaze)));
      return { nodes, top: -266, halfWidth: 90, hand: arm.hand, ...turned };
    }
    case 'monster':
    case 'yeti': {
      const yeti = look.kit === 'yeti';
      const arm = arms(pose, 56, -150, 70, 30, body, shade(body, -0.1));
      for (const side of [-1, 1]) nodes.push(ellipse(side * 30, -14, 30, 16, fig(shade(body, -0.1))));
      let fur = 'M-70 -40';
      for (let k = 0; k <= 10; k++) fur += `L${-70 + k * 14} ${k % 2 ? -20 : -40}`;
      nodes.push(path(`${fur}L70 -40Q80 -230 0 -236Q-80 -230 -70 -40Z`, fig(body)));
      nodes.push(ellipse(0, -110, 44, 60, { kind: 'land', fill: mix(body, '#ffffff', 0.35) }));
      nodes.push(...arm.nodes);
      if (!yeti) for (const side of [-1, 1]) nodes.push(path(`M${side * 30} -226L${side * 44} -262L${side * 50} -220Z`, fig('#f3e6c8')));
      nodes.push(
        ...eyes(24, -180, 12, expression, '#2a1f2d', gaze),
        ...cheeks(44, -158, 10),
        ...mouth(-150, 30, expression === 'sleepy' ? 'happy' : expression),
      );
      if (!yeti)
        nodes.push(
          polygon0(
            [
              [-14, -148],
              [-8, -136],
              [-2, -148],
            ],
            '#ffffff',
          ),
          polygon0(
            [
              [2, -148],
              [8, -136],
              [14, -148],
            ],
            '#ffffff',
          ),
        );
      return { nodes, top: -262, halfWidth: 120, hand: arm.hand, head: { x: 0, y: -180 } };
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

function polygon0(points: [number, number][], fill: string): SvgNode {
  return polygon(points, fig(fill));
}

/** Three blinking eyes in a row. */
/** An alien's eyes, cheeks and mouth, on a head centred at (0, -158). */
function alienFace(f: Set<string>, expression: Expression, gaze: number): SvgNode[] {
  return [
    ...(f.has('three-eyes') ? threeEyes(-166, expression, gaze) : eyes(26, -162, 13, expression, '#2a1f2d', gaze)),
    ...cheeks(44, -136, 9),
    ...mouth(-128, 20, expression),
  ];
}

function threeEyes(y: number, expression: Expression, gaze: number): SvgNode[] {
  return [...eyes(34, y + 6, 10, expression, '#2a1f2d', gaze), ...eyes(0, y - 8, 11, expression, '#2a1f2d', gaze).slice(0, 3)];
}
