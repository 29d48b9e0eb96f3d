/**
 * The plot-twist kinds the writer understands. A parent's twist is read into one kind and its
 * arguments (nouns from the lexicon, of the kinds named); the story then sets the twist up early, lets
 * it happen in the middle, and pays it off at the climax, all in authored prose.
 */
import type { LexKind } from './lexicon-kinds';

export interface TwistArg {
  /** The slot the scenes use: {tw_who}, {tw_thing}… */
  slot: 'who' | 'thing' | 'into' | 'fear';
  kinds: readonly LexKind[];
  /** Used when the parent names none (or names one of another kind). */
  fallback: string;
}

export interface TwistKind {
  id: string;
  /** After "Twist: " in the wizard — lower case: "an animal that can talk". */
  label: string;
  means: string;
  args: readonly TwistArg[];
}

const who = (fallback: string, kinds: readonly LexKind[] = ['animal', 'creature', 'person']): TwistArg => ({ slot: 'who', kinds, fallback });
const thing = (fallback: string, kinds: readonly LexKind[] = ['object', 'food']): TwistArg => ({ slot: 'thing', kinds, fallback });

export const TWIST_KINDS: readonly TwistKind[] = [
  { id: 'animal-talks', label: 'an animal who can talk', means: 'a pet or animal suddenly speaks', args: [who('cat', ['animal'])] },
  { id: 'object-talks', label: 'a thing that can talk', means: 'a toy, teapot, tree or object speaks', args: [thing('teapot', ['object', 'vehicle', 'food'])] },
  { id: 'toys-alive', label: 'toys that come to life', means: 'toys move and play when nobody is looking', args: [thing('teddy', ['object'])] },
  {
    id: 'it-rains-things',
    label: 'a shower of something surprising',
    means: 'it rains food or things (pancakes, sweets, socks)',
    args: [thing('pancake', ['food', 'object'])],
  },
  { id: 'snow-surprise', label: 'snow at a surprising time', means: 'snow in summer, a sudden snow day, everything frozen', args: [] },
  {
    id: 'turns-into',
    label: 'someone turning into an animal',
    means: 'a person or pet turns into an animal or creature',
    args: [who('teacher', ['person', 'animal']), { slot: 'into', kinds: ['animal', 'creature'], fallback: 'frog' }],
  },
  { id: 'vehicle-flies', label: 'a vehicle that flies', means: 'a car, bus, bed or boat takes off and flies', args: [thing('bus', ['vehicle', 'object'])] },
  { id: 'secret-door', label: 'a secret door', means: 'a hidden door, a door in a tree or wardrobe to somewhere else', args: [] },
  { id: 'secret-tunnel', label: 'a hidden tunnel', means: 'a secret passage or tunnel under the ground', args: [] },
  { id: 'lost-thing', label: 'something important gets lost', means: 'a toy, key, hat or map goes missing', args: [thing('key', ['object', 'animal'])] },
  {
    id: 'treasure-found',
    label: 'a treasure found',
    means: 'a chest, a buried treasure, something valuable turns up',
    args: [thing('treasure chest', ['object'])],
  },
  { id: 'treasure-map', label: 'a mysterious map', means: 'a map or a clue to follow', args: [] },
  { id: 'shrinks', label: 'someone shrinking very small', means: 'the hero or a friend becomes tiny', args: [who('hero', ['person', 'animal'])] },
  {
    id: 'grows-giant',
    label: 'someone growing giant',
    means: 'someone or something grows enormous',
    args: [who('hero', ['person', 'animal', 'object', 'food'])],
  },
  {
    id: 'friendly-creature',
    label: 'a friendly creature appears',
    means: 'a dragon, unicorn, alien, monster or giant turns up and is friendly',
    args: [who('dragon', ['creature', 'animal'])],
  },
  {
    id: 'afraid-creature',
    label: 'a creature who is scared of something',
    means: 'a big creature afraid of something small (a dragon afraid of the dark)',
    args: [who('dragon', ['creature', 'animal']), { slot: 'fear', kinds: ['object', 'animal', 'weather', 'place'], fallback: 'dark' }],
  },
  { id: 'storm', label: 'a storm blows in', means: 'thunder, wind, a storm that changes plans', args: [] },
  { id: 'power-cut', label: 'the lights go out', means: 'a power cut, the lights go off', args: [] },
  { id: 'race', label: 'a race', means: 'a race or a running contest', args: [] },
  { id: 'contest', label: 'a contest', means: 'a competition: baking, singing, talent show, building', args: [] },
  { id: 'egg-hatches', label: 'an egg that hatches', means: 'a mysterious egg hatches into something', args: [who('dragon', ['animal', 'creature'])] },
  { id: 'potion-colours', label: 'a potion that changes colours', means: 'a potion or paint changes the colours of things', args: [] },
  { id: 'colours-vanish', label: 'the colours disappearing', means: 'all the colours go away and must be brought back', args: [] },
  { id: 'invisible', label: 'someone turning invisible', means: 'the hero or a friend becomes invisible', args: [who('hero', ['person', 'animal'])] },
  { id: 'can-fly', label: 'being able to fly', means: 'the hero can suddenly fly or float', args: [] },
  { id: 'underwater', label: 'breathing under water', means: 'the hero can breathe or live underwater; a trip under the sea', args: [] },
  { id: 'time-stops', label: 'time standing still', means: 'time freezes, or a clock that stops time', args: [] },
  { id: 'time-travel', label: 'a trip back in time', means: 'time travel to the past or the future, dinosaurs, knights', args: [] },
  { id: 'wish-comes-true', label: 'a wish that comes true', means: 'a wish is granted, a wishing star or well', args: [] },
  { id: 'upside-down-day', label: 'a day when everything is upside down', means: 'backwards day, everything topsy-turvy, gravity goes wrong', args: [] },
  { id: 'giant-food', label: 'an enormous vegetable or treat', means: 'a giant carrot, cake or pumpkin', args: [thing('pumpkin', ['food'])] },
  { id: 'falling-star', label: 'a star that falls to earth', means: 'a fallen star, a piece of the moon, a comet', args: [] },
  { id: 'rainbow-bridge', label: 'a rainbow you can walk on', means: 'a rainbow bridge or a road of light', args: [] },
  { id: 'bubble-float', label: 'floating away in a bubble', means: 'a giant bubble or balloon carries someone up', args: [] },
  { id: 'friend-missing', label: 'a friend goes missing', means: 'a friend or pet disappears and must be found', args: [who('puppy', ['animal', 'person'])] },
  { id: 'surprise-party', label: 'a surprise party', means: 'a secret party being planned, a birthday surprise', args: [] },
  {
    id: 'swap-places',
    label: 'swapping places',
    means: 'the hero swaps places or bodies with someone (a parent, a pet)',
    args: [who('cat', ['person', 'animal'])],
  },
  { id: 'box-wont-open', label: 'a box that will not open', means: 'a locked box, a magic key, a puzzle to open', args: [] },
  {
    id: 'magic-sneeze',
    label: 'a sneeze with a surprise',
    means: 'a sneeze that does something magic (a dragon sneezes sparks or bubbles)',
    args: [who('dragon', ['creature', 'animal', 'person'])],
  },
  { id: 'runaway-shadow', label: 'a shadow that runs off', means: 'a shadow comes loose and runs away', args: [] },
  { id: 'plant-grows', label: 'a plant that grows overnight', means: 'a beanstalk, a magic seed, a tree that grows to the sky', args: [] },
  { id: 'message-bottle', label: 'a message in a bottle', means: 'a letter or message arrives from someone far away', args: [] },
  { id: 'mystery-footprints', label: 'mysterious footprints', means: 'tracks or footprints to follow, a mystery', args: [] },
  {
    id: 'in-disguise',
    label: 'someone in disguise',
    means: 'the scary thing was a friend in a costume all along',
    args: [who('friend', ['person', 'animal', 'creature'])],
  },
  { id: 'double-trouble', label: 'two of someone', means: 'a twin, a copy, a mirror double', args: [who('hero', ['person', 'animal'])] },
  { id: 'moon-visit', label: 'a visit to the moon', means: 'going to the moon or to space, a rocket ride', args: [] },
] as const;

export const TWISTS_BY_ID: ReadonlyMap<string, TwistKind> = new Map(TWIST_KINDS.map((kind) => [kind.id, kind]));

export function twistKindById(id: string): TwistKind {
  const kind = TWISTS_BY_ID.get(id);
  if (!kind) throw new Error(`Unknown twist kind ${id}`);
  return kind;
}
