import type { PropKind } from '../text/vocabulary';
import { mix, shade } from './color';
import { sparkle, starShape } from './backdrops/scenery';
import { capsule } from './figure-kit';
import { circle, ellipse, path, polygon, rect, type Paint, type SvgNode } from './svg-tree';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });

/**
 * Props at the size they would be next to a six-year-old. Held props are drawn around the grip at
 * (0,0); ground props stand on (0,0); sky props are centred on (0,0).
 */
export function drawProp(kind: PropKind, accent: string): SvgNode[] {
  switch (kind) {
    case 'lantern':
      return [
        path('M0 0L0 18', { kind: 'line', width: 3 }),
        path('M-14 18Q0 6 14 18Z', fig('#4a4f63')),
        circle(0, 48, 40, { kind: 'tone', fill: '#ffe08a', opacity: 0.35 }),
        rect(-18, 18, 36, 52, fig('#ffe9a8'), 8),
        path('M-18 36L18 36M-18 54L18 54M0 18L0 70', { kind: 'line', color: '#b08a3c', width: 2.5 }),
        rect(-20, 68, 40, 8, fig('#4a4f63'), 3),
      ];
    case 'flashlight':
      return [
        polygon(
          [
            [10, -10],
            [150, -60],
            [150, 40],
            [10, 10],
          ],
          { kind: 'tone', fill: '#fff6c8', opacity: 0.35 },
        ),
        rect(-30, -10, 44, 20, fig('#4f86e0'), 6),
        rect(10, -14, 14, 28, fig('#c9d3e0'), 4),
      ];
    case 'wand':
      return [
        path(capsule(-10, 16, 30, -60, 8), fig('#4a3b5c')),
        starShape(34, -68, 18, 8, '#ffd54f', 'figure'),
        sparkle(60, -92, 9, '#fff6c2'),
        sparkle(10, -96, 6, '#fff6c2'),
      ];
    case 'flower':
      return [
        path('M0 10L4 -50', { kind: 'line', color: '#4f9a45', width: 4 }),
        ellipse(12, -20, 10, 5, fig('#6cbf5b')),
        ...[0, 1, 2, 3, 4].map((k) => circle(4 + Math.cos((k / 5) * Math.PI * 2) * 11, -58 + Math.sin((k / 5) * Math.PI * 2) * 11, 9, fig(accent))),
        circle(4, -58, 7, fig('#ffd54f')),
      ];
    case 'key':
      return [
        circle(0, -22, 14, fig('#f6c945')),
        circle(0, -22, 6, fig('#fff8e0')),
        rect(-4, -10, 8, 44, fig('#f6c945'), 3),
        rect(2, 20, 12, 6, fig('#f6c945')),
        rect(2, 30, 9, 5, fig('#f6c945')),
      ];
    case 'paintbrush':
      return [path(capsule(-6, 20, 20, -50, 8), fig('#c9935a')), path('M16 -44L30 -70Q34 -80 26 -78L12 -50Z', fig(accent))];
    case 'magnifier':
      return [
        path(capsule(0, 0, 22, -30, 10), fig('#8a5a3c')),
        circle(38, -54, 26, fig('#c6e9fb')),
        circle(30, -62, 8, { kind: 'tone', fill: '#ffffff', opacity: 0.8 }),
      ];
    case 'book':
      return [
        path('M-40 -20L0 -12L40 -20L40 30L0 38L-40 30Z', fig('#fbf8f2')),
        path('M-44 -24L0 -16L44 -24L44 34L0 42L-44 34Z', fig(accent)),
        path('M-40 -20L0 -12L40 -20L40 30L0 38L-40 30Z', fig('#fbf8f2')),
        path('M0 -12L0 38M-32 -6L-8 -2M-32 6L-8 10M8 -2L32 -6M8 10L32 6', { kind: 'line', width: 2 }),
      ];
    case 'map':
      return [
        path('M-50 -30L-16 -40L16 -30L50 -40L50 30L16 40L-16 30L-50 40Z', fig('#f5e6c0')),
        path('M-16 -40L-16 30M16 -30L16 40', { kind: 'line', width: 2 }),
        path('M-36 20Q-20 -10 0 10T34 -20', { kind: 'line', color: '#e5484d', width: 3 }),
        path('M28 -26L40 -14M40 -26L28 -14', { kind: 'line', color: '#e5484d', width: 3 }),
      ];
    case 'potion':
      return [
        circle(0, -10, 50, { kind: 'tone', fill: accent, opacity: 0.2 }),
        path('M-8 -50L-8 -30Q-30 -20 -30 4Q-30 30 0 30Q30 30 30 4Q30 -20 8 -30L8 -50Z', fig('#eef7fb')),
        path('M-27 0Q0 8 27 0Q28 26 0 27Q-28 26 -27 0Z', { kind: 'land', fill: accent }),
        rect(-11, -60, 22, 12, fig('#b07a4f'), 3),
        circle(-8, 8, 4, { kind: 'tone', fill: '#ffffff' }),
      ];
    case 'trophy':
      return [
        path('M-30 -70L30 -70Q30 -20 0 -14Q-30 -20 -30 -70Z', fig('#f6c945')),
        path('M-30 -62Q-52 -62 -46 -42Q-40 -30 -26 -32M30 -62Q52 -62 46 -42Q40 -30 26 -32', { kind: 'line', width: 5 }),
        rect(-6, -16, 12, 18, fig('#f6c945')),
        rect(-22, 0, 44, 12, fig('#8a5a3c'), 3),
        starShape(0, -46, 10, 4.5, '#fff3c4'),
      ];
    case 'balloon':
      return [
        path('M0 0Q20 -60 -6 -120Q-20 -160 10 -196', { kind: 'line', color: '#6b6b7a', width: 2.5 }),
        ellipse(14, -250, 44, 54, fig(accent)),
        polygon(
          [
            [6, -198],
            [22, -198],
            [14, -188],
          ],
          fig(accent),
        ),
        ellipse(0, -268, 10, 16, { kind: 'tone', fill: '#ffffff', opacity: 0.45 }),
      ];
    case 'kite':
      return [
        path('M0 0Q80 -120 160 -270', { kind: 'line', color: '#6b6b7a', width: 2.5 }),
        polygon(
          [
            [160, -380],
            [220, -310],
            [160, -270],
            [110, -320],
          ],
          fig(accent),
        ),
        path('M160 -380L160 -270M110 -320L220 -310', { kind: 'line', width: 2.5 }),
        path('M160 -270Q140 -240 168 -220T150 -180', { kind: 'line', width: 2.5 }),
        ...[-230, -200].map((y) => path(`M${y === -230 ? 150 : 156} ${y}l-10 -8l0 16z`, fig('#ffd166'))),
      ];
    case 'ball':
      return [
        circle(0, -30, 30, fig(accent)),
        path('M-30 -30Q0 -14 30 -30M0 -60Q-14 -30 0 0', { kind: 'line', color: '#ffffff', width: 4 }),
        circle(-10, -42, 7, { kind: 'tone', fill: '#ffffff', opacity: 0.5 }),
      ];
    case 'chest':
      return [
        rect(-60, -60, 120, 60, fig('#a0693c'), 6),
        path('M-60 -60Q-60 -104 0 -104Q60 -104 60 -60Z', fig('#b57a48')),
        rect(-64, -66, 128, 12, fig('#f6c945'), 3),
        rect(-10, -74, 20, 26, fig('#f6c945'), 3),
        circle(0, -140, 46, { kind: 'tone', fill: '#fff3a0', opacity: 0.35 }),
        sparkle(-40, -120, 10, '#fff6c2'),
        sparkle(44, -130, 8, '#fff6c2'),
      ];
    case 'cake':
      return [
        ellipse(0, -4, 64, 12, fig('#f2f2f2')),
        rect(-50, -60, 100, 56, fig('#ffd1dc'), 10),
        path('M-50 -44Q-38 -30 -26 -44T-2 -44T22 -44T46 -44L50 -44L50 -60L-50 -60Z', fig('#fff5f8')),
        rect(-4, -90, 8, 30, fig(accent), 2),
        path('M0 -104Q-8 -94 0 -90Q8 -94 0 -104Z', fig('#ffb347')),
      ];
    case 'teddy':
      return [
        circle(-24, -92, 13, fig('#c08552')),
        circle(24, -92, 13, fig('#c08552')),
        ellipse(0, -34, 34, 34, fig('#c08552')),
        circle(0, -78, 30, fig('#c08552')),
        ellipse(0, -70, 12, 9, fig('#e8c39e')),
        circle(0, -74, 4, { kind: 'dot' }),
        circle(-10, -84, 3.5, { kind: 'dot' }),
        circle(10, -84, 3.5, { kind: 'dot' }),
        ellipse(0, -30, 18, 18, { kind: 'land', fill: '#e8c39e' }),
      ];
    case 'telescope':
      return [
        path('M0 -60L-40 0M0 -60L40 0M0 -60L0 0', { kind: 'line', color: '#5a5f73', width: 5 }),
        {
          tag: 'g',
          attrs: { transform: 'translate(0 -70) rotate(-32)' },
          children: [rect(-60, -16, 110, 32, fig('#4f6fb0'), 8), rect(40, -20, 26, 40, fig('#c9a44a'), 6), rect(-72, -10, 16, 20, fig('#c9a44a'), 4)],
        },
      ];
    case 'guitar':
      return [
        {
          tag: 'g',
          attrs: { transform: 'rotate(14)' },
          children: [
            rect(-6, -150, 12, 90, fig('#8a5a3c'), 3),
            rect(-10, -166, 20, 22, fig('#5a3a26'), 4),
            circle(0, -40, 34, fig(accent)),
            circle(0, -76, 24, fig(accent)),
            circle(0, -52, 9, fig('#3a2c33')),
            path('M-3 -150L-3 -30M3 -150L3 -30', { kind: 'line', color: '#f2f2f2', width: 1.5 }),
          ],
        },
      ];
    case 'drum':
      return [
        rect(-46, -66, 92, 62, fig(accent), 4),
        ellipse(0, -66, 46, 14, fig('#fbf8f2')),
        path('M-46 -60L-23 -10L0 -60L23 -10L46 -60', { kind: 'line', color: '#f6c945', width: 3 }),
        path(capsule(18, -90, 60, -130, 6), fig('#c9935a')),
      ];
    case 'shell':
      return [
        path('M-30 0Q-34 -40 0 -46Q34 -40 30 0Q0 8 -30 0Z', fig('#ffc6b8')),
        path('M0 -44L0 0M-16 -38L-10 0M16 -38L10 0', { kind: 'line', color: '#e59a8a', width: 2.5 }),
      ];
    case 'gift':
      return [
        rect(-40, -70, 80, 70, fig(accent), 4),
        rect(-46, -84, 92, 18, fig(shade(accent, -0.08)), 4),
        rect(-8, -84, 16, 84, fig('#ffd166')),
        path('M0 -84Q-30 -120 -30 -96Q-30 -84 0 -84Q30 -84 30 -96Q30 -120 0 -84Z', fig('#ffd166')),
      ];
    case 'egg':
      return [
        ellipse(0, -6, 60, 14, fig('#c9a46a')),
        path('M-34 -10Q-40 -90 0 -96Q40 -90 34 -10Q0 0 -34 -10Z', fig('#f3ead8')),
        circle(-12, -50, 7, { kind: 'land', fill: mix(accent, '#ffffff', 0.3) }),
        circle(14, -30, 9, { kind: 'land', fill: mix(accent, '#ffffff', 0.3) }),
        circle(10, -70, 5, { kind: 'land', fill: mix(accent, '#ffffff', 0.3) }),
      ];
    case 'crown':
      return [
        ellipse(0, -12, 52, 16, fig('#c8344a')),
        path('M-36 -20L-40 -70L-18 -46L0 -80L18 -46L40 -70L36 -20Q0 -12 -36 -20Z', fig('#f6c945')),
        circle(0, -40, 7, fig('#4aa3df')),
      ];
    case 'umbrella':
      return [
        path('M0 0L0 -150', { kind: 'line', color: '#5a5f73', width: 5 }),
        path(
          'M-90 -150Q-90 -230 0 -232Q90 -230 90 -150Q75 -162 60 -150Q45 -162 30 -150Q15 -162 0 -150Q-15 -162 -30 -150Q-45 -162 -60 -150Q-75 -162 -90 -150Z',
          fig(accent),
        ),
      ];
    case 'star':
      return [
        circle(0, 0, 50, { kind: 'tone', fill: '#fff3a0', opacity: 0.35 }),
        path('M-30 30L-130 100', { kind: 'glint', color: '#fff3a0', width: 8, opacity: 0.6 }),
        starShape(0, 0, 34, 15, '#ffd54f', 'figure'),
        circle(-8, -4, 3, { kind: 'dot' }),
        circle(8, -4, 3, { kind: 'dot' }),
        path('M-6 6Q0 11 6 6', { kind: 'line', width: 2 }),
      ];
    case 'rainbow':
      return ['#ff8a80', '#ffd180', '#fff59d', '#a5d6a7', '#90caf9', '#ce93d8'].map((color, k) =>
        path(
          `M${-260 + k * 16} 0A${260 - k * 16} ${200 - k * 14} 0 0 1 ${260 - k * 16} 0L${244 - k * 16} 0A${244 - k * 16} ${186 - k * 14} 0 0 0 ${-244 + k * 16} 0Z`,
          { kind: 'land', fill: color },
        ),
      );
    case 'butterfly':
      return [
        ellipse(-16, -10, 18, 14, fig(accent)),
        ellipse(16, -10, 18, 14, fig(accent)),
        ellipse(-12, 10, 12, 10, fig(shade(accent, 0.1))),
        ellipse(12, 10, 12, 10, fig(shade(accent, 0.1))),
        ellipse(0, 0, 4, 16, fig('#3a2c33')),
        path('M-2 -14Q-8 -26 -14 -28M2 -14Q8 -26 14 -28', { kind: 'line', width: 2 }),
      ];
  }
}
