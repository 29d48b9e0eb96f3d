import { INTERESTS } from '@bedtime/contracts';
import { styled } from '../color';
import { r, seededRng } from '../random';
import { circle, ellipse, group, path, polygon, rect, shape, type SvgNode } from '../svg-tree';
import { linear, mix, radial, shade, sparkle, starShape, W, windowFrame, type Backdrop, type BackdropContext } from './scenery';
import { crescent } from './sky';
import { tagged } from './landmarks';
import { meadow } from './outdoor';

const VIEW: Record<string, [string, string]> = {
  morning: ['#9fd3f5', '#ffe3c4'],
  day: ['#6fbef0', '#d6f0ff'],
  sunset: ['#7a6bb8', '#ffb27a'],
  night: ['#1b2150', '#3a4585'],
};

/** The sky seen through a window at the picture's time of day, as a gradient in defs; its id. */
function viewGradient(ctx: BackdropContext, defs: SvgNode[]): string {
  const id = ctx.id('view');
  const [top, bottom] = VIEW[ctx.time]!;
  defs.push(
    linear(id, [
      [0, styled(top, ctx.style)],
      [1, styled(bottom, ctx.style)],
    ]),
  );
  return id;
}

function windowView(ctx: BackdropContext, x: number, y: number, w: number, h: number, defs: SvgNode[]): SvgNode[] {
  const id = viewGradient(ctx, defs);
  const glass: SvgNode[] = [shape('rect', { x, y, width: w, height: h }, { kind: 'figure', fill: `url(#${id})` })];
  if (ctx.time === 'night') {
    glass.push(crescent(x + w * 0.7, y + h * 0.3, Math.min(w, h) * 0.16, '#fff1b3'));
    for (let k = 0; k < 5; k++) glass.push(starShape(x + ctx.rng.range(12, w * 0.5), y + ctx.rng.range(12, h - 12), 6, 2.5, '#ffe98a'));
  } else {
    glass.push(circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.13, { kind: 'figure', fill: '#ffd54f' }));
    glass.push(
      path(
        `M${r(x + 10)} ${r(y + h)}Q${r(x + w * 0.3)} ${r(y + h * 0.7)} ${r(x + w * 0.6)} ${r(y + h * 0.85)}T${r(x + w)} ${r(y + h * 0.8)}L${r(x + w)} ${r(y + h)}Z`,
        { kind: 'land', fill: styled('#9fd39a', ctx.style) },
      ),
    );
  }
  return windowFrame(x, y, w, h, glass, styled('#f8f4ee', ctx.style));
}

function walls(ctx: BackdropContext, wall: string, floor: string, floorTop: number, defs: SvgNode[]): SvgNode[] {
  const id = ctx.id('wall');
  const dim = ctx.time === 'night' ? mix(wall, '#2b2f5c', 0.32) : wall;
  defs.push(
    linear(id, [
      [0, styled(shade(dim, -0.03), ctx.style)],
      [1, styled(shade(dim, 0.03), ctx.style)],
    ]),
  );
  const nodes: SvgNode[] = [shape('rect', { x: 0, y: 0, width: W, height: floorTop }, { kind: 'sky', fill: `url(#${id})` })];
  nodes.push(rect(0, floorTop, W, 768 - floorTop, { kind: 'land', fill: styled(floor, ctx.style) }));
  for (let y = floorTop + 22; y < 768; y += 30 + (y - floorTop) * 0.25)
    nodes.push(path(`M0 ${r(y)}L${W} ${r(y)}`, { kind: 'line', color: styled(shade(floor, -0.1), ctx.style), width: 2.5 }));
  nodes.push(rect(0, floorTop - 14, W, 16, { kind: 'figure', fill: styled('#fbf7f0', ctx.style) }));
  return nodes;
}

export function stage(ctx: BackdropContext): Backdrop {
  // A bandstand in a park or a festival on a hill is outdoors; a piano shop or a music school is a room.
  if (ctx.has('bandstand', 'park', 'festival')) return meadow(ctx);
  if (ctx.has('shop', 'school')) return musicRoom(ctx);
  const { rng, style } = ctx;
  const defs: SvgNode[] = [
    linear(ctx.id('stage'), [
      [0, styled('#2a1640', style)],
      [1, styled('#4b2660', style)],
    ]),
    radial(ctx.id('spot'), [
      [0, '#fff6d8', 0.55],
      [1, '#fff6d8', 0],
    ]),
  ];
  const back: SvgNode[] = [shape('rect', { x: 0, y: 0, width: W, height: 768 }, { kind: 'sky', fill: `url(#${ctx.id('stage')})` })];
  for (const x of [300, 512, 724])
    back.push(
      polygon(
        [
          [x - 20, 0],
          [x + 20, 0],
          [x + 170, 700],
          [x - 170, 700],
        ],
        { kind: 'tone', fill: '#fff3c4', opacity: 0.1 },
      ),
    );
  back.push(shape('ellipse', { cx: 512, cy: 690, rx: 330, ry: 60 }, { kind: 'tone', fill: `url(#${ctx.id('spot')})` }));
  back.push(rect(0, 600, W, 168, { kind: 'land', fill: styled('#c98a4b', style) }));
  for (let x = 0; x < W; x += 86) back.push(path(`M${x} 600L${x - 30} 768`, { kind: 'line', color: styled('#a86e36', style), width: 2.5 }));
  back.push(rect(0, 594, W, 14, { kind: 'figure', fill: styled('#8a5a30', style) }));
  const red = styled('#c8344a', style);
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? 0 : W;
    const inward = -side;
    back.push(
      path(`M${x0} 0L${x0 + inward * 200} 0Q${x0 + inward * 150} 300 ${x0 + inward * 120} 620Q${x0 + inward * 60} 640 ${x0} 620Z`, {
        kind: 'figure',
        fill: red,
      }),
    );
    for (const k of [0.3, 0.55, 0.8])
      back.push(
        path(`M${r(x0 + inward * 200 * k)} 10Q${r(x0 + inward * 170 * k)} 320 ${r(x0 + inward * 120 * k)} 620`, {
          kind: 'line',
          color: shade(red, -0.14),
          width: 3,
        }),
      );
  }
  let valance = 'M0 0L1024 0L1024 70';
  for (let x = W; x > 0; x -= 64) valance += `Q${x - 32} 110 ${x - 64} 70`;
  back.push(path(`${valance}Z`, { kind: 'figure', fill: shade(red, -0.05) }));
  back.push(path('M0 60L1024 60', { kind: 'line', color: '#f6c945', width: 5 }));
  const front: SvgNode[] = [];
  for (let k = 0; k < 6; k++)
    front.push(musicNote(rng.range(120, 900), rng.range(150, 400), rng.range(0.7, 1.1), styled(rng.pick(['#ffd166', '#80deea', '#ff8fab', '#c5a3ff']), style)));
  return { back, front, defs, floorY: 712, indoor: true, wallBase: 600 };
}

export function musicNote(x: number, y: number, scale: number, fill: string): SvgNode {
  return {
    tag: 'g',
    attrs: { transform: `translate(${r(x)} ${r(y)}) rotate(-12) scale(${r(scale * 100) / 100})` },
    scale,
    children: [
      path('M10 0L10 -52L40 -62L40 -10', { kind: 'line', width: 5 }),
      path('M10 -52L40 -62L40 -50L10 -40Z', { kind: 'figure', fill }),
      ellipse(0, 0, 13, 10, { kind: 'figure', fill }),
      ellipse(30, -10, 13, 10, { kind: 'figure', fill }),
    ],
  };
}

export function studio(ctx: BackdropContext): Backdrop {
  const { rng, style } = ctx;
  const defs: SvgNode[] = [];
  const back = walls(ctx, '#fbe9cf', '#d9a066', 560, defs);
  const windowLeft = rng.chance(0.5);
  back.push({ tag: 'g', attrs: { 'data-part': 'window' }, children: windowView(ctx, windowLeft ? 90 : 700, 130, 220, 200, defs) });
  const fx = windowLeft ? 420 : 140;
  if (ctx.has('gallery', 'museum', 'exhibition')) return gallery(ctx, back, defs, windowLeft);
  for (const [dx, w, h, art] of [
    [0, 130, 100, 'sun'],
    [170, 100, 130, 'house'],
  ] as const) {
    back.push(
      rect(fx + dx, 150, w, h, { kind: 'figure', fill: styled('#c9935a', style) }, 4),
      rect(fx + dx + 10, 160, w - 20, h - 20, { kind: 'figure', fill: '#fffdf7' }),
    );
    if (art === 'sun')
      back.push(
        circle(fx + dx + 45, 195, 18, { kind: 'figure', fill: '#ffd54f' }),
        path(`M${fx + dx + 12} 240Q${fx + dx + 60} 200 ${fx + dx + 118} 236`, { kind: 'line', color: '#6cbf5b', width: 5 }),
      );
    else
      back.push(
        rect(fx + dx + 30, 225, 40, 45, { kind: 'figure', fill: '#ff8a80' }),
        polygon(
          [
            [fx + dx + 24, 226],
            [fx + dx + 50, 196],
            [fx + dx + 76, 226],
          ],
          { kind: 'figure', fill: '#8e6bd8' },
        ),
      );
  }
  const ex = windowLeft ? 860 : 150;
  back.push(
    path(`M${ex - 70} 690L${ex - 10} 330M${ex + 70} 690L${ex + 10} 330M${ex} 330L${ex} 690`, { kind: 'line', color: styled('#a86e36', style), width: 10 }),
  );
  back.push(rect(ex - 90, 360, 180, 150, { kind: 'figure', fill: '#fffdf7' }, 3));
  const rainbow = ['#ff8a80', '#ffd180', '#fff59d', '#a5d6a7', '#90caf9'];
  rainbow.forEach((color, k) =>
    back.push(path(`M${ex - 70 + k * 8} 490A${70 - k * 8} ${70 - k * 8} 0 0 1 ${ex + 70 - k * 8} 490`, { kind: 'glint', color, width: 8 })),
  );
  back.push(rect(ex - 100, 508, 200, 12, { kind: 'figure', fill: styled('#a86e36', style) }));
  back.push(ellipse(512, 700, 330, 50, { kind: 'land', fill: styled('#f3b2a6', style), edge: styled('#e0958a', style) }));
  const front: SvgNode[] = [];
  for (let k = 0; k < 4; k++) {
    const x = rng.range(60, 960);
    const color = styled(rng.pick(['#4f86e0', '#e5484d', '#f6c945', '#4fc38a', '#b07cd8']), style);
    // Small things on the floor step aside from anyone standing there (never peeping out behind a head or over a shoe).
    front.push({
      tag: 'g',
      attrs: { 'data-scenery': 'paintPot' },
      children: [rect(x - 18, 716, 36, 36, { kind: 'figure', fill: '#f2f2f2' }, 4), ellipse(x, 718, 18, 6, { kind: 'figure', fill: color })],
    });
  }
  return { back, front, defs, floorY: 705, indoor: true, wallBase: 560 };
}

/**
 * A gallery: big paintings in gilt frames hung along the wall, a sea painting among them, each under
 * its little light, and a sculpture on a plinth; no easel or paint pots (that is an art room).
 */
function gallery(ctx: BackdropContext, back: SvgNode[], defs: SvgNode[], windowLeft: boolean): Backdrop {
  const { style } = ctx;
  const gold = styled('#d9a94a', style);
  // Along the wall beside the window (it stands at 90-310 or 700-920), never over it; hung behind anyone standing, like any picture on a wall.
  const x0 = windowLeft ? 380 : 50;
  const paintings: [number, number, number, 'sea' | 'hills' | 'portrait'][] = [
    [x0, 170, 120, 'sea'],
    [x0 + 240, 110, 150, 'portrait'],
    [x0 + 420, 140, 110, 'hills'],
  ];
  for (const [x, w, h, art] of paintings) {
    const y = 150;
    const frame: SvgNode[] = [rect(x - 14, y - 14, w + 28, h + 28, { kind: 'figure', fill: gold }, 6), rect(x, y, w, h, { kind: 'figure', fill: '#fffdf7' })];
    if (art === 'sea')
      frame.push(
        rect(x, y, w, h * 0.5, { kind: 'land', fill: styled('#bfe3f7', style) }),
        rect(x, y + h * 0.5, w, h * 0.5, { kind: 'land', fill: styled('#3f8fd0', style) }),
        ...[0.62, 0.78].map((k) =>
          path(`M${x + 10} ${r(y + h * k)}q${w / 8} -14 ${w / 4} 0t${w / 4} 0t${w / 4} 0`, { kind: 'line', color: '#ffffff', width: 4 }),
        ),
      );
    else if (art === 'portrait')
      frame.push(
        rect(x, y, w, h, { kind: 'land', fill: styled('#e8d2b4', style) }),
        circle(x + w / 2, y + h * 0.4, w * 0.22, { kind: 'figure', fill: styled('#f0c8a0', style) }),
        path(`M${x + w * 0.2} ${y + h}Q${x + w / 2} ${y + h * 0.55} ${x + w * 0.8} ${y + h}Z`, { kind: 'figure', fill: styled('#8e6bd8', style) }),
      );
    else
      frame.push(
        rect(x, y, w, h, { kind: 'land', fill: styled('#d6f0ff', style) }),
        path(`M${x} ${y + h}Q${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.7}T${x + w} ${y + h * 0.6}L${x + w} ${y + h}Z`, {
          kind: 'land',
          fill: styled('#6cbf5b', style),
        }),
        circle(x + w * 0.75, y + h * 0.25, 14, { kind: 'figure', fill: '#ffd54f' }),
      );
    frame.push(path(`M${x + w / 2 - 20} ${y - 34}L${x + w / 2 + 20} ${y - 34}L${x + w / 2} ${y - 18}Z`, { kind: 'figure', fill: styled('#5a5f73', style) }));
    // A landmark: the layout moves a painting off anyone's head (its hills or shoulders would read as a hat).
    back.push({ tag: 'g', attrs: { 'data-part': 'painting', 'data-landmark': 'painting' }, children: frame });
  }
  // A sculpture on a plinth, by the wall.
  const px = windowLeft ? 150 : 880;
  back.push(
    ...tagged('sculpture', [
      rect(px - 40, 440, 80, 120, { kind: 'figure', fill: '#fbf7f0' }, 3),
      path(`M${px - 34} 440Q${px - 30} 380 ${px + 4} 384Q${px + 36} 390 ${px + 26} 420Q${px + 14} 440 ${px - 6} 426Q${px - 14} 414 ${px} 408`, {
        kind: 'line',
        color: styled('#9aa3b5', style),
        width: 10,
      }),
    ]),
  );
  back.push(ellipse(512, 700, 330, 50, { kind: 'land', fill: styled('#b84a5a', style), edge: styled('#943a48', style) }));
  return { back, front: [], defs, floorY: 705, indoor: true, wallBase: 560 };
}

export function kitchen(ctx: BackdropContext): Backdrop {
  const { rng, style } = ctx;
  const defs: SvgNode[] = [];
  const back = walls(ctx, '#fff1dc', '#e8d2b4', 640, defs);
  for (let x = 0; x < W; x += 40) back.push(path(`M${x} 340L${x} 520`, { kind: 'line', color: styled('#e8dccb', style), width: 2 }));
  for (let y = 340; y <= 520; y += 40) back.push(path(`M0 ${y}L${W} ${y}`, { kind: 'line', color: styled('#e8dccb', style), width: 2 }));
  back.push(...windowView(ctx, 400, 110, 220, 170, defs));
  for (const sx of [80, 760]) {
    back.push(rect(sx, 200, 190, 14, { kind: 'figure', fill: styled('#b07a4f', style) }));
    for (let k = 0; k < 4; k++) {
      const color = styled(rng.pick(['#ff8a80', '#ffd166', '#80deea', '#a5d6a7', '#c5a3ff']), style);
      back.push(
        rect(sx + 12 + k * 44, 150, 34, 50, { kind: 'figure', fill: '#eef7fb' }, 6),
        rect(sx + 16 + k * 44, 170, 26, 28, { kind: 'land', fill: color }, 3),
        rect(sx + 14 + k * 44, 142, 30, 10, { kind: 'figure', fill: color }, 3),
      );
    }
  }
  back.push(rect(0, 520, W, 24, { kind: 'figure', fill: styled('#f2f2f2', style) }));
  back.push(rect(0, 544, W, 96, { kind: 'figure', fill: styled('#7cc0b8', style) }));
  for (let x = 0; x < W; x += 128)
    back.push(
      rect(x + 10, 556, 108, 72, { kind: 'land', fill: styled('#8fd0c8', style), edge: styled('#5fa59d', style) }, 6),
      circle(x + 64, 568, 5, { kind: 'figure', fill: '#f6c945' }),
    );
  const stove = rng.chance(0.5) ? 40 : 700;
  const cafe = ctx.has('café', 'cafe', 'tea room', 'tearoom', 'coffee');
  if (cafe) {
    // A café: a coffee machine on the counter instead of a stove, and little round tables set with cups.
    back.push(
      ...tagged('coffeeMachine', [
        rect(stove + 60, 400, 150, 120, { kind: 'figure', fill: styled('#c6cdd8', style) }, 10),
        rect(stove + 80, 420, 110, 30, { kind: 'figure', fill: styled('#4a4f63', style) }, 4),
        rect(stove + 120, 450, 30, 16, { kind: 'figure', fill: styled('#4a4f63', style) }),
        rect(stove + 118, 488, 34, 30, { kind: 'figure', fill: '#fffdf7' }, 5),
      ]),
    );
    for (const tx of [stove < 512 ? 400 : 120, stove < 512 ? 900 : 620]) back.push(...tagged('cafeTable', cafeTable(tx, 700, style)));
  } else {
    back.push(rect(stove, 490, 280, 30, { kind: 'figure', fill: styled('#4a4f63', style) }, 6));
    back.push(
      path(
        `M${stove + 60} 490L${stove + 60} 440Q${stove + 60} 420 ${stove + 80} 420L${stove + 180} 420Q${stove + 200} 420 ${stove + 200} 440L${stove + 200} 490Z`,
        { kind: 'figure', fill: styled('#e5484d', style) },
      ),
    );
    back.push(path(`M${stove + 50} 440L${stove + 210} 440`, { kind: 'line', width: 4 }));
    for (const x of [stove + 100, stove + 130, stove + 160])
      back.push(path(`M${x} 410Q${x - 12} 390 ${x} 370Q${x + 12} 350 ${x} 330`, { kind: 'glint', color: '#ffffff', width: 5, opacity: 0.7 }));
  }
  const bread = stove < 512 ? 880 : 110;
  if (ctx.has('bakery', 'café', 'cafe', 'cake')) {
    // A bakery or a café: a glass counter of cakes and loaves along the back, where the bread bin would be.
    const cx = stove < 512 ? 770 : 250;
    const counter: SvgNode[] = [
      rect(cx - 150, 430, 300, 90, { kind: 'figure', fill: styled('#f2e3c6', style) }, 6),
      rect(cx - 140, 440, 280, 50, { kind: 'land', fill: styled('#dff3ff', style) }, 4),
    ];
    for (const [dx, colour] of [
      [-100, '#f28ab3'],
      [-40, '#c98a5a'],
      [20, '#f6c945'],
      [80, '#b07cd8'],
    ] as const) {
      counter.push(
        rect(cx + dx - 20, 462, 40, 26, { kind: 'figure', fill: styled(colour, style) }, 4),
        ellipse(cx + dx, 462, 20, 6, { kind: 'figure', fill: '#fffdf7' }),
        circle(cx + dx, 454, 5, { kind: 'figure', fill: '#e5484d' }),
      );
    }
    counter.push(
      ellipse(cx - 70, 424, 36, 14, { kind: 'figure', fill: styled('#d9a25a', style) }),
      ellipse(cx + 40, 424, 30, 12, { kind: 'figure', fill: styled('#e8b46a', style) }),
    );
    back.push(...tagged('cakeCounter', counter));
  } else back.push(rect(bread - 35, 470, 70, 50, { kind: 'figure', fill: '#fffdf7' }, 6), ellipse(bread, 470, 35, 10, { kind: 'figure', fill: '#f5deb3' }));
  return { back, front: [], defs, floorY: 712, indoor: true, wallBase: 640 };
}

/** A café table: a round top on one leg, a cup and saucer on it. */
function cafeTable(x: number, y: number, style: BackdropContext['style']): SvgNode[] {
  return [
    rect(x - 8, y - 110, 16, 110, { kind: 'figure', fill: styled('#5a5f73', style) }),
    ellipse(x, y - 4, 40, 10, { kind: 'figure', fill: styled('#5a5f73', style) }),
    ellipse(x, y - 112, 80, 16, { kind: 'figure', fill: styled('#fbf7f0', style) }),
    ellipse(x - 20, y - 120, 24, 6, { kind: 'figure', fill: '#ffffff' }),
    path(`M${x - 36} ${y - 148}L${x - 4} ${y - 148}L${x - 8} ${y - 122}L${x - 32} ${y - 122}Z`, { kind: 'figure', fill: styled('#f28ab3', style) }),
    path(`M${x - 4} ${y - 142}q14 2 0 14`, { kind: 'line', width: 4, color: styled('#f28ab3', style) }),
    ...[0, 1].map((k) => path(`M${x - 26 + k * 12} ${y - 156}q-6 -10 0 -20`, { kind: 'glint', color: '#ffffff', width: 3, opacity: 0.8 })),
  ];
}

export function lab(ctx: BackdropContext): Backdrop {
  const { rng, style } = ctx;
  const defs: SvgNode[] = [];
  const back = walls(ctx, '#e2f1f4', '#b9c6d8', 600, defs);
  if (ctx.has('greenhouse', 'glasshouse', 'garden', 'conservatory')) {
    // A greenhouse lab: the walls are glass panes on a frame, with the sky behind, and plants in pots along the bench.
    const panes: SvgNode[] = [rect(0, 0, W, 470, { kind: 'sky', fill: styled('#cdeefb', style) })];
    panes.push(path(`M0 120L${W / 2} 20L${W} 120`, { kind: 'line', color: styled('#7a9a8a', style), width: 10 }));
    for (let x = 0; x <= W; x += 128)
      panes.push(path(`M${x} ${120 - (100 * (W / 2 - Math.abs(x - W / 2))) / (W / 2)}L${x} 470`, { kind: 'line', color: styled('#7a9a8a', style), width: 8 }));
    for (const y of [200, 330]) panes.push(path(`M0 ${y}L${W} ${y}`, { kind: 'line', color: styled('#7a9a8a', style), width: 6 }));
    for (let k = 0; k < 6; k++) panes.push(path(`M${60 + k * 170} ${150 + (k % 2) * 90}l40 -40`, { kind: 'glint', color: '#ffffff', width: 5, opacity: 0.8 }));
    // The room itself, not a landmark to move clear of heads: marked as what the room is.
    back.push({ tag: 'g', attrs: { 'data-room': 'greenhouse' }, children: panes });
    back.push(
      rect(0, 470, W, 20, { kind: 'figure', fill: styled('#eef1f5', style) }),
      rect(0, 490, W, 110, { kind: 'figure', fill: styled('#a8875e', style) }),
    );
    const plants: SvgNode[] = [];
    for (let k = 0; k < 6; k++) {
      const x = 80 + k * 170 + rng.range(-20, 20);
      plants.push(path(`M${x - 26} 430L${x + 26} 430L${x + 18} 470L${x - 18} 470Z`, { kind: 'figure', fill: styled('#d9744a', style) }));
      for (const a of [-40, -15, 15, 40])
        plants.push(
          path(`M${x} 430Q${x + a} ${380 - Math.abs(a) * 0.4} ${x + a * 1.3} ${360 + Math.abs(a) * 0.6}`, {
            kind: 'line',
            color: styled('#4f9a45', style),
            width: 9,
          }),
        );
      if (k % 2 === 0) plants.push(circle(x, 372, 11, { kind: 'figure', fill: styled(rng.pick(['#f28ab3', '#f6c945', '#e5484d']), style) }));
    }
    back.push({ tag: 'g', attrs: { 'data-room': 'plants' }, children: plants });
    return { back, front: [], defs, floorY: 712, indoor: true, wallBase: 600 };
  }
  back.push(
    rect(300, 110, 420, 230, { kind: 'figure', fill: styled('#2f5d50', style) }, 8),
    rect(290, 100, 440, 250, { kind: 'line', color: styled('#a86e36', style), width: 12 }, 10),
  );
  const chalk = { kind: 'line' as const, color: '#f4f7f2', width: 3 };
  back.push(
    ellipse(400, 220, 60, 22, chalk),
    shape('ellipse', { cx: 400, cy: 220, rx: 60, ry: 22, transform: 'rotate(60 400 220)' }, chalk),
    shape('ellipse', { cx: 400, cy: 220, rx: 60, ry: 22, transform: 'rotate(-60 400 220)' }, chalk),
    circle(400, 220, 7, chalk),
  );
  back.push(path('M520 160L560 260L600 160Z', chalk), path('M620 200L690 200M675 188L690 200L675 212', chalk), path('M530 290Q580 250 640 290T700 290', chalk));
  back.push(rect(0, 470, W, 20, { kind: 'figure', fill: styled('#eef1f5', style) }), rect(0, 490, W, 110, { kind: 'figure', fill: styled('#8aa1c2', style) }));
  for (let x = 40; x < W; x += 240) back.push(rect(x, 505, 200, 80, { kind: 'land', fill: styled('#9db2d0', style), edge: styled('#6d84a8', style) }, 6));
  const liquids = ['#7ee081', '#ff8ad8', '#7ad7ff', '#ffd166'];
  for (let k = 0; k < 4; k++) {
    const x = 90 + k * 60 + (k > 1 ? 600 : 0);
    const color = styled(liquids[k]!, style);
    back.push(path(`M${x - 8} 400L${x - 8} 430L${x - 30} 470L${x + 30} 470L${x + 8} 430L${x + 8} 400Z`, { kind: 'figure', fill: '#f4fbff' }));
    back.push(path(`M${x - 20} 452L${x + 20} 452L${x + 28} 466L${x - 28} 466Z`, { kind: 'land', fill: color }));
    for (let b = 0; b < 3; b++) back.push(circle(x + rng.range(-10, 10), 380 - b * 22, 5 + b, { kind: 'land', fill: mix(color, '#ffffff', 0.5) }));
  }
  back.push(
    path('M850 470L830 470L840 450L850 420L870 380L890 390L872 430L880 470Z', { kind: 'figure', fill: styled('#5a6784', style) }),
    rect(858, 360, 24, 40, { kind: 'figure', fill: styled('#8ea0c0', style) }, 4),
  );
  for (let k = 0; k < 5; k++) back.push(sparkle(rng.range(80, 940), rng.range(380, 450), 6, '#ffffff'));
  return { back, front: [], defs, floorY: 712, indoor: true, wallBase: 600 };
}

/** What hangs on a bedroom wall for each world: the child's own picture of the thing they love. */
const WORLD_PICTURES: Record<string, PosterKind[]> = {
  Animals: ['paw'],
  'Space & Stars': ['rocket', 'planet'],
  'Ocean & Sea Life': ['fish', 'boat'],
  Dinosaurs: ['dinosaur'],
  'Magic & Fantasy': ['castle', 'rainbow'],
  Sports: ['ball'],
  Music: ['note'],
  'Art & Drawing': ['palette'],
  'Nature & Forest': ['tree', 'flower'],
  Superheroes: ['bolt'],
  'Vehicles & Transportation': ['car'],
  'Cooking & Food': ['cake'],
  'Science & Experiments': ['flask'],
};

/** The pictures a bedroom of each world may show (a test checks the wall belongs to the story). */
export function worldPictures(world: string): PosterKind[] {
  return WORLD_PICTURES[world] ?? ['house', 'flower', 'rainbow'];
}

const PAPERS = ['stars', 'dots', 'stripes', 'clouds', 'panelled'] as const;
const WINDOWS = ['square', 'arched', 'round', 'tall'] as const;
const CURTAINS = ['drapes', 'tied', 'blind', 'shutters'] as const;

/**
 * The window, wallpaper and curtains of a world's bedroom, coded so that any two worlds differ in at least two of
 * them (the third coordinate is the sum of the first two): with the world's own picture, two stories of different
 * worlds never end in rooms a reader could mix up. A story of no known world draws them by its seed.
 */
function roomCode(ctx: BackdropContext): { paper: (typeof PAPERS)[number]; window: (typeof WINDOWS)[number]; curtains: (typeof CURTAINS)[number] } {
  const i = ctx.room ? (INTERESTS as readonly string[]).indexOf(ctx.room.world) : -1;
  if (i < 0) return { paper: ctx.rng.pick(PAPERS), window: ctx.rng.pick(WINDOWS), curtains: ctx.rng.pick(CURTAINS) };
  const a = i % 4;
  const b = Math.floor(i / 4);
  return { window: WINDOWS[a]!, paper: PAPERS[b]!, curtains: CURTAINS[(a + b) % 4]! };
}

export type BedKind = 'cot' | 'panel' | 'arched' | 'spindle' | 'bunk';
type WindowKind = 'square' | 'arched' | 'round' | 'tall';

/**
 * The bed by the child's age and the story: a cot for the smallest, a bunk for a big child some nights,
 * otherwise a headboard of the story's own shape.
 */
function bedKind(ctx: BackdropContext): BedKind {
  const age = ctx.room?.age ?? 6;
  if (age <= 3) return 'cot';
  const kinds: BedKind[] = age >= 7 ? ['bunk', 'panel', 'arched', 'spindle'] : ['panel', 'arched', 'spindle'];
  return ctx.rng.pick(kinds);
}

function roomWindow(ctx: BackdropContext, kind: WindowKind, x: number, y: number, w: number, h: number, defs: SvgNode[]): SvgNode[] {
  if (kind === 'square') return windowView(ctx, x, y, w, h, defs);
  const frame = styled('#f8f4ee', ctx.style);
  const id = viewGradient(ctx, defs);
  const sky = (cx: number, cy: number, rad: number, stars: [number, number][]): SvgNode[] =>
    ctx.time === 'night'
      ? [crescent(cx, cy, rad, '#fff1b3'), ...stars.map(([sx, sy]) => starShape(sx, sy, 6, 2.5, '#ffe98a'))]
      : [circle(cx, cy, rad * 0.8, { kind: 'figure', fill: '#ffd54f' })];
  if (kind === 'round') {
    // A round porthole window.
    const rad = Math.min(w, h) / 2;
    const cx = x + w / 2;
    const cy = y + rad;
    return [
      circle(cx, cy, rad + 12, { kind: 'figure', fill: frame }),
      shape('circle', { cx, cy, r: rad }, { kind: 'figure', fill: `url(#${id})` }),
      ...sky(cx + rad * 0.35, cy - rad * 0.3, rad * 0.22, [
        [cx - rad * 0.5, cy - rad * 0.2],
        [cx - rad * 0.2, cy + rad * 0.4],
        [cx + rad * 0.3, cy + rad * 0.35],
      ]),
      path(`M${r(cx - rad)} ${r(cy)}L${r(cx + rad)} ${r(cy)}M${r(cx)} ${r(cy - rad)}L${r(cx)} ${r(cy + rad)}`, { kind: 'line', color: frame, width: 7 }),
    ];
  }
  if (kind === 'tall') {
    // Two tall narrow panes side by side.
    const pane = (w - 24) / 2;
    const out: SvgNode[] = [rect(x - 10, y - 10, w + 20, h + 60, { kind: 'figure', fill: frame }, 6)];
    for (const px of [x, x + pane + 24]) {
      out.push(shape('rect', { x: px, y, width: pane, height: h + 40 }, { kind: 'figure', fill: `url(#${id})` }));
      out.push(path(`M${r(px)} ${r(y + (h + 40) / 3)}L${r(px + pane)} ${r(y + (h + 40) / 3)}`, { kind: 'line', color: frame, width: 6 }));
    }
    out.push(
      ...sky(x + pane * 0.5, y + h * 0.3, pane * 0.25, [
        [x + pane + 24 + pane * 0.5, y + h * 0.2],
        [x + pane + 24 + pane * 0.3, y + h * 0.7],
      ]),
    );
    out.push(rect(x - 18, y + h + 44, w + 36, 14, { kind: 'figure', fill: frame }, 4));
    return out;
  }
  // An arched window: a round top over straight sides.
  const rad = w / 2;
  const top0 = y + rad;
  const outline = (pad: number) =>
    `M${r(x - pad)} ${r(y + h + pad)}L${r(x - pad)} ${r(top0)}A${r(rad + pad)} ${r(rad + pad)} 0 0 1 ${r(x + w + pad)} ${r(top0)}L${r(x + w + pad)} ${r(y + h + pad)}Z`;
  return [
    path(outline(12), { kind: 'figure', fill: frame }),
    path(outline(0), { kind: 'figure', fill: `url(#${id})` }),
    ...sky(x + w * 0.65, top0, Math.min(w, h) * 0.14, [
      [x + w * 0.25, top0 + 20],
      [x + w * 0.4, y + h * 0.75],
      [x + w * 0.75, y + h * 0.8],
    ]),
    path(`M${r(x + w / 2)} ${r(y)}L${r(x + w / 2)} ${r(y + h)}M${r(x)} ${r(top0 + 30)}L${r(x + w)} ${r(top0 + 30)}`, { kind: 'line', color: frame, width: 7 }),
    rect(x - 20, y + h + 8, w + 40, 14, { kind: 'figure', fill: frame }, 4),
  ];
}

/** The child's bedroom at night: each story's own (bed, window, curtains, wall, picture and lights differ), always calm. */
export function bedroom(given: BackdropContext): Backdrop {
  // One child's room is the same room on every page of the story that shows it: chosen by the story, not the page.
  const ctx: BackdropContext = given.room ? { ...given, rng: seededRng(`${given.room.story}|bedroom`) } : given;
  const { rng, style } = ctx;
  const defs: SvgNode[] = [
    radial(ctx.id('lamp'), [
      [0, '#ffe6a0', 0.55],
      [1, '#ffe6a0', 0],
    ]),
  ];
  const wall = rng.pick(['#d6e2fb', '#e3d9f5', '#d8efe4', '#f5e1d8', '#f3ecc9', '#f0d9e8', '#dcecf0']);
  const back = walls(ctx, wall, rng.pick(['#d9b08a', '#c9a27a', '#e0c49a', '#b98f6a']), 590, defs);
  // Wallpaper in rows (stars, dots, stripes, clouds), or plain above a panelled lower wall; never loose over the headboard.
  const code = roomCode(ctx);
  const paper = code.paper;
  const paperNodes: SvgNode[] = [];
  if (paper === 'stripes')
    for (let x = 40; x < W; x += 90) paperNodes.push(path(`M${x} 0L${x} 576`, { kind: 'line', color: styled(shade(wall, -0.06), style), width: 10 }));
  else if (paper === 'panelled') {
    paperNodes.push(rect(0, 400, W, 176, { kind: 'land', fill: styled(shade(wall, -0.08), style) }));
    paperNodes.push(rect(0, 392, W, 12, { kind: 'figure', fill: styled('#fbf7f0', style) }));
    for (let x = 30; x < W; x += 120) paperNodes.push(rect(x, 430, 90, 120, { kind: 'land', fill: 'none', edge: styled(shade(wall, -0.16), style) }, 6));
  } else
    for (let row = 0; row * 80 + 40 < 570; row++)
      for (let x = 50 + (row % 2) * 60; x < W; x += 120)
        paperNodes.push(
          paper === 'stars'
            ? starShape(x, row * 80 + 40, 7, 3, styled(shade(wall, 0.12), style))
            : paper === 'clouds'
              ? path(`M${x - 18} ${row * 80 + 46}a10 10 0 0 1 8 -14a13 13 0 0 1 22 -2a10 10 0 0 1 8 16Z`, {
                  kind: 'land',
                  fill: styled(shade(wall, 0.1), style),
                })
              : circle(x, row * 80 + 40, 5, { kind: 'land', fill: styled(shade(wall, -0.08), style) }),
        );
  back.push(group(paperNodes, { 'data-part': `wall-${paper}` }));
  const windowRight = rng.chance(0.5);
  const windowKind = code.window;
  const ww = windowKind === 'tall' ? Math.round(rng.range(170, 200)) : Math.round(rng.range(190, 250));
  const wh = windowKind === 'round' ? ww : Math.round(rng.range(180, 220));
  const wx = windowRight ? Math.round(rng.range(600, 680)) : Math.round(rng.range(130, 200));
  const wy = windowKind === 'arched' ? 90 : Math.round(rng.range(100, 140));
  back.push(group(roomWindow(ctx, windowKind, wx, wy, ww, wh, defs), { 'data-part': `window-${windowKind}` }));
  const curtainKind = code.curtains;
  const curtain = styled(rng.pick(['#b7a3e8', '#f2a7b8', '#8fcfc0', '#f5c97a', '#9fb8e8']), style);
  const curtains: SvgNode[] = [];
  const bottom = wy + wh + (windowKind === 'tall' ? 70 : 40);
  if (curtainKind === 'drapes') {
    for (const x of [wx - 40, wx + ww])
      curtains.push(
        path(
          `M${x} ${wy - 30}L${x + 40} ${wy - 30}Q${x + 30} ${r((wy + bottom) / 2)} ${x + 50} ${bottom}L${x - 10} ${bottom}Q${x + 10} ${r((wy + bottom) / 2)} ${x} ${wy - 30}Z`,
          {
            kind: 'figure',
            fill: curtain,
          },
        ),
      );
    curtains.push(rect(wx - 60, wy - 40, ww + 120, 14, { kind: 'figure', fill: styled('#a86e36', style) }, 6));
  } else if (curtainKind === 'tied') {
    // Curtains tied back at the middle with a bow of ribbon.
    const mid = r((wy + bottom) / 2);
    for (const [x, dir] of [
      [wx - 30, 1],
      [wx + ww + 30, -1],
    ] as const) {
      curtains.push(
        path(
          `M${x - 30 * dir} ${wy - 30}L${x + 40 * dir} ${wy - 30}Q${x + 10 * dir} ${mid} ${x + 4 * dir} ${mid}Q${x + 20 * dir} ${mid + 60} ${x + 30 * dir} ${bottom}L${x - 30 * dir} ${bottom}Z`,
          {
            kind: 'figure',
            fill: curtain,
          },
        ),
        circle(x + 2 * dir, mid, 9, { kind: 'figure', fill: styled('#e5484d', style) }),
      );
    }
    curtains.push(path(`M${wx - 70} ${wy - 34}L${wx + ww + 70} ${wy - 34}`, { kind: 'line', color: styled('#8a5a3c', style), width: 7 }));
  } else if (curtainKind === 'blind') {
    // A roller blind half down, with a pull cord.
    curtains.push(rect(wx - 16, wy - 24, ww + 32, 20, { kind: 'figure', fill: styled(shade(curtain, -0.15), style) }, 8));
    curtains.push(rect(wx - 8, wy - 8, ww + 16, wh * 0.2, { kind: 'figure', fill: curtain }, 2));
    curtains.push(
      path(`M${wx + ww / 2} ${r(wy - 8 + wh * 0.2)}l0 40`, { kind: 'line', width: 2 }),
      circle(wx + ww / 2, r(wy + 36 + wh * 0.2), 6, { kind: 'figure', fill: '#fbf7f0' }),
    );
  } else {
    // Wooden shutters folded open either side of the window.
    const sw = Math.min(70, ww * 0.3);
    for (const x of [wx - 16 - sw, wx + ww + 16]) {
      curtains.push(rect(x, wy - 6, sw, bottom - wy - 30, { kind: 'figure', fill: curtain }, 4));
      for (let k = 1; k < 5; k++) curtains.push(path(`M${r(x + 8)} ${r(wy - 6 + (k * (bottom - wy - 30)) / 5)}l${r(sw - 16)} 0`, { kind: 'line', width: 2.5 }));
    }
  }
  back.push(group(curtains, { 'data-part': `curtains-${curtainKind}` }));
  const rugFill = styled(rng.pick(['#9fc8f0', '#f5b8c8', '#b8e0b0', '#e8d0a0']), style);
  back.push(
    rng.chance(0.5)
      ? ellipse(512, 706, 360, 48, { kind: 'land', fill: rugFill, edge: styled('#7fb0e0', style) })
      : rect(200, 672, 624, 70, { kind: 'land', fill: rugFill, edge: styled(shade(rugFill, -0.2), style) }, 10),
  );
  const tx = windowRight ? 60 : 860;
  const lights = rng.pick(['lamp', 'fairy', 'nightlight'] as const);
  const table = [
    rect(tx, 500, 110, 110, { kind: 'figure', fill: styled(rng.pick(['#c99366', '#8fb8d8', '#e8b0b8']), style) }, 6),
    rect(tx + 12, 530, 86, 10, { kind: 'line', width: 2 }, 2),
  ];
  if (lights === 'lamp') {
    // A night light on the bedside table: an electric lamp, never a candle.
    back.push(shape('circle', { cx: tx + 55, cy: 420, r: 120 }, { kind: 'tone', fill: `url(#${ctx.id('lamp')})` }));
    back.push(...table);
    back.push(
      group(
        [
          path(`M${tx + 35} 500L${tx + 45} 440L${tx + 75} 440L${tx + 85} 500Z`, { kind: 'figure', fill: styled('#8a6a9c', style) }),
          path(`M${tx + 20} 440L${tx + 100} 440L${tx + 80} 390L${tx + 40} 390Z`, { kind: 'figure', fill: '#ffe9a8' }),
        ],
        { 'data-part': 'lights-lamp' },
      ),
    );
  } else if (lights === 'fairy') {
    // Fairy lights looped along the top of the wall, each bulb glowing.
    const bulbs: SvgNode[] = [path('M20 40Q270 110 512 40T1004 40', { kind: 'line', color: '#5a6275', width: 2.5 })];
    for (let k = 0; k < 14; k++) {
      const t = (k + 0.5) / 14;
      const x = 20 + t * 984;
      const y = 40 + Math.abs(Math.sin(t * Math.PI * 2)) * 34;
      const c = ['#ffe9a8', '#ffb3c7', '#b3e5ff', '#c8f2b0'][k % 4]!;
      bulbs.push(circle(x, y + 8, 14, { kind: 'tone', fill: c, opacity: 0.35 }), ellipse(x, y + 8, 6, 8, { kind: 'figure', fill: c }));
    }
    back.push(group(bulbs, { 'data-part': 'lights-fairy' }));
    back.push(...table);
  } else {
    // A glowing moon night light on the bedside table.
    back.push(shape('circle', { cx: tx + 55, cy: 460, r: 90 }, { kind: 'tone', fill: `url(#${ctx.id('lamp')})` }));
    back.push(...table);
    back.push(
      group(
        [circle(tx + 55, 462, 34, { kind: 'figure', fill: '#fff1b3' }), rect(tx + 35, 490, 40, 10, { kind: 'figure', fill: styled('#8a6a9c', style) }, 3)],
        { 'data-part': 'lights-nightlight' },
      ),
    );
  }
  const sx = windowRight ? 200 : 660;
  const kind = bedKind(ctx);
  // Over a bunk the top bunk fills that wall: nothing hangs where it stands.
  const furniture = kind === 'bunk' ? 'none' : rng.pick(['shelf', 'bunting', 'mobile'] as const);
  if (furniture === 'shelf') {
    const shelf: SvgNode[] = [rect(sx, 250, 200, 14, { kind: 'figure', fill: styled('#a86e36', style) })];
    const books = ['#e5484d', '#4f86e0', '#f6c945', '#4fc38a', '#b07cd8'];
    books.forEach((color, k) =>
      shelf.push(rect(sx + 12 + k * 24, 250 - 50 - (k % 2) * 10, 20, 50 + (k % 2) * 10, { kind: 'figure', fill: styled(color, style) }, 3)),
    );
    shelf.push(circle(sx + 160, 228, 20, { kind: 'figure', fill: styled(rng.pick(['#f6c945', '#4fc38a', '#ff8fab']), style) }));
    back.push(group(shelf, { 'data-part': 'shelf' }));
  } else if (furniture === 'bunting') {
    // A string of little flags across the wall above the bed.
    const flags: SvgNode[] = [path(`M${sx - 20} 200Q${sx + 100} 250 ${sx + 220} 200`, { kind: 'line', color: '#5a6275', width: 2.5 })];
    const colours = ['#e5484d', '#f6c945', '#4f86e0', '#4fc38a', '#b07cd8', '#ff9e7a'];
    for (let k = 0; k < 6; k++) {
      const t = (k + 0.5) / 6;
      const x = sx - 20 + t * 240;
      const y = 200 + Math.sin(t * Math.PI) * 24;
      flags.push(
        polygon(
          [
            [x - 14, y],
            [x + 14, y],
            [x, y + 30],
          ],
          { kind: 'figure', fill: styled(colours[k]!, style) },
        ),
      );
    }
    back.push(group(flags, { 'data-part': 'bunting' }));
  } else if (furniture === 'mobile') {
    // A mobile of a moon and stars hanging from the ceiling on threads.
    const mobile: SvgNode[] = [
      path(`M${sx + 20} 150L${sx + 180} 150`, { kind: 'line', color: '#a86e36', width: 5 }),
      path(`M${sx + 100} 0L${sx + 100} 150`, { kind: 'line', width: 2 }),
    ];
    [
      [sx + 30, 230],
      [sx + 100, 260],
      [sx + 170, 220],
    ].forEach(([x, y], k) => {
      mobile.push(path(`M${x} 150L${x} ${y! - 18}`, { kind: 'line', width: 2 }));
      mobile.push(k === 1 ? crescent(x!, y!, 22, styled('#ffe98a', style)) : starShape(x!, y!, 20, 9, styled(k ? '#ffb3c7' : '#b3e5ff', style), 'figure'));
    });
    back.push(group(mobile, { 'data-part': 'mobile' }));
  }
  // A picture of the story's world above the furniture (a dinosaur, a castle, a ball), in the child's own frame.
  const picture = rng.pick(ctx.room ? worldPictures(ctx.room.world) : (['rocket', 'boat', 'flower', 'rainbow', 'house'] as const));
  back.push(...bedroomPoster(furniture === 'mobile' ? sx - 130 : sx + 50, 60, picture, style));
  // A bunk needs the wall's middle clear of the window; a cot is narrower.
  const bedX = windowRight ? rng.range(330, 400) : rng.range(620, 690);
  return { back, front: [], defs, floorY: 712, indoor: true, wallBase: 590, bed: { x: bedX, y: 660, kind } };
}

export interface BedLayers {
  behind: SvgNode[];
  over: SvgNode[];
  /** Where a character sitting up in bed has its waist. */
  sitAt: { x: number; y: number };
}

/** The bed in two layers: headboard and pillow behind the sleeper, the blanket over them; its shape is the room's (a cot, a bunk, a headboard). */
export function bed(x: number, y: number, given: BackdropContext, favourite: string, kind: BedKind = 'panel'): BedLayers {
  const ctx: BackdropContext = given.room ? { ...given, rng: seededRng(`${given.room.story}|bed`) } : given;
  const wood = styled(kind === 'cot' ? '#f2e6d6' : kind === 'spindle' ? '#8a5a3c' : '#b07a4f', ctx.style);
  const blanket = styled(mix(favourite, '#ffffff', 0.25), ctx.style);
  const half = kind === 'cot' ? 170 : 190;
  const headboard: SvgNode[] = [];
  if (kind === 'arched')
    headboard.push(
      path(`M${x - half} ${y - 20}L${x - half} ${y - 230}Q${x} ${y - 360} ${x + half} ${y - 230}L${x + half} ${y - 20}Z`, { kind: 'figure', fill: wood }),
    );
  else if (kind === 'spindle' || kind === 'cot') {
    // A frame of bars: posts with knobs, a top rail and spindles between.
    const top = kind === 'cot' ? y - 250 : y - 280;
    headboard.push(
      rect(x - half, top, 26, y - 20 - top, { kind: 'figure', fill: wood }, 6),
      rect(x + half - 26, top, 26, y - 20 - top, { kind: 'figure', fill: wood }, 6),
    );
    headboard.push(circle(x - half + 13, top - 8, 16, { kind: 'figure', fill: wood }), circle(x + half - 13, top - 8, 16, { kind: 'figure', fill: wood }));
    headboard.push(rect(x - half, top + 10, half * 2, 20, { kind: 'figure', fill: wood }, 6));
    for (let bx = x - half + 50; bx < x + half - 30; bx += 34) headboard.push(rect(bx, top + 30, 12, 150, { kind: 'figure', fill: wood }, 5));
  } else
    headboard.push(
      path(
        `M${x - half} ${y - 20}L${x - half} ${y - 250}Q${x - half} ${y - 290} ${x - 150} ${y - 290}L${x + 150} ${y - 290}Q${x + half} ${y - 290} ${x + half} ${y - 250}L${x + half} ${y - 20}Z`,
        { kind: 'figure', fill: wood },
      ),
    );
  if (kind === 'bunk') {
    // The top bunk above, empty and made, with a ladder up its side.
    const top = y - 440;
    headboard.push(
      rect(x - half - 6, top, 24, 420, { kind: 'figure', fill: wood }, 5),
      rect(x + half - 18, top, 24, 420, { kind: 'figure', fill: wood }, 5),
      rect(x - half, top + 60, half * 2, 40, { kind: 'figure', fill: styled(shade(wood, -0.1), ctx.style) }, 6),
      path(`M${x - half + 20} ${top + 62}Q${x} ${top + 40} ${x + half - 20} ${top + 62}Z`, {
        kind: 'figure',
        fill: styled(mix(favourite, '#ffffff', 0.55), ctx.style),
      }),
      rect(x - half, top + 20, half * 2, 12, { kind: 'figure', fill: wood }, 5),
    );
    // The ladder on the side toward the middle of the room, away from the bedside table.
    const lx = x < 512 ? x + half + 6 : x - half - 50;
    for (let k = 0; k < 5; k++) headboard.push(rect(lx, top + 110 + k * 60, 44, 9, { kind: 'figure', fill: wood }, 3));
    headboard.push(rect(x < 512 ? lx + 38 : lx - 6, top + 60, 12, 380, { kind: 'figure', fill: wood }, 4));
  }
  const blanketPattern = ctx.rng.pick(['stars', 'stripes', 'hearts', 'plain'] as const);
  const pattern: SvgNode[] =
    blanketPattern === 'stars'
      ? [-120, -40, 40, 120].map((dx) => starShape(x + dx, y - 40 + (dx % 80 === 0 ? 20 : 0), 14, 6, styled('#fff3c4', ctx.style), 'land'))
      : blanketPattern === 'stripes'
        ? [-60, -10, 40].map((dy) =>
            path(`M${x - 196} ${y + dy}Q${x} ${y + dy - 18} ${x + 196} ${y + dy}`, {
              kind: 'line',
              color: styled(shade(blanket, -0.12), ctx.style),
              width: 10,
            }),
          )
        : blanketPattern === 'hearts'
          ? [-110, 0, 110].map((dx) =>
              path(`M${x + dx} ${y - 10}l-14 -14a9 9 0 0 1 14 -10a9 9 0 0 1 14 10Z`, { kind: 'land', fill: styled(shade(blanket, -0.15), ctx.style) }),
            )
          : [];
  return {
    behind: [
      group(headboard, { 'data-part': `bed-${kind}` }),
      rect(x - 170, y - 170, 340, 130, { kind: 'figure', fill: '#fbf8f2' }, 16),
      path(
        `M${x - 140} ${y - 150}Q${x - 150} ${y - 200} ${x - 100} ${y - 200}L${x + 100} ${y - 200}Q${x + 150} ${y - 200} ${x + 140} ${y - 150}Q${x} ${y - 140} ${x - 140} ${y - 150}Z`,
        { kind: 'figure', fill: '#ffffff' },
      ),
    ],
    over: [
      path(`M${x - 200} ${y - 120}Q${x} ${y - 150} ${x + 200} ${y - 120}L${x + 214} ${y + 30}Q${x} ${y + 44} ${x - 214} ${y + 30}Z`, {
        kind: 'figure',
        fill: blanket,
      }),
      path(`M${x - 200} ${y - 120}Q${x} ${y - 150} ${x + 200} ${y - 120}L${x + 202} ${y - 96}Q${x} ${y - 124} ${x - 202} ${y - 96}Z`, {
        kind: 'figure',
        fill: '#ffffff',
      }),
      ...pattern,
      rect(x - 200, y + 26, 24, 60, { kind: 'figure', fill: wood }, 4),
      rect(x + 176, y + 26, 24, 60, { kind: 'figure', fill: wood }, 4),
    ],
    sitAt: { x, y: y - 112 },
  };
}

/** Home: the living room, with a sofa, a rug, a window on the evening and pictures on the wall. */
export function home(ctx: BackdropContext): Backdrop {
  const { rng, style } = ctx;
  const defs: SvgNode[] = [
    radial(ctx.id('lamp'), [
      [0, '#ffe6a0', 0.6],
      [1, '#ffe6a0', 0],
    ]),
  ];
  const back = walls(ctx, rng.pick(['#f6e3c8', '#e3ecd6', '#f3dcd6']), '#c9a27a', 600, defs);
  const left = (ctx.variant + (rng.chance(0.5) ? 1 : 0)) % 2 === 0;
  const wx = left ? 110 : 660;
  back.push(...windowView(ctx, wx, 120, 240, 200, defs));
  const curtain = styled('#e89a7a', style);
  for (const x of [wx - 40, wx + 250])
    back.push(path(`M${x} 96L${x + 34} 96Q${x + 26} 240 ${x + 40} 350L${x - 6} 350Q${x + 8} 240 ${x} 96Z`, { kind: 'figure', fill: curtain }));
  const fx = left ? 560 : 150;
  for (const [dx, w, h] of [
    [0, 110, 90],
    [140, 80, 110],
  ] as const) {
    back.push(
      rect(fx + dx, 160, w, h, { kind: 'figure', fill: styled('#b07a4f', style) }, 4),
      rect(fx + dx + 10, 170, w - 20, h - 20, { kind: 'figure', fill: '#fffdf7' }),
    );
    back.push(
      circle(fx + dx + w / 2, 160 + h / 2, Math.min(w, h) * 0.22, { kind: 'figure', fill: styled(rng.pick(['#ffd54f', '#80deea', '#ff8fab']), style) }),
    );
  }
  // The sofa.
  const sx = left ? 700 : 120;
  const sofa = styled(rng.pick(['#6c86e0', '#4fb5a5', '#c27ab0']), style);
  back.push(
    rect(sx - 30, 430, 260, 110, { kind: 'figure', fill: shade(sofa, -0.06) }, 26),
    rect(sx - 50, 480, 40, 120, { kind: 'figure', fill: sofa }, 16),
    rect(sx + 210, 480, 40, 120, { kind: 'figure', fill: sofa }, 16),
    rect(sx - 20, 500, 240, 90, { kind: 'figure', fill: sofa }, 16),
  );
  back.push(rect(sx + 10, 450, 70, 56, { kind: 'figure', fill: styled('#ffd166', style) }, 14));
  // A lamp and a plant.
  const lx = left ? 520 : 460;
  // A standing lamp is a landmark: it steps aside rather than poke out from behind someone's head.
  back.push(
    ...tagged('lamp', [
      shape('circle', { cx: lx, cy: 360, r: 110 }, { kind: 'tone', fill: `url(#${ctx.id('lamp')})` }),
      rect(lx - 5, 380, 10, 220, { kind: 'figure', fill: styled('#6b5a4a', style) }),
      path(`M${lx - 40} 384L${lx + 40} 384L${lx + 26} 330L${lx - 26} 330Z`, { kind: 'figure', fill: '#ffe9a8' }),
    ]),
  );
  const px = left ? 960 : 60;
  back.push(rect(px - 30, 540, 60, 60, { kind: 'figure', fill: styled('#d9744a', style) }, 6));
  for (const a of [-60, -30, 0, 30, 60])
    back.push(
      path(`M${px} 540Q${px + a} ${490 - Math.abs(a) * 0.3} ${px + a * 1.4} ${470 + Math.abs(a) * 0.5}`, {
        kind: 'line',
        color: styled('#4f9a45', style),
        width: 8,
      }),
    );
  back.push(ellipse(512, 700, 360, 50, { kind: 'land', fill: styled('#e9b87a', style), edge: styled('#c9985a', style) }));
  return { back, front: [], defs, floorY: 712, indoor: true, wallBase: 600 };
}

/** A piano shop or a music school: a room of instruments. */
function musicRoom(ctx: BackdropContext): Backdrop {
  const { style, rng } = ctx;
  const defs: SvgNode[] = [];
  const back = walls(ctx, ctx.has('shop') ? '#f0e0c8' : '#e0ecf6', '#b88a5a', 600, defs);
  const left = (ctx.variant + (rng.chance(0.5) ? 1 : 0)) % 2 === 0;
  back.push(...windowView(ctx, left ? 100 : 700, 120, 220, 170, defs));
  if (ctx.has('shop') && ctx.keyKit === 'piano') {
    // The story's piano is the one drawn by the cast; the shop's other goods hang on the wall, so "the single piano" is one piano.
    const gx = left ? 430 : 130;
    const wall: SvgNode[] = [rect(gx - 10, 400, 480, 14, { kind: 'figure', fill: styled('#a86e36', style) })];
    for (let k = 0; k < 4; k++) {
      const x = gx + 40 + k * 120;
      const body = styled(['#d98a3a', '#b5651d', '#e5a04a', '#8a5a3c'][k]!, style);
      wall.push(
        rect(x - 4, 250, 8, 110, { kind: 'figure', fill: styled('#5a3a22', style) }),
        ellipse(x, 370, 30, 36, { kind: 'figure', fill: body }),
        ellipse(x, 322, 22, 24, { kind: 'figure', fill: body }),
        circle(x, 360, 9, { kind: 'figure', fill: '#2e2a33' }),
      );
    }
    back.push(...tagged('guitarWall', wall));
    back.push(
      ...tagged('drum', [
        rect(gx + 380, 520, 90, 70, { kind: 'figure', fill: styled('#e5484d', style) }, 8),
        ellipse(gx + 425, 520, 45, 12, { kind: 'figure', fill: '#f4efe6' }),
      ]),
    );
  } else if (ctx.has('shop')) {
    for (const [x, colour] of [
      [left ? 420 : 120, '#3d3a46'],
      [left ? 700 : 420, '#8a5a3c'],
    ] as const) {
      back.push(
        rect(x, 430, 240, 150, { kind: 'figure', fill: styled(colour, style) }, 10),
        rect(x + 14, 500, 212, 26, { kind: 'figure', fill: '#fbf8f0' }, 3),
      );
      for (let k = 0; k < 8; k++) back.push(rect(x + 26 + k * 26, 500, 12, 15, { kind: 'figure', fill: '#2e2a33' }, 2));
      back.push(
        rect(x + 10, 580, 16, 30, { kind: 'figure', fill: styled(colour, style) }),
        rect(x + 214, 580, 16, 30, { kind: 'figure', fill: styled(colour, style) }),
      );
    }
  } else {
    const bx = left ? 420 : 120;
    back.push(rect(bx, 120, 440, 220, { kind: 'figure', fill: styled('#2f5d50', style) }, 8));
    for (let k = 0; k < 5; k++) back.push(path(`M${bx + 30} ${170 + k * 30}L${bx + 410} ${170 + k * 30}`, { kind: 'line', color: '#f4f7f2', width: 2 }));
    for (const [dx, dy] of [
      [80, 150],
      [160, 200],
      [240, 170],
      [320, 230],
    ] as const)
      back.push(musicNote(bx + dx, dy + 20, 0.8, '#f4f7f2'));
    back.push(rect(left ? 700 : 60, 480, 260, 16, { kind: 'figure', fill: styled('#a86e36', style) }));
    back.push(
      ...[0, 1, 2].map((k) => circle((left ? 740 : 100) + k * 80, 450, 30, { kind: 'figure', fill: styled(['#e5484d', '#4f86e0', '#f6c945'][k]!, style) })),
    );
  }
  back.push(ellipse(512, 700, 330, 50, { kind: 'land', fill: styled('#c27ab0', style), edge: styled('#a05a90', style) }));
  return { back, front: [], defs, floorY: 712, indoor: true, wallBase: 600 };
}

export type PosterKind =
  | 'rocket'
  | 'boat'
  | 'flower'
  | 'rainbow'
  | 'house'
  | 'paw'
  | 'fish'
  | 'planet'
  | 'dinosaur'
  | 'castle'
  | 'ball'
  | 'note'
  | 'palette'
  | 'tree'
  | 'bolt'
  | 'car'
  | 'cake'
  | 'flask';

function bedroomPoster(x: number, y: number, kind: PosterKind, style: BackdropContext['style']): SvgNode[] {
  const frame = rect(x, y, 110, 110, { kind: 'figure', fill: styled('#fbf6ee', style) }, 6);
  const cx = x + 55;
  const cy = y + 55;
  const art: SvgNode[] = [];
  switch (kind) {
    case 'rocket':
      art.push(
        path(`M${cx} ${cy - 36}Q${cx + 18} ${cy - 10} ${cx + 14} ${cy + 22}L${cx - 14} ${cy + 22}Q${cx - 18} ${cy - 10} ${cx} ${cy - 36}Z`, {
          kind: 'figure',
          fill: styled('#f4f1ec', style),
        }),
        circle(cx, cy - 6, 7, { kind: 'figure', fill: styled('#7ec8f0', style) }),
        path(`M${cx - 14} ${cy + 10}L${cx - 26} ${cy + 30}L${cx - 12} ${cy + 24}Z M${cx + 14} ${cy + 10}L${cx + 26} ${cy + 30}L${cx + 12} ${cy + 24}Z`, {
          kind: 'figure',
          fill: styled('#e5484d', style),
        }),
      );
      break;
    case 'boat':
      art.push(
        path(`M${cx - 34} ${cy + 14}L${cx + 34} ${cy + 14}L${cx + 24} ${cy + 32}L${cx - 24} ${cy + 32}Z`, { kind: 'figure', fill: styled('#c96a3c', style) }),
        path(`M${cx} ${cy - 36}L${cx} ${cy + 12}L${cx + 28} ${cy + 8}Z`, { kind: 'figure', fill: styled('#f4f1ec', style) }),
        path(`M${cx - 40} ${cy + 38}q10 -6 20 0t20 0t20 0t20 0`, { kind: 'line', color: styled('#4f9be8', style), width: 3 }),
      );
      break;
    case 'flower':
      for (let k = 0; k < 6; k++) {
        const a = (k * Math.PI) / 3;
        art.push(circle(cx + Math.cos(a) * 14, cy - 8 + Math.sin(a) * 14, 10, { kind: 'figure', fill: styled('#ff8fab', style) }));
      }
      art.push(
        circle(cx, cy - 8, 9, { kind: 'figure', fill: styled('#f6c945', style) }),
        path(`M${cx} ${cy + 8}L${cx} ${cy + 40}`, { kind: 'line', color: styled('#4fa85a', style), width: 4 }),
      );
      break;
    case 'rainbow':
      ['#e5484d', '#f6c945', '#4fc38a', '#4f86e0'].forEach((c, k) =>
        art.push(
          path(`M${cx - 40 + k * 8} ${cy + 24}A${40 - k * 8} ${40 - k * 8} 0 0 1 ${cx + 40 - k * 8} ${cy + 24}`, {
            kind: 'line',
            color: styled(c, style),
            width: 7,
          }),
        ),
      );
      break;
    case 'paw':
      art.push(ellipse(cx, cy + 12, 18, 15, { kind: 'figure', fill: styled('#8a5a3c', style) }));
      for (const [dx, dy] of [
        [-22, -10],
        [-8, -22],
        [8, -22],
        [22, -10],
      ] as const)
        art.push(circle(cx + dx, cy + dy, 7, { kind: 'figure', fill: styled('#8a5a3c', style) }));
      break;
    case 'fish':
      art.push(
        ellipse(cx - 4, cy, 26, 16, { kind: 'figure', fill: styled('#f59a3c', style) }),
        path(`M${cx + 18} ${cy}L${cx + 36} ${cy - 14}L${cx + 36} ${cy + 14}Z`, { kind: 'figure', fill: styled('#f59a3c', style) }),
        circle(cx - 16, cy - 4, 3, { kind: 'figure', fill: '#2e2a33' }),
      );
      break;
    case 'planet':
      art.push(
        circle(cx, cy, 22, { kind: 'figure', fill: styled('#f6a84a', style) }),
        ellipse(cx, cy, 40, 9, { kind: 'land', fill: 'none', edge: styled('#b07cd8', style) }),
      );
      break;
    case 'dinosaur':
      art.push(
        path(
          `M${cx - 38} ${cy + 14}Q${cx - 20} ${cy - 12} ${cx} ${cy - 6}Q${cx + 10} ${cy - 30} ${cx + 22} ${cy - 34}Q${cx + 34} ${cy - 34} ${cx + 32} ${cy - 24}Q${cx + 20} ${cy - 22} ${cx + 18} ${cy - 4}Q${cx + 20} ${cy + 14} ${cx + 10} ${cy + 16}L${cx + 10} ${cy + 30}L${cx + 2} ${cy + 30}L${cx + 2} ${cy + 18}L${cx - 12} ${cy + 18}L${cx - 12} ${cy + 30}L${cx - 20} ${cy + 30}L${cx - 20} ${cy + 16}Z`,
          { kind: 'figure', fill: styled('#5fb35a', style) },
        ),
      );
      break;
    case 'castle':
      art.push(
        rect(cx - 26, cy - 8, 52, 40, { kind: 'figure', fill: styled('#b8b0d8', style) }),
        rect(cx - 36, cy - 26, 18, 58, { kind: 'figure', fill: styled('#a89cd0', style) }),
        rect(cx + 18, cy - 26, 18, 58, { kind: 'figure', fill: styled('#a89cd0', style) }),
        path(`M${cx - 38} ${cy - 26}L${cx - 27} ${cy - 42}L${cx - 16} ${cy - 26}Z M${cx + 16} ${cy - 26}L${cx + 27} ${cy - 42}L${cx + 38} ${cy - 26}Z`, {
          kind: 'figure',
          fill: styled('#e5484d', style),
        }),
        path(`M${cx - 8} ${cy + 32}L${cx - 8} ${cy + 16}Q${cx} ${cy + 6} ${cx + 8} ${cy + 16}L${cx + 8} ${cy + 32}Z`, {
          kind: 'figure',
          fill: styled('#6b4a3a', style),
        }),
      );
      break;
    case 'ball':
      art.push(
        circle(cx, cy, 28, { kind: 'figure', fill: '#ffffff' }),
        polygon(
          [
            [cx, cy - 10],
            [cx + 10, cy - 2],
            [cx + 6, cy + 10],
            [cx - 6, cy + 10],
            [cx - 10, cy - 2],
          ],
          { kind: 'figure', fill: '#2e2a33' },
        ),
      );
      break;
    case 'note':
      art.push(
        ellipse(cx - 12, cy + 20, 11, 8, { kind: 'figure', fill: '#2e2a33' }),
        ellipse(cx + 20, cy + 14, 11, 8, { kind: 'figure', fill: '#2e2a33' }),
        path(`M${cx - 2} ${cy + 20}L${cx - 2} ${cy - 28}L${cx + 30} ${cy - 34}L${cx + 30} ${cy + 14}`, { kind: 'line', color: '#2e2a33', width: 5 }),
      );
      break;
    case 'palette':
      art.push(ellipse(cx, cy, 38, 28, { kind: 'figure', fill: styled('#e8c89a', style) }));
      ['#e5484d', '#4f86e0', '#f6c945', '#4fc38a'].forEach((c, k) =>
        art.push(circle(cx - 20 + k * 13, cy - 10 + (k % 2) * 8, 6, { kind: 'figure', fill: styled(c, style) })),
      );
      break;
    case 'tree':
      art.push(
        rect(cx - 6, cy + 4, 12, 30, { kind: 'figure', fill: styled('#8a5a3c', style) }),
        circle(cx, cy - 10, 26, { kind: 'figure', fill: styled('#4fa85a', style) }),
      );
      break;
    case 'bolt':
      art.push(
        circle(cx, cy, 34, { kind: 'figure', fill: styled('#e5484d', style) }),
        polygon(
          [
            [cx + 6, cy - 28],
            [cx - 14, cy + 4],
            [cx, cy + 4],
            [cx - 6, cy + 28],
            [cx + 14, cy - 4],
            [cx, cy - 4],
          ],
          { kind: 'figure', fill: styled('#f6c945', style) },
        ),
      );
      break;
    case 'car':
      art.push(
        path(
          `M${cx - 38} ${cy + 16}L${cx - 38} ${cy}L${cx - 20} ${cy - 2}L${cx - 10} ${cy - 18}L${cx + 16} ${cy - 18}L${cx + 26} ${cy}L${cx + 38} ${cy + 2}L${cx + 38} ${cy + 16}Z`,
          {
            kind: 'figure',
            fill: styled('#4f86e0', style),
          },
        ),
        circle(cx - 20, cy + 18, 8, { kind: 'figure', fill: '#2e2a33' }),
        circle(cx + 20, cy + 18, 8, { kind: 'figure', fill: '#2e2a33' }),
      );
      break;
    case 'cake':
      art.push(
        rect(cx - 28, cy, 56, 30, { kind: 'figure', fill: styled('#f5b8c8', style) }, 4),
        rect(cx - 28, cy - 6, 56, 12, { kind: 'figure', fill: '#fffaf2' }, 6),
        circle(cx, cy - 14, 7, { kind: 'figure', fill: styled('#e5484d', style) }),
      );
      break;
    case 'flask':
      art.push(
        path(`M${cx - 8} ${cy - 32}L${cx - 8} ${cy - 6}L${cx - 30} ${cy + 30}L${cx + 30} ${cy + 30}L${cx + 8} ${cy - 6}L${cx + 8} ${cy - 32}Z`, {
          kind: 'figure',
          fill: '#e8f4fb',
        }),
        path(`M${cx - 20} ${cy + 14}L${cx + 20} ${cy + 14}L${cx + 30} ${cy + 30}L${cx - 30} ${cy + 30}Z`, { kind: 'figure', fill: styled('#4fc38a', style) }),
      );
      break;
    default:
      art.push(
        rect(cx - 26, cy - 4, 52, 36, { kind: 'figure', fill: styled('#f5c97a', style) }),
        path(`M${cx - 34} ${cy - 2}L${cx} ${cy - 34}L${cx + 34} ${cy - 2}Z`, { kind: 'figure', fill: styled('#e5484d', style) }),
        rect(cx - 7, cy + 12, 14, 20, { kind: 'figure', fill: styled('#8a5a3c', style) }),
      );
  }
  return [{ tag: 'g', attrs: { 'data-landmark': `poster-${kind}` }, children: [frame, ...art] }];
}
