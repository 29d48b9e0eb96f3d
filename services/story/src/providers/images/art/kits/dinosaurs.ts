import { mix, shade } from '../color';
import { capsule, eyes, headwear, mouth, neckwear, taper, tear, type Expression, type Figure, type Point, type Pose } from '../figure-kit';
import type { CreatureLook } from '../look';
import { r } from '../random';
import { circle, ellipse, path, place, polygon, type Paint, type SvgNode } from '../svg-tree';

/**
 * Dinosaurs and dragons as themselves, in side view facing right with the head turned to us:
 * a triceratops has its frill and three horns, a stegosaurus its plates and tail spikes, a
 * diplodocus its long neck, a pterosaur leathery wings and a crest, an ankylosaurus its armour and
 * tail club, a duck-billed dinosaur its bill and trumpet crest, a dragon wings, horns and spines.
 */
const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const land = (fill: string): Paint => ({ kind: 'land', fill });
const CLAW = '#f3ead2';

type Posture = 'stand' | 'walk' | 'run' | 'lie' | 'fly';
function postureOf(pose: Pose): Posture {
  if (pose === 'fly') return 'fly';
  if (pose === 'run') return 'run';
  if (pose === 'walk' || pose === 'climb') return 'walk';
  if (pose === 'sleep' || pose === 'crouch') return 'lie';
  return 'stand';
}

interface Parts {
  body: string;
  belly: string;
  dark: string;
  accent: string;
  f: Set<string>;
}
function partsOf(look: CreatureLook): Parts {
  const body = look.body.hex;
  return { body, belly: mix(body, '#fff3c4', 0.55), dark: shade(body, -0.16), accent: look.accent.hex, f: new Set(look.features) };
}

/** A stout leg from the body down to the ground with blunt toes. */
function leg(top: Point, foot: Point, width: number, color: string, toes = 3): SvgNode[] {
  const nodes: SvgNode[] = [path(capsule(top.x, top.y, foot.x, foot.y - width * 0.35, width), fig(color))];
  nodes.push(
    path(
      `M${r(foot.x - width * 0.62)} ${r(foot.y)}Q${r(foot.x - width * 0.6)} ${r(foot.y - width * 0.75)} ${r(foot.x)} ${r(foot.y - width * 0.75)}Q${r(foot.x + width * 0.75)} ${r(foot.y - width * 0.7)} ${r(foot.x + width * 0.7)} ${r(foot.y)}Z`,
      fig(color),
    ),
  );
  for (let k = 0; k < toes; k++) nodes.push(circle(foot.x - width * 0.35 + k * width * 0.4, foot.y - 4, width * 0.13, fig(CLAW)));
  return nodes;
}

function swing(posture: Posture): [number, number] {
  return posture === 'walk' ? [14, -12] : posture === 'run' ? [30, -28] : [0, 0];
}

/** A face turned to us: two eyes, a cheek, a smile; `R` is the head's size. */
function face(R: number, at: Point, expression: Expression, gaze: number, look: CreatureLook, f: Set<string>): SvgNode[] {
  const nodes: SvgNode[] = [place(at.x, at.y, 1, eyes(R * 0.28, 0, R * 0.17, expression, '#2a1f2d', gaze))];
  if (f.has('glasses'))
    nodes.push(
      place(at.x, at.y, 1, [
        circle(-R * 0.28, 0, R * 0.26, { kind: 'line', color: '#6a4a2a', width: 3 }),
        circle(R * 0.28, 0, R * 0.26, { kind: 'line', color: '#6a4a2a', width: 3 }),
      ]),
    );
  nodes.push(ellipse(at.x - R * 0.45, at.y + R * 0.42, R * 0.2, R * 0.12, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
  if (expression === 'sad') nodes.push(tear(at.x - R * 0.2, at.y + R * 0.2, R * 0.16));
  if (f.has('crown')) nodes.push(place(at.x - R * 0.1, at.y - R * 0.3, R / 70, headwear('crown', look.accessoryColor)));
  return nodes;
}

function smile(from: Point, to: Point, expression: Expression): SvgNode {
  if (expression === 'joy' || expression === 'surprised')
    return path(`M${r(from.x)} ${r(from.y)}Q${r((from.x + to.x) / 2)} ${r(from.y + 22)} ${r(to.x)} ${r(to.y)}Z`, fig('#9c3a46'));
  if (expression === 'sad')
    return path(`M${r(from.x)} ${r(from.y + 6)}Q${r((from.x + to.x) / 2)} ${r(from.y - 6)} ${r(to.x)} ${r(to.y + 6)}`, { kind: 'line', width: 3 });
  return path(`M${r(from.x)} ${r(from.y)}Q${r((from.x + to.x) / 2)} ${r(from.y + 12)} ${r(to.x)} ${r(to.y)}`, { kind: 'line', width: 3 });
}

// ---------------------------------------------------------------------------------------------

export function drawTriceratops(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const { body, belly, dark, f } = partsOf(look);
  const posture = postureOf(pose);
  const lying = posture === 'lie';
  const legLen = lying ? 0 : 58;
  const cy = -(legLen + 56);
  const nodes: SvgNode[] = [];
  const [sw1, sw2] = swing(posture);
  const frill = mix(body, '#f6a86b', 0.45);
  if (!lying) nodes.push(...leg({ x: -54, y: cy + 20 }, { x: -50 + sw2, y: 0 }, 36, dark), ...leg({ x: 64, y: cy + 24 }, { x: 66 - sw2, y: 0 }, 34, dark));
  nodes.push(
    path(
      taper(
        [
          { x: -90, y: cy - 4 },
          { x: -170, y: cy + 16 },
          { x: -212, y: cy + 44 },
        ],
        60,
        14,
      ),
      fig(body),
    ),
  );
  nodes.push(ellipse(0, cy, 112, 64, fig(body)));
  nodes.push(ellipse(14, cy + 26, 78, 30, land(belly)));
  for (const [x, y, s] of [
    [-40, cy - 30, 9],
    [-10, cy - 44, 7],
    [24, cy - 34, 8],
    [-62, cy - 8, 7],
  ] as const)
    nodes.push(circle(x, y, s, land(shade(body, -0.1))));
  if (!lying) nodes.push(...leg({ x: -40, y: cy + 26 }, { x: -36 + sw1, y: 0 }, 38, body), ...leg({ x: 78, y: cy + 28 }, { x: 80 - sw1, y: 0 }, 36, body));
  else for (const x of [-50, 70]) nodes.push(ellipse(x, -10, 28, 12, fig(body)));
  if (look.accessory !== 'none') nodes.push(place(88, cy - 28, 0.8, neckwear(look.accessory, look.accessoryColor, 0, 76), false, -70));
  // The head: a frill like a dinner plate behind it, three horns, a parrot's beak.
  const hx = 112;
  const hy = cy - 38 + (lying ? 30 : 0);
  const frillR = 70;
  let scallop = '';
  const steps = 9;
  for (let k = 0; k <= steps; k++) {
    const a = Math.PI * (0.62 + (k / steps) * 1.15);
    const x = hx - 18 + Math.cos(a) * frillR;
    const y = hy - 8 + Math.sin(a) * frillR;
    scallop += `${k === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`;
    if (k < steps) {
      const b = Math.PI * (0.62 + ((k + 0.5) / steps) * 1.15);
      scallop += `L${r(hx - 18 + Math.cos(b) * (frillR + 14))} ${r(hy - 8 + Math.sin(b) * (frillR + 14))}`;
    }
  }
  nodes.push(path(`${scallop}L${r(hx + 30)} ${r(hy + 30)}Z`, fig(frill)));
  nodes.push(
    path(`M${r(hx - 60)} ${r(hy - 30)}Q${r(hx - 30)} ${r(hy - 70)} ${r(hx + 10)} ${r(hy - 62)}`, { kind: 'line', color: shade(frill, -0.2), width: 3 }),
  );
  // Far brow horn, behind the head.
  nodes.push(
    path(
      taper(
        [
          { x: hx + 14, y: hy - 30 },
          { x: hx + 34, y: hy - 66 },
          { x: hx + 44, y: hy - 100 },
        ],
        18,
        4,
      ),
      fig(CLAW),
    ),
  );
  nodes.push(
    path(
      `M${r(hx - 40)} ${r(hy - 10)}Q${r(hx - 30)} ${r(hy - 52)} ${r(hx + 20)} ${r(hy - 48)}Q${r(hx + 70)} ${r(hy - 44)} ${r(hx + 96)} ${r(hy + 6)}Q${r(hx + 100)} ${r(hy + 30)} ${r(hx + 80)} ${r(hy + 40)}Q${r(hx + 20)} ${r(hy + 56)} ${r(hx - 20)} ${r(hy + 40)}Q${r(hx - 46)} ${r(hy + 24)} ${r(hx - 40)} ${r(hy - 10)}Z`,
      fig(body),
    ),
  );
  // Beak.
  nodes.push(
    path(
      `M${r(hx + 84)} ${r(hy - 6)}Q${r(hx + 116)} ${r(hy + 2)} ${r(hx + 108)} ${r(hy + 30)}Q${r(hx + 96)} ${r(hy + 26)} ${r(hx + 86)} ${r(hy + 30)}Z`,
      fig(shade(body, -0.25)),
    ),
  );
  // Nose horn and the near brow horn.
  nodes.push(
    path(
      taper(
        [
          { x: hx + 74, y: hy - 12 },
          { x: hx + 82, y: hy - 30 },
          { x: hx + 84, y: hy - 46 },
        ],
        16,
        4,
      ),
      fig(CLAW),
    ),
  );
  nodes.push(
    path(
      taper(
        [
          { x: hx - 4, y: hy - 34 },
          { x: hx + 12, y: hy - 74 },
          { x: hx + 16, y: hy - 112 },
        ],
        20,
        4,
      ),
      fig(CLAW),
    ),
  );
  nodes.push(...face(40, { x: hx + 28, y: hy - 14 }, lying ? 'sleepy' : expression, gaze, look, f));
  nodes.push(smile({ x: hx + 46, y: hy + 26 }, { x: hx + 84, y: hy + 24 }, lying ? 'happy' : expression));
  for (const side of [0, 1]) nodes.push(ellipse(hx + 90 + side * 6, hy + 2, 3, 2.4, { kind: 'dot', fill: shade(body, -0.45) }));
  return { nodes, top: hy - 112, halfWidth: 230, hand: { x: hx + 90, y: hy + 30 }, saddle: { x: -10, y: cy - 62 }, head: { x: hx, y: hy } };
}

export function drawDiplodocus(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const { body, belly, dark, f } = partsOf(look);
  const posture = postureOf(pose);
  const lying = posture === 'lie';
  const legLen = lying ? 0 : 120;
  const cy = -(legLen + 70);
  const nodes: SvgNode[] = [];
  const [sw1, sw2] = swing(posture);
  if (!lying)
    nodes.push(...leg({ x: -80, y: cy + 30 }, { x: -80 + sw2, y: 0 }, 46, dark, 3), ...leg({ x: 70, y: cy + 30 }, { x: 70 - sw2, y: 0 }, 44, dark, 3));
  nodes.push(
    path(
      taper(
        [
          { x: -130, y: cy - 10 },
          { x: -300, y: cy + 10 },
          { x: -430, y: cy - 40 },
        ],
        70,
        10,
      ),
      fig(body),
    ),
  );
  // A neck as long as a bus, rising to a small head.
  const headAt = lying ? { x: 300, y: -60 } : { x: 250, y: cy - 340 };
  nodes.push(
    path(taper([{ x: 100, y: cy - 20 }, lying ? { x: 220, y: -80 } : { x: 230, y: cy - 140 }, { x: headAt.x - 10, y: headAt.y + 20 }], 86, 34), fig(body)),
  );
  nodes.push(ellipse(0, cy, 150, 80, fig(body)));
  nodes.push(ellipse(10, cy + 32, 110, 36, land(belly)));
  for (const [x, y, s] of [
    [-60, cy - 40, 12],
    [-10, cy - 56, 10],
    [40, cy - 46, 11],
    [-100, cy - 14, 9],
  ] as const)
    nodes.push(circle(x, y, s, land(shade(body, -0.08))));
  if (look.accessory === 'scarf' || look.accessory === 'bow' || look.accessory === 'bowtie')
    nodes.push(place(headAt.x - 18, headAt.y + 46, 0.6, neckwear(look.accessory, look.accessoryColor, 0, 60), false, -20));
  if (!lying)
    nodes.push(...leg({ x: -62, y: cy + 36 }, { x: -60 + sw1, y: 0 }, 50, body, 3), ...leg({ x: 90, y: cy + 36 }, { x: 92 - sw1, y: 0 }, 48, body, 3));
  else for (const x of [-70, 80]) nodes.push(ellipse(x, -12, 40, 14, fig(body)));
  const head: SvgNode[] = [
    path('M-34 -6Q-30 -34 4 -34Q46 -32 62 -6Q66 14 40 18Q0 24 -24 16Q-38 10 -34 -6Z', fig(body)),
    ...face(30, { x: 10, y: -10 }, lying ? 'sleepy' : expression, gaze, look, f),
    smile({ x: 24, y: 8 }, { x: 54, y: 4 }, lying ? 'happy' : expression),
    ellipse(58, -10, 3, 2.2, { kind: 'dot', fill: shade(body, -0.45) }),
  ];
  nodes.push(place(headAt.x, headAt.y, 1, head));
  return { nodes, top: headAt.y - 40, halfWidth: 440, hand: { x: headAt.x + 60, y: headAt.y + 10 }, saddle: { x: -10, y: cy - 78 }, head: headAt };
}

export function drawStegosaurus(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const { body, belly, dark, f } = partsOf(look);
  const posture = postureOf(pose);
  const lying = posture === 'lie';
  const plate = f.has('green-sails') ? '#7fc46a' : mix(body, '#ffb36b', 0.45);
  const legLen = lying ? 0 : 62;
  const cy = -(legLen + 54);
  const nodes: SvgNode[] = [];
  const [sw1, sw2] = swing(posture);
  if (!lying) nodes.push(...leg({ x: -50, y: cy + 18 }, { x: -48 + sw2, y: 0 }, 34, dark), ...leg({ x: 64, y: cy + 34 }, { x: 66 - sw2, y: 0 }, 28, dark));
  // Tail with four spikes.
  nodes.push(
    path(
      taper(
        [
          { x: -90, y: cy - 8 },
          { x: -170, y: cy + 10 },
          { x: -220, y: cy + 40 },
        ],
        54,
        12,
      ),
      fig(body),
    ),
  );
  for (const [x, y, dx, dy] of [
    [-180, cy + 14, -20, -44],
    [-200, cy + 24, -34, -34],
    [-176, cy + 30, -14, 40],
    [-198, cy + 38, -30, 34],
  ] as const)
    nodes.push(
      path(
        taper(
          [
            { x, y },
            { x: x + dx * 0.5, y: y + dy * 0.5 },
            { x: x + dx, y: y + dy },
          ],
          14,
          3,
        ),
        fig(CLAW),
      ),
    );
  // Plates along the back like sails, two rows.
  const arc = (t: number): Point => ({ x: -96 + t * 190, y: cy - 52 - Math.sin(t * Math.PI) * 26 });
  for (let k = 0; k < 7; k++) {
    const t = 0.06 + k * 0.14;
    const p = arc(t);
    const size = 34 + Math.sin(t * Math.PI) * 22;
    nodes.push(
      path(
        `M${r(p.x - size * 0.45)} ${r(p.y + 14)}Q${r(p.x - size * 0.5)} ${r(p.y - size * 0.7)} ${r(p.x + 4)} ${r(p.y - size)}Q${r(p.x + size * 0.5)} ${r(p.y - size * 0.55)} ${r(p.x + size * 0.42)} ${r(p.y + 14)}Z`,
        fig(k % 2 ? plate : shade(plate, -0.08)),
      ),
    );
  }
  nodes.push({ tag: 'ellipse', attrs: { cx: 0, cy: r(cy), rx: 112, ry: 60, transform: `rotate(6 0 ${r(cy)})` }, paint: fig(body) });
  nodes.push(ellipse(10, cy + 28, 76, 24, land(belly)));
  if (!lying) nodes.push(...leg({ x: -34, y: cy + 26 }, { x: -30 + sw1, y: 0 }, 36, body), ...leg({ x: 78, y: cy + 38 }, { x: 80 - sw1, y: 0 }, 30, body));
  else for (const x of [-50, 70]) nodes.push(ellipse(x, -10, 28, 12, fig(body)));
  // A small head held low at the front.
  const hx = 128;
  const hy = cy + 6 + (lying ? 40 : 0);
  nodes.push(path(capsule(80, cy - 4, hx - 10, hy, 44), fig(body)));
  if (look.accessory !== 'none') nodes.push(place(96, cy + 2, 0.6, neckwear(look.accessory, look.accessoryColor, 0, 60), false, -80));
  nodes.push(
    path(
      `M${r(hx - 30)} ${r(hy - 8)}Q${r(hx - 20)} ${r(hy - 40)} ${r(hx + 20)} ${r(hy - 36)}Q${r(hx + 66)} ${r(hy - 26)} ${r(hx + 70)} ${r(hy + 2)}Q${r(hx + 66)} ${r(hy + 26)} ${r(hx + 20)} ${r(hy + 26)}Q${r(hx - 26)} ${r(hy + 24)} ${r(hx - 30)} ${r(hy - 8)}Z`,
      fig(body),
    ),
  );
  nodes.push(...face(32, { x: hx + 14, y: hy - 12 }, lying ? 'sleepy' : expression, gaze, look, f));
  nodes.push(smile({ x: hx + 30, y: hy + 12 }, { x: hx + 62, y: hy + 8 }, lying ? 'happy' : expression));
  return { nodes, top: arc(0.5).y - 56, halfWidth: 230, hand: { x: hx + 70, y: hy + 10 }, saddle: { x: -4, y: cy - 56 }, head: { x: hx, y: hy } };
}

export function drawAnkylosaurus(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const { body, belly, dark, f } = partsOf(look);
  const posture = postureOf(pose);
  const lying = posture === 'lie';
  const legLen = lying ? 0 : 34;
  const base = -(legLen + 18);
  const nodes: SvgNode[] = [];
  const [sw1, sw2] = swing(posture);
  const armour = shade(body, -0.12);
  if (!lying) nodes.push(...leg({ x: -56, y: base }, { x: -54 + sw2, y: 0 }, 34, dark), ...leg({ x: 60, y: base }, { x: 62 - sw2, y: 0 }, 32, dark));
  // Tail with a bony club on the end.
  nodes.push(
    path(
      taper(
        [
          { x: -100, y: base - 20 },
          { x: -170, y: base - 14 },
          { x: -214, y: base - 24 },
        ],
        40,
        18,
      ),
      fig(body),
    ),
  );
  nodes.push(ellipse(-232, base - 26, 30, 22, fig(armour)), ellipse(-214, base - 26, 20, 26, fig(armour)));
  // The armoured dome of a body, with spikes along its sides.
  for (let k = 0; k < 6; k++) {
    const x = -96 + k * 38;
    nodes.push(
      polygon(
        [
          [x - 12, base + 2],
          [x, base + 24],
          [x + 12, base + 2],
        ],
        fig(CLAW),
      ),
    );
  }
  nodes.push(
    path(
      `M-120 ${r(base + 4)}Q-120 ${r(base - 120)} 0 ${r(base - 122)}Q120 ${r(base - 120)} 120 ${r(base + 4)}Q0 ${r(base + 18)} -120 ${r(base + 4)}Z`,
      fig(body),
    ),
  );
  for (const [row, count, y] of [
    [0, 5, base - 30],
    [1, 4, base - 66],
    [2, 3, base - 98],
  ] as const) {
    for (let k = 0; k < count; k++) {
      const span = 200 - row * 56;
      const x = -span / 2 + (k + 0.5) * (span / count);
      nodes.push(ellipse(x, y, 16, 11, fig(armour)));
    }
  }
  if (!lying) nodes.push(...leg({ x: -40, y: base + 2 }, { x: -38 + sw1, y: 0 }, 36, body), ...leg({ x: 76, y: base + 2 }, { x: 78 - sw1, y: 0 }, 34, body));
  else for (const x of [-50, 70]) nodes.push(ellipse(x, -8, 28, 11, fig(body)));
  const hx = 140;
  const hy = base - 30 + (lying ? 20 : 0);
  if (look.accessory !== 'none') nodes.push(place(112, base - 24, 0.6, neckwear(look.accessory, look.accessoryColor, 0, 60), false, -80));
  for (const dx of [-22, 4])
    nodes.push(
      polygon(
        [
          [hx + dx - 8, hy - 26],
          [hx + dx - 4, hy - 48],
          [hx + dx + 8, hy - 26],
        ],
        fig(CLAW),
      ),
    );
  nodes.push(
    path(
      `M${r(hx - 34)} ${r(hy)}Q${r(hx - 30)} ${r(hy - 34)} ${r(hx + 10)} ${r(hy - 32)}Q${r(hx + 56)} ${r(hy - 28)} ${r(hx + 62)} ${r(hy + 4)}Q${r(hx + 56)} ${r(hy + 30)} ${r(hx + 10)} ${r(hy + 28)}Q${r(hx - 30)} ${r(hy + 26)} ${r(hx - 34)} ${r(hy)}Z`,
      fig(body),
    ),
  );
  nodes.push(ellipse(hx + 6, hy + 16, 30, 10, land(belly)));
  nodes.push(...face(30, { x: hx + 10, y: hy - 8 }, lying ? 'sleepy' : expression, gaze, look, f));
  nodes.push(smile({ x: hx + 24, y: hy + 12 }, { x: hx + 54, y: hy + 8 }, lying ? 'happy' : expression));
  return {
    nodes,
    top: Math.min(base - 122, hy - 48),
    halfWidth: 270,
    hand: { x: hx + 60, y: hy + 8 },
    saddle: { x: 0, y: base - 120 },
    head: { x: hx, y: hy },
  };
}

/** Two-legged dinosaurs: the duck-billed one with its trumpet crest, a friendly T. rex, a generic dinosaur. */
export function drawBipedDinosaur(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const { body, belly, dark, f } = partsOf(look);
  const kit = look.kit;
  const duck = kit === 'hadrosaur';
  const rex = kit === 't-rex' || kit === 'velociraptor';
  const posture = postureOf(pose);
  const lying = posture === 'lie';
  const scale = kit === 't-rex' ? 1.25 : kit === 'velociraptor' ? 0.8 : 1;
  const legLen = lying ? 0 : 66 * scale;
  const cy = -(legLen + 44 * scale);
  const nodes: SvgNode[] = [];
  const [sw1, sw2] = swing(posture);
  const thigh = (x: number, color: string, dx: number): SvgNode[] =>
    lying
      ? []
      : [
          ellipse(x, cy + 20 * scale, 30 * scale, 40 * scale, fig(color)),
          ...leg({ x: x + 6, y: cy + 40 * scale }, { x: x + 10 + dx, y: 0 }, 24 * scale, color),
        ];
  nodes.push(...thigh(-30 * scale, dark, sw2));
  nodes.push(
    path(
      taper(
        [
          { x: -40 * scale, y: cy },
          { x: -130 * scale, y: cy + 20 * scale },
          { x: -190 * scale, y: cy + (lying ? 40 : 0) * scale },
        ],
        56 * scale,
        10,
      ),
      fig(body),
    ),
  );
  nodes.push({ tag: 'ellipse', attrs: { cx: 0, cy: r(cy), rx: r(66 * scale), ry: r(50 * scale), transform: `rotate(-24 0 ${r(cy)})` }, paint: fig(body) });
  nodes.push({
    tag: 'ellipse',
    attrs: { cx: r(14 * scale), cy: r(cy + 12 * scale), rx: r(40 * scale), ry: r(30 * scale), transform: `rotate(-30 ${r(14 * scale)} ${r(cy + 12 * scale)})` },
    paint: land(belly),
  });
  if (!duck && !rex)
    for (let k = 0; k < 5; k++)
      nodes.push(
        polygon(
          [
            [-60 * scale + k * 18, cy - 40 * scale + k * -8],
            [-52 * scale + k * 18, cy - 62 * scale + k * -8],
            [-44 * scale + k * 18, cy - 38 * scale + k * -8],
          ],
          fig(shade(body, -0.22)),
        ),
      );
  nodes.push(...thigh(-8 * scale, body, sw1));
  if (lying) for (const x of [-20, 20]) nodes.push(ellipse(x * scale, -10, 26 * scale, 11, fig(body)));
  // Small arms.
  nodes.push(path(capsule(36 * scale, cy - 10 * scale, 62 * scale, cy + 10 * scale, (rex ? 10 : 14) * scale), fig(body)));
  if (look.accessory !== 'none') nodes.push(place(40 * scale, cy - 36 * scale, 0.6 * scale, neckwear(look.accessory, look.accessoryColor, 0, 60), false, -40));
  // Head.
  const hx = 58 * scale;
  const hy = cy - (lying ? 10 : 76) * scale;
  const R = (rex ? 44 : 38) * scale;
  const head: SvgNode[] = [];
  if (duck) {
    // The trumpet crest sweeping back.
    head.push(
      path(
        taper(
          [
            { x: -R * 0.2, y: -R * 0.6 },
            { x: -R * 1.1, y: -R * 1.3 },
            { x: -R * 1.7, y: -R * 1.2 },
          ],
          R * 0.5,
          R * 0.32,
        ),
        fig(mix(body, '#f08a5a', 0.45)),
      ),
    );
  }
  head.push(
    path(
      `M${r(-R * 0.9)} ${r(0)}Q${r(-R * 0.85)} ${r(-R)} ${r(0)} ${r(-R)}Q${r(R * (rex ? 1.3 : 1.0))} ${r(-R * 0.95)} ${r(R * (rex ? 1.6 : 1.3))} ${r(-R * 0.1)}Q${r(R * (rex ? 1.6 : 1.3))} ${r(R * 0.55)} ${r(R * 0.6)} ${r(R * 0.7)}Q${r(-R * 0.6)} ${r(R * 0.8)} ${r(-R * 0.9)} ${r(0)}Z`,
      fig(body),
    ),
  );
  if (duck)
    head.push(
      path(
        `M${r(R * 0.9)} ${r(-R * 0.2)}Q${r(R * 1.9)} ${r(-R * 0.35)} ${r(R * 1.95)} ${r(R * 0.15)}Q${r(R * 1.9)} ${r(R * 0.6)} ${r(R * 0.9)} ${r(R * 0.45)}Z`,
        fig('#f2b45a'),
      ),
    );
  head.push(...face(R, { x: R * 0.15, y: -R * 0.35 }, lying ? 'sleepy' : expression, gaze, look, f));
  head.push(smile({ x: R * 0.5, y: R * 0.35 }, { x: R * (duck ? 0.95 : 1.35), y: R * 0.2 }, lying ? 'happy' : expression));
  if (rex)
    for (let k = 0; k < 3; k++)
      head.push(
        polygon(
          [
            [R * (0.7 + k * 0.2), R * 0.28],
            [R * (0.78 + k * 0.2), R * 0.45],
            [R * (0.86 + k * 0.2), R * 0.26],
          ],
          fig('#ffffff'),
        ),
      );
  if (!duck) head.push(ellipse(R * (rex ? 1.45 : 1.15), -R * 0.2, 3, 2.4, { kind: 'dot', fill: shade(body, -0.45) }));
  nodes.push(place(hx, hy, 1, head));
  return {
    nodes,
    top: hy - R * (duck ? 1.6 : 1.1),
    halfWidth: 200 * scale,
    hand: { x: 66 * scale, y: cy + 12 * scale },
    saddle: { x: -10 * scale, y: cy - 50 * scale },
    head: { x: hx, y: hy },
  };
}

/** The pterosaur: leathery wings on long finger bones, a long beak and a crest; it walks on its folded wings. */
export function drawPterosaur(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const { body, belly, f } = partsOf(look);
  const membrane = mix(body, '#f7c6a8', 0.35);
  const bone = shade(body, -0.22);
  const posture = postureOf(pose);
  const nodes: SvgNode[] = [];
  if (posture === 'fly' || pose === 'cheer') {
    const cy = -150;
    for (const side of [-1, 1]) {
      const tip = { x: side * 230, y: cy - 70 };
      const far = side < 0;
      nodes.push(
        path(
          `M${r(side * 16)} ${r(cy - 14)}L${r(side * 110)} ${r(cy - 50)}L${r(tip.x)} ${r(tip.y)}Q${r(side * 150)} ${r(cy + 10)} ${r(side * 40)} ${r(cy + 40)}Z`,
          fig(far ? shade(membrane, -0.08) : membrane),
        ),
      );
      nodes.push(path(`M${r(side * 16)} ${r(cy - 14)}L${r(side * 110)} ${r(cy - 50)}L${r(tip.x)} ${r(tip.y)}`, { kind: 'line', color: bone, width: 5 }));
      nodes.push(
        path(`M${r(side * 110)} ${r(cy - 50)}Q${r(side * 120)} ${r(cy - 10)} ${r(side * 100)} ${r(cy + 20)}`, {
          kind: 'line',
          color: shade(membrane, -0.18),
          width: 2.5,
        }),
      );
    }
    nodes.push(ellipse(0, cy, 40, 30, fig(body)), ellipse(6, cy + 8, 26, 16, land(belly)));
    for (const side of [-1, 1]) nodes.push(path(capsule(side * 12, cy + 22, side * 18, cy + 56, 10), fig(body)));
    const head = pteroHead(look, expression, gaze, f, body);
    nodes.push(place(34, cy - 42, 1, head));
    return { nodes, top: cy - 110, halfWidth: 240, hand: { x: 40, y: cy + 40 }, saddle: { x: -4, y: cy - 28 }, head: { x: 34, y: cy - 42 } };
  }
  // Standing on its back legs, the leathery wings half open like kites.
  const lying = posture === 'lie';
  const cy = lying ? -50 : -96;
  const lift = lying ? 0.35 : pose === 'wave' ? 1.15 : 0.8;
  const wingPair = (side: number): SvgNode[] => {
    const far = side < 0;
    const shoulder = { x: side * 10, y: cy - 30 };
    const elbow = { x: side * 70, y: cy - 90 * lift };
    const tip = { x: side * 150, y: cy - 60 * lift - 20 };
    return [
      path(
        `M${r(shoulder.x)} ${r(shoulder.y)}L${r(elbow.x)} ${r(elbow.y)}L${r(tip.x)} ${r(tip.y)}Q${r(side * 100)} ${r(cy - 10)} ${r(side * 26)} ${r(cy + 36)}Z`,
        fig(far ? shade(membrane, -0.1) : membrane),
      ),
      path(`M${r(shoulder.x)} ${r(shoulder.y)}L${r(elbow.x)} ${r(elbow.y)}L${r(tip.x)} ${r(tip.y)}`, { kind: 'line', color: bone, width: 5 }),
      path(`M${r(elbow.x)} ${r(elbow.y)}Q${r(side * 90)} ${r(cy - 30)} ${r(side * 70)} ${r(cy + 10)}`, {
        kind: 'line',
        color: shade(membrane, -0.2),
        width: 2.4,
      }),
      circle(elbow.x, elbow.y, 6, fig(bone)),
    ];
  };
  nodes.push(...wingPair(-1));
  if (!lying)
    for (const dx of [-14, 8])
      nodes.push(
        path(capsule(dx, cy + 30, dx + 2, -8, 12), fig(shade(body, -0.12))),
        path(`M${dx - 12} 0L${dx + 2} -10L${dx + 18} 0Z`, fig(shade(body, -0.25))),
      );
  nodes.push({ tag: 'ellipse', attrs: { cx: 0, cy: r(cy), rx: 36, ry: 50, transform: `rotate(14 0 ${r(cy)})` }, paint: fig(body) });
  nodes.push({ tag: 'ellipse', attrs: { cx: 8, cy: r(cy + 10), rx: 20, ry: 32, transform: `rotate(14 8 ${r(cy + 10)})` }, paint: land(belly) });
  nodes.push(...wingPair(1));
  if (look.accessory !== 'none') nodes.push(place(14, cy - 42, 0.55, neckwear(look.accessory, look.accessoryColor, 0, 60), false, -30));
  nodes.push(place(20, cy - 72, 1, pteroHead(look, lying ? 'sleepy' : expression, gaze, f, body)));
  return {
    nodes,
    top: Math.min(cy - 150, cy - 90 * lift - 20),
    halfWidth: 160,
    hand: { x: 60, y: cy - 20 },
    saddle: { x: -4, y: cy - 48 },
    head: { x: 20, y: cy - 72 },
  };
}

function pteroHead(look: CreatureLook, expression: Expression, gaze: number, f: Set<string>, body: string): SvgNode[] {
  const R = 30;
  return [
    path(`M${-R * 0.3} ${-R * 0.6}L${-R * 2.4} ${-R * 1.5}L${-R * 0.6} ${R * 0.1}Z`, fig(mix(body, '#f06a4a', 0.45))),
    circle(0, 0, R, fig(body)),
    path(`M${R * 0.6} ${-R * 0.35}L${R * 3.0} ${R * 0.15}L${R * 0.6} ${R * 0.45}Z`, fig('#f2c56b')),
    path(`M${R * 0.7} ${R * 0.08}L${R * 2.7} ${R * 0.16}`, { kind: 'line', width: 2.4 }),
    ...face(R, { x: R * 0.1, y: -R * 0.2 }, expression, gaze, look, f),
  ];
}

/** A dragon on four legs, wings raised, horns, spines down its back and a spade at the tip of its tail. */
export function drawDragon(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const { body, belly, dark, f } = partsOf(look);
  const posture = postureOf(pose);
  const lying = posture === 'lie';
  const wing = mix(body, '#ffd6a0', 0.3);
  const spine = f.has('copper') ? '#f3c46a' : mix(body, '#ffd34a', 0.55);
  const legLen = lying ? 0 : 54;
  const cy = -(legLen + 50);
  const nodes: SvgNode[] = [];
  const [sw1, sw2] = swing(posture);
  const up = posture === 'fly' || pose === 'cheer' ? 1.3 : lying ? 0.4 : 1;
  // Far wing.
  nodes.push(
    path(
      `M-6 ${r(cy - 36)}L${r(-40)} ${r(cy - 150 * up)}L${r(-100)} ${r(cy - 120 * up)}L${r(-130)} ${r(cy - 70 * up)}L${r(-90)} ${r(cy - 20)}Z`,
      fig(shade(wing, -0.1)),
    ),
  );
  if (!lying) nodes.push(...leg({ x: -50, y: cy + 18 }, { x: -48 + sw2, y: 0 }, 30, dark), ...leg({ x: 56, y: cy + 22 }, { x: 58 - sw2, y: 0 }, 28, dark));
  nodes.push(
    path(
      taper(
        [
          { x: -80, y: cy },
          { x: -160, y: cy + 30 },
          { x: -200, y: cy - 20 },
        ],
        50,
        10,
      ),
      fig(body),
    ),
  );
  nodes.push(path(`M-200 ${r(cy - 20)}L-230 ${r(cy - 30)}L-214 ${r(cy - 54)}L-196 ${r(cy - 34)}Z`, fig(spine)));
  for (let k = 0; k < 6; k++) {
    const x = -70 + k * 26;
    const y = cy - 50 + Math.abs(k - 2.5) * 3;
    nodes.push(
      polygon(
        [
          [x - 10, y + 6],
          [x, y - 18],
          [x + 10, y + 6],
        ],
        fig(spine),
      ),
    );
  }
  nodes.push(ellipse(0, cy, 96, 54, fig(body)));
  nodes.push(ellipse(16, cy + 22, 64, 26, land(belly)));
  for (const x of [-10, 14, 38])
    nodes.push(path(`M${x} ${r(cy + 2)}Q${x + 4} ${r(cy + 24)} ${x} ${r(cy + 46)}`, { kind: 'line', color: shade(belly, -0.18), width: 2.4 }));
  if (!lying) nodes.push(...leg({ x: -36, y: cy + 24 }, { x: -34 + sw1, y: 0 }, 32, body), ...leg({ x: 70, y: cy + 28 }, { x: 72 - sw1, y: 0 }, 30, body));
  else for (const x of [-40, 70]) nodes.push(ellipse(x, -10, 26, 11, fig(body)));
  // Near wing: bat-like, on finger ribs.
  const ws = { x: 10, y: cy - 40 };
  const w1 = { x: 20, y: cy - 170 * up };
  const w2 = { x: -60, y: cy - 150 * up };
  const w3 = { x: -110, y: cy - 96 * up };
  nodes.push(
    path(
      `M${r(ws.x)} ${r(ws.y)}L${r(w1.x)} ${r(w1.y)}Q${r((w1.x + w2.x) / 2)} ${r(w1.y + 30)} ${r(w2.x)} ${r(w2.y)}Q${r((w2.x + w3.x) / 2 + 6)} ${r(w2.y + 40)} ${r(w3.x)} ${r(w3.y)}Q${r(-60)} ${r(cy - 40)} ${r(-30)} ${r(cy - 20)}Z`,
      fig(wing),
    ),
  );
  for (const p of [w1, w2, w3]) nodes.push(path(`M${r(ws.x)} ${r(ws.y)}L${r(p.x)} ${r(p.y)}`, { kind: 'line', color: shade(wing, -0.25), width: 3 }));
  if (look.accessory !== 'none') nodes.push(place(76, cy - 30, 0.75, neckwear(look.accessory, look.accessoryColor, 0, 70), false, -70));
  // Neck and head.
  const hx = 110;
  const hy = cy - 66 + (lying ? 50 : 0);
  nodes.push(path(capsule(60, cy - 20, hx - 10, hy + 16, 46), fig(body)));
  const head: SvgNode[] = [
    path(
      taper(
        [
          { x: -16, y: -30 },
          { x: -40, y: -62 },
          { x: -66, y: -66 },
        ],
        16,
        4,
      ),
      fig('#f3e6c8'),
    ),
    path('M-44 0Q-42 -40 0 -40Q50 -38 74 -8Q84 12 64 24Q20 38 -20 28Q-44 20 -44 0Z', fig(body)),
    path(
      taper(
        [
          { x: 6, y: -34 },
          { x: -10, y: -70 },
          { x: -40, y: -80 },
        ],
        18,
        4,
      ),
      fig('#f3e6c8'),
    ),
    ellipse(40, 14, 30, 12, land(belly)),
    ellipse(70, -4, 3.5, 2.6, { kind: 'dot', fill: shade(body, -0.45) }),
    ...face(38, { x: 10, y: -12 }, lying ? 'sleepy' : expression, gaze, look, f),
    smile({ x: 30, y: 20 }, { x: 68, y: 14 }, lying ? 'happy' : expression),
  ];
  if (f.has('smoky'))
    for (const [x, y, s] of [
      [96, -20, 10],
      [112, -34, 13],
      [132, -44, 16],
    ] as const)
      head.push(circle(x, y, s, { kind: 'land', fill: '#d8d4dc', edge: '#b8b2bc' }));
  nodes.push(place(hx, hy, 1, head));
  return { nodes, top: Math.min(w1.y, hy - 80) - 6, halfWidth: 240, hand: { x: hx + 70, y: hy + 20 }, saddle: { x: 0, y: cy - 54 }, head: { x: hx, y: hy } };
}

export { mouth };
