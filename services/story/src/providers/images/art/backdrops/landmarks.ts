import { r } from '../random';
import { circle, ellipse, path, polygon, rect, type SvgNode } from '../svg-tree';
import { flower, roundTree, shade, sparkle, type BackdropContext } from './scenery';

/**
 * The landmarks that make one place unlike another: the barn of a farm, the stable block, the
 * pond with its reeds, a bandstand in a park, a lighthouse over rock pools, steaming springs under
 * a volcano. Each is drawn at the horizon (`y`) around `x`.
 */
type Draw = (ctx: BackdropContext, x: number, y: number) => SvgNode[];

/** A landmark's shapes in one group that says which landmark it is (the scene data names what is drawn). */
export function tagged(name: string, nodes: SvgNode[]): SvgNode[] {
  return [{ tag: 'g', attrs: { 'data-landmark': name }, children: nodes }];
}

const barnNodes: Draw = (ctx, bx, y) => {
  const { c } = ctx;
  return [
    rect(bx - 70, y - 98, 140, 90, { kind: 'figure', fill: c('#d9544a') }),
    polygon(
      [
        [bx - 84, y - 94],
        [bx, y - 158],
        [bx + 84, y - 94],
      ],
      { kind: 'figure', fill: c('#8e3b35') },
    ),
    rect(bx - 26, y - 62, 52, 54, { kind: 'figure', fill: c('#f5efe4') }),
    path(`M${r(bx - 26)} ${y - 62}L${r(bx + 26)} ${y - 8}M${r(bx + 26)} ${y - 62}L${r(bx - 26)} ${y - 8}`, { kind: 'line', color: c('#c9423a'), width: 3 }),
    circle(bx, y - 110, 12, { kind: 'figure', fill: c('#f5efe4') }),
  ];
};

const stablesNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [
    rect(x - 150, y - 86, 300, 78, { kind: 'figure', fill: c('#c98a5a') }),
    polygon(
      [
        [x - 164, y - 82],
        [x - 150, y - 122],
        [x + 150, y - 122],
        [x + 164, y - 82],
      ],
      { kind: 'figure', fill: c('#6b5a6a') },
    ),
  ];
  for (const dx of [-100, 0, 100])
    nodes.push(
      rect(x + dx - 26, y - 70, 52, 62, { kind: 'figure', fill: c('#8a5a3c') }),
      path(`M${x + dx - 26} ${y - 40}L${x + dx + 26} ${y - 40}`, { kind: 'line', color: c('#f1dfc0'), width: 3 }),
    );
  nodes.push(ellipse(x - 100, y - 76, 16, 12, { kind: 'figure', fill: c('#aa724b') }));
  return nodes;
};

const hutchesNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [];
  for (const [dx, color] of [
    [-110, '#7ab8d9'],
    [0, '#f2b35b'],
    [110, '#9ccf7a'],
  ] as const) {
    nodes.push(
      rect(x + dx - 44, y - 70, 88, 62, { kind: 'figure', fill: c(color) }),
      polygon(
        [
          [x + dx - 52, y - 68],
          [x + dx, y - 100],
          [x + dx + 52, y - 68],
        ],
        { kind: 'figure', fill: c(shade(color, -0.2)) },
      ),
    );
    nodes.push(rect(x + dx - 22, y - 56, 44, 34, { kind: 'figure', fill: c('#fbf6ea') }, 4));
    // An animal looks out of each hutch (a rabbit, a puppy, a kitten): a rescue has animals, not empty huts.
    nodes.push(...peeper(ctx, x + dx, y - 36, dx < 0 ? 'rabbit' : dx === 0 ? 'puppy' : 'kitten'));
    for (const k of [-12, 0, 12]) nodes.push(path(`M${x + dx + k} ${y - 56}L${x + dx + k} ${y - 22}`, { kind: 'line', color: c('#8a8a8a'), width: 2 }));
  }
  // A kennel with a dog looking out, beside the hutches.
  const kx = x > 512 ? x - 250 : x + 290;
  nodes.push(
    path(`M${kx - 46} ${y}L${kx - 46} ${y - 60}L${kx} ${y - 96}L${kx + 46} ${y - 60}L${kx + 46} ${y}Z`, { kind: 'figure', fill: c('#c98a5a') }),
    path(`M${kx - 24} ${y}L${kx - 24} ${y - 40}Q${kx} ${y - 66} ${kx + 24} ${y - 40}L${kx + 24} ${y}Z`, { kind: 'figure', fill: c('#4a3a3a') }),
    ...peeper(ctx, kx, y - 22, 'puppy', 1.3),
  );
  nodes.push(...heartSign(ctx, x + 190, y - 30));
  return nodes;
};

/** A small animal's face looking out of a hutch or a kennel. */
function peeper(ctx: BackdropContext, x: number, y: number, kind: 'rabbit' | 'puppy' | 'kitten', k = 1): SvgNode[] {
  const { c } = ctx;
  const fur = c(kind === 'rabbit' ? '#d8d2cc' : kind === 'puppy' ? '#c9935a' : '#f0a052');
  const nodes: SvgNode[] = [];
  if (kind === 'rabbit') for (const s of [-1, 1]) nodes.push(ellipse(x + s * 6 * k, y - 14 * k, 4 * k, 10 * k, { kind: 'figure', fill: fur }));
  if (kind === 'kitten')
    for (const s of [-1, 1])
      nodes.push(
        polygon(
          [
            [x + s * 12 * k, y - 14 * k],
            [x + s * 3 * k, y - 8 * k],
            [x + s * 12 * k, y - 2 * k],
          ],
          { kind: 'figure', fill: fur },
        ),
      );
  nodes.push(circle(x, y, 11 * k, { kind: 'figure', fill: fur }));
  if (kind === 'puppy') for (const s of [-1, 1]) nodes.push(ellipse(x + s * 11 * k, y + 2 * k, 4 * k, 8 * k, { kind: 'figure', fill: c('#8a5a3c') }));
  for (const s of [-1, 1]) nodes.push(circle(x + s * 4 * k, y - 2 * k, 1.8 * k, { kind: 'dot', fill: '#2a1f2d' }));
  nodes.push(circle(x, y + 3 * k, 2 * k, { kind: 'dot', fill: '#2a1f2d' }));
  return nodes;
}

function heartSign(ctx: BackdropContext, x: number, y: number): SvgNode[] {
  return [
    path(`M${x} ${y + 40}L${x} ${y - 30}`, { kind: 'line', color: ctx.c('#8a5a3c'), width: 6 }),
    rect(x - 30, y - 60, 60, 40, { kind: 'figure', fill: ctx.c('#fbf6ea') }, 6),
    path(`M${x} ${y - 28}c-8 -12 -22 0 -10 10l10 8l10 -8c12 -10 -2 -22 -10 -10z`, { kind: 'figure', fill: ctx.c('#e5484d') }),
  ];
}

const pondNodes: Draw = (ctx, x, y) => {
  const { c, rng } = ctx;
  const nodes: SvgNode[] = [
    ellipse(x, y + 40, 220, 54, { kind: 'land', fill: c('#6cc0e0'), edge: c('#4a9fc0') }),
    ellipse(x - 40, y + 30, 120, 20, { kind: 'tone', fill: '#ffffff', opacity: 0.25 }),
  ];
  for (const [dx, dy] of [
    [-120, 50],
    [60, 30],
    [140, 56],
  ] as const)
    nodes.push(ellipse(x + dx, y + dy, 22, 9, { kind: 'land', fill: c('#5aa356'), edge: c('#3f8a4a') }));
  nodes.push(...flower(x + 60, y + 34, 5, c('#ffb3c8'), c('#3f8a4a')).slice(1));
  for (let k = 0; k < 7; k++) {
    const rx = x - 230 + k * 10 + rng.range(-3, 3);
    nodes.push(path(`M${rx} ${y + 46}Q${rx - 4} ${y} ${rx + 2} ${y - 30}`, { kind: 'line', color: c('#5f9a45'), width: 4 }));
    if (k % 2 === 0) nodes.push(ellipse(rx + 2, y - 26, 5, 14, { kind: 'figure', fill: c('#8a5a3c') }));
  }
  return nodes;
};

const wildflowersNodes: Draw = (ctx, x, y) => {
  const { c, rng } = ctx;
  const nodes: SvgNode[] = [...roundTree(x, y + 10, 150, c('#5cae55'), c('#8a5a3c'))];
  for (let k = 0; k < 14; k++)
    nodes.push(
      ...flower(
        x - 300 + k * 45 + rng.range(-10, 10),
        y + 30 + rng.range(0, 40),
        rng.range(6, 9),
        c(rng.pick(['#ff8fab', '#ffd166', '#ffffff', '#b39ddb'])),
        c('#4f9a45'),
      ),
    );
  return nodes;
};

const gardenNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [rect(x - 260, y - 60, 520, 60, { kind: 'land', fill: c('#4f9a55'), edge: c('#3f8045') }, 26)];
  // A rose arch.
  nodes.push(
    path(`M${x - 70} ${y + 30}L${x - 70} ${y - 110}Q${x} ${y - 190} ${x + 70} ${y - 110}L${x + 70} ${y + 30}`, {
      kind: 'line',
      color: c('#ffffff'),
      width: 10,
    }),
  );
  for (let k = 0; k < 9; k++) {
    const a = Math.PI * (k / 8);
    nodes.push(
      circle(x - Math.cos(a) * 70, y - 110 - Math.sin(a) * 70 + (k === 0 || k === 8 ? 60 : 0), 11, { kind: 'figure', fill: c(k % 2 ? '#ff8fab' : '#e5484d') }),
    );
  }
  for (const dx of [-200, -140, 140, 200]) nodes.push(...flower(x + dx, y + 40, 10, c(dx < 0 ? '#ffd166' : '#b39ddb'), c('#4f9a45')));
  return nodes;
};

const bandstandNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [rect(x - 120, y - 30, 240, 30, { kind: 'figure', fill: c('#f1e4d0') }, 4)];
  for (const dx of [-100, -34, 34, 100]) nodes.push(rect(x + dx - 5, y - 150, 10, 122, { kind: 'figure', fill: c('#ffffff') }));
  nodes.push(
    path(`M${x - 140} ${y - 150}Q${x} ${y - 250} ${x + 140} ${y - 150}Z`, { kind: 'figure', fill: c('#4fb5a5') }),
    path(`M${x - 140} ${y - 150}L${x + 140} ${y - 150}`, { kind: 'line', color: c('#ffffff'), width: 8 }),
  );
  nodes.push(circle(x, y - 226, 9, { kind: 'figure', fill: c('#f6c945') }));
  nodes.push(...bunting(ctx, x - 140, y - 146, x + 140, y - 146));
  return nodes;
};

const festivalTentNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [
    path(`M${x - 170} ${y}L${x - 150} ${y - 150}Q${x} ${y - 220} ${x + 150} ${y - 150}L${x + 170} ${y}Z`, { kind: 'figure', fill: c('#f6f1e8') }),
    path(`M${x - 110} ${y}L${x - 100} ${y - 120}L${x + 100} ${y - 120}L${x + 110} ${y}Z`, { kind: 'figure', fill: c('#7a4a8a') }),
  ];
  for (const dx of [-150, -75, 0, 75, 150])
    nodes.push(path(`M${x + dx} ${y - 170 + Math.abs(dx) * 0.2}L${x + dx} ${y - 150 + Math.abs(dx) * 0.2}`, { kind: 'line', color: c('#e5484d'), width: 4 }));
  nodes.push(...bunting(ctx, x - 330, y - 120, x - 160, y - 160), ...bunting(ctx, x + 160, y - 160, x + 330, y - 120));
  return nodes;
};

export function bunting(ctx: BackdropContext, x1: number, y1: number, x2: number, y2: number): SvgNode[] {
  const nodes: SvgNode[] = [path(`M${x1} ${y1}Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + 30} ${x2} ${y2}`, { kind: 'line', color: ctx.c('#6b6b7a'), width: 2 })];
  const colors = ['#e5484d', '#f6c945', '#4f86e0', '#4fc38a', '#b07cd8'];
  const count = Math.max(3, Math.round(Math.abs(x2 - x1) / 40));
  for (let k = 1; k < count; k++) {
    const t = k / count;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + Math.sin(Math.PI * t) * 24;
    nodes.push(
      polygon(
        [
          [x - 10, y],
          [x + 10, y],
          [x, y + 22],
        ],
        { kind: 'figure', fill: ctx.c(colors[k % colors.length]!) },
      ),
    );
  }
  return nodes;
}

const volcanoNodes: Draw = (ctx, vx, y) => {
  const { c } = ctx;
  return [
    path(`M${r(vx - 260)} ${y}L${r(vx - 40)} ${y - 230}L${r(vx + 40)} ${y - 230}L${r(vx + 260)} ${y}Z`, {
      kind: 'land',
      fill: c('#9a7a8a'),
      edge: c('#7d6270'),
    }),
    path(
      `M${r(vx - 40)} ${y - 230}Q${r(vx - 20)} ${y - 208} ${r(vx - 6)} ${y - 220}Q${r(vx + 4)} ${y - 180} ${r(vx + 14)} ${y - 214}Q${r(vx + 28)} ${y - 200} ${r(vx + 40)} ${y - 230}Z`,
      { kind: 'figure', fill: c('#ff8a3c') },
    ),
    ...[0, 1, 2].map((k) => circle(vx - 10 + k * 16, y - 260 - k * 26, 16 + k * 6, { kind: 'land', fill: c('#d8d0d8'), edge: c('#bfb6bf') })),
  ];
};

const hotSpringsNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [];
  for (const [dx, w] of [
    [-90, 90],
    [70, 70],
  ] as const) {
    nodes.push(ellipse(x + dx, y, w, w * 0.28, { kind: 'land', fill: c('#8fd6d0'), edge: c('#c9b8a0') }));
    for (const k of [-1, 0, 1])
      nodes.push(path(`M${x + dx + k * w * 0.4} ${y - 10}q-10 -20 0 -40t0 -40`, { kind: 'glint', color: '#ffffff', width: 5, opacity: 0.7 }));
  }
  return nodes;
};

const riverNodes: Draw = (ctx, _x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [
    path(`M-20 ${y + 20}Q300 ${y - 10} 520 ${y + 30}T1044 ${y + 10}L1044 ${y + 70}Q760 ${y + 90} 520 ${y + 70}T-20 ${y + 80}Z`, {
      kind: 'land',
      fill: c('#6cc0e0'),
      edge: c('#4a9fc0'),
    }),
  ];
  for (let k = 0; k < 5; k++) nodes.push(path(`M${80 + k * 190} ${y + 46}q14 -8 28 0t28 0`, { kind: 'line', color: '#d6f1fb', width: 3 }));
  return nodes;
};

/** Three-toed footprints across the ground: somebody big walked here. */
const footprintsNodes: Draw = (ctx, x, y) => {
  const nodes: SvgNode[] = [];
  for (let k = 0; k < 4; k++) {
    const fx = x - 200 + k * 120;
    const fy = y + 40 + (k % 2) * 30;
    nodes.push(ellipse(fx, fy, 18, 10, { kind: 'land', fill: ctx.c('#6f8a4a') }));
    for (const dx of [-14, 0, 14]) nodes.push(ellipse(fx + dx + 14, fy - 10 - Math.abs(dx) * 0.2, 5, 9, { kind: 'land', fill: ctx.c('#6f8a4a') }));
  }
  return nodes;
};

const nestsNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [];
  for (const [dx, dy, count] of [
    [-160, 40, 3],
    [80, 20, 2],
    [230, 60, 3],
  ] as const) {
    nodes.push(ellipse(x + dx, y + dy, 60, 16, { kind: 'figure', fill: c('#b8945a') }));
    for (let k = 0; k < count; k++) nodes.push(ellipse(x + dx - 24 + k * 24, y + dy - 14, 13, 17, { kind: 'figure', fill: c(k % 2 ? '#f3ead8' : '#d9e8c8') }));
  }
  return nodes;
};

const cliffsNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  return [
    path(`M${x - 40} ${y + 20}L${x - 10} ${y - 230}Q${x + 80} ${y - 260} ${x + 200} ${y - 220}L${x + 240} ${y + 20}Z`, {
      kind: 'land',
      fill: c('#b59a7a'),
      edge: c('#8f765a'),
    }),
    path(`M${x + 20} ${y - 200}L${x + 40} ${y - 60}M${x + 120} ${y - 230}L${x + 110} ${y - 80}`, { kind: 'line', color: c('#8f765a'), width: 3 }),
    path(`M${x + 60} ${y - 300}q15 -10 30 0q15 -10 30 0`, { kind: 'line', width: 3 }),
    path(`M${x + 160} ${y - 330}q15 -10 30 0q15 -10 30 0`, { kind: 'line', width: 3 }),
  ];
};

const lighthouseNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [
    path(`M${x - 110} ${y + 10}Q${x - 90} ${y - 50} ${x} ${y - 56}Q${x + 90} ${y - 50} ${x + 110} ${y + 10}Z`, {
      kind: 'land',
      fill: c('#9a9aa6'),
      edge: c('#7a7a86'),
    }),
    path(`M${x - 34} ${y - 40}L${x - 22} ${y - 260}L${x + 22} ${y - 260}L${x + 34} ${y - 40}Z`, { kind: 'figure', fill: c('#fbf6ee') }),
  ];
  for (const k of [0, 1, 2])
    nodes.push(
      path(
        `M${x - 32 + k * 4} ${y - 80 - k * 60}L${x + 32 - k * 4} ${y - 80 - k * 60}L${x + 30 - k * 4} ${y - 110 - k * 60}L${x - 30 + k * 4} ${y - 110 - k * 60}Z`,
        { kind: 'figure', fill: c('#e5484d') },
      ),
    );
  nodes.push(
    rect(x - 26, y - 300, 52, 40, { kind: 'figure', fill: ctx.time === 'night' || ctx.time === 'sunset' ? '#ffe08a' : c('#dff3ff') }, 4),
    polygon(
      [
        [x - 32, y - 300],
        [x, y - 330],
        [x + 32, y - 300],
      ],
      { kind: 'figure', fill: c('#3d4a6b') },
    ),
  );
  return nodes;
};

const rockPoolsNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [];
  for (const [dx, dy, w] of [
    [-200, 40, 80],
    [40, 70, 100],
    [260, 30, 70],
  ] as const) {
    nodes.push(
      ellipse(x + dx, y + dy, w + 16, w * 0.36, { kind: 'land', fill: c('#a8a4b0'), edge: c('#8a8694') }),
      ellipse(x + dx, y + dy, w, w * 0.26, { kind: 'land', fill: c('#7fd0e8') }),
    );
    nodes.push(ellipse(x + dx - w * 0.3, y + dy - 2, 10, 5, { kind: 'land', fill: c('#ff9f5a') }));
  }
  return nodes;
};

const harbourNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [rect(x - 300, y - 40, 600, 40, { kind: 'figure', fill: c('#b0a89c') })];
  for (let k = 0; k < 8; k++) nodes.push(path(`M${x - 300 + k * 75} ${y - 40}L${x - 300 + k * 75} ${y}`, { kind: 'line', color: c('#8f877c'), width: 2 }));
  for (const [dx, color] of [
    [-180, '#4f86e0'],
    [-40, '#e5484d'],
    [120, '#f6c945'],
  ] as const) {
    nodes.push(path(`M${x + dx - 46} ${y + 6}L${x + dx + 46} ${y + 6}L${x + dx + 32} ${y + 26}L${x + dx - 32} ${y + 26}Z`, { kind: 'figure', fill: c(color) }));
    nodes.push(path(`M${x + dx} ${y + 6}L${x + dx} ${y - 70}`, { kind: 'line', width: 3 }));
  }
  // Puffins on the harbour wall.
  for (const dx of [210, 250])
    nodes.push(
      ellipse(x + dx, y - 58, 12, 18, { kind: 'figure', fill: c('#3b3a44') }),
      ellipse(x + dx + 3, y - 54, 7, 11, { kind: 'land', fill: '#f4f1ea' }),
      polygon(
        [
          [x + dx + 8, y - 74],
          [x + dx + 20, y - 70],
          [x + dx + 8, y - 66],
        ],
        { kind: 'figure', fill: c('#f27a3a') },
      ),
    );
  return nodes;
};

const dunesNodes: Draw = (ctx, _x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [
    path(`M-20 ${y + 40}Q180 ${y - 70} 400 ${y + 30}Q600 ${y - 40} 820 ${y + 30}Q940 ${y - 20} 1044 ${y + 20}L1044 ${y + 80}L-20 ${y + 80}Z`, {
      kind: 'land',
      fill: c('#ead09a'),
      edge: c('#d8bb80'),
    }),
  ];
  for (const gx of [120, 170, 560, 610, 900])
    for (const a of [-20, 0, 20])
      nodes.push(path(`M${gx} ${y + 10}Q${gx + a * 0.5} ${y - 30} ${gx + a} ${y - 50}`, { kind: 'line', color: c('#7ea356'), width: 3 }));
  return nodes;
};

const headlandNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  return [
    path(`M${x - 10} ${y + 10}Q${x + 40} ${y - 110} ${x + 170} ${y - 120}Q${x + 260} ${y - 110} ${x + 300} ${y + 10}Z`, {
      kind: 'land',
      fill: c('#9aa88a'),
      edge: c('#7a8a6a'),
    }),
    path(`M${x + 60} ${y - 60}Q${x + 150} ${y - 100} ${x + 250} ${y - 50}`, { kind: 'line', color: c('#7a8a6a'), width: 3 }),
  ];
};

const wizardTowerNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const stone = c('#c9c0dc');
  return [
    rect(x - 50, y - 330, 100, 330, { kind: 'figure', fill: stone }),
    polygon(
      [
        [x - 70, y - 330],
        [x, y - 460],
        [x + 70, y - 330],
      ],
      { kind: 'figure', fill: c('#5b4a9a') },
    ),
    circle(x, y - 260, 22, { kind: 'figure', fill: ctx.time === 'night' ? '#ffe082' : c('#5b4a7a') }),
    path(`M${x - 14} ${y - 160}L${x - 14} ${y - 190}Q${x} ${y - 206} ${x + 14} ${y - 190}L${x + 14} ${y - 160}Z`, { kind: 'figure', fill: c('#5b4a7a') }),
    path(`M${x - 20} ${y}L${x - 20} ${y - 56}Q${x} ${y - 80} ${x + 20} ${y - 56}L${x + 20} ${y}Z`, { kind: 'figure', fill: c('#8a5a3c') }),
    sparkle(x + 90, y - 420, 14, '#fff6c2'),
    sparkle(x - 80, y - 380, 10, '#fff6c2'),
  ];
};

const floatingIslandNodes: Draw = (ctx, x, y) => {
  const { c } = ctx;
  return [
    path(`M${x - 200} ${y - 160}Q${x} ${y - 200} ${x + 200} ${y - 160}Q${x + 120} ${y - 40} ${x} ${y - 20}Q${x - 120} ${y - 40} ${x - 200} ${y - 160}Z`, {
      kind: 'land',
      fill: c('#a8876a'),
      edge: c('#8a6a4a'),
    }),
    ellipse(x, y - 165, 204, 26, { kind: 'land', fill: c('#8fce72') }),
    ...roundTree(x - 90, y - 170, 70, c('#5cae55'), c('#8a5a3c')),
    rect(x + 30, y - 250, 60, 84, { kind: 'figure', fill: c('#e6dff2') }),
    polygon(
      [
        [x + 22, y - 250],
        [x + 60, y - 300],
        [x + 98, y - 250],
      ],
      { kind: 'figure', fill: c('#8e6bd8') },
    ),
    path(`M${x + 80} ${y - 30}Q${x + 90} ${y + 30} ${x + 70} ${y + 60}`, { kind: 'glint', color: '#9fd6f4', width: 6, opacity: 0.8 }),
  ];
};

export const barn: Draw = (ctx, x, y) => tagged('barn', barnNodes(ctx, x, y));
export const stables: Draw = (ctx, x, y) => tagged('stables', stablesNodes(ctx, x, y));
export const hutches: Draw = (ctx, x, y) => tagged('hutches', hutchesNodes(ctx, x, y));
export const pond: Draw = (ctx, x, y) => tagged('pond', pondNodes(ctx, x, y));
export const wildflowers: Draw = (ctx, x, y) => tagged('wildflowers', wildflowersNodes(ctx, x, y));
export const garden: Draw = (ctx, x, y) => tagged('garden', gardenNodes(ctx, x, y));
export const bandstand: Draw = (ctx, x, y) => tagged('bandstand', bandstandNodes(ctx, x, y));
export const festivalTent: Draw = (ctx, x, y) => tagged('festivalTent', festivalTentNodes(ctx, x, y));
export const volcano: Draw = (ctx, x, y) => tagged('volcano', volcanoNodes(ctx, x, y));
export const hotSprings: Draw = (ctx, x, y) => tagged('hotSprings', hotSpringsNodes(ctx, x, y));
export const river: Draw = (ctx, x, y) => tagged('river', riverNodes(ctx, x, y));
export const footprints: Draw = (ctx, x, y) => tagged('footprints', footprintsNodes(ctx, x, y));
export const nests: Draw = (ctx, x, y) => tagged('nests', nestsNodes(ctx, x, y));
// The strip of sea is the backdrop's, not the cliffs': moved aside from a head, the cliffs never take the sea with them.
export const cliffs: Draw = (ctx, x, y) => [rect(0, y - 60, 1024, 80, { kind: 'land', fill: ctx.c('#4fa8d6') }), ...tagged('cliffs', cliffsNodes(ctx, x, y))];
export const lighthouse: Draw = (ctx, x, y) => tagged('lighthouse', lighthouseNodes(ctx, x, y));
export const rockPools: Draw = (ctx, x, y) => tagged('rockPools', rockPoolsNodes(ctx, x, y));
export const harbour: Draw = (ctx, x, y) => tagged('harbour', harbourNodes(ctx, x, y));
export const dunes: Draw = (ctx, x, y) => tagged('dunes', dunesNodes(ctx, x, y));
export const headland: Draw = (ctx, x, y) => tagged('headland', headlandNodes(ctx, x, y));
export const wizardTower: Draw = (ctx, x, y) => tagged('wizardTower', wizardTowerNodes(ctx, x, y));
export const floatingIsland: Draw = (ctx, x, y) => tagged('floatingIsland', floatingIslandNodes(ctx, x, y));
