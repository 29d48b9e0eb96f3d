import { r } from '../random';
import { circle, ellipse, path, polygon, rect, type SvgNode } from '../svg-tree';
import { tagged } from './landmarks';
import { shade, sparkle, starShape, type BackdropContext } from './scenery';

/**
 * The building a place is named after, drawn as a landmark standing on the horizon (`y`) around
 * `x`: the fire station of "the Bridge Street Fire Station", the depot full of buses, the museum's
 * columns, the airfield's hangar and windsock, the market's striped stalls. The caption names the
 * place, so the picture shows it.
 */
type Draw = (ctx: BackdropContext, x: number, y: number) => SvgNode[];

const fig = (fill: string) => ({ kind: 'figure' as const, fill });
const land = (fill: string) => ({ kind: 'land' as const, fill });

function windows(ctx: BackdropContext, x0: number, y0: number, cols: number, rows: number, w: number, h: number, gap: number): SvgNode[] {
  const glass = ctx.time === 'night' || ctx.time === 'sunset' ? '#ffe08a' : ctx.c('#d8ecf7');
  const out: SvgNode[] = [];
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) out.push(rect(x0 + i * (w + gap), y0 + j * (h + gap), w, h, land(glass), 3));
  return out;
}

const fireStation: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [
    rect(x - 150, y - 170, 300, 170, fig(c('#d9544a'))),
    rect(x - 160, y - 184, 320, 20, fig(c('#a8403a')), 4),
    rect(x - 60, y - 232, 120, 52, fig(c('#d9544a'))),
    polygon(
      [
        [x - 70, y - 232],
        [x, y - 262],
        [x + 70, y - 232],
      ],
      fig(c('#a8403a')),
    ),
    circle(x, y - 206, 16, fig('#fbfaf6')),
    path(`M${x} ${y - 206}L${x} ${y - 216}M${x} ${y - 206}L${x + 8} ${y - 202}`, { kind: 'line', width: 2.4 }),
    rect(x - 110, y - 150, 220, 26, fig('#fbfaf6'), 4),
  ];
  // Two big doors, one open with the fire engine's nose showing.
  for (const dx of [-70, 70]) nodes.push(rect(x + dx - 58, y - 116, 116, 116, fig(c('#f2ede4')), 4));
  for (let k = 0; k < 4; k++)
    nodes.push(path(`M${x + 12} ${y - 116 + k * 29}L${x + 128} ${y - 116 + k * 29}`, { kind: 'line', color: c('#c9c2b6'), width: 2 }));
  nodes.push(
    rect(x - 122, y - 70, 104, 70, fig(c('#e0403c')), 6),
    rect(x - 112, y - 60, 40, 26, land('#cfeaff'), 3),
    circle(x - 100, y - 2, 11, fig('#3a3a48')),
    circle(x - 44, y - 2, 11, fig('#3a3a48')),
  );
  nodes.push(rect(x - 100, y - 86, 30, 12, fig(c('#4f86e0')), 5));
  return nodes;
};

const busDepot: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [path(`M${x - 170} ${y}L${x - 170} ${y - 120}Q${x} ${y - 200} ${x + 170} ${y - 120}L${x + 170} ${y}Z`, fig(c('#b8c4d6')))];
  for (const dx of [-90, 0, 90]) nodes.push(rect(x + dx - 40, y - 104, 80, 104, fig(c('#5a6378')), 4));
  for (const [dx, color] of [
    [-90, '#f7c843'],
    [90, '#e5484d'],
  ] as const) {
    nodes.push(
      rect(x + dx - 36, y - 64, 72, 56, fig(c(color)), 8),
      rect(x + dx - 30, y - 58, 24, 18, land('#cfeaff'), 3),
      rect(x + dx + 4, y - 58, 24, 18, land('#cfeaff'), 3),
      circle(x + dx - 20, y - 6, 8, fig('#3a3a48')),
      circle(x + dx + 20, y - 6, 8, fig('#3a3a48')),
    );
  }
  nodes.push(
    rect(x - 70, y - 170, 140, 26, fig('#fbfaf6'), 6),
    rect(x - 54, y - 164, 40, 14, fig(c('#f7c843')), 4),
    circle(x - 44, y - 150, 3, fig('#3a3a48')),
    circle(x - 24, y - 150, 3, fig('#3a3a48')),
  );
  return nodes;
};

const museum: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const stone = c('#ece4d4');
  const nodes: SvgNode[] = [
    rect(x - 160, y - 26, 320, 26, fig(c('#d8cfbd'))),
    rect(x - 140, y - 150, 280, 124, fig(stone)),
    polygon(
      [
        [x - 160, y - 150],
        [x, y - 216],
        [x + 160, y - 150],
      ],
      fig(stone),
    ),
  ];
  for (const dx of [-110, -55, 55, 110]) nodes.push(rect(x + dx - 12, y - 140, 24, 114, fig(c('#fbf6ea'))));
  nodes.push(rect(x - 28, y - 100, 56, 74, fig(c('#8a5a3c')), 4), circle(x, y - 178, 14, fig(c('#f6c945'))));
  return nodes;
};

const airfield: Draw = (ctx, x, y) => {
  const { c } = ctx;
  return [
    path(`M${x - 150} ${y}L${x - 150} ${y - 90}Q${x - 40} ${y - 170} ${x + 70} ${y - 90}L${x + 70} ${y}Z`, fig(c('#c9ced8'))),
    rect(x - 110, y - 76, 140, 76, fig(c('#5a6378')), 4),
    // A little plane waiting in the hangar door.
    ellipse(x - 40, y - 30, 56, 14, fig(c('#e5484d'))),
    path(`M${x - 50} ${y - 30}L${x - 20} ${y - 64}L${x - 6} ${y - 64}L${x - 18} ${y - 30}Z`, fig(c('#c83c3c'))),
    circle(x - 60, y - 8, 7, fig('#3a3a48')),
    circle(x - 14, y - 8, 7, fig('#3a3a48')),
    // The windsock on its pole.
    path(`M${x + 130} ${y}L${x + 130} ${y - 150}`, { kind: 'line', color: c('#7a7f8a'), width: 5 }),
    path(`M${x + 132} ${y - 150}L${x + 200} ${y - 140}L${x + 200} ${y - 122}L${x + 132} ${y - 128}Z`, fig(c('#f29040'))),
    path(`M${x + 155} ${y - 147}L${x + 155} ${y - 126}M${x + 178} ${y - 144}L${x + 178} ${y - 124}`, { kind: 'line', color: '#ffffff', width: 5 }),
  ];
};

const market: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [];
  for (const [dx, color] of [
    [-150, '#e5484d'],
    [0, '#4fc38a'],
    [150, '#4f86e0'],
  ] as const) {
    const sx = x + dx;
    nodes.push(rect(sx - 62, y - 60, 124, 60, fig(c('#c9935a')), 4));
    nodes.push(path(`M${sx - 58} ${y - 60}L${sx - 58} ${y - 140}M${sx + 58} ${y - 60}L${sx + 58} ${y - 140}`, { kind: 'line', color: c('#8a5a3c'), width: 5 }));
    for (let k = 0; k < 4; k++)
      nodes.push(
        path(
          `M${sx - 70 + k * 35} ${y - 150}L${sx - 35 + k * 35} ${y - 150}L${sx - 35 + k * 35} ${y - 124}Q${sx - 52 + k * 35} ${y - 112} ${sx - 70 + k * 35} ${y - 124}Z`,
          fig(c(k % 2 ? '#fbfaf6' : color)),
        ),
      );
    for (const [fx, fc] of [
      [-36, '#f28c38'],
      [-12, '#e5484d'],
      [12, '#6cbf5b'],
      [36, '#f6c945'],
    ] as const)
      nodes.push(circle(sx + fx, y - 68, 10, fig(c(fc))));
  }
  return nodes;
};

const lifeboatStation: Draw = (ctx, x, y) => {
  const { c } = ctx;
  return [
    rect(x - 120, y - 150, 240, 150, fig(c('#fbf6ee'))),
    polygon(
      [
        [x - 136, y - 150],
        [x, y - 210],
        [x + 136, y - 150],
      ],
      fig(c('#3d5a8a')),
    ),
    rect(x - 70, y - 112, 140, 112, fig(c('#3d5a8a')), 4),
    path(`M${x - 60} ${y - 20}L${x + 60} ${y - 20}L${x + 44} ${y}L${x - 44} ${y}Z`, fig(c('#f29040'))),
    path(`M${x - 40} ${y - 20}L${x - 40} ${y - 60}L${x + 30} ${y - 60}L${x + 30} ${y - 20}`, fig(c('#4f86e0'))),
    circle(x, y - 170, 18, fig(c('#f29040'))),
    circle(x, y - 170, 10, fig(c('#fbf6ee'))),
  ];
};

const heroHq: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [rect(x - 130, y - 250, 260, 250, fig(c('#6c86e0'))), rect(x - 142, y - 262, 284, 18, fig(c(shade('#6c86e0', -0.2))), 4)];
  nodes.push(...windows(ctx, x - 106, y - 160, 4, 2, 40, 34, 14));
  nodes.push(circle(x, y - 206, 34, fig(c('#f6c945'))), starShape(x, y - 206, 24, 10, c('#e5484d'), 'figure'));
  nodes.push(rect(x - 30, y - 56, 60, 56, fig(c('#3d4a6b')), 4));
  return nodes;
};

const school: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [
    rect(x - 150, y - 140, 300, 140, fig(c('#d9775a'))),
    polygon(
      [
        [x - 164, y - 140],
        [x, y - 196],
        [x + 164, y - 140],
      ],
      fig(c('#8e3b35')),
    ),
  ];
  nodes.push(...windows(ctx, x - 130, y - 120, 2, 2, 40, 36, 10), ...windows(ctx, x + 40, y - 120, 2, 2, 40, 36, 10));
  nodes.push(
    rect(x - 26, y - 78, 52, 78, fig(c('#4f86e0')), 4),
    circle(x, y - 164, 16, fig('#fbfaf6')),
    path(`M${x} ${y - 164}L${x} ${y - 174}M${x} ${y - 164}L${x + 8} ${y - 160}`, { kind: 'line', width: 2.4 }),
  );
  nodes.push(
    path(`M${x + 110} ${y - 196}L${x + 110} ${y - 250}`, { kind: 'line', width: 3 }),
    polygon(
      [
        [x + 110, y - 250],
        [x + 150, y - 240],
        [x + 110, y - 230],
      ],
      fig(c('#f6c945')),
    ),
  );
  return nodes;
};

const library: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [rect(x - 150, y - 150, 300, 150, fig(c('#c9b6e0'))), rect(x - 160, y - 166, 320, 18, fig(c('#8e6bd8')), 4)];
  for (const dx of [-110, -60, 60, 110]) nodes.push(rect(x + dx - 18, y - 130, 36, 60, land(ctx.time === 'night' ? '#ffe08a' : c('#d8ecf7')), 14));
  nodes.push(rect(x - 30, y - 90, 60, 90, fig(c('#8a5a3c')), 4));
  // An open book over the door.
  nodes.push(
    path(
      `M${x} ${y - 108}Q${x - 24} ${y - 120} ${x - 44} ${y - 112}L${x - 44} ${y - 92}Q${x - 24} ${y - 100} ${x} ${y - 90}Q${x + 24} ${y - 100} ${x + 44} ${y - 92}L${x + 44} ${y - 112}Q${x + 24} ${y - 120} ${x} ${y - 108}Z`,
      fig('#fbfaf6'),
    ),
  );
  return nodes;
};

const shopfront: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const nodes: SvgNode[] = [rect(x - 130, y - 190, 260, 190, fig(c('#f7e3c4'))), rect(x - 140, y - 204, 280, 18, fig(c('#b07a4f')), 4)];
  for (let k = 0; k < 7; k++)
    nodes.push(
      path(
        `M${x - 140 + k * 40} ${y - 150}L${x - 100 + k * 40} ${y - 150}L${x - 100 + k * 40} ${y - 126}Q${x - 120 + k * 40} ${y - 112} ${x - 140 + k * 40} ${y - 126}Z`,
        fig(c(k % 2 ? '#fbfaf6' : '#f28ab3')),
      ),
    );
  nodes.push(rect(x - 110, y - 104, 130, 74, land(c('#d8ecf7')), 4), rect(x + 40, y - 104, 60, 104, fig(c('#8a5a3c')), 4));
  // Cakes and a loaf in the window.
  nodes.push(
    path(`M${x - 96} ${y - 34}L${x - 96} ${y - 56}L${x - 60} ${y - 56}L${x - 60} ${y - 34}Z`, fig(c('#f28ab3'))),
    ellipse(x - 78, y - 58, 18, 6, fig('#fbfaf6')),
    circle(x - 78, y - 68, 5, fig('#e5484d')),
  );
  nodes.push(
    ellipse(x - 20, y - 42, 30, 14, fig(c('#d9a25a'))),
    path(`M${x - 34} ${y - 48}L${x - 28} ${y - 38}M${x - 20} ${y - 52}L${x - 14} ${y - 40}M${x - 6} ${y - 50}L${x} ${y - 40}`, {
      kind: 'line',
      color: c('#a8743f'),
      width: 2.4,
    }),
  );
  nodes.push(
    rect(x - 70, y - 184, 140, 30, fig('#fbfaf6'), 8),
    circle(x - 40, y - 169, 8, fig(c('#f28ab3'))),
    circle(x, y - 169, 8, fig(c('#d9a25a'))),
    circle(x + 40, y - 169, 8, fig(c('#f6c945'))),
  );
  return nodes;
};

const lookout: Draw = (ctx, x, y) => {
  const { c } = ctx;
  const wood = c('#a8743f');
  return [
    path(
      `M${x - 60} ${y}L${x - 34} ${y - 220}M${x + 60} ${y}L${x + 34} ${y - 220}M${x - 54} ${y - 60}L${x + 50} ${y - 140}M${x + 54} ${y - 60}L${x - 50} ${y - 140}`,
      { kind: 'line', color: wood, width: 8 },
    ),
    rect(x - 56, y - 250, 112, 36, fig(c('#c9935a')), 4),
    polygon(
      [
        [x - 70, y - 250],
        [x, y - 300],
        [x + 70, y - 250],
      ],
      fig(c('#4f9a55')),
    ),
    path(`M${x - 20} ${y - 214}L${x - 60} ${y}`, { kind: 'line', color: c('#8a5a3c'), width: 4 }),
  ];
};

const mural: Draw = (ctx, x, y) => {
  const { c } = ctx;
  return [
    rect(x - 180, y - 170, 360, 170, fig(c('#f2e3c6'))),
    path(`M${x - 170} ${y - 10}Q${x - 80} ${y - 120} ${x} ${y - 60}T${x + 170} ${y - 80}L${x + 170} ${y - 10}Z`, land(c('#6cbf5b'))),
    circle(x - 100, y - 120, 26, land(c('#f6c945'))),
    path(`M${x + 20} ${y - 140}Q${x + 70} ${y - 170} ${x + 120} ${y - 140}`, { kind: 'line', color: c('#e5484d'), width: 10 }),
    path(`M${x + 20} ${y - 128}Q${x + 70} ${y - 158} ${x + 120} ${y - 128}`, { kind: 'line', color: c('#4f86e0'), width: 10 }),
    sparkle(x + 150, y - 150, 10, '#fff6c2'),
  ];
};

/** Which building a place is named after, by the words of its name (first match wins). */
const BUILDINGS: [RegExp, string, Draw][] = [
  [/\bfire station\b/, 'fireStation', fireStation],
  [/\b(?:bus depot|depot|bus station|garage)\b/, 'busDepot', busDepot],
  [/\b(?:transport museum|museum)\b/, 'museum', museum],
  [/\b(?:airfield|airport|airstrip)\b/, 'airfield', airfield],
  [/\bmarket\b/, 'market', market],
  [/\b(?:rescue station|lifeboat)\b/, 'lifeboatStation', lifeboatStation],
  [/\b(?:academy|headquarters|hq)\b/, 'heroHq', heroHq],
  [/\b(?:school|nursery)\b/, 'school', school],
  [/\blibrary\b/, 'library', library],
  [/\b(?:bakery|café|cafe|cake shop|sweet shop|shop)\b/, 'shopfront', shopfront],
  [/\blookout\b/, 'lookout', lookout],
  [/\bmural\b/, 'mural', mural],
];

/** The building the place is named after, when it names one: its landmark name and a drawing of it. */
export function namedBuilding(ctx: BackdropContext): { name: string; draw: Draw } | undefined {
  for (const [pattern, name, draw] of BUILDINGS) {
    if (pattern.test(ctx.place)) return { name, draw: (c, x, y) => tagged(name, draw(c, r(x), r(y))) };
  }
  return undefined;
}
