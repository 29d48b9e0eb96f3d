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
    { text: 'Home time! Home went {name}, to {home}. Tea time!', picture: { action: 'waving', at: 'home' } },
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
    {
      text: 'Home time came at last. {name} skipped all the way back to {home}, where the kitchen lights were on and tea was nearly ready.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'Home time came, and {carer} and {name} walked back to {home} the slow way, counting front doors. Inside, the lamps went on one by one, and the evening began.',
      picture: { action: 'waving', at: 'home' },
    },
    // told when the day has already gone on into the evening: it names no time of its own
    {
      text: 'Back at {home}, {name} sat on the bottom stair with {their} shoes still on, and the day went round and round in {their} head.',
      picture: { action: 'waving', at: 'home' },
    },
  ],
  older: [
    {
      text: 'The light went long and gold across {place_short}, which meant it was time to go home to {home}. Supper was noisy and ordinary. It was afterwards, in the quiet part of the evening, that the day caught up with {name}.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'By the time {name} got home to {home}, {place} felt a long way off, as if it had happened to somebody else. There was supper, and a pile of muddy socks by the door, and then the evening was {their} own.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'The day at {place_short} ran out, as days do, just when it was getting interesting. {name} went home to {home}, where the lights were on and something was bubbling in a pan for tea.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'The day at {place_short} ended with sore feet and a pocket full of things that had seemed important at the time. {name} went home to {home} and ate {their} supper so fast that {carer} asked, quite seriously, whether {name} had been fed at all.',
      picture: { action: 'waving', at: 'home' },
    },
    // told when the day has already gone on into the evening: it names no time of its own
    {
      text: 'Back at {home}, {name} kicked off {their} shoes, found the comfiest corner of the sofa and stayed there for a while, letting the day catch up.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'The light over {place_short} turned orange, then pink, and it was time to go. {name} walked home to {home} the long way, going over the best bits of the day, and got in just as the kitchen lights came on for tea.',
      picture: { action: 'waving', at: 'home' },
    },
  ],
};

/** A way home that has already had tea or supper: not before a lesson about the meal still cooking. */
export const MEAL_DONE = /\b(?:[Ss]upper|[Tt]ea was (?!nearly|not)|washing-up|[Ii]n came the night|[Tt]hen it was (?:night|evening))\b/;

/** A way home that leaves the evening's meal still to come. */
export const BEFORE_TEA = /\b(?:[Tt]ea (?:time|was nearly|was not)|tea\b)/;

/** Companions a family can take home (a pet, a robot, a toy); every other friend belongs to the setting. */
export const COMES_HOME =
  /^(?:dog|puppy|cat|kitten|hamster|guinea pig|rabbit|robot|teddy|toy|book|ball|torch|lantern|whistle|map|compass|magnifying glass|watch|stopwatch|hat|wand)$/;

/** The way home for a friend who stays behind: the goodbye is said at the setting, before the bridge. */
export const GOODBYES: Record<Register, Variants> = {
  tiny: [
    { text: 'Bye-bye, {comp}! Home went {name}, to {home}. Then it was night.', picture: { action: 'waving', with: ['comp'], at: 'setting' } },
    { text: '"Bye, {comp}!" Home, home, home to {home}! In came the night.', picture: { action: 'waving', with: ['comp'], at: 'setting' } },
    { text: '"Bye-bye, {comp}!" Home went {name}, to {home}. Tea time!', picture: { action: 'waving', with: ['comp'], at: 'setting' } },
    {
      text: '"Bye now, {comp}! Night-night!" Wave, wave, wave. Off went {name}, all the way home to {home}.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '"Bye, {comp}!" One last hug. Squeeze! Then home to {home}, skip, skip, skip, all the way.',
      picture: { action: 'hugging', with: ['comp'], at: 'setting' },
    },
  ],
  young: [
    {
      text: 'When the sky over {place_short} turned pink, it was time to go. {name} waved goodbye to {comp}, who {comp_habit} and did not follow one step further. Then {name} went home to {home}, [with tired legs|yawning all the way]. Supper came and went. Then it was evening.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '"See you next time, {comp}," said {name}. {comp} {comp_habit}, and stayed behind at {place_short}, because that was {comp_his} home. By the time {name} was home at {home}, the lamps were on and the curtains were drawn.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '"Bye, {comp}!" said {name}, and waved, and waved again from further off. {comp} was still there, smaller and smaller, when {name} turned the corner for {home}, where tea was nearly ready.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '"Bye-bye, {comp}! See you soon!" {comp} {comp_habit} and stayed at {place_short}, where {comp_he} lived. {name} went home to {home}, and the evening began.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    // told when the day has already gone on into the evening: it names no time of its own
    {
      text: "{name} waved goodbye to {comp} one last time. {comp} {comp_habit}, the way {comp_he} always did, and {name} held on to {carer}'s hand all the way back to {home}.",
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '"Bye for now, {comp}. Will you be here next time?" {name} asked. {comp} {comp_habit}, which meant yes. So {name} walked back to {home} with {carer} and only looked over {their} shoulder twice.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: 'It was goodbye time, so {name} hugged {comp}, [twice|a bit too hard], and left {comp_him} at {place_short}. Then it was back to {home} with {carer}, counting steps.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
  ],
  older: [
    {
      text: 'The light went long and gold across {place_short}. {name} said goodbye to {comp}, who {comp_habit}, and who would be there, as {comp_he} always was, next time. Then it was home to {home}. Supper was noisy and ordinary. It was afterwards, in the quiet part of the evening, that the day caught up with {name}.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: 'Goodbyes at {place_short} took longer than planned, because {comp} {comp_habit} and {name} had to say it twice. [Then {comp} stayed right there|Then {comp} stayed behind, as {comp_he} always did|At last {comp} let {them} go and stayed behind], and {name} turned for home. By the time {name} got home to {home}, the day felt a long way off, and supper was on the table.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '{comp} came as far as the edge of {place_short}, {comp_habit} by way of goodbye, and [stayed right there|stayed behind, not one step further|stayed at that spot until {name} was out of sight]. {name} went home to {home}, where somebody had already started on supper.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '{name} said goodbye to {comp} at the edge of {place_short}, and {comp} {comp_habit}, which was {comp_his} way of saying see you soon. Then it was home to {home}, where the kitchen lights were on and tea was not ready yet.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    // told when the day has already gone on into the evening: it names no time of its own
    {
      text: 'There was no proper way to say goodbye to {comp}, so {name} did it badly, with a wave that went on too long. {comp} {comp_habit} in reply. The walk back to {home} with {carer} was mostly quiet, and {name} did not mind.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '{comp} stayed at the edge of {place_short}; coming any further was not how it worked. {name} looked back once to say goodbye, and {comp} {comp_habit}, as if to say: go on, then. So {name} went on, back to {home}, beside {carer}.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '{name} said goodbye to {comp} with a promise to come back, and meant it. On the way to {home}, {carer} asked what the best bit had been, and {name} had to think about it for a long time.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
  ],
};

/**
 * The way home in a story about a death, an illness or a worry a child carries: no jokes about chores or
 * supper in a grieving house. The grown-up is close, nobody hurries, and the evening is gentle.
 */
export const QUIET_BRIDGES: Record<Register, Variants> = {
  tiny: [
    { text: "Home went {name}, to {home}, holding {carer}'s hand. Then it was night.", picture: { action: 'waving', at: 'home' } },
    { text: 'Bye-bye, {place_short}. Home, slowly, to {home}. In came the night.', picture: { action: 'waving', at: 'home' } },
  ],
  young: [
    {
      text: 'When it was time to go, {carer} held out a hand, and {name} took it. They walked slowly back to {home}, not saying much, and that was all right. The lamps were on when they got in.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'The day at {place_short} came to a gentle end. {name} went home to {home}, where it was warm and quiet and tea was nearly ready.',
      picture: { action: 'waving', at: 'home' },
    },
    // told when the day has already gone on into the evening: it names no time of its own
    {
      text: 'Back at {home}, {carer} made two cups of warm milk, and they sat close together on the sofa for a while.',
      picture: { action: 'waving', at: 'home' },
    },
  ],
  older: [
    {
      text: 'The day at {place_short} came to an end, the way days do. {name} went home to {home}, where the lamps were on and somebody had put the kettle on. Nobody hurried anybody. It was that kind of evening.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'The way home from {place_short} was quiet. {carer} did not fill it with questions, and {name} was glad. The lights were on at {home} when they got in, and the evening was soft and slow.',
      picture: { action: 'waving', at: 'home' },
    },
    {
      text: 'It was time to go home. {name} walked back to {home} beside {carer}, close enough for their sleeves to touch, and got in just as the kitchen lights came on for tea.',
      picture: { action: 'waving', at: 'home' },
    },
    // told when the day has already gone on into the evening: it names no time of its own
    {
      text: 'Back at {home}, {carer} put the kettle on and did not ask any questions. {name} sat at the kitchen table with {their} hands round a warm mug and let the day settle.',
      picture: { action: 'waving', at: 'home' },
    },
  ],
};

/** The quiet way home for a friend who stays behind at the setting. */
export const QUIET_GOODBYES: Record<Register, Variants> = {
  tiny: [
    { text: 'Bye-bye, {comp}. Home went {name}, to {home}, holding hands. Then it was night.', picture: { action: 'waving', with: ['comp'], at: 'setting' } },
  ],
  young: [
    {
      text: '{name} said a quiet goodbye to {comp}, who {comp_habit} and watched {them} go. Then {carer} and {name} went home to {home}, hand in hand, and the lamps were on when they got in.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '"Bye, {comp}," said {name} softly. {comp} stayed behind at {place_short}, and {name} went home with {carer} to {home}, where it was warm and tea was nearly ready.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    // told when the day has already gone on into the evening: it names no time of its own
    {
      text: '{name} whispered goodbye to {comp}, and {comp} {comp_habit}, very gently. Then {name} went back to {home} with {carer}, holding hands.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '{comp} stayed at {place_short}. {name} walked slowly back to {home} beside {carer}, stopping once to wave.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
  ],
  older: [
    {
      text: 'When it was time to say goodbye, {comp} {comp_habit}, which was as good as a promise to be there next time. The way home to {home} was quiet, and {carer} let it be. [Somebody had left a light on for them.|When they got in, the radiators were ticking as they warmed up.|Indoors, somebody had already drawn the curtains.|The house was warm when they got in, and smelled of toast.]',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: '{name} stayed a little longer with {comp} at the edge of {place_short}, not talking. [Then it was goodbye, and {comp} {comp_habit}|When {they} said goodbye at last, {comp} {comp_habit}|At last {they} whispered goodbye, and {comp} {comp_habit}], and {name} went home to {home} with {carer}, [where somebody had left the hall light on|where the curtains were already drawn|where the windows were misty from the kettle|where the radio was on, very low].',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    // told when the day has already gone on into the evening: it names no time of its own
    {
      text: '{comp} {comp_habit} and stayed behind, and {name} went back to {home} with {carer}, thinking hard.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
    {
      text: 'For one more minute {name} sat with {comp}. [Then it was goodbye, and {comp} stayed right where {comp_he} was.|Then {name} said goodbye, and {comp} {comp_habit} and watched {them} go.|Then {comp} {comp_habit} and stayed behind, and that was goodbye.] The way back to {home} with {carer} was slow, and neither of them minded.',
      picture: { action: 'waving', with: ['comp'], at: 'setting' },
    },
  ],
};

/** Places a lesson can be told at on the way home, when neither the setting nor a home has them. */
export type VisitPlace = 'eatery';

/** The way from the day's setting to a place on the way home, where the lesson happens. */
export const VISITS: Record<VisitPlace, Record<Register, Variants>> = {
  eatery: {
    tiny: [
      { text: 'Tummy rumble! On the way home, {carer} took {name} to the café on the corner. Ding went the bell. In they went.' },
      { text: 'Home time! But first, a treat. In went {name} and {carer}, into the café on the corner. Ding, ding!' },
    ],
    young: [
      {
        text: 'On the way home from {place_short}, {carer} said there was just time for a treat, and they went into the little café on the corner. It smelled of toast and warm milk, and there was a table by the window, just right.',
      },
      {
        text: 'When the day at {place_short} was done, {carer} and {name} stopped at the café on the corner on the way home. The bell on the door went ding, and a waiter waved them to a table by the window.',
      },
    ],
    older: [
      {
        text: 'On the way home from {place}, {carer} announced that such a day deserved a proper ending, and steered {name} into the café on the corner. It was warm and steamy, with a bell on the door and a glass counter full of cakes, and they got the table by the window.',
      },
      {
        text: 'The day at {place_short} ended, as good days do, with everyone hungry. There was a café on the corner on the way home, with fogged-up windows and a bell that jangled when the door opened, and {carer} said it was time for a treat.',
      },
    ],
  },
};

/** A friend who belongs to the setting is left there with a goodbye before the way to the café. */
export const VISIT_GOODBYE: Record<Register, string> = {
  tiny: '"Bye-bye, {comp}!"',
  young: '"Bye, {comp}!" said {name}, and {comp} {comp_habit}.',
  older: '{name} said goodbye to {comp}, who would still be at {place_short} next time.',
};

/** The café on the way home, as the story names and draws it. */
export function visitPlace(place: VisitPlace) {
  return {
    at: 'visit' as const,
    places: new Set([place]),
    name: 'the café on the corner',
    backdrop: 'kitchen',
    values: {
      place: 'the café on the corner',
      place_short: 'the café',
      sight: ['the cake counter', 'the big window onto the street', 'a tall jar of biscuits by the till'],
      sound: ['the hiss of the coffee machine', 'the clink of cups and saucers'],
    },
  };
}

/** Home, as the story names it once the hero is there: "the flat with drawings all over the fridge", "the flat". */
export function homePlace(values: { home?: unknown }) {
  const home = typeof values.home === 'string' ? values.home : 'home';
  const short = home.split(/ (?:at|with|on|by|in|near|above|below|of|over|under|behind|beside|next to|where|whose|that|which|along) /)[0]!;
  return {
    at: 'home' as const,
    places: new Set(['home', 'kitchen'] as const),
    name: home,
    backdrop: 'bedroom',
    values: {
      place: home,
      place_short: short,
      sight: ['the clock on the kitchen wall', 'the pot plants on the windowsill', 'the coats on their hooks by the door'],
      sound: ['the hum of the fridge', 'the tick of the kitchen clock'],
    },
  };
}
