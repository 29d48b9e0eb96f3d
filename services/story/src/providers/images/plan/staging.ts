import { FOOD_KITS, resolveProp, type ResolvedProp } from '../art/props';
import { resolveSpecies } from '../art/species';
import type { Camera, PictureAction } from '../types';

/**
 * How one picture is staged, decided once and used by both the drawing and its caption, so the
 * words never say what the picture does not show: who is in it, who carries whom, which thing is
 * the key object and where it is, who is tiny or giant, and how the picture is framed.
 */
export interface StageCharacter {
  name: string;
  role: 'hero' | 'companion' | 'subject' | 'twist' | 'friend';
  /** For creatures, the species ("triceratops"); people have none. */
  species?: string;
}

export interface StagedObject extends ResolvedProp {
  /** How the caption names it: "the red tin bucket". */
  phrase: string;
}

export interface Staging {
  action: PictureAction;
  /** Names drawn, the hero first. */
  who: string[];
  /** Who carries the hero when riding or flying: a cast member's name, or `object` for the key object (a beetle). */
  mount?: string;
  /** The one the action is done with or to (given to, hugged, comforted). */
  partner?: string;
  object?: StagedObject;
  /** Who is tiny or giant: a character's name, or `object` when the key object is (a giant pumpkin). */
  scaled?: { name: string; scale: 'tiny' | 'giant' };
  camera: Camera;
  /** What a hiding child hides behind. */
  cover?: 'bush' | 'rock' | 'crate' | 'curtain' | 'fern';
}

const CARRY = new Set([
  'pony',
  'horse',
  'donkey',
  'unicorn',
  'cow',
  'bear',
  'polar bear',
  'lion',
  'tiger',
  'zebra',
  'elephant',
  'triceratops',
  'diplodocus',
  'stegosaurus',
  'pterosaur',
  'ankylosaurus',
  't-rex',
  'dragon',
  'dolphin',
  'whale',
  'turtle',
  'eagle',
  'tortoise',
]);
const FLYERS = new Set(['pterosaur', 'dragon', 'eagle', 'owl', 'plane', 'helicopter', 'rocket']);

export function canCarrySpecies(species: string | undefined, heroTiny: boolean): boolean {
  if (!species) return false;
  const resolved = resolveSpecies(species);
  if (!resolved.known) return heroTiny;
  return CARRY.has(resolved.species) || (heroTiny && resolved.spec.family !== 'object') || resolved.spec.family === 'vehicle';
}

export function canCarryInFlight(species: string | undefined, heroTiny: boolean): boolean {
  if (!species) return false;
  const resolved = resolveSpecies(species);
  return FLYERS.has(resolved.species) || (heroTiny && !!resolved.spec.flies);
}

/** Actions framed close up, wide, or from above; the rest at the middle distance. */
const CLOSE = new Set<PictureAction>([
  'holding',
  'giving',
  'sharing',
  'hugging',
  'crying',
  'comforting',
  'reading',
  'eating',
  'listening',
  'talking',
  'washing',
]);
const WIDE = new Set<PictureAction>(['arriving', 'running', 'climbing', 'riding', 'swimming', 'waving']);
const ABOVE = new Set<PictureAction>(['finding', 'building', 'playing']);

export function preferredCamera(action: PictureAction, count: number): Camera {
  if (action === 'sleeping') return 'medium';
  if (CLOSE.has(action)) return count <= 2 ? 'close' : 'medium';
  if (WIDE.has(action)) return 'wide';
  if (ABOVE.has(action)) return 'above';
  return 'medium';
}

/** A different framing when two pictures in a row would be framed alike. */
export function alternateCamera(camera: Camera, action: PictureAction): Camera {
  if (action === 'sleeping') return camera;
  switch (camera) {
    case 'close':
      return 'medium';
    case 'wide':
      return 'medium';
    case 'above':
      return 'close';
    default:
      return CLOSE.has(action) ? 'close' : action === 'looking' || action === 'hiding' ? 'wide' : 'above';
  }
}

/** What a picture shows when its thing has no drawing: an action that needs no thing in the hands. */
const UNDRAWN_OBJECT_ACTION: Partial<Record<PictureAction, PictureAction>> = {
  holding: 'looking',
  finding: 'looking',
  giving: 'talking',
  sharing: 'talking',
  eating: 'looking',
  washing: 'looking',
  building: 'playing',
  reading: 'looking',
};

/** Things a child makes pictures with: making with one makes a picture. */
const PICTURE_TOOLS = new Set(['paintbrush', 'crayon']);

/** Worn things go on the hero; a held thing is held; when giving or sharing the thing travels between two. */
export function stage(input: {
  action: PictureAction;
  who: StageCharacter[];
  object?: string;
  scale?: 'tiny' | 'giant';
  beat?: string;
  camera?: Camera;
  objectPhrase?: (noun: string) => string;
  backdrop?: string;
  /** The twist's thing is what grows or shrinks (the key object), not a character. */
  objectScaled?: boolean;
}): Staging {
  const hero = input.who.find((c) => c.role === 'hero') ?? input.who[0];
  const others = input.who.filter((c) => c !== hero);
  let action = input.action;
  let object: StagedObject | undefined;
  const named = input.object ? input.who.find((c) => c.name.toLowerCase() === input.object!.toLowerCase()) : undefined;
  if (input.object && !named) {
    const resolved = resolveProp(input.object);
    // A thing nobody drew (a worry, a race, a park) is left out of the picture and out of its words: never a gift box standing in for it.
    // The words name what is drawn: "the board" of a board game is "the board game".
    const said = input.objectPhrase?.(resolved.noun) ?? `the ${resolved.noun}`;
    const phrase =
      resolved.kit.startsWith(`${resolved.noun} `) && said.endsWith(` ${resolved.noun}`) ? `${said.slice(0, -resolved.noun.length)}${resolved.kit}` : said;
    if (resolved.known) object = { ...resolved, phrase };
    else action = UNDRAWN_OBJECT_ACTION[action] ?? action;
  }
  // Making with a tool that makes pictures (a paintbrush, a crayon): the picture is the thing made, the tool in the hand.
  if (action === 'building' && object && PICTURE_TOOLS.has(object.kit)) {
    const painted = object.kit === 'paintbrush';
    object = { ...resolveProp(painted ? 'painting' : 'drawing'), phrase: 'a picture' };
  }
  if (action === 'talking' && others.length === 0) action = 'looking';
  // Eating with nothing drawn to eat is not a picture of eating ("eats a snack" with empty hands).
  if (action === 'eating' && !object) action = others.length > 0 ? 'talking' : 'looking';
  // Nobody eats a whisk: with a thing that is not food, the picture is of holding it.
  if (action === 'eating' && object && !FOOD_KITS.has(object.kit)) action = 'holding';
  // Who is tiny or giant: a twist's character when the twist is in the picture, else the hero.
  let scaled: Staging['scaled'];
  if (input.scale && input.objectScaled && object) {
    scaled = { name: 'object', scale: input.scale };
    object = { ...object, phrase: object.phrase.replace(/^the /, `the ${input.scale} `) };
  } else if (input.scale) {
    const twist = others.find((c) => c.role === 'twist');
    scaled = { name: (input.beat?.startsWith('twist') && twist ? twist : hero)?.name ?? '', scale: input.scale };
  }
  const heroTiny = scaled?.scale === 'tiny' && scaled.name === hero?.name;
  let mount: string | undefined;
  if (action === 'riding' || action === 'flying') {
    const carrier =
      others.find((c) => (action === 'flying' ? canCarryInFlight(c.species, heroTiny) : canCarrySpecies(c.species, heroTiny))) ??
      others.find((c) => canCarrySpecies(c.species, heroTiny) && action === 'flying' && !!resolveSpecies(c.species ?? '').spec.flies);
    if (carrier) mount = carrier.name;
    else if (object?.placement === 'animal' && (heroTiny || canCarrySpecies(object.species, heroTiny))) mount = 'object';
    // A thing too big to carry that cannot carry the hero here (a rocket on its legs) is looked at, never "carried".
    else if (action === 'riding') action = object && object.placement !== 'hand' && !object.spec?.grip ? 'looking' : others.length > 0 ? 'running' : 'arriving';
  }
  const partner =
    (named && named !== hero ? named : undefined)?.name ??
    others.find((c) =>
      action === 'comforting' || action === 'crying' ? c.role === 'companion' : action === 'giving' || action === 'sharing' ? c.role !== 'companion' : true,
    )?.name ??
    others[0]?.name;
  if ((action === 'giving' || action === 'sharing') && !partner) action = object ? 'holding' : 'looking';
  if (action === 'hugging' && !partner) action = 'waving';
  const count = input.who.length;
  const camera = input.camera ?? preferredCamera(action, count);
  const cover = action === 'hiding' ? coverFor(input.backdrop) : undefined;
  return {
    action,
    who: input.who.map((c) => c.name),
    ...(mount ? { mount } : {}),
    ...(partner ? { partner } : {}),
    ...(object ? { object } : {}),
    ...(scaled ? { scaled } : {}),
    camera,
    ...(cover ? { cover } : {}),
  };
}

function coverFor(backdrop: string | undefined): Staging['cover'] {
  switch (backdrop) {
    case 'bedroom':
    case 'home':
    case 'kitchen':
    case 'lab':
    case 'studio':
    case 'stage':
      return 'curtain';
    case 'beach':
    case 'space':
    case 'underwater':
      return 'rock';
    case 'prehistoric':
      return 'fern';
    case 'city':
    case 'road':
    case 'stadium':
      return 'crate';
    default:
      return 'bush';
  }
}
