import type { Interest } from '@bedtime/contracts';
import type { PlannedCharacter, PlannedScene, StoryPlan } from '@bedtime/story-writer';
import type { StoryForArt } from '../../src/providers/images/types';

/** A planned scene with its paragraph: what the writer's plan holds, and the words the reader hears. */
export interface Page {
  scene: Omit<PlannedScene, 'paragraph'>;
  text: string;
}

export function plannedStory(options: {
  id: string;
  title: string;
  age: number;
  gender: 'girl' | 'boy' | 'other';
  world: Interest;
  style?: StoryStyleName;
  setting: { name: string; short: string; backdrop: string };
  thing: string;
  cast: PlannedCharacter[];
  pages: Page[];
}): StoryForArt {
  const hero = options.cast[0]!;
  const plan: StoryPlan = {
    band: options.age <= 3 ? '2-3' : options.age <= 5 ? '4-5' : options.age <= 8 ? '6-8' : '9-12',
    register: options.age <= 3 ? 'tiny' : options.age <= 5 ? 'young' : 'older',
    style: options.style ?? 'gentle',
    world: options.world,
    setting: options.setting,
    hero,
    cast: options.cast,
    lesson: { themeId: 'sharing', label: 'sharing', confident: true },
    twists: [],
    thing: options.thing,
    title: options.title,
    scenes: options.pages.map((page, paragraph) => ({ ...page.scene, paragraph })),
  };
  return {
    id: options.id,
    title: options.title,
    age: options.age,
    gender: options.gender,
    interests: [options.world],
    style: options.style ?? 'gentle',
    content: options.pages.map((page) => page.text).join('\n\n'),
    plan,
  };
}
type StoryStyleName = 'gentle' | 'funny' | 'adventurous' | 'magical' | 'educational';

const at = (name: string, backdrop: string) => ({ name, backdrop, at: 'setting' as const });
const HOME = { name: 'home', backdrop: 'bedroom', at: 'home' as const };
const BED = { name: 'bedroom', backdrop: 'bedroom', at: 'bedroom' as const };

/** Mia at Seashell Cove: the red bucket her sister wants, a shrinking twist, a crab to ride. */
export const seashellStory = plannedStory({
  id: 'plan-seashell',
  title: 'Mia and the Red Bucket',
  age: 4,
  gender: 'girl',
  world: 'Ocean & Sea Life',
  style: 'funny',
  setting: { name: 'Seashell Cove', short: 'the cove', backdrop: 'beach' },
  thing: 'bucket',
  cast: [
    { name: 'Mia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 4, gender: 'girl' },
    { name: 'Pinch', role: 'companion', kind: 'animal', species: 'crab', pronoun: 'he' },
    { name: 'Rosie', role: 'subject', kind: 'person', species: 'child', pronoun: 'she' },
  ],
  pages: [
    {
      scene: { beat: 'opening', setting: at('Seashell Cove', 'beach'), who: ['Mia'], action: 'arriving', object: 'bucket' },
      text: 'Mia skipped down to Seashell Cove with a red bucket for rock-pool treasures swinging from her hand.',
    },
    {
      scene: { beat: 'meet', setting: at('Seashell Cove', 'beach'), who: ['Mia', 'Pinch'], action: 'talking' },
      text: 'By the rock pool sat Pinch, a small red crab with one claw bigger than the other. "Hello," clicked Pinch.',
    },
    {
      scene: { beat: 'problem', setting: at('Seashell Cove', 'beach'), who: ['Mia', 'Rosie'], action: 'holding', object: 'bucket' },
      text: 'Her little sister, Rosie, wanted the bucket too. Mia held it tight. "Mine," she said.',
    },
    {
      scene: { beat: 'twist-happens', setting: at('Seashell Cove', 'beach'), who: ['Mia', 'Pinch'], action: 'riding', scale: 'tiny' },
      text: "Then, pop! Mia shrank as small as a shell, and tiny Mia rode on Pinch's back across the sand.",
    },
    {
      scene: { beat: 'consequence', setting: at('Seashell Cove', 'beach'), who: ['Mia', 'Rosie'], action: 'crying' },
      text: 'When she was Mia-sized again, Rosie was sitting alone, and her face was sad. Mia felt sad too.',
    },
    {
      scene: { beat: 'better', setting: at('Seashell Cove', 'beach'), who: ['Mia', 'Rosie'], action: 'sharing', object: 'bucket' },
      text: 'Mia held out the red bucket. "Let\'s fill it together," she said, and Rosie grinned.',
    },
    { scene: { beat: 'wind-down', setting: HOME, who: ['Mia', 'Pinch'], action: 'waving' }, text: 'At home, Mia waved goodbye to the sea from the window.' },
    { scene: { beat: 'goodnight', setting: BED, who: ['Mia'], action: 'sleeping' }, text: 'Mia snuggled under her blanket and fell fast asleep.' },
  ],
});

/** Leo and Tops the triceratops by the sleepy volcano. */
export const volcanoStory = plannedStory({
  id: 'plan-volcano',
  title: 'Leo and the Sleepy Volcano',
  age: 6,
  gender: 'boy',
  world: 'Dinosaurs',
  style: 'adventurous',
  setting: { name: 'the hot springs by the sleepy volcano', short: 'the springs', backdrop: 'prehistoric' },
  thing: 'magnifying glass',
  cast: [
    { name: 'Leo', role: 'hero', kind: 'person', species: 'child', pronoun: 'he', age: 6, gender: 'boy' },
    { name: 'Tops', role: 'companion', kind: 'animal', species: 'triceratops', pronoun: 'he' },
    { name: 'Grandpa', role: 'subject', kind: 'person', species: 'grown-up', pronoun: 'he' },
    { name: 'the dragon', role: 'twist', kind: 'creature', species: 'dragon', pronoun: 'she' },
  ],
  pages: [
    {
      scene: { beat: 'opening', setting: at('the hot springs by the sleepy volcano', 'prehistoric'), who: ['Leo'], action: 'arriving', object: 'glass' },
      text: 'Leo walked to the hot springs by the sleepy volcano with a magnifying glass with a green handle.',
    },
    {
      scene: { beat: 'meet', setting: at('the hot springs by the sleepy volcano', 'prehistoric'), who: ['Leo', 'Tops'], action: 'talking' },
      text: 'There stood Tops, a young triceratops with three stubby horns and a frill like a dinner plate.',
    },
    {
      scene: { beat: 'journey', setting: at('the hot springs by the sleepy volcano', 'prehistoric'), who: ['Leo', 'Tops'], action: 'riding' },
      text: "Leo climbed up and rode on Tops's broad back, past the bubbling pools.",
    },
    {
      scene: {
        beat: 'problem',
        setting: at('the hot springs by the sleepy volcano', 'prehistoric'),
        who: ['Leo', 'Grandpa'],
        action: 'looking',
        object: 'glass',
      },
      text: 'Grandpa wanted to look through the magnifying glass, but Leo did not want to let go of it.',
    },
    {
      scene: {
        beat: 'twist-happens',
        setting: at('the hot springs by the sleepy volcano', 'prehistoric'),
        who: ['Leo', 'the dragon'],
        action: 'finding',
        object: 'egg',
      },
      text: 'Crack! An egg by the warm stones hatched, and out peeped a small dragon.',
    },
    {
      scene: {
        beat: 'better',
        setting: at('the hot springs by the sleepy volcano', 'prehistoric'),
        who: ['Leo', 'Grandpa', 'Tops'],
        action: 'giving',
        object: 'glass',
      },
      text: 'Leo gave Grandpa the magnifying glass. "You look first," he said.',
    },
    { scene: { beat: 'wind-down', setting: HOME, who: ['Leo', 'Grandpa'], action: 'hugging' }, text: 'At home, Grandpa gave Leo a big hug.' },
    { scene: { beat: 'goodnight', setting: BED, who: ['Leo', 'Tops'], action: 'sleeping' }, text: 'Leo fell asleep, dreaming of Tops.' },
  ],
});

/** Sofia and Henrietta the hen at Willow Farm, aged four: a beetle ride and a hen to cuddle. */
export const farmStory = plannedStory({
  id: 'plan-farm',
  title: 'Sofia and the Egg Basket',
  age: 4,
  gender: 'girl',
  world: 'Animals',
  style: 'gentle',
  setting: { name: 'Willow Farm', short: 'the farm', backdrop: 'meadow' },
  thing: 'basket',
  cast: [
    { name: 'Sofia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 3, gender: 'girl' },
    { name: 'Henrietta', role: 'companion', kind: 'animal', species: 'hen', pronoun: 'she' },
  ],
  pages: [
    {
      scene: { beat: 'opening', setting: at('Willow Farm', 'meadow'), who: ['Sofia', 'Henrietta'], action: 'arriving', object: 'basket' },
      text: 'Sofia came to Willow Farm with a basket of crunchy carrots. Henrietta, a speckled brown hen with a very bossy cluck, clucked hello.',
    },
    {
      scene: { beat: 'funny', setting: at('Willow Farm', 'meadow'), who: ['Sofia', 'Henrietta'], action: 'finding', object: 'egg' },
      text: 'Henrietta strutted off and came back very proud: there in the straw was a brown speckled egg.',
    },
    {
      scene: { beat: 'problem', setting: at('Willow Farm', 'meadow'), who: ['Sofia', 'Henrietta'], action: 'waiting' },
      text: 'Sofia waited and waited. Waiting is hard.',
    },
    {
      scene: { beat: 'twist-happens', setting: at('Willow Farm', 'meadow'), who: ['Sofia'], action: 'riding', object: 'beetle', scale: 'tiny' },
      text: 'Whoosh! Tiny Sofia hitched a ride on a beetle, all the way round the yard.',
    },
    {
      scene: { beat: 'better', setting: at('Willow Farm', 'meadow'), who: ['Sofia', 'Henrietta'], action: 'hugging' },
      text: 'Sofia gave Henrietta a gentle cuddle.',
    },
    { scene: { beat: 'goodnight', setting: BED, who: ['Sofia', 'Henrietta'], action: 'sleeping' }, text: 'Goodnight, Sofia. Goodnight, farm.' },
  ],
});

/** Kai and Comet the robot at Moonbase Tranquil, with a friendly alien. */
export const moonStory = plannedStory({
  id: 'plan-moon',
  title: 'Kai and the Moon Telescope',
  age: 8,
  gender: 'boy',
  world: 'Space & Stars',
  style: 'educational',
  setting: { name: 'Moonbase Tranquil', short: 'the moonbase', backdrop: 'space' },
  thing: 'telescope',
  cast: [
    { name: 'Kai', role: 'hero', kind: 'person', species: 'child', pronoun: 'he', age: 8, gender: 'boy' },
    { name: 'Comet', role: 'companion', kind: 'animal', species: 'robot', pronoun: 'he' },
    { name: 'Dad', role: 'subject', kind: 'person', species: 'grown-up', pronoun: 'he' },
    { name: 'the alien', role: 'twist', kind: 'creature', species: 'alien', pronoun: 'she' },
  ],
  pages: [
    {
      scene: { beat: 'opening', setting: at('Moonbase Tranquil', 'space'), who: ['Kai'], action: 'arriving' },
      text: 'Kai bounced across the dust of Moonbase Tranquil in his big boots.',
    },
    {
      scene: { beat: 'meet', setting: at('Moonbase Tranquil', 'space'), who: ['Kai', 'Comet'], action: 'talking' },
      text: 'Comet, a small silver robot with a blinking blue light on his head, beeped hello.',
    },
    {
      scene: { beat: 'problem', setting: at('Moonbase Tranquil', 'space'), who: ['Kai', 'Dad'], action: 'looking', object: 'telescope' },
      text: 'Through the brass telescope Kai saw something moving. Dad said it was only a rock.',
    },
    {
      scene: { beat: 'twist-happens', setting: at('Moonbase Tranquil', 'space'), who: ['Kai', 'the alien'], action: 'looking' },
      text: 'It was not a rock. It was an alien, small and green, waving all three hands.',
    },
    {
      scene: { beat: 'fact', setting: at('Moonbase Tranquil', 'space'), who: ['Kai', 'Comet'], action: 'finding', object: 'jar' },
      text: 'Kai scooped moon dust into a tiny jar. The Moon has no wind, so footprints stay for years.',
    },
    {
      scene: { beat: 'twist-payoff', setting: at('Moonbase Tranquil', 'space'), who: ['Kai', 'the alien', 'Comet'], action: 'celebrating' },
      text: 'They danced a slow moon dance, three of them together.',
    },
    {
      scene: { beat: 'better', setting: at('Moonbase Tranquil', 'space'), who: ['Kai', 'Dad'], action: 'sharing', object: 'telescope' },
      text: 'Kai shared the telescope with Dad, and Dad saw the alien wave.',
    },
    { scene: { beat: 'goodnight', setting: BED, who: ['Kai'], action: 'sleeping' }, text: 'Kai fell asleep with the stars outside his window.' },
  ],
});

export const PLANNED_STORIES = [seashellStory, volcanoStory, farmStory, moonStory];
