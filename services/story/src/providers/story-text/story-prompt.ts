import type { Gender, StoryStyle } from '@bedtime/contracts';
import { planGuidance } from '@bedtime/story-writer';
import type { StoryRequest } from './types';

const STYLE_GUIDES: Record<StoryStyle, string> = {
  funny: 'funny: playful, silly surprises, gentle slapstick and giggles, never mean',
  adventurous: 'adventurous: a brave journey with a goal, obstacles and a triumphant discovery',
  gentle: 'gentle: soft, quiet and kind, small acts of care, a calm pace',
  magical: 'magical: wonder, enchantment, spells and sparkle, a sense of awe',
  educational: 'educational: curious and playful; real, accurate facts that the hero uses or discovers as part of the action',
};

const PRONOUNS: Record<Gender, string> = {
  boy: 'he/him/his',
  girl: 'she/her/her',
  other: 'they/them/their with plural verb agreement ("they were", "they are"), or the hero\'s name',
};

export function wordRangeForAge(age: number): [number, number] {
  if (age <= 3) return [100, 300];
  if (age <= 5) return [300, 500];
  if (age <= 8) return [600, 1000];
  return [1000, 1600];
}

/**
 * Messages for an OpenAI-compatible chat model; the output format is parsed by TitleStreamParser.
 * The model gets the plan (what the parent's words were read into), never the parent's words.
 */
export function buildStoryMessages(request: StoryRequest): { role: 'system' | 'user'; content: string }[] {
  const [minWords, maxWords] = wordRangeForAge(request.age);
  const system = [
    'You write original, personalised bedtime stories for children aged 2 to 12, to be read aloud by a parent.',
    "Stories are warm, child-safe and age-appropriate: no violence, weapons, gore, scary cruelty, romance, brand names or real people's personal details. Mild peril that resolves kindly is fine.",
    'Every story ends calm and sleepy (night, stars, yawns, blankets), ready for sleep.',
    'Reply with the title on the first line as "Title: <title>", then a blank line, then the story in plain paragraphs separated by blank lines. No markdown, no headings, no notes.',
  ].join('\n');
  const user = [
    `Write a bedtime story for a ${request.age}-year-old ${request.gender === 'other' ? 'child' : request.gender}.`,
    `Length: ${minWords} to ${maxWords} words.`,
    `Style: ${STYLE_GUIDES[request.style]}.`,
    `Interests: ${request.interests.join(', ')}.`,
    `Pronouns for the hero: ${PRONOUNS[request.gender]}.`,
    '',
    planGuidance(request.told.plan),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
