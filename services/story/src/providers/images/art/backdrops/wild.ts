import { styled } from '../color';
import { r } from '../random';
import { circle, ellipse, path, polygon, rect, shape, type SvgNode } from '../svg-tree';
import { deco, linear, mix, radial, rock, shade, sparkle, starShape, W, H, type Backdrop, type BackdropContext } from './scenery';
import { tagged } from './landmarks';
import { sky } from './sky';
import { namedBuilding } from './buildings';

/** A planet with a ring: the back half of the ring behind it, the front half over it. */
function ringedPlanet(x: number, y: number, radius: number, body: string, ring: string): SvgNode[] {
  const band = (front: boolean): SvgNode => {
    const rx = radius * 1.75;
    const ry = radius * 0.42;
    const sweep = front ? 0 : 1;
    const inner = 0.78;
    return path(
      `M${r(x - rx)} ${r(y)}A${r(rx)} ${r(ry)} 0 0 ${sweep} ${r(x + rx)} ${r(y)}L${r(x + rx * inner)} ${r(y)}A${r(rx * inner)} ${r(ry * inner)} 0 0 ${1 - sweep} ${r(x - rx * inner)} ${r(y)}Z`,
      { kind: 'figure', fill: ring },
    );
  };
  return [
    band(false),
    circle(x, y, radius, { kind: 'figure', fill: body }),
    path(`M${r(x - radius * 0.9)} ${r(y - radius * 0.35)}Q${r(x)} ${r(y - radius * 0.5)} ${r(x + radius * 0.9)} ${r(y - radius * 0.3)}`, {
      kind: 'line',
      color: shade(body, -0.12),
      width: 5,
    }),
    circle(x - radius * 0.35, y - radius * 0.4, radius * 0.25, { kind: 'tone', fill: '#ffffff', opacity: 0.2 }),
    band(true),
  ];
}

export function space(ctx: BackdropContext): Backdrop {
  const { rng, style } = ctx;
  const bg = ctx.id('space');
  const nebula = ctx.id('nebula');
  const defs: SvgNode[] = [
    linear(bg, [
      [0, styled('#0e1233', style)],
      [0.6, styled('#2b2466', style)],
      [1, styled('#4a3380', style)],
    ]),
    radial(nebula, [
      [0, styled('#c77dff', style), 0.35],
      [1, styled('#c77dff', style), 0],
    ]),
  ];
  const back: SvgNode[] = [shape('rect', { x: 0, y: 0, width: W, height: H }, { kind: 'sky', fill: `url(#${bg})` })];
  back.push(shape('ellipse', { cx: r(rng.range(200, 800)), cy: 260, rx: 360, ry: 200 }, { kind: 'tone', fill: `url(#${nebula})` }));
  for (let k = 0; k < 110; k++)
    back.push(circle(rng.range(0, W), rng.range(0, 600), rng.range(0.8, 2.4), { kind: 'tone', fill: '#fffbe6', opacity: rng.range(0.4, 1) }));
  for (let k = 0; k < 10; k++) back.push(deco('star', starShape(rng.range(30, 990), rng.range(30, 520), rng.range(6, 12), rng.range(2.5, 5), '#ffe98a')));
  const left = (ctx.variant + (rng.chance(0.5) ? 1 : 0)) % 2 === 0;
  const mars = ctx.has('mars');
  if (ctx.has('jupiter')) back.push(...tagged('planet', jupiter(left ? 260 : 760, 220, 150, style)));
  else
    back.push(
      ...tagged(
        'planet',
        ringedPlanet(
          left ? rng.range(170, 260) : rng.range(760, 850),
          rng.range(150, 220),
          rng.range(62, 80),
          styled('#f2b36b', style),
          styled('#f8d9a8', style),
        ),
      ),
    );
  const ex = left ? rng.range(760, 900) : rng.range(130, 260);
  back.push(circle(ex, 130, 40, { kind: 'figure', fill: '#4f9be8' }));
  back.push(
    path(
      `M${r(ex - 26)} 112Q${r(ex - 6)} 100 ${r(ex + 6)} 118Q${r(ex - 4)} 134 ${r(ex - 22)} 130Z M${r(ex + 10)} 140Q${r(ex + 30)} 132 ${r(ex + 30)} 150Q${r(ex + 14)} 162 ${r(ex + 6)} 152Z`,
      { kind: 'land', fill: '#6cc070' },
    ),
  );
  back.push(circle(rng.range(420, 600), rng.range(90, 140), 18, { kind: 'figure', fill: styled('#ff8a80', style) }));
  back.push(deco('shooting star', path(`M${r(rng.range(300, 700))} 300l90 -40`, { kind: 'glint', color: '#ffffff', width: 3, opacity: 0.7 })));
  const skyEnd = back.length;
  const groundColour = mars ? '#d9785a' : '#b8b0d8';
  back.push(path('M-20 560Q260 520 520 548T1044 536L1044 788L-20 788Z', { kind: 'land', fill: styled(groundColour, style) }));
  if (mars) back.push(path('M-20 560L120 470L230 540L360 450L470 548Z', { kind: 'land', fill: styled('#c2604a', style), edge: styled('#a84e3a', style) }));
  for (let k = 0; k < 7; k++) {
    const x = rng.range(30, 990);
    const y = rng.range(590, 740);
    const size = rng.range(16, 38);
    back.push(
      ellipse(x, y, size, size * 0.36, { kind: 'land', fill: styled(mars ? '#c2604a' : '#9d94c4', style), edge: styled(mars ? '#a84e3a' : '#8a80b4', style) }),
      ellipse(x, y - size * 0.08, size * 0.72, size * 0.22, { kind: 'tone', fill: mars ? '#8a3e2e' : '#7d73a8', opacity: 0.6 }),
    );
  }
  const far = left ? 860 : 160;
  if (ctx.has('station')) back.push(...spaceStation(left ? 760 : 260, 260, style));
  if (ctx.has('moonbase', 'base')) back.push(...domes(far, 600, style, false));
  else if (ctx.has('crater', 'garden')) back.push(...domes(far, 600, style, true));
  else if (mars) back.push(...rover(far, 620, style));
  else back.push(...rocketScenery(left ? 880 : 140, 600, ctx));
  return { back, front: [], defs, floorY: 705, indoor: false, skyEnd };
}

function rocketScenery(x: number, y: number, ctx: BackdropContext): SvgNode[] {
  const red = styled('#e5484d', ctx.style);
  return [
    path(`M${x - 40} ${y - 60}Q${x - 80} ${y - 30} ${x - 76} ${y}L${x - 36} ${y - 20}Z`, { kind: 'figure', fill: red }),
    path(`M${x + 40} ${y - 60}Q${x + 80} ${y - 30} ${x + 76} ${y}L${x + 36} ${y - 20}Z`, { kind: 'figure', fill: red }),
    path(
      `M${x} ${y - 250}C${x + 56} ${y - 200} ${x + 54} ${y - 70} ${x + 40} ${y - 10}L${x - 40} ${y - 10}C${x - 54} ${y - 70} ${x - 56} ${y - 200} ${x} ${y - 250}Z`,
      { kind: 'figure', fill: '#f4f1ec' },
    ),
    path(
      `M${x} ${y - 250}C${x + 24} ${y - 232} ${x + 34} ${y - 214} ${x + 40} ${y - 192}Q${x} ${y - 180} ${x - 40} ${y - 192}C${x - 34} ${y - 214} ${x - 24} ${y - 232} ${x} ${y - 250}Z`,
      { kind: 'figure', fill: red },
    ),
    circle(x, y - 130, 24, { kind: 'figure', fill: '#9fd6f4' }),
    circle(x - 8, y - 138, 8, { kind: 'tone', fill: '#ffffff', opacity: 0.7 }),
  ];
}

export function underwater(ctx: BackdropContext): Backdrop {
  const { rng, style } = ctx;
  const night = ctx.time === 'night' || ctx.time === 'sunset';
  const water = ctx.id('water');
  const defs = [
    linear(
      water,
      night
        ? [
            [0, styled('#1f5d8f', style)],
            [1, styled('#0e2450', style)],
          ]
        : [
            [0, styled('#66d3e8', style)],
            [0.55, styled('#2e9bd0', style)],
            [1, styled('#1e5f9e', style)],
          ],
    ),
  ];
  const back: SvgNode[] = [shape('rect', { x: 0, y: 0, width: W, height: H }, { kind: 'sky', fill: `url(#${water})` })];
  for (let k = 0; k < 5; k++) {
    const x = rng.range(60, 960);
    back.push(
      polygon(
        [
          [x - 30, 0],
          [x + 30, 0],
          [x + 160, 620],
          [x + 40, 620],
        ],
        { kind: 'tone', fill: '#ffffff', opacity: night ? 0.04 : 0.09 },
      ),
    );
  }
  for (let k = 0; k < 4; k++)
    back.push(...fishSilhouette(rng.range(80, 940), rng.range(90, 330), rng.range(18, 28), mix(styled('#2e9bd0', style), '#0e2450', 0.45)));
  for (let k = 0; k < 6; k++) back.push(seaweed(rng.range(0, W), 610, rng.range(140, 240), shade(styled('#2f8f6a', style), -0.08), false));
  back.push(path('M-20 600Q200 570 420 596T820 588T1044 596L1044 788L-20 788Z', { kind: 'land', fill: styled('#f0d9a0', style) }));
  back.push(...coral(rng.range(60, 180), 640, styled('#ff7b8a', style)), ...coral(rng.range(820, 950), 630, styled('#ffa35c', style)));
  back.push(
    { tag: 'g', attrs: { 'data-scenery': 'rock' }, children: rock(rng.range(300, 420), 640, 54, styled('#8a9bb0', style)) },
    { tag: 'g', attrs: { 'data-scenery': 'rock' }, children: rock(rng.range(600, 720), 650, 40, styled('#8a9bb0', style)) },
  );
  // The tall fronds near the cast move aside from anyone in front of them (never out of a head or a crab's eyes).
  back.push(
    { tag: 'g', attrs: { 'data-scenery': 'seaweed' }, children: [seaweed(rng.range(230, 280), 660, 220, styled('#45b36b', style), true)] },
    { tag: 'g', attrs: { 'data-scenery': 'seaweed' }, children: [seaweed(rng.range(740, 800), 660, 190, styled('#45b36b', style), true)] },
  );
  const front: SvgNode[] = [];
  for (let k = 0; k < 12; k++) {
    const x = rng.range(30, 990);
    const y = rng.range(80, 560);
    const size = rng.range(5, 13);
    front.push(
      deco('bubble', [
        circle(x, y, size, { kind: 'land', fill: '#d9f6ff', edge: '#ffffff' }),
        circle(x - size * 0.3, y - size * 0.3, size * 0.3, { kind: 'tone', fill: '#ffffff', opacity: 0.9 }),
      ]),
    );
  }
  return { back, front, defs, floorY: 712, indoor: false };
}

function fishSilhouette(x: number, y: number, size: number, color: string): SvgNode[] {
  const s = size;
  return [
    ellipse(x, y, s, s * 0.55, { kind: 'land', fill: color }),
    polygon(
      [
        [x - s * 0.8, y],
        [x - s * 1.5, y - s * 0.5],
        [x - s * 1.5, y + s * 0.5],
      ],
      { kind: 'land', fill: color },
    ),
  ];
}

function seaweed(x: number, y: number, height: number, color: string, outlined: boolean): SvgNode {
  let d = `M${r(x - 10)} ${r(y)}`;
  const steps = 5;
  for (let k = 1; k <= steps; k++)
    d += `Q${r(x + (k % 2 ? -26 : 26))} ${r(y - (height * (k - 0.5)) / steps)} ${r(x - 10 + (k === steps ? 10 : 0))} ${r(y - (height * k) / steps)}`;
  for (let k = steps - 1; k >= 0; k--) d += `Q${r(x + (k % 2 ? 8 : 40))} ${r(y - (height * (k + 0.5)) / steps)} ${r(x + 10)} ${r(y - (height * k) / steps)}`;
  return path(`${d}Z`, outlined ? { kind: 'figure', fill: color } : { kind: 'land', fill: color });
}

function coral(x: number, y: number, color: string): SvgNode[] {
  const branches: [number, number, number, number][] = [
    [0, 0, -40, -90],
    [0, 0, 10, -120],
    [0, 0, 50, -80],
    [-20, -45, -60, -70],
    [30, -50, 70, -110],
  ];
  return [
    ...branches.map(([x1, y1, x2, y2]) =>
      path(
        `M${r(x + x1 - 9)} ${r(y + y1)}Q${r(x + (x1 + x2) / 2)} ${r(y + (y1 + y2) / 2 + 10)} ${r(x + x2 - 8)} ${r(y + y2)}A8 8 0 0 1 ${r(x + x2 + 8)} ${r(y + y2)}Q${r(x + (x1 + x2) / 2 + 12)} ${r(y + (y1 + y2) / 2 + 10)} ${r(x + x1 + 9)} ${r(y + y1)}Z`,
        { kind: 'figure', fill: color },
      ),
    ),
    ...branches.map(([, , x2, y2]) => circle(x + x2, y + y2, 5, { kind: 'tone', fill: '#ffffff', opacity: 0.4 })),
  ];
}

export function city(ctx: BackdropContext): Backdrop {
  const { rng, c } = ctx;
  const s = sky(ctx, 520);
  const night = ctx.time === 'night';
  const back: SvgNode[] = [...s.nodes];
  const farColors = ['#9fb2d6', '#b4a8d6', '#a6c4d8'];
  for (let x = -20; x < W; x += rng.range(70, 110)) {
    const height = rng.range(140, 280);
    back.push(rect(x, 560 - height, rng.range(60, 100), height, { kind: 'land', fill: c(rng.pick(farColors)) }));
  }
  for (const [x, w, height, color] of [
    [0, 170, 420, '#e58a6f'],
    [150, 120, 300, '#6f8fe5'],
    [W - 180, 180, 440, '#7ac0a5'],
    [W - 300, 130, 320, '#f2c35b'],
  ] as const) {
    back.push(rect(x, 600 - height, w, height, { kind: 'figure', fill: c(color) }));
    back.push(rect(x - 6, 600 - height - 14, w + 12, 16, { kind: 'figure', fill: c(shade(color, -0.15)) }));
    for (let wy = 600 - height + 24; wy < 560; wy += 46) {
      for (let wx = x + 18; wx < x + w - 30; wx += 38) {
        back.push(rect(wx, wy, 22, 28, { kind: 'land', fill: night && rng.chance(0.6) ? '#ffe08a' : c('#d8ecf7'), edge: c(shade(color, -0.2)) }, 3));
      }
    }
  }
  // A place named after a building (the market, the hero headquarters, the lifeboat station) stands in the middle of the street.
  const building = namedBuilding(ctx);
  if (building) back.push(...building.draw(ctx, 512 + (ctx.variant % 2 === 0 ? -60 : 60), 600));
  back.push(rect(0, 600, W, 168, { kind: 'land', fill: c('#cfc8d4') }));
  for (let x = 0; x < W; x += 96) back.push(path(`M${x} 600L${x - 40} 768`, { kind: 'line', color: c('#b4abbb'), width: 3 }));
  back.push(path('M0 660L1024 660', { kind: 'line', color: c('#b4abbb'), width: 3 }));
  for (const x of [rng.range(300, 360), rng.range(660, 720)]) {
    back.push(
      rect(x - 5, 450, 10, 160, { kind: 'figure', fill: c('#4a4f63') }),
      ellipse(x, 446, 22, 14, { kind: 'figure', fill: night ? '#ffe08a' : c('#e9eef5') }),
    );
    if (night) back.push(circle(x, 450, 60, { kind: 'tone', fill: '#ffe08a', opacity: 0.18 }));
  }
  for (let k = 0; k < 6; k++) back.push(deco('sparkle', sparkle(rng.range(40, 980), rng.range(60, 260), rng.range(6, 10), '#fff6c2')));
  return { back, front: [], defs: s.defs, floorY: 712, indoor: false, skyEnd: s.nodes.length, horizon: 560 };
}

export function stadium(ctx: BackdropContext): Backdrop {
  if (ctx.has('hall')) return sportsHall(ctx);
  if (ctx.has('track', 'common', 'pitch', 'field')) return sportsField(ctx);
  const { rng, c } = ctx;
  const s = sky(ctx, 380, { clouds: true });
  const back: SvgNode[] = [...s.nodes];
  back.push(path('M-20 400L120 300L904 300L1044 400Z', { kind: 'land', fill: c('#6b7fa8'), edge: c('#52658c') }));
  for (let row = 0; row < 4; row++) {
    const y = 316 + row * 22;
    back.push(path(`M${r(100 - row * 32)} ${y + 12}L${r(924 + row * 32)} ${y + 12}`, { kind: 'line', color: c('#52658c'), width: 3 }));
    for (let x = 120 - row * 30; x < 910 + row * 30; x += 26) {
      back.push(
        circle(x + rng.range(-4, 4), y + 2, 7, { kind: 'tone', fill: c(rng.pick(['#ff8a80', '#ffd166', '#80deea', '#ffffff', '#b39ddb', '#a5d6a7'])) }),
      );
    }
  }
  back.push(rect(-20, 400, W + 40, 20, { kind: 'figure', fill: c('#e9eef5') }));
  back.push(rect(0, 420, W, 360, { kind: 'land', fill: c('#79c967') }));
  // Mowing stripes are colour, not shapes: the colouring page keeps one open field.
  for (let k = 1; k < 8; k += 2) back.push(rect((k * W) / 8, 460, W / 8, 320, { kind: 'tone', fill: c('#6cbf5b') }));
  // The running track round the pitch, in front of the stands: red, with white lanes.
  back.push({
    tag: 'g',
    attrs: { 'data-part': 'track' },
    children: [
      rect(-20, 420, W + 40, 44, { kind: 'land', fill: c('#d9654a') }),
      ...[434, 449].map((y) => path(`M-20 ${y}L${W + 20} ${y}`, { kind: 'line', color: '#ffffff', width: 2.5 })),
    ],
  });
  back.push(
    path('M512 464L512 768M-20 600Q512 560 1044 600', { kind: 'line', color: '#ffffff', width: 5 }),
    ellipse(512, 530, 150, 40, { kind: 'line', color: '#ffffff', width: 5 }),
  );
  const gx = rng.chance(0.5) ? 800 : 90;
  back.push(path(`M${gx} 570L${gx} 470L${gx + 150} 470L${gx + 150} 570`, { kind: 'line', color: '#ffffff', width: 10 }));
  for (let k = 1; k < 6; k++) back.push(path(`M${gx + k * 25} 474L${gx + k * 25} 566`, { kind: 'glint', color: '#ffffff', width: 2, opacity: 0.6 }));
  for (let k = 1; k < 4; k++)
    back.push(path(`M${gx + 4} ${470 + k * 24}L${gx + 146} ${470 + k * 24}`, { kind: 'glint', color: '#ffffff', width: 2, opacity: 0.6 }));
  return { back, front: [], defs: s.defs, floorY: 712, indoor: false, skyEnd: s.nodes.length, horizon: 400 };
}

/** Jupiter, big and banded, with its red spot. */
function jupiter(x: number, y: number, radius: number, style: Parameters<typeof styled>[1]): SvgNode[] {
  const nodes: SvgNode[] = [circle(x, y, radius, { kind: 'figure', fill: styled('#e8c39a', style) })];
  for (const [dy, h, colour] of [
    [-0.6, 0.14, '#c98a5a'],
    [-0.25, 0.12, '#d9a878'],
    [0.1, 0.16, '#b8764a'],
    [0.45, 0.12, '#d9a878'],
  ] as const) {
    const yy = y + dy * radius;
    const half = Math.sqrt(Math.max(0, radius * radius - (dy * radius) ** 2));
    nodes.push(rect(x - half, yy, half * 2, h * radius, { kind: 'land', fill: styled(colour, style) }, h * radius * 0.5));
  }
  nodes.push(ellipse(x + radius * 0.35, y + radius * 0.3, radius * 0.18, radius * 0.1, { kind: 'land', fill: styled('#d0603a', style) }));
  return nodes;
}

function spaceStation(x: number, y: number, style: Parameters<typeof styled>[1]): SvgNode[] {
  const panel = styled('#4f6fd0', style);
  return [
    rect(x - 160, y - 8, 320, 16, { kind: 'figure', fill: styled('#c6cdd8', style) }, 6),
    rect(x - 230, y - 50, 70, 100, { kind: 'figure', fill: panel }, 4),
    rect(x + 160, y - 50, 70, 100, { kind: 'figure', fill: panel }, 4),
    path(
      `M${x - 230} ${y}L${x - 160} ${y}M${x + 160} ${y}L${x + 230} ${y}M${x - 195} ${y - 50}L${x - 195} ${y + 50}M${x + 195} ${y - 50}L${x + 195} ${y + 50}`,
      { kind: 'line', color: '#9fb6f0', width: 2 },
    ),
    rect(x - 60, y - 36, 120, 72, { kind: 'figure', fill: styled('#eef1f5', style) }, 30),
    circle(x - 20, y, 10, { kind: 'figure', fill: '#ffe08a' }),
    circle(x + 20, y, 10, { kind: 'figure', fill: '#ffe08a' }),
  ];
}

function domes(x: number, y: number, style: Parameters<typeof styled>[1], plants: boolean): SvgNode[] {
  const nodes: SvgNode[] = [];
  for (const [dx, r0] of [
    [-70, 70],
    [60, 50],
  ] as const) {
    nodes.push(path(`M${x + dx - r0} ${y}A${r0} ${r0} 0 0 1 ${x + dx + r0} ${y}Z`, { kind: 'figure', fill: styled('#dff3ff', style) }));
    if (plants)
      for (const k of [-0.5, 0, 0.5]) nodes.push(circle(x + dx + k * r0 * 0.8, y - r0 * 0.3, r0 * 0.22, { kind: 'land', fill: styled('#6cbf5b', style) }));
    else nodes.push(rect(x + dx - r0 * 0.25, y - r0 * 0.5, r0 * 0.5, r0 * 0.5, { kind: 'land', fill: styled('#ffe08a', style) }, 4));
    nodes.push(
      path(`M${x + dx - r0 * 0.6} ${y - r0 * 0.55}Q${x + dx} ${y - r0 * 1.0} ${x + dx + r0 * 0.5} ${y - r0 * 0.7}`, {
        kind: 'glint',
        color: '#ffffff',
        width: 4,
        opacity: 0.7,
      }),
    );
  }
  nodes.push(path(`M${x - 20} ${y - 10}L${x + 10} ${y - 10}`, { kind: 'line', color: styled('#c6cdd8', style), width: 10 }));
  return nodes;
}

function rover(x: number, y: number, style: Parameters<typeof styled>[1]): SvgNode[] {
  return [
    rect(x - 70, y - 60, 140, 40, { kind: 'figure', fill: styled('#eef1f5', style) }, 8),
    rect(x - 50, y - 96, 60, 36, { kind: 'figure', fill: styled('#4f6fd0', style) }, 4),
    path(`M${x + 40} ${y - 60}L${x + 50} ${y - 110}`, { kind: 'line', width: 4 }),
    circle(x + 50, y - 114, 8, { kind: 'figure', fill: '#e5484d' }),
    ...[-50, 0, 50].map((dx) => circle(x + dx, y - 14, 16, { kind: 'figure', fill: '#3a3a48' })),
  ];
}

/** A running track, a football pitch on a common, or a sports-day field: open grass, no stands. */
function sportsField(ctx: BackdropContext): Backdrop {
  const { rng, c } = ctx;
  const s = sky(ctx, 450);
  const back: SvgNode[] = [...s.nodes];
  back.push(path('M-20 470Q300 420 600 460T1044 440L1044 788L-20 788Z', { kind: 'land', fill: c('#8fce72') }));
  for (const x of [rng.range(60, 200), rng.range(820, 960)]) back.push(...roundTreeLite(x, 470, c));
  if (ctx.has('track')) {
    const lanes = ['#d9694a', '#e07a5a'];
    back.push(path('M-20 560Q512 520 1044 560L1044 700Q512 650 -20 700Z', { kind: 'land', fill: c(lanes[0]!) }));
    for (const k of [1, 2, 3]) back.push(path(`M-20 ${560 + k * 35}Q512 ${520 + k * 33} 1044 ${560 + k * 35}`, { kind: 'line', color: '#ffffff', width: 3 }));
    back.push(path('M700 548L700 690', { kind: 'line', color: '#ffffff', width: 6 }));
  } else if (ctx.has('field', 'sports day')) {
    back.push(...buntingLine(ctx, 40, 430, 980, 440));
    for (const x of [200, 360, 520, 680, 840]) back.push(path(`M${x - 12} 620L${x} 590L${x + 12} 620Z`, { kind: 'figure', fill: c('#f29040') }));
    back.push(path('M120 660L900 660', { kind: 'line', color: '#ffffff', width: 4 }));
  } else {
    back.push(path('M512 480L512 768M-20 620Q512 590 1044 620', { kind: 'line', color: '#ffffff', width: 4 }));
    const gx = rng.chance(0.5) ? 820 : 80;
    back.push(path(`M${gx} 560L${gx} 460L${gx + 130} 460L${gx + 130} 560`, { kind: 'line', color: '#ffffff', width: 9 }));
  }
  return { back, front: [], defs: s.defs, floorY: 712, indoor: false, skyEnd: s.nodes.length, horizon: 470 };
}

function roundTreeLite(x: number, y: number, c: (hex: string) => string): SvgNode[] {
  return [rect(x - 8, y - 60, 16, 60, { kind: 'figure', fill: c('#8a5a3c') }), circle(x, y - 90, 50, { kind: 'figure', fill: c('#5cae55') })];
}

function buntingLine(ctx: BackdropContext, x1: number, y1: number, x2: number, y2: number): SvgNode[] {
  const nodes: SvgNode[] = [path(`M${x1} ${y1}L${x2} ${y2}`, { kind: 'line', color: ctx.c('#6b6b7a'), width: 2 })];
  const colors = ['#e5484d', '#f6c945', '#4f86e0', '#4fc38a'];
  for (let k = 1; k < 20; k++) {
    const x = x1 + ((x2 - x1) * k) / 20;
    const y = y1 + ((y2 - y1) * k) / 20;
    nodes.push(
      polygon(
        [
          [x - 10, y],
          [x + 10, y],
          [x, y + 22],
        ],
        { kind: 'figure', fill: ctx.c(colors[k % 4]!) },
      ),
    );
  }
  return nodes;
}

/** An indoor sports hall: a wooden floor, a climbing wall of bars and a hoop. */
function sportsHall(ctx: BackdropContext): Backdrop {
  const { c } = ctx;
  const back: SvgNode[] = [rect(0, 0, W, 600, { kind: 'sky', fill: c('#e8eef5') }), rect(0, 600, W, 168, { kind: 'land', fill: c('#d9a86a') })];
  for (let x = 0; x < W; x += 80) back.push(path(`M${x} 600L${x - 40} 768`, { kind: 'line', color: c('#c08f55'), width: 2 }));
  back.push(path('M-20 690Q512 650 1044 690', { kind: 'line', color: '#e5484d', width: 4 }));
  for (let x = 60; x < 360; x += 40) back.push(path(`M${x} 160L${x} 600`, { kind: 'line', color: c('#b07a4f'), width: 8 }));
  for (let y = 200; y < 600; y += 50) back.push(path(`M50 ${y}L330 ${y}`, { kind: 'line', color: c('#c9935a'), width: 6 }));
  back.push(
    rect(760, 220, 140, 100, { kind: 'figure', fill: '#ffffff' }, 4),
    path('M800 320L860 320', { kind: 'line', color: '#e5484d', width: 6 }),
    ellipse(830, 332, 34, 8, { kind: 'line', color: '#f29040', width: 5 }),
  );
  for (let x = 420; x < 700; x += 120) back.push(rect(x, 80, 90, 60, { kind: 'figure', fill: c('#bfe6ff') }, 4));
  return { back, front: [], defs: [], floorY: 712, indoor: true };
}
