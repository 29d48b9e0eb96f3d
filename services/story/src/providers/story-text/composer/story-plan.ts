/**
 * The story plan: what a story is made of before any sentence is written. The embedded composer
 * renders it; the OpenAI-compatible writer receives it as structured guidance, so both engines
 * share one notion of a good story.
 */
export type CharacterKind = 'person' | 'animal' | 'creature' | 'object';

export interface PlannedCharacter {
  name: string;
  kind: CharacterKind;
  /** What it is, in a word or two: "piano", "fox", "Grandma". */
  noun: string;
  /** How it is introduced: "a tiny piano that tiptoed about on its legs". */
  description: string;
  /** How the story refers to it after its name. */
  pronoun: string;
}

export interface PlannedTwist {
  /** The event in the story's voice, in the past tense: "a dragon showed up!". */
  event: string;
  /** Who or what the twist brings in, referred to again later. */
  brings?: string;
  /** The beat it happens after, and the beat where it pays off. */
  setUpAfter: 'first scene' | 'the lesson\'s test' | 'the journey';
  paidOffIn: 'the climax';
}

export interface StoryPlan {
  setting: string;
  hero: PlannedCharacter;
  cast: PlannedCharacter[];
  goal: string;
  obstacle: string;
  /** The lesson's dramatised moment: the hero nearly gets it wrong, then chooses well. */
  lessonMoment: string;
  twists: PlannedTwist[];
  resolution: string;
  windDown: string;
}

const ANIMALS = new Set([
  'ant', 'bear', 'bee', 'bird', 'bumblebee', 'butterfly', 'cat', 'chameleon', 'cow', 'crab', 'deer', 'diplodocus', 'dinosaur', 'dog',
  'dolphin', 'duck', 'elephant', 'fish', 'fox', 'frog', 'giraffe', 'greyhound', 'hedgehog', 'hen', 'horse', 'hummingbird', 'kangaroo',
  'kitten', 'kiwi', 'lamb', 'lion', 'monkey', 'mouse', 'octopus', 'owl', 'penguin', 'pig', 'pony', 'pterosaur', 'puppy', 'rabbit',
  'seahorse', 'sheep', 'songbird', 'squirrel', 'stegosaurus', 'tiger', 'triceratops', 'turtle', 'whale', 'zebra',
]);
const CREATURES = new Set(['alien', 'dragon', 'fairy', 'giant', 'mermaid', 'monster', 'moon-mouse', 'robot', 'star', 'unicorn', 'elf', 'gnome', 'troll']);
const PEOPLE = new Set([
  'wizard', 'witch', 'coach', 'teacher', 'grandma', 'grandpa', 'granny', 'nana', 'king', 'queen', 'prince', 'princess', 'pirate',
  'friend', 'sister', 'brother', 'mum', 'dad', 'baker', 'doctor', 'astronaut', 'captain', 'professor', 'girl', 'boy', 'child', 'neighbour',
]);
const OBJECTS = new Set([
  'aeroplane', 'beaker', 'biscuit', 'boat', 'book', 'bus', 'car', 'cloud', 'crayon', 'digger', 'drawing', 'drum', 'football', 'kettle',
  'kite', 'lamp', 'map', 'moon', 'paintbrush', 'piano', 'plane', 'rocket', 'school bus', 'spoon', 'sun', 'teapot', 'tractor', 'train',
  'trumpet', 'tugboat', 'umbrella', 'violin', 'guitar', 'ball', 'balloon', 'cheese', 'clock', 'hat', 'sock', 'shoe', 'chair', 'bed',
]);

/**
 * A character's kind from its noun and description: "a tiny piano" is an object with a face, "a
 * tiny kiwi bird in a tracksuit" an animal even when its noun is "coach".
 */
export function characterKind(noun: string, description = ''): CharacterKind {
  const words = `${noun} ${description}`.toLowerCase().match(/[a-z-]+/g) ?? [];
  const last = noun.toLowerCase().split(/\s+/).at(-1) ?? '';
  const lookup = (word: string): CharacterKind | undefined =>
    ANIMALS.has(word) ? 'animal' : CREATURES.has(word) ? 'creature' : OBJECTS.has(word) ? 'object' : PEOPLE.has(word) ? 'person' : undefined;
  // The description's own animal word wins over a title ("Coach Kiwi, a tiny kiwi bird").
  const described = words.map(lookup).find((kind) => kind === 'animal');
  if (described && !ANIMALS.has(last) && PEOPLE.has(last)) return described;
  return lookup(noun.toLowerCase()) ?? lookup(last) ?? words.map(lookup).find(Boolean) ?? (/^\p{Lu}/u.test(noun) ? 'person' : 'creature');
}

/** The plan as lines of guidance for a model writing the same story. */
export function planGuidance(plan: StoryPlan): string {
  const who = (character: PlannedCharacter) => `${character.name} (${character.kind}: ${character.description}; "${character.pronoun}")`;
  return [
    'Story plan (follow it; write it in your own words):',
    `- Setting: ${plan.setting}. Stay in this one world and move through it coherently.`,
    `- Hero: ${who(plan.hero)}.`,
    `- Cast: ${plan.cast.map(who).join('; ')}. Objects stay objects (with a friendly face and voice), animals stay animals.`,
    `- Goal: ${plan.goal}.`,
    `- Obstacle: ${plan.obstacle}.`,
    `- The lesson's moment: ${plan.lessonMoment}.`,
    ...plan.twists.map((twist, index) => `- Twist ${index + 1}, after ${twist.setUpAfter}: ${twist.event} ${twist.brings ? `Bring ${twist.brings} into the story, and let ${twist.brings} matter again in ${twist.paidOffIn}.` : `It pays off in ${twist.paidOffIn}.`}`),
    `- Resolution: ${plan.resolution}.`,
    `- Wind-down: ${plan.windDown}.`,
  ].join('\n');
}
