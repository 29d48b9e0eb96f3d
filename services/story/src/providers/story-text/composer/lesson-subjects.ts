import type { Lines } from './template';

/**
 * The lesson's subject on stage. A theme's scene can be about any choice; these lines put the
 * thing the lesson is about into that scene (the food for "trying new foods", the dark for "being
 * brave in the dark"): the hero nearly gets it wrong, then chooses well. The subject is recognised
 * in the composer's reading of the lesson and written in the composer's own words.
 */
export interface LessonSubject {
  id: string;
  test: RegExp;
  /** The hero faces the choice and nearly gets it wrong. */
  conflict: Lines;
  /** The hero chooses well, with the subject still in view. */
  turn: Lines;
}

export const LESSON_SUBJECTS: readonly LessonSubject[] = [
  {
    id: 'food',
    test: /\b(foods?|eat(ing)?|vegetables?|veggies|tast(e|ing)|dinner|supper)\b/,
    conflict: [
      'L> At {place}, {comp} had a new food: [a bumpy green fruit|orange soup|a purple carrot]. {Name} nearly said no.',
      'M> At snack time {comp} unwrapped a food {name} had never tasted: [a bowl of bright green pea soup|a spiky yellow fruit|a plate of purple carrots].',
      'M> {Name} wrinkled {their} nose and nearly pushed the food away without a single taste.',
    ],
    turn: [
      'L> Then {name} tasted the new food with {comp}. Just one bite. Mmm!',
      'M> In the end {name} took one small taste of the new food, then another, because it was [sweet and crunchy|warm and surprisingly good|tangy and bright].',
    ],
  },
  {
    id: 'dark',
    test: /\b(dark|night-?time|nightlight)\b/,
    conflict: [
      'L> Then the light at {place} went out. {Name} nearly ran from the dark.',
      'M> Just then the lantern flickered out, and the dark folded in all around them, deep and thick and silent.',
      'M> {Name} nearly turned and ran from the dark, back the way {they} had come.',
    ],
    turn: [
      'L> {Name} held on to {comp}. The dark was only the dark.',
      'M> Instead {name} stood still, breathed slowly and looked, and the dark turned out to be the same place as before, with the light switched off.',
    ],
  },
  {
    id: 'sharing',
    test: /\bshar(e|es|ed|ing)\b/,
    conflict: [
      'L> At {place}, {name} had [three|four|five] [berries|shiny shells], and {comp} had none. {Name} nearly kept them all.',
      'M> {Name} had a whole pocketful of [ripe berries|shiny shells|honey biscuits], and {comp} had none at all.',
      'M> For a moment {name} nearly kept every single one, instead of sharing.',
    ],
    turn: [
      'L> Then {name} shared with {comp}. [One for you, one for me!|Half each!|Two for you, two for me!]',
      'M> Then {name} shared them out, one each, and somehow sharing made the whole afternoon feel bigger.',
    ],
  },
  {
    id: 'teeth',
    test: /\b(teeth|tooth|toothbrush|brush(ing)?)\b/,
    conflict: [
      'L> {Name} was sleepy after {place}. "No teeth tonight," {they} told {comp}.',
      'M> By then {name} was so sleepy that {they} nearly flopped down for a rest without brushing {their} teeth after all that [honey cake|sticky fruit|sweet cocoa].',
    ],
    turn: [
      'L> Then {name} brushed {their} teeth, and {comp} watched. Brush, brush, brush!',
      'M> But {name} remembered, fetched {their} toothbrush and brushed {their} teeth until every one of them sparkled.',
    ],
  },
  {
    id: 'truth',
    test: /\b(truth|true|honest(y)?|lie|lying|lies)\b/,
    conflict: [
      'L> "Who [broke the cup|spilled the paint|lost the map]?" asked {comp}. {Name} nearly said, "Not me."',
      'M> "Who [knocked over the paint pot|broke the little blue cup|lost the map]?" asked {comp}, and {name} nearly said, "Not me," even though it was.',
    ],
    turn: [
      'L> But {name} told {comp} the truth. "It was me. Sorry."',
      'M> But {name} told the truth instead: "It was me, and I am sorry." The truth felt like putting down a heavy bag.',
    ],
  },
  {
    id: 'kind',
    test: /\b(kind(ness)?|gentle|help(ing|ful)?|caring)\b/,
    conflict: [
      'L> At {place}, a little [snail|beetle|mouse] was stuck in a puddle. {Name} nearly walked past.',
      'M> On the way they passed a little [snail|beetle|field mouse] stuck in a puddle, and {name} nearly hurried past, because there was so much still to do.',
    ],
    turn: [
      'L> Then {name} and {comp} went back and helped. That was kind.',
      'M> Then {name} turned back and lifted it gently onto a dry leaf, because being kind matters most when you are busy.',
    ],
  },
];

export function lessonSubject(lesson: string): LessonSubject | undefined {
  const lowered = lesson.toLowerCase();
  return LESSON_SUBJECTS.find((subject) => subject.test.test(lowered));
}
