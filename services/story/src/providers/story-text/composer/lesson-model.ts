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
    'L> [Then there was a problem|Uh-oh, a problem|Then something went wrong].',
    'L> {Name} did not know [what to do|which way to go|how to fix it].',
    'L?> {Name} felt a [wobble|flutter|little knot] in {their} tummy.',
    'M> [But then|Then, all at once|Just then] something went [wrong|badly wrong|sideways]. [A [sudden|cheeky|blustery] gust of wind [blew|whisked|tossed] {the_thing} into a tangle of [brambles|thorns|nettles]|The path split [three|four] ways, and nobody could agree [which one to take|where to go]|A puddle as wide as a pond lay [right across the way|across the whole path|smack in the middle of the track]|The bridge ahead had [lost a plank|a gap in the middle|come loose at one end]].',
    'M> {Name} felt [a knot of worry|a wobble of doubt|a tight, fluttery feeling] in {their} [tummy|chest] and [did not know what to do|could not think what to do next|had no idea which way to turn].',
    'M> {They} wanted to [stamp {their} feet|give up and go home|hurry on and pretend [it had not happened|nothing was wrong]|sit down and sulk].',
    'B?> "What should I do?" {name} asked. {Comp} [thought for a long moment|was quiet for a while|scratched its head slowly], the way [wise friends do|good friends do when it matters].',
  ],
  turn: [
    'L> {Comp} said, "{lesson}"',
    'L> {Name} [thought about it|had a think]. Then {they} [tried it|gave it a go].',
    'L> [It worked|Hooray, it worked|And it worked]!',
    'M> Then {comp} said [something {name} would remember for a long time|a thing {name} would not forget|the words {name} needed]: "{lesson}"',
    'M> {Name} turned the words over [like a smooth pebble|like a coin in a pocket|one more time] and [decided to let them lead the way|chose to follow them|made up {their} mind].',
    'M> And it helped. [Step by step|Bit by bit|Little by little], the [knot of worry|tight feeling|muddle] [loosened|came undone|melted away], and the way forward [became clear|opened up|looked plain].',
    'B?> It is funny, {name} thought, how the right words at the right moment can feel like [a lantern in the dark|a hand to hold|a map in a fog].',
  ],
  gist: ['{Name} knew {they} would remember it for a [long, long time|very long time].', 'It was a good thing to know, and {name} tucked it away like [treasure|a secret].', 'Some words are worth keeping, and these were.', '{Name} had a feeling those words would come in [handy|useful] again.', 'It was the [kind|sort] of thing that is worth knowing by heart.'],
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
  'M> [On the [way|walk|road] home from {place}|As the day grew [golden|long and golden|soft and amber] over {place}|Later, as the light [began to fade|grew thin|turned gold] at {place}|When it was [all over|done and dusted|finished] at {place}|Sitting on [a wall|a mossy step|an upturned bucket] near {place}|Walking [slowly|lazily|happily] past {sight}|Once the [fuss|bustle|hubbub] at {place} had settled|With {comp} [humming|whistling|chattering] beside {them}|Swinging {their} arms on the [road|way|path] back], {name} [thought about|went back over|remembered|turned over|replayed|sorted through] [everything that had [happened|gone on]|the whole day, from [start to finish|beginning to end|breakfast onwards]|each [part|bit|twist] of the [adventure|day]|the [wobbly|tricky|shaky] moment and the [good one|better one|brave one] [after it|that followed]|what {they} had [nearly|almost] done, and what {they} had [done instead|chosen instead]|the moment {they} had [almost got it wrong|nearly slipped up|wobbled]][|, smiling|, slowly|, one piece at a time].',
  'M> [{Name} said it out loud, so {they} would [never forget|keep it|always remember]|{Name} whispered the words {they} wanted to [keep forever|hold on to|carry home]|{Comp} [smiled|listened|nodded] as {name} said it plainly|Now {name} understood it all the way down to {their} [toes|boots|socks]|{Name} knew [exactly|just] what the day had taught {them}|It fitted into one plain sentence, and {name} [said it|said it aloud]|{Name} put it into words for {comp}|Some lessons are best said [simply|plainly], so {name} said it [simply|plainly]]: "{lesson}"',
  'M?> {Gist}',
  'B?> "[You worked that out [all by yourself|on your own]|You learned that today, you know|That is worth more than [any treasure|a chest of gold]|I could not have put it better|Write that down [somewhere|somewhere safe]|That one is a keeper]," {compSays} {comp}, and {name} [knew it was true|could not stop [smiling|grinning]|felt about ten feet tall|went pink with pride|tucked the words away [like a pebble in a pocket|for safe keeping|somewhere safe]].',
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
