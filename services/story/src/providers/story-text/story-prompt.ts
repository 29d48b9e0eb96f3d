import type { Gender, StoryStyle } from '@bedtime/contracts';
import { composeStory } from './composer/compose-story';
import { planGuidance, type StoryPlan } from './composer/story-plan';
import type { StoryRequest } from './types';

const STYLE_GUIDES: Record<StoryStyle, string> = {
  funny: 'funny: playful, silly surprises, gentle slapstick and giggles, never mean',
  adventurous: 'adventurous: a brave journey with a goal, obstacles and a triumphant discovery',
  gentle: 'gentle: soft, quiet and kind, small acts of care, a calm pace',
  magical: 'magical: wonder, enchantment, spells and sparkle, a sense of awe',
  educational: 'educational: curious and playful, weaving in real, accurate facts about the interests',
};

const PRONOUNS: Record<Gender, string> = {
  boy: 'he/him/his',
  girl: 'she/her/her',
  other: 'they/them/their with plural verb agreement ("they were", "they are"), or the hero\'s name',
};

export function wordRangeForAge(age: number): [number, number] {
  if (age <= 4) return [300, 450];
  if (age <= 7) return [500, 750];
  return [800, 1200];
}

function ageGuide(age: number): string {
  if (age <= 4) return 'very short sentences, simple everyday words, repetition and rhythm a toddler can join in with';
  if (age <= 7) return 'medium-length sentences, clear vocabulary with a few delicious new words';
  return 'richer vocabulary, varied and longer sentences, and lively dialogue';
}

/**
 * The plan the embedded composer would tell for this request, so a model writes the same kind of
 * story. Words the composer cannot read (a model may understand more) leave the prompt without one.
 */
export function storyPlanFor(request: StoryRequest): StoryPlan | undefined {
  try {
    return composeStory(request).outline;
  } catch {
    return undefined;
  }
}

/** Messages for an OpenAI-compatible chat model; the output format is parsed by TitleStreamParser. */
export function buildStoryMessages(request: StoryRequest, plan: StoryPlan | undefined = storyPlanFor(request)): { role: 'system' | 'user'; content: string }[] {
  const [minWords, maxWords] = wordRangeForAge(request.age);
  const twists = request.plotTwists.map((twist) => twist.trim()).filter(Boolean);
  const system = [
    'You write original, personalised bedtime stories for children aged 2 to 12, to be read aloud by a parent.',
    'Stories are warm, child-safe and age-appropriate: no violence, weapons, gore, scary cruelty, romance, brand names or real people\'s personal details. Mild peril that resolves kindly is fine.',
    'Every story ends calm and sleepy (night, stars, yawns, blankets), ready for sleep.',
    'Reply with the title on the first line as "Title: <title>", then a blank line, then the story in plain paragraphs separated by blank lines. No markdown, no headings, no notes.',
  ].join('\n');
  const user = [
    `Write a bedtime story for a ${request.age}-year-old ${request.gender === 'other' ? 'child' : request.gender}.`,
    `Length: ${minWords} to ${maxWords} words. Language: ${ageGuide(request.age)}.`,
    `Style: ${STYLE_GUIDES[request.style]}.`,
    `Interests: ${request.interests.join(', ')}. Each interest must play a real part in the plot, not just be mentioned.`,
    request.heroName ? `Hero: ${request.heroName.trim()}.` : plan ? `Hero: ${plan.hero.name}, a fitting first name for the child.` : 'Hero: choose a fitting first name for the child hero.',
    `Pronouns for the hero: ${PRONOUNS[request.gender]}.`,
    `Lesson (in the parent's words): "${request.lesson.trim()}". Let it arise from what happens, and state it plainly near the end.`,
    twists.length > 0
      ? `Plot twists, to use in this order, each as its own turning point that changes what happens next:\n${twists.map((twist, index) => `${index + 1}. ${twist}`).join('\n')}`
      : 'No plot twists were requested.',
    'Finish with a calm, sleepy wind-down and a fitting title that mentions the hero or the adventure.',
    ...(plan ? ['', planGuidance(plan)] : []),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
