/**
 * The plan as guidance for a language model writing the same story in its own words. It carries only
 * what the parent's words were read into (a theme, a subject, twist kinds), never the words themselves.
 */
import { themeById } from '../catalogue/themes';
import { twistKindById } from '../catalogue/twist-kinds';
import type { StoryPlan } from './types';

const BEATS_FOR_MODEL: Record<StoryPlan['register'], string> = {
  tiny: 'One place, about 100-300 words, very short sentences, a refrain repeated on purpose, sound words.',
  young: 'About 300-500 words: a simple problem, one funny moment, gentle suspense.',
  older: 'About 600-1,000 words for ages 6-8 and 1,000-1,600 for 9-12: a real choice, some suspense, wit, real feelings.',
};

export function planGuidance(plan: StoryPlan): string {
  const theme = themeById(plan.lesson.themeId);
  const companion = plan.cast.find((member) => member.role === 'companion');
  const subject = plan.cast.find((member) => member.role === 'subject');
  const twistLines = plan.twists.map((twist, index) => {
    const kind = twistKindById(twist.kindId);
    const args = Object.entries(twist.args)
      .map(([slot, noun]) => `${slot}: ${noun.lemma}`)
      .join(', ');
    return `  ${index + 1}. ${kind.label}${args ? ` (${args})` : ''}: hint at it early, let it happen in the middle and change what happens next, and let it help at the climax.`;
  });
  return [
    'Story plan (follow it, in your own words):',
    `- Hero: ${plan.hero.name}, ${plan.hero.age}-year-old ${plan.hero.gender === 'other' ? 'child' : plan.hero.gender}, pronoun ${plan.hero.pronoun}.`,
    `- One world and one setting for the whole story: ${plan.setting.name} (${plan.world}). Do not travel to other places.`,
    companion ? `- Companion: ${companion.name}, a ${companion.species}, who acts as a ${companion.species} does and never preaches.` : '',
    `- Lesson theme: ${theme.label} (${theme.means}).${subject ? ` Its subject on the page: ${subject.name}.` : ''}`,
    '- Show the lesson, never state it: the hero faces the choice, gets it wrong or nearly wrong, sees a consequence, and chooses better. No one recites a moral.',
    theme.sensitive ? '- This is a sensitive life event: honest, simple words; feelings allowed; comfort and remembering; nothing is fixed by magic.' : '',
    twistLines.length > 0 ? `- Twists, in order:\n${twistLines.join('\n')}` : '- No twists.',
    `- Length and shape for this age: ${BEATS_FOR_MODEL[plan.register]}`,
    '- End calm and sleepy: the energy comes down, the last paragraph is warm and concrete, in bed.',
    `- Title: like "${plan.title}".`,
  ]
    .filter(Boolean)
    .join('\n');
}
