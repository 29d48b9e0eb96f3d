import type { Interest } from '@bedtime/contracts';
import type { PlannedCharacter } from '@bedtime/story-writer';
import type { WorldCompanion, WorldWriting } from '../../../../packages/story-writer/src/worlds/format';
import type { StoryForArt } from '../../src/providers/images/types';
import { plannedStory, type Page } from './plan-stories';

declare global {
  /** Vite's import.meta.glob, which vitest provides (the types are declared here: vite is vitest's own dependency). */
  interface ImportMeta {
    glob<T>(patterns: string | string[], options: { eager: true }): Record<string, T>;
  }
}

/** Every world the writer has (13 interests as they are written), read straight from the package. */
const modules =
  typeof import.meta.glob === 'function'
    ? import.meta.glob<{ default: WorldWriting }>(['../../../../packages/story-writer/src/worlds/*.ts', '!**/format.ts'], { eager: true })
    : {};
export const WORLDS: WorldWriting[] = Object.values(modules)
  .map((module) => module.default)
  .filter((world) => world && Array.isArray(world.companions));

const HEROES = [
  { name: 'Mia', gender: 'girl' as const },
  { name: 'Leo', gender: 'boy' as const },
  { name: 'Sky', gender: 'other' as const },
  { name: 'Zara', gender: 'girl' as const },
  { name: 'Kai', gender: 'boy' as const },
  { name: 'Ruby', gender: 'girl' as const },
];

/** The lesson's subject in turns: a sister, a grandparent, a pet, a thing (never drawn as someone), a food. */
const SUBJECTS: PlannedCharacter[] = [
  { name: 'Rosie', role: 'subject', kind: 'person', species: 'child', pronoun: 'she' },
  { name: 'Grandpa', role: 'subject', kind: 'person', species: 'grown-up', pronoun: 'he' },
  { name: 'Biscuit', role: 'subject', kind: 'animal', species: 'dog', pronoun: 'he' },
  { name: 'the potty', role: 'subject', kind: 'object', species: 'potty', pronoun: 'it' },
  { name: 'the pancakes', role: 'subject', kind: 'food', species: 'pancake', pronoun: 'they' },
  { name: 'the dentist', role: 'subject', kind: 'person', species: 'grown-up', pronoun: 'she' },
];

const TWISTS: (PlannedCharacter | undefined)[] = [
  { name: 'the dragon', role: 'twist', kind: 'creature', species: 'dragon', pronoun: 'she' },
  undefined,
  { name: 'the cat', role: 'twist', kind: 'animal', species: 'cat', pronoun: 'he' },
  { name: 'the unicorn', role: 'twist', kind: 'creature', species: 'unicorn', pronoun: 'she' },
  undefined,
  { name: 'the alien', role: 'twist', kind: 'creature', species: 'alien', pronoun: 'he' },
];

export interface GridStory {
  story: StoryForArt;
  world: WorldWriting;
  companion: WorldCompanion;
  thing: string;
  subject: PlannedCharacter;
  twist?: PlannedCharacter;
}

/** One story per companion of every world, each visiting a different setting and thing, told in planned scenes of every kind. */
export function gridStories(worlds: WorldWriting[] = WORLDS): GridStory[] {
  const out: GridStory[] = [];
  worlds.forEach((world, w) => {
    world.companions.forEach((companion, c) => {
      const k = w * 7 + c;
      const hero = HEROES[k % HEROES.length]!;
      const age = Math.max(companion.ages[0], Math.min(companion.ages[1], 3 + (k % 9)));
      const setting = world.settings[c % world.settings.length]!;
      const thing = world.things[c % world.things.length]!;
      const subject = SUBJECTS[k % SUBJECTS.length]!;
      const twist = TWISTS[k % TWISTS.length];
      const comp: PlannedCharacter = {
        name: companion.name,
        role: 'companion',
        kind: world.magical ? 'creature' : 'animal',
        species: companion.kind,
        pronoun: companion.he,
      };
      const cast: PlannedCharacter[] = [
        {
          name: hero.name,
          role: 'hero',
          kind: 'person',
          species: 'child',
          pronoun: hero.gender === 'girl' ? 'she' : hero.gender === 'boy' ? 'he' : 'they',
          age,
          gender: hero.gender,
        },
        comp,
        subject,
        ...(twist ? [twist] : []),
      ];
      const at = { name: setting.name, backdrop: setting.backdrop, at: 'setting' as const };
      const living = subject.kind === 'person' || subject.kind === 'animal';
      const pages: Page[] = [
        {
          scene: { beat: 'opening', setting: at, who: [hero.name], action: 'arriving', object: lastWord(thing.the) },
          text: `${hero.name} came to ${setting.name} with ${thing.a}.`,
        },
        { scene: { beat: 'meet', setting: at, who: [hero.name, comp.name], action: 'talking' }, text: `There was ${comp.name}, ${companion.a}.` },
        {
          scene: {
            beat: 'problem',
            setting: at,
            who: [hero.name, ...(living ? [subject.name] : [])],
            action: 'holding',
            object: living ? lastWord(thing.the) : subject.name,
          },
          text: `${hero.name} held ${thing.the} and would not let go.`,
        },
        {
          scene: {
            beat: 'twist-happens',
            setting: at,
            who: [hero.name, ...(twist ? [twist.name] : [comp.name])],
            action: k % 2 ? 'riding' : 'flying',
            ...(k % 3 === 0 ? { scale: 'tiny' as const } : {}),
          },
          text: `Then something wonderful happened.`,
        },
        {
          scene: { beat: 'consequence', setting: at, who: [hero.name, comp.name], action: 'crying' },
          text: `${hero.name} felt sad, and ${comp.name} stayed close.`,
        },
        {
          scene: { beat: 'better', setting: at, who: [hero.name, ...(living ? [subject.name] : [comp.name])], action: 'sharing', object: lastWord(thing.the) },
          text: `${hero.name} shared ${thing.the}.`,
        },
        {
          scene: { beat: 'wind-down', setting: { name: 'home', backdrop: 'bedroom', at: 'home' }, who: [hero.name, comp.name], action: 'hugging' },
          text: `At home there was a big hug.`,
        },
        {
          scene: {
            beat: 'goodnight',
            setting: { name: 'bedroom', backdrop: 'bedroom', at: 'bedroom' },
            who: [hero.name],
            action: 'sleeping',
            object: k % 2 ? 'lantern' : 'cake',
          },
          text: `${hero.name} fell asleep.`,
        },
      ];
      const story = plannedStory({
        id: `grid-${world.interest}-${companion.name}`,
        title: `${hero.name} at ${setting.name}`,
        age,
        gender: hero.gender,
        world: world.interest as Interest,
        style: (['gentle', 'funny', 'magical', 'adventurous', 'educational'] as const)[k % 5],
        setting: { name: setting.name, short: setting.short, backdrop: setting.backdrop },
        thing: thing.kind,
        cast,
        pages,
      });
      out.push({ story, world, companion, thing: thing.kind, subject, ...(twist ? { twist } : {}) });
    });
  });
  return out;
}

/** The plan names an object by the last word of the world's thing, as the writer does ("the magnifying glass" is "glass"). */
export function lastWord(phrase: string): string {
  return phrase
    .replace(/^(?:the|a|an) /, '')
    .split(' ')
    .at(-1)!;
}
