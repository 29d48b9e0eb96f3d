import { mix, shade } from '../color';
import { capsule, cheeks, eyes, headwear, mouth, neckwear, taper, tear, type Expression, type Figure, type Pose } from '../figure-kit';
import type { CreatureLook } from '../look';
import { circle, ellipse, path, place, polygon, type Paint, type SvgNode } from '../svg-tree';

/**
 * Sea creatures, drawn swimming (their lowest point a little above (0,0)) or, for crabs and
 * starfish, standing on the sand: dolphins with a beak and a dorsal fin, an octopus with eight
 * arms, a striped seahorse with a curled tail, a sea turtle with flippers and a patchwork shell.
 */
const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const land = (fill: string): Paint => ({ kind: 'land', fill });

export function drawSea(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const body = look.body.hex;
  const belly = look.belly.hex;
  const fin = shade(body, -0.1);
  const f = new Set(look.features);
  const nodes: SvgNode[] = [];
  const sleepy = pose === 'sleep' ? 'sleepy' : expression;
  switch (look.kit) {
    case 'fish':
    case 'clownfish':
    case 'shark': {
      const shark = look.kit === 'shark';
      const S = shark ? 1.5 : 1;
      nodes.push(path(`M${-52 * S} ${-84 * S}L${-112 * S} ${-124 * S}Q${-100 * S} ${-84 * S} ${-112 * S} ${-40 * S}Z`, fig(fin)));
      nodes.push(path(shark ? `M${-20 * S} ${-118 * S}L${10 * S} ${-176 * S}L${34 * S} ${-116 * S}Z` : `M-20 -118Q10 -160 40 -116Z`, fig(fin)));
      nodes.push(ellipse(0, -82 * S, 74 * S, 50 * S, fig(body)));
      nodes.push(
        path(
          `M${-30 * S} ${-60 * S}Q${10 * S} ${-40 * S} ${50 * S} ${-62 * S}Q${30 * S} ${-36 * S} 0 ${-36 * S}Q${-22 * S} ${-38 * S} ${-30 * S} ${-60 * S}Z`,
          land(shark ? '#f4f4f0' : belly),
        ),
      );
      if (look.kit === 'clownfish')
        for (const x of [-30, 20]) nodes.push(path(`M${x - 10} -128Q${x + 6} -82 ${x - 10} -36L${x + 8} -36Q${x + 22} -82 ${x + 8} -128Z`, land('#ffffff')));
      nodes.push(place(40 * S, -92 * S, 1, eyes(0, 0, 10, sleepy, '#2a1f2d', gaze).slice(0, 3)));
      nodes.push(
        ...cheeks(14, 16, 7)
          .slice(1)
          .map((n) => place(40 * S, -92 * S, 1, [n])),
      );
      nodes.push(path(`M${48 * S} ${-68 * S}Q${58 * S} ${-60 * S} ${66 * S} ${-70 * S}`, { kind: 'line', width: 3 }));
      return { nodes, top: -176 * S, halfWidth: 120 * S, hand: { x: 70 * S, y: -70 * S } };
    }
    case 'dolphin':
    case 'whale': {
      const whale = look.kit === 'whale';
      nodes.push(
        path(
          whale
            ? 'M-70 -90Q-130 -150 -150 -130Q-140 -110 -120 -104Q-146 -90 -136 -66Q-110 -74 -66 -70Z'
            : 'M-80 -96Q-120 -136 -140 -120Q-126 -100 -112 -96Q-130 -80 -118 -62Q-100 -74 -76 -80Z',
          fig(fin),
        ),
      );
      nodes.push(
        path(
          whale
            ? 'M-90 -80C-90 -170 90 -176 104 -90C110 -40 60 -30 0 -30C-60 -30 -90 -40 -90 -80Z'
            : 'M-96 -92C-60 -150 60 -150 92 -96L128 -92Q132 -80 118 -76L88 -74C60 -40 -50 -40 -96 -92Z',
          fig(body),
        ),
      );
      nodes.push(
        path(
          whale ? 'M-80 -64C-40 -30 60 -30 100 -64C90 -40 60 -32 0 -32C-50 -32 -76 -44 -80 -64Z' : 'M-80 -80C-40 -54 40 -54 86 -76C60 -48 -40 -46 -80 -80Z',
          land(belly),
        ),
      );
      if (!whale) nodes.push(path('M-10 -134Q0 -170 24 -168Q10 -150 18 -130Z', fig(fin)));
      nodes.push(path(capsule(-4, -72, -30, -50, 20), fig(fin)));
      nodes.push(place(whale ? 48 : 52, -104, 1, eyes(0, 0, 9, sleepy, '#2a1f2d', gaze).slice(0, 3)));
      nodes.push(place(whale ? 28 : 32, -104, 1, eyes(0, 0, 8, sleepy, '#2a1f2d', gaze).slice(0, 3)));
      nodes.push(ellipse(whale ? 64 : 72, whale ? -86 : -88, 9, 6, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
      nodes.push(
        path(whale ? 'M60 -66Q80 -60 94 -72' : f.has('lopsided-grin') ? 'M92 -82Q104 -70 118 -84' : 'M96 -80Q104 -74 112 -80', { kind: 'line', width: 3 }),
      );
      if (whale) nodes.push(path('M20 -166Q10 -200 -8 -206M20 -166Q20 -204 26 -214M20 -166Q34 -200 50 -204', { kind: 'line', color: '#8fd3f4', width: 5 }));
      return { nodes, top: whale ? -220 : -170, halfWidth: 150, hand: { x: 80, y: -60 }, saddle: { x: -10, y: whale ? -170 : -136 } };
    }
    case 'octopus': {
      // Eight busy arms, curling out on both sides.
      for (let k = 0; k < 8; k++) {
        const x = -56 + k * 16;
        const dir = k < 4 ? -1 : 1;
        const reach = 24 + (k % 4) * 10;
        nodes.push(
          path(
            taper(
              [
                { x, y: -66 },
                { x: x + dir * reach, y: -26 + (k % 2) * 8 },
                { x: x + dir * (reach - 16), y: -6 - (k % 3) * 4 },
              ],
              20,
              8,
            ),
            fig(k % 2 ? shade(body, -0.06) : body),
          ),
        );
      }
      nodes.push(path('M-62 -66C-70 -180 70 -180 62 -66Q0 -48 -62 -66Z', fig(body)));
      for (const [x, y, s] of [
        [-30, -150, 7],
        [20, -158, 5],
        [42, -130, 6],
      ] as const)
        nodes.push(circle(x, y, s, land(mix(body, '#ffffff', 0.35))));
      nodes.push(...eyes(22, -106, 10, sleepy, '#2a1f2d', gaze), ...cheeks(40, -84, 9), ...mouth(-84, 18, expression === 'sleepy' ? 'happy' : expression));
      if (expression === 'sad') nodes.push(tear(34, -98, 9));
      if (look.headwear) nodes.push(place(0, -150, 0.7, headwear(look.headwear, look.accessoryColor)));
      return { nodes, top: -180, halfWidth: 110, hand: { x: 84, y: -30 } };
    }
    case 'seahorse': {
      // A snout, a crest, a striped body and a curled tail.
      nodes.push(path('M-8 -48C-30 -40 -40 -14 -22 -6C-6 0 4 -14 -6 -22C-14 -28 -22 -20 -18 -14', { kind: 'line', color: shade(body, -0.1), width: 12 }));
      nodes.push(
        path('M-20 -200C20 -214 50 -180 34 -150C20 -120 40 -100 30 -70C22 -40 -10 -30 -14 -50C-20 -80 -6 -100 -20 -130C-30 -150 -44 -160 -20 -200Z', fig(body)),
      );
      nodes.push(path('M28 -190L76 -180Q78 -166 64 -166L30 -168Z', fig(body)));
      for (const [x, y] of [
        [-18, -212],
        [-4, -216],
        [10, -212],
      ] as const)
        nodes.push(
          polygon(
            [
              [x - 6, y + 10],
              [x, y - 6],
              [x + 6, y + 10],
            ],
            fig(fin),
          ),
        );
      nodes.push(path('M-28 -150L-52 -140L-46 -120L-26 -124Z', fig(fin)));
      for (const y of [-150, -128, -106, -84, -62])
        nodes.push(
          path(`M-14 ${y}Q8 ${y + 8} 28 ${y - 2}`, {
            kind: 'line',
            color: f.has('striped') ? shade(body, -0.3) : shade(body, -0.2),
            width: f.has('striped') ? 5 : 2.4,
          }),
        );
      nodes.push(place(14, -186, 1, eyes(0, 0, 8, sleepy, '#2a1f2d', gaze).slice(0, 3)));
      nodes.push(ellipse(20, -172, 7, 4.5, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
      return { nodes, top: -222, halfWidth: 80, hand: { x: 40, y: -100 } };
    }
    case 'turtle': {
      // A sea turtle swimming: flippers, a domed shell of patches, the head forward.
      nodes.push(path('M-40 -70L-110 -40L-90 -30L-30 -50Z', fig(shade(body, -0.08))));
      nodes.push(path('M40 -80L110 -40L80 -36L24 -60Z', fig(shade(body, -0.08))));
      nodes.push(path('M-120 -60Q-110 -170 0 -172Q110 -170 120 -60Q0 -40 -120 -60Z', fig(shade(body, -0.18))));
      const plates: [number, number][] = [
        [-62, -100],
        [-12, -130],
        [40, -120],
        [80, -86],
        [-80, -70],
        [-22, -86],
        [30, -80],
      ];
      plates.forEach(([x, y], k) =>
        nodes.push(
          path(
            `M${x - 24} ${y}L${x - 12} ${y - 20}L${x + 12} ${y - 20}L${x + 24} ${y}L${x + 12} ${y + 18}L${x - 12} ${y + 18}Z`,
            land(f.has('patchwork') ? ['#9cc47a', '#c2b26a', '#7fae7a', '#b8a67a'][k % 4]! : shade(body, k % 2 ? 0.05 : -0.05)),
          ),
        ),
      );
      nodes.push(path('M-124 -60Q0 -36 124 -60Q110 -44 0 -40Q-110 -44 -124 -60Z', fig(mix(body, '#f1e2a4', 0.6))));
      nodes.push(path('M-20 -46L-70 -10L-40 -14L6 -42Z', fig(body)));
      nodes.push(path('M60 -50L110 -14L80 -12L40 -44Z', fig(body)));
      const head: SvgNode[] = [
        path(capsule(-40, 10, 0, 0, 36), fig(body)),
        ellipse(10, -4, 38, 30, fig(body)),
        place(16, -10, 1, eyes(12, 0, 7, sleepy, '#2a1f2d', gaze)),
        ellipse(2, 10, 8, 5, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }),
        path('M26 10Q36 16 44 8', { kind: 'line', width: 2.6 }),
      ];
      if (f.has('glasses'))
        head.push(circle(4, -10, 10, { kind: 'line', color: '#6a4a2a', width: 3 }), circle(28, -10, 10, { kind: 'line', color: '#6a4a2a', width: 3 }));
      if (look.accessory !== 'none') nodes.push(place(110, -60, 0.5, neckwear(look.accessory, look.accessoryColor, 0, 50), false, -60));
      nodes.push(place(140, -76, 1, head));
      return { nodes, top: -176, halfWidth: 180, hand: { x: 170, y: -60 }, saddle: { x: 0, y: -168 } };
    }
    case 'jellyfish': {
      for (let k = 0; k < 6; k++)
        nodes.push(
          path(`M${-40 + k * 16} -80Q${-50 + k * 16} -50 ${-36 + k * 16} -20Q${-46 + k * 16} 0 ${-40 + k * 16} 10`, {
            kind: 'line',
            color: shade(body, -0.15),
            width: 5,
          }),
        );
      nodes.push(path('M-66 -80C-66 -170 66 -170 66 -80Q50 -70 33 -80Q16 -70 0 -80Q-16 -70 -33 -80Q-50 -70 -66 -80Z', fig(body)));
      nodes.push(...eyes(20, -118, 9, sleepy, '#2a1f2d', gaze), ...cheeks(36, -100, 8), ...mouth(-100, 16, expression));
      return { nodes, top: -160, halfWidth: 80, hand: { x: 60, y: -80 } };
    }
    case 'starfish': {
      const points: [number, number][] = [];
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const radius = k % 2 === 0 ? 80 : 36;
        points.push([Math.cos(a) * radius, -80 + Math.sin(a) * radius]);
      }
      nodes.push(polygon(points, fig(body)));
      for (const [x, y] of [
        [0, -130],
        [-50, -96],
        [50, -96],
        [-30, -40],
        [30, -40],
      ] as const)
        nodes.push(circle(x * 0.8, y * 0.9 - 8, 5, land(mix(body, '#ffffff', 0.4))));
      nodes.push(...eyes(14, -86, 8, sleepy, '#2a1f2d', gaze), ...mouth(-66, 14, expression));
      return { nodes, top: -160, halfWidth: 80, hand: { x: 70, y: -100 } };
    }
    case 'seal': {
      nodes.push(path('M-110 -20L-150 -40L-140 -4Z', fig(fin)));
      nodes.push(path('M-120 -14Q-90 -70 0 -90Q50 -100 60 -130L100 -130Q110 -60 80 -10Q0 4 -120 -14Z', fig(body)));
      nodes.push(path('M20 -30L60 -6L30 -4Z', fig(fin)));
      nodes.push(
        place(80, -146, 1, [
          circle(0, 0, 40, fig(body)),
          ellipse(24, 12, 18, 12, land(mix(body, '#ffffff', 0.3))),
          circle(36, 8, 5, { kind: 'dot', fill: '#2a1f2d' }),
          place(8, -8, 1, eyes(12, 0, 7, sleepy, '#2a1f2d', gaze)),
        ]),
      );
      return { nodes, top: -190, halfWidth: 150, hand: { x: 60, y: -20 } };
    }
    default: {
      // A crab, standing on the sand; "one claw bigger than the other" when the story says so.
      const bigClaw = f.has('big-claw') ? 1.8 : 1;
      for (const side of [-1, 1]) {
        for (const k of [0, 1, 2])
          nodes.push(
            path(`M${side * 40} ${-36 + k * 10}L${side * (78 + k * 6)} ${-26 + k * 14}L${side * (84 + k * 6)} ${-2 + k * 4}`, {
              kind: 'line',
              color: shade(body, -0.15),
              width: 6,
            }),
          );
        const s = side > 0 ? bigClaw : 1;
        nodes.push(path(capsule(side * 50, -66, side * 86, -120, 16), fig(body)));
        nodes.push(
          place(side * 86, -120, s, [
            path(
              `M0 0C${side * -26} -10 ${side * -20} -56 ${side * 10} -50C${side * 26} -46 ${side * 34} -30 ${side * 26} -18L${side * 6} -26Q${side * 18} -10 0 0Z`,
              fig(body),
            ),
          ]),
        );
        nodes.push(path(capsule(side * 18, -74, side * 26, -116, 10), fig(body)));
        nodes.push(circle(side * 26, -124, 16, fig('#fbfaf5')));
      }
      nodes.push(ellipse(0, -50, 70, 42, fig(body)));
      nodes.push(place(0, -124, 1, eyes(26, 0, 8, sleepy, '#2a1f2d', gaze)));
      nodes.push(...cheeks(40, -42, 9), ...mouth(-42, 22, expression === 'sleepy' ? 'happy' : expression));
      return { nodes, top: -180 - (bigClaw > 1 ? 30 : 0), halfWidth: 130 * bigClaw, hand: { x: 96, y: -150 } };
    }
  }
}
