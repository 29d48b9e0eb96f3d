import type { LessonTheme } from './lesson-theme';
import { GROWTH_THEMES } from './lesson-themes-growth';
import { HABIT_THEMES } from './lesson-themes-habits';
import { HEART_THEMES } from './lesson-themes-heart';
import { cleanLesson } from './text-cleanup';
import { LESSON_CHOICES } from './lesson-choices';
import { choiceLines, temptationLines } from './beat-pools';
import type { Rng } from './random';
import type { Ctx, Lines } from './template';

/** Earlier themes win ties, so "sharing is caring" is about sharing rather than kindness. */
export const LESSON_THEMES: readonly LessonTheme[] = [...HEART_THEMES, ...GROWTH_THEMES, ...HABIT_THEMES];

/** For lessons no theme recognises: the hero meets a real choice and the parent's words guide it. */
export const OPEN_THEME: LessonTheme = {
  id: 'open',
  keywords: [],
  conflict: [
    'L> Then there was a problem.',
    'L> {Name} did not know what to do.',
    'L?> {Name} felt a wobble in {their} tummy.',
    'M> But then something went wrong. [A gust of wind blew {the_thing} into a tangle of brambles|The path split three ways, and nobody could agree which one to take|A puddle as wide as a pond lay right across the way].',
    'M> {Name} felt a knot of worry in {their} tummy and did not know what to do.',
    'M> {They} wanted to [stamp {their} feet|give up and go home|hurry on and pretend it had not happened].',
    'B?> "What should I do?" {name} asked. {Comp} thought for a long moment, the way wise friends do.',
  ],
  turn: [
    'L> {Comp} said, "{lesson}"',
    'L> {Name} thought about it. Then {they} tried it.',
    'L> It worked!',
    'M> Then {comp} said something {name} would remember for a long time: "{lesson}"',
    'M> {Name} turned the words over like a smooth pebble and decided to let them lead the way.',
    'M> And it helped. Step by step, the knot of worry loosened, and the way forward became clear.',
    'B?> It is funny, {name} thought, how the right words at the right moment can feel like a lantern in the dark.',
  ],
  gist: ['{Name} knew {they} would remember it for a long, long time.', 'It was a good thing to know, and {name} tucked it away like treasure.'],
};

export interface LessonPlan {
  theme: LessonTheme;
  /** The parent's words, cleaned: "Sharing is caring." */
  sentence: string;
}

export function planLesson(lesson: string): LessonPlan {
  const clean = cleanLesson(lesson);
  const lowered = lesson.toLowerCase();
  let best: LessonTheme = OPEN_THEME;
  let bestScore = 0;
  for (const theme of LESSON_THEMES) {
    const score = theme.keywords.filter((keyword) => keyword.test(lowered)).length;
    if (score > bestScore) {
      best = theme;
      bestScore = score;
    }
  }
  return { theme: best, sentence: clean.sentence };
}

/** Near the end the lesson is said plainly, in the parent's own words. */
export const LESSON_STATEMENT: Lines = [
  'L> {Name} [smiled at|looked at|hugged] {comp} [back at|later, at|there at] {place}. [Now {they} knew something important|{Name} had learned something big today|{Comp} knew it too].',
  'L> {Name} said it [out loud|softly|with a smile]: "{lesson}"',
  'L?> {Gist}',
  'M> [On the way home from {place}|As the day grew golden over {place}|Later, as the light began to fade at {place}|When it was all over at {place}|Sitting on a wall near {place}|Walking slowly past {sight}|Once the fuss at {place} had settled|With {comp} humming beside {them}|Swinging {their} arms on the road back], {name} [thought about|went back over|remembered|turned over|replayed|sorted through] [everything that had happened|the whole day, from start to finish|each part of the adventure|the wobbly moment and the good one after it|what {they} had nearly done, and what {they} had done instead|the moment {they} had almost got it wrong][| with {comp}| in {their} head| one more time].',
  'M> [{Name} said it out loud, so {they} would never forget|{Name} whispered the words {they} wanted to keep forever|{Comp} smiled as {name} said it plainly|Now {name} understood it all the way down to {their} toes|{Name} knew exactly what the day had taught {them}|It fitted into one plain sentence, and {name} said it|{Name} put it into words for {comp}|Some lessons are best said simply, so {name} said it simply]: "{lesson}"',
  'M?> {Gist}',
  'B?> "[You worked that out all by yourself|You learned that today, you know|That is worth more than any treasure|I could not have put it better|Write that down somewhere|That one is a keeper]," {compSays} {comp}, and {name} [knew it was true|could not stop smiling|felt about ten feet tall|tucked the words away like a pebble in a pocket].',
];

/**
 * The scene in which the lesson arises: either the theme's own scene or one built from the shared
 * pools (beat-pools) around the theme's temptation and right choice, so the same lesson can play out in several ways.
 */
export function chooseLessonScene(theme: LessonTheme, rng: Rng): { conflict: Lines; turn: Lines; slots: Ctx } {
  const choices = LESSON_CHOICES[theme.id];
  if (!choices || rng.chance(1 / 4)) return { conflict: theme.conflict, turn: theme.turn, slots: {} };
  return {
    conflict: temptationLines(rng),
    turn: choiceLines(rng),
    slots: { urge: rng.pick(choices.urge), choice: rng.pick(choices.choice), payoff: rng.pick(choices.payoff) },
  };
}
