/**
 * The way home: a lesson scene that can only happen at home (a bed, a blanket, the kitchen, Mummy's
 * door) is never told at the day's setting. The day is closed first (its want met), then one of these
 * authored bridges takes the hero home, and the story does not walk back out.
 */
import type { Register, Variants } from '../scenes/format';

/** Things only a home has: told at the setting they would put a bed on a beach. ("flower bed", "sea bed" are the setting's.) */
export const HOME_ONLY =
  /\b(?:their|his|her|my|your|own|the|big|in|into|to|under|of|out of) (?:bed|beds|bedroom|blanket|pillow|duvet|sofa|kitchen|bathroom|bath)\b|\b(?:had|have|having|a proper) a bath\b|\bacross the landing\b|\b(?:upstairs|downstairs)\b|\bthe fridge\b|\b(?:Mum|Dad|Mummy|Daddy|Mama|Papa|Grandma|Grandpa|Granny|Nana)'s (?:door|room|bed)\b/;

/** A paragraph's words that only a home has, leaving out the setting's own name ("the Orchard Kitchen"). */
export function homeWords(paragraph: string, setting: { name: string; short: string }): RegExpMatchArray | null {
  // "Now, here at the workshop": a scene that says it is at the setting is there, whatever it remembers of home
  if (paragraph.includes(`here at ${setting.short}`) || paragraph.includes(`here at ${setting.name}`)) return null;
  return paragraph.split(setting.name).join(' ').split(setting.short).join(' ').match(HOME_ONLY);
}

export const BRIDGES: Record<Register, Variants> = {
  tiny: [
    { text: 'Home time! Bye-bye, {place_short}! Then it was night.', picture: { action: 'waving', at: 'home' } },
    { text: 'The sun went down. Home went {name}, to {home}.', picture: { action: 'waving', at: 'home' } },
    { text: 'Home, home, home to {home}! In came the night.', picture: { action: 'waving', at: 'home' } },
  ],
  young: [
    {
      text: 'When the sky over {place_short} turned pink, it was time to go. {name} went home to {home}, [with tired legs|yawning all the way] and the day still buzzing inside {them}. Supper came and went. Then it was evening.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'The day at {place_short} ended the way good days do, too soon. By the time {name} was home at {home}, the lamps were on and the curtains were drawn.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'Home time came at last, and {carer} walked {name} back to {home}. Tea was beans on toast. Then the evening began.',
      picture: { action: 'waving', at: 'home' },
    },
  ],
  older: [
    {
      text: 'The light went long and gold across {place_short}, which meant it was time to go home to {home}. Supper was noisy and ordinary. It was afterwards, in the quiet part of the evening, that the day caught up with {name}.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'By the time {name} got home to {home}, {place} felt a long way off, as if it had happened to somebody else. There was supper, and washing-up, and the usual argument about whose turn it was to dry. Then the house went quiet.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'The day at {place_short} ran out, as days do, just when it was getting interesting. {name} went home to {home}, where the lights were on and something was bubbling in a pan. Later that evening, the house settled down.',
      picture: { action: 'waving', at: 'home' },
    },
  ],
};

/** Companions a family can take home (a pet, a robot, a toy); every other friend belongs to the setting. */
export const COMES_HOME =
  /^(?:dog|puppy|cat|kitten|hamster|guinea pig|rabbit|robot|teddy|toy|book|ball|torch|lantern|whistle|map|compass|magnifying glass|watch|stopwatch|hat|wand)$/;

/** The way home for a friend who stays behind: the goodbye is said at the setting, before the bridge. */
export const GOODBYES: Record<Register, Variants> = {
  tiny: [
    { text: 'Bye-bye, {comp}! Home went {name}, to {home}. Then it was night.', picture: { action: 'waving', with: ['comp'], at: 'setting' } },
    { text: '"Bye, {comp}!" Home, home, home to {home}! In came the night.', picture: { action: 'waving', with: ['comp'], at: 'setting' } },
  ],
  young: [
    {
      text: 'When the sky over {place_short} turned pink, it was time to go. {name} said goodbye to {comp}, who {comp_habit} and stayed right where {comp_he} belonged. Then {name} went home to {home}, [with tired legs|yawning all the way]. Supper came and went. Then it was evening.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '"See you next time, {comp}," said {name}. {comp} {comp_habit}, and stayed behind at {place_short}, because that was {comp_his} home. By the time {name} was home at {home}, the lamps were on and the curtains were drawn.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
  ],
  older: [
    {
      text: 'The light went long and gold across {place_short}. {name} said goodbye to {comp}, who {comp_habit}, and who would be there, as {comp_he} always was, next time. Then it was home to {home}. Supper was noisy and ordinary. It was afterwards, in the quiet part of the evening, that the day caught up with {name}.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: 'Goodbyes at {place_short} took longer than planned, because {comp} {comp_habit} and {name} had to say it twice. {comp} stayed behind, where {comp_he} belonged. By the time {name} got home to {home}, the day felt a long way off. There was supper, and washing-up, and the usual argument about whose turn it was to dry. Then the house went quiet.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
  ],
};
