import { mix, shade } from '../color';
import { capsule, eyes, headwear, mouth, neckwear, taper, tear, type Expression, type Figure, type Point, type Pose } from '../figure-kit';
import type { CreatureLook } from '../look';
import { r } from '../random';
import { circle, ellipse, path, place, type Paint, type SvgNode } from '../svg-tree';

/**
 * Four-legged animals in one picture-book manner: the body in side view facing right, the head
 * turned a little towards us with both eyes showing, feet at (0,0). Each species is a set of
 * proportions and parts, so a fox is long and low with a white-tipped brush, a pony stocky with a
 * fringe, a lamb a cloud of wool on black legs.
 */
type Ears = 'pointy' | 'floppy' | 'round' | 'long' | 'horse' | 'lamb' | 'cow' | 'odd' | 'small';
type Tail = 'bushy' | 'long' | 'thin' | 'puff' | 'horse' | 'curly' | 'tuft' | 'short' | 'wag' | 'none';
type Snout = 'pointy' | 'round' | 'long' | 'horse' | 'pig' | 'trunk' | 'flat' | 'muzzle';

interface QuadSpec {
  /** Body half-length and half-height. */
  rx: number;
  ry: number;
  legLen: number;
  legW: number;
  foot: 'paw' | 'hoof';
  /** Neck length (0 = head sits on the shoulders) and lean forward in degrees. */
  neck: number;
  neckLean: number;
  neckW: number;
  headR: number;
  snout: Snout;
  snoutLen: number;
  ears: Ears;
  tail: Tail;
  coat?: 'wool' | 'shaggy';
  marks?: 'fox' | 'tiger' | 'zebra' | 'patches' | 'spots' | 'panda' | 'raccoon' | 'badger' | 'sheepdog' | 'giraffe' | 'fawn';
  mane?: boolean;
  horn?: boolean;
  horns?: 'cow' | 'goat' | 'ossicones' | 'antlers';
  darkFace?: boolean;
  darkLegs?: boolean;
  muzzleLight?: boolean;
  nose?: string;
}

const Q = (spec: Partial<QuadSpec> & Pick<QuadSpec, 'rx' | 'ry' | 'legLen' | 'headR' | 'snout' | 'ears' | 'tail'>): QuadSpec => ({
  legW: 18,
  foot: 'paw',
  neck: 0,
  neckLean: 30,
  neckW: 40,
  snoutLen: 30,
  ...spec,
});

export const QUADRUPEDS: Record<string, QuadSpec> = {
  fox: Q({ rx: 68, ry: 34, legLen: 46, legW: 14, headR: 38, snout: 'pointy', snoutLen: 38, ears: 'pointy', tail: 'bushy', marks: 'fox', nose: '#2e2226' }),
  dog: Q({ rx: 70, ry: 40, legLen: 52, legW: 18, headR: 42, snout: 'muzzle', snoutLen: 30, ears: 'floppy', tail: 'wag', muzzleLight: true, nose: '#2e2226' }),
  cat: Q({ rx: 56, ry: 32, legLen: 44, legW: 14, headR: 38, snout: 'round', snoutLen: 12, ears: 'pointy', tail: 'long', nose: '#f28aa0' }),
  pony: Q({
    rx: 92,
    ry: 56,
    legLen: 70,
    legW: 24,
    foot: 'hoof',
    neck: 56,
    neckLean: 35,
    neckW: 50,
    headR: 44,
    snout: 'horse',
    snoutLen: 46,
    ears: 'horse',
    tail: 'horse',
    mane: true,
    coat: 'shaggy',
  }),
  horse: Q({
    rx: 104,
    ry: 56,
    legLen: 108,
    legW: 22,
    foot: 'hoof',
    neck: 74,
    neckLean: 32,
    neckW: 50,
    headR: 44,
    snout: 'horse',
    snoutLen: 52,
    ears: 'horse',
    tail: 'horse',
    mane: true,
  }),
  donkey: Q({
    rx: 92,
    ry: 52,
    legLen: 80,
    legW: 20,
    foot: 'hoof',
    neck: 50,
    neckLean: 35,
    neckW: 46,
    headR: 44,
    snout: 'horse',
    snoutLen: 46,
    ears: 'long',
    tail: 'tuft',
    muzzleLight: true,
  }),
  unicorn: Q({
    rx: 100,
    ry: 54,
    legLen: 104,
    legW: 22,
    foot: 'hoof',
    neck: 72,
    neckLean: 32,
    neckW: 48,
    headR: 44,
    snout: 'horse',
    snoutLen: 50,
    ears: 'horse',
    tail: 'horse',
    mane: true,
    horn: true,
  }),
  lamb: Q({
    rx: 58,
    ry: 42,
    legLen: 40,
    legW: 12,
    foot: 'hoof',
    headR: 32,
    snout: 'round',
    snoutLen: 16,
    ears: 'lamb',
    tail: 'puff',
    coat: 'wool',
    darkFace: true,
    darkLegs: true,
  }),
  sheep: Q({
    rx: 76,
    ry: 52,
    legLen: 46,
    legW: 14,
    foot: 'hoof',
    headR: 36,
    snout: 'round',
    snoutLen: 22,
    ears: 'lamb',
    tail: 'puff',
    coat: 'wool',
    darkFace: true,
    darkLegs: true,
  }),
  goat: Q({
    rx: 70,
    ry: 40,
    legLen: 62,
    legW: 14,
    foot: 'hoof',
    neck: 24,
    neckW: 34,
    headR: 34,
    snout: 'long',
    snoutLen: 32,
    ears: 'lamb',
    tail: 'short',
    horns: 'goat',
  }),
  pig: Q({ rx: 70, ry: 46, legLen: 32, legW: 18, foot: 'hoof', headR: 42, snout: 'pig', snoutLen: 18, ears: 'pointy', tail: 'curly', nose: '#f08aa0' }),
  cow: Q({
    rx: 108,
    ry: 60,
    legLen: 80,
    legW: 24,
    foot: 'hoof',
    neck: 20,
    neckW: 56,
    headR: 48,
    snout: 'flat',
    snoutLen: 26,
    ears: 'cow',
    tail: 'tuft',
    marks: 'patches',
    horns: 'cow',
  }),
  deer: Q({
    rx: 78,
    ry: 40,
    legLen: 96,
    legW: 14,
    foot: 'hoof',
    neck: 56,
    neckLean: 22,
    neckW: 32,
    headR: 36,
    snout: 'long',
    snoutLen: 34,
    ears: 'pointy',
    tail: 'short',
    marks: 'fawn',
    nose: '#2e2226',
  }),
  bear: Q({ rx: 96, ry: 62, legLen: 56, legW: 30, headR: 52, snout: 'muzzle', snoutLen: 26, ears: 'round', tail: 'none', muzzleLight: true, nose: '#2e2226' }),
  'polar bear': Q({ rx: 100, ry: 60, legLen: 58, legW: 30, headR: 50, snout: 'muzzle', snoutLen: 30, ears: 'round', tail: 'none', nose: '#2e2226' }),
  panda: Q({ rx: 88, ry: 60, legLen: 48, legW: 30, headR: 54, snout: 'round', snoutLen: 18, ears: 'round', tail: 'none', marks: 'panda', nose: '#2e2226' }),
  lion: Q({
    rx: 90,
    ry: 48,
    legLen: 70,
    legW: 24,
    headR: 48,
    snout: 'muzzle',
    snoutLen: 22,
    ears: 'round',
    tail: 'tuft',
    mane: true,
    muzzleLight: true,
    nose: '#8a4a3a',
  }),
  tiger: Q({
    rx: 94,
    ry: 46,
    legLen: 66,
    legW: 24,
    headR: 48,
    snout: 'muzzle',
    snoutLen: 20,
    ears: 'round',
    tail: 'long',
    marks: 'tiger',
    muzzleLight: true,
    nose: '#f08aa0',
  }),
  zebra: Q({
    rx: 100,
    ry: 52,
    legLen: 104,
    legW: 20,
    foot: 'hoof',
    neck: 66,
    neckLean: 32,
    neckW: 46,
    headR: 42,
    snout: 'horse',
    snoutLen: 50,
    ears: 'horse',
    tail: 'tuft',
    mane: true,
    marks: 'zebra',
  }),
  elephant: Q({ rx: 118, ry: 84, legLen: 80, legW: 40, foot: 'hoof', headR: 66, snout: 'trunk', snoutLen: 80, ears: 'round', tail: 'thin' }),
  giraffe: Q({
    rx: 84,
    ry: 48,
    legLen: 150,
    legW: 16,
    foot: 'hoof',
    neck: 190,
    neckLean: 14,
    neckW: 34,
    headR: 36,
    snout: 'long',
    snoutLen: 36,
    ears: 'small',
    tail: 'tuft',
    marks: 'giraffe',
    horns: 'ossicones',
  }),
  raccoon: Q({
    rx: 60,
    ry: 36,
    legLen: 34,
    legW: 14,
    headR: 38,
    snout: 'pointy',
    snoutLen: 22,
    ears: 'pointy',
    tail: 'bushy',
    marks: 'raccoon',
    nose: '#2e2226',
  }),
  otter: Q({ rx: 74, ry: 28, legLen: 22, legW: 14, headR: 32, snout: 'round', snoutLen: 16, ears: 'small', tail: 'long', muzzleLight: true, nose: '#2e2226' }),
  badger: Q({ rx: 66, ry: 34, legLen: 26, legW: 18, headR: 34, snout: 'pointy', snoutLen: 30, ears: 'small', tail: 'short', marks: 'badger', nose: '#2e2226' }),
};

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const land = (fill: string): Paint => ({ kind: 'land', fill });
const DARK = '#3b3640';

type Posture = 'stand' | 'walk' | 'run' | 'sit' | 'lie';

function postureOf(pose: Pose): Posture {
  switch (pose) {
    case 'run':
    case 'fly':
      return 'run';
    case 'walk':
    case 'climb':
      return 'walk';
    case 'sit':
    case 'listen':
    case 'read':
      return 'sit';
    case 'sleep':
    case 'crouch':
      return 'lie';
    default:
      return 'stand';
  }
}

export function drawQuadruped(look: CreatureLook, pose: Pose, expression: Expression, gaze = 0): Figure {
  const f = new Set(look.features);
  const own = QUADRUPEDS[look.kit] ?? QUADRUPEDS.dog!;
  // What the story says of the animal's coat and build is drawn: a spotty puppy has spots; a greyhound is
  // lean and long-legged, with a long narrow head, small folded ears and a thin tail (never a floppy-eared pup).
  const leanBuild = f.has('lean') && look.kit === 'dog';
  const spotty = (f.has('speckled') || f.has('spotted')) && !own.marks;
  const spec: QuadSpec = {
    ...own,
    ...(spotty ? { marks: 'spots' as const } : {}),
    ...(leanBuild
      ? {
          rx: own.rx * 1.08,
          ry: own.ry * 0.68,
          legLen: own.legLen * 1.8,
          legW: own.legW * 0.72,
          headR: own.headR * 0.8,
          snout: 'long' as const,
          snoutLen: 40,
          ears: 'small' as const,
          tail: 'thin' as const,
          neck: 18,
          neckW: 26,
          muzzleLight: false,
        }
      : {}),
  };
  let { legLen, rx, ry } = spec;
  if (f.has('tall') && look.kit === 'dog' && !leanBuild) {
    legLen *= 1.45;
    rx *= 1.05;
    ry *= 0.82;
  }
  if (f.has('long-ears') && look.kit === 'dog') {
    legLen *= 0.6;
    rx *= 1.12;
  }
  const posture = pose === 'sit' && (spec.foot === 'hoof' || look.kit === 'elephant') ? 'stand' : postureOf(pose);
  const sheepdog = look.kit === 'dog' && f.has('black-and-white');
  const body = sheepdog ? '#3d3a44' : look.body.hex;
  const under = spec.marks === 'fox' || sheepdog ? '#fbf6ee' : look.belly.hex;
  const legColor = spec.darkLegs ? DARK : spec.marks === 'panda' ? DARK : body;
  const nodes: SvgNode[] = [];
  const lying = posture === 'lie';
  const sitting = posture === 'sit';
  const bodyY = lying ? -ry * 0.9 : -(legLen + ry * 0.55);
  const tilt = sitting ? -28 : posture === 'run' ? 4 : 0;
  const rot = (p: Point): Point => {
    if (!tilt) return { x: p.x, y: p.y };
    const a = (tilt * Math.PI) / 180;
    const px = p.x + rx * 0.8;
    const py = p.y - bodyY;
    return { x: px * Math.cos(a) - py * Math.sin(a) - rx * 0.8, y: px * Math.sin(a) + py * Math.cos(a) + bodyY };
  };
  const sitLift = sitting ? legLen * 0.55 : 0;
  const at = (x: number, y: number): Point => {
    const p = rot({ x, y: bodyY + y });
    return { x: p.x, y: p.y + sitLift };
  };

  // Legs: the far pair first and darker, the near pair after the body.
  const hip = at(-rx * 0.55, ry * 0.45);
  const shoulder = at(rx * 0.55, ry * 0.45);
  const swing: Record<Posture, [number, number, number, number]> = {
    stand: [0, 0, 0, 0],
    walk: [12, -10, -12, 10],
    run: [-38, -20, 40, 26],
    sit: [0, 0, 0, 0],
    lie: [0, 0, 0, 0],
  };
  const [hNear, hFar, sNear, sFar] = swing[posture];
  const leg = (from: Point, angle: number, near: boolean, front: boolean): SvgNode[] => {
    if (lying) return [];
    const a = (angle * Math.PI) / 180;
    const length = sitting && !front ? legLen * 0.35 : front && sitting ? legLen + sitLift - 6 : legLen + (posture === 'run' ? -4 : 0);
    const foot = { x: from.x + Math.sin(a) * length + (near ? 0 : 6), y: from.y + Math.cos(a) * length };
    if (!sitting && !front && posture !== 'run') foot.y = 0;
    if (front && !sitting && posture !== 'run') foot.y = 0;
    if (sitting && front) foot.y = 0;
    const color = sheepdog && front ? '#fbf6ee' : near ? legColor : shade(legColor, -0.1);
    const out: SvgNode[] = [path(capsule(from.x + (near ? 0 : 6), from.y, foot.x, foot.y - spec.legW * 0.3, spec.legW), fig(color))];
    const hoof = spec.darkLegs || f.has('black-knees') ? '#2a2630' : look.kit === 'unicorn' ? '#f3c96a' : mix(shade(legColor, -0.3), '#4a3a40', 0.3);
    if (spec.foot === 'hoof')
      out.push(
        path(
          `M${r(foot.x - spec.legW * 0.55)} ${r(foot.y - spec.legW * 0.55)}L${r(foot.x + spec.legW * 0.55)} ${r(foot.y - spec.legW * 0.55)}L${r(foot.x + spec.legW * 0.62)} ${r(foot.y)}L${r(foot.x - spec.legW * 0.62)} ${r(foot.y)}Z`,
          fig(hoof),
        ),
      );
    else
      out.push(ellipse(foot.x + spec.legW * 0.25, foot.y - spec.legW * 0.3, spec.legW * 0.72, spec.legW * 0.45, fig(spec.marks === 'fox' ? '#3a2a2a' : color)));
    if (f.has('black-knees') && near)
      out.push(ellipse(from.x + (foot.x - from.x) * 0.55, from.y + (foot.y - from.y) * 0.55, spec.legW * 0.62, spec.legW * 0.5, fig('#2a2630')));
    return out;
  };
  nodes.push(...leg(hip, hFar, false, false), ...leg(shoulder, sFar, false, true));

  // Tail behind the body.
  nodes.push(...tailOf(spec.tail, at(-rx * 0.95, -ry * 0.35), body, under, look, f));

  // Haunch for a sitting animal.
  if (sitting) nodes.push(ellipse(hip.x - 4, -ry * 0.62, rx * 0.42, ry * 0.62, fig(body)));

  // The body.
  const bodyCentre = at(0, 0);
  const bodyNode = (paint: Paint): SvgNode => ({
    tag: 'ellipse',
    attrs: {
      cx: r(bodyCentre.x),
      cy: r(bodyCentre.y),
      rx: r(rx),
      ry: r(ry),
      ...(tilt ? { transform: `rotate(${tilt} ${r(bodyCentre.x)} ${r(bodyCentre.y)})` } : {}),
    },
    paint,
  });
  if (spec.coat === 'wool') {
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      const p = at(Math.cos(a) * rx * 0.92, Math.sin(a) * ry * 0.9);
      nodes.push(circle(p.x, p.y, ry * 0.42, fig(body)));
    }
    nodes.push(bodyNode(fig(body)));
    nodes.push(bodyNode({ kind: 'tone', fill: body }));
  } else {
    nodes.push(bodyNode(fig(body)));
    const belly = at(rx * 0.1, ry * 0.45);
    if (!spec.marks || spec.marks === 'fox' || spec.marks === 'fawn')
      nodes.push(ellipse(belly.x, belly.y, rx * 0.6, ry * 0.38, land(spec.marks === 'fox' ? under : mix(body, under, 0.6))));
  }
  nodes.push(...markings(spec, at, rx, ry, body));
  if (spec.coat === 'shaggy') {
    for (const k of [-0.5, -0.1, 0.3]) {
      const p = at(rx * k, ry * 0.85);
      nodes.push(path(`M${r(p.x - 14)} ${r(p.y - 10)}l7 14l7 -12l7 13l7 -15`, { kind: 'line', color: shade(body, -0.25), width: 3 }));
    }
  }
  if (sheepdog) {
    const chest = at(rx * 0.72, ry * 0.1);
    nodes.push(ellipse(chest.x, chest.y, rx * 0.32, ry * 0.75, land('#fbf6ee')));
  }

  // Neck and head.
  const neckBase = at(rx * 0.72, -ry * 0.45);
  const lean = ((spec.neckLean + (lying ? 40 : 0)) * Math.PI) / 180;
  const neckLen = lying ? spec.neck * 0.4 : spec.neck;
  const headAt: Point =
    spec.neck > 0
      ? { x: neckBase.x + Math.sin(lean) * neckLen + spec.headR * 0.25, y: neckBase.y - Math.cos(lean) * neckLen - spec.headR * 0.25 }
      : lying
        ? { x: rx * 0.95 + spec.headR * 0.55, y: -spec.headR * 0.95 }
        : { x: neckBase.x + spec.headR * 0.45, y: neckBase.y - spec.headR * 0.55 };
  if (sitting && spec.neck === 0) headAt.y -= 6;
  if (spec.neck > 0) {
    nodes.push(path(capsule(neckBase.x - 6, neckBase.y + 10, headAt.x - spec.headR * 0.3, headAt.y + spec.headR * 0.2, spec.neckW), fig(body)));
    if (spec.marks === 'giraffe')
      for (const t of [0.3, 0.55, 0.8])
        nodes.push(
          circle(neckBase.x + (headAt.x - neckBase.x) * t - 4, neckBase.y + (headAt.y - neckBase.y) * t + 6, spec.neckW * 0.2, land(shade(body, -0.3))),
        );
    if (spec.mane) nodes.push(...maneAlong(neckBase, headAt, spec.headR, look, f, body));
  } else if (spec.mane) {
    nodes.push(...lionMane(headAt, spec.headR, shade(body, -0.22)));
  }
  const collarY = neckBase.y + 6;
  if (look.accessory !== 'none' && !spec.mane && spec.neck === 0)
    nodes.push(place(neckBase.x + 6, collarY, 0.7, neckwear(look.accessory, look.accessoryColor, 0, 70), false, -60));
  // Near legs over the body.
  nodes.push(...leg(hip, hNear, true, false), ...leg(shoulder, sNear, true, true));
  if (lying) {
    const paw = { x: rx * 0.9, y: -8 };
    nodes.push(
      ellipse(paw.x, paw.y, spec.legW * 0.9, spec.legW * 0.5, fig(legColor)),
      ellipse(paw.x + 26, paw.y, spec.legW * 0.9, spec.legW * 0.5, fig(legColor)),
    );
  }
  const face = head(spec, look, f, lying ? 'sleepy' : expression, body, under, gaze);
  nodes.push(place(headAt.x, headAt.y, 1, face));
  const top = Math.min(
    headAt.y -
      spec.headR * (spec.ears === 'long' || spec.ears === 'horse' ? 1.9 : spec.horns === 'ossicones' ? 1.8 : 1.5) -
      (look.headwear || f.has('crown') ? 40 : 0),
    bodyCentre.y - ry - (spec.coat === 'wool' ? ry * 0.4 : 0),
  );
  const saddle = at(-rx * 0.05, -ry * 0.95);
  return {
    nodes,
    top,
    halfWidth: rx + spec.headR + spec.snoutLen,
    hand: { x: headAt.x + spec.headR + spec.snoutLen * 0.6, y: headAt.y + spec.headR * 0.5 },
    saddle,
    head: headAt,
  };
}

function isPale(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) + ((n >> 8) & 255) + (n & 255) > 600;
}

function markings(spec: QuadSpec, at: (x: number, y: number) => Point, rx: number, ry: number, body: string): SvgNode[] {
  const nodes: SvgNode[] = [];
  const stripe = '#3b2a2a';
  switch (spec.marks) {
    case 'tiger':
      for (const k of [-0.6, -0.3, 0, 0.3, 0.55]) {
        const p = at(rx * k, -ry);
        nodes.push(
          path(
            `M${r(p.x - 8)} ${r(p.y)}Q${r(p.x + 6)} ${r(p.y + ry * 0.5)} ${r(p.x - 2)} ${r(p.y + ry * 0.9)}L${r(p.x + 8)} ${r(p.y + ry * 0.5)}Q${r(p.x + 10)} ${r(p.y + ry * 0.2)} ${r(p.x + 6)} ${r(p.y)}Z`,
            land(stripe),
          ),
        );
      }
      break;
    case 'zebra':
      for (const k of [-0.75, -0.45, -0.15, 0.15, 0.45, 0.7]) {
        const p = at(rx * k, -ry * 0.95);
        nodes.push(
          path(
            `M${r(p.x - 7)} ${r(p.y)}Q${r(p.x + 8)} ${r(p.y + ry)} ${r(p.x)} ${r(p.y + ry * 1.7)}L${r(p.x + 10)} ${r(p.y + ry * 1.6)}Q${r(p.x + 16)} ${r(p.y + ry)} ${r(p.x + 7)} ${r(p.y)}Z`,
            land('#2a2630'),
          ),
        );
      }
      break;
    case 'patches':
      for (const [x, y, s] of [
        [-0.45, -0.25, 0.36],
        [0.25, 0.1, 0.3],
        [-0.05, -0.6, 0.2],
      ] as const) {
        const p = at(rx * x, ry * y);
        nodes.push(
          path(
            `M${r(p.x - ry * s * 1.4)} ${r(p.y)}Q${r(p.x - ry * s)} ${r(p.y - ry * s * 1.2)} ${r(p.x + ry * s * 0.6)} ${r(p.y - ry * s)}Q${r(p.x + ry * s * 1.6)} ${r(p.y)} ${r(p.x + ry * s * 0.8)} ${r(p.y + ry * s)}Q${r(p.x - ry * s)} ${r(p.y + ry * s * 1.2)} ${r(p.x - ry * s * 1.4)} ${r(p.y)}Z`,
            land('#2e2a33'),
          ),
        );
      }
      break;
    case 'spots':
    case 'giraffe':
      // Spots dark enough to see on a pale coat (a white spotty puppy).
      for (const [x, y] of [
        [-0.55, -0.3],
        [-0.2, -0.55],
        [0.15, -0.3],
        [0.45, -0.5],
        [-0.35, 0.25],
        [0.2, 0.25],
      ] as const) {
        const p = at(rx * x, ry * y);
        nodes.push(circle(p.x, p.y, ry * 0.2, land(spec.marks === 'spots' && isPale(body) ? '#4a3f45' : shade(body, -0.3))));
      }
      break;
    case 'fawn':
      for (const [x, y] of [
        [-0.5, -0.5],
        [-0.2, -0.65],
        [0.1, -0.55],
        [0.35, -0.6],
        [-0.35, -0.25],
        [0.05, -0.25],
      ] as const) {
        const p = at(rx * x, ry * y);
        nodes.push(circle(p.x, p.y, 5.5, land('#fbf3e6')));
      }
      break;
    case 'panda':
      {
        const p = at(rx * 0.35, -ry * 0.2);
        nodes.push(
          path(
            `M${r(p.x - rx * 0.3)} ${r(p.y - ry * 0.8)}Q${r(p.x)} ${r(p.y - ry * 1.05)} ${r(p.x + rx * 0.3)} ${r(p.y - ry * 0.8)}L${r(p.x + rx * 0.2)} ${r(p.y + ry * 0.6)}L${r(p.x - rx * 0.2)} ${r(p.y + ry * 0.6)}Z`,
            land(DARK),
          ),
        );
      }
      break;
    case 'raccoon':
    case 'badger':
      break;
    default:
      break;
  }
  return nodes;
}

function tailOf(kind: Tail, root: Point, body: string, under: string, look: CreatureLook, f: Set<string>): SvgNode[] {
  const { x, y } = root;
  const dark = shade(body, -0.22);
  switch (kind) {
    case 'bushy': {
      const tip = look.kit === 'raccoon' ? dark : f.has('white-tip') || look.kit === 'fox' ? '#fbf6ee' : under;
      return [
        path(
          `M${r(x + 10)} ${r(y - 6)}C${r(x - 40)} ${r(y - 30)} ${r(x - 96)} ${r(y - 10)} ${r(x - 104)} ${r(y + 30)}C${r(x - 80)} ${r(y + 40)} ${r(x - 40)} ${r(y + 36)} ${r(x + 12)} ${r(y + 18)}Z`,
          fig(body),
        ),
        path(
          `M${r(x - 88)} ${r(y + 2)}C${r(x - 98)} ${r(y + 10)} ${r(x - 104)} ${r(y + 20)} ${r(x - 104)} ${r(y + 30)}C${r(x - 92)} ${r(y + 36)} ${r(x - 80)} ${r(y + 36)} ${r(x - 70)} ${r(y + 32)}Q${r(x - 78)} ${r(y + 14)} ${r(x - 88)} ${r(y + 2)}Z`,
          fig(tip),
        ),
        ...(look.kit === 'raccoon'
          ? [
              path(`M${r(x - 36)} ${r(y - 18)}Q${r(x - 30)} ${r(y + 6)} ${r(x - 34)} ${r(y + 30)}`, { kind: 'line' as const, color: dark, width: 10 }),
              path(`M${r(x - 64)} ${r(y - 16)}Q${r(x - 56)} ${r(y + 8)} ${r(x - 60)} ${r(y + 34)}`, { kind: 'line' as const, color: dark, width: 10 }),
            ]
          : []),
      ];
    }
    case 'long':
      return [
        path(
          taper(
            [
              { x: x + 6, y },
              { x: x - 60, y: y + 10 },
              { x: x - 80, y: y - 60 },
            ],
            14,
            10,
          ),
          fig(look.kit === 'tiger' ? body : body),
        ),
      ];
    case 'thin':
      return [path(`M${r(x)} ${r(y)}Q${r(x - 30)} ${r(y + 20)} ${r(x - 34)} ${r(y + 54)}`, { kind: 'line', color: dark, width: 5 })];
    case 'puff':
      return [circle(x - 2, y - 2, 16, fig(body))];
    case 'horse': {
      const hair = f.has('sunrise-mane') || look.kit === 'unicorn' ? '#f7a8c8' : look.kit === 'zebra' ? '#2a2630' : shade(body, -0.3);
      return [
        path(
          `M${r(x + 8)} ${r(y - 8)}C${r(x - 40)} ${r(y - 10)} ${r(x - 54)} ${r(y + 50)} ${r(x - 40)} ${r(y + 96)}C${r(x - 24)} ${r(y + 70)} ${r(x - 14)} ${r(y + 40)} ${r(x + 6)} ${r(y + 14)}Z`,
          fig(hair),
        ),
      ];
    }
    case 'curly':
      return [path(`M${r(x)} ${r(y)}c-16 -6 -26 8 -16 16c10 8 20 -6 8 -12c-10 -4 -18 4 -22 10`, { kind: 'line', color: dark, width: 4 })];
    case 'tuft':
      return [
        path(`M${r(x)} ${r(y)}Q${r(x - 30)} ${r(y + 10)} ${r(x - 36)} ${r(y + 50)}`, { kind: 'line', color: shade(body, -0.1), width: 6 }),
        path(`M${r(x - 36)} ${r(y + 44)}q-12 8 -4 26q8 -6 10 -2q6 -12 -6 -24z`, fig(look.kit === 'cow' ? '#2e2a33' : dark)),
      ];
    case 'short':
      return [ellipse(x - 6, y - 6, 14, 9, fig(body))];
    case 'wag':
      return [
        path(
          taper(
            [
              { x: x + 6, y: y + 6 },
              { x: x - 30, y: y - 20 },
              { x: x - 36, y: y - 56 },
            ],
            16,
            10,
          ),
          fig(body),
        ),
      ];
    default:
      return [];
  }
}

function maneAlong(base: Point, headAt: Point, headR: number, look: CreatureLook, f: Set<string>, body: string): SvgNode[] {
  const rainbow = look.kit === 'unicorn' || f.has('sunrise-mane');
  const colors = rainbow
    ? f.has('sunrise-mane')
      ? ['#ffb36b', '#ff8fab', '#ffd86b', '#ff9e7a']
      : ['#f7a8d8', '#b9a2f0', '#9fd8f5', '#fbd98a']
    : look.kit === 'zebra'
      ? ['#2a2630']
      : [shade(body, -0.3)];
  const nodes: SvgNode[] = [];
  const steps = 6;
  for (let k = 0; k < steps; k++) {
    const t = k / (steps - 1);
    const x = base.x - 14 + (headAt.x - headR * 0.4 - base.x + 14) * t - 12;
    const y = base.y - 4 + (headAt.y - headR * 0.7 - base.y + 4) * t;
    nodes.push(circle(x, y, 15 + (1 - t) * 4, fig(colors[k % colors.length]!)));
  }
  return nodes;
}

function lionMane(at: Point, headR: number, color: string): SvgNode[] {
  const nodes: SvgNode[] = [circle(at.x - 6, at.y, headR * 1.35, fig(color))];
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    nodes.push(circle(at.x - 6 + Math.cos(a) * headR * 1.35, at.y + Math.sin(a) * headR * 1.35, headR * 0.36, fig(color)));
  }
  nodes.push(circle(at.x - 6, at.y, headR * 1.36, { kind: 'tone', fill: color }));
  return nodes;
}

/** The head around (0,0), radius R, turned towards us: snout to the right, two eyes showing. */
function head(spec: QuadSpec, look: CreatureLook, f: Set<string>, expression: Expression, body: string, under: string, gaze: number): SvgNode[] {
  const R = spec.headR;
  const nodes: SvgNode[] = [];
  const sheepdog = look.kit === 'dog' && f.has('black-and-white');
  const face = spec.darkFace ? DARK : body;
  const earColor = spec.darkFace ? DARK : spec.marks === 'panda' ? DARK : sheepdog ? '#3d3a44' : body;
  const inner = '#f7a8b8';
  const ear = (side: -1 | 1, front: boolean): SvgNode[] => {
    const x = side < 0 ? -R * 0.45 : R * 0.2;
    const tone = front ? earColor : shade(earColor, -0.12);
    let kind = spec.ears;
    if (kind === 'floppy' && f.has('odd-ears')) kind = side < 0 ? 'pointy' : 'floppy';
    if (f.has('long-ears') && look.kit === 'dog') kind = 'long';
    switch (kind) {
      case 'pointy':
        return [
          path(`M${r(x - R * 0.3)} ${r(-R * 0.55)}L${r(x - R * 0.05)} ${r(-R * 1.45)}L${r(x + R * 0.32)} ${r(-R * 0.7)}Z`, fig(tone)),
          ...(front
            ? [
                path(`M${r(x - R * 0.14)} ${r(-R * 0.7)}L${r(x - R * 0.04)} ${r(-R * 1.2)}L${r(x + R * 0.16)} ${r(-R * 0.76)}Z`, {
                  kind: 'tone' as const,
                  fill: look.kit === 'fox' ? '#3a2a2a' : inner,
                  opacity: 0.85,
                }),
              ]
            : []),
        ];
      case 'floppy':
        return [
          path(
            `M${r(x - R * 0.2)} ${r(-R * 0.8)}Q${r(x - R * 0.75)} ${r(-R * 0.6)} ${r(x - R * 0.55)} ${r(R * 0.35)}Q${r(x - R * 0.3)} ${r(R * 0.5)} ${r(x - R * 0.12)} ${r(R * 0.1)}Q${r(x)} ${r(-R * 0.4)} ${r(x + R * 0.2)} ${r(-R * 0.75)}Z`,
            fig(sheepdog ? '#3d3a44' : shade(tone, -0.08)),
          ),
        ];
      case 'long':
        return [
          path(
            `M${r(x - R * 0.15)} ${r(-R * 0.7)}Q${r(x - R * 0.8)} ${r(-R * 0.3)} ${r(x - R * 0.6)} ${r(R * 0.95)}Q${r(x - R * 0.35)} ${r(R * 1.15)} ${r(x - R * 0.15)} ${r(R * 0.7)}Q${r(x)} ${r(-R * 0.1)} ${r(x + R * 0.22)} ${r(-R * 0.65)}Z`,
            fig(shade(tone, -0.1)),
          ),
        ];
      case 'round':
        return [
          circle(x, -R * 0.82, R * 0.3, fig(tone)),
          ...(front ? [circle(x, -R * 0.82, R * 0.15, land(spec.marks === 'panda' ? '#5a5560' : mix(tone, inner, 0.45)))] : []),
        ];
      case 'small':
        return [ellipse(x, -R * 0.85, R * 0.16, R * 0.22, fig(tone))];
      case 'horse':
        return [path(`M${r(x - R * 0.22)} ${r(-R * 0.6)}L${r(x)} ${r(-R * 1.4)}L${r(x + R * 0.25)} ${r(-R * 0.62)}Z`, fig(tone))];
      case 'lamb':
        return [path(capsule(x - R * 0.1 * side, -R * 0.5, x + side * R * 0.75, -R * 0.2, R * 0.3), fig(shade(tone, -0.04)))];
      case 'cow':
        return [
          path(capsule(x, -R * 0.5, x + side * R * 0.85, -R * 0.45, R * 0.3), fig(tone)),
          ...(front ? [path(capsule(x + side * R * 0.25, -R * 0.5, x + side * R * 0.75, -R * 0.45, R * 0.12), land('#f6b6c4'))] : []),
        ];
      default:
        return [];
    }
  };
  // Horns and antlers behind the head.
  if (spec.horns === 'cow')
    for (const side of [-1, 1] as const)
      nodes.push(
        path(
          `M${r(side * R * 0.35 - R * 0.1)} ${r(-R * 0.75)}Q${r(side * R * 0.8)} ${r(-R * 1.0)} ${r(side * R * 0.7)} ${r(-R * 1.35)}Q${r(side * R * 0.62)} ${r(-R * 1.0)} ${r(side * R * 0.2 - R * 0.1)} ${r(-R * 0.62)}Z`,
          fig('#f1e6c8'),
        ),
      );
  if (spec.horns === 'goat')
    nodes.push(
      path(
        `M${r(-R * 0.3)} ${r(-R * 0.7)}Q${r(-R * 0.7)} ${r(-R * 1.5)} ${r(-R * 1.2)} ${r(-R * 1.1)}Q${r(-R * 0.7)} ${r(-R * 1.2)} ${r(-R * 0.05)} ${r(-R * 0.75)}Z`,
        fig('#cdbb98'),
      ),
    );
  if (spec.horns === 'ossicones')
    for (const x of [-R * 0.3, R * 0.15])
      nodes.push(
        path(capsule(x, -R * 0.7, x - R * 0.05, -R * 1.45, R * 0.16), fig(shade(body, -0.1))),
        circle(x - R * 0.05, -R * 1.5, R * 0.16, fig('#6a4a36')),
      );
  nodes.push(...ear(-1, false));
  // The head: horses and deer have a long face sloping down to the muzzle.
  if (spec.snout === 'horse' || spec.snout === 'long') {
    const L = spec.snoutLen;
    nodes.push(
      path(
        `M${r(-R * 0.9)} ${r(-R * 0.2)}Q${r(-R * 0.8)} ${r(-R)} ${r(0)} ${r(-R * 0.95)}Q${r(R * 0.6)} ${r(-R * 0.85)} ${r(R * 0.6 + L)} ${r(R * 0.25)}Q${r(R * 0.7 + L)} ${r(R * 0.85)} ${r(R * 0.2 + L)} ${r(R * 0.9)}Q${r(-R * 0.2)} ${r(R * 1.0)} ${r(-R * 0.7)} ${r(R * 0.55)}Q${r(-R)} ${r(R * 0.3)} ${r(-R * 0.9)} ${r(-R * 0.2)}Z`,
        fig(face),
      ),
    );
    if (spec.snout === 'horse') {
      nodes.push(
        ellipse(
          R * 0.35 + L * 0.85,
          R * 0.55,
          R * 0.55,
          R * 0.38,
          land(spec.marks === 'zebra' ? '#3b3640' : mix(face, '#3b3036', look.kit === 'unicorn' ? 0.05 : 0.25)),
        ),
      );
      nodes.push(ellipse(R * 0.5 + L * 0.95, R * 0.45, R * 0.08, R * 0.12, { kind: 'dot', fill: '#4a3a40' }));
    } else {
      nodes.push(ellipse(R * 0.55 + L, R * 0.35, R * 0.16, R * 0.12, { kind: 'dot', fill: spec.nose ?? '#2e2226' }));
    }
  } else {
    nodes.push(ellipse(0, 0, R * 1.05, R * (spec.darkFace ? 0.95 : 1), fig(face)));
  }
  if (spec.coat === 'wool')
    for (const [x, y] of [
      [-R * 0.55, -R * 0.75],
      [-R * 0.1, -R * 0.95],
      [R * 0.35, -R * 0.8],
    ] as const)
      nodes.push(circle(x, y, R * 0.36, fig(look.body.hex)));
  if (spec.coat === 'shaggy' && (f.has('fringe') || look.kit === 'pony')) {
    // The forelock falls over the eyes.
    nodes.push(
      path(
        `M${r(-R * 0.7)} ${r(-R * 0.7)}Q${r(0)} ${r(-R * 1.35)} ${r(R * 0.8)} ${r(-R * 0.6)}L${r(R * 0.75)} ${r(-R * 0.05)}L${r(R * 0.5)} ${r(-R * 0.3)}L${r(R * 0.3)} ${r(0.02 * R)}L${r(R * 0.1)} ${r(-R * 0.28)}L${r(-R * 0.12)} ${r(-R * 0.02)}L${r(-R * 0.3)} ${r(-R * 0.32)}Z`,
        fig(shade(body, -0.3)),
      ),
    );
  }
  // Face markings.
  if (spec.marks === 'fox')
    nodes.push(
      path(
        `M${r(-R * 0.7)} ${r(R * 0.2)}Q${r(-R * 0.1)} ${r(R * 0.15)} ${r(R * 0.4)} ${r(R * 0.3)}Q${r(R * 0.2)} ${r(R)} ${r(-R * 0.4)} ${r(R * 0.85)}Q${r(-R * 0.8)} ${r(R * 0.6)} ${r(-R * 0.7)} ${r(R * 0.2)}Z`,
        land(under),
      ),
    );
  if (spec.marks === 'raccoon')
    nodes.push(
      path(
        `M${r(-R * 0.8)} ${r(-R * 0.1)}Q${r(0)} ${r(-R * 0.45)} ${r(R * 0.85)} ${r(-R * 0.15)}Q${r(R * 0.7)} ${r(R * 0.25)} ${r(R * 0.25)} ${r(R * 0.15)}Q${r(0)} ${r(R * 0.05)} ${r(-R * 0.2)} ${r(R * 0.15)}Q${r(-R * 0.7)} ${r(R * 0.3)} ${r(-R * 0.8)} ${r(-R * 0.1)}Z`,
        land(shade(body, -0.35)),
      ),
    );
  if (spec.marks === 'badger')
    for (const x of [-R * 0.2, R * 0.45])
      nodes.push(
        path(
          `M${r(x - R * 0.16)} ${r(-R * 0.95)}Q${r(x)} ${r(-R * 1.05)} ${r(x + R * 0.16)} ${r(-R * 0.95)}L${r(x + R * 0.2)} ${r(R * 0.5)}L${r(x - R * 0.12)} ${r(R * 0.5)}Z`,
          land(DARK),
        ),
      );
  if (spec.marks === 'panda') for (const x of [R * 0.02, R * 0.52]) nodes.push(ellipse(x, -R * 0.05, R * 0.2, R * 0.26, land(DARK)));
  if (sheepdog)
    nodes.push(
      path(`M${r(R * 0.05)} ${r(-R * 1.0)}L${r(R * 0.3)} ${r(-R * 1.0)}L${r(R * 0.42)} ${r(R * 0.1)}L${r(-R * 0.02)} ${r(R * 0.1)}Z`, land('#fbf6ee')),
    );
  if (spec.marks === 'tiger')
    for (const x of [-R * 0.5, 0])
      nodes.push(path(`M${r(x)} ${r(-R * 0.98)}L${r(x + R * 0.1)} ${r(-R * 0.6)}L${r(x + R * 0.2)} ${r(-R * 0.96)}Z`, land('#3b2a2a')));
  // Snout.
  const L = spec.snoutLen;
  switch (spec.snout) {
    case 'pointy':
      nodes.push(
        path(
          `M${r(R * 0.25)} ${r(-R * 0.25)}Q${r(R * 0.7 + L * 0.6)} ${r(-R * 0.1)} ${r(R * 0.75 + L)} ${r(R * 0.3)}Q${r(R * 0.6 + L * 0.5)} ${r(R * 0.62)} ${r(R * 0.2)} ${r(R * 0.55)}Z`,
          fig(spec.marks === 'fox' ? under : mix(face, '#ffffff', 0.15)),
        ),
      );
      if (spec.marks === 'fox')
        nodes.push(
          path(
            `M${r(R * 0.3)} ${r(-R * 0.24)}Q${r(R * 0.7 + L * 0.6)} ${r(-R * 0.1)} ${r(R * 0.75 + L)} ${r(R * 0.3)}Q${r(R * 0.5 + L * 0.5)} ${r(R * 0.1)} ${r(R * 0.3)} ${r(R * 0.15)}Z`,
            land(face),
          ),
        );
      nodes.push(ellipse(R * 0.72 + L, R * 0.26, R * 0.13, R * 0.1, { kind: 'dot', fill: spec.nose ?? '#2e2226' }));
      break;
    case 'muzzle':
    case 'round':
    case 'flat':
    case 'pig': {
      const mx = R * 0.48 + L * 0.3;
      const my = R * 0.32;
      const muzzle = sheepdog
        ? '#fbf6ee'
        : spec.snout === 'pig'
          ? shade(face, -0.06)
          : spec.snout === 'flat'
            ? '#f6c4c8'
            : spec.muzzleLight
              ? mix(face, '#fff3e4', 0.55)
              : face;
      if (spec.snout !== 'round' || spec.muzzleLight) nodes.push(ellipse(mx, my, R * 0.38 + L * 0.3, R * 0.3 + (spec.snout === 'flat' ? 6 : 0), fig(muzzle)));
      if (spec.snout === 'pig' || spec.snout === 'flat')
        for (const dx of [-R * 0.12, R * 0.12]) nodes.push(ellipse(mx + dx + L * 0.15, my, R * 0.05, R * 0.09, { kind: 'dot', fill: shade(muzzle, -0.45) }));
      else
        nodes.push(
          path(
            `M${r(mx + L * 0.3 - R * 0.14)} ${r(my - R * 0.12)}Q${r(mx + L * 0.3)} ${r(my - R * 0.2)} ${r(mx + L * 0.3 + R * 0.14)} ${r(my - R * 0.12)}Q${r(mx + L * 0.3)} ${r(my + R * 0.06)} ${r(mx + L * 0.3 - R * 0.14)} ${r(my - R * 0.12)}Z`,
            { kind: 'figure', fill: spec.nose ?? '#2e2226' },
          ),
        );
      break;
    }
    case 'trunk':
      nodes.push(
        path(
          taper(
            [
              { x: R * 0.45, y: R * 0.1 },
              { x: R * 0.95, y: R * 0.85 },
              { x: R * 1.3, y: R * 0.55 },
            ],
            R * 0.5,
            R * 0.26,
          ),
          fig(face),
        ),
      );
      break;
    default:
      break;
  }
  // Eyes (hidden behind a pony's fringe except for a peek), cheeks and mouth.
  const eyeY = spec.snout === 'horse' || spec.snout === 'long' ? -R * 0.2 : -R * 0.12;
  const hiddenEyes = spec.coat === 'shaggy' && (f.has('fringe') || look.kit === 'pony');
  const eyeNodes = eyes(R * 0.24, 0, R * 0.15, expression, '#2a1f2d', gaze);
  nodes.push(
    place(
      R * 0.2,
      eyeY + (hiddenEyes ? R * 0.06 : 0),
      1,
      spec.darkFace
        ? [
            ...eyes(R * 0.24, 0, R * 0.17, 'happy', '#ffffff')
              .filter((_, k) => k % 3 === 0)
              .map((n) => ({ ...n, paint: { kind: 'figure' as const, fill: '#ffffff' } })),
            ...eyeNodes,
          ]
        : eyeNodes,
    ),
  );
  if (f.has('glasses'))
    nodes.push(
      place(R * 0.2, eyeY, 1, [
        circle(-R * 0.24, 0, R * 0.24, { kind: 'line', color: '#6a4a2a', width: 3 }),
        circle(R * 0.24, 0, R * 0.24, { kind: 'line', color: '#6a4a2a', width: 3 }),
      ]),
    );
  if (!spec.darkFace && spec.marks !== 'panda') nodes.push(ellipse(-R * 0.35, R * 0.35, R * 0.17, R * 0.1, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
  const mouthX = spec.snout === 'horse' || spec.snout === 'long' ? R * 0.2 + L * 0.85 : R * 0.45 + L * 0.3;
  const mouthY = spec.snout === 'horse' || spec.snout === 'long' ? R * 0.82 : R * 0.62;
  if (expression === 'joy' || expression === 'surprised') nodes.push(place(mouthX, mouthY - R * 0.1, 0.7, mouth(0, R * 0.5, expression)));
  else if (expression === 'sad') nodes.push(place(mouthX, mouthY, 0.7, mouth(0, R * 0.4, 'sad')), tear(R * 0.05, R * 0.05, R * 0.12));
  else
    nodes.push(
      path(`M${r(mouthX - R * 0.18)} ${r(mouthY - R * 0.05)}Q${r(mouthX)} ${r(mouthY + R * 0.12)} ${r(mouthX + R * 0.18)} ${r(mouthY - R * 0.05)}`, {
        kind: 'line',
        width: 2.6,
      }),
    );
  if (spec.marks === 'tiger' || look.kit === 'cat' || look.kit === 'fox' || look.kit === 'raccoon')
    for (const dy of [-4, 4])
      nodes.push(
        path(`M${r(R * 0.7 + L * 0.5)} ${r(R * 0.35 + dy)}L${r(R * 1.2 + L * 0.6)} ${r(R * 0.3 + dy * 2.2)}`, {
          kind: 'line',
          color: shade(face, -0.35),
          width: 1.8,
        }),
      );
  nodes.push(...ear(1, true));
  if (spec.horn) {
    nodes.push(path(`M${r(R * 0.05)} ${r(-R * 0.75)}L${r(R * 0.55)} ${r(-R * 2.0)}L${r(R * 0.45)} ${r(-R * 0.65)}Z`, fig('#f8d35a')));
    nodes.push(
      path(`M${r(R * 0.16)} ${r(-R * 1.0)}L${r(R * 0.44)} ${r(-R * 1.08)}M${r(R * 0.26)} ${r(-R * 1.35)}L${r(R * 0.46)} ${r(-R * 1.4)}`, {
        kind: 'line',
        width: 2.4,
      }),
    );
  }
  if (f.has('crown')) nodes.push(place(0, R * 0.05, R / 70, headwear('crown', look.accessoryColor)));
  else if (look.headwear) nodes.push(place(0, 0, R / 62, headwear(look.headwear, look.accessoryColor)));
  return f.has('helmet') ? helmeted(nodes, R) : nodes;
}

/** A round space helmet: glass over the head, the head showing through. */
function helmeted(inside: SvgNode[], R: number): SvgNode[] {
  return [
    circle(R * 0.1, R * 0.05, R * 1.45, { kind: 'figure', fill: '#e8f6ff' }),
    ...inside,
    circle(R * 0.1, R * 0.05, R * 1.45, { kind: 'tone', fill: '#bfe6ff', opacity: 0.25 }),
    path(`M${r(-R * 0.8)} ${r(-R * 0.7)}Q${r(-R * 0.3)} ${r(-R * 1.2)} ${r(R * 0.3)} ${r(-R * 1.15)}`, {
      kind: 'glint',
      color: '#ffffff',
      width: 6,
      opacity: 0.8,
    }),
    path(
      `M${r(-R * 1.1)} ${r(R * 0.9)}Q${r(R * 0.1)} ${r(R * 1.4)} ${r(R * 1.3)} ${r(R * 0.9)}L${r(R * 1.2)} ${r(R * 1.3)}Q${r(R * 0.1)} ${r(R * 1.7)} ${r(-R)} ${r(R * 1.3)}Z`,
      fig('#c6cdd8'),
    ),
  ];
}
