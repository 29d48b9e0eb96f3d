import type { SettingId } from '../text/vocabulary';
import { STYLE_LOOKS } from './color';
import { bed, bedroom, home, kitchen, lab, stage, studio } from './backdrops/indoor';
import { beach, castle, forest, meadow, prehistoric, road } from './backdrops/outdoor';
import { bush, cloud, deco, grassTuft, H, makeContext, rock, sparkle, W, type Backdrop, type BackdropContext } from './backdrops/scenery';
import { city, space, stadium, underwater } from './backdrops/wild';
import { boundsOf, centreOf, insideFrame, multiply as multiplyMatrix, overlaps, parseTransform, partsWithin, taggedBounds, type Box } from './bounds';
import { drawCharacter, naturalScale, specOf } from './draw-character';
import { drawHuman } from './draw-human';
import { drawVehicle } from './draw-vehicles';
import { capsule, type Figure, type Point, type Pose } from './figure-kit';
import type { HumanLook } from './look';
import { mix, shade } from './color';
import { creatureLook } from './resolve-look';
import { PROPS, resolveProp, type PropSpec, type ThingLook } from './props';
import { hashString, r, seededRng, type Rng } from './random';
import type { CastMember, PropInScene, Says, SceneModel } from './scene-model';
import { SPECIES } from './species';
import { circle, ellipse, group, path, place, rect, renderSvg, type RenderMode, type SvgNode } from './svg-tree';

export const SCENE_WIDTH = W;
export const SCENE_HEIGHT = H;
/** One outline width for every line in the colouring pages, at the picture's own size. */
export const LINE_ART_WIDTH = 3.2;

const BACKDROPS: Record<SettingId, (ctx: BackdropContext) => Backdrop> = {
  meadow,
  forest,
  beach,
  prehistoric,
  castle,
  road,
  space,
  underwater,
  city,
  stadium,
  stage,
  studio,
  kitchen,
  lab,
  bedroom,
  home,
};
const INDOOR = new Set<SettingId>(['stage', 'studio', 'kitchen', 'lab', 'bedroom', 'home']);
const GROUND: Record<SettingId, string> = {
  meadow: '#8fce72',
  forest: '#79b765',
  beach: '#f5dca3',
  prehistoric: '#93bd5e',
  castle: '#8bcb74',
  road: '#8fce72',
  space: '#b8b0d8',
  underwater: '#f0d9a0',
  city: '#cfc8d4',
  stadium: '#79c967',
  stage: '#c98a4b',
  studio: '#d9a066',
  kitchen: '#e8d2b4',
  lab: '#b9c6d8',
  bedroom: '#d9b08a',
  home: '#c9a27a',
};

export type SceneMode = 'color' | 'line';

/** The framing of each camera: how big the figures are, where their feet are, how far the backdrop zooms. */
const CAMERA = {
  wide: { scale: 0.7, floor: -36 },
  medium: { scale: 1.02, floor: 0 },
  close: { scale: 1.32, floor: 40 },
  above: { scale: 0.86, floor: 0 },
} as const;

/** How far in front of the wall's foot anyone standing indoors has their feet: on the floor, never on the skirting. */
const FLOOR_INSET = 24;

/**
 * The safe frame: every figure, key object and landmark stays this far inside the picture. The
 * backdrop is never zoomed (zooming slices its barns, suns and planets at the edges); a close-up
 * brings the figures nearer instead, feet and all.
 */
export const SAFE_MARGIN = 12;

interface Placed {
  member: CastMember;
  figure: Figure;
  x: number;
  y: number;
  scale: number;
  flip: boolean;
  rotate: number;
  /** Drawn in front of everyone else (a friend held in a hug). */
  front?: boolean;
  /** Held in someone's arms: no shadow on the ground. */
  held?: boolean;
  /** Where the feet would stand on the ground, when the figure is lifted onto a rock or a log. */
  ground?: number;
  /** What the hero rides when it is the key object (a beetle), placed with the cast. */
  carrier?: Placed;
  /** Up in the sky (a bus that flies), its shadow far below on the ground. */
  aloft?: boolean;
  /** Wings given to something that cannot fly by itself (the bus that grows wings). */
  winged?: boolean;
  /** Takes the key object from the hero's hand (giving, sharing): the object goes between the two hands. */
  receives?: boolean;
  /** A telescope in use: its eyepiece at this figure's eye, the tube up to the sky. */
  scope?: Scope;
}

/** A telescope being looked through, in page coordinates. */
interface Scope {
  eyepiece: Point;
  end: Point;
  pivot: Point;
  ground: number;
  scale: number;
  looker: string;
}

/** What the layout put where, in page coordinates: for tests and for anyone checking a picture without parsing its SVG. */
export interface SceneLayout {
  width: number;
  height: number;
  margin: number;
  figures: {
    name: string;
    role: CastMember['role'];
    kit: string;
    spot: CastMember['spot'];
    box: Box;
    head: Box;
    hands: Point[];
    held: boolean;
    riding: boolean;
    /** Which way the figure faces on the page (1 right, -1 left) and where its eyes look (0: at us). */
    facing: number;
    gaze: number;
    /** Which way the figure is turned on the page (-1 left, 1 right, 0 square on to us): a person's three-quarter head, an animal's nose. */
    turn: number;
    /** How far the eyes are lowered (0 level, 1 well down). */
    gazeDown: number;
    /** Where the feet stand (for someone lifted onto a rock or jumping, the ground below them). */
    feet: number;
  }[];
  /** Indoors, where the wall meets the floor: anyone standing has their feet below it. */
  floorLine?: number;
  /** The bed's pillow, when someone sleeps in bed. */
  pillow?: Box;
  /** A telescope in use: the eyepiece, the far end of the tube, and who looks through it. */
  scope?: { eyepiece: Point; end: Point; looker: string };
  /** What a rider sits on: a cast member or the key object (a beetle). */
  carrier?: { name: string; box: Box; aloft?: boolean; winged?: boolean; shadow?: Box };
  /** Each thing drawn, with the colour of its biggest shape (what a child would call its colour). */
  /** `lit`: for a thing that shines (a torch), its box with its light. */
  /** `whole`: for a thing held, its box with everything drawn with it (a glow, a trail). */
  props: { kit: string; key: boolean; placement: PropInScene['placement']; box: Box; fill?: string; lit?: Box; whole?: Box }[];
  landmarks: { name: string; box: Box; bleeds: boolean }[];
  /** Where each person's face (eyes, nose, mouth) is drawn: turned towards someone, it sits off the head's middle. */
  faces?: { name: string; x: number; y: number }[];
  /** Each person's legs (thigh to shoe), one box a leg: a seated child or a rider shows two. */
  legs?: { name: string; box: Box }[];
  /** Stars, twinkles, bubbles and shooting stars that were drawn, where they are: clear of every figure. */
  decorations?: { name: string; box: Box }[];
  /** The speech bubble of a talking page, and what it holds. */
  speech?: Box;
  says?: Says;
  /** Who is drawn running, with speed lines behind. */
  running?: string[];
  /** The top of the waves drawn over swimmers at the beach. */
  waterline?: number;
  /** Hands drawn over a thing they hold (where each hand is). */
  grips?: { name: string; x: number; y: number }[];
  /** Small scenery near the cast (flowers, shells, palm-ferns), where it ended up: clear of every figure. */
  scenery?: { name: string; box: Box }[];
  /** What a hiding child hides behind: a curtain's panels and the rods its rail hangs from. */
  cover?: { name: string; box: Box; panels: Box[]; hangers: Box[] };
  /** A pointing arm: from the shoulder through the hand, at the thing pointed at. */
  pointing?: { shoulder: Point; hand: Point; target: Point };
}

/** Things drawn with a trail behind them in the sky (a shooting star): held in a hand, the trail is left off. */
const TRAILED = new Set(['star']);

/** Things drawn with their light (a beam or a glow that is not part of their outline). */
const SHINES = new Set(['torch']);

/** Actions done with someone: the two turn to each other. */
const FACE_EACH_OTHER = new Set<SceneModel['action']>([
  'talking',
  'giving',
  'sharing',
  'holding',
  'hugging',
  'comforting',
  'listening',
  'crying',
  'looking',
  'waiting',
  'finding',
  'eating',
  'reading',
  'waving',
  'building',
]);

/** Actions done with a thing in the hand that the eyes go to when nobody else is there. */
const LOOKED_AT_IN_HAND = new Set<SceneModel['action']>(['looking', 'reading', 'holding', 'finding', 'playing', 'building', 'washing']);

function lookOf(prop: PropInScene): ThingLook {
  return { ...(prop.colour ? { colour: prop.colour } : {}), ...(prop.pattern ? { pattern: prop.pattern } : {}) };
}

/** Landmarks drawn on purpose running off the side of the picture, a whole shape (a headland, a line of cliffs). */
const BLEEDING_LANDMARKS = new Set(['headland', 'cliffs', 'dunes', 'harbour', 'river', 'footprints', 'rockPools']);

/** Draws the picture a scene model describes: in colour, or as line art for colouring. */
export function renderScene(model: SceneModel, mode: SceneMode): string {
  const { nodes } = composeScene(model);
  const renderMode: RenderMode = mode === 'line' ? { kind: 'line', width: LINE_ART_WIDTH } : { kind: 'color', ink: STYLE_LOOKS[model.style].ink, outline: 3.2 };
  return renderSvg({ width: W, height: H, nodes, metadata: JSON.stringify(model) }, renderMode);
}

/** Where everything in a scene is drawn, without drawing it to SVG text. */
export function sceneLayout(model: SceneModel): SceneLayout {
  return composeScene(model).layout;
}

function composeScene(model: SceneModel): { nodes: SvgNode[]; layout: SceneLayout } {
  const rng = seededRng(`${model.seed}|layout`);
  const base = makeContext(
    seededRng(`${model.seed}|backdrop`),
    model.timeOfDay,
    model.style,
    `s${hashTag(model.seed)}-`,
    INDOOR.has(model.setting),
    model.place ?? '',
    model.variant,
    model.props.find((prop) => prop.key)?.kit,
  );
  const ctx: BackdropContext = model.room ? { ...base, room: model.room } : base;
  const backdrop = (BACKDROPS[model.setting] ?? meadow)(ctx);
  const camera = CAMERA[model.camera] ?? CAMERA.medium;
  const floor = Math.min(H - SAFE_MARGIN - 8, backdrop.floorY + camera.floor + (model.camera === 'above' ? 20 : 0));

  const tinyHero = model.cast[0]?.scale === 'tiny';
  const placed = layout(model, backdrop, tinyHero ? Math.max(camera.scale, 1) : camera.scale, floor, rng);
  const hero = placed[0]!;
  if (!model.inBed) fillLowerTwoThirds(placed, floor, model.props.some((p) => p.key && p.placement === 'hand') ? 1.3 : 1.5);
  if (!model.inBed) fitToFrame(placed, floor);
  if (!model.inBed) onTheFloor(placed, backdrop);
  if (model.cover === 'curtain' && !model.inBed) besideTheCurtain(placed, hero);

  // The backdrop: raised for a view from above (its sky stays where it is), mirrored on alternate pages.
  const mirror = model.mirror && !model.inBed;
  // Indoors a view from above would slice the wall's windows and frames off the top: the room is seen from the middle distance.
  const lift = model.camera === 'above' && !backdrop.indoor ? 170 : 0;
  const skyEnd = lift ? (backdrop.skyEnd ?? 0) : 0;
  const framed = (nodes: SvgNode[], raise: number): SvgNode => {
    const outer = [...(raise ? [`translate(0 ${-raise})`] : []), ...(mirror ? [`translate(${W} 0) scale(-1 1)`] : [])];
    return { tag: 'g', attrs: outer.length ? { transform: outer.join(' ') } : {}, children: nodes };
  };
  const backGroups: SvgNode[] = skyEnd ? [framed(backdrop.back.slice(0, skyEnd), 0), framed(backdrop.back.slice(skyEnd), lift)] : [framed(backdrop.back, lift)];
  const nodes: SvgNode[] = [{ tag: 'defs', children: backdrop.defs }, ...backGroups];
  if (lift) nodes.push(...groundBelow(model, ctx, H - lift - 10, rng, backdrop.indoor));

  const behind: SvgNode[] = [];
  const figures: SvgNode[] = [];
  const over: SvgNode[] = [];
  const sky: SvgNode[] = [];

  // Washing: at a basin of running water, the thing held out over it.
  const basin = model.action === 'washing' && !model.inBed && hero.member.look.kind === 'human' ? washAt(hero, placed, backdrop, ctx) : [];

  // Something found or looked at on the ground is pointed at: the arm aims at the thing's middle.
  const key = model.props.find((prop) => prop.key);
  let pointing: SceneLayout['pointing'];
  const scopeNodes =
    key && hero.scope
      ? [{ tag: 'g', attrs: { 'data-prop': key.kit, 'data-noun': key.noun }, children: drawTelescope(hero.scope, key.colour ?? '#4f6fb0') } as SvgNode]
      : undefined;
  const groundKey = scopeNodes
    ? { nodes: scopeNodes, box: boundsOf(scopeNodes) ?? { x0: 0, y0: 0, x1: 0, y1: 0 } }
    : key && !model.inBed && (key.placement === 'ground' || key.placement === 'between')
      ? groundSpot(key, model, hero, placed)
      : undefined;
  // Things that stand behind everyone (a door, a piano), placed first: a door found is pointed at like a thing on the ground.
  const sceneryNodes: SvgNode[] = [];
  let sceneryKey: Box | undefined;
  for (const prop of model.props) {
    if (prop.placement !== 'scenery') continue;
    const drawnScenery = drawSceneryProp(prop, hero, camera.scale, model.action, backdrop, placed);
    sceneryNodes.push(...drawnScenery);
    if (prop.key && prop.kit !== 'piano') sceneryKey = taggedBounds(drawnScenery, 'data-prop')[0]?.box;
  }
  const animalKey = key && key.placement === 'animal' && model.mount !== -1 && !model.inBed ? animalSpot(key, hero, placed, camera.scale) : undefined;
  const aimed = groundKey ?? (sceneryKey ? { box: sceneryKey } : animalKey ? { box: animalKey.box } : undefined);
  // Listening to a thing (a shell on the sand): turned to it, the cupped hand on the far side.
  if (aimed && hero.member.facing === 'key' && hero.member.pose === 'listen') turnTo(hero, centreOf(aimed.box).x);
  // Looking at a thing or an animal, or finding it: turned to it, never pointing away with the eyes on the reader.
  if (
    aimed &&
    (model.action === 'looking' || model.action === 'finding' || (model.action === 'playing' && !!animalKey)) &&
    hero.member.pose === 'point' &&
    !hero.carrier &&
    !hero.scope
  ) {
    const wasFlip = hero.flip;
    hero.flip = centreOf(aimed.box).x < hero.x;
    if (hero.flip !== wasFlip) hero.figure = drawCharacter(hero.member.look, hero.member.pose, hero.member.expression, hero.member.gaze);
  }
  const aimAt = (box: Box): void => {
    const look = hero.member.look;
    if (look.kind !== 'human') return;
    const target = centreOf(box);
    const local = { x: ((target.x - hero.x) / hero.scale) * (hero.flip ? -1 : 1), y: (target.y - hero.y) / hero.scale };
    // Found on the ground: the child turns to it and bends towards it, the arm pointing down at it.
    // Looking at a thing is done facing it too: the eyes on the thing, never on the reader.
    const finding =
      (model.action === 'finding' || model.action === 'looking' || (model.action === 'playing' && !!animalKey)) &&
      (target.x - hero.x) * (hero.flip ? -1 : 1) > 0;
    // A thing on the ground is bent down to; a door in the wall is turned to, upright.
    const low = finding && (!!groundKey || !!animalKey);
    hero.figure = drawHuman(look, 'point', hero.member.expression, {
      gaze: hero.member.gaze || (finding ? 1 : 0),
      // The eyes go down to a thing on the ground, level to a door in the wall.
      ...(finding ? { gazeDown: low ? 1 : 0.2 } : {}),
      aim: local,
      ...(finding ? { turn: 1, ...(low ? { lean: 14 } : {}) } : {}),
    });
    const toPage = (q: Point): Point => ({ x: hero.x + (hero.flip ? -1 : 1) * q.x * hero.scale, y: hero.y + q.y * hero.scale });
    if (hero.figure.shoulder) pointing = { shoulder: toPage(hero.figure.shoulder), hand: toPage(hero.figure.hand), target };
  };
  if (aimed && !hero.scope && hero.member.pose === 'point' && hero.member.look.kind === 'human') aimAt(aimed.box);

  // Building: bent to the thing being made, a hand at work on it with a tool or a piece, loose pieces beside it.
  const made = model.action === 'building' && groundKey && hero.member.look.kind === 'human' && !hero.carrier ? key : undefined;
  const makes = !!made;
  if (made && groundKey) makingCue(made, hero, groundKey.box);
  // A thing on the ground never stands over a leg or a hand that does not hold it: it moves along, away from the child.
  const workedKey = makes && groundKey ? bigEnoughToWorkOn(groundKey, hero) : groundKey;
  const movedKey = workedKey && !scopeNodes ? clearOfLimbs(workedKey, hero, placed, makes) : workedKey;
  // Moved clear of the legs, the thing found is pointed at where it now lies, never at the empty floor it left.
  if (pointing && movedKey && movedKey !== groundKey && !makes && groundKey === aimed) aimAt(movedKey.box);
  let making = made && movedKey ? makingCue(made, hero, movedKey.box) : undefined;
  let workedOn = movedKey;
  if (made && making && movedKey) {
    // Too low for the crouching child's hand (a mask flat on the ground): it is made on a low bench, up at the hand.
    const raise = movedKey.box.y0 + 8 * hero.scale - making.hand.y;
    if (raise > 12 * hero.scale) {
      const b = movedKey.box;
      const wood = '#b98550';
      const bench = group(
        [
          rect(b.x0 + 10, b.y1 - raise + 6, 16 * hero.scale, raise - 6, { kind: 'figure', fill: shade(wood, -0.15) }, 3),
          rect(b.x1 - 10 - 16 * hero.scale, b.y1 - raise + 6, 16 * hero.scale, raise - 6, { kind: 'figure', fill: shade(wood, -0.15) }, 3),
          rect(b.x0 - 12, b.y1 - raise - 4, b.x1 - b.x0 + 24, 16 * hero.scale, { kind: 'figure', fill: wood }, 4),
        ],
        { 'data-cue': 'workbench' },
      );
      workedOn = {
        nodes: [bench, { tag: 'g', attrs: { transform: `translate(0 ${r(-raise)})` }, children: movedKey.nodes }],
        box: { ...b, y0: b.y0 - raise, y1: b.y1 - raise },
      };
      making = makingCue(made, hero, workedOn.box);
    }
  }

  // Playing a guitar: held across the body, one hand on the neck and one strumming at the strings.
  const strum =
    key && key.placement === 'hand' && STRUMMED.has(key.kit) && model.action === 'playing' && !model.inBed && !hero.carrier ? strumPose(hero) : undefined;
  // A cape looked at or held: held up by its two top corners, hanging open in front of the child.
  const heldCape =
    key && key.kit === 'cape' && key.placement === 'hand' && hero.member.look.kind === 'human' && !model.inBed && !hero.carrier
      ? capeHeldUp(key, hero)
      : undefined;

  // Flying on their own: clouds below and speed lines behind, so nobody reads as standing on a roof.
  if (model.action === 'flying' && model.mount === undefined) for (const p of placed) if (p.member.spot === 'air') behind.push(...flightMarks(p));

  // Running together: everyone running has speed lines behind, so a robot or a tortoise with no stride of its own
  // reads as running too, not standing still beside a running child.
  const running: string[] = [];
  if ((model.action === 'running' || model.action === 'playing') && !model.inBed && !model.mount)
    for (const p of placed)
      // Playing, only a child is drawn mid-stride; a robot or a hen in the game stands, with no speed lines beside it.
      if (p.member.pose === 'run' && !p.held && p.member.spot === 'ground' && (model.action === 'running' || p.member.look.kind === 'human')) {
        behind.push(...runMarks(p));
        running.push(p.member.look.name);
      }

  // Things that stand behind everyone: a tunnel, a door, the bed.
  behind.push(...sceneryNodes);

  const order = [...placed].sort((a, b) => Number(!!a.front) - Number(!!b.front) || a.y - b.y || (a === hero ? 1 : b === hero ? -1 : 0));
  for (const p of order) if (!(p === hero && hero.carrier)) figures.push(...drawPlaced(p, model, backdrop, ctx));
  // Hugging hands go over the friend being hugged.
  for (const p of placed) if (p.figure.overlay && !(p === hero && hero.carrier)) figures.push(place(p.x, p.y, p.scale, p.figure.overlay, p.flip, p.rotate));

  over.push(...basin);
  // Talking: a speech mark by the speaker's mouth, on the side of the one spoken to.
  let speech: Box | undefined;
  if (model.action === 'talking' && placed.length > 1) {
    const mark = speechMark(hero, placed.find((p) => p !== hero && p.member.look.name === model.partner) ?? placed[1]!, placed, model.says);
    over.push(mark.node);
    speech = mark.box;
  }

  // The key object, where the action puts it.
  const grips: { name: string; x: number; y: number }[] = [];
  for (const prop of model.props) {
    if (prop.placement === 'scenery') continue;
    const drawnProp =
      prop === key && workedOn
        ? workedOn.nodes
        : prop === key && strum
          ? playedInstrument(prop, hero, strum)
          : prop === key && heldCape
            ? heldCape
            : drawPropAt(prop, model, hero, placed, floor, camera.scale, rng, prop === key ? animalKey : undefined);
    if (prop.placement === 'sky') sky.push(...drawnProp);
    else if (prop.placement === 'worn' && prop.kit === 'cape') behind.push(...drawnProp);
    else over.push(...drawnProp);
    // A bite held at the mouth shows its fingers on it too; a plate and its fork are held as drawn.
    const eats = hero.member.pose === 'eat';
    if (prop.placement === 'hand' && hero.member.look.kind === 'human' && !model.inBed && !hero.carrier && (!eats || !PLATED.has(prop.kit))) {
      // A thing held shows the hand holding it: each hand on the thing is drawn over it (never a book hiding the arm, floating).
      const box = boundsOf(drawnProp, undefined, { skipTones: true });
      const skin = hero.member.look.skin.hex;
      for (const which of ['hand', 'otherHand'] as const) {
        const at = handPoint(hero, which);
        if (!box || at.x < box.x0 - 8 || at.x > box.x1 + 8 || at.y < box.y0 - 8 || at.y > box.y1 + 8) continue;
        if (!strum) over.push(group([circle(at.x, at.y, 13 * hero.scale, { kind: 'figure', fill: skin })], { 'data-cue': 'grip' }));
        grips.push({ name: hero.member.look.name, ...at });
      }
    }
  }

  if (making) over.push(...making.nodes);
  if (making) grips.push({ name: hero.member.look.name, ...making.hand });

  // Arriving: the way the hero came, leading in from the distance to the feet (a path, footprints, a rocket on the moon).
  if (model.action === 'arriving' && !model.inBed && !INDOOR.has(model.setting)) nodes.push(...arrivalTrail(model, hero, backdrop, ctx));

  const frontGroup = framed(backdrop.front, lift);
  if (lift) nodes.push(frontGroup);
  nodes.push(...sky, ...behind, ...figures, ...over);
  if (!lift) nodes.push(frontGroup);
  if (model.cover) nodes.push(...coverNodes(model.cover, hero, ctx, placed.filter((p) => p !== hero).map(figureBox)));
  const swimming = model.action === 'swimming' && model.setting === 'beach';
  if (swimming) nodes.push(...waterOver(hero, ctx));
  nodes.push(...styleTouches(model, rng));

  const heads = placed.map((p) => headBox(p));
  const bodies = model.inBed ? [] : placed.flatMap((p) => (p.carrier ? [p, p.carrier] : [p])).map(figureBox);
  const hands = model.inBed
    ? []
    : placed
        .filter((p) => p.member.look.kind === 'human')
        .flatMap((p) =>
          [handPoint(p), handPoint(p, 'otherHand')].map((h) => ({
            x0: h.x - 16 * p.scale,
            y0: h.y - 16 * p.scale,
            x1: h.x + 16 * p.scale,
            y1: h.y + 16 * p.scale,
          })),
        );
  // Things drawn that are not held or worn (a star in the sky, a bucket on the sand): small landmarks keep off them.
  const loose = new Set(model.props.filter((p) => p.placement !== 'hand' && p.placement !== 'worn').map((p) => p.kit));
  const things = taggedBounds([...sky, ...behind, ...over], 'data-prop')
    .filter((t) => loose.has(t.value))
    .map((t) => t.box);
  const landmarks = keepLandmarksClear(backGroups, model.inBed ? [] : heads, bodies, hands, model.inBed ? [] : things);
  const scenery = keepSceneryClear([...backGroups, frontGroup], bodies);
  const coverBox = model.cover ? taggedBounds(nodes, 'data-cover')[0]?.box : undefined;
  const decorations = clearDecorations(nodes, placed.flatMap((p) => (p.carrier ? [p, p.carrier] : [p])).map(figureBox));
  return {
    nodes,
    layout: {
      ...describe(model, backdrop, placed, heads, nodes, landmarks, pointing, floor),
      scenery,
      decorations,
      grips,
      running,
      ...(swimming ? { waterline: waterlineOf(hero) } : {}),
      ...(speech ? { speech, says: model.says ?? 'say' } : {}),
      ...(coverBox && model.cover
        ? {
            cover: {
              name: model.cover,
              box: coverBox,
              panels: partsWithin(nodes, 'data-cover', 'panel').map((p) => p.box),
              hangers: partsWithin(nodes, 'data-cover', 'hanger').map((p) => p.box),
            },
          }
        : {}),
    },
  };
}

/** The way the hero came: a trail from the horizon behind them to their feet; footprints on sand and moon dust, a rocket where they landed. */
function arrivalTrail(model: SceneModel, hero: Placed, backdrop: Backdrop, ctx: BackdropContext): SvgNode[] {
  const facing = hero.flip ? -1 : 1;
  const feet = { x: hero.x, y: (hero.ground ?? hero.y) + 2 };
  const top = (backdrop.horizon ?? 470) + 40;
  const start = { x: Math.max(60, Math.min(W - 60, hero.x - facing * 360)), y: top };
  const bend = { x: (start.x + feet.x) / 2 - facing * 120, y: (start.y + feet.y) / 2 + 30 };
  const at = (t: number): Point => ({
    x: (1 - t) ** 2 * start.x + 2 * (1 - t) * t * bend.x + t * t * feet.x,
    y: (1 - t) ** 2 * start.y + 2 * (1 - t) * t * bend.y + t * t * feet.y,
  });
  const soft = model.setting === 'beach' || model.setting === 'space' || model.setting === 'underwater';
  const cue: SvgNode[] = [];
  if (!soft) {
    // A worn path, narrow in the distance and wide at the feet.
    const left: Point[] = [];
    const right: Point[] = [];
    for (let k = 0; k <= 12; k++) {
      const t = k / 12;
      const p = at(t);
      const half = (14 + t * 70) * Math.max(0.6, hero.scale);
      left.push({ x: p.x - half, y: p.y });
      right.push({ x: p.x + half, y: p.y });
    }
    const d = `M${left.map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`).join('L')}L${right
      .reverse()
      .map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`)
      .join('L')}Z`;
    cue.push(path(d, { kind: 'land', fill: ctx.c('#e6cf9f'), edge: ctx.c('#cdb27c') }));
  }
  // Footprints along the way, in pairs, growing nearer.
  for (let k = 1; k <= 9; k++) {
    const t = k / 10.5;
    const p = at(t);
    const q = at(t + 0.01);
    const nx = -(q.y - p.y);
    const ny = q.x - p.x;
    const len = Math.hypot(nx, ny) || 1;
    const side = k % 2 ? 1 : -1;
    const size = (5 + t * 9) * Math.max(0.7, hero.scale);
    cue.push(
      ellipse(p.x + (side * nx * size * 0.9) / len, p.y + (side * ny * size * 0.9) / len, size * 0.7, size * 0.42, {
        kind: 'land',
        fill: ctx.c(soft ? (model.setting === 'space' ? '#8f86b8' : '#d9b878') : '#c9a86a'),
      }),
    );
  }
  const nodes: SvgNode[] = [{ tag: 'g', attrs: { 'data-cue': soft ? 'footprints' : 'path' }, children: cue }];
  if (model.setting === 'space') {
    // The rocket that brought them, landed where the footprints start.
    const x = start.x;
    const y = start.y + 6;
    nodes.push({
      tag: 'g',
      attrs: { 'data-cue': 'rocket' },
      children: [
        path(`M${x - 34} ${y}L${x - 50} ${y + 4}L${x - 30} ${y - 50}Z`, { kind: 'figure', fill: ctx.c('#e5484d') }),
        path(`M${x + 34} ${y}L${x + 50} ${y + 4}L${x + 30} ${y - 50}Z`, { kind: 'figure', fill: ctx.c('#e5484d') }),
        path(`M${x - 30} ${y}Q${x - 36} ${y - 110} ${x} ${y - 170}Q${x + 36} ${y - 110} ${x + 30} ${y}Z`, { kind: 'figure', fill: ctx.c('#eef0f6') }),
        circle(x, y - 100, 14, { kind: 'figure', fill: ctx.c('#7cc8ec') }),
        path(`M${x - 26} ${y - 40}L${x + 26} ${y - 40}`, { kind: 'line', width: 3 }),
      ],
    });
  }
  return nodes;
}

function pillowBox(bedAt: { x: number; y: number }): Box {
  return { x0: bedAt.x - 150, y0: bedAt.y - 200, x1: bedAt.x + 150, y1: bedAt.y - 140 };
}

function describe(
  model: SceneModel,
  backdrop: Backdrop,
  placed: Placed[],
  heads: Box[],
  nodes: SvgNode[],
  landmarks: SceneLayout['landmarks'],
  pointing: SceneLayout['pointing'],
  floor: number,
): SceneLayout {
  const figureBoxes = new Map(taggedBounds(nodes, 'data-name').map((t) => [t.value, t.box]));
  const hero = placed[0]!;
  const carrier = hero.carrier ?? (model.mount !== undefined && model.mount > 0 ? placed[model.mount] : undefined);
  return {
    width: W,
    height: H,
    margin: SAFE_MARGIN,
    figures: placed.map((p, i) => ({
      name: p.member.look.name,
      role: p.member.role,
      kit: p.member.kit,
      spot: p.member.spot,
      box: figureBoxes.get(p.member.look.name) ?? figureBox(p),
      head: heads[i]!,
      hands: p.member.look.kind === 'human' ? [handPoint(p), handPoint(p, 'otherHand')] : [],
      held: !!p.held,
      riding: p === hero && !!carrier,
      facing: p.flip ? -1 : 1,
      gaze: (p.figure.gaze ?? Math.sign(p.member.gaze)) * (p.flip ? -1 : 1),
      turn: pageFacing(p),
      gazeDown: p.figure.gazeDown ?? 0,
      feet: p.ground ?? p.y,
    })),
    ...(backdrop.indoor && backdrop.wallBase !== undefined ? { floorLine: backdrop.wallBase } : {}),
    ...(model.inBed && backdrop.bed ? { pillow: pillowBox(backdrop.bed) } : {}),
    ...(hero.scope ? { scope: { eyepiece: hero.scope.eyepiece, end: hero.scope.end, looker: hero.scope.looker } } : {}),
    ...(carrier
      ? {
          carrier: {
            name: carrier === hero.carrier ? 'key object' : carrier.member.look.name,
            box: figureBox(carrier),
            ...(carrier.aloft ? { aloft: true, shadow: boxOfShadow(carrierShadow(carrier, floor)) } : {}),
            ...(carrier.winged ? { winged: true } : {}),
          },
        }
      : {}),
    props: taggedBounds(nodes, 'data-prop').map((t) => {
      const prop = model.props.find((p) => p.kit === t.value)!;
      const fill = mainFill(t.node);
      const lit = SHINES.has(t.value) ? boundsOf([t.node], t.matrix) : undefined;
      // Held, everything drawn with it too (its glow, a trail): all of it in the hand, nothing reaching off to the face.
      const whole = prop?.placement === 'hand' ? boundsOf([t.node], t.matrix) : undefined;
      return {
        kit: t.value,
        key: !!prop?.key,
        placement: prop?.placement ?? 'ground',
        box: t.box,
        ...(fill ? { fill } : {}),
        ...(lit ? { lit } : {}),
        ...(whole ? { whole } : {}),
      };
    }),
    landmarks,
    faces: partsWithin(nodes, 'data-name', 'face').map((f) => ({ name: f.value, ...centreOf(f.box) })),
    legs: partsWithin(nodes, 'data-name', 'leg').map((l) => ({ name: l.value, box: l.box })),
    ...(pointing ? { pointing } : {}),
  };
}

/** The fill of the biggest solid shape in a drawing (by its box), skipping a nest or stand under it when the thing itself is bigger. */
function mainFill(node: SvgNode): string | undefined {
  let best: { area: number; fill: string } | undefined;
  const visit = (n: SvgNode): void => {
    if (n.paint?.kind === 'figure' && n.paint.fill) {
      const b = boundsOf([{ ...n, children: [] }]);
      const area = b ? (b.x1 - b.x0) * (b.y1 - b.y0) : 0;
      if (!best || area > best.area) best = { area, fill: n.paint.fill };
    }
    for (const c of n.children ?? []) visit(c);
  };
  visit(node);
  return best?.fill;
}

function figureBox(p: Placed): Box {
  return boundsOf([place(p.x, p.y, p.scale, p.figure.nodes, p.flip, p.rotate)], undefined, { skipTones: true }) ?? { x0: p.x, y0: p.y, x1: p.x, y1: p.y };
}

/** The head: round the head point the kit gives, or the top of the figure. */
function headBox(p: Placed): Box {
  const box = figureBox(p);
  const head = p.figure.head;
  if (!head) return { ...box, y1: box.y0 + (box.y1 - box.y0) * 0.35 };
  const cx = p.x + (p.flip ? -1 : 1) * head.x * p.scale;
  const cy = p.y + head.y * p.scale;
  // A space helmet's glass or big puffs of hair stand out past the face: they are part of the head.
  const look = p.member.look;
  const radius =
    (look.kind === 'human' ? (look.spaceSuit || look.hairStyle === 'puffs' ? 88 : 64) : Math.max(40, ((box.y1 - box.y0) / p.scale) * 0.18)) * p.scale;
  return { x0: cx - radius, y0: Math.min(box.y0, cy - radius), x1: cx + radius, y1: cy + radius };
}

/**
 * No small cast low under an empty sky: a group whose tallest top is below the upper third is
 * scaled up about its feet (at most half again), so the figures fill the lower two thirds.
 */
function fillLowerTwoThirds(placed: Placed[], floor: number, most = 1.5): void {
  if (placed.some((p) => p.member.spot === 'air' || p.member.spot === 'water' || p.carrier)) return;
  const all = placed;
  const boxes = all.map(figureBox);
  const top = Math.min(...boxes.map((b) => b.y0));
  const wide = Math.max(...boxes.map((b) => b.x1)) - Math.min(...boxes.map((b) => b.x0));
  const want = H * 0.36;
  if (top <= want) return;
  // Room left at the sides for what is held out (a skipping rope, a kite).
  const k = Math.min(most, (floor - want) / Math.max(1, floor - top), (W * 0.62) / Math.max(1, wide));
  if (k <= 1) return;
  const cx = all.reduce((sum, p) => sum + p.x, 0) / all.length;
  for (const p of all) {
    p.scale *= k;
    p.x = cx + (p.x - cx) * k;
    p.y = floor + (p.y - floor) * k;
    if (p.ground !== undefined) p.ground = floor + (p.ground - floor) * k;
  }
}

/**
 * The safe frame for the cast: the whole group is scaled about its feet and moved so every figure
 * (and what the hero rides) keeps a margin inside the picture. Nobody is sliced by the edge.
 */
function fitToFrame(placed: Placed[], floor: number): void {
  const all = (): Placed[] => placed.flatMap((p) => (p.carrier ? [p, p.carrier] : [p]));
  const union = (): Box =>
    all()
      .map(figureBox)
      .reduce((a, b) => ({ x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) }));
  const room = { w: W - 2 * SAFE_MARGIN, h: H - 2 * SAFE_MARGIN };
  let box = union();
  const k = Math.min(1, room.w / (box.x1 - box.x0), room.h / (box.y1 - box.y0));
  if (k < 1) {
    const cx = (box.x0 + box.x1) / 2;
    for (const p of all()) {
      p.scale *= k;
      p.x = cx + (p.x - cx) * k;
      p.y = floor + (p.y - floor) * k;
      if (p.ground !== undefined) p.ground = floor + (p.ground - floor) * k;
    }
    box = union();
  }
  const dx = box.x0 < SAFE_MARGIN ? SAFE_MARGIN - box.x0 : box.x1 > W - SAFE_MARGIN ? W - SAFE_MARGIN - box.x1 : 0;
  const dy = box.y0 < SAFE_MARGIN ? SAFE_MARGIN - box.y0 : box.y1 > H - SAFE_MARGIN ? H - SAFE_MARGIN - box.y1 : 0;
  for (const p of all()) {
    p.x += dx;
    p.y += dy;
    if (p.ground !== undefined) p.ground += dy;
  }
}

/**
 * Hiding behind a curtain with a friend: the friend stands beside the curtain, never with a strip of it drawn
 * through the middle of their body (the curtain hangs in front of the hero, as `coverNodes` draws it).
 */
function besideTheCurtain(placed: Placed[], hero: Placed): void {
  const height = -hero.figure.top * hero.scale;
  const span = { x0: hero.x - height * 0.6 - 14, x1: hero.x + height * 0.2 + 30 };
  for (const p of placed) {
    if (p === hero || p.held) continue;
    const b = figureBox(p);
    if (b.x1 <= span.x0 || b.x0 >= span.x1) continue;
    const left = (b.x0 + b.x1) / 2 < hero.x;
    p.x += left ? span.x0 - b.x1 : span.x1 - b.x0;
    p.flip = p.x > hero.x;
  }
  // Moved out of the picture: everyone comes back in together, the curtain with them.
  const all = placed.map(figureBox);
  const x0 = Math.min(...all.map((b) => b.x0), span.x0);
  const x1 = Math.max(...all.map((b) => b.x1), span.x1);
  const shift = x0 < SAFE_MARGIN ? SAFE_MARGIN - x0 : x1 > W - SAFE_MARGIN ? W - SAFE_MARGIN - x1 : 0;
  for (const p of placed) p.x += shift;
}

/**
 * Indoors the floor ends at the wall: anyone standing (a hen spread out further back, seen from above) has their
 * feet on the floor in front of it, never up against the cupboards with their shadow on the doors.
 */
function onTheFloor(placed: Placed[], backdrop: Backdrop): void {
  if (!backdrop.indoor || backdrop.wallBase === undefined) return;
  const front = backdrop.wallBase + FLOOR_INSET;
  for (const p of placed) {
    const look = p.member.look;
    // A ladybird or a bee hovers by the child's head; someone carried or riding is where they are carried.
    const hovers = look.kind === 'creature' && !!SPECIES[look.species]?.flies;
    if (p.member.spot !== 'ground' || p.held || p.carrier || hovers || placed.some((q) => q.carrier === p)) continue;
    const feet = p.ground ?? p.y;
    if (feet >= front) continue;
    p.y += front - feet;
    if (p.ground !== undefined) p.ground = front;
  }
}

/**
 * Landmarks keep out of the cast's faces and inside the frame: one that would sit on a head (a
 * boat like a hat) or be sliced by the edge moves sideways to the nearest clear spot; with no
 * clear spot it is left out. Shapes that run off the side on purpose may bleed, whole.
 */
function keepLandmarksClear(groups: SvgNode[], heads: Box[], bodies: Box[] = [], hands: Box[] = [], things: Box[] = []): SceneLayout['landmarks'] {
  const out: SceneLayout['landmarks'] = [];
  // A window is fixed in the wall: a painting moved off a head never hangs over it.
  const windows = taggedBounds(groups, 'data-part')
    .filter((t) => t.value === 'window')
    .map((t) => t.box);
  const dropped: { value: string; node: SvgNode; box: Box; matrix: number[]; attrs: SvgNode['attrs']; children: SvgNode[] }[] = [];
  // Things standing on the ground near the cast (springs and their steam, a palm) keep off bodies too, steam and all.
  // Filler trees last, so they keep clear of wherever the named landmarks ended up.
  const tagged = taggedBounds(groups, 'data-landmark')
    .map((t) => (NEAR_LANDMARKS.has(t.value) ? { ...t, box: boundsOf([t.node], t.matrix) ?? t.box } : t))
    .sort((a, b) => Number(a.value === 'tree') - Number(b.value === 'tree'));
  // Whole size first; one left out (a volcano behind a close-up's heads) comes back smaller, so the place still shows.
  const fit = (entry: { value: string; node: SvgNode; box: Box; matrix: number[] }, scales: number[], attrs: SvgNode['attrs']): boolean => {
    const { value, node, box, matrix } = entry;
    const bleeds = BLEEDING_LANDMARKS.has(value);
    // A landmark meant to run off the side still shows most of itself: moved off a head, never pushed out of the picture.
    const shown = (b: Box): boolean => Math.min(b.x1, W) - Math.max(b.x0, 0) >= Math.min(b.x1 - b.x0, W) * 0.6;
    const fits = (b: Box): boolean =>
      (bleeds ? shown(b) : insideFrame(b, W, H, SAFE_MARGIN)) &&
      !heads.some((h) => overlaps(b, h, 6)) &&
      !(NEAR_LANDMARKS.has(value) && bodies.some((f) => overlaps(b, f, 4))) &&
      // A small thing behind a hand (a lamppost's lamp, a boat on the sea) reads as grabbed: it stands clear of every hand.
      !(b.x1 - b.x0 < 160 && hands.some((h) => overlaps(b, h, 0))) &&
      // A tree is only filler: moved off a head, it never stands in front of the place named (a bandstand, a barn).
      !(value === 'tree' && out.some((o) => o.name !== 'tree' && o.name !== 'sun' && overlaps(b, o.box, 6))) &&
      // A painting moved off a head is hung beside the others, never over one.
      !(value === 'painting' && (out.some((o) => o.name === 'painting' && overlaps(b, o.box, 10)) || windows.some((w) => overlaps(b, w, 10)))) &&
      // Things standing in the scene are never drawn through one another (a palm through a sandcastle, a boat on a palm's crown).
      !(standsApart(value, bleeds) && out.some((o) => standsApart(o.name, o.bleeds) && !restsOn(value, o.name) && overlaps(b, o.box, -APART_MARGIN))) &&
      // A small one (a boat, a sandcastle, a planet) never pokes out of anyone's body, nor sits on a thing drawn (a star in the sky).
      !(
        standsApart(value, bleeds) &&
        (box.x1 - box.x0 <= SMALL_LANDMARK || value === 'planet') &&
        [...bodies, ...things].some((f) => overlaps(b, f, -APART_MARGIN))
      );
    for (const k of scales) {
      // Scaled about the middle of its foot, then moved.
      const ax = (box.x0 + box.x1) / 2;
      const ay = box.y1;
      const sized: Box = { x0: ax + (box.x0 - ax) * k, y0: ay + (box.y0 - ay) * k, x1: ax + (box.x1 - ax) * k, y1: ay };
      const shifted = (dx: number, dy: number): Box => ({ x0: sized.x0 + dx, y0: sized.y0 + dy, x1: sized.x1 + dx, y1: sized.y1 + dy });
      // Into the frame first (a sun or a barn half off the edge comes in), then sideways out of the way.
      const inX = bleeds ? 0 : sized.x0 < SAFE_MARGIN ? SAFE_MARGIN - sized.x0 : sized.x1 > W - SAFE_MARGIN ? W - SAFE_MARGIN - sized.x1 : 0;
      const inY = bleeds ? 0 : sized.y0 < SAFE_MARGIN ? SAFE_MARGIN - sized.y0 : sized.y1 > H - SAFE_MARGIN ? H - SAFE_MARGIN - sized.y1 : 0;
      let move: [number, number] | undefined;
      for (let step = 0; step <= W && !move; step += 16) {
        for (const dx of step ? [inX - step, inX + step] : [inX]) if (!move && fits(shifted(dx, inY))) move = [dx, inY];
      }
      if (!move) continue;
      const [dx, dy] = move;
      const [a, , , d, e, f] = matrix as [number, number, number, number, number, number];
      const own = attrs?.transform ? ` ${String(attrs.transform)}` : '';
      if (k !== 1) {
        // In the group's own units: p -> k p + t keeps the anchor (moved by dx, dy) where it belongs.
        const cx = (ax - e) / a;
        const cy = (ay - f) / d;
        node.attrs = { ...attrs, transform: `translate(${Math.round(cx * (1 - k) + dx / a)} ${Math.round(cy * (1 - k) + dy / d)}) scale(${k})${own}` };
        node.scale = (node.scale ?? 1) * k;
      } else if (dx || dy) node.attrs = { ...attrs, transform: `translate(${Math.round(dx / a)} ${Math.round(dy / d)})${own}` };
      out.push({ name: value, box: shifted(dx, dy), bleeds });
      return true;
    }
    return false;
  };
  for (const entry of tagged) {
    const attrs = entry.node.attrs;
    const children = entry.node.children ?? [];
    if (fit(entry, [1], attrs)) continue;
    entry.node.attrs = {};
    entry.node.children = [];
    dropped.push({ ...entry, attrs, children });
  }
  if (dropped.length) {
    for (const entry of dropped) {
      entry.node.children = entry.children;
      entry.node.attrs = entry.attrs;
      // Every landmark left out comes back smaller where there is room (the hot springs the caption names, beside the cast).
      if (fit(entry, [0.75, 0.6, 0.45, 0.35], entry.attrs)) continue;
      entry.node.attrs = {};
      entry.node.children = [];
    }
  }
  // A landmark brought back smaller may land behind a filler tree: the tree goes, the place named stays in view.
  const hidden = out.filter((t) => t.name === 'tree' && out.some((o) => o.name !== 'tree' && o.name !== 'sun' && overlaps(t.box, o.box, 0)));
  for (const t of hidden) {
    const entry = tagged.find((e) => e.value === 'tree' && e.node.children?.length);
    if (entry) entry.node.children = [];
    out.splice(out.indexOf(t), 1);
  }
  return out;
}

/** How far two things standing in a scene may touch (a boat's hull over the sea's edge, a counter's top under a machine). */
export const APART_MARGIN = 8;
/** As wide as a boat or a sandcastle (and any planet): small enough to move aside, never drawn out of someone's body. */
const SMALL_LANDMARK = 260;
/** Landmarks drawn on the wall (paintings, posters), the sun and filler trees: they may stand behind other things. */
function standsApart(name: string, bleeds: boolean): boolean {
  return !bleeds && name !== 'sun' && name !== 'tree' && name !== 'painting' && !name.startsWith('poster-');
}
/** Things made to stand on another: a café's coffee machine on its counter. */
const RESTS_ON: Record<string, string> = { coffeeMachine: 'cakeCounter', cakeCounter: 'coffeeMachine' };
const restsOn = (a: string, b: string): boolean => RESTS_ON[a] === b;

/** Landmarks that stand on the ground near the cast: never behind anyone's body, so nothing seems to grow out of them. */
// A pond is water: nobody stands over it, so it keeps off every body (feet included), not just heads.
const NEAR_LANDMARKS = new Set(['hotSprings', 'palm', 'pond']);

/**
 * Small scenery near the cast (a flower, a shell, a palm-fern): one that would overlap a figure
 * (a flower out of a hen's tail, a starfish on a shoe, fronds out of a head) moves sideways to a
 * clear spot inside the picture, or is left out.
 */
function keepSceneryClear(groups: SvgNode[], bodies: Box[]): { name: string; box: Box }[] {
  const out: { name: string; box: Box }[] = [];
  for (const entry of taggedBounds(groups, 'data-scenery')) {
    const box = boundsOf([entry.node], entry.matrix) ?? entry.box;
    const shifted = (dx: number): Box => ({ ...box, x0: box.x0 + dx, x1: box.x1 + dx });
    const fits = (b: Box): boolean => b.x0 >= 0 && b.x1 <= W && !bodies.some((f) => overlaps(b, f, 6));
    let move: number | undefined;
    for (let step = 0; step <= 480 && move === undefined; step += 12)
      for (const dx of step ? [-step, step] : [0]) if (move === undefined && fits(shifted(dx))) move = dx;
    if (move === undefined) {
      entry.node.children = [];
      continue;
    }
    const a = entry.matrix[0] || 1;
    if (move)
      entry.node.attrs = {
        ...entry.node.attrs,
        transform: `translate(${Math.round(move / a)} 0)${entry.node.attrs?.transform ? ` ${String(entry.node.attrs.transform)}` : ''}`,
      };
    out.push({ name: String(entry.value), box: shifted(move) });
  }
  return out;
}

/**
 * Stars, twinkles, bubbles and shooting stars are scattered at random: one that lands on someone (a
 * twinkle on a chin, a bubble on a mouth, a star on a robot's antenna) is left out; the rest stay.
 */
function clearDecorations(nodes: SvgNode[], bodies: Box[]): { name: string; box: Box }[] {
  const kept: { name: string; box: Box }[] = [];
  const visit = (node: SvgNode, m: ReturnType<typeof parseTransform>): void => {
    const own = multiplyMatrix(m, parseTransform(node.attrs?.transform as string | undefined));
    const name = node.attrs?.['data-deco'];
    if (name !== undefined) {
      const box = boundsOf(node.children ?? [], own);
      if (!box) return;
      if (bodies.some((b) => overlaps(box, b, 6))) node.children = [];
      else kept.push({ name: String(name), box });
      return;
    }
    // Figures carry no decorations of the sky.
    if (node.attrs?.['data-name'] !== undefined) return;
    for (const child of node.children ?? []) visit(child, own);
  };
  for (const node of nodes) visit(node, parseTransform(undefined));
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Where everyone goes.

function layout(model: SceneModel, backdrop: Backdrop, base: number, floor: number, rng: Rng): Placed[] {
  const drawn = model.cast.map((member) => {
    const figure = drawCharacter(member.look, member.pose, member.expression, member.gaze);
    const natural = naturalScale(member.look, member.look.kind === 'creature' ? drawCharacter(member.look, 'relaxed', 'happy') : figure);
    // A tiny rider keeps a child's size on the page: the world (the mount) is drawn huge instead.
    const riding = member.role === 'hero' && model.mount !== undefined;
    const scaleWord = member.scale === 'tiny' ? (riding ? 1 : 0.45) : member.scale === 'giant' ? 2.1 : 1;
    return { member, figure, natural: natural * scaleWord };
  });
  // Seen by a tiny hero, everyone else is huge.
  if (model.cast[0]?.scale === 'tiny') for (const d of drawn.slice(1)) d.natural *= 2.2;
  const side = (model.shot + (model.mirror ? 1 : 0) + (model.repeat ?? 0) + (model.swap ? 1 : 0)) % 2 === 0 ? -1 : 1;
  const placed: Placed[] = drawn.map(({ member, figure, natural }) => ({ member, figure, x: W / 2, y: floor, scale: base * natural, flip: false, rotate: 0 }));
  const hero = placed[0]!;
  const others = placed.slice(1);
  const mount = model.mount !== undefined && model.mount >= 0 ? placed[model.mount] : undefined;

  if (model.inBed && backdrop.bed) {
    // Goodnight: the hero in bed, friends asleep on the rug or at the foot of the bed.
    // Lying down: the head on the pillow, tilted into it, the blanket up to the chin.
    hero.x = backdrop.bed.x;
    hero.scale = 0.95;
    if (hero.member.look.kind === 'human') hero.figure = drawHuman(hero.member.look, 'sleep', hero.member.expression, { tilt: 16 });
    const pillow = centreOf(pillowBox(backdrop.bed));
    hero.y = hero.figure.head ? pillow.y - 6 - hero.figure.head.y * hero.scale : backdrop.bed.y - 60;
    const towards = backdrop.bed.x > W / 2 ? -1 : 1;
    others.forEach((p, i) => {
      p.scale = Math.min(0.9 * drawn[i + 1]!.natural, 300 / Math.max(1, p.figure.halfWidth * 2));
      p.x = backdrop.bed!.x + towards * (BED_HALF_WIDTH + p.figure.halfWidth * p.scale * 0.5 + i * 170);
      p.y = RUG_Y;
      p.flip = towards > 0;
    });
    return placed;
  }

  // A mount is big enough to carry the hero: at least twice as long as the child is wide.
  // A tiny hero's mount is giant: about three times as long as the child is tall.
  const heroTall = -hero.figure.top * hero.scale;
  if (mount)
    mount.scale = Math.max(
      mount.scale,
      (hero.scale * (model.action === 'flying' ? 900 : 540)) / Math.max(1, mount.figure.halfWidth * 2),
      tinyRider(model) ? (heroTall * 3.2) / Math.max(1, mount.figure.halfWidth * 2) : 0,
    );
  // Fit the group to the frame: nobody's head cut off (close-ups may crop the feet), nobody wider than the page.
  const heightOf = (p: Placed): number => -p.figure.top * p.scale;
  const widthOf = (p: Placed): number => p.figure.halfWidth * p.scale * 2;
  const fitTop = model.camera === 'close' ? 30 : 50;
  const tallest = Math.max(...placed.filter((p) => p !== hero || !mount).map((p) => heightOf(p) + (p === mount ? heightOf(hero) * 0.6 : 0)));
  const room = floor - fitTop - (model.action === 'flying' ? 260 : 0);
  let shrink = tallest > room ? room / tallest : 1;
  const totalWidth = placed.filter((p) => p !== hero || !mount).reduce((sum, p) => sum + widthOf(p), 0) * (model.camera === 'close' ? 0.75 : 0.85);
  if (totalWidth * shrink > W * 0.94) shrink = (W * 0.94) / totalWidth;
  for (const p of placed) p.scale *= shrink;

  if (mount) {
    // Riding or flying: the mount carries the hero on its back.
    mount.x = W / 2 + side * 40;
    mount.y = model.action === 'flying' ? 330 + heightOf(mount) * 0.5 : floor;
    mount.flip = side > 0;
    seatOn(hero, mount);
    hero.front = true;
    const rest = others.filter((p) => p !== mount);
    rest.forEach((p, i) => {
      const dir = i % 2 === 0 ? -side : side;
      p.x = mount.x + dir * (widthOf(mount) / 2 + widthOf(p) / 2 + 20);
      p.y = p.member.spot === 'air' ? 300 + i * 40 : floor;
      p.flip = p.x > mount.x;
    });
    clampX(placed);
    return placed;
  }
  if (model.mount === -1) {
    // Riding the key object (a beetle): drawn big, as the tiny hero would see it, with the child on its back at a child's size.
    const prop = model.props.find((p) => p.key);
    if (prop) {
      const look = creatureLook(`${prop.noun}-prop`, prop.species ?? prop.noun);
      look.accessory = 'none';
      const vehicle = look.kind === 'creature' && SPECIES[look.species]?.family === 'vehicle';
      const flying = model.action === 'flying';
      let figure = vehicle ? drawVehicle(look, 'relaxed', 'happy', true) : drawCharacter(look, flying ? 'fly' : 'walk', 'happy');
      // A bus or a car that flies has grown wings; a plane or a rocket has its own way up.
      const winged = flying && vehicle && !SPECIES[look.species]?.flies;
      if (winged) figure = withWings(figure, look.kind === 'creature' ? look.body.hex : '#ffffff');
      let scale = (-hero.figure.top * hero.scale * 2.6) / Math.max(1, figure.halfWidth * 2);
      // Flying, it is up in the sky with the rider on top, seen from further off: both fit above the middle of the picture, well clear of the ground.
      const skyLine = Math.min(floor - 420, 290);
      if (flying) {
        const total = -figure.top * scale + heroTall * 0.75;
        const k = Math.min(1, (skyLine - 40) / Math.max(1, total));
        scale *= k;
        hero.scale *= k;
      }
      const carrier: Placed = {
        member: { ...hero.member, look, kit: look.kind === 'creature' ? look.kit : 'prop', role: 'twist' },
        figure,
        x: W / 2 + side * 30,
        y: flying ? skyLine : floor,
        scale,
        flip: side > 0,
        rotate: flying ? (side > 0 ? 6 : -6) : 0,
        ...(flying ? { aloft: true } : {}),
        ...(winged ? { winged } : {}),
      };
      hero.carrier = carrier;
      seatOn(hero, carrier);
      // Friends on the ground stand aside from the shadow, looking up.
      if (flying)
        others.forEach((p, i) => {
          p.x = carrier.x - side * (figure.halfWidth * scale * 0.5 + 120 + i * 150);
          p.flip = p.x > carrier.x;
        });
    }
    return placed;
  }

  const count = placed.length;
  // Waving to someone: far enough apart for the two raised hands to be seen, not crossing each other's faces.
  const gap = model.action === 'hugging' ? -0.32 : model.action === 'waving' ? 0.7 : model.camera === 'close' ? 0.02 : 0.1;
  const sequence = count >= 3 ? [others[0]!, hero, ...others.slice(1)] : side < 0 ? [hero, ...others] : [...others, hero];
  const widths = sequence.map(widthOf);
  const total = widths.reduce((a, b) => a + b, 0) + gap * (count - 1) * 260 * placed[0]!.scale;
  const centre = count === 1 ? W / 2 + side * 110 : W / 2 + (model.camera === 'close' ? 0 : side * 30);
  let x = centre - total / 2;
  sequence.forEach((p, i) => {
    p.x = x + widths[i]! / 2;
    x += widths[i]! + gap * 260 * placed[0]!.scale;
  });
  // Depth: in a group the friends stand a little behind the hero; seen from above they spread out over the ground.
  for (const p of others) {
    const depth = model.camera === 'above' ? rng.range(-90, -20) : count >= 3 ? -rng.range(10, 26) : -rng.range(0, 8);
    p.y = floor + depth;
    if (count >= 3 || model.camera === 'above') p.scale *= model.camera === 'above' ? 0.92 : 0.94;
  }
  for (const p of placed) {
    // Everyone faces the hero; the hero faces the friend the action is with.
    if (p !== hero) p.flip = p.x > hero.x;
  }
  // On their own, a child turns to the open middle of the picture (where a thing held is seen), so standing on the
  // other side of the page turns them the other way. A child building keeps the side the thing is made on, unless the
  // page before showed the same making turned the same way.
  if (count === 1 && hero.member.look.kind === 'human' && (model.action !== 'building' || model.swap)) hero.flip = hero.x > W / 2;
  const partner = placed.find((p) => p !== hero && p.member.look.name === model.partner) ?? others[0];
  // Looking around on their own: turned towards the open middle of the picture, the place they are looking at.
  if (!partner && hero.member.pose === 'scan') hero.flip = hero.x > W / 2;
  if (partner) {
    // The hero turns to the friend: the figure faces that way and the eyes (in the figure's own frame, forwards) look at them.
    hero.flip = partner.x < hero.x;
    hero.member = { ...hero.member, gaze: 1 };
    hero.figure = drawCharacter(hero.member.look, hero.member.pose, hero.member.expression, hero.member.gaze);
    if (FACE_EACH_OTHER.has(model.action)) {
      // Everyone else turns to the hero: a three-quarter face, eyes on them.
      for (const p of others) {
        p.member = { ...p.member, gaze: 1 };
        p.figure = drawCharacter(p.member.look, p.member.pose, p.member.expression, 1);
      }
    }
  }
  // Running together is running the same way: the friend ahead, the child following, both facing where they go.
  if (partner && model.action === 'running') for (const p of others) if (p.member.pose === 'run') p.flip = hero.flip;
  const inHand = model.props.find((prop) => prop.key && prop.placement === 'hand');
  if (inHand && LOOKED_AT_IN_HAND.has(model.action) && hero.member.look.kind === 'human') {
    // With a thing in the hand (a logbook to look at, a guitar to play), alone or with a friend: the eyes down on it, not on the reader.
    hero.member = { ...hero.member, gaze: 1 };
    hero.figure = drawHuman(hero.member.look as HumanLook, hero.member.pose, hero.member.expression, { gaze: 1, gazeDown: 0.8 });
  }
  if (partner && model.action === 'talking' && partner.member.look.kind === 'creature' && !partner.held) {
    // Talked with, a small friend (a crab) is big enough to face the child: at least a third of the child's height.
    const tall = -partner.figure.top * partner.scale;
    const want = -hero.figure.top * hero.scale * 0.34;
    if (tall < want) partner.scale *= want / Math.max(1, tall);
  }
  const hugged = model.action === 'hugging' || (model.action === 'comforting' && hero.member.pose === 'hug') ? partner : undefined;
  if (hugged) {
    const small = -hugged.figure.top * hugged.scale < -hero.figure.top * hero.scale * 0.55;
    if (small) {
      // A small friend is cuddled in the arms: as wide as the arms reach round, its middle between the two hands.
      hugged.flip = hero.flip;
      const a = handPoint(hero);
      const b = handPoint(hero, 'otherHand');
      const box = figureBox({ ...hugged, x: 0, y: 0, scale: 1, flip: false, rotate: 0 });
      // Held against the tummy: about a third of the child's height, a little wider than the body, the forearms over it.
      const heroTall = -hero.figure.top * hero.scale;
      const bodyWide = (hero.figure.halfWidth - 50) * 2 * hero.scale;
      // Big enough to know (a hen keeps her head and comb): about half the child's height, up to twice the body's width.
      hugged.scale = Math.max(
        0.25 * hero.scale,
        Math.min(hugged.scale * 2.2, (heroTall * 0.48) / Math.max(1, box.y1 - box.y0), (bodyWide * 2.1) / Math.max(1, box.x1 - box.x0)),
      );
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      hugged.x = mid.x - ((box.x0 + box.x1) / 2) * hugged.scale * (hugged.flip ? -1 : 1);
      // The arms round its middle-to-bottom: the head and the top of the body show above the hands.
      hugged.y = mid.y - (box.y1 - (box.y1 - box.y0) * 0.3) * hugged.scale;
      hugged.held = true;
    } else {
      const side = hugged.x > hero.x ? 1 : -1;
      hugged.x = hero.x + side * (hugged.figure.halfWidth * hugged.scale * 0.45);
      hugged.y = hero.y + 8;
      // Cheek to cheek, never one face over the other (a robot's head over a child's helmet): moved along until the heads are apart.
      let moved = false;
      for (let k = 0; k < 12 && overlaps(headBox(hugged), headBox(hero), -10); k++) {
        hugged.x += side * 14 * hero.scale;
        moved = true;
      }
      if (moved && hero.member.look.kind === 'human') {
        // Too tall to hold in the arms: the child leans their head on the friend at their side instead of hugging the air.
        hero.member = { ...hero.member, pose: 'relaxed', gaze: 1 };
        hero.flip = side < 0;
        hero.figure = drawHuman(hero.member.look as HumanLook, 'relaxed', hero.member.expression, { gaze: 1, tilt: 14 });
      }
    }
    if (!small) hugged.flip = hugged.x > hero.x + 5;
    hugged.front = true;
  }
  // Something found or looked at lies between the hero and the friend they turn to.
  const groundThing =
    model.props.find((prop) => prop.key && prop.placement === 'ground') && ['finding', 'looking', 'building', 'playing'].includes(model.action);
  if (groundThing) {
    const facing = hero.flip ? -1 : 1;
    const room = 150 * hero.scale;
    for (const p of others) if ((p.x - hero.x) * facing > 0) p.x += facing * room;
    if (others.length === 0) hero.x -= facing * room * 0.5;
  }
  stageTogether(model, placed, hero, partner);
  if (model.camera === 'close') {
    // A close-up crops the feet, never most of a small friend: small ones come forward into view.
    for (const p of placed) {
      if (p.member.look.kind === 'creature' && p.y > H - 8) p.y = H - 8;
    }
  }
  for (const p of others) {
    // Small flyers (a bee, a butterfly) hover by the hero's head rather than sit in the grass.
    const spec = p.member.look.kind === 'creature' ? SPECIES[p.member.look.species] : undefined;
    if (spec?.flies && spec.size < 0.35 && p.member.spot === 'ground' && model.action !== 'sleeping')
      p.y = Math.min(p.y, hero.y + hero.figure.top * hero.scale * 0.55);
  }
  for (const p of placed) {
    if (p.member.spot === 'air') p.y = 300 + (p === hero ? 60 : rng.range(-40, 60));
    // Out in the waves at the beach, except a friend in the hero's hug, who stays in the arms.
    if (p.member.spot === 'water' && model.setting === 'beach' && !p.held && !(p.front && p !== hero)) p.y = Math.min(p.y, p === hero ? 640 : 600);
    // Under the sea everyone floats a little off the sand, except a friend in the hero's hug, who stays in the arms, below the face.
    if (p.member.spot === 'water' && model.setting === 'underwater' && !p.held && !(p.front && p !== hero))
      p.y = floor - (p === hero ? 120 : rng.range(60, 180));
    if (p.member.spot === 'water' && model.setting === 'underwater' && p === hero) p.rotate = p.flip ? 70 : -70;
  }
  if (model.action === 'swimming' && model.setting === 'beach' && hero.member.spot === 'water') {
    // Swimming together in the waves: a friend who swims is in the water beside the child, the head and shoulders above it.
    const line = waterlineOf(hero);
    for (const p of others) if (p.member.spot === 'water' && !p.held && !p.front) p.y = line + -p.figure.top * p.scale * 0.5;
  }
  for (const p of placed) {
    if (model.action === 'climbing' && p === hero) {
      p.ground = p.y;
      p.y -= 130 * p.scale * 0.55;
    }
    // Skipping: a little jump, the feet off the ground as the rope passes under them.
    if (p === hero && p.member.pose === 'skip') {
      p.ground = p.y;
      p.y -= 28 * p.scale;
    }
    // A leap for joy: well off the ground, the shadow left below.
    if (p.member.pose === 'jump' && p.member.spot === 'ground') {
      p.ground = p.y;
      p.y -= 46 * p.scale;
    }
  }
  eyesOnSomething(model, placed, hero);
  turnToWhomTheyActOn(placed);
  varyStrides(model, placed);
  clampX(placed);
  return placed;
}

/** Each runner on each page takes a stride of their own (arms out, an arm pumping, an arm reaching ahead): one running sprite reused read as a copy. */
function varyStrides(model: SceneModel, placed: Placed[]): void {
  for (const p of placed) {
    if (p.member.pose !== 'run' || p.member.look.kind !== 'human' || p.held) continue;
    const stride = hashString(`${model.seed}|${p.member.look.name}|stride`) % 3;
    if (stride === 0) continue;
    p.figure = drawHuman(p.member.look, 'run', p.member.expression, { gaze: p.member.gaze, stride });
  }
}

/** Which way a figure faces on the page: its three-quarter turn, else its eyes, else (an animal drawn side-on) its nose. */
function pageFacing(p: Placed): number {
  const frontOn = p.member.look.kind === 'human' || specOf(p.member.look)?.family === 'gadget';
  const own = p.figure.turn ?? p.figure.gaze ?? (frontOn ? 0 : 1);
  return Math.sign(own) * (p.flip ? -1 : 1);
}

/**
 * Everyone turns three-quarters to whom they act on (`CastMember.facing`), wherever the layout put the two: a friend
 * to the hero, the hero to the friend talked to, comforted, given to. A figure turned the wrong way is mirrored; a
 * listener, whose cupped hand is on the right, is mirrored so the face turns away from that hand, to the speaker.
 */
function turnToWhomTheyActOn(placed: Placed[]): void {
  for (const p of placed) {
    const target = placed.find((q) => q !== p && q.member.look.name === p.member.facing);
    if (target) turnTo(p, target.x);
  }
}

/** Turns a figure to a place on the page (see `turnToWhomTheyActOn`). */
function turnTo(p: Placed, x: number): void {
  if (p.held || p.carrier || p.member.spot === 'bed') return;
  const dx = x - p.x;
  if (Math.abs(dx) < 30) return;
  const want = Math.sign(dx);
  const look = p.member.look;
  if (p.member.pose === 'listen' && look.kind === 'human') {
    p.flip = want > 0;
    p.member = { ...p.member, gaze: -1 };
    p.figure = drawHuman(look, 'listen', p.member.expression, { gaze: -1, turn: -1 });
    return;
  }
  if (pageFacing(p) === -want) p.flip = !p.flip;
}

/** Poses whose eyes stay on us: asleep, and listening (eyes closed to hear). */
const EYES_AT_US = new Set<Pose>(['sleep', 'listen']);

/**
 * Nobody with someone or something to look at looks out at the reader: a friend turns to the hero
 * (running, to where they run), the hero to the friend or the thing, and a child on their own
 * to the open middle of the picture, the place around them. Looking at us read as posing.
 */
function eyesOnSomething(model: SceneModel, placed: Placed[], hero: Placed): void {
  if (model.inBed) return;
  const key = model.props.find((prop) => prop.key);
  if (hero.member.gaze === 0 && placed.length === 1 && !key && hero.member.look.kind === 'human') hero.flip = hero.x > W / 2;
  for (const p of placed) {
    if (p.member.gaze !== 0 || p.held || EYES_AT_US.has(p.member.pose) || p.member.spot === 'bed' || p.member.facing === 'out') continue;
    p.member = { ...p.member, gaze: 1 };
    // A thing made or found on the ground is looked down at.
    const down = p === hero && key?.placement === 'ground' && (model.action === 'building' || model.action === 'finding');
    p.figure =
      p.member.look.kind === 'human' && down
        ? drawHuman(p.member.look, p.member.pose, p.member.expression, { gaze: 1, gazeDown: 0.8 })
        : drawCharacter(p.member.look, p.member.pose, p.member.expression, 1);
  }
}

/** A thing being made is drawn big enough to work on: at least knee-high to the crouching child (a prism the size of a shoe is not made, it is found). */
function bigEnoughToWorkOn(thing: { nodes: SvgNode[]; box: Box }, hero: Placed): { nodes: SvgNode[]; box: Box } {
  const tall = thing.box.y1 - thing.box.y0;
  const want = 70 * hero.scale;
  if (tall >= want) return thing;
  const k = Math.min(2.2, want / Math.max(1, tall), Math.max(1, (160 * hero.scale) / Math.max(1, thing.box.x1 - thing.box.x0)));
  const cx = (thing.box.x0 + thing.box.x1) / 2;
  const by = thing.box.y1;
  return {
    nodes: [{ tag: 'g', attrs: { transform: `translate(${r(cx)} ${r(by)}) scale(${k.toFixed(3)}) translate(${r(-cx)} ${r(-by)})` }, children: thing.nodes }],
    box: { x0: cx - (cx - thing.box.x0) * k, x1: cx + (thing.box.x1 - cx) * k, y0: by - tall * k, y1: by },
  };
}

/** Legs (thigh to shoe) of a drawn person, in page coordinates. */
function legBoxes(p: Placed): Box[] {
  const drawn = place(p.x, p.y, p.scale, [group(p.figure.nodes, { 'data-name': 'who' })], p.flip, p.rotate);
  return partsWithin([drawn], 'data-name', 'leg').map((l) => l.box);
}

/**
 * A thing standing on the ground moves along the ground, away from the hero, until no leg and no
 * hand (but the one at work on it) is under it: a map or a box pasted over a hand and a shoe reads
 * as a sticker, not a thing.
 */
function clearOfLimbs(thing: { nodes: SvgNode[]; box: Box }, hero: Placed, placed: Placed[], working: boolean): { nodes: SvgNode[]; box: Box } {
  const limbs: Box[] = [];
  for (const p of placed) {
    if (p.member.look.kind !== 'human' || p.held || p.carrier) continue;
    limbs.push(...legBoxes(p));
    const hands = [handPoint(p), handPoint(p, 'otherHand')];
    for (const h of p === hero && working ? hands.slice(1) : hands)
      limbs.push({ x0: h.x - 14 * p.scale, y0: h.y - 14 * p.scale, x1: h.x + 14 * p.scale, y1: h.y + 14 * p.scale });
  }
  // The whole drawing counts, sparkles round a found thing too.
  const whole = boundsOf(thing.nodes, undefined, { skipTones: true }) ?? thing.box;
  const hit = limbs.filter((l) => overlaps(l, whole, -4));
  if (hit.length === 0) return thing;
  // The shortest move along the ground that clears every limb and keeps the thing whole in the frame (away from the child first).
  const away = (thing.box.x0 + thing.box.x1) / 2 >= hero.x ? 1 : -1;
  const moves = limbs
    .flatMap((l) => [l.x1 + 8 - whole.x0, l.x0 - 8 - whole.x1])
    .filter((d) => whole.x0 + d >= SAFE_MARGIN && whole.x1 + d <= W - SAFE_MARGIN)
    .sort((a, b) => Math.abs(a) - Math.abs(b) || (Math.sign(b) === away ? 1 : -1));
  const dx = moves.find((d) => !limbs.some((l) => overlaps(l, { ...whole, x0: whole.x0 + d, x1: whole.x1 + d }, -4)));
  if (dx === undefined) return thing;
  if (Math.abs(dx) < 0.5) return thing;
  return {
    nodes: [{ tag: 'g', attrs: { transform: `translate(${r(dx)} 0)` }, children: thing.nodes }],
    box: { ...thing.box, x0: thing.box.x0 + dx, x1: thing.box.x1 + dx },
  };
}

/**
 * A cape held up to be looked at: both hands out at the shoulders hold its two top corners; from
 * the collar between them it hangs in folds, wider at the hem, down past the knees, the clasp at the
 * collar's middle. A flat block with a hand stuck on its face read as nothing at all.
 */
function capeHeldUp(prop: PropInScene, hero: Placed): SvgNode[] {
  const look = hero.member.look as HumanLook;
  const draft = drawHuman(look, 'hold', hero.member.expression, { gaze: 1, gazeDown: 0.5 });
  const shoulder = draft.shoulder ?? { x: 34, y: draft.hand.y - 60 };
  const hip = draft.hip ?? { x: 0, y: shoulder.y + 70 };
  const span = shoulder.x + 62;
  const hands = { hand: { x: span, y: shoulder.y - 4 }, otherHand: { x: -span, y: shoulder.y - 4 } };
  hero.member = { ...hero.member, pose: 'hold', gaze: 1 };
  hero.figure = drawHuman(look, 'hold', hero.member.expression, { gaze: 1, gazeDown: 0.5, hands });
  const a = handPoint(hero, 'otherHand');
  const b = handPoint(hero);
  const left = a.x < b.x ? a : b;
  const right = a.x < b.x ? b : a;
  const w = right.x - left.x;
  const top = (left.y + right.y) / 2;
  // Down to the shins, the wavy hem inside the frame.
  const drop = Math.min((hip.y - shoulder.y) * hero.scale * 2.6, H - SAFE_MARGIN - 14 * hero.scale - top);
  const hem = top + drop;
  const flare = w * 0.16;
  const cloth = prop.accent;
  const wave = [0, 1, 2, 3].map((k) => {
    const x0 = left.x - flare + ((w + 2 * flare) * k) / 4;
    const x1 = left.x - flare + ((w + 2 * flare) * (k + 1)) / 4;
    return `Q${r((x0 + x1) / 2)} ${r(hem + (k % 2 ? -10 : 12) * hero.scale)} ${r(x1)} ${r(hem)}`;
  });
  const body = `M${r(left.x)} ${r(top)}Q${r((left.x + right.x) / 2)} ${r(top + 16 * hero.scale)} ${r(right.x)} ${r(top)}L${r(right.x + flare)} ${r(hem)}${wave
    .slice()
    .reverse()
    .map((q, i) => {
      // Walked back from the right: mirror each wave's points.
      const k = 3 - i;
      const x0 = left.x - flare + ((w + 2 * flare) * k) / 4;
      return q.replace(/ [\d.-]+ [\d.-]+$/, ` ${r(x0)} ${r(hem)}`);
    })
    .join('')}Z`;
  const folds = [0.3, 0.55, 0.78].map((t) =>
    path(
      `M${r(left.x + w * t)} ${r(top + 18 * hero.scale)}Q${r(left.x + w * t + (t - 0.5) * 30 * hero.scale)} ${r(top + drop * 0.55)} ${r(left.x - flare + (w + 2 * flare) * t)} ${r(hem - 8 * hero.scale)}`,
      {
        kind: 'line',
        color: shade(cloth, -0.3),
        width: 3,
      },
    ),
  );
  // A stand-up collar: two wings rising at the middle, the shape only a cape has.
  const mid = (left.x + right.x) / 2;
  const k = hero.scale;
  const collar = path(
    `M${r(mid - w * 0.3)} ${r(top + 10 * k)}L${r(mid - w * 0.36)} ${r(top - 30 * k)}Q${r(mid - w * 0.12)} ${r(top - 12 * k)} ${r(mid)} ${r(top + 12 * k)}Q${r(mid + w * 0.12)} ${r(top - 12 * k)} ${r(mid + w * 0.36)} ${r(top - 30 * k)}L${r(mid + w * 0.3)} ${r(top + 10 * k)}Q${r(mid)} ${r(top + 30 * k)} ${r(mid - w * 0.3)} ${r(top + 10 * k)}Z`,
    { kind: 'figure', fill: shade(cloth, -0.22) },
  );
  const clasp = circle((left.x + right.x) / 2, top + 16 * hero.scale, 9 * hero.scale, { kind: 'figure', fill: '#f6c945' });
  return [
    { tag: 'g', attrs: { 'data-prop': prop.kit, 'data-noun': prop.noun }, children: [path(body, { kind: 'figure', fill: cloth }), ...folds, collar, clasp] },
  ];
}

/** Things made of paper are drawn on with a pencil; a tower of blocks grows a block at a time; the rest is hammered together. */
const PENCIL_MADE = new Set(['map', 'book', 'photo', 'picture', 'sticker', 'kite', 'crayon', 'palette', 'parcel']);
const BLOCK_MADE = new Set(['blocks', 'star model', 'rocket']);

/**
 * Making something: the child crouches at it, turned to it, eyes down on it, one arm out to it
 * with the tool or the next piece in the hand (drawn over the thing), and pieces not yet used lie
 * beside it. A finished thing with a smiling child beside it read as a thing already made.
 */
function makingCue(key: PropInScene, hero: Placed, box: Box): { nodes: SvgNode[]; hand: Point } {
  const towards = (box.x0 + box.x1) / 2 >= hero.x ? 1 : -1;
  hero.flip = towards < 0;
  const near = towards > 0 ? box.x0 : box.x1;
  // Within reach of a crouching child: on a tall thing (a balloon on its string) low down.
  const target = {
    x: near + towards * (box.x1 - box.x0) * 0.3,
    y: Math.max(box.y0 + Math.min((box.y1 - box.y0) * 0.3, 8 * hero.scale), box.y1 - 110 * hero.scale),
  };
  const local = { x: ((target.x - hero.x) / hero.scale) * towards, y: (target.y - hero.y) / hero.scale };
  hero.member = { ...hero.member, pose: 'crouch', gaze: 1 };
  // Bent further down to a low thing until the hand is on it.
  for (const lean of [8, 16, 24]) {
    hero.figure = drawHuman(hero.member.look as HumanLook, 'crouch', hero.member.expression, { gaze: 1, gazeDown: 1, turn: 1, aim: local, lean });
    if (Math.hypot(handPoint(hero).x - target.x, handPoint(hero).y - target.y) < 30 * hero.scale) break;
  }
  const hand = handPoint(hero);
  const s = hero.scale;
  const skin = (hero.member.look as HumanLook).skin.hex;
  const tool: SvgNode[] =
    key.noun === 'painting'
      ? [
          // a paintbrush: a wooden handle and a tip wet with paint, on the picture
          path(capsule(hand.x - towards * 6 * s, hand.y - 34 * s, hand.x + towards * 6 * s, hand.y + 14 * s, 7 * s), { kind: 'figure', fill: '#b5651d' }),
          path(capsule(hand.x + towards * 6 * s, hand.y + 12 * s, hand.x + towards * 9 * s, hand.y + 26 * s, 8 * s), { kind: 'figure', fill: '#e5484d' }),
        ]
      : PENCIL_MADE.has(key.kit)
        ? [
            path(capsule(hand.x - towards * 6 * s, hand.y - 30 * s, hand.x + towards * 8 * s, hand.y + 22 * s, 10 * s), { kind: 'figure', fill: '#f6c945' }),
            circle(hand.x + towards * 8 * s, hand.y + 24 * s, 4 * s, { kind: 'figure', fill: '#4a4452' }),
          ]
        : BLOCK_MADE.has(key.kit)
          ? [rect(hand.x - 16 * s, hand.y - 34 * s, 32 * s, 28 * s, { kind: 'figure', fill: key.accent }, 4 * s)]
          : [
              path(capsule(hand.x - towards * 18 * s, hand.y + 24 * s, hand.x + towards * 4 * s, hand.y - 30 * s, 9 * s), { kind: 'figure', fill: '#9c6c46' }),
              rect(hand.x + towards * 4 * s - 20 * s, hand.y - 44 * s, 40 * s, 16 * s, { kind: 'figure', fill: '#8a8f9e' }, 3 * s),
            ];
  // Pieces still to go on, on the ground beside the thing (away from the child).
  const pieces: SvgNode[] = [];
  const far = towards > 0 ? box.x1 : box.x0;
  const ground = box.y1 - 4 * s;
  for (const k of [0, 1]) {
    const x = far + towards * (18 + k * 40) * s;
    pieces.push(
      PENCIL_MADE.has(key.kit)
        ? rect(x - 18 * s, ground - 6 * s - k * 3 * s, 36 * s, 8 * s, { kind: 'figure', fill: ['#e5484d', '#4f86e0'][k]! }, 4 * s)
        : BLOCK_MADE.has(key.kit)
          ? rect(x - 14 * s, ground - 26 * s, 28 * s, 26 * s, { kind: 'figure', fill: shade(key.accent, k ? -0.15 : 0.15) }, 4 * s)
          : rect(x - 30 * s, ground - 10 * s - k * 12 * s, 60 * s, 10 * s, { kind: 'figure', fill: '#c9935a' }, 2 * s),
    );
  }
  return {
    nodes: [
      group(pieces, { 'data-cue': 'pieces' }),
      group([...tool, circle(hand.x, hand.y, 13 * s, { kind: 'figure', fill: skin })], { 'data-cue': 'making' }),
    ],
    hand,
  };
}

/** The drawing spec of a prop in the scene (its kit, or what its noun resolves to). */
function specFor(prop: PropInScene): PropSpec | undefined {
  const resolved = resolveProp(prop.noun);
  return PROPS[prop.kit]
    ? PROPS[prop.kit]
    : resolved.spec && resolved.kit === prop.kit
      ? resolved.spec
      : (Object.values(PROPS).find((s) => s.kit === prop.kit) ?? resolved.spec);
}

function propSize(prop: PropInScene, model: SceneModel, hero: Placed, spec: PropSpec | undefined): number {
  return (
    hero.scale *
    (model.camera === 'wide' ? 1.35 : model.camera === 'above' ? 1.25 : 1) *
    (spec?.scale?.(model.setting) ?? 1) *
    (prop.scale === 'giant' ? 3.2 : prop.scale === 'tiny' ? 0.4 : 1)
  );
}

const pageToLocal = (p: Placed, q: Point): Point => ({ x: ((q.x - p.x) / p.scale) * (p.flip ? -1 : 1), y: (q.y - p.y) / p.scale });

/**
 * Two people doing something together with the key object: a hand-over has the thing between
 * the giver's hand and the receiver's; a friend points at what the hero holds up; a telescope is
 * looked through, its tube to the sky, the other one's hand on it.
 */
function stageTogether(model: SceneModel, placed: Placed[], hero: Placed, partner: Placed | undefined): void {
  const key = model.props.find((p) => p.key);
  if (!key || hero.member.look.kind !== 'human' || model.inBed) return;
  const spec = specFor(key);
  if (!spec) return;
  if (key.kit === 'telescope' && (model.action === 'looking' || model.action === 'sharing' || model.action === 'giving')) {
    useTelescope(model, placed, hero, partner);
    return;
  }
  if (!partner || partner.member.look.kind !== 'human') return;
  const standing = spec.placement === 'ground' && !spec.grip;
  const dir = partner.x >= hero.x ? 1 : -1;
  hero.flip = dir < 0;
  partner.flip = dir > 0;
  const size = propSize(key, model, hero, spec);
  const local = boundsOf(spec.draw(key.accent, lookOf(key)), undefined, { skipTones: true }) ?? { x0: -30, y0: -30, x1: 30, y1: 30 };
  let hand = handPoint(hero);
  // Playing with a thing together: the friend's hand is on it too (the far end of a map, the other side of a ball), never posing beside it.
  const playedTogether = model.action === 'playing' && key.placement === 'hand' && !STRUMMED.has(key.kit);
  if (((model.action === 'giving' || model.action === 'sharing') && key.placement === 'between') || playedTogether) {
    // A tall receiver (a grown-up) cannot reach down to a child's hand: the child holds the thing up higher.
    const lowest =
      partner.y + drawHuman(partner.member.look as HumanLook, 'reach', partner.member.expression, { gaze: 1, reachY: 1e4 }).hand.y * partner.scale - 6;
    const drop = spec.grip || standing ? 0 : Math.max(-40, Math.min(30, ((local.y0 + local.y1) / 2) * size));
    // Handed over high enough that the receiver's arm reaches out for it (never hanging at the side): below their shoulder by under half an arm.
    const receiver = drawHuman(partner.member.look as HumanLook, 'reach', partner.member.expression, { gaze: 1 });
    const receiverShoulder = partner.y + (receiver.shoulder?.y ?? receiver.hand.y) * partner.scale;
    const meet = Math.min(
      hand.y + drop,
      lowest,
      receiverShoulder + (0.42 * Math.abs(receiver.hand.y - (receiver.shoulder?.y ?? 0)) * partner.scale) / Math.max(0.2, Math.cos((12 * Math.PI) / 180)),
    );
    if (hand.y + drop > meet) {
      hero.figure = drawHuman(hero.member.look as HumanLook, hero.member.pose, hero.member.expression, {
        gaze: 1,
        reachY: (meet - drop - hero.y) / hero.scale,
      });
      hand = handPoint(hero);
    }
    // The receiver's hand: on the handle beside the giver's, on the other side of a thing held in two hands, or at the far end of a held thing.
    const target = playedTogether
      ? { x: hand.x + dir * Math.max(30, (local.x1 - local.x0) * size * 0.6), y: hand.y + drop * 0.5 }
      : spec.grip
        ? { x: hand.x + dir * Math.max(34, (local.x1 - local.x0) * size * 0.55), y: hand.y }
        : standing
          ? { x: hand.x + dir * (local.x1 - local.x0) * size * 0.85, y: hand.y }
          : { x: hand.x + dir * (local.x1 + 8) * size, y: hand.y + drop };
    const reachY = (target.y - partner.y) / partner.scale;
    partner.member = { ...partner.member, pose: 'reach', gaze: 1 };
    partner.figure = drawHuman(partner.member.look as HumanLook, 'reach', partner.member.expression, { gaze: 1, reachY });
    partner.x = target.x + dir * partner.figure.hand.x * partner.scale;
    if (!playedTogether) partner.receives = true;
    return;
  }
  if ((model.action === 'looking' || model.action === 'holding') && key.placement === 'hand') {
    // The friend points at the thing the hero holds up, standing just beyond it.
    const far = { x: hand.x + dir * local.x1 * size, y: hand.y + ((local.y0 + local.y1) / 2) * size };
    const centre = { x: hand.x + dir * ((local.x0 + local.x1) / 2) * size, y: far.y };
    partner.x = far.x + dir * (partner.figure.halfWidth * 0.2 + 110) * partner.scale;
    for (let k = 0; k < 3; k++) {
      partner.figure = drawHuman(partner.member.look as HumanLook, 'point', partner.member.expression, { gaze: 1, aim: pageToLocal(partner, centre) });
      const tip = handPoint(partner);
      const gap = (tip.x - far.x) * dir;
      partner.x -= dir * (gap - 18);
    }
    partner.member = { ...partner.member, pose: 'point', gaze: 1 };
  }
}

/** A telescope in use: the child looks through it (the eyepiece at the eye), the tube up to the sky, the other one steadies it. */
function useTelescope(model: SceneModel, placed: Placed[], hero: Placed, partner: Placed | undefined): void {
  const people = [hero, ...(partner && partner.member.look.kind === 'human' ? [partner] : [])];
  // The shorter one looks through it; a grown-up can reach the tube anywhere. Shared, the child lets the other one
  // look (the taller, on the other side) and points up at what they are looking at.
  const sharing = model.action === 'sharing' && people.length > 1;
  const shorter = people.reduce((a, b) => (-b.figure.top * b.scale < -a.figure.top * a.scale ? b : a));
  const looker = sharing ? people.find((p) => p !== shorter)! : shorter;
  const other = people.find((p) => p !== looker);
  const dir = other ? (other.x >= looker.x ? 1 : -1) : looker.x < W / 2 ? 1 : -1;
  looker.flip = dir < 0;
  const s = looker.scale;
  const draft = drawHuman(looker.member.look as HumanLook, 'reach', looker.member.expression, { gaze: 1 });
  // The eyepiece at the eye; in a space helmet, just outside the bubble in front of the eye (never through it).
  const suited = (looker.member.look as HumanLook).spaceSuit;
  const eye = { x: looker.x + dir * (suited ? 86 : 62) * s, y: looker.y + ((draft.head?.y ?? -200) + 6) * s };
  const angle = (28 * Math.PI) / 180;
  const length = 230 * s;
  const along = (t: number): Point => ({ x: eye.x + dir * Math.cos(angle) * length * t, y: eye.y - Math.sin(angle) * length * t });
  looker.figure = drawHuman(looker.member.look as HumanLook, 'reach', looker.member.expression, { gaze: 1, reachY: (along(0.3).y - looker.y) / s + 14 });
  looker.member = { ...looker.member, pose: 'reach', gaze: 1 };
  if (other && sharing) {
    // The one sharing stands on the far side of the tube, a hand on it, pointing up the way it looks.
    other.flip = dir > 0;
    const hold = along(0.55);
    other.x = hold.x + dir * 150 * other.scale;
    other.figure = drawHuman(other.member.look as HumanLook, 'point', other.member.expression, { gaze: 1, aim: pageToLocal(other, along(0.6)) });
    other.member = { ...other.member, pose: 'point', gaze: 1 };
  } else if (other) {
    other.flip = dir > 0;
    const hold = along(0.72);
    other.figure = drawHuman(other.member.look as HumanLook, 'reach', other.member.expression, { gaze: 1, reachY: (hold.y - other.y) / other.scale });
    other.member = { ...other.member, pose: 'reach', gaze: 1 };
    other.x = hold.x + dir * other.figure.hand.x * other.scale;
    // Never closer than side by side.
    const apart = (looker.figure.halfWidth * s + other.figure.halfWidth * other.scale) * 0.55;
    if ((other.x - looker.x) * dir < apart) other.x = looker.x + dir * apart;
  }
  hero.scope = { eyepiece: eye, end: along(1), pivot: along(0.42), ground: looker.y, scale: s, looker: looker.member.look.name };
  void placed;
}

function drawTelescope(scope: Scope, accent: string): SvgNode[] {
  const { eyepiece: a, end: b, pivot, ground, scale: s } = scope;
  const tube = (t0: number, t1: number, width: number, fill: string): SvgNode =>
    path(capsule(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1, width * s), { kind: 'figure', fill });
  const leg = (dx: number): SvgNode =>
    path(`M${Math.round(pivot.x)} ${Math.round(pivot.y)}L${Math.round(pivot.x + dx * s)} ${Math.round(ground)}`, { kind: 'line', color: '#5a5f73', width: 6 });
  return [
    leg(-70),
    leg(70),
    leg(8),
    tube(0.02, 0.98, 40, accent),
    tube(0.78, 1, 50, shade(accent, -0.18)),
    tube(0, 0.12, 24, '#5a5f73'),
    tube(0.34, 0.5, 46, shade(accent, 0.15)),
    circle(pivot.x, pivot.y, 9 * s, { kind: 'figure', fill: '#5a5f73' }),
  ];
}

function tinyRider(model: SceneModel): boolean {
  return model.cast[0]?.scale === 'tiny' && model.mount !== undefined;
}

function seatOn(rider: Placed, mount: Placed): void {
  // A person rides astride: a leg down each side of the mount, not a seated child's legs poking forwards.
  if (rider.member.look.kind === 'human')
    rider.figure = drawHuman(rider.member.look, 'sit', rider.member.expression, { gaze: rider.member.gaze, astride: true });
  const saddle = mount.figure.saddle ?? { x: 0, y: mount.figure.top * 0.6 };
  rider.x = mount.x + (mount.flip ? -1 : 1) * saddle.x * mount.scale;
  // A sitting child's feet hang about a quarter of its height below the seat.
  rider.y = mount.y + saddle.y * mount.scale + -rider.figure.top * rider.scale * 0.36;
  rider.flip = mount.flip;
}

function clampX(placed: Placed[]): void {
  const left = Math.min(...placed.map((p) => p.x - p.figure.halfWidth * p.scale * 0.7));
  const right = Math.max(...placed.map((p) => p.x + p.figure.halfWidth * p.scale * 0.7));
  const shift = left < 10 ? 10 - left : right > W - 10 ? W - 10 - right : 0;
  for (const p of placed) p.x += shift;
}

// ---------------------------------------------------------------------------------------------
// Drawing each character in place.

function drawPlaced(p: Placed, model: SceneModel, backdrop: Backdrop, ctx: BackdropContext): SvgNode[] {
  const { member, figure } = p;
  const label = { 'data-kit': member.kit, 'data-name': member.look.name, 'data-role': member.role };
  const tag = (node: SvgNode): SvgNode => ({ ...node, attrs: { ...(node.attrs ?? {}), ...label } });
  const out: SvgNode[] = [];
  if (member.spot === 'bowl') {
    out.push(tag(group(fishbowl(p.x, p.y, figure.nodes, p.scale))));
    return out;
  }
  if (member.spot === 'bed' && backdrop.bed) {
    const layers = bed(backdrop.bed.x, backdrop.bed.y, ctx, member.look.kind === 'human' ? member.look.top.hex : member.look.body.hex, backdrop.bed.kind);
    out.push(...layers.behind, tag(place(p.x, p.y, p.scale, figure.nodes, p.flip)), ...layers.over);
    return out;
  }
  if ((member.spot === 'ground' || member.spot === 'rug' || member.spot === 'behind') && !p.held) {
    out.push(
      ellipse(p.x, (p.ground ?? p.y) + 4, Math.min(figure.halfWidth, 110) * 0.75 * p.scale, 14 * p.scale, { kind: 'tone', fill: '#1a1030', opacity: 0.16 }),
    );
  }
  if (member.spot === 'air') out.push(ellipse(p.x, Math.max(p.y + 200, 690), 60 * p.scale, 10 * p.scale, { kind: 'tone', fill: '#1a1030', opacity: 0.1 }));
  const ground = p.ground ?? p.y;
  if (model.action === 'climbing' && member.role === 'hero') out.push(...rock(p.x, ground + 6, 170 * p.scale, ctx.c('#a89a8c')));
  if (member.pose === 'sit' && member.spot === 'ground' && member.look.kind === 'human' && model.action === 'waiting') {
    const s = p.scale;
    const dir = p.flip ? -1 : 1;
    const seat = ground + ((figure.hip?.y ?? -60) + 2) * s;
    const tall = ground - 4 * s - seat;
    // Indoors a chair (a bench in a gallery or on a stage): a log belongs outdoors.
    if (backdrop.indoor) {
      out.push({
        tag: 'g',
        attrs: { 'data-seat': model.setting === 'studio' || model.setting === 'stage' ? 'bench' : 'chair' },
        children: indoorSeat(p.x, seat, ground, s, dir, model.setting === 'studio' || model.setting === 'stage', ctx),
      });
      out.push(tag(place(p.x, p.y, p.scale, figure.nodes, p.flip, p.rotate)));
      return out;
    }
    // A log to sit on while waiting: its top at the seat, running back behind the child (the legs hang down in front of it).
    const back = p.x - dir * 150 * s;
    out.push({
      tag: 'g',
      attrs: { 'data-seat': 'log' },
      children: [
        rect(Math.min(back, p.x + dir * 40 * s), seat, 190 * s, tall, { kind: 'figure', fill: ctx.c('#a8743f') }, Math.min(24 * s, tall / 2)),
        ellipse(back + dir * 14 * s, seat + tall / 2, 14 * s, tall / 2, { kind: 'figure', fill: ctx.c('#e2bd86') }),
        ellipse(back + dir * 14 * s, seat + tall / 2, 7 * s, tall / 4, { kind: 'line', color: ctx.c('#a8743f'), width: 2.5 }),
      ],
    });
  }
  out.push(tag(place(p.x, p.y, p.scale, figure.nodes, p.flip, p.rotate)));
  return out;
}

/**
 * A basin with a tap running into it, on the open side of the hero (away from friends), its rim
 * at the child's waist; the hero turns to it and holds the thing out under the water.
 */
function washAt(hero: Placed, placed: Placed[], backdrop: Backdrop, ctx: BackdropContext): SvgNode[] {
  const s = hero.scale;
  const others = placed.filter((p) => p !== hero);
  const friendSide = others.length ? Math.sign(others.reduce((sum, p) => sum + p.x - hero.x, 0)) : 0;
  let dir = friendSide ? -friendSide : hero.x < W / 2 ? 1 : -1;
  const reach = 150 * s;
  if (hero.x + dir * (reach + 110 * s) > W - SAFE_MARGIN || hero.x + dir * (reach + 110 * s) < SAFE_MARGIN) {
    // No room that side: the cast moves over to make room, or the basin goes on the other side.
    const need = dir > 0 ? hero.x + reach + 110 * s - (W - SAFE_MARGIN) : SAFE_MARGIN - (hero.x - reach - 110 * s);
    const room =
      dir > 0
        ? Math.min(...placed.map((p) => p.x - p.figure.halfWidth * p.scale * 0.7)) - SAFE_MARGIN
        : W - SAFE_MARGIN - Math.max(...placed.map((p) => p.x + p.figure.halfWidth * p.scale * 0.7));
    if (room >= need) for (const p of placed) p.x -= dir * need;
    else dir = -dir;
  }
  hero.flip = dir < 0;
  const rim = hero.y + ((hero.figure.hip?.y ?? -80) - 30) * s;
  hero.figure = drawHuman(hero.member.look as HumanLook, 'reach', hero.member.expression, { gaze: 1, turn: 1, reachY: (rim - 50 * s - hero.y) / s });
  const hand = handPoint(hero);
  const cx = hand.x + dir * 20 * s;
  const ground = hero.y + 2;
  const bowl = 84 * s;
  const white = ctx.c('#f7f7f4');
  const nodes: SvgNode[] = [];
  if (backdrop.indoor)
    nodes.push(
      path(`M${r(cx - 26 * s)} ${r(ground)}L${r(cx - 18 * s)} ${r(rim + 30 * s)}L${r(cx + 18 * s)} ${r(rim + 30 * s)}L${r(cx + 26 * s)} ${r(ground)}Z`, {
        kind: 'figure',
        fill: white,
      }),
    );
  else
    nodes.push(
      rect(cx - 70 * s, rim + 20 * s, 140 * s, 14 * s, { kind: 'figure', fill: ctx.c('#c9935a') }, 4),
      ...[-1, 1].map((k) => rect(cx + k * 56 * s - 7 * s, rim + 30 * s, 14 * s, ground - rim - 30 * s, { kind: 'figure', fill: ctx.c('#a8743f') }, 3)),
    );
  nodes.push(
    path(
      `M${r(cx - bowl)} ${r(rim)}Q${r(cx - bowl)} ${r(rim + 50 * s)} ${r(cx)} ${r(rim + 50 * s)}Q${r(cx + bowl)} ${r(rim + 50 * s)} ${r(cx + bowl)} ${r(rim)}Z`,
      { kind: 'figure', fill: backdrop.indoor ? white : ctx.c('#7fb2e0') },
    ),
  );
  nodes.push(
    ellipse(cx, rim, bowl, 12 * s, { kind: 'figure', fill: white }),
    ellipse(cx, rim + 2 * s, bowl * 0.86, 8 * s, { kind: 'figure', fill: ctx.c('#8fd0f0') }),
  );
  // The tap on the far rim, its spout over the middle, water falling past the hand into the bowl.
  const tapX = cx + dir * bowl * 0.75;
  const spout = { x: hand.x + dir * 4 * s, y: rim - 100 * s };
  nodes.push(
    path(
      `M${r(tapX)} ${r(rim)}L${r(tapX)} ${r(spout.y)}Q${r(tapX)} ${r(spout.y - 18 * s)} ${r(tapX - dir * 18 * s)} ${r(spout.y - 18 * s)}L${r(spout.x)} ${r(spout.y - 18 * s)}L${r(spout.x)} ${r(spout.y)}`,
      { kind: 'line', color: '#9aa3b5', width: 12 * s },
    ),
  );
  nodes.push({
    tag: 'g',
    attrs: { 'data-cue': 'water' },
    children: [
      path(`M${r(spout.x)} ${r(spout.y + 4 * s)}L${r(spout.x)} ${r(rim)}`, { kind: 'line', color: '#7cc8ec', width: 9 * s }),
      ...[
        [-22, 10],
        [20, 22],
        [-10, 30],
      ].map(([dx, dy]) => circle(hand.x + dx! * s, hand.y + dy! * s, 5 * s, { kind: 'figure', fill: '#bfe6f7' })),
      ...[
        [-40, -14],
        [30, -20],
        [50, -8],
      ].map(([dx, dy]) => circle(cx + dx! * s, rim + dy! * s, 9 * s, { kind: 'line', color: '#9fd6f4', width: 3 })),
    ],
  });
  return [{ tag: 'g', attrs: { 'data-basin': backdrop.indoor ? 'sink' : 'basin' }, children: nodes }];
}

/** A wooden chair (its back behind the child) or a long gallery bench: the seat top at the child's seat. */
function indoorSeat(x: number, seat: number, ground: number, s: number, dir: number, bench: boolean, ctx: BackdropContext): SvgNode[] {
  const wood = ctx.c(bench ? '#f4efe6' : '#b9824f');
  const dark = ctx.c(bench ? '#c9c2b6' : '#8f5f36');
  const front = x + dir * 46 * s;
  const backX = x - dir * (bench ? 170 : 70) * s;
  const x0 = Math.min(front, backX);
  const width = Math.abs(front - backX);
  const nodes: SvgNode[] = [];
  if (!bench) {
    // The chair back rises behind the child to the shoulders.
    nodes.push(
      rect(backX - (dir > 0 ? 0 : 14 * s), seat - 120 * s, 14 * s, 120 * s + (ground - seat), { kind: 'figure', fill: dark }, 4),
      rect(backX - (dir > 0 ? 2 * s : 30 * s), seat - 120 * s, 46 * s, 16 * s, { kind: 'figure', fill: wood }, 5),
    );
  }
  for (const lx of bench ? [x0 + 10 * s, x0 + width - 24 * s] : [x0 + 6 * s, x0 + width - 20 * s])
    nodes.push(rect(lx, seat, 14 * s, ground - seat, { kind: 'figure', fill: dark }, 3));
  nodes.push(rect(x0 - 6 * s, seat - 4 * s, width + 12 * s, 16 * s, { kind: 'figure', fill: wood }, 5));
  return nodes;
}

/** A sea creature visiting dry land travels in a bowl of water. */
function fishbowl(x: number, y: number, creature: SvgNode[], scale: number): SvgNode[] {
  const radius = 120 * Math.max(scale, 0.5);
  const cy = y - radius - 10;
  return [
    ellipse(x, y - 4, radius * 0.7, 16, { kind: 'figure', fill: '#c9935a' }),
    circle(x, cy, radius, { kind: 'figure', fill: '#d8f1fb' }),
    ellipse(x, cy + radius * 0.25, radius * 0.92, radius * 0.62, { kind: 'tone', fill: '#7cc8ec', opacity: 0.55 }),
    place(x, cy + radius * 0.75, scale * 0.62, creature),
    circle(x - radius * 0.45, cy - radius * 0.45, radius * 0.16, { kind: 'tone', fill: '#ffffff', opacity: 0.7 }),
    ellipse(x, cy - radius * 0.86, radius * 0.5, 12, { kind: 'figure', fill: '#eaf8ff' }),
  ];
}

// ---------------------------------------------------------------------------------------------
// The key object.

/** A little speech balloon with three dots beside the speaker's head, its tail towards the mouth, opening towards the listener. */
/** What the bubble holds: a question mark for a question, an exclamation mark for a shout, a heart for a kind word, dots for talk. */
function bubbleGlyph(says: Says, cx: number, cy: number, r0: number): SvgNode[] {
  const ink = '#5b4a63';
  switch (says) {
    case 'ask':
      return [
        path(
          `M${r(cx - r0 * 0.3)} ${r(cy - r0 * 0.3)}Q${r(cx - r0 * 0.28)} ${r(cy - r0 * 0.68)} ${r(cx)} ${r(cy - r0 * 0.66)}Q${r(cx + r0 * 0.34)} ${r(cy - r0 * 0.62)} ${r(cx + r0 * 0.3)} ${r(cy - r0 * 0.3)}Q${r(cx + r0 * 0.26)} ${r(cy - r0 * 0.06)} ${r(cx)} ${r(cy + r0 * 0.06)}L${r(cx)} ${r(cy + r0 * 0.26)}`,
          {
            kind: 'line',
            color: ink,
            width: Math.max(3, r0 * 0.14),
          },
        ),
        circle(cx, cy + r0 * 0.52, r0 * 0.1, { kind: 'dot', fill: ink }),
      ];
    case 'exclaim':
      return [
        path(`M${r(cx)} ${r(cy - r0 * 0.62)}L${r(cx)} ${r(cy + r0 * 0.22)}`, { kind: 'line', color: ink, width: Math.max(3.5, r0 * 0.17) }),
        circle(cx, cy + r0 * 0.52, r0 * 0.11, { kind: 'dot', fill: ink }),
      ];
    case 'kind':
      return [
        path(
          `M${r(cx)} ${r(cy + r0 * 0.55)}C${r(cx - r0 * 0.75)} ${r(cy + r0 * 0.05)} ${r(cx - r0 * 0.55)} ${r(cy - r0 * 0.7)} ${r(cx)} ${r(cy - r0 * 0.3)}C${r(cx + r0 * 0.55)} ${r(cy - r0 * 0.7)} ${r(cx + r0 * 0.75)} ${r(cy + r0 * 0.05)} ${r(cx)} ${r(cy + r0 * 0.55)}Z`,
          { kind: 'figure', fill: '#ff6b8a' },
        ),
      ];
    default:
      return [-1, 0, 1].map((k) => circle(cx + k * r0 * 0.5, cy, r0 * 0.13, { kind: 'dot', fill: ink }));
  }
}

function speechMark(speaker: Placed, listener: Placed, placed: Placed[], says: Says = 'say'): { node: SvgNode; box: Box } {
  const head = headBox(speaker);
  const heads = placed.map(headBox);
  const side = listener.x >= speaker.x ? 1 : -1;
  const r0 = 34 * Math.max(0.7, Math.min(1.2, speaker.scale));
  const inFrame = (x: number, y: number): { x: number; y: number } => ({
    x: Math.max(SAFE_MARGIN + r0 * 1.4, Math.min(W - SAFE_MARGIN - r0 * 1.4, x)),
    y: Math.max(SAFE_MARGIN + r0, y),
  });
  const boxAt = (c: Point): Box => ({ x0: c.x - r0 * 1.35, y0: c.y - r0, x1: c.x + r0 * 1.35, y1: c.y + r0 });
  // Beside the speaker's head towards the one spoken to, else higher up, else further out: never over anyone's hair or helmet.
  // Then on the far side, and last right above the head.
  const tries = [side, -side].flatMap((s) =>
    [0, 0.6, 1.2, 1.8].flatMap((up) =>
      [0.9, 1.6, 2.4].map((out) => ({ s, ...inFrame(s > 0 ? head.x1 + r0 * out : head.x0 - r0 * out, head.y0 + r0 * (0.2 - up)) })),
    ),
  );
  tries.push({ s: side, ...inFrame((head.x0 + head.x1) / 2 + side * r0 * 0.6, head.y0 - r0 * 1.1) });
  const { x: cx, y: cy, s: bubbleSide } = tries.find((c) => !heads.some((h) => overlaps(boxAt(c), h, 4))) ?? tries[0]!;
  const tail = { x: cx - bubbleSide * r0 * 0.9, y: cy + r0 * 1.2 };
  const node: SvgNode = {
    tag: 'g',
    attrs: { 'data-cue': 'speech' },
    children: [
      path(`M${r(cx - bubbleSide * r0 * 0.5)} ${r(cy + r0 * 0.6)}L${r(tail.x)} ${r(tail.y)}L${r(cx - bubbleSide * r0 * 0.05)} ${r(cy + r0 * 0.75)}Z`, {
        kind: 'figure',
        fill: '#ffffff',
      }),
      ellipse(cx, cy, r0 * 1.35, r0, { kind: 'figure', fill: '#ffffff' }),
      ...bubbleGlyph(says, cx, cy, r0),
    ],
  };
  return { node, box: boxAt({ x: cx, y: cy }) };
}

/** Instruments played held across the body (a guitar, a ukulele, a violin drawn as one). */
const STRUMMED = new Set(['guitar']);

/** How a played guitar lies in the player's own frame: the sound hole, the angle of the neck, the size. */
interface Strum {
  hole: Point;
  angle: number;
  size: number;
}

/**
 * A guitar is played, not carried: the body against the tummy, the neck up and out towards the way
 * the player faces, the far hand on the neck and the near one strumming at the sound hole.
 */
function strumPose(hero: Placed): Strum | undefined {
  const look = hero.member.look;
  if (look.kind !== 'human' || !hero.figure.hip || !hero.figure.shoulder) return undefined;
  const hip = hero.figure.hip.y;
  const shoulder = hero.figure.shoulder;
  const size = (-hero.figure.top * 0.62) / 160;
  const hole = { x: -shoulder.x * 0.4, y: hip - (shoulder.y - hip) * -0.15 };
  const angle = 68;
  const rad = (angle * Math.PI) / 180;
  // Along the neck (the drawing's own up), from the sound hole.
  const along = (d: number): Point => ({ x: hole.x + Math.sin(rad) * d * size, y: hole.y - Math.cos(rad) * d * size });
  const hands = { hand: along(92), otherHand: { x: hole.x + 4 * size, y: hole.y + 6 * size } };
  // Playing it, the eyes are on the strings.
  hero.figure = drawHuman(look, 'hold', hero.member.expression, { gaze: hero.member.gaze || 1, gazeDown: 0.8, hands });
  hero.member = { ...hero.member, pose: 'hold' };
  return { hole, angle, size };
}

/** The guitar across the body, then the two hands over it (on the neck, at the strings). */
function playedInstrument(prop: PropInScene, hero: Placed, strum: Strum): SvgNode[] {
  const spec = PROPS[prop.kit];
  const drawing = spec ? spec.draw(prop.accent, lookOf(prop)) : [];
  const skin = hero.member.look.kind === 'human' ? hero.member.look.skin.hex : '#f2c29b';
  // The drawing leans a little by itself: stood straight first, its sound hole (0, -52) on the player's.
  const guitar: SvgNode = {
    tag: 'g',
    attrs: { transform: `translate(${r(strum.hole.x)} ${r(strum.hole.y)}) rotate(${strum.angle}) scale(${r(strum.size)}) translate(0 52) rotate(-14)` },
    children: drawing,
  };
  const hands = [hero.figure.hand, hero.figure.otherHand ?? hero.figure.hand].map((h) => circle(h.x, h.y, 13, { kind: 'figure', fill: skin }));
  return [
    { tag: 'g', attrs: { 'data-prop': prop.kit, 'data-noun': prop.noun }, children: [place(hero.x, hero.y, hero.scale, [guitar], hero.flip)] },
    group([place(hero.x, hero.y, hero.scale, hands, hero.flip)], { 'data-cue': 'strumming' }),
  ];
}

function handPoint(p: Placed, which: 'hand' | 'otherHand' = 'hand'): Point {
  return figurePoint(p, (which === 'otherHand' ? p.figure.otherHand : p.figure.hand) ?? p.figure.hand);
}

/** A point of a figure's own drawing, on the page (flipped, scaled, turned as the figure is). */
function figurePoint(p: Placed, hand: Point): Point {
  const cos = Math.cos((p.rotate * Math.PI) / 180);
  const sin = Math.sin((p.rotate * Math.PI) / 180);
  const hx = (p.flip ? -1 : 1) * hand.x * p.scale;
  const hy = hand.y * p.scale;
  return { x: p.x + hx * cos - hy * sin, y: p.y + hx * sin + hy * cos };
}

function drawPropAt(
  prop: PropInScene,
  model: SceneModel,
  hero: Placed,
  placed: Placed[],
  floor: number,
  base: number,
  rng: Rng,
  animalAt?: AnimalSpot,
): SvgNode[] {
  const label = { 'data-prop': prop.kit, 'data-noun': prop.noun };
  const tagged = (nodes: SvgNode[]): SvgNode[] => [{ tag: 'g', attrs: label, children: nodes }];
  const resolved = resolveProp(prop.noun);
  const spec = PROPS[prop.kit]
    ? PROPS[prop.kit]
    : resolved.spec && resolved.kit === prop.kit
      ? resolved.spec
      : (Object.values(PROPS).find((s) => s.kit === prop.kit) ?? resolved.spec);
  const size =
    hero.scale *
    (model.camera === 'wide' ? 1.35 : model.camera === 'above' ? 1.25 : 1) *
    (spec?.scale?.(model.setting) ?? 1) *
    (prop.scale === 'giant' ? 3.2 : prop.scale === 'tiny' ? 0.4 : 1);
  if (prop.placement === 'animal' || (!spec && prop.species)) return tagged(drawAnimalProp(prop, model, hero, placed, floor, base, animalAt));
  const drawn = spec ? spec.draw(prop.accent, lookOf(prop)) : [];
  // A star held in the hand shoots nowhere: without the trail it leaves across the sky, which held reads as a stick to the head.
  const drawing = prop.placement === 'hand' && TRAILED.has(prop.kit) ? drawn.filter((n) => n.paint?.kind !== 'glint') : drawn;
  const dir = hero.flip ? -1 : 1;
  switch (prop.placement) {
    case 'hand': {
      // A torch shines away from the one holding it, whichever hand it is in: never back across the body.
      const facing = (x: number): boolean => (SHINES.has(prop.kit) ? x < hero.x : hero.flip);
      // A skipping rope runs from hand to hand, a handle in each: over the head when skipping, hanging down when carried.
      if (prop.kit === 'skipping rope' && hero.member.look.kind === 'human') return tagged(ropeInHands(hero, prop.accent));
      // Eating: a bite at the mouth; a plated food (pancakes, cake) on its plate in the other hand.
      if (hero.member.pose === 'eat') return tagged(eatenFrom(prop, drawing, hero, size));
      // A waving hand is empty: the thing is carried in the other hand.
      if (hero.member.pose === 'wave') {
        const low = handPoint(hero, 'otherHand');
        return tagged([place(low.x, low.y + (spec?.grip ?? 0) * size, size * (spec?.placement === 'ground' ? 0.8 : 1), drawing, facing(low.x))]);
      }
      // A listener's raised hand is at the ear: the thing is in the other hand, clear of the face.
      const listening = hero.member.pose === 'listen';
      const at = handPoint(hero, listening ? 'otherHand' : 'hand');
      if (listening) {
        // Held at its middle in the lowered hand, so a long thing (a flute) never reaches up to the chin.
        const own = boundsOf(drawing, undefined, { skipTones: true }) ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
        const sz = size * 0.85;
        return tagged([place(at.x, at.y - ((own.y0 + own.y1) / 2) * sz, sz, drawing, facing(at.x))]);
      }
      if (hero.member.pose === 'read') return tagged([place(hero.x, hero.y + (hero.figure.hand.y + 6) * hero.scale, size, drawing)]);
      let carried = spec?.placement === 'ground' ? 0.8 : 1;
      const own = boundsOf(drawing, undefined, { skipTones: true }) ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
      // Without a handle it is held by its top edge, the arm down to it in view (a logbook in the middle of the hand hides the arm).
      // (A thing drawn from its end up, a balloon on its string or a wand, is already held at its end.)
      const centred = own.y1 > (own.y1 - own.y0) * 0.3;
      const hold = spec?.grip ?? (centred ? -(own.y0 + (own.y1 - own.y0) * 0.18) : 0);
      // Carried, it swings clear of the ground: never lower than the feet, as if set down.
      const feet = (hero.ground ?? hero.y) - 4;
      const bottom = (k: number): number => at.y + (hold + own.y1) * size * k;
      if (hero.member.spot === 'ground' && bottom(carried) > feet && own.y1 + hold > 0)
        carried *= Math.max(0.7, (feet - at.y) / ((own.y1 + hold) * size * carried));
      return tagged([place(at.x, at.y + hold * size * carried, size * carried, drawing, facing(at.x))]);
    }
    case 'between': {
      const partner = placed.find((p) => p !== hero && p.member.look.name === model.partner) ?? placed[1];
      if (partner?.receives) {
        // Handed over: between the giver's hand and the receiver's (on the handle together, or the far end in the other's hand).
        const a = handPoint(hero);
        const b = handPoint(partner);
        if (spec?.grip) {
          const sz = size * (spec.placement === 'ground' ? 0.85 : 1);
          return tagged([place((a.x + b.x) / 2, (a.y + b.y) / 2 + spec.grip * sz, sz, drawing)]);
        }
        if (spec?.placement === 'ground') {
          // Held out in two hands (a box, a cake): its middle between the hands.
          const local = boundsOf(drawing, undefined, { skipTones: true }) ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
          const sz = size * 0.85;
          return tagged([place((a.x + b.x) / 2 - ((local.x0 + local.x1) / 2) * sz, (a.y + b.y) / 2 - ((local.y0 + local.y1) / 2) * sz, sz, drawing)]);
        }
        return tagged([place(a.x, a.y, size, drawing, b.x < a.x)]);
      }
      if (spec?.placement === 'ground' && !spec.grip && partner) {
        // Something that stands (a telescope): on the ground between the two.
        return tagged([place((hero.x + partner.x) / 2, Math.min(Math.max(hero.y, partner.y) + 4, H - 10), size, drawing)]);
      }
      const at = handPoint(hero);
      return tagged([place(at.x + dir * 10 * size, at.y + (spec?.grip ?? 0) * size * 0.85, size * (spec?.placement === 'ground' ? 0.85 : 1), drawing)]);
    }
    case 'worn': {
      const head = hero.figure.head ?? { x: 0, y: hero.figure.top + 60 };
      const headAt = { x: hero.x + (hero.flip ? -1 : 1) * head.x * hero.scale, y: hero.y + head.y * hero.scale };
      switch (prop.kit) {
        case 'straw hat':
        case 'crown':
        case 'helmet':
          return tagged([place(headAt.x, headAt.y - 40 * hero.scale, hero.scale * 0.95, drawing)]);
        case 'goggles':
        case 'mask':
          return tagged([place(headAt.x, headAt.y + 6 * hero.scale, hero.scale, drawing)]);
        case 'armbands': {
          // On the upper arms, a third of the way from the shoulder to the hand, whichever way the arms go
          // (raised in a swim they stay on the arms, never by the head like ear muffs).
          const shoulder = hero.figure.shoulder;
          if (!shoulder) return tagged([place(handPoint(hero).x, handPoint(hero).y - 40 * hero.scale, hero.scale, drawing)]);
          const onArm = (which: 'hand' | 'otherHand'): SvgNode => {
            const hand = (which === 'hand' ? hero.figure.hand : (hero.figure.otherHand ?? hero.figure.hand)) as Point;
            const from = which === 'hand' ? shoulder : { x: -shoulder.x, y: shoulder.y };
            const at = figurePoint(hero, { x: from.x + (hand.x - from.x) * 0.34, y: from.y + (hand.y - from.y) * 0.34 });
            return place(at.x, at.y, hero.scale, drawing);
          };
          return tagged([onArm('hand'), onArm('otherHand')]);
        }
        case 'cape':
          return tagged([place(hero.x, headAt.y + 50 * hero.scale, hero.scale, drawing)]);
        default:
          return tagged([place(handPoint(hero).x, handPoint(hero).y, size, drawing, hero.flip)]);
      }
    }
    case 'sky': {
      const x = hero.x + dir * 180 + rng.range(-40, 40);
      const y = prop.kit === 'rainbow' ? 330 : rng.range(150, 240);
      if (prop.kit === 'snowflake') return tagged(Array.from({ length: 7 }, () => place(rng.range(60, 960), rng.range(60, 420), rng.range(0.8, 1.3), drawing)));
      return tagged([place(x, y, prop.kit === 'rainbow' ? 1.3 : 1, drawing)]);
    }
    default: {
      // In bed the floor beside the bed holds it (slippers, a toy), past whoever sleeps on the rug: never under the mattress.
      if (model.inBed) return tagged([bedside(drawing, size, hero, placed)]);
      // On the ground beside the hero, on the side away from friends; a found thing sparkles.
      const friendsRight = placed.slice(1).filter((p) => p.x > hero.x).length;
      const friendsLeft = placed.length - 1 - friendsRight;
      const towards = ['finding', 'looking', 'building', 'playing'].includes(model.action);
      const away = towards ? dir : friendsRight > friendsLeft ? -1 : friendsRight < friendsLeft ? 1 : dir;
      const x = hero.x + away * (hero.figure.halfWidth * hero.scale * 0.7 + 50 * size);
      const y = Math.min(hero.y + 6, H - 20);
      const nodes: SvgNode[] = [place(x, y, size * 1.05, drawing)];
      if (model.action === 'finding' || model.action === 'looking')
        for (const [dx, dy] of [
          [-60, -90],
          [50, -110],
          [70, -40],
        ] as const)
          nodes.push(deco('sparkle', sparkle(x + dx * size, y + dy * size, 10, '#fff3a0')));
      const thing = tagged(nodes);
      const box = boundsOf(thing, undefined, { skipTones: true });
      return box ? clearOfLimbs({ nodes: thing, box }, hero, placed, false).nodes : thing;
    }
  }
}

/** A thing on the bedroom floor at bedtime: on the rug past the foot of the bed and past whoever sleeps there, inside the frame. */
function bedside(drawing: SvgNode[], size: number, hero: Placed, placed: Placed[]): SvgNode {
  const towards = hero.x > W / 2 ? -1 : 1;
  const own = boundsOf(drawing, undefined, { skipTones: true }) ?? { x0: -40, y0: -40, x1: 40, y1: 0 };
  const sz = Math.min(size, 0.9);
  const half = ((own.x1 - own.x0) / 2) * sz;
  let edge = hero.x + towards * BED_HALF_WIDTH;
  for (const p of placed.slice(1)) edge = towards > 0 ? Math.max(edge, p.x + p.figure.halfWidth * p.scale) : Math.min(edge, p.x - p.figure.halfWidth * p.scale);
  const wanted = edge + towards * (half + 24);
  const x = Math.min(Math.max(wanted, SAFE_MARGIN + half), W - SAFE_MARGIN - half);
  // Feet on the rug in front: the thing's bottom at the floor, its middle at x.
  return place(x - ((own.x0 + own.x1) / 2) * sz, RUG_Y - own.y1 * sz, sz, drawing);
}

/** Half the bed's width from its middle, and where the rug in front of it meets the floor (friends asleep there stand on it). */
const BED_HALF_WIDTH = 260;
const RUG_Y = 735;

/** Foods eaten off a plate: the plate is held, a forkful goes to the mouth. */
const PLATED = new Set(['pancakes', 'cake', 'pumpkin']);

/** Eating: the food (or a forkful of it) at the mouth; a plated food's plate in the other hand, low in front. */
function eatenFrom(prop: PropInScene, drawing: SvgNode[], hero: Placed, size: number): SvgNode[] {
  const mouthHand = handPoint(hero);
  const dir = hero.flip ? -1 : 1;
  const s = hero.scale;
  if (PLATED.has(prop.kit)) {
    const low = handPoint(hero, 'otherHand');
    const own = boundsOf(drawing, undefined, { skipTones: true }) ?? { x0: -40, y0: -40, x1: 40, y1: 10 };
    const sz = size * 0.8;
    const food = FOOD_COLOUR[prop.kit] ?? '#e8b46a';
    // The plate's rim sits on the fingers of the lower hand; the forkful is at the lips, the fork's handle in the raised hand.
    const tip = { x: mouthHand.x - dir * 12 * s, y: mouthHand.y - 14 * s };
    const handle = { x: mouthHand.x + dir * 16 * s, y: mouthHand.y + 26 * s };
    return [
      place(low.x + dir * 6 * s, low.y - own.y1 * sz + 4 * s, sz, drawing),
      {
        tag: 'g',
        attrs: { 'data-part': 'bite' },
        children: [
          path(`M${r(handle.x)} ${r(handle.y)}L${r(tip.x)} ${r(tip.y)}`, { kind: 'line', color: '#8d93a3', width: 6 * s }),
          ellipse(tip.x, tip.y - 6 * s, 15 * s, 9 * s, { kind: 'figure', fill: food }),
        ],
      },
    ];
  }
  // Held in the fingers at the side of the chin, its near edge at the corner of the mouth: the nose and eyes stay in view.
  const own = boundsOf(drawing, undefined, { skipTones: true }) ?? { x0: -20, y0: -20, x1: 20, y1: 20 };
  const head = headBox(hero);
  const headWide = head.x1 - head.x0;
  // A bite's size: under half the head's width, so it never hides the face.
  const sz = Math.min(size * 0.75, (headWide * 0.42) / Math.max(1, own.x1 - own.x0));
  const wide = (own.x1 - own.x0) * sz;
  const tall = (own.y1 - own.y0) * sz;
  // Its near edge no nearer the middle of the face than the corner of the mouth.
  // A head turned three-quarters has its face off the middle, towards the way it turns.
  const faceX = (head.x0 + head.x1) / 2 + pageFacing(hero) * headWide * 0.24;
  const mouthCorner = faceX + dir * headWide * 0.16;
  const x = dir > 0 ? Math.max(mouthHand.x - wide * 0.22, mouthCorner + wide / 2) : Math.min(mouthHand.x + wide * 0.22, mouthCorner - wide / 2);
  const centre = { x, y: mouthHand.y - tall * 0.3 };
  return [
    {
      tag: 'g',
      attrs: { 'data-part': 'bite' },
      children: [place(centre.x - ((own.x0 + own.x1) / 2) * sz * dir, centre.y - ((own.y0 + own.y1) / 2) * sz, sz, drawing, hero.flip)],
    },
  ];
}

const FOOD_COLOUR: Record<string, string> = { pancakes: '#e8b46a', cake: '#ffd1dc', pumpkin: '#f29040' };

/** A skipping rope with a handle in each hand: looped over the head when skipping, hanging down in front when carried; in one hand (waving) doubled up. */
function ropeInHands(hero: Placed, accent: string): SvgNode[] {
  const s = hero.scale;
  let a = handPoint(hero);
  let b = handPoint(hero, 'otherHand');
  const pose = hero.member.pose;
  if (pose === 'wave') {
    // Both handles together in the lowered hand, the rope hanging in a loop.
    a = { x: b.x - 8 * s, y: b.y };
    b = { x: b.x + 8 * s, y: b.y };
  }
  const head = headBox(hero);
  const ground = (hero.ground ?? hero.y) - 6 * s;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  // The rope's lowest (or highest) point: a cubic's middle is three quarters of the way to its control points' level.
  const want = pose === 'skip' ? head.y0 - 26 * s : Math.min(ground, mid.y + (pose === 'wave' ? 150 : 120) * s);
  const level = Math.max(SAFE_MARGIN + 2, Math.min(H - SAFE_MARGIN - 2, (want - 0.25 * mid.y) / 0.75));
  // The rope leaves the top of the handle when it turns over the head, the bottom when it hangs.
  const end = (pose === 'skip' ? -16 : 16) * s;
  const handle = (q: Point): SvgNode => path(capsule(q.x, q.y - 16 * s, q.x, q.y + 18 * s, 12 * s), { kind: 'figure', fill: '#e5484d' });
  return [
    path(`M${r(a.x)} ${r(a.y + end)}C${r(a.x)} ${r(level)} ${r(b.x)} ${r(level)} ${r(b.x)} ${r(b.y + end)}`, {
      kind: 'line',
      color: accent,
      width: 6 * Math.max(0.7, s),
    }),
    { tag: 'g', attrs: { 'data-part': 'handles' }, children: [handle(a), handle(b)] },
  ];
}

/**
 * Where a key object on the ground goes (beside the hero, on the side they face when they found
 * or look at it; a standing thing between two), kept inside the frame: its drawing and its box.
 */
function groundSpot(prop: PropInScene, model: SceneModel, hero: Placed, placed: Placed[]): { nodes: SvgNode[]; box: Box } | undefined {
  const resolved = resolveProp(prop.noun);
  const spec = PROPS[prop.kit]
    ? PROPS[prop.kit]
    : resolved.spec && resolved.kit === prop.kit
      ? resolved.spec
      : (Object.values(PROPS).find((s) => s.kit === prop.kit) ?? resolved.spec);
  if (!spec || prop.placement === 'animal') return undefined;
  const partner = placed.find((p) => p !== hero && p.member.look.name === model.partner) ?? placed[1];
  const standing = prop.placement === 'between' && spec.placement === 'ground' && !spec.grip && !!partner && !partner.receives;
  if (prop.placement !== 'ground' && !standing) return undefined;
  const size =
    hero.scale *
    (model.camera === 'wide' ? 1.35 : model.camera === 'above' ? 1.25 : 1) *
    (spec.scale?.(model.setting) ?? 1) *
    (prop.scale === 'giant' ? 3.2 : prop.scale === 'tiny' ? 0.4 : 1);
  const drawing = spec.draw(prop.accent, lookOf(prop));
  let x: number;
  let y: number;
  let scale = size * 1.05;
  if (standing) {
    x = (hero.x + partner.x) / 2;
    y = Math.max(hero.y, partner.y) + 4;
    scale = size;
  } else {
    const dir = hero.flip ? -1 : 1;
    const friendsRight = placed.slice(1).filter((p) => p.x > hero.x).length;
    const friendsLeft = placed.length - 1 - friendsRight;
    const towards = ['finding', 'looking', 'building', 'playing'].includes(model.action);
    const away = towards ? dir : friendsRight > friendsLeft ? -1 : friendsRight < friendsLeft ? 1 : dir;
    x = hero.x + away * (hero.figure.halfWidth * hero.scale * 0.7 + 50 * size);
    y = hero.y + 6;
  }
  // Inside the safe frame, whole.
  const local = boundsOf(drawing, undefined, { skipTones: true }) ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
  const fit = Math.min(
    1,
    (W - 2 * SAFE_MARGIN) / Math.max(1, (local.x1 - local.x0) * scale),
    (H - 2 * SAFE_MARGIN) / Math.max(1, (local.y1 - local.y0) * scale),
  );
  scale *= fit;
  x = Math.max(SAFE_MARGIN - local.x0 * scale, Math.min(W - SAFE_MARGIN - local.x1 * scale, x));
  y = Math.max(SAFE_MARGIN - local.y0 * scale, Math.min(H - SAFE_MARGIN - local.y1 * scale, y));
  const nodes: SvgNode[] = [place(x, y, scale, drawing)];
  const box: Box = { x0: x + local.x0 * scale, y0: y + local.y0 * scale, x1: x + local.x1 * scale, y1: y + local.y1 * scale };
  if (!standing && (model.action === 'finding' || model.action === 'looking'))
    for (const [dx, dy] of [
      [-60, -90],
      [50, -110],
      [70, -40],
    ] as const)
      nodes.push(deco('sparkle', sparkle(x + dx * size, y + dy * size, 10, '#fff3a0')));
  return { nodes: [{ tag: 'g', attrs: { 'data-prop': prop.kit, 'data-noun': prop.noun }, children: nodes }], box };
}

/** An animal the scene names that is not in the cast (a beetle to ride, a frog by the pond): drawn small and unnamed. */
function drawAnimalProp(prop: PropInScene, model: SceneModel, hero: Placed, placed: Placed[], floor: number, base: number, at?: AnimalSpot): SvgNode[] {
  const riding = model.mount === -1;
  if (riding && hero.carrier) {
    // The hero rides it: placed with the cast, big, the child on its back.
    const mount = hero.carrier;
    const shadow = carrierShadow(mount, floor);
    return [
      {
        tag: 'g',
        attrs: { 'data-shadow': 'carrier' },
        children: [ellipse(shadow.cx, shadow.cy, shadow.rx, shadow.ry, { kind: 'tone', fill: '#1a1030', opacity: mount.aloft ? 0.1 : 0.16 })],
      },
      // Up in the air: puffs of cloud under it and lines of rushing air behind it.
      ...(mount.aloft ? flightMarks(mount) : []),
      place(mount.x, mount.y, mount.scale, mount.figure.nodes, mount.flip, mount.rotate),
      {
        tag: 'g',
        attrs: { 'data-kit': hero.member.kit, 'data-name': hero.member.look.name, 'data-role': 'hero' },
        children: [place(hero.x, hero.y, hero.scale, hero.figure.nodes, hero.flip)],
      },
    ];
  }
  // Where it was put when the child turned to it (the child's pointing arm must not push it elsewhere).
  const spot = at ?? animalSpot(prop, hero, placed, base);
  return [place(spot.x, spot.y, spot.scale, spot.figure.nodes, spot.flip)];
}

/**
 * Where an animal the scene names (a fox, a frog) stands: beside the hero on the side away from
 * friends, whole inside the frame, and clear of the hero's body (never its tail over a hand): on the
 * other side when the frame leaves no room, smaller when neither side has room.
 */
interface AnimalSpot {
  x: number;
  y: number;
  scale: number;
  figure: Figure;
  flip: boolean;
  box: Box;
}

function animalSpot(prop: PropInScene, hero: Placed, placed: Placed[], base: number): AnimalSpot {
  const look = creatureLook(`${prop.noun}-prop`, prop.species ?? prop.noun);
  look.accessory = 'none';
  const figure =
    look.kind === 'creature' && SPECIES[look.species]?.family === 'vehicle'
      ? drawVehicle(look, 'relaxed', 'happy', true)
      : drawCharacter(look, 'relaxed', 'happy');
  const natural = naturalScale(look, figure);
  const flies = SPECIES[look.species]?.flies && look.species !== 'duck';
  const first = placed.length > 1 && placed[1]!.x > hero.x ? -1 : 1;
  const y = flies ? hero.y + hero.figure.top * hero.scale - 20 : Math.min(hero.y + 6, H - 10);
  const local = boundsOf(figure.nodes, undefined, { skipTones: true }) ?? { x0: -figure.halfWidth, y0: figure.top, x1: figure.halfWidth, y1: 0 };
  const bodies = placed.map(figureBox);
  let best: (AnimalSpot & { cost: number }) | undefined;
  for (const shrink of [1, 0.8, 0.62, 0.48])
    for (const [dir, pastAll] of [
      [first, false],
      [-first, false],
      [first, true],
      [-first, true],
    ] as const) {
      const scale = Math.min(base * natural * 1.2 * shrink, (W - 2 * SAFE_MARGIN) / Math.max(1, local.x1 - local.x0));
      // Turned to the hero.
      const flip = dir > 0;
      const boxAt = (x: number): Box => {
        const a = x + (flip ? -local.x1 : local.x0) * scale;
        const b = x + (flip ? -local.x0 : local.x1) * scale;
        return { x0: a, y0: y + local.y0 * scale, x1: b, y1: y + local.y1 * scale };
      };
      // Just past the hero's body on that side (or past everyone there), then pulled inside the frame.
      const edge = pastAll ? (dir > 0 ? Math.max(...bodies.map((b) => b.x1)) : Math.min(...bodies.map((b) => b.x0))) : dir > 0 ? bodies[0]!.x1 : bodies[0]!.x0;
      let x = dir > 0 ? edge + 12 - boxAt(0).x0 : edge - 12 - boxAt(0).x1;
      const b0 = boxAt(x);
      if (b0.x0 < SAFE_MARGIN) x += SAFE_MARGIN - b0.x0;
      if (b0.x1 > W - SAFE_MARGIN) x -= b0.x1 - (W - SAFE_MARGIN);
      const box = boxAt(x);
      // In front of a big friend is better than over the child's own legs.
      const cost = bodies.reduce((sum, body, i) => sum + (i === 0 ? 4 : 1) * Math.max(0, Math.min(body.x1, box.x1) - Math.max(body.x0, box.x0)), 0);
      if (!best || cost < best.cost) best = { x, y, scale, figure, flip, box, cost };
      if (cost === 0) return best;
    }
  return best!;
}

/** Short speed lines and a puff of dust behind a runner's back, low by the legs and the middle. */
function runMarks(p: Placed): SvgNode[] {
  const half = (p.figure.halfWidth - 30) * p.scale;
  const tall = -p.figure.top * p.scale;
  const back = p.flip ? 1 : -1;
  const nodes: SvgNode[] = [];
  for (const [k, dy] of [
    [0, 0.62],
    [1, 0.45],
    [2, 0.28],
  ] as const) {
    const x0 = p.x + back * (half + 12 + k * 10);
    const y = p.y - dy * tall;
    nodes.push(path(`M${r(x0)} ${r(y)}L${r(x0 + back * Math.max(30, (64 - k * 12) * p.scale))} ${r(y)}`, { kind: 'line', color: '#6b5b73', width: 4.5 }));
  }
  nodes.push(ellipse(p.x + back * (half + 10), p.y - 6, 22 * p.scale + 8, 9 * p.scale + 4, { kind: 'tone', fill: '#ffffff', opacity: 0.7 }));
  return [{ tag: 'g', attrs: { 'data-cue': 'running' }, children: nodes }];
}

function flightMarks(mount: Placed): SvgNode[] {
  const half = mount.figure.halfWidth * mount.scale;
  const back = mount.flip ? 1 : -1;
  const nodes: SvgNode[] = [cloud(mount.x - half * 0.55, mount.y + 26, 46, '#ffffff'), cloud(mount.x + half * 0.45, mount.y + 34, 38, '#ffffff')];
  for (const [k, dy] of [
    [0, -0.55],
    [1, -0.3],
    [2, -0.05],
  ] as const) {
    const x0 = mount.x + back * (half + 20 + k * 14);
    const y = mount.y + dy * (-mount.figure.top * mount.scale) * 0.7;
    nodes.push(path(`M${r(x0)} ${r(y)}L${r(x0 + back * (70 - k * 12))} ${r(y)}`, { kind: 'line', color: '#ffffff', width: 6 }));
  }
  return [{ tag: 'g', attrs: { 'data-part': 'flight' }, children: nodes }];
}

/** The shadow of what the hero rides: under it on the ground, or small and faint far below when it flies. */
function carrierShadow(mount: Placed, floor: number): { cx: number; cy: number; rx: number; ry: number } {
  const rx = mount.figure.halfWidth * mount.scale * (mount.aloft ? 0.38 : 0.7);
  return { cx: mount.x, cy: Math.min(floor, H - 10) + 4, rx, ry: mount.aloft ? 9 : 14 };
}

function boxOfShadow(s: { cx: number; cy: number; rx: number; ry: number }): Box {
  return { x0: s.cx - s.rx, y0: s.cy - s.ry, x1: s.cx + s.rx, y1: s.cy + s.ry };
}

/** Feathered wings on something that cannot fly by itself: one behind the roof, one in front, both raised. */
function withWings(figure: Figure, body: string): Figure {
  const top = figure.top;
  const half = figure.halfWidth;
  const wing = (dx: number, lift: number, fill: string): SvgNode => {
    const root = { x: dx, y: top + 24 };
    const tip = { x: dx - half * 1.05, y: top - lift };
    return path(
      `M${r(root.x + 40)} ${r(root.y)}Q${r(root.x - 10)} ${r(tip.y - 30)} ${r(tip.x)} ${r(tip.y)}Q${r(tip.x + 20)} ${r(tip.y + 30)} ${r(tip.x + 8)} ${r(tip.y + 44)}` +
        `Q${r(tip.x + 40)} ${r(tip.y + 50)} ${r(tip.x + 34)} ${r(tip.y + 76)}Q${r(tip.x + 70)} ${r(tip.y + 78)} ${r(tip.x + 74)} ${r(tip.y + 104)}Q${r(root.x - 30)} ${r(root.y + 10)} ${r(root.x - 40)} ${r(root.y)}Z`,
      { kind: 'figure', fill },
    );
  };
  const feather = mix(body, '#ffffff', 0.85);
  return {
    ...figure,
    nodes: [
      { tag: 'g', attrs: { 'data-part': 'wing' }, children: [wing(-10, 170, shade(feather, -0.06))] },
      ...figure.nodes,
      { tag: 'g', attrs: { 'data-part': 'wing' }, children: [wing(30, 130, feather)] },
    ],
    top: Math.min(figure.top, top - 190),
  };
}

function drawSceneryProp(
  prop: PropInScene,
  hero: Placed,
  base: number,
  action: SceneModel['action'] | undefined,
  backdrop: Backdrop,
  placed: Placed[],
): SvgNode[] {
  const spec = PROPS[prop.kit] ?? Object.values(PROPS).find((s) => s.kit === prop.kit);
  if (!spec) return [];
  const nodes = spec.draw(prop.accent, lookOf(prop));
  const own = boundsOf(nodes) ?? { x0: -100, x1: 100, y0: -100, y1: 0 };
  if (prop.kit === 'door') return doorInPlace(prop, nodes, own, hero, base, action, backdrop, placed);
  // Played or looked at (a piano): on the side the hero faces, close enough for the hands; otherwise behind them.
  const at = action === 'playing' || action === 'looking';
  const dir = (hero.flip ? 1 : -1) * (at ? -1 : 1);
  // Kept whole inside the picture (a slide by the edge is moved in, never cut in half).
  // A piano played: sized so its keys are at the reaching hand, the hand over the near end of the keyboard.
  const hand = handPoint(hero);
  const keys = at && prop.kit === 'piano';
  const k = keys ? Math.max(base * 1.1, Math.min(base * 2.6, (hero.y - 4 - hand.y) / 61)) : base * 1.1;
  const wanted = keys ? hand.x + dir * 50 * k : hero.x + dir * (at ? 150 : 190) * base;
  const inFrame = (x: number): number => Math.max(SAFE_MARGIN - own.x0 * k, Math.min(W - SAFE_MARGIN - own.x1 * k, x));
  let x = inFrame(wanted);
  if (!keys) {
    // Never half hidden behind someone's legs (a dentist's chair behind the dentist): moved along to the nearest clear floor.
    // The hero keeps room to turn and bend to it (pointing at it leans the body over).
    const bodies = placed.map((p) => ({ box: figureBox(p), pad: p === hero ? 48 * hero.scale : -APART_MARGIN }));
    const clear = (at: number): boolean => {
      const box = { x0: at + own.x0 * k, y0: hero.y - 4 + own.y0 * k, x1: at + own.x1 * k, y1: hero.y - 4 + own.y1 * k };
      return !bodies.some((b) => overlaps(box, b.box, b.pad));
    };
    for (let step = 0; step <= W; step += 16) {
      const found = (step ? [wanted + dir * step, wanted - dir * step] : [wanted]).map(inFrame).find(clear);
      if (found === undefined) continue;
      x = found;
      break;
    }
  }
  return [{ tag: 'g', attrs: { 'data-prop': prop.kit, 'data-noun': prop.noun }, children: [place(x, hero.y - 4, k, nodes)] }];
}

/**
 * A door is always set in something: indoors in the back wall, standing on the line where the wall
 * meets the floor, in a frame; outdoors in a grassy hillside. Found or looked at, it is on the open
 * side (away from a friend) and the hero turns to it.
 */
function doorInPlace(
  prop: PropInScene,
  nodes: SvgNode[],
  own: Box,
  hero: Placed,
  base: number,
  action: SceneModel['action'] | undefined,
  backdrop: Backdrop,
  placed: Placed[],
): SvgNode[] {
  const others = placed.filter((p) => p !== hero);
  const towards = action === 'finding' || action === 'looking' || action === 'playing';
  const friendSide = others.length ? Math.sign(others.reduce((sum, p) => sum + p.x - hero.x, 0)) || 1 : 0;
  let dir = towards ? (friendSide ? -friendSide : hero.flip ? -1 : 1) : hero.flip ? 1 : -1;
  const indoor = backdrop.indoor && backdrop.wallBase !== undefined;
  const k = base * (indoor ? 1.05 : 1.15);
  const halfW = ((own.x1 - own.x0) / 2) * k;
  const bottom = indoor ? backdrop.wallBase! : hero.y - 30 * base;
  const gap = hero.figure.halfWidth * hero.scale * 0.6 + halfW + 30;
  // No room on that side: the other side.
  if (hero.x + dir * gap + dir * halfW > W - SAFE_MARGIN || hero.x + dir * gap - halfW * (dir < 0 ? 1 : -1) < SAFE_MARGIN) {
    if (!towards || !friendSide) dir = -dir;
  }
  if (towards) hero.flip = dir < 0;
  const x = Math.max(SAFE_MARGIN + halfW * 1.6, Math.min(W - SAFE_MARGIN - halfW * 1.6, hero.x + dir * gap));
  const top = bottom + own.y0 * k;
  const setting: SvgNode[] = indoor
    ? // The frame round the door, in the wall.
      [rect(x - halfW - 12 * k, top - 14 * k, 2 * halfW + 24 * k, bottom - top + 14 * k, { kind: 'figure', fill: '#fbf7f0' }, 6)]
    : // A grassy hillside the door is dug into.
      [
        path(
          `M${r(x - halfW * 2.6)} ${r(bottom)}Q${r(x - halfW * 2.2)} ${r(top - 70 * k)} ${r(x)} ${r(top - 80 * k)}Q${r(x + halfW * 2.2)} ${r(top - 70 * k)} ${r(x + halfW * 2.6)} ${r(bottom)}Z`,
          { kind: 'figure', fill: '#7cc46a' },
        ),
        ...[-1, 1].map((side) => grassTuft(x + side * halfW * 1.7, bottom - 6, 14, '#5fa84e')),
      ];
  return [
    {
      tag: 'g',
      attrs: { 'data-prop': prop.kit, 'data-noun': prop.noun, 'data-set-in': indoor ? 'wall' : 'hillside' },
      children: [...setting, place(x, bottom, k, nodes)],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Cover, water, ground and the story's style.

function coverNodes(cover: NonNullable<SceneModel['cover']>, hero: Placed, ctx: BackdropContext, others: Box[] = []): SvgNode[] {
  const height = -hero.figure.top * hero.scale;
  const x = hero.x;
  const y = hero.y + 6;
  switch (cover) {
    case 'rock':
      return rock(x, y, height * 0.75, ctx.c('#a89a8c'));
    case 'crate':
      return [
        rect(x - height * 0.45, y - height * 0.5, height * 0.9, height * 0.5, { kind: 'figure', fill: ctx.c('#c9935a') }, 4),
        path(`M${x - height * 0.45} ${y - height * 0.25}L${x + height * 0.45} ${y - height * 0.25}`, { kind: 'line', width: 3 }),
      ];
    case 'curtain': {
      // A curtain hangs from a rail on rings at a window: the panel the child hides behind, the window beside it, a gathered panel at its far side.
      const top = y - height * 1.2;
      const rail = top - 10;
      const fill = ctx.c('#b7a3e8');
      const left = x - height * 1.25;
      // A gathered panel at the rail's far end, when there is room and nobody stands there (never a strip through the dog beside the child).
      const gathered: Box = { x0: left - 4, y0: top, x1: left + height * 0.16, y1: y };
      const window = left > SAFE_MARGIN + 10 && !others.some((b) => overlaps(gathered, b, 4));
      const railStart = window ? left : x - height * 0.62;
      const nodes: SvgNode[] = [];
      if (window) {
        nodes.push(
          group(
            [
              path(
                `M${r(left)} ${r(top)}L${r(left + height * 0.14)} ${r(top)}Q${r(left + height * 0.1)} ${r(y - height * 0.5)} ${r(left + height * 0.16)} ${r(y)}L${r(left - 4)} ${r(y)}Z`,
                { kind: 'figure', fill },
              ),
            ],
            { 'data-part': 'panel' },
          ),
        );
      }
      nodes.push(
        group(
          [
            path(
              `M${r(x - height * 0.6)} ${r(y)}L${r(x - height * 0.5)} ${r(top)}L${r(x + height * 0.1)} ${r(top)}Q${r(x - height * 0.05)} ${r(y - height * 0.6)} ${r(x + height * 0.15)} ${r(y)}Z`,
              { kind: 'figure', fill },
            ),
          ],
          { 'data-part': 'panel' },
        ),
      );
      for (let k = 1; k < 4; k++)
        nodes.push(
          path(
            `M${r(x - height * 0.5 + k * height * 0.15)} ${r(top + 6)}Q${r(x - height * 0.52 + k * height * 0.15)} ${r(y - height * 0.5)} ${r(x - height * 0.6 + k * height * 0.17)} ${r(y - 4)}`,
            { kind: 'line', color: shade(fill, -0.18), width: 3 },
          ),
        );
      const railEnd = x + height * 0.2;
      // The rail hangs from the ceiling above the picture on two rods at its ends: never floating in the air.
      for (const end of [railStart - 16, railEnd + 16])
        nodes.push(
          group(
            [
              path(`M${r(end)} 0L${r(end)} ${r(rail)}`, { kind: 'line', color: '#8a5a30', width: 5 }),
              rect(end - 9, rail - 16, 18, 8, { kind: 'figure', fill: '#c9935a' }, 3),
            ],
            { 'data-part': 'hanger' },
          ),
        );
      nodes.push(
        path(`M${r(railStart - 14)} ${r(rail)}L${r(railEnd + 14)} ${r(rail)}`, { kind: 'line', color: '#8a5a30', width: 8 }),
        circle(railStart - 16, rail, 9, { kind: 'figure', fill: '#c9935a' }),
        circle(railEnd + 16, rail, 9, { kind: 'figure', fill: '#c9935a' }),
      );
      for (let rx = x - height * 0.48; rx <= x + height * 0.1; rx += height * 0.12)
        nodes.push(circle(rx, rail + 4, 6, { kind: 'line', color: '#8a5a30', width: 3 }));
      return [{ tag: 'g', attrs: { 'data-cover': 'curtain', 'data-hung-from': 'rail' }, children: nodes }];
    }
    case 'fern':
      return [0, 1, 2, 3].map((k) =>
        path(
          `M${x - height * 0.5 + k * height * 0.33} ${y}Q${x - height * 0.7 + k * height * 0.35} ${y - height * 0.7} ${x - height * 0.2 + k * height * 0.3} ${y - height * 0.62}Q${x - height * 0.3 + k * height * 0.33} ${y - height * 0.3} ${x - height * 0.3 + k * height * 0.33} ${y}Z`,
          { kind: 'figure', fill: ctx.c(k % 2 ? '#5aa85a' : '#4f9a45') },
        ),
      );
    default:
      return bush(x, y, height * 0.55, ctx.c('#5aa356')).map((n) =>
        n.paint?.kind === 'land' ? { ...n, paint: { kind: 'figure' as const, fill: n.paint.fill } } : n,
      );
  }
}

/** Where the waves drawn over a swimmer at the beach come up to: a little below the shoulders. */
function waterlineOf(hero: Placed): number {
  return hero.y - -hero.figure.top * hero.scale * 0.42;
}

function waterOver(hero: Placed, ctx: BackdropContext): SvgNode[] {
  const y = waterlineOf(hero);
  let d = `M-20 ${Math.round(y)}`;
  for (let x = -20; x < W + 40; x += 80) d += `q20 -14 40 0t40 0`;
  d += `L${W + 40} ${Math.round(y + 120)}Q${W / 2} ${Math.round(y + 150)} -20 ${Math.round(y + 120)}Z`;
  return [
    path(d, { kind: 'land', fill: ctx.c('#3fa7d6') }),
    path(`M${hero.x - 70 * hero.scale} ${Math.round(y + 6)}q20 -10 40 0M${hero.x + 30 * hero.scale} ${Math.round(y + 10)}q20 -10 40 0`, {
      kind: 'line',
      color: '#d6f1fb',
      width: 4,
    }),
  ];
}

/** Seen from above, the ground reaches further down the picture. */
function groundBelow(model: SceneModel, ctx: BackdropContext, top: number, rng: Rng, indoor: boolean): SvgNode[] {
  // A stage out of doors (a festival on a hill) stands on grass, not on floorboards.
  const grass = !indoor && INDOOR.has(model.setting);
  const colour = ctx.c(grass ? GROUND.meadow : (GROUND[model.setting] ?? '#8fce72'));
  const nodes: SvgNode[] = [rect(0, top, W, H - top + 10, { kind: 'land', fill: colour })];
  const outdoor =
    grass ||
    (!INDOOR.has(model.setting) && model.setting !== 'space' && model.setting !== 'underwater' && model.setting !== 'beach' && model.setting !== 'city');
  for (let k = 0; k < 7; k++) {
    const x = rng.range(20, W - 20);
    const y = rng.range(top + 20, H - 10);
    if (outdoor) nodes.push(grassTuft(x, y, rng.range(10, 16), ctx.c('#5fa84e')));
    else if (model.setting === 'beach' || model.setting === 'space')
      nodes.push(ellipse(x, y, rng.range(10, 22), rng.range(4, 8), { kind: 'land', fill: ctx.c(model.setting === 'beach' ? '#e6c888' : '#9d94c4') }));
  }
  return nodes;
}

function styleTouches(model: SceneModel, rng: Rng): SvgNode[] {
  const look = STYLE_LOOKS[model.style];
  const nodes: SvgNode[] = [];
  if (model.calm) return nodes;
  if (look.sparkles) for (let k = 0; k < 8; k++) nodes.push(deco('sparkle', sparkle(rng.range(30, 994), rng.range(40, 420), rng.range(5, 10), '#fff6c2')));
  // Confetti only has a cause when someone celebrates: over a game it fell from an empty sky.
  if (look.confetti && model.action === 'celebrating') {
    const colors = ['#ff6b6b', '#4fc3f7', '#ffd166', '#b07cd8', '#4fc38a'];
    for (let k = 0; k < 16; k++) {
      nodes.push(rect(rng.range(20, 1000), rng.range(20, 300), 10, 5, { kind: 'tone', fill: rng.pick(colors) }));
      const last = nodes[nodes.length - 1]!;
      last.attrs = { ...last.attrs, transform: `rotate(${Math.round(rng.range(0, 180))} ${last.attrs?.x} ${last.attrs?.y})` };
    }
  }
  return nodes;
}

function hashTag(seed: string): string {
  let h = 0;
  for (let i = 0; i < seed.length; i++) h = (h * 31 + seed.charCodeAt(i)) >>> 0;
  return h.toString(36).slice(0, 5);
}
