/**
 * What a companion's body can do. A parrot does not kneel, a hen does not snuffle, a ladybird is not hugged:
 * a passage written for any companion says what a creature of that body does instead, and a companion whose
 * own doings have all been told does one more thing that belongs to its body, never a bare "stayed close".
 */
import type { SlotName } from './slots';

/** The kinds of body a companion can have; a beast (a fox, a dog, a bear, a dragon) can do what the passages say. */
export type CompanionBody = 'bird' | 'insect' | 'swimmer' | 'vehicle' | 'machine' | 'beast';

const BODIES: Readonly<Record<CompanionBody, readonly string[]>> = {
  bird: [
    'hen',
    'cockerel',
    'rooster',
    'chick',
    'duck',
    'goose',
    'swan',
    'owl',
    'parrot',
    'penguin',
    'puffin',
    'gull',
    'seagull',
    'robin',
    'jackdaw',
    'crow',
    'magpie',
    'pigeon',
    'wren',
    'kingfisher',
    'flamingo',
    'toucan',
    'pterosaur',
    'bird',
  ],
  insect: ['ladybird', 'bee', 'butterfly', 'ant', 'beetle', 'caterpillar', 'dragonfly', 'firefly', 'moth', 'snail', 'spider', 'grasshopper'],
  swimmer: ['dolphin', 'fish', 'goldfish', 'whale', 'seahorse', 'octopus', 'jellyfish', 'shark', 'starfish'],
  vehicle: ['car', 'bus', 'train', 'tractor', 'boat', 'plane', 'truck', 'lorry', 'digger', 'fire engine'],
  machine: ['robot'],
  beast: [],
};

const BY_KIND = new Map(Object.entries(BODIES).flatMap(([body, kinds]) => kinds.map((kind) => [kind, body as CompanionBody] as const)));

export function companionBody(kind: string): CompanionBody {
  return BY_KIND.get(kind.toLowerCase()) ?? 'beast';
}

/** Verbs only a body with knees, a snout or arms can do, as the companion's own verb. */
export const BODY_VERBS = /\b(?:knelt|kneel(?:s|ing)?|crouch(?:ed|es|ing)?|snuffl(?:ed|es|ing|e))\b(?: down)?/;

/** What each body does instead, past tense ("knelt down" becomes "hopped down" for a bird); `{says}` is the companion's own speech verb. */
const INSTEAD: Readonly<Record<CompanionBody, { low: string; lowing: string; snuffle: string } | undefined>> = {
  bird: { low: 'hopped down', lowing: 'hopping down', snuffle: '{says}' },
  insect: { low: 'landed', lowing: 'landing', snuffle: '{says}' },
  swimmer: { low: 'dipped down', lowing: 'dipping down', snuffle: '{says}' },
  vehicle: { low: 'rolled to a stop', lowing: 'rolling to a stop', snuffle: '{says}' },
  machine: { low: 'knelt down', lowing: 'kneeling down', snuffle: '{says}' },
  beast: undefined,
};

function instead(verb: string, body: CompanionBody, says: string): string {
  const ways = INSTEAD[body]!;
  if (/^snuffl/.test(verb)) return ways.snuffle.replace('{says}', says);
  return /ing\b/.test(verb) ? ways.lowing : ways.low;
}

/**
 * A passage's sentence with the companion as the one who kneels, crouches or snuffles, told as its body
 * does it: "Ada squawked from far above, and knelt down" is "…and hopped down" for a parrot. Only the
 * companion's own clause is changed (no other name or pronoun between the name and the verb).
 */
export function fitBody(text: string, name: string, kind: string, says: string): string {
  const body = companionBody(kind);
  if (body === 'beast') return text;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const clause = new RegExp(`(\\b${escaped}\\b(?:(?![.!?;:"“”]|\\b(?:[A-Z][a-z]+|he|she|they|it|I|you|we)\\b)[^])*?)(${BODY_VERBS.source})`, 'g');
  const fitted = text.replace(clause, (_whole, before: string, verb: string) => {
    // a robot can kneel; only its snuffling is told otherwise
    if (body === 'machine' && !/^snuffl/.test(verb)) return `${before}${verb}`;
    return `${before}${instead(verb, body, says)}`;
  });
  // nobody hugs a ladybird, a dolphin or a bus: they wave to it
  return body === 'insect' || body === 'swimmer' || body === 'vehicle'
    ? fitted.replace(new RegExp(`\\bhugged ${escaped}\\b`, 'g'), `waved to ${name}`)
    : fitted;
}

/** One more doing, in the companion's body, once all its own habits and comforts have been told. */
export const BODY_SPARES: Readonly<Record<CompanionBody, Partial<Record<SlotName, readonly string[]>>>> = {
  bird: {
    comp_habit: ['shook out {comp_his} feathers and settled them again', 'hopped from one foot to the other', 'put {comp_his} head on one side to listen'],
    comp_comfort: ['hopped close to {them} and fluffed up, warm as a tea cosy', 'tucked {comp_his} head down beside {them}'],
  },
  insect: {
    comp_habit: ['walked a slow circle on the nearest leaf', 'cleaned {comp_his} feelers, one and then the other'],
    comp_comfort: ['landed on {their} sleeve and stayed there', 'settled on the back of {their} hand, as light as a crumb'],
  },
  swimmer: {
    comp_habit: ['blew a wobbly line of bubbles', 'turned a slow circle in the water'],
    comp_comfort: ['swam slow circles close beside {them}', 'rested at the edge of the water, right beside {them}'],
  },
  vehicle: {
    comp_habit: ['ticked quietly as {comp_his} engine cooled', 'gave a small, polite toot'],
    comp_comfort: ['hummed {comp_his} engine low and steady beside {them}', 'dimmed {comp_his} lights to a soft, friendly glow'],
  },
  machine: {
    comp_habit: ['blinked {comp_his} lights, thinking', 'made a small, busy whirr'],
    comp_comfort: ['hummed softly beside {them}, lights turned down low', 'rested one cool, careful hand on {their} shoulder'],
  },
  beast: {
    comp_habit: ['gave a long, slow stretch, front legs first', 'scratched behind one ear, thinking', 'yawned an enormous yawn'],
    comp_comfort: ['lay down close beside {them}, warm and heavy', 'leaned against {them}, warm and solid'],
  },
};
