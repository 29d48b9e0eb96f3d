import type { StoryStyle } from '@bedtime/contracts';
import type { Camera, PictureAction, Scene, StoryForArt, TimeOfDay } from '../types';
import { objectPhrase } from '../plan/plan-scenes';
import { stage, type StageCharacter, type Staging } from '../plan/staging';
import { INTEREST_SETTING, SETTINGS, type SettingId } from '../text/vocabulary';
import { canFly, CHILD_HEIGHT, figureKitOf, isSeaCreature, specOf, wantedHeight } from './draw-character';
import type { Expression, Pose } from './figure-kit';
import type { Look } from './look';
import { hashString, seededRng } from './random';
import { castRoles, lookFor, resolveCast } from './resolve-look';
import type { PropPlacement } from './props';

/** Where a character is in the picture. */
export type Spot = 'ground' | 'mount' | 'air' | 'water' | 'bed' | 'rug' | 'bowl' | 'behind';

export interface CastMember {
  look: Look;
  /** Which figure kit draws this character (a triceratops by the triceratops kit, never as a child). */
  kit: string;
  role: StageCharacter['role'];
  pose: Pose;
  expression: Expression;
  /** Where the eyes turn: -1 left, 1 right, 0 at us. */
  gaze: number;
  /**
   * What the character acts on, so the layout turns it that way (three-quarters) wherever the two end up: a cast
   * member's name (the friend talked to, comforted, given to; the hero, for a friend), `key` for the scene's key thing
   * (found, looked at, built), or `out` for a pose that faces the reader (asleep in bed, a wave). Unset: it faces where it goes.
   */
  facing?: string;
  spot: Spot;
  scale?: 'tiny' | 'giant';
}

export interface PropInScene {
  /** The noun as the story names it ("bucket"). */
  noun: string;
  /** What draws it ("bucket", "magnifying glass", "parcel" for a noun nobody drew, or a creature kit). */
  kit: string;
  placement: PropPlacement | 'between';
  /** For an animal the scene names (a beetle to ride, a frog in the pond): its species. */
  species?: string;
  accent: string;
  /** The colour the story's words give the thing ("a red tin bucket"), when they give one: the accent is then this colour. */
  colour?: string;
  /** A pattern the words give it ("a brown speckled egg"). */
  pattern?: PropPattern;
  /** The scene's key object (drawn larger, never left out). */
  key: boolean;
  /** The thing itself is tiny or giant (a twist's pumpkin). */
  scale?: 'tiny' | 'giant';
}

/**
 * Everything decided about one picture, as plain data: the colour picture and its line art are
 * both drawn from it, and it travels inside the SVG so line art can be rebuilt from a stored one.
 */
export interface SceneModel {
  v: 2;
  seed: string;
  /** The picture's place in the book, so consecutive pictures can be framed differently. */
  shot: number;
  setting: SettingId;
  /** The place as the story names it: its name chooses the landmarks drawn. */
  place?: string;
  /** How many earlier pages showed the same action: the cast stands on the other side. */
  repeat?: number;
  /** The cast stands the other way round: the picture before showed the hero in the same pose, turned the same way. */
  swap?: boolean;
  /** Small layout changes between pictures of one place. */
  variant: number;
  mirror: boolean;
  timeOfDay: TimeOfDay;
  style: StoryStyle;
  camera: Camera;
  action: PictureAction;
  beat?: string;
  cast: CastMember[];
  props: PropInScene[];
  inBed: boolean;
  /** Whose bedroom a bedroom picture shows (the story's world, the child's age, the story itself): each story's room its own, the same on every page. */
  room?: { world: string; age: number; story: string };
  /** The index in `cast` of who carries the hero, or -1 for the key object (a beetle). */
  mount?: number;
  /** Who the action is done with (given to, hugged, talked to). */
  partner?: string;
  /** What kind of thing is said on a talking page, from the words the page quotes: drawn in the speech bubble. */
  says?: Says;
  cover?: Staging['cover'];
  /** A calm picture (the goodnight one): nothing exciting, nothing unsafe by the bed. */
  calm: boolean;
}

export type PropPattern = 'speckled' | 'spotted' | 'striped';
const PATTERNS: Record<string, PropPattern> = {
  speckled: 'speckled',
  speckly: 'speckled',
  freckled: 'speckled',
  spotted: 'spotted',
  spotty: 'spotted',
  dotted: 'spotted',
  striped: 'striped',
  stripy: 'striped',
  stripey: 'striped',
};

const ACCENTS = ['#e5484d', '#4f86e0', '#f6c945', '#b07cd8', '#4fc38a', '#ff9e7a'];
const COLOUR_ACCENT: Record<string, string> = {
  red: '#e5484d',
  blue: '#4f86e0',
  yellow: '#f6c945',
  green: '#4fc38a',
  purple: '#b07cd8',
  pink: '#f28ab3',
  orange: '#f29040',
  silver: '#c8ccd6',
  golden: '#e9b94e',
  gold: '#e9b94e',
  brass: '#d9a94a',
  bright: '#ff6b6b',
  white: '#f7f4ee',
  black: '#4a4452',
  brown: '#9c6c46',
  grey: '#9a9aa6',
  gray: '#9a9aa6',
  cream: '#f3ead8',
  tan: '#c99a62',
  turquoise: '#3fc1c9',
  violet: '#9a6ee0',
  crimson: '#c8243c',
  scarlet: '#e0392f',
};

/** The colour and pattern the story's words give a thing: "the brown speckled egg" is brown with speckles. */
export function thingLook(phrase: string): { colour?: string; pattern?: PropPattern } {
  const words = phrase.toLowerCase().split(/[\s-]+/);
  const colourWord = words.find((w) => COLOUR_ACCENT[w]);
  const patternWord = words.find((w) => PATTERNS[w]);
  return { ...(colourWord ? { colour: COLOUR_ACCENT[colourWord]! } : {}), ...(patternWord ? { pattern: PATTERNS[patternWord]! } : {}) };
}

/** Verbs in a paragraph that say what happens, for stories told before plans. */
const TEXT_ACTIONS: [RegExp, PictureAction][] = [
  [/\b(?:fell asleep|drifted off|asleep|snuggled|tucked (?:up|in))\b/, 'sleeping'],
  [/\b(?:hugged|cuddled|hug)\b/, 'hugging'],
  [/\b(?:rode|riding|climbed (?:onto|on to|up onto) (?:the )?back|on (?:his|her|its) back)\b/, 'riding'],
  [/\b(?:flew|soared|flying|floated up)\b/, 'flying'],
  [/\b(?:swam|swimming|dived|paddled)\b/, 'swimming'],
  [/\b(?:gave|handed)\b/, 'giving'],
  [/\b(?:shared|share)\b/, 'sharing'],
  [/\b(?:hid|hiding)\b/, 'hiding'],
  [/\b(?:found|discovered|spotted)\b/, 'finding'],
  [/\b(?:ran|raced|dashed|hurried)\b/, 'running'],
  [/\b(?:climbed|scrambled up)\b/, 'climbing'],
  [/\b(?:read|reading)\b/, 'reading'],
  [/\b(?:cheered|celebrated|danced|hooray)\b/, 'celebrating'],
  [/\b(?:cried|tears|sobbed)\b/, 'crying'],
  [/\b(?:waved)\b/, 'waving'],
  [/\b(?:built|building)\b/, 'building'],
  [/\b(?:played|playing)\b/, 'playing'],
  [/\b(?:held|holding|picked (?:it )?up|clutched)\b/, 'holding'],
  [/\b(?:listened|whispered)\b/, 'listening'],
];

export function actionFromText(text: string, isLast: boolean): PictureAction {
  const lower = text.toLowerCase();
  if (isLast && /\b(?:sleep|asleep|bed|goodnight|dream)/.test(lower)) return 'sleeping';
  for (const [pattern, action] of TEXT_ACTIONS) if (pattern.test(lower) && (action !== 'sleeping' || isLast)) return action;
  return 'looking';
}

function stageCharacter(look: Look, role: StageCharacter['role']): StageCharacter {
  return { name: look.name, role, ...(look.kind === 'creature' ? { species: look.species } : {}) };
}

export function sceneModel(story: StoryForArt, scene: Scene, cast: Look[] = resolveCast(story)): SceneModel {
  const seed = `${story.id}#${scene.index}`;
  const rng = seededRng(`${seed}|direction`);
  const setting = (SETTINGS as readonly string[]).includes(scene.setting)
    ? (scene.setting as SettingId)
    : (INTEREST_SETTING[story.interests[0] ?? 'Animals'] ?? 'meadow');
  const roles = castRoles(story);

  // Only the cast is ever drawn: a planned story's scenes name its cast; an older story's names are looked up.
  const names = scene.characters.length > 0 ? scene.characters : [cast[0]!.name];
  const looks: Look[] = [];
  for (const name of names) {
    const look = cast.find((candidate) => candidate.name === name) ?? (story.plan ? undefined : lookFor(story, name));
    if (look && !looks.includes(look)) looks.push(look);
  }
  if (looks.length === 0 || looks[0]!.kind !== 'human') {
    const hero = cast[0]!;
    looks.splice(looks.indexOf(hero) >= 0 ? looks.indexOf(hero) : 0, looks.indexOf(hero) >= 0 ? 1 : 0);
    looks.unshift(hero);
  }
  const drawn = looks.slice(0, 4);
  const characters = drawn.map((look, i) => stageCharacter(look, i === 0 ? 'hero' : (roles.get(look.name) ?? 'friend')));
  const isLast = scene.beat === 'goodnight';
  const action: PictureAction = scene.action ?? actionFromText(`${scene.excerpt}`, setting === 'bedroom' || isLast);
  const staging = stage({
    action,
    who: characters,
    ...(scene.object ? { object: scene.object } : {}),
    ...(scene.scale ? { scale: scene.scale } : {}),
    ...(scene.beat ? { beat: scene.beat } : {}),
    ...(scene.camera ? { camera: scene.camera } : {}),
    backdrop: setting,
    objectScaled: !!scene.objectScale,
    // The thing as the story first names it ("a brown speckled egg"): its colour and pattern are drawn.
    objectPhrase: (noun) => objectPhrase(story.content, noun, story.plan?.thing),
  });
  const calm = staging.action === 'sleeping' || setting === 'bedroom' || scene.beat === 'goodnight';
  const finalSetting: SettingId =
    staging.action === 'sleeping' && (scene.beat === 'goodnight' || setting === 'bedroom' || setting === 'home') ? 'bedroom' : setting;

  const members = drawn.map((look, i): CastMember => {
    const character = characters[i]!;
    const isHero = i === 0;
    const isPartner = staging.partner === look.name;
    const isMount = staging.mount === look.name;
    const partnerLook = drawn.find((l) => l.name === staging.partner && l !== look);
    const pose = poseFor(staging, look, isHero, isPartner, isMount, rng.next(), partnerLook);
    const expression = expressionFor(staging, isHero, isPartner, calm, rng.next());
    const spot = spotFor(staging, look, isHero, isMount, finalSetting);
    // Outside on the moon (no air), people wear a bubble helmet and an air pack.
    // In bed nothing worn outdoors stays on: no cape, no crown or hat.
    const undressed: Look = look.kind === 'human' && spot === 'bed' && (look.cape || look.headwear) ? { ...look, cape: undefined, headwear: undefined } : look;
    // A child holding a cape up to look at it is not wearing another one.
    const capeInHand = staging.object?.kit === 'cape' && propPlacement(staging, staging.object.placement) !== 'worn';
    const unCaped: Look = undressed.kind === 'human' && isHero && capeInHand && undressed.cape ? { ...undressed, cape: undefined } : undressed;
    const suited: Look = unCaped.kind === 'human' && finalSetting === 'space' && spot !== 'bed' ? { ...unCaped, spaceSuit: true } : unCaped;
    return {
      // At a standing thing played or looked at (a piano), the eyes turn to it, on the reaching side; looking around, the head turns to the place.
      look: suited,
      kit: figureKitOf(look),
      role: character.role,
      pose,
      expression,
      gaze: isHero && ((pose === 'reach' && staging.object?.placement === 'scenery') || pose === 'scan') ? 1 : 0,
      ...facingOf(staging, look, isHero, isMount, pose, drawn),
      spot,
      ...(staging.scaled && staging.scaled.name === look.name ? { scale: staging.scaled.scale } : {}),
    };
  });

  const props: PropInScene[] = [];
  if (staging.object) {
    const o = staging.object;
    const { colour, pattern } = thingLook(o.phrase);
    const accent = colour ?? ACCENTS[hashString(`${story.id}|${o.noun}`) % ACCENTS.length]!;
    const placement = propPlacement(staging, o.placement);
    // By a sleeping child only calm things: no flames, no balls, nothing loud.
    // A worn thing (a cap, a helmet, a cape) is taken off for bed, not slept in.
    const wornInBed = placement === 'worn' && staging.action === 'sleeping' && o.kit !== 'sling';
    if (!wornInBed && !(calm && placement !== 'worn' && !o.spec?.calm && o.placement !== 'animal')) {
      const scaled = staging.scaled?.name === 'object' ? staging.scaled.scale : undefined;
      props.push({
        noun: o.noun,
        // The chair in a story of the dentist is the dentist's chair (reclined, with its lamp), not a kitchen chair.
        kit: o.kit === 'chair' && atTheDentist(story, cast) ? 'dentist chair' : o.kit,
        placement: scaled === 'giant' ? 'ground' : placement,
        ...(o.species ? { species: o.species } : {}),
        accent,
        key: true,
        ...(colour ? { colour } : {}),
        ...(pattern ? { pattern } : {}),
        ...(scaled ? { scale: scaled } : {}),
      });
    }
  }
  // Building with nothing named to build: what is built is drawn, a tower of blocks at the builder's hands.
  if (staging.action === 'building' && !props.some((p) => p.key) && !calm) {
    props.push({ noun: 'tower', kit: 'blocks', placement: 'ground', accent: ACCENTS[hashString(`${story.id}|tower`) % ACCENTS.length]!, key: true });
  }
  // Finding with nothing named ("finds something"): something is drawn where it is found, a little shining stone, never bare floor.
  if (staging.action === 'finding' && !props.some((p) => p.key) && !calm) {
    props.push({ noun: 'something', kit: 'star stone', placement: 'ground', accent: ACCENTS[hashString(`${story.id}|found`) % ACCENTS.length]!, key: true });
  }
  for (const extra of scene.objects.slice(staging.object ? 1 : 0, 3)) {
    if (props.some((p) => p.kit === extra) || calm) continue;
    props.push({ noun: extra, kit: extra, placement: 'ground', accent: ACCENTS[props.length % ACCENTS.length]!, key: false });
  }

  const says = staging.action === 'talking' ? saysOf(scene.excerpt ?? '') : undefined;
  const mountIndex = staging.mount === 'object' ? -1 : staging.mount ? members.findIndex((m) => m.look.name === staging.mount) : undefined;
  const variant = hashString(`${seed}|variant`) % 4;
  return {
    v: 2,
    seed,
    shot: scene.index,
    setting: finalSetting,
    ...(scene.place ? { place: scene.place } : {}),
    variant,
    ...(scene.repeat ? { repeat: scene.repeat } : {}),
    // Mirrored on alternate pages; a third page doing the same thing again (on the same side as the first) is mirrored the other way, so it is never a copy.
    mirror: ((hashString(`${story.id}|mirror`) + scene.index) % 2 === 1) !== (!!scene.repeat && scene.repeat % 2 === 0),
    ...(says ? { says } : {}),
    timeOfDay: finalSetting === 'space' ? 'night' : calm ? 'night' : scene.timeOfDay,
    style: story.style,
    camera: staging.camera,
    action: staging.action,
    ...(scene.beat ? { beat: scene.beat } : {}),
    cast: members,
    props,
    inBed: staging.action === 'sleeping' && finalSetting === 'bedroom',
    ...(finalSetting === 'bedroom' ? { room: { world: story.interests[0] ?? 'Animals', age: story.age, story: story.id } } : {}),
    ...(mountIndex !== undefined && mountIndex >= -1 ? { mount: mountIndex } : {}),
    ...(staging.partner ? { partner: staging.partner } : {}),
    ...(staging.cover ? { cover: staging.cover } : {}),
    calm,
  };
}

/** A story with a dentist in it: someone who wears the tooth sign, or the words name the dentist. */
function atTheDentist(story: StoryForArt, cast: Look[]): boolean {
  return cast.some((look) => look.kind === 'human' && look.jobSign === 'tooth') || /\bdentist/i.test(story.content);
}

/** Things of the sky a child can hold: held, given or shared, they are in the hands. */
const HELD_FROM_THE_SKY = new Set(['star']);

function propPlacement(staging: Staging, natural: PropPlacement): PropInScene['placement'] {
  // A cape or a hat being given, shared, held or found is in the hands, not on the head.
  if (natural === 'worn' && ['giving', 'sharing'].includes(staging.action)) return 'between';
  // Made (sewn, knitted), a cape or an apron lies on the ground in front of the maker.
  if (natural === 'worn' && staging.action === 'building') return 'ground';
  if (natural === 'worn' && ['holding', 'finding', 'looking', 'reading'].includes(staging.action)) return 'hand';
  // A star caught and held (a star in the pocket) is in the hand, not left in the sky with the hand out empty.
  if (natural === 'sky' && staging.object && HELD_FROM_THE_SKY.has(staging.object.kit)) {
    if (staging.action === 'holding') return 'hand';
    if (staging.action === 'giving' || staging.action === 'sharing') return 'between';
  }
  if (natural === 'worn' || natural === 'sky' || natural === 'scenery') return natural;
  if (natural === 'animal') return staging.mount === 'object' ? 'animal' : 'animal';
  switch (staging.action) {
    case 'giving':
    case 'sharing':
      return 'between';
    case 'holding':
    case 'eating':
    case 'reading':
    case 'washing':
    case 'arriving':
    case 'running':
    case 'waving':
    case 'talking':
    case 'listening':
      return natural === 'hand' ||
        staging.action === 'holding' ||
        (staging.object?.spec?.grip && staging.action !== 'talking' && staging.action !== 'listening')
        ? 'hand'
        : 'ground';
    // Playing with a toy is holding it.
    case 'playing':
      return 'hand';
    default:
      return natural === 'hand' && (staging.action === 'celebrating' || staging.action === 'climbing' || staging.action === 'looking') ? 'hand' : 'ground';
  }
}

/** Actions done going somewhere: everyone faces the way they go, not one another. */
const ON_THE_MOVE = new Set<PictureAction>(['running', 'flying', 'swimming', 'riding', 'climbing', 'arriving']);
/** Actions done to a thing: the hero turns to it when it lies or stands apart (found, looked at, built, washed). */
const DONE_TO_A_THING = new Set<PictureAction>(['finding', 'looking', 'building', 'reading', 'eating', 'washing', 'holding', 'playing']);

/** Whom or what a character turns to (see `CastMember.facing`). */
function facingOf(staging: Staging, look: Look, isHero: boolean, isMount: boolean, pose: Pose, drawn: Look[]): { facing?: string } {
  const a = staging.action;
  if (a === 'sleeping' || pose === 'sleep') return { facing: 'out' };
  if (isMount || (isHero && staging.mount) || ON_THE_MOVE.has(a)) return {};
  if (!isHero) return { facing: drawn[0]!.name };
  const partner = drawn.find((l) => l !== look && l.name === staging.partner) ?? drawn.find((l) => l !== look);
  // A wave goodbye to nobody in the picture is a wave to the reader.
  if (pose === 'wave') return { facing: partner ? partner.name : 'out' };
  const thingApart = !!staging.object && staging.object.placement !== 'hand' && staging.object.placement !== 'worn';
  if (DONE_TO_A_THING.has(a) && thingApart) return { facing: 'key' };
  if (partner) return { facing: partner.name };
  // Alone with a thing apart (a shell listened to): turned to it.
  if (thingApart) return { facing: 'key' };
  // Alone with a thing in the hands, or with nothing to act on: looking around, the open middle of the picture.
  return {};
}

const CELEBRATIONS: Pose[] = ['cheer', 'jump', 'dance'];

function poseFor(staging: Staging, look: Look, isHero: boolean, isPartner: boolean, isMount: boolean, roll: number, partner?: Look): Pose {
  const a = staging.action;
  if (isHero) {
    if (staging.mount) return 'sit';
    switch (a) {
      case 'arriving':
        return 'walk';
      // Talking: down on a level with a small friend (a crab), or a hand out towards a big one.
      case 'talking':
        return partner && partner.kind === 'creature' && wantedHeight(partner) < CHILD_HEIGHT * 0.5 ? 'crouch' : 'hold';
      // Eating: the food at the mouth, the plate in the other hand; washing: the thing held out over the basin.
      case 'eating':
        return 'eat';
      case 'holding':
        return 'hold';
      case 'washing':
        return 'reach';
      case 'giving':
      case 'sharing':
        return 'reach';
      case 'hugging':
        return 'hug';
      // Playing with a thing: at an instrument that stands (a piano) the hands reach to its keys; a toy is held.
      case 'playing':
        // Playing with an animal (a puppy): bent to it, a hand out to it, not holding nothing in the air.
        if (staging.object?.placement === 'animal') return 'point';
        if (staging.object) return staging.object.placement === 'scenery' ? 'reach' : staging.object.kit === 'skipping rope' ? 'skip' : 'hold';
        return roll < 0.4 ? 'cheer' : 'run';
      case 'running':
        return 'run';
      case 'flying':
        return 'fly';
      case 'swimming':
        return 'swim';
      case 'finding':
        return 'point';
      // Looking at a thing in the hand (a magnifying glass): held up between the two; at a thing on the ground: pointed
      // at; at nothing (looking around): a hand shading the eyes, the head turned to the place.
      case 'looking':
        return staging.object?.placement === 'hand' ? 'hold' : staging.object ? 'point' : look.kind === 'human' ? 'scan' : 'point';
      case 'building':
        return 'crouch';
      case 'crying':
        return 'relaxed';
      case 'comforting':
        return staging.partner && look.kind === 'human' ? 'hug' : 'relaxed';
      case 'waving':
        return 'wave';
      case 'climbing':
        return 'climb';
      case 'reading':
        return 'read';
      case 'sleeping':
        return 'sleep';
      case 'waiting':
        return 'sit';
      case 'hiding':
        return 'crouch';
      case 'listening':
        return 'listen';
      // Not the same arms-up cheer on every happy page: a cheer, a leap or a dance, by the page.
      case 'celebrating':
        return look.kind === 'human' ? CELEBRATIONS[Math.floor(roll * CELEBRATIONS.length)]! : 'cheer';
      default:
        return 'relaxed';
    }
  }
  if (isMount) return a === 'flying' ? 'fly' : roll < 0.5 ? 'walk' : 'relaxed';
  if (a === 'sleeping') return 'sleep';
  if (a === 'flying' && (canFly(look) || (!staging.mount && look.kind === 'human'))) return 'fly';
  // Running with the child is running (a cheering grown-up reads as standing still); playing may be a cheer.
  if (a === 'running') return 'run';
  if (a === 'playing') return look.kind === 'human' ? (roll < 0.5 ? 'run' : 'cheer') : 'run';
  if (a === 'celebrating') return look.kind === 'human' ? CELEBRATIONS[Math.floor(roll * CELEBRATIONS.length)]! : 'cheer';
  if (a === 'hiding') return look.kind === 'human' ? 'crouch' : 'sit';
  if (isPartner && (a === 'giving' || a === 'sharing')) return look.kind === 'human' ? 'reach' : 'relaxed';
  if (isPartner && a === 'comforting' && look.kind === 'human') return 'hug';
  if (a === 'waving') return 'wave';
  if (a === 'listening' || a === 'talking') return look.kind === 'human' ? 'relaxed' : 'sit';
  if (a === 'waiting' || a === 'reading') return 'sit';
  if (a === 'arriving') return 'walk';
  // Standing by while the hero acts (looks, finds, holds): turned to the hero, never waving out at the reader.
  return 'relaxed';
}

function expressionFor(staging: Staging, isHero: boolean, isPartner: boolean, calm: boolean, roll: number): Expression {
  const a = staging.action;
  if (a === 'sleeping') return 'sleepy';
  // The listener's eyes close to hear better (the sleepy face is closed eyes and a soft smile).
  if (a === 'listening' && isHero) return 'sleepy';
  // Talking: the speaker's mouth is open.
  if (a === 'talking' && isHero) return 'joy';
  if (a === 'crying') return isHero || (isPartner && roll < 0.3) ? 'sad' : 'happy';
  if (a === 'comforting') return isHero && staging.partner && !isPartner ? (roll < 0.5 ? 'sad' : 'happy') : 'happy';
  if (a === 'celebrating' || a === 'playing' || a === 'running' || a === 'flying' || a === 'riding' || a === 'swimming') return 'joy';
  if (a === 'finding' || a === 'hiding' || (a === 'looking' && roll < 0.4)) return 'surprised';
  if (calm) return 'sleepy';
  return roll < 0.3 ? 'joy' : 'happy';
}

function isMachine(look: Look): boolean {
  const family = look.kind === 'creature' ? specOf(look)?.family : undefined;
  return family === 'vehicle' || family === 'gadget' || family === 'object';
}

function spotFor(staging: Staging, look: Look, isHero: boolean, isMount: boolean, setting: SettingId): Spot {
  if (staging.action === 'sleeping' && setting === 'bedroom') return isHero ? 'bed' : 'rug';
  if (isHero && staging.mount) return 'mount';
  if (staging.action === 'hiding' && (isHero || look.kind === 'human')) return 'behind';
  const sea = isSeaCreature(look);
  if (sea && setting !== 'underwater' && setting !== 'beach') return 'bowl';
  // Flying on their own: whoever flies with the hero (the caption's "with") is up in the air too.
  if (staging.action === 'flying' && (isMount || !staging.mount || canFly(look))) return 'air';
  // Swimming with someone: the friend the caption names swims too (a penguin, a dog, a duck), unless it is a machine.
  if (staging.action === 'swimming' && (setting === 'beach' || setting === 'underwater') && (isHero || sea || look.kind === 'human' || !isMachine(look)))
    return 'water';
  if (sea && setting === 'underwater') return 'water';
  if (specOf(look)?.family === 'sea' && setting === 'beach' && look.kind === 'creature' && look.kit !== 'crab' && look.kit !== 'starfish') return 'water';
  return 'ground';
}

export type Says = 'ask' | 'exclaim' | 'kind' | 'say';

/**
 * What the words a page quotes are like: a question, a shout, a kind word (sorry, thank you), or just talk.
 * Without quoted words, the page's own sentences are read the same way.
 */
export function saysOf(excerpt: string): Says {
  const quoted = [...excerpt.matchAll(/["\u201c]([^"\u201d]{2,})["\u201d]/g)].map((m) => m[1]!).join(' ');
  const words = quoted || excerpt;
  if (/\b(?:sorry|thank(?:s| you)|love you|forgive|friends?)\b/i.test(words)) return 'kind';
  if (words.includes('?')) return 'ask';
  if (words.includes('!')) return 'exclaim';
  return 'say';
}

export function isSceneModel(value: unknown): value is SceneModel {
  const model = value as Partial<SceneModel> | null;
  return (
    !!model && model.v === 2 && typeof model.seed === 'string' && typeof model.shot === 'number' && Array.isArray(model.cast) && Array.isArray(model.props)
  );
}
