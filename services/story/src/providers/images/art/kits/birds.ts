import { mix, shade } from '../color';
import { capsule, eyes, headwear, mouth, neckwear, tear, type Expression, type Figure, type Pose } from '../figure-kit';
import type { CreatureLook } from '../look';
import { r } from '../random';
import { circle, ellipse, path, place, polygon, type Paint, type SvgNode } from '../svg-tree';

/**
 * Birds in side view facing right, like the four-legged animals: a round body, a head turned to
 * us, the beak, comb and tail that say which bird it is. Owls and penguins stand facing us, as
 * they do. Feet at (0,0).
 */
interface BirdSpec {
  rx: number;
  ry: number;
  tilt: number;
  legLen: number;
  neck: number;
  headR: number;
  beak: 'short' | 'hook' | 'flat' | 'long' | 'puffin' | 'thin' | 'curved';
  tail: 'hen' | 'rooster' | 'fan' | 'short' | 'long' | 'fork' | 'peacock';
  comb?: 'hen' | 'rooster';
  breast?: string;
  crest?: boolean;
  legColor: string;
  webbed?: boolean;
}

const B = (spec: Partial<BirdSpec> & Pick<BirdSpec, 'rx' | 'ry' | 'legLen' | 'headR' | 'beak' | 'tail'>): BirdSpec => ({
  tilt: -10,
  neck: 0,
  legColor: '#f5a63f',
  ...spec,
});

export const BIRDS: Record<string, BirdSpec> = {
  hen: B({ rx: 56, ry: 44, tilt: -12, legLen: 36, headR: 30, beak: 'short', tail: 'hen', comb: 'hen' }),
  rooster: B({ rx: 56, ry: 46, tilt: -18, legLen: 44, headR: 30, beak: 'short', tail: 'rooster', comb: 'rooster' }),
  chick: B({ rx: 30, ry: 28, tilt: 0, legLen: 14, headR: 22, beak: 'short', tail: 'short' }),
  duck: B({ rx: 54, ry: 34, tilt: -4, legLen: 22, headR: 28, neck: 16, beak: 'flat', tail: 'short', webbed: true }),
  goose: B({ rx: 62, ry: 38, tilt: -6, legLen: 36, headR: 24, neck: 62, beak: 'flat', tail: 'short', webbed: true }),
  swan: B({ rx: 66, ry: 38, tilt: -4, legLen: 20, headR: 22, neck: 84, beak: 'flat', tail: 'short', webbed: true, legColor: '#3b3640' }),
  robin: B({ rx: 34, ry: 30, tilt: -14, legLen: 26, headR: 22, beak: 'thin', tail: 'short', breast: '#ee6a3c', legColor: '#8a6a50' }),
  bird: B({ rx: 32, ry: 28, tilt: -14, legLen: 24, headR: 22, beak: 'thin', tail: 'fork', legColor: '#8a6a50' }),
  parrot: B({ rx: 34, ry: 46, tilt: -55, legLen: 20, headR: 30, beak: 'hook', tail: 'long', legColor: '#7a7a86' }),
  puffin: B({ rx: 36, ry: 40, tilt: -50, legLen: 22, headR: 28, beak: 'puffin', tail: 'short', breast: '#fbfaf6', legColor: '#f27a3a', webbed: true }),
  seagull: B({ rx: 48, ry: 32, tilt: -12, legLen: 36, headR: 24, beak: 'long', tail: 'short', breast: '#fbfaf8', legColor: '#f2b23a', webbed: true }),
  hummingbird: B({ rx: 26, ry: 18, tilt: -20, legLen: 8, headR: 16, beak: 'thin', tail: 'fork', legColor: '#4a4a52' }),
  eagle: B({ rx: 60, ry: 48, tilt: -40, legLen: 30, headR: 30, beak: 'hook', tail: 'fan', breast: '#8a5a3a', legColor: '#f5c23f' }),
  flamingo: B({ rx: 50, ry: 32, tilt: -8, legLen: 130, headR: 20, neck: 90, beak: 'curved', tail: 'short', legColor: '#f08aa8' }),
  peacock: B({ rx: 50, ry: 36, tilt: -10, legLen: 50, headR: 22, neck: 40, beak: 'short', tail: 'peacock', crest: true, legColor: '#a59a8a' }),
};

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const BEAK = '#f5a63f';

export function drawSideBird(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const spec = BIRDS[look.kit] ?? BIRDS.bird!;
  const f = new Set(look.features);
  const body = look.kit === 'rooster' ? '#c0652f' : look.body.hex;
  const dark = shade(body, -0.18);
  const flying = pose === 'fly';
  const lying = pose === 'sleep' || pose === 'crouch';
  const nodes: SvgNode[] = [];
  const legLen = lying ? 0 : spec.legLen;
  const cy = flying ? -spec.ry - 40 : -(legLen + spec.ry * 0.85);
  const a = (spec.tilt * Math.PI) / 180;
  const along = (d: number, across = 0) => ({ x: Math.cos(a) * d - Math.sin(a) * across, y: cy + Math.sin(a) * d + Math.cos(a) * across });

  // Legs and toes.
  if (!lying && !flying) {
    for (const [dx, shadeBy] of [
      [-8, -0.12],
      [10, 0],
    ] as const) {
      const color = shade(spec.legColor, shadeBy);
      nodes.push(path(capsule(dx, cy + spec.ry * 0.6, dx + 2, -4, 7), fig(color)));
      if (spec.webbed) nodes.push(path(`M${dx - 10} 0L${dx + 2} -8L${dx + 22} 0Z`, fig(color)));
      else
        nodes.push(
          path(`M${dx + 2} -4L${dx - 12} 2M${dx + 2} -4L${dx + 18} 2M${dx + 2} -4L${dx + 6} 4`, { kind: 'line', color: shade(color, -0.1), width: 5 }),
        );
    }
  }
  // Tail behind the body.
  const tailRoot = along(-spec.rx * 0.85, -spec.ry * 0.1);
  const tx = tailRoot.x;
  const ty = tailRoot.y;
  switch (spec.tail) {
    case 'hen':
      nodes.push(
        path(
          `M${r(tx + 14)} ${r(ty + 10)}Q${r(tx - 30)} ${r(ty - 10)} ${r(tx - 24)} ${r(ty - 62)}Q${r(tx - 4)} ${r(ty - 40)} ${r(tx + 4)} ${r(ty - 58)}Q${r(tx + 14)} ${r(ty - 30)} ${r(tx + 30)} ${r(ty - 6)}Z`,
          fig(dark),
        ),
      );
      break;
    case 'rooster':
      for (const [dx, dy, color] of [
        [-60, -70, '#2f5a3a'],
        [-50, -96, '#3b3a55'],
        [-30, -110, '#2f5a3a'],
      ] as const)
        nodes.push(
          path(
            `M${r(tx + 12)} ${r(ty + 6)}Q${r(tx + dx * 0.3)} ${r(ty + dy)} ${r(tx + dx)} ${r(ty + dy * 0.4)}Q${r(tx + dx * 0.5)} ${r(ty + dy * 0.6)} ${r(tx + 20)} ${r(ty - 6)}Z`,
            fig(color),
          ),
        );
      break;
    case 'peacock':
      nodes.push(
        path(
          `M${r(tx + 10)} ${r(ty)}C${r(tx - 160)} ${r(ty - 40)} ${r(tx - 120)} ${r(ty - 230)} ${r(tx + 40)} ${r(ty - 200)}C${r(tx)} ${r(ty - 130)} ${r(tx + 10)} ${r(ty - 60)} ${r(tx + 30)} ${r(ty - 10)}Z`,
          fig('#3aa37a'),
        ),
      );
      for (const [dx, dy] of [
        [-60, -60],
        [-80, -120],
        [-40, -170],
        [0, -180],
        [-20, -110],
      ] as const)
        nodes.push(circle(tx + dx, ty + dy, 13, { kind: 'land', fill: '#2f6fd0' }), circle(tx + dx, ty + dy, 6, { kind: 'land', fill: '#f6c945' }));
      break;
    case 'fan':
      nodes.push(path(`M${r(tx + 10)} ${r(ty)}L${r(tx - 50)} ${r(ty + 30)}L${r(tx - 46)} ${r(ty + 50)}L${r(tx + 14)} ${r(ty + 20)}Z`, fig(dark)));
      break;
    case 'long':
      nodes.push(
        path(
          `M${r(tx + 10)} ${r(ty)}L${r(tx - 30)} ${r(ty + 96)}L${r(tx - 8)} ${r(ty + 100)}L${r(tx + 22)} ${r(ty + 14)}Z`,
          fig(look.kit === 'parrot' ? '#3b82d6' : dark),
        ),
      );
      break;
    case 'fork':
      nodes.push(
        path(`M${r(tx + 8)} ${r(ty)}L${r(tx - 36)} ${r(ty + 8)}L${r(tx - 22)} ${r(ty + 2)}L${r(tx - 38)} ${r(ty - 10)}L${r(tx + 6)} ${r(ty - 12)}Z`, fig(dark)),
      );
      break;
    default:
      nodes.push(path(`M${r(tx + 8)} ${r(ty - 6)}L${r(tx - 24)} ${r(ty - 14)}L${r(tx - 20)} ${r(ty + 8)}L${r(tx + 8)} ${r(ty + 8)}Z`, fig(dark)));
  }
  // The far wing up when flying.
  if (flying)
    nodes.push(
      path(
        `M${r(along(-10).x)} ${r(cy - spec.ry * 0.6)}Q${r(-spec.rx * 0.2)} ${r(cy - spec.ry * 3)} ${r(-spec.rx * 1.2)} ${r(cy - spec.ry * 2.6)}Q${r(-spec.rx * 0.5)} ${r(cy - spec.ry * 1.4)} ${r(spec.rx * 0.3)} ${r(cy - spec.ry * 0.4)}Z`,
        fig(shade(body, -0.1)),
      ),
    );
  // Body.
  nodes.push({ tag: 'ellipse', attrs: { cx: 0, cy: r(cy), rx: spec.rx, ry: spec.ry, transform: `rotate(${spec.tilt} 0 ${r(cy)})` }, paint: fig(body) });
  if (spec.breast || look.kit !== 'hen') {
    const breast = spec.breast ?? mix(body, '#fff6e4', 0.55);
    const p = along(spec.rx * 0.35, spec.ry * 0.25);
    nodes.push(ellipse(p.x, p.y, spec.rx * 0.55, spec.ry * 0.62, { kind: 'land', fill: breast }));
  }
  if (f.has('speckled') || look.kit === 'hen') {
    for (const [dx, dy] of [
      [-0.5, -0.3],
      [-0.2, -0.5],
      [0.1, -0.2],
      [-0.35, 0.15],
      [0.3, 0.2],
      [-0.05, 0.35],
    ] as const) {
      const p = along(spec.rx * dx, spec.ry * dy);
      nodes.push(ellipse(p.x, p.y, 4, 3, { kind: 'tone', fill: look.kit === 'hen' && body === '#f7f3ea' ? '#d8cdb8' : mix(body, '#fbeedd', 0.55) }));
    }
  }
  // Wing.
  const wingAt = along(-spec.rx * 0.12, -spec.ry * 0.05);
  if (flying) {
    nodes.push(
      path(
        `M${r(wingAt.x + 10)} ${r(wingAt.y - 8)}Q${r(wingAt.x + 30)} ${r(wingAt.y - spec.ry * 3.2)} ${r(wingAt.x - spec.rx)} ${r(wingAt.y - spec.ry * 2.4)}Q${r(wingAt.x - 20)} ${r(wingAt.y - spec.ry * 1.2)} ${r(wingAt.x - 20)} ${r(wingAt.y + 6)}Z`,
        fig(shade(body, -0.04)),
      ),
    );
  } else {
    nodes.push({
      tag: 'path',
      attrs: {
        d: `M${r(wingAt.x + spec.rx * 0.42)} ${r(wingAt.y - spec.ry * 0.32)}Q${r(wingAt.x - spec.rx * 0.4)} ${r(wingAt.y - spec.ry * 0.55)} ${r(wingAt.x - spec.rx * 0.62)} ${r(wingAt.y + spec.ry * 0.3)}Q${r(wingAt.x)} ${r(wingAt.y + spec.ry * 0.4)} ${r(wingAt.x + spec.rx * 0.42)} ${r(wingAt.y - spec.ry * 0.32)}Z`,
      },
      paint: fig(pose === 'wave' || pose === 'cheer' ? shade(body, -0.08) : dark),
    });
  }
  // Neck and head.
  const chest = along(spec.rx * 0.7, -spec.ry * 0.5);
  const headAt = { x: chest.x + spec.headR * 0.3 + spec.neck * 0.15, y: chest.y - spec.headR * 0.55 - spec.neck };
  if (spec.neck > 0) nodes.push(path(capsule(chest.x - 6, chest.y + 6, headAt.x - 4, headAt.y + 6, spec.headR * 0.8), fig(body)));
  if (look.accessory !== 'none')
    nodes.push(place(chest.x - 4, chest.y + 4, 0.55, neckwear(look.accessory === 'scarf' ? 'scarf' : look.accessory, look.accessoryColor, 0, 60), false, -20));
  nodes.push(place(headAt.x, headAt.y, 1, birdHead(spec, look, f, lying ? 'sleepy' : expression, body, gaze)));
  const top = Math.min(
    headAt.y - spec.headR * (spec.comb ? 1.7 : spec.crest ? 2.0 : 1.2) - (f.has('crown') ? 30 : 0),
    spec.tail === 'peacock' ? ty - 220 : spec.tail === 'rooster' ? ty - 110 : spec.tail === 'hen' ? ty - 62 : cy - spec.ry * (flying ? 3.2 : 1.2),
  );
  return {
    nodes,
    top,
    halfWidth: spec.rx + spec.headR + 20,
    hand: { x: headAt.x + spec.headR * 1.4, y: headAt.y + spec.headR * 0.4 },
    head: headAt,
    saddle: { x: 0, y: cy - spec.ry },
  };
}

function birdHead(spec: BirdSpec, look: CreatureLook, f: Set<string>, expression: Expression, body: string, gaze: number): SvgNode[] {
  const R = spec.headR;
  const nodes: SvgNode[] = [];
  if (spec.comb) {
    const big = spec.comb === 'rooster' ? 1.4 : 1;
    for (const [dx, dy, s] of [
      [-0.35, -0.9, 0.26],
      [0, -1.05, 0.3],
      [0.35, -0.92, 0.26],
    ] as const)
      nodes.push(circle(dx * R, dy * R * big, s * R * big, fig('#e23b3b')));
  }
  if (spec.crest)
    for (const dx of [-0.2, 0, 0.2])
      nodes.push(
        path(`M${r(dx * R)} ${r(-R * 0.8)}L${r(dx * R * 2)} ${r(-R * 1.9)}`, { kind: 'line', color: '#3a6fb0', width: 3 }),
        circle(dx * R * 2, -R * 1.95, 5, fig('#3a6fb0')),
      );
  const head = look.kit === 'puffin' ? '#3b3a44' : look.kit === 'robin' ? body : look.kit === 'rooster' ? '#e2873a' : body;
  nodes.push(circle(0, 0, R, fig(head)));
  if (look.kit === 'puffin') nodes.push(ellipse(R * 0.25, R * 0.05, R * 0.62, R * 0.55, { kind: 'land', fill: '#f4f1ea' }));
  if (look.kit === 'robin')
    nodes.push(
      path(`M${r(R * 0.1)} ${r(R * 0.1)}Q${r(R * 0.9)} ${r(R * 0.05)} ${r(R * 0.8)} ${r(R * 0.9)}Q${r(R * 0.2)} ${r(R * 1.1)} ${r(R * 0.1)} ${r(R * 0.1)}Z`, {
        kind: 'land',
        fill: '#ee6a3c',
      }),
    );
  // Beak pointing right.
  switch (spec.beak) {
    case 'flat':
      nodes.push(
        path(
          `M${r(R * 0.6)} ${r(-R * 0.05)}Q${r(R * 1.7)} ${r(-R * 0.15)} ${r(R * 1.75)} ${r(R * 0.2)}Q${r(R * 1.6)} ${r(R * 0.45)} ${r(R * 0.6)} ${r(R * 0.35)}Z`,
          fig(look.kit === 'swan' ? '#f28a3a' : BEAK),
        ),
      );
      break;
    case 'hook':
      nodes.push(
        path(
          `M${r(R * 0.55)} ${r(-R * 0.35)}Q${r(R * 1.5)} ${r(-R * 0.45)} ${r(R * 1.35)} ${r(R * 0.55)}Q${r(R * 1.1)} ${r(R * 0.2)} ${r(R * 0.6)} ${r(R * 0.35)}Z`,
          fig(look.kit === 'eagle' ? '#f5c23f' : '#f4ead8'),
        ),
      );
      break;
    case 'puffin':
      nodes.push(
        path(
          `M${r(R * 0.55)} ${r(-R * 0.45)}Q${r(R * 1.55)} ${r(-R * 0.25)} ${r(R * 1.5)} ${r(R * 0.15)}Q${r(R * 1.4)} ${r(R * 0.5)} ${r(R * 0.55)} ${r(R * 0.45)}Z`,
          fig('#f27a3a'),
        ),
        path(`M${r(R * 0.9)} ${r(-R * 0.36)}L${r(R * 0.9)} ${r(R * 0.42)}`, { kind: 'line', color: '#f6c945', width: 4 }),
      );
      break;
    case 'long':
      nodes.push(path(`M${r(R * 0.6)} ${r(-R * 0.1)}L${r(R * 1.9)} ${r(R * 0.12)}L${r(R * 0.6)} ${r(R * 0.3)}Z`, fig('#f5c23f')));
      break;
    case 'curved':
      nodes.push(
        path(
          `M${r(R * 0.6)} ${r(-R * 0.2)}Q${r(R * 1.7)} ${r(-R * 0.1)} ${r(R * 1.5)} ${r(R * 1.0)}L${r(R * 1.2)} ${r(R * 0.7)}Q${r(R * 1.2)} ${r(R * 0.25)} ${r(R * 0.6)} ${r(R * 0.3)}Z`,
          fig('#f7e6ea'),
        ),
        path(`M${r(R * 1.35)} ${r(R * 0.5)}L${r(R * 1.5)} ${r(R * 1.0)}L${r(R * 1.2)} ${r(R * 0.7)}Z`, fig('#3b3640')),
      );
      break;
    case 'thin':
      nodes.push(
        path(
          `M${r(R * 0.7)} ${r(-R * 0.12)}L${r(R * (look.kit === 'hummingbird' ? 2.6 : 1.55))} ${r(R * 0.08)}L${r(R * 0.7)} ${r(R * 0.25)}Z`,
          fig(look.kit === 'hummingbird' ? '#3b3640' : '#f2c14a'),
        ),
      );
      break;
    default:
      nodes.push(path(`M${r(R * 0.72)} ${r(-R * 0.2)}L${r(R * 1.4)} ${r(R * 0.1)}L${r(R * 0.72)} ${r(R * 0.35)}Z`, fig(BEAK)));
  }
  if (spec.comb)
    nodes.push(
      path(
        `M${r(R * 0.65)} ${r(R * 0.35)}Q${r(R * 0.95)} ${r(R * 0.5)} ${r(R * 0.8)} ${r(R * 1.05)}Q${r(R * 0.55)} ${r(R * 1.0)} ${r(R * 0.55)} ${r(R * 0.5)}Z`,
        fig('#e23b3b'),
      ),
    );
  nodes.push(place(R * 0.22, -R * 0.18, 1, eyes(R * 0.26, 0, R * 0.2, expression, '#2a1f2d', gaze)));
  if (f.has('glasses'))
    nodes.push(
      place(R * 0.22, -R * 0.18, 1, [
        circle(-R * 0.26, 0, R * 0.3, { kind: 'line', color: '#6a4a2a', width: 3 }),
        circle(R * 0.26, 0, R * 0.3, { kind: 'line', color: '#6a4a2a', width: 3 }),
      ]),
    );
  nodes.push(ellipse(-R * 0.25, R * 0.35, R * 0.2, R * 0.12, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
  if (expression === 'joy') nodes.push(place(R * 1.0, R * 0.45, 0.5, mouth(0, R * 0.6, 'joy')));
  if (expression === 'sad') nodes.push(tear(R * 0.1, R * 0.1, R * 0.2));
  if (f.has('crown')) nodes.push(place(0, R * 0.1, R / 70, headwear('crown', look.accessoryColor)));
  else if (look.headwear) nodes.push(place(0, R * 0.1, R / 62, headwear(look.headwear, look.accessoryColor)));
  return nodes;
}

/** Owls and penguins stand facing us: one egg of a body, wings at the sides. */
export function drawUprightBird(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const owl = look.kit === 'owl';
  const body = look.body.hex;
  const belly = owl ? mix(body, '#fff6e4', 0.55) : '#fbfaf6';
  const f = new Set(look.features);
  const nodes: SvgNode[] = [];
  const flying = pose === 'fly';
  const lift = pose === 'wave' ? [0, -62] : pose === 'cheer' || flying ? [-70, -70] : [0, 0];
  for (const side of [-1, 1])
    nodes.push(
      path(`M${side * 14} -14L${side * 8} 0M${side * 14} -14L${side * 20} 0M${side * 14} -14L${side * 14} 2`, { kind: 'line', color: BEAK, width: 5 }),
    );
  if (owl) for (const side of [-1, 1]) nodes.push(path(`M${side * 30} -176L${side * 50} -214L${side * 56} -160Z`, fig(shade(body, -0.12))));
  nodes.push(ellipse(0, -96, 62, 88, fig(body)));
  if (owl) {
    nodes.push(ellipse(0, -64, 42, 50, { kind: 'land', fill: belly }));
    for (const [x, y] of [
      [-16, -78],
      [16, -78],
      [0, -62],
      [-22, -50],
      [22, -50],
      [0, -38],
    ] as const)
      nodes.push(path(`M${x - 8} ${y}Q${x} ${y + 8} ${x + 8} ${y}`, { kind: 'line', color: shade(belly, -0.25), width: 2.4 }));
    for (const side of [-1, 1]) nodes.push(circle(side * 25, -124, 25, { kind: 'land', fill: mix(belly, '#ffffff', 0.4) }));
  } else {
    nodes.push(path('M0 -150C-20 -172 -54 -160 -50 -124C-54 -80 -44 -26 0 -18C44 -26 54 -80 50 -124C54 -160 20 -172 0 -150Z', { kind: 'land', fill: belly }));
  }
  const wing = (side: number, up: number): SvgNode =>
    place(side * 54, -112, 1, [path(`M0 0Q${side * -44} 36 ${side * -14} 84Q${side * 2} 56 ${side * 10} 8Z`, fig(shade(body, -0.08)))], false, side * up);
  nodes.push(wing(-1, lift[0]!), wing(1, lift[1]!));
  if (look.accessory !== 'none') nodes.push(...neckwear(look.accessory === 'collar' ? 'bowtie' : look.accessory, look.accessoryColor, -70, 64));
  nodes.push(...eyes(owl ? 25 : 22, -124, owl ? 12 : 9, pose === 'sleep' ? 'sleepy' : expression, '#2a1f2d', gaze));
  if (f.has('glasses')) for (const side of [-1, 1]) nodes.push(circle(side * 26, -124, 22, { kind: 'line', color: '#4a3020', width: 6 }));
  if (f.has('glasses')) nodes.push(path('M-6 -128Q0 -136 6 -128', { kind: 'line', color: '#4a3020', width: 5 }));
  nodes.push(path('M-9 -108L9 -108L0 -90Z', fig(BEAK)));
  if (!owl) for (const side of [-1, 1]) nodes.push(ellipse(side * 38, -100, 8, 5, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
  if (expression === 'sad') nodes.push(tear(34, -112, 10));
  if (f.has('crown')) nodes.push(place(0, -160, 0.7, headwear('crown', look.accessoryColor)));
  else if (look.headwear) nodes.push(place(0, -150, 0.8, headwear(look.headwear, look.accessoryColor)));
  return { nodes, top: owl ? -216 : -190, halfWidth: 100, hand: { x: 64, y: -60 }, head: { x: 0, y: -124 } };
}

export { polygon };
