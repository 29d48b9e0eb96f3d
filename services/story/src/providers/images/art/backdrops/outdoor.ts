import { r } from '../random';
import { circle, ellipse, path, polygon, rect, type SvgNode } from '../svg-tree';
import { bush, cloud, deco, flower, grassTuft, hills, pineTree, rock, roundTree, shade, sparkle, W, type Backdrop, type BackdropContext } from './scenery';
import { sky } from './sky';
import {
  bandstand,
  barn,
  cliffs,
  dunes,
  festivalTent,
  floatingIsland,
  footprints,
  garden,
  harbour,
  headland,
  hotSprings,
  hutches,
  lighthouse,
  nests,
  pond,
  river,
  rockPools,
  stables,
  tagged,
  volcano,
  wildflowers,
  wizardTower,
} from './landmarks';
import { namedBuilding } from './buildings';

/** Small things near the figures (a flower, a shell, a palm): moved aside or left out where they would overlap someone. */
const scenery = (name: string, nodes: SvgNode[]): SvgNode => ({ tag: 'g', attrs: { 'data-scenery': name }, children: nodes });

const FLOWER_COLORS = ['#ff8fab', '#ffd166', '#ffffff', '#b39ddb', '#ff9e7a'];

function meadowFlowers(ctx: BackdropContext, count: number, top: number): SvgNode[] {
  const nodes: SvgNode[] = [];
  for (let k = 0; k < count; k++) {
    const x = ((k + ctx.rng.range(0.1, 0.9)) / count) * W;
    const y = ctx.rng.range(top, 760);
    // Tagged as scenery: a flower that would grow out of someone (a hen's tail) moves aside.
    if (ctx.rng.chance(0.5)) nodes.push(scenery('flower', flower(x, y, ctx.rng.range(7, 11), ctx.c(ctx.rng.pick(FLOWER_COLORS)), ctx.c('#4f9a45'))));
    else nodes.push(grassTuft(x, y, ctx.rng.range(10, 16), ctx.c('#5fa84e')));
  }
  return nodes;
}

/** Farms, meadows, stables, ponds, gardens and parks: one green backdrop, its landmark chosen by the place's name. */
export function meadow(ctx: BackdropContext): Backdrop {
  const { rng, c } = ctx;
  const s = sky(ctx, 470);
  const left = (ctx.variant + (rng.chance(0.5) ? 1 : 0)) % 2 === 0;
  const bx = left ? rng.range(120, 220) : rng.range(780, 880);
  const back: SvgNode[] = [...s.nodes, hills(450, 34, 3, c('#a8d99a'), rng)];
  const kind = ctx.has('stable')
    ? 'stables'
    : ctx.has('rescue')
      ? 'rescue'
      : ctx.has('pond', 'lake')
        ? 'pond'
        : ctx.has('garden')
          ? 'garden'
          : ctx.has('bandstand', 'park')
            ? 'park'
            : ctx.has('festival')
              ? 'festival'
              : ctx.has('meadow', 'clover', 'field', 'hill')
                ? 'meadow'
                : 'farm';
  const building = kind === 'farm' ? namedBuilding(ctx) : undefined;
  if (kind === 'farm') back.push(...(building ? building.draw(ctx, left ? 260 : 760, 476) : barn(ctx, bx, 470)));
  if (kind === 'stables') back.push(...stables(ctx, left ? 260 : 760, 470));
  if (kind === 'rescue') back.push(...hutches(ctx, left ? 260 : 700, 470));
  if (kind === 'festival') back.push(...festivalTent(ctx, left ? 300 : 720, 470));
  if (kind === 'park') back.push(...bandstand(ctx, left ? 300 : 720, 470));
  if (kind !== 'meadow') back.push(...tagged('tree', roundTree(left ? rng.range(800, 900) : rng.range(110, 220), 520, 120, c('#5cae55'), c('#8a5a3c'))));
  back.push(hills(540, 22, 2, c('#8fce72'), rng));
  if (kind === 'meadow') back.push(...wildflowers(ctx, left ? 760 : 260, 560));
  if (kind === 'pond') back.push(...pond(ctx, left ? 320 : 700, 560));
  if (kind === 'garden') back.push(...garden(ctx, left ? 330 : 690, 560));
  if (kind === 'farm' || kind === 'stables' || kind === 'rescue') {
    const fx = left ? 640 : 60;
    for (let k = 0; k < 5; k++) back.push(rect(fx + k * 64, 520, 14, 70, { kind: 'figure', fill: c('#f1dfc0') }, 3));
    back.push(rect(fx - 8, 536, 300, 12, { kind: 'figure', fill: c('#f1dfc0') }, 4), rect(fx - 8, 562, 300, 12, { kind: 'figure', fill: c('#f1dfc0') }, 4));
  }
  if (kind === 'park')
    back.push(
      path(`M${left ? 300 : 720} 560Q512 640 ${left ? 900 : 100} 768L${left ? 1010 : 10} 768Q512 620 ${left ? 340 : 680} 560Z`, {
        kind: 'land',
        fill: c('#e6cf9f'),
      }),
    );
  back.push(...meadowFlowers(ctx, 9, 600));
  return { back, front: meadowFlowers(ctx, 6, 730), defs: s.defs, floorY: 705, indoor: false, skyEnd: s.nodes.length, horizon: 470 };
}

export function forest(ctx: BackdropContext): Backdrop {
  const { rng, c } = ctx;
  const s = sky(ctx, 430);
  const back: SvgNode[] = [...s.nodes];
  for (let k = 0; k < 16; k++) back.push(...pineTree(k * 68 + rng.range(-14, 14), 470, rng.range(90, 140), c('#5f9e78'), c('#6d5446'), false));
  back.push(hills(480, 18, 3, c('#79b765'), rng));
  back.push(path('M420 768Q470 640 560 580Q640 530 600 480L640 480Q700 540 640 600Q580 660 640 768Z', { kind: 'land', fill: c('#e6cf9f') }));
  back.push(...roundTree(rng.range(70, 130), 640, rng.range(170, 200), c('#4e9a4f'), c('#7a5038')));
  back.push(...pineTree(rng.range(880, 950), 650, rng.range(300, 340), c('#3f8a5a'), c('#6a4a36')));
  back.push(...bush(rng.range(250, 330), 600, 46, c('#5aa356')), ...bush(rng.range(720, 790), 590, 40, c('#5aa356')));
  const building = namedBuilding(ctx);
  if (building) back.push(...building.draw(ctx, ctx.variant % 2 === 0 ? 700 : 330, 560));
  if (ctx.time === 'night' || ctx.time === 'sunset') {
    for (let k = 0; k < 14; k++) {
      const x = rng.range(40, 980);
      const y = rng.range(360, 640);
      back.push(circle(x, y, 9, { kind: 'tone', fill: '#fff7a8', opacity: 0.25 }), circle(x, y, 3, { kind: 'tone', fill: '#fffbd0' }));
    }
  }
  const front: SvgNode[] = [];
  for (const [x, size] of [
    [rng.range(40, 120), 34],
    [rng.range(880, 980), 28],
    [rng.range(180, 240), 22],
  ] as const)
    front.push(...mushroom(x, 760 - rng.range(0, 30), size, c));
  for (let k = 0; k < 6; k++) front.push(grassTuft(rng.range(0, W), rng.range(730, 770), rng.range(12, 18), c('#4f9a45')));
  return { back, front, defs: s.defs, floorY: 705, indoor: false, skyEnd: s.nodes.length, horizon: 470 };
}

function mushroom(x: number, y: number, size: number, c: (hex: string) => string): SvgNode[] {
  const s = size;
  return [
    path(
      `M${r(x - s * 0.3)} ${r(y)}Q${r(x - s * 0.35)} ${r(y - s * 0.8)} ${r(x - s * 0.25)} ${r(y - s)}L${r(x + s * 0.25)} ${r(y - s)}Q${r(x + s * 0.35)} ${r(y - s * 0.8)} ${r(x + s * 0.3)} ${r(y)}Z`,
      { kind: 'figure', fill: c('#fbf3e4') },
    ),
    path(
      `M${r(x - s)} ${r(y - s * 0.9)}Q${r(x - s)} ${r(y - s * 1.9)} ${r(x)} ${r(y - s * 1.9)}Q${r(x + s)} ${r(y - s * 1.9)} ${r(x + s)} ${r(y - s * 0.9)}Z`,
      { kind: 'figure', fill: c('#e8524a') },
    ),
    circle(x - s * 0.4, y - s * 1.3, s * 0.16, { kind: 'land', fill: '#fff8ee' }),
    circle(x + s * 0.2, y - s * 1.55, s * 0.2, { kind: 'land', fill: '#fff8ee' }),
    circle(x + s * 0.55, y - s * 1.15, s * 0.13, { kind: 'land', fill: '#fff8ee' }),
  ];
}

export function beach(ctx: BackdropContext): Backdrop {
  const { rng, c } = ctx;
  const s = sky(ctx, 400);
  const back: SvgNode[] = [...s.nodes];
  back.push(rect(0, 400, W, 160, { kind: 'land', fill: c('#3fa7d6') }));
  back.push(rect(0, 400, W, 8, { kind: 'tone', fill: '#ffffff', opacity: 0.35 }));
  for (let k = 0; k < 9; k++) {
    const x = rng.range(20, 980);
    const y = rng.range(420, 520);
    back.push(path(`M${r(x)} ${r(y)}q12 -8 24 0t24 0`, { kind: 'line', color: '#d6f1fb', width: 3 }));
  }
  const boatX = rng.range(620, 860);
  back.push(
    ...tagged('boat', [
      path(`M${r(boatX - 50)} 452L${r(boatX + 50)} 452L${r(boatX + 34)} 472L${r(boatX - 34)} 472Z`, { kind: 'figure', fill: c('#c8553d') }),
      polygon(
        [
          [boatX - 2, 446],
          [boatX - 2, 360],
          [boatX - 46, 446],
        ],
        { kind: 'figure', fill: c('#fbf6ea') },
      ),
      polygon(
        [
          [boatX + 4, 446],
          [boatX + 4, 372],
          [boatX + 36, 446],
        ],
        { kind: 'figure', fill: c('#ffd166') },
      ),
    ]),
  );
  for (let k = 0; k < 3; k++)
    back.push(path(`M${r(rng.range(300, 700))} ${r(rng.range(120, 260))}q10 -10 20 0q10 -10 20 0`, { kind: 'line', color: '#4a4a5a', width: 3 }));
  back.push(path('M-20 560Q200 530 420 552T860 548T1044 556L1044 768L-20 768Z', { kind: 'land', fill: c('#f5dca3') }));
  back.push(path('M-20 560Q200 530 420 552T860 548T1044 556L1044 572Q860 566 640 570T200 562T-20 578Z', { kind: 'land', fill: '#ffffff' }));
  const palmLeft = (ctx.variant + (rng.chance(0.5) ? 1 : 0)) % 2 === 0;
  if (ctx.has('lighthouse', 'rock pool')) {
    back.push(...lighthouse(ctx, palmLeft ? 150 : 870, 560), ...rockPools(ctx, 512, 600));
  } else if (ctx.has('harbour', 'puffin')) {
    back.push(...harbour(ctx, 512, 560));
  } else if (ctx.has('dune')) {
    back.push(...dunes(ctx, 512, 580));
  } else if (ctx.has('cove')) {
    back.push(...headland(ctx, palmLeft ? -60 : 780, 540), ...tagged('sandcastle', sandcastle(palmLeft ? 860 : 160, 640, c)));
  } else {
    back.push(...tagged('palm', palm(palmLeft ? 110 : 910, 690, palmLeft ? 1 : -1, c)));
    back.push(...tagged('sandcastle', sandcastle(palmLeft ? 860 : 160, 640, c)));
  }
  const front: SvgNode[] = [];
  for (let k = 0; k < 4; k++) {
    const x = rng.range(40, 980);
    const y = rng.range(720, 760);
    front.push(
      scenery(k % 2 ? 'shell' : 'starfish', [k % 2 ? ellipse(x, y, 14, 9, { kind: 'figure', fill: c('#ffc6b8') }) : starfish(x, y, 16, c('#ff9f5a'))]),
    );
  }
  return { back, front, defs: s.defs, floorY: 700, indoor: false, skyEnd: s.nodes.length, horizon: 400 };
}

function starfish(x: number, y: number, size: number, fill: string): SvgNode {
  const points: [number, number][] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const radius = k % 2 === 0 ? size : size * 0.45;
    points.push([x + Math.cos(a) * radius, y + Math.sin(a) * radius]);
  }
  return polygon(points, { kind: 'figure', fill });
}

function palm(x: number, y: number, lean: number, c: (hex: string) => string): SvgNode[] {
  const nodes: SvgNode[] = [
    path(`M${x - 14} ${y}Q${x + lean * 10} ${y - 160} ${x + lean * 60} ${y - 290}L${x + lean * 80} ${y - 284}Q${x + lean * 34} ${y - 160} ${x + 16} ${y}Z`, {
      kind: 'figure',
      fill: c('#b07a4f'),
    }),
  ];
  const top = { x: x + lean * 70, y: y - 290 };
  for (const angle of [-160, -120, -70, -30, 10, 200]) {
    const a = (angle * Math.PI) / 180;
    const tip = { x: top.x + Math.cos(a) * 120, y: top.y + Math.sin(a) * 60 + 30 };
    nodes.push(
      path(
        `M${r(top.x)} ${r(top.y)}Q${r((top.x + tip.x) / 2)} ${r(Math.min(top.y, tip.y) - 40)} ${r(tip.x)} ${r(tip.y)}Q${r((top.x + tip.x) / 2)} ${r(Math.min(top.y, tip.y) - 8)} ${r(top.x)} ${r(top.y)}Z`,
        { kind: 'figure', fill: c('#4fae5a') },
      ),
    );
  }
  nodes.push(
    circle(top.x - 8, top.y + 10, 12, { kind: 'figure', fill: c('#8a5a3c') }),
    circle(top.x + 10, top.y + 12, 12, { kind: 'figure', fill: c('#8a5a3c') }),
  );
  return nodes;
}

function sandcastle(x: number, y: number, c: (hex: string) => string): SvgNode[] {
  const sand = c('#e9c27f');
  return [
    rect(x - 70, y - 60, 140, 60, { kind: 'figure', fill: sand }),
    rect(x - 86, y - 100, 40, 100, { kind: 'figure', fill: sand }),
    rect(x + 46, y - 100, 40, 100, { kind: 'figure', fill: sand }),
    polygon(
      [
        [x - 90, y - 100],
        [x - 66, y - 130],
        [x - 42, y - 100],
      ],
      { kind: 'figure', fill: sand },
    ),
    polygon(
      [
        [x + 42, y - 100],
        [x + 66, y - 130],
        [x + 90, y - 100],
      ],
      { kind: 'figure', fill: sand },
    ),
    path(`M${x - 16} ${y}L${x - 16} ${y - 26}Q${x} ${y - 42} ${x + 16} ${y - 26}L${x + 16} ${y}Z`, { kind: 'figure', fill: shade(sand, -0.15) }),
    path(`M${x + 66} ${y - 130}L${x + 66} ${y - 160}`, { kind: 'line', width: 3 }),
    polygon(
      [
        [x + 66, y - 160],
        [x + 90, y - 152],
        [x + 66, y - 144],
      ],
      { kind: 'figure', fill: c('#e5484d') },
    ),
  ];
}

/** The dinosaurs' world: the volcano only where the place has one; ferns, a river with footprints, nests of eggs or sea cliffs elsewhere. */
export function prehistoric(ctx: BackdropContext): Backdrop {
  const { rng, c } = ctx;
  const s = sky(ctx, 450);
  const left = (ctx.variant + (rng.chance(0.5) ? 1 : 0)) % 2 === 0;
  const vx = left ? rng.range(240, 380) : rng.range(640, 780);
  const back: SvgNode[] = [...s.nodes];
  const hasVolcano = ctx.has('volcano', 'springs');
  const cliffsBeach = ctx.has('cliff', 'beach');
  if (hasVolcano) back.push(...volcano(ctx, vx, 470));
  else if (!cliffsBeach)
    back.push(path(`M-20 470L140 330L260 420L380 300L520 430L660 340L800 420L920 320L1044 470Z`, { kind: 'land', fill: c('#a9a2c4'), edge: c('#8f88ab') }));
  if (cliffsBeach) back.push(...cliffs(ctx, left ? 640 : 80, 470));
  back.push(hills(470, 26, 3, c('#a9c96e'), rng));
  if (ctx.variant % 2 === 0 && !cliffsBeach) {
    const dx = vx < 512 ? rng.range(700, 860) : rng.range(160, 320);
    back.push(
      path(
        `M${r(dx - 60)} 500Q${r(dx - 70)} 460 ${r(dx - 20)} 456Q${r(dx + 10)} 420 ${r(dx + 18)} 380Q${r(dx + 22)} 366 ${r(dx + 38)} 370L${r(dx + 40)} 382Q${r(dx + 30)} 384 ${r(dx + 30)} 400Q${r(dx + 30)} 440 ${r(dx + 40)} 462Q${r(dx + 90)} 470 ${r(dx + 120)} 496Q${r(dx + 60)} 490 ${r(dx + 44)} 500Z`,
        { kind: 'land', fill: c('#6f9a72') },
      ),
    );
  }
  if (ctx.has('river', 'trail', 'footprint')) back.push(...river(ctx, 512, 500));
  back.push(hills(560, 16, 2, c(cliffsBeach ? '#e8d29a' : '#93bd5e'), rng));
  const ferny = ctx.has('fern');
  for (const x of ferny ? [rng.range(40, 120), rng.range(300, 380), rng.range(640, 720), rng.range(900, 980)] : [rng.range(60, 140), rng.range(880, 960)])
    back.push(scenery('fernTree', fernTree(x, ferny ? 600 + rng.range(0, 40) : 640, c, ferny ? 1.35 : 1)));
  if (ctx.has('springs')) back.push(...hotSprings(ctx, left ? 780 : 240, 610));
  if (ctx.has('footprint', 'trail')) back.push(...footprints(ctx, 512, 600));
  if (ctx.has('egg')) back.push(...nests(ctx, 512, 590));
  // A boulder near the cast moves aside from anyone in front of it: half-hidden behind a back it reads as a shell or a seat.
  if (!ctx.has('egg', 'springs')) back.push(scenery('rock', rock(rng.range(300, 380), 620, 40, c('#a89a8c'))));
  const front: SvgNode[] = [];
  for (let k = 0; k < 5; k++) front.push(...fern(rng.range(0, W), rng.range(740, 775), rng.range(40, 60), c('#4f9a45'), rng.chance(0.5)));
  return { back, front, defs: s.defs, floorY: 705, indoor: false, skyEnd: s.nodes.length, horizon: 470 };
}

function fernTree(x: number, y: number, c: (hex: string) => string, size = 1): SvgNode[] {
  const h = 250 * size;
  const nodes: SvgNode[] = [
    path(`M${x - 12} ${y}Q${x - 6} ${r(y - h * 0.56)} ${x + 4} ${r(y - h)}L${x + 16} ${r(y - h)}Q${x + 10} ${r(y - h * 0.56)} ${x + 14} ${y}Z`, {
      kind: 'figure',
      fill: c('#9b6b45'),
    }),
  ];
  for (const angle of [-170, -135, -100, -75, -40, -10]) {
    const a = (angle * Math.PI) / 180;
    const tip = { x: x + 10 + Math.cos(a) * 110 * size, y: y - h + Math.sin(a) * 70 * size + 40 * size };
    nodes.push(
      path(
        `M${x + 10} ${r(y - h)}Q${r((x + 10 + tip.x) / 2)} ${r(y - h - 50 * size)} ${r(tip.x)} ${r(tip.y)}Q${r((x + 10 + tip.x) / 2)} ${r(y - h - 10 * size)} ${x + 10} ${r(y - h)}Z`,
        { kind: 'figure', fill: c('#5aa85a') },
      ),
    );
  }
  return nodes;
}

function fern(x: number, y: number, size: number, color: string, flip: boolean): SvgNode[] {
  const dir = flip ? -1 : 1;
  const nodes: SvgNode[] = [
    path(`M${r(x)} ${r(y)}Q${r(x + dir * size * 0.3)} ${r(y - size)} ${r(x + dir * size * 0.8)} ${r(y - size * 1.2)}`, { kind: 'line', color, width: 3 }),
  ];
  for (let k = 1; k < 5; k++) {
    const t = k / 5;
    const px = x + dir * size * 0.8 * t * t;
    const py = y - size * 1.2 * t;
    nodes.push(ellipse(px + dir * 8, py, 10 - k, 4, { kind: 'land', fill: color }), ellipse(px - dir * 8, py + 4, 10 - k, 4, { kind: 'land', fill: color }));
  }
  return nodes;
}

export function castle(ctx: BackdropContext): Backdrop {
  const { rng, c } = ctx;
  const s = sky(ctx, 460);
  const left = (ctx.variant + (rng.chance(0.5) ? 1 : 0)) % 2 === 0;
  if (ctx.has('tower', 'island')) {
    const back: SvgNode[] = [...s.nodes, hills(470, 40, 2, c('#9fd39a'), rng)];
    if (ctx.has('island')) {
      back.push(...floatingIsland(ctx, left ? 300 : 720, 360), cloudBank(ctx, 470));
    } else {
      back.push(...wizardTower(ctx, left ? 260 : 760, 480));
    }
    back.push(hills(580, 14, 2, c('#8bcb74'), rng), ...bush(left ? rng.range(880, 980) : rng.range(40, 140), 640, 44, c('#64b05a')));
    for (let k = 0; k < 6; k++) back.push(deco('sparkle', sparkle(rng.range(40, 980), rng.range(60, 380), rng.range(6, 12), '#fff6c2')));
    return { back, front: meadowFlowers(ctx, 5, 735), defs: s.defs, floorY: 705, indoor: false, skyEnd: s.nodes.length, horizon: 470 };
  }
  const cx = left ? rng.range(260, 460) : rng.range(560, 760);
  const back: SvgNode[] = [...s.nodes];
  back.push(hills(470, 40, 2, c('#9fd39a'), rng));
  const wall = c('#e6dff2');
  const roof = c('#8e6bd8');
  const towers: [number, number, number][] = [
    [cx - 110, 250, 46],
    [cx + 110, 250, 46],
    [cx - 40, 190, 40],
    [cx + 40, 210, 36],
  ];
  for (const [x, top, w] of towers) {
    back.push(rect(x - w / 2, top, w, 420 - top, { kind: 'figure', fill: wall }));
    back.push(
      polygon(
        [
          [x - w / 2 - 8, top],
          [x, top - 70],
          [x + w / 2 + 8, top],
        ],
        { kind: 'figure', fill: roof },
      ),
    );
    back.push(
      path(`M${x} ${top - 70}L${x} ${top - 100}`, { kind: 'line', width: 3 }),
      polygon(
        [
          [x, top - 100],
          [x + 26, top - 92],
          [x, top - 84],
        ],
        { kind: 'figure', fill: c(rng.pick(['#ff6b6b', '#ffd166', '#4fc3f7'])) },
      ),
    );
    back.push(
      path(`M${x - 8} ${top + 50}L${x - 8} ${top + 34}Q${x} ${top + 22} ${x + 8} ${top + 34}L${x + 8} ${top + 50}Z`, {
        kind: 'figure',
        fill: ctx.time === 'night' ? '#ffe082' : c('#5b4a7a'),
      }),
    );
  }
  back.push(rect(cx - 100, 300, 200, 140, { kind: 'figure', fill: wall }));
  for (let k = 0; k < 6; k++) back.push(rect(cx - 100 + k * 36, 286, 22, 16, { kind: 'figure', fill: wall }));
  back.push(path(`M${r(cx - 30)} 440L${r(cx - 30)} 380Q${r(cx)} 350 ${r(cx + 30)} 380L${r(cx + 30)} 440Z`, { kind: 'figure', fill: c('#8a5a3c') }));
  back.push(
    path(`M${r(cx - 30)} 440Q${r(cx - 80)} 560 ${r(cx - 220)} 768L${r(cx + 40)} 768Q${r(cx + 20)} 560 ${r(cx + 30)} 440Z`, {
      kind: 'land',
      fill: c('#efe0b8'),
    }),
  );
  back.push(hills(580, 14, 2, c('#8bcb74'), rng));
  back.push(...roundTree(rng.range(70, 160), 620, 130, c('#5cae55'), c('#8a5a3c')));
  back.push(...bush(rng.range(900, 980), 640, 44, c('#64b05a')));
  for (let k = 0; k < 8; k++) back.push(deco('sparkle', sparkle(rng.range(40, 980), rng.range(60, 380), rng.range(6, 12), '#fff6c2')));
  return { back, front: meadowFlowers(ctx, 5, 735), defs: s.defs, floorY: 705, indoor: false, skyEnd: s.nodes.length, horizon: 470 };
}

export function road(ctx: BackdropContext): Backdrop {
  const { rng, c } = ctx;
  const s = sky(ctx, 450);
  const back: SvgNode[] = [...s.nodes, hills(450, 36, 3, c('#a8d99a'), rng), hills(500, 14, 2, c('#94cf7c'), rng)];
  back.push(rect(0, 498, W, 8, { kind: 'land', fill: c('#8a7262') }));
  for (let x = 6; x < W; x += 28) back.push(rect(x, 494, 8, 16, { kind: 'land', fill: c('#a1846c') }));
  const tx = rng.range(120, 520);
  const colors = ['#e5484d', '#4f86e0', '#f6c945'];
  // A place named after a building (the fire station, the bus depot) stands on the horizon instead of the passing train.
  const building = namedBuilding(ctx);
  if (building) back.push(...building.draw(ctx, ctx.variant % 2 === 0 ? 300 : 720, 506));
  else back.push(rect(tx, 420, 110, 70, { kind: 'figure', fill: c(colors[0]!) }, 8), rect(tx + 70, 390, 44, 50, { kind: 'figure', fill: c('#3d4a6b') }, 6));
  if (!building) {
    back.push(rect(tx + 14, 396, 22, 26, { kind: 'figure', fill: c('#3d4a6b') }), cloud(tx + 26, 370, 26, '#ffffff'));
    for (let k = 1; k < 3; k++)
      back.push(
        rect(tx - k * 122, 424, 112, 66, { kind: 'figure', fill: c(colors[k]!) }, 8),
        rect(tx - k * 122 + 16, 436, 34, 24, { kind: 'figure', fill: '#cfeaff' }, 4),
        rect(tx - k * 122 + 62, 436, 34, 24, { kind: 'figure', fill: '#cfeaff' }, 4),
      );
    for (let k = 0; k < 7; k++) back.push(circle(tx + 90 - k * 60, 494, 12, { kind: 'figure', fill: c('#3a3a48') }));
  }
  back.push(rect(0, 560, W, 70, { kind: 'land', fill: c('#6f7380') }));
  for (let x = 20; x < W; x += 90) back.push(rect(x, 592, 46, 6, { kind: 'land', fill: '#fff3c4' }));
  const carX = rng.range(600, 860);
  back.push(
    path(
      `M${r(carX - 70)} 600L${r(carX - 70)} 576Q${r(carX - 66)} 566 ${r(carX - 50)} 564L${r(carX - 30)} 540Q${r(carX - 24)} 532 ${r(carX - 10)} 532L${r(carX + 30)} 532Q${r(carX + 42)} 532 ${r(carX + 48)} 542L${r(carX + 60)} 564Q${r(carX + 74)} 568 ${r(carX + 74)} 580L${r(carX + 74)} 600Z`,
      { kind: 'figure', fill: c('#4fb5a5') },
    ),
  );
  back.push(
    path(
      `M${r(carX - 22)} 562L${r(carX - 10)} 542L${r(carX + 10)} 542L${r(carX + 10)} 562ZM${r(carX + 18)} 562L${r(carX + 18)} 542L${r(carX + 34)} 542L${r(carX + 44)} 562Z`,
      { kind: 'figure', fill: '#cfeaff' },
    ),
  );
  back.push(circle(carX - 40, 602, 15, { kind: 'figure', fill: '#3a3a48' }), circle(carX + 44, 602, 15, { kind: 'figure', fill: '#3a3a48' }));
  back.push(rect(0, 630, W, 140, { kind: 'land', fill: c('#8fce72') }));
  back.push(
    path('M90 640L90 540', { kind: 'line', color: '#7a7f8a', width: 6 }),
    circle(90, 528, 26, { kind: 'figure', fill: c('#f6c945') }),
    path('M80 520L100 536M100 520L80 536', { kind: 'line', width: 3 }),
  );
  return { back, front: meadowFlowers(ctx, 6, 735), defs: s.defs, floorY: 712, indoor: false, skyEnd: s.nodes.length, horizon: 460 };
}

function cloudBank(ctx: BackdropContext, y: number): SvgNode {
  let d = `M-20 ${y}`;
  for (let x = -20; x < W + 40; x += 90) d += `q45 -50 90 0`;
  return path(`${d}L${W + 40} ${y + 40}L-20 ${y + 40}Z`, { kind: 'land', fill: ctx.c('#ffffff') });
}
