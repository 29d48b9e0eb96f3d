import { mix, shade } from './color';
import { reachFrom } from './bounds';
import { capsule, cheeks, eyes, headwear, mouth, sadBrows, tear, type Expression, type Figure, type Point, type Pose } from './figure-kit';
import type { HairStyle, HumanLook } from './look';
import { circle, ellipse, group, path, place, polygon, rect, type SvgNode } from './svg-tree';

/** Arm angles in degrees from hanging straight down, positive away from the body (left, right). */
const POSES: Record<Pose, [number, number]> = {
  relaxed: [16, 16],
  wave: [18, 140],
  cheer: [134, 134],
  hold: [16, 52],
  reach: [18, 78],
  hug: [62, 62],
  walk: [26, 22],
  run: [48, 40],
  sit: [28, 28],
  swim: [160, 160],
  climb: [150, 120],
  point: [16, 92],
  read: [-24, -24],
  listen: [16, 172],
  scan: [16, 172],
  fly: [140, 140],
  sleep: [12, 12],
  crouch: [40, 40],
  // Eating: the plate held out low in front (left), the other hand up at the mouth.
  eat: [44, 0],
  // Skipping: both hands out low at the sides, turning the rope over the head.
  skip: [58, 58],
  jump: [156, 156],
  dance: [70, 150],
};

export interface HumanOptions {
  /** Pupils turned towards someone: -1 left, 1 right. */
  gaze?: number;
  /** Head tilt in degrees (towards a friend, or down when sad). */
  tilt?: number;
  /** What a pointing arm points at, in the figure's own units (feet at 0,0, facing right). */
  aim?: Point;
  /**
   * The head and feet turned three-quarters towards someone or something: -1 left, 1 right (the
   * face slides that way, the far ear hides, the shoes point that way). Defaults to the gaze.
   */
  turn?: number;
  /** A height (figure units) the right hand reaches out to, at arm's length towards the facing side: a hand-over, a hand on a telescope. */
  reachY?: number;
  /** The eyes lowered to something held or on the ground (0 level, 1 well down). */
  gazeDown?: number;
  /** Both hands put where something held needs them (a guitar played: one on the neck, one at the strings), in front of the body. */
  hands?: { hand: Point; otherHand: Point };
  /** Riding astride a mount: the legs hang down either side of it (a front view), not forwards. */
  astride?: boolean;
  /** Bends towards something low (a found egg): the whole upper body leans that way, the head with it. */
  lean?: number;
  /** Which of the running strides (0-2): arms out, one arm pumping high, one reaching ahead; the other leg lifted on odd ones. */
  stride?: number;
}

/** Running arms by stride: not one sprite for every runner on every page. */
const STRIDES: [number, number][] = [
  [48, 40],
  [30, 150],
  [120, 24],
];

/**
 * A friendly child (or grown-up) in picture-book proportions: a big round head, a small body.
 * Everything that makes the person recognisable comes from the look, so they match in every scene.
 */
export function drawHuman(look: HumanLook, pose: Pose, expression: Expression, options: HumanOptions = {}): Figure {
  if (look.pair) {
    const second = drawHuman(look.pair, pose, expression, options);
    const first = drawHuman({ ...look, pair: undefined }, pose, expression, options);
    return {
      ...first,
      nodes: [place(-74, -4, 0.96, second.nodes), place(44, 0, 1, first.nodes)],
      halfWidth: first.halfWidth + 80,
      hand: { x: first.hand.x + 44, y: first.hand.y },
    };
  }
  const grownUp = look.role === 'grown-up';
  const baby = look.role === 'baby';
  const age = Math.max(2, Math.min(12, look.age));
  // A grown-up is about half as tall again as a six-year-old, with a smaller head for the body (about a fifth of the height).
  const headR = baby ? 50 : grownUp ? 42 : 60 - (age - 6) * 0.8;
  const sitting = pose === 'sit' || pose === 'crouch';
  const fullLeg = baby ? 34 : grownUp ? 168 : 62 + (age - 6) * 5;
  // Seated: the thighs go forwards from the seat, the shins hang down to the ground (the hip is a shin above the feet).
  const astride = pose === 'sit' && !!options.astride;
  const legLen = astride ? fullLeg * 1.2 : pose === 'sit' ? fullLeg * 1.15 : sitting ? fullLeg * 0.55 : fullLeg;
  const torsoLen = baby ? 46 : grownUp ? 128 : 70 + (age - 6) * 3;
  const halfWidth = baby ? 34 : grownUp ? 48 : 40;
  const hipY = -(14 + legLen);
  const shoulderY = hipY - torsoLen;
  // A grown-up has a neck: the head sits a little above the shoulders.
  const headY = shoulderY - headR * (grownUp ? 1.12 : 0.88);
  const armLen = torsoLen * (grownUp ? 0.92 : 1.02);
  const skin = look.skin.hex;
  const nodes: SvgNode[] = [];

  if (look.cape) {
    nodes.push(
      path(
        `M${-halfWidth + 6} ${shoulderY + 4}L${-halfWidth - 34} ${hipY + 44}Q0 ${hipY + 62} ${halfWidth + 34} ${hipY + 44}L${halfWidth - 6} ${shoulderY + 4}Z`,
        { kind: 'figure', fill: look.cape.hex },
      ),
    );
  }
  if (look.wings) {
    for (const side of [-1, 1]) {
      nodes.push(ellipse(side * (halfWidth + 26), shoulderY + 18, 34, 52, { kind: 'figure', fill: '#d9f1ff' }));
    }
  }

  const shoulderX = halfWidth - 6;
  // Listening turns only away from the hand cupped at the ear (the right one): a face turned towards it would slide
  // under the hand and read as a hand over the eye. The layout mirrors a listener so that side is away from the speaker.
  const asked = Math.max(-1, Math.min(1, options.turn ?? options.gaze ?? 0));
  const turn = pose === 'listen' ? Math.min(0, asked) : asked;
  const reachAngle =
    options.reachY === undefined ? undefined : (Math.acos(Math.max(-0.94, Math.min(0.985, (options.reachY - (shoulderY + 12)) / armLen))) * 180) / Math.PI;
  // Leaning (bent towards something low): the upper body turns about the hips, so an aim is taken in the leaning frame.
  const lean = options.lean ?? 0;
  const leanRad = (lean * Math.PI) / 180;
  const aboutHip = (q: Point, a: number): Point => ({
    x: q.x * Math.cos(a) - (q.y - hipY) * Math.sin(a),
    y: hipY + q.x * Math.sin(a) + (q.y - hipY) * Math.cos(a),
  });
  const aim = options.aim && lean ? aboutHip(options.aim, -leanRad) : options.aim;
  const [leftAngle, rightAngle] =
    (pose === 'point' || pose === 'crouch') && aim
      ? [POSES[pose][0], aimAngle(aim, shoulderX, shoulderY + 12)]
      : reachAngle !== undefined
        ? [POSES[pose][0], reachAngle]
        : pose === 'run' && options.stride
          ? STRIDES[options.stride % STRIDES.length]!
          : POSES[pose];
  const armEnd = (side: number, angle: number): Point => {
    if (angle < 0) return { x: side * 16, y: shoulderY + armLen * 0.62 };
    const radians = (angle * Math.PI) / 180;
    return { x: side * (shoulderX + Math.sin(radians) * armLen), y: shoulderY + 12 + Math.cos(radians) * armLen };
  };
  const hugHand = (side: number): Point => ({ x: side * halfWidth * 0.42, y: shoulderY + 12 + armLen * 0.82 });
  // In a space helmet a hand never goes through the glass: one that would (cupped at the ear, over the brow,
  // waving by the head) rests on the outside of the bubble instead.
  const helmetR = headR * 1.32;
  const outsideHelmet = (hand: Point): Point => {
    if (!look.spaceSuit) return hand;
    const dx = hand.x;
    const dy = hand.y - (headY - 4);
    const d = Math.hypot(dx, dy);
    const need = helmetR + 14;
    if (d >= need) return hand;
    return d < 1 ? { x: need, y: headY - 4 } : { x: (dx / d) * need, y: headY - 4 + (dy / d) * need };
  };
  const leftHand = outsideHelmet(options.hands?.otherHand ?? (pose === 'hug' ? hugHand(-1) : armEnd(-1, leftAngle)));
  // Listening: the hand cupped behind the ear, at the side of the head (never over the face).
  // Looking around: the hand flat over the brow, shading the eyes, the way a child scans a place.
  // Eating: the hand at the side of the chin, what it holds reaching in to the corner of the mouth (never over the nose).
  const mouthHand = { x: headR * 1.02, y: headY + headR * 0.74 };
  const rightHand = outsideHelmet(
    options.hands?.hand ??
      (pose === 'eat'
        ? mouthHand
        : pose === 'listen'
          ? { x: headR * 1.02, y: headY + headR * 0.12 }
          : pose === 'scan'
            ? { x: headR * 0.92, y: headY - headR * 0.48 }
            : pose === 'hug'
              ? hugHand(1)
              : armEnd(1, rightAngle)),
  );
  const drawArm = (side: number, hand: Point): SvgNode[] => {
    const sx = side * shoulderX;
    const sy = shoulderY + 12;
    const elbow = { x: sx + (hand.x - sx) * 0.45, y: sy + (hand.y - sy) * 0.45 };
    return [
      path(capsule(sx, sy, hand.x, hand.y, 22), { kind: 'figure', fill: skin }),
      path(capsule(sx, sy, elbow.x, elbow.y, 28), { kind: 'figure', fill: look.top.hex }),
      circle(hand.x, hand.y, 13, { kind: 'figure', fill: skin }),
    ];
  };
  // Arms raised above the shoulder go behind the head; hanging arms are drawn over the body.
  // A flyer's arms reach up and out in front of the head, both seen.
  const raisedBehind = (angle: number): boolean => angle > 100 && pose !== 'listen' && pose !== 'fly';

  if (look.spaceSuit) nodes.push(rect(-halfWidth * 0.75, shoulderY - 4, halfWidth * 1.5, torsoLen * 0.8, { kind: 'figure', fill: '#d9dde8' }, 10));
  // Seated on a log: the thighs come forwards over the lap, so the legs are drawn over the clothes.
  const legsInFront = pose === 'sit' && !astride && !look.mermaid;
  const legNodes = group(legs(look, hipY, halfWidth, pose, legLen, turn, astride, (options.stride ?? 0) % 2 === 1), { 'data-part': 'legs' });
  if (!legsInFront) nodes.push(legNodes);
  if (raisedBehind(leftAngle)) nodes.push(...drawArm(-1, leftHand));
  if (pose === 'scan') {
    // Shading the eyes: the elbow out to the side, the forearm up beside the head (drawn behind it).
    const sy = shoulderY + 12;
    const elbow = { x: Math.max(shoulderX + 26, headR * 1.45), y: shoulderY - 6 };
    nodes.push(
      path(capsule(shoulderX, sy, elbow.x, elbow.y, 28), { kind: 'figure', fill: look.top.hex }),
      path(capsule(elbow.x, elbow.y, rightHand.x, rightHand.y, 22), { kind: 'figure', fill: skin }),
    );
  } else if (raisedBehind(rightAngle)) nodes.push(...drawArm(1, rightHand));
  // Turned three-quarters, the far arm hangs behind the body: only the near one crosses in front of it.
  const farSide = turn ? -Math.sign(turn) : 0;
  const farArmBehind = (side: number, angle: number): boolean =>
    side === farSide && pose !== 'hug' && pose !== 'listen' && pose !== 'eat' && !options.hands && angle >= 0 && !raisedBehind(angle);
  if (farArmBehind(-1, leftAngle)) nodes.push(...drawArm(-1, leftHand));
  if (farArmBehind(1, rightAngle)) nodes.push(...drawArm(1, rightHand));
  nodes.push(...torso(look, shoulderY, hipY, halfWidth, pose === 'sit'));
  if (look.coat) nodes.push(...labCoat(shoulderY, hipY, halfWidth));
  if (look.jobSign) nodes.push(group(jobSign(look.jobSign, shoulderY, halfWidth), { 'data-part': 'job-sign' }));
  if (legsInFront) nodes.push(legNodes);
  const overlay: SvgNode[] = [];
  if (pose === 'hug') {
    // Hugging: the upper arms go out round the friend held in front; the forearms and hands wrap
    // over the friend, meeting in front of the tummy (drawn after the friend, as the overlay).
    for (const side of [-1, 1]) {
      const sx = side * shoulderX;
      const sy = shoulderY + 12;
      const elbow = { x: side * (shoulderX + armLen * 0.3), y: sy + armLen * 0.55 };
      const hand = side < 0 ? leftHand : rightHand;
      nodes.push(path(capsule(sx, sy, elbow.x, elbow.y, 26), { kind: 'figure', fill: look.top.hex }));
      overlay.push(
        path(capsule(elbow.x, elbow.y, hand.x, hand.y, 21), { kind: 'figure', fill: skin }),
        path(capsule(sx, sy, elbow.x, elbow.y, 26), { kind: 'figure', fill: look.top.hex }),
      );
      overlay.push(circle(hand.x, hand.y, 13, { kind: 'figure', fill: skin }));
    }
  } else {
    if (!raisedBehind(leftAngle) && !farArmBehind(-1, leftAngle)) nodes.push(...drawArm(-1, leftHand));
    if (!raisedBehind(rightAngle) && !farArmBehind(1, rightAngle) && pose !== 'listen' && pose !== 'eat') nodes.push(...drawArm(1, rightHand));
  }
  if (grownUp) nodes.push(rect(-11, headY + headR * 0.6, 22, shoulderY - headY - headR * 0.4, { kind: 'figure', fill: skin }, 6));
  nodes.push(
    place(
      0,
      headY,
      headR / 60,
      head(look, expression, options.gaze ?? 0, turn, options.gazeDown ?? 0),
      false,
      options.tilt ?? (turn ? turn * 7 : 0) + lean * 0.5,
    ),
  );
  if (pose === 'scan') {
    // The arm rises behind the head; only the flat hand comes over the brow, above the eyes (never over them).
    // A real hand, not a skin-coloured patch on the hair: the palm flat over the brow, four outlined fingers pointing
    // out past the face the way the child looks (a visor), the thumb tucked under, the arm up behind the head to it.
    const palm = { x: headR * 0.5, y: rightHand.y + headR * 0.06 };
    const fingers: SvgNode[] = [];
    for (const k of [0, 1, 2, 3]) {
      const y = palm.y - 12 + k * 8;
      const reach = headR * (0.78 - Math.abs(k - 1.2) * 0.08);
      fingers.push(path(capsule(palm.x, y, palm.x + reach, y + 2 + k * 1.5, 10), { kind: 'figure', fill: skin }));
    }
    nodes.push(
      group(
        [
          ...fingers.reverse(),
          ellipse(palm.x, palm.y, 19, 17, { kind: 'figure', fill: skin }),
          path(capsule(palm.x + 4, palm.y + 12, palm.x + 24, palm.y + 20, 9), { kind: 'figure', fill: skin }),
        ],
        { 'data-cue': 'shading-eyes' },
      ),
    );
  }
  if (pose === 'eat') {
    // The elbow out and down, the forearm up to the mouth: the hand (and what it holds) at the lips, drawn over the chin.
    const sy = shoulderY + 12;
    const elbow = { x: shoulderX + 22, y: sy + armLen * 0.62 };
    nodes.push(
      group(
        [
          path(capsule(elbow.x, elbow.y, rightHand.x, rightHand.y, 22), { kind: 'figure', fill: skin }),
          path(capsule(shoulderX, sy, elbow.x, elbow.y, 28), { kind: 'figure', fill: look.top.hex }),
          circle(rightHand.x, rightHand.y, 13, { kind: 'figure', fill: skin }),
        ],
        { 'data-cue': 'hand-at-mouth' },
      ),
    );
  }
  if (pose === 'wave') {
    // An open hand, fingers spread, with little lines of the wave beside it: a raised fist reads as a cheer or a punch.
    const fingers: SvgNode[] = [];
    for (const a of [-40, -14, 12, 38]) {
      const rad = ((a - 10) * Math.PI) / 180;
      fingers.push(
        path(capsule(rightHand.x, rightHand.y - 4, rightHand.x + Math.sin(rad) * 26, rightHand.y - 4 - Math.cos(rad) * 26, 9), { kind: 'figure', fill: skin }),
      );
    }
    fingers.push(
      path(capsule(rightHand.x, rightHand.y + 2, rightHand.x - 22, rightHand.y - 6, 9), { kind: 'figure', fill: skin }),
      circle(rightHand.x, rightHand.y, 15, { kind: 'figure', fill: skin }),
    );
    const swish = [0, 1].map((k) =>
      path(
        `M${r2(rightHand.x + 34 + k * 14)} ${r2(rightHand.y - 30 - k * 4)}Q${r2(rightHand.x + 46 + k * 14)} ${r2(rightHand.y - 6)} ${r2(rightHand.x + 34 + k * 14)} ${r2(rightHand.y + 18 + k * 4)}`,
        { kind: 'line', color: '#3a2a3f', width: 4.5 },
      ),
    );
    nodes.push(group([...fingers, ...swish], { 'data-cue': 'open-hand' }));
  }
  if (pose === 'listen') {
    // Drawn over the hair: the cupped hand at the ear, and the little marks of the sound coming in.
    nodes.push(...drawArm(1, rightHand), ellipse(rightHand.x + 4, rightHand.y, 11, 17, { kind: 'figure', fill: skin }));
    const marks: SvgNode[] = [];
    for (const k of [0, 1, 2]) {
      const x = rightHand.x + 30 + k * 20;
      const h = 14 + k * 8;
      marks.push(path(`M${x} ${rightHand.y - h}Q${x + 14} ${rightHand.y} ${x} ${rightHand.y + h}`, { kind: 'line', color: '#3a2a3f', width: 6 }));
    }
    nodes.push(group(marks, { 'data-cue': 'sound' }));
  }
  if (look.spaceSuit) {
    // A bubble helmet round the head, with a collar ring: outside on the moon there is no air.
    const rr = helmetR;
    nodes.push(
      group(
        [
          circle(0, headY - 4, rr, { kind: 'tone', fill: '#dff3ff', opacity: 0.28 }),
          circle(0, headY - 4, rr, { kind: 'line', color: '#9fb4d0', width: 5 }),
          path(`M${-rr * 0.55} ${headY - rr * 0.55}Q${-rr * 0.7} ${headY - rr * 0.1} ${-rr * 0.62} ${headY + rr * 0.2}`, {
            kind: 'glint',
            color: '#ffffff',
            width: 6,
            opacity: 0.8,
          }),
          rect(-rr * 0.7, shoulderY - 10, rr * 1.4, 18, { kind: 'figure', fill: '#9fa8bd' }, 9),
        ],
        { 'data-part': 'helmet' },
      ),
    );
  }

  if (lean && !look.cape) {
    // Bent towards it: everything above the hips turns about them; the legs stay planted.
    const upper = nodes.filter((n) => n !== legNodes);
    nodes.length = 0;
    nodes.push(legNodes, place(0, hipY, 1, [place(0, -hipY, 1, upper)], false, lean));
    if (overlay.length) overlay.splice(0, overlay.length, place(0, hipY, 1, [place(0, -hipY, 1, [...overlay])], false, lean));
  }
  const leaned = (q: Point): Point => (lean && !look.cape ? aboutHip(q, leanRad) : q);
  return {
    nodes,
    top: headY - headR - 24 - (look.headwear ? 60 : 0) - (look.spaceSuit ? headR * 0.3 : 0),
    halfWidth: halfWidth + 50,
    hand: leaned(rightHand),
    otherHand: leaned(leftHand),
    head: leaned({ x: 0, y: headY }),
    hip: { x: 0, y: hipY },
    ...(turn ? { gaze: Math.sign(options.gaze ?? turn), turn } : options.gaze ? { gaze: Math.sign(options.gaze) } : {}),
    ...(options.gazeDown ? { gazeDown: options.gazeDown } : {}),
    ...(overlay.length ? { overlay } : {}),
    shoulder: leaned({ x: shoulderX, y: shoulderY + 12 }),
  };
}

const r2 = (n: number): number => Math.round(n * 10) / 10;

/** The arm angle (from hanging down, away from the body) that points from the shoulder at a spot; never up behind the head, never across the body. */
function aimAngle(aim: Point, sx: number, sy: number): number {
  const angle = (Math.atan2(aim.x - sx, aim.y - sy) * 180) / Math.PI;
  return Math.max(24, Math.min(96, angle));
}

/** The sign of a job, on the chest: a big tooth badge, a stethoscope round the neck, an apple badge. */
function jobSign(sign: NonNullable<HumanLook['jobSign']>, shoulderY: number, w: number): SvgNode[] {
  const bx = -w * 0.45;
  const by = shoulderY + 40;
  switch (sign) {
    case 'tooth':
      return [
        circle(bx, by, 20, { kind: 'figure', fill: '#7cc8ec' }),
        path(
          `M${bx - 11} ${by - 10}Q${bx} ${by - 16} ${bx + 11} ${by - 10}Q${bx + 14} ${by + 2} ${bx + 8} ${by + 14}L${bx + 3} ${by + 4}L${bx - 3} ${by + 4}L${bx - 8} ${by + 14}Q${bx - 14} ${by + 2} ${bx - 11} ${by - 10}Z`,
          { kind: 'figure', fill: '#ffffff' },
        ),
      ];
    case 'apple':
      return [
        circle(bx, by, 14, { kind: 'figure', fill: '#e5484d' }),
        path(`M${bx} ${by - 13}Q${bx + 6} ${by - 22} ${bx + 12} ${by - 20}`, { kind: 'line', color: '#4f9a45', width: 4 }),
      ];
    default:
      return [
        path(
          `M${-w * 0.42} ${shoulderY + 2}Q${-w * 0.5} ${shoulderY + 60} ${-w * 0.1} ${shoulderY + 70}M${w * 0.42} ${shoulderY + 2}Q${w * 0.5} ${shoulderY + 60} ${w * 0.1} ${shoulderY + 70}`,
          { kind: 'line', color: '#5a6275', width: 5 },
        ),
        path(`M${-w * 0.1} ${shoulderY + 70}Q0 ${shoulderY + 90} ${w * 0.06} ${shoulderY + 96}`, { kind: 'line', color: '#5a6275', width: 5 }),
        circle(w * 0.1, shoulderY + 102, 10, { kind: 'figure', fill: '#c8ccd6' }),
      ];
  }
}

/** A white coat over the clothes: the dentist, the doctor, the vet. */
function labCoat(shoulderY: number, hipY: number, w: number): SvgNode[] {
  return [
    path(
      `M${-w - 2} ${shoulderY + 6}Q0 ${shoulderY - 6} ${w + 2} ${shoulderY + 6}L${w + 10} ${hipY + 40}L8 ${hipY + 40}L0 ${shoulderY + 40}L-8 ${hipY + 40}L${-w - 10} ${hipY + 40}Z`,
      { kind: 'figure', fill: '#fbfbf8' },
    ),
    path(`M-14 ${shoulderY + 2}L0 ${shoulderY + 34}L14 ${shoulderY + 2}`, { kind: 'line', width: 2.5 }),
  ];
}

function legs(
  look: HumanLook,
  hipY: number,
  halfWidth: number,
  pose: Pose = 'relaxed',
  legLen = -hipY - 14,
  turn = 0,
  astride = false,
  otherLeg = false,
): SvgNode[] {
  // The leg lifted in a stride: the front one, or on alternate strides the back one.
  const front = otherLeg ? -1 : 1;
  if (look.mermaid) {
    return [
      path(`M${-halfWidth + 4} ${hipY - 6}Q${-halfWidth} -40 -10 -18L10 -18Q${halfWidth} -40 ${halfWidth - 4} ${hipY - 6}Z`, {
        kind: 'figure',
        fill: '#3fb5a8',
      }),
      path('M-4 -22Q-40 -6 -46 6Q-20 2 0 -8Q20 2 46 6Q40 -6 4 -22Z', { kind: 'figure', fill: '#55c9b8' }),
    ];
  }
  const bareLegs = look.topStyle === 'dress' || !!look.skirt;
  const legColor = look.role === 'baby' ? look.top.hex : bareLegs ? look.skin.hex : look.bottom.hex;
  const nodes: SvgNode[] = [];
  const spread = pose === 'run' ? 26 : pose === 'walk' ? 24 : pose === 'sit' ? 18 : pose === 'crouch' ? 22 : pose === 'jump' ? 16 : pose === 'dance' ? 20 : 0;
  const lift = (side: number): number =>
    (pose === 'run' && side === front) || (pose === 'dance' && side > 0)
      ? 30
      : pose === 'climb' && side > 0
        ? 34
        : pose === 'walk' && side > 0
          ? 16
          : pose === 'jump'
            ? 18
            : 0;
  const shoe = (x: number, y: number, mirrored: boolean): SvgNode =>
    place(
      x,
      y,
      1,
      look.role === 'baby'
        ? [ellipse(0, -10, 18, 12, { kind: 'figure', fill: '#fbfaf6' })]
        : [
            path('M-17 0Q-20 -24 -2 -25Q20 -25 21 -4Q21 2 14 2L-12 2Q-17 2 -17 0Z', { kind: 'figure', fill: look.shoes.hex }),
            path('M-13 -5L16 -5', { kind: 'glint', color: '#ffffff', width: 3, opacity: 0.7 }),
          ],
      mirrored,
    );
  // One whole leg: thigh, bent knee, shin and shoe (a skirt over the top of the thigh when there is one).
  const bentLeg = (hip: Point, knee: Point, foot: Point, colour: string, mirrored: boolean, skirt: boolean): SvgNode => {
    const leg: SvgNode[] = [
      path(capsule(hip.x, hip.y, knee.x, knee.y, 28), { kind: 'figure', fill: colour }),
      path(capsule(knee.x, knee.y, foot.x, foot.y - 14, 26), { kind: 'figure', fill: colour }),
    ];
    if (skirt)
      leg.push(path(capsule(hip.x, hip.y, hip.x + (knee.x - hip.x) * 0.7, hip.y + (knee.y - hip.y) * 0.7, 34), { kind: 'figure', fill: look.top.hex }));
    if (bareLegs && look.role !== 'baby') leg.push(rect(foot.x - 13, foot.y - 28, 26, 14, { kind: 'figure', fill: '#fbfaf6' }, 3));
    leg.push(shoe(foot.x + (mirrored ? -5 : 5), foot.y, mirrored));
    return group(leg, { 'data-part': 'leg' });
  };
  if (pose === 'sit' && astride) {
    // Astride a mount, seen from the front: each leg goes out over its side and hangs down, knees bent, feet apart.
    for (const side of [-1, 1]) {
      const hip = { x: side * halfWidth * 0.45, y: hipY };
      const knee = { x: side * (halfWidth + 32), y: hipY + legLen * 0.38 };
      const foot = { x: side * (halfWidth + 24), y: 0 };
      nodes.push(bentLeg(hip, knee, foot, legColor, side < 0, false));
    }
    return nodes;
  }
  if (pose === 'sit') {
    // Seated (on a log, a rock), three-quarters: both thighs forward over the lap, knees bent, shins down, feet on
    // the ground; the far leg a little behind and darker, the near one in front, far enough apart to read as two.
    const legs: [Point, Point, Point, string][] = [
      [{ x: -halfWidth * 0.3, y: hipY + 2 }, { x: halfWidth - 4, y: hipY + 6 }, { x: halfWidth - 2, y: -3 }, shade(legColor, -0.1)],
      [{ x: halfWidth * 0.2, y: hipY + 8 }, { x: halfWidth + 28, y: hipY + 14 }, { x: halfWidth + 32, y: 0 }, legColor],
    ];
    for (const [hip, knee, foot, colour] of legs) nodes.push(bentLeg(hip, knee, foot, colour, false, bareLegs && look.role !== 'baby'));
    return nodes;
  }
  for (const side of [-1, 1]) {
    const x = side * halfWidth * 0.42;
    const footX = x + side * spread;
    const footY = -lift(side);
    const kneeBent = (pose === 'run' && side === front) || (pose === 'dance' && side > 0) || pose === 'jump';
    const start = nodes.length;
    if (kneeBent) {
      const knee = { x: x + side * 10, y: hipY + legLen * 0.5 };
      nodes.push(
        path(capsule(x, hipY, knee.x, knee.y, 26), { kind: 'figure', fill: legColor }),
        path(capsule(knee.x, knee.y, footX, footY - 14, 26), { kind: 'figure', fill: legColor }),
      );
    } else {
      nodes.push(path(capsule(x, hipY, footX, footY - 14, 26), { kind: 'figure', fill: legColor }));
    }
    if (bareLegs && look.role !== 'baby') nodes.push(rect(footX - 13, footY - 34, 26, 20, { kind: 'figure', fill: '#fbfaf6' }, 3));
    nodes.push(
      place(
        footX + side * 5,
        footY,
        1,
        look.role === 'baby'
          ? [ellipse(0, -10, 18, 12, { kind: 'figure', fill: '#fbfaf6' })]
          : [
              path('M-17 0Q-20 -24 -2 -25Q20 -25 21 -4Q21 2 14 2L-12 2Q-17 2 -17 0Z', { kind: 'figure', fill: look.shoes.hex }),
              path('M-13 -5L16 -5', { kind: 'glint', color: '#ffffff', width: 3, opacity: 0.7 }),
            ],
        turn ? turn < 0 : side < 0,
      ),
    );
    nodes.push(group(nodes.splice(start), { 'data-part': 'leg' }));
  }
  return nodes;
}

function torso(look: HumanLook, shoulderY: number, hipY: number, halfWidth: number, seated = false): SvgNode[] {
  const top = look.top.hex;
  const w = halfWidth;
  const nodes: SvgNode[] = [];
  if (look.topStyle === 'dress') {
    // Seated, the skirt rides up over the lap, so the knees and shins show below it.
    const hem = hipY + (seated ? 16 : 34);
    nodes.push(
      path(
        `M${-w + 4} ${shoulderY + 2}Q0 ${shoulderY - 8} ${w - 4} ${shoulderY + 2}L${w + 22} ${hem - 6}Q${w + 20} ${hem + 4} ${w + 8} ${hem + 3}Q0 ${hem + 12} ${-w - 8} ${hem + 3}Q${-w - 20} ${hem + 4} ${-w - 22} ${hem - 6}Z`,
        { kind: 'figure', fill: top },
      ),
    );
    nodes.push(path(`M${-w + 2} ${hipY - 10}Q0 ${hipY - 2} ${w - 2} ${hipY - 10}`, { kind: 'line', width: 2.5 }));
    if (look.stripes) {
      nodes.push(
        path(`M${-w - 14} ${hem - 12}Q0 ${hem - 3} ${w + 14} ${hem - 12}L${w + 17} ${hem - 4}Q0 ${hem + 5} ${-w - 17} ${hem - 4}Z`, {
          kind: 'land',
          fill: look.stripes.hex,
        }),
      );
    }
    for (const dx of [-w * 0.5, 0, w * 0.5]) nodes.push(circle(dx, hem - 26, 4.5, { kind: 'tone', fill: '#ffffff', opacity: 0.7 }));
  } else {
    // A skirt to the knee (riding up over the lap when seated); otherwise the top of the trousers.
    const hem = hipY + (seated ? 20 : 66);
    nodes.push(
      look.skirt
        ? path(`M${-w} ${hipY - 4}L${w} ${hipY - 4}L${w + 20} ${hem - 4}Q0 ${hem + 8} ${-w - 20} ${hem - 4}Z`, { kind: 'figure', fill: look.bottom.hex })
        : path(`M${-w} ${hipY + 12}L${-w + 2} ${hipY - 4}L${w - 2} ${hipY - 4}L${w} ${hipY + 12}Q0 ${hipY + 18} ${-w} ${hipY + 12}Z`, {
            kind: 'figure',
            fill: look.bottom.hex,
          }),
    );
    nodes.push(
      path(`M${-w + 2} ${shoulderY + 4}Q0 ${shoulderY - 8} ${w - 2} ${shoulderY + 4}L${w + 2} ${hipY + 2}Q0 ${hipY + 10} ${-w - 2} ${hipY + 2}Z`, {
        kind: 'figure',
        fill: top,
      }),
    );
    if (look.stripes && look.topStyle !== 'overalls') {
      for (const k of [0.38, 0.68]) {
        const y = shoulderY + (hipY - shoulderY) * k;
        nodes.push(rect(-w + 1, y - 6, 2 * w - 2, 12, { kind: 'land', fill: look.stripes.hex }));
      }
    }
    if (look.topStyle === 'hoodie') {
      nodes.push(
        path(`M${-w * 0.55} ${hipY - 26}L${w * 0.55} ${hipY - 26}L${w * 0.45} ${hipY - 4}L${-w * 0.45} ${hipY - 4}Z`, {
          kind: 'land',
          fill: shade(top, -0.07),
        }),
      );
      for (const side of [-1, 1]) nodes.push(path(`M${side * 8} ${shoulderY + 6}L${side * 10} ${shoulderY + 34}`, { kind: 'line', width: 3 }));
    }
    if (look.topStyle === 'sweater') {
      nodes.push(
        path(`M-10 ${shoulderY + 30}c-8 -12 -22 0 -10 12l10 9l10 -9c12 -12 -2 -24 -10 -12z`, {
          kind: 'land',
          fill: look.stripes?.hex ?? mix(top, '#ffffff', 0.6),
        }),
      );
    }
    if (look.topStyle === 'shirt') {
      // A collar and a button placket.
      for (const side of [-1, 1])
        nodes.push(
          polygon(
            [
              [side * 4, shoulderY + 2],
              [side * 24, shoulderY - 2],
              [side * 16, shoulderY + 22],
            ],
            { kind: 'figure', fill: mix(top, '#ffffff', 0.45) },
          ),
        );
      nodes.push(path(`M0 ${shoulderY + 8}L0 ${hipY - 2}`, { kind: 'line', width: 2.2 }));
      for (const k of [0.3, 0.55, 0.8]) nodes.push(circle(5, shoulderY + (hipY - shoulderY) * k, 3.2, { kind: 'dot', fill: shade(top, -0.3) }));
    }
    if (look.topStyle === 'cardigan') {
      // An open cardigan over a plain top: the top shows down the middle.
      nodes.push(
        path(`M${-w * 0.34} ${shoulderY + 2}Q0 ${shoulderY + 14} ${w * 0.34} ${shoulderY + 2}L${w * 0.26} ${hipY + 6}L${-w * 0.26} ${hipY + 6}Z`, {
          kind: 'land',
          fill: '#fbf6ee',
        }),
      );
      for (const k of [0.35, 0.6, 0.85]) nodes.push(circle(-w * 0.34, shoulderY + (hipY - shoulderY) * k, 3.4, { kind: 'dot', fill: shade(top, -0.3) }));
    }
    if (look.topStyle === 'overalls') {
      const bib = look.bottom.hex;
      nodes.push(
        path(`M${-w * 0.6} ${hipY + 2}L${-w * 0.6} ${shoulderY + 26}L${w * 0.6} ${shoulderY + 26}L${w * 0.6} ${hipY + 2}Z`, { kind: 'figure', fill: bib }),
      );
      for (const side of [-1, 1]) {
        nodes.push(path(capsule(side * w * 0.52, shoulderY + 28, side * w * 0.62, shoulderY + 2, 10), { kind: 'figure', fill: bib }));
        nodes.push(circle(side * w * 0.46, shoulderY + 34, 4.5, { kind: 'dot', fill: '#f6c945' }));
      }
      nodes.push(rect(-w * 0.3, shoulderY + 40, w * 0.6, 18, { kind: 'land', fill: shade(bib, -0.06), edge: shade(bib, -0.2) }, 3));
    }
  }
  nodes.push(path(`M-16 ${shoulderY - 2}Q0 ${shoulderY + 12} 16 ${shoulderY - 2}`, { kind: 'line', width: 2.5 }));
  return nodes;
}

/**
 * How far a face turned three-quarters slides across the head (radius 60): far enough, with the eyes closer together,
 * that the head reads as turned to someone rather than as a face looking out with its eyes to one side.
 */
const FACE_SLIDE = 27;

/** The head in its own space: radius 60 around (0,0). */
function head(look: HumanLook, expression: Expression, gaze = 0, turn = 0, down = 0): SvgNode[] {
  const skin = look.skin.hex;
  const hair = look.hair.hex;
  const nodes: SvgNode[] = [inHelmet(hairBack(look.hairStyle, hair), look)];
  // Turned three-quarters: the far ear is hidden behind the head, the near one moves back a little.
  for (const side of [-1, 1]) {
    if (turn && Math.sign(turn) === side) continue;
    const x = side * (58 - Math.abs(turn) * 6);
    nodes.push(circle(x, 6, 12, { kind: 'figure', fill: skin }));
    nodes.push(circle(x, 6, 5.5, { kind: 'tone', fill: shade(skin, -0.1) }));
  }
  nodes.push(circle(0, 0, 60, { kind: 'figure', fill: skin }));
  const face: SvgNode[] = [];
  // Looking at someone: the pupils go to the edge of the eye that way (and the face is turned, below), big enough to read on the page.
  // Grown-ups' eyes are smaller in the face than a child's.
  const grownUp = look.role === 'grown-up';
  face.push(...eyes(22 - Math.abs(turn) * 6, 6, grownUp ? 7 : 9, expression, '#2a1f2d', gaze ? Math.sign(gaze) * 2.4 : 0, { down }));
  if (expression !== 'sad')
    for (const side of [-1, 1]) {
      face.push(path(`M${side * 14} -14Q${side * 22} -20 ${side * 31} -15`, { kind: 'line', color: shade(hair, -0.1), width: 3 }));
    }
  // The cheeks stay on the face: turned, the far cheek slides to the edge and narrows, never past the outline onto the hair.
  if (!turn) face.push(...cheeks(36, 24, 10));
  else
    for (const side of [-1, 1]) {
      const far = Math.sign(turn) === side;
      const rx = far ? 10 - Math.abs(turn) * 4 : 10;
      const edge = Math.sqrt(56 * 56 - 30 * 30) - rx;
      const x = Math.max(-edge, Math.min(edge, side * 36 + turn * FACE_SLIDE)) - turn * FACE_SLIDE;
      face.push(ellipse(x, 24, rx, 6.2, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
    }
  face.push(path(turn ? `M${turn * 2} 12Q${turn * 9} 18 ${turn * 1} 21` : 'M-3 19Q0 22 3 19', { kind: 'line', color: shade(skin, -0.25), width: 2.5 }));
  face.push(...mouth(31, 22, expression));
  if (expression === 'sad') face.push(...sadBrows(22, -10, 10, shade(hair, -0.1)), tear(30, 18, 9));
  if (look.beard)
    face.push(
      path('M-46 14Q-44 58 0 62Q44 58 46 14Q40 30 26 32Q12 26 0 30Q-12 26 -26 32Q-40 30 -46 14Z', { kind: 'figure', fill: hair }),
      ...mouth(34, 22, expression),
    );
  nodes.push(group(turn ? [place(turn * FACE_SLIDE, 0, 1, face)] : face, { 'data-part': 'face' }));
  nodes.push(inHelmet(hairFront(look.hairStyle, hair), look));
  if (look.glasses) {
    const g = turn * FACE_SLIDE;
    nodes.push(circle(-22 + g, 6, 15, { kind: 'line', color: '#3b3440', width: 3 }));
    nodes.push(circle(22 + g, 6, 15, { kind: 'line', color: '#3b3440', width: 3 }));
    nodes.push(path(`M${-7 + g} 4Q${g} 0 ${7 + g} 4`, { kind: 'line', color: '#3b3440', width: 3 }));
  }
  if (look.headwear) nodes.push(...headwear(look.headwear, look.top));
  return nodes;
}

/** Inside a space helmet's bubble, in the head's own units (the head is 60 across from its middle). */
const HELMET_INSIDE = 60 * 1.32 - 3;

/**
 * Hair inside a closed space helmet is tucked in: pigtails, a ponytail or puffs that would poke out through
 * the glass are drawn smaller, towards the middle of the head, until all of it is inside the bubble.
 */
function inHelmet(hair: SvgNode[], look: HumanLook): SvgNode {
  const reach = look.spaceSuit ? reachFrom(hair, { x: 0, y: -4 }) : 0;
  const k = reach > HELMET_INSIDE ? HELMET_INSIDE / reach : 1;
  return group(k < 1 ? [place(0, -4 * (1 - k), k, hair)] : hair, { 'data-part': 'hair' });
}

function hairBack(style: HairStyle, hair: string): SvgNode[] {
  const paint = { kind: 'figure' as const, fill: hair };
  switch (style) {
    case 'long':
      return [path('M-62 -14C-80 30 -84 80 -70 102Q-57 112 -44 103Q-22 114 0 105Q22 114 44 103Q57 112 70 102C84 80 80 30 62 -14Z', paint)];
    case 'bob':
      return [path('M-64 -10C-78 20 -78 44 -64 58Q-40 60 -30 50L30 50Q40 60 64 58C78 44 78 20 64 -10Z', paint)];
    case 'ponytail':
      return [path('M36 -44C96 -52 112 10 86 52C80 24 70 -4 44 -18Z', paint), circle(50, -34, 9, { kind: 'figure', fill: '#ff7d6b' })];
    case 'pigtails':
      return [-1, 1].flatMap((side) => [
        path(`M${side * 52} -12C${side * 100} -16 ${side * 110} 50 ${side * 84} 66C${side * 80} 36 ${side * 70} 14 ${side * 52} 10Z`, paint),
        circle(side * 58, -2, 8, { kind: 'figure', fill: '#f28ab3' }),
      ]);
    case 'buns':
      return [-1, 1].map((side) => circle(side * 42, -56, 23, paint));
    case 'puffs':
      return [-1, 1].map((side) => circle(side * 56, -40, 30, paint));
    case 'bun':
      return [circle(0, -66, 24, paint)];
    default:
      return [];
  }
}

function hairFront(style: HairStyle, hair: string): SvgNode[] {
  const paint = { kind: 'figure' as const, fill: hair };
  const shine = { kind: 'glint' as const, color: shade(hair, 0.18), width: 4, opacity: 0.8 };
  switch (style) {
    case 'spiky':
      return [
        path(
          'M-63 6C-70 -30 -58 -52 -48 -60L-50 -78L-30 -68L-22 -90L-6 -72L8 -92L18 -70L36 -84L38 -62L54 -68C64 -50 70 -26 63 6C54 -10 52 -20 50 -26Q20 -12 -12 -26Q-30 -16 -50 -26C-54 -14 -58 -6 -63 6Z',
          paint,
        ),
        path('M-20 -58Q0 -66 18 -58', shine),
      ];
    case 'curly':
    case 'puffs': {
      const bumps: SvgNode[] = [path('M-62 4C-72 -40 -44 -68 0 -68C44 -68 72 -40 62 4C56 -14 48 -24 40 -28Q0 -14 -40 -28C-48 -24 -56 -14 -62 4Z', paint)];
      for (const angle of [200, 225, 250, 275, 300, 325, 345]) {
        const a = (angle * Math.PI) / 180;
        bumps.push(circle(Math.cos(a) * 56, Math.sin(a) * 56 - 4, 17, paint));
      }
      return bumps;
    }
    case 'swoop':
      return [
        path('M-62 6C-74 -46 -40 -70 4 -68C48 -68 74 -40 62 4C60 -10 56 -20 52 -26Q30 -36 4 -22Q-24 -8 -44 -10C-52 -8 -58 -2 -62 6Z', paint),
        path('M-10 -56Q14 -62 32 -52', shine),
      ];
    case 'short':
      return [
        path(
          'M-62 4C-72 -44 -42 -70 0 -70C42 -70 72 -44 62 4C58 -12 54 -22 48 -28Q36 -22 24 -30Q10 -20 -4 -30Q-18 -20 -32 -30Q-42 -22 -50 -26C-56 -18 -60 -8 -62 4Z',
          paint,
        ),
        path('M-18 -58Q0 -64 18 -58', shine),
      ];
    default:
      return [
        path(
          'M-64 12C-76 -44 -44 -70 0 -70C44 -70 76 -44 64 12C60 -6 58 -18 56 -26Q44 -20 34 -30Q20 -18 4 -28Q-12 -18 -26 -30Q-40 -20 -54 -26C-58 -16 -62 -2 -64 12Z',
          paint,
        ),
        path('M-20 -58Q0 -64 20 -58', shine),
      ];
  }
}
