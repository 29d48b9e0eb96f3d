import { bandForAge, type Band } from './age-bands';
import { castStory, listNames, numberedSlots, type CastMember } from './cast';
import type { Fact, InterestKit } from './interest-kit';
import type { LessonPlan } from './lesson-model';
import { pronounSlots } from './hero';
import type { Rng } from './random';
import { DREAMS, GIFT_RECIPIENTS, LOST_ONES, MISSING_THINGS } from './shared-beats';
import type { Ctx, Slot } from './template';
import { FirstMention, shortForm } from './first-mention';
import type { Gender } from '@bedtime/contracts';

export interface StoryContext {
  band: Band;
  heroName: string;
  cast: CastMember[];
  ctx: Ctx;
  nextFact: () => string | undefined;
}

/** Facts are handed out round-robin across the story's interests, each used once. */
function factQueue(kits: readonly InterestKit[], band: Band, rng: Rng): () => string | undefined {
  const unique = [...new Set(kits)];
  const piles: Fact[][] = unique.map((kit) => rng.shuffle(kit.facts));
  let turn = 0;
  return () => {
    for (let tries = 0; tries < piles.length; tries += 1) {
      const pile = piles[(turn + tries) % piles.length];
      const fact = pile?.pop();
      if (fact) {
        turn = (turn + tries + 1) % piles.length;
        return fact[band];
      }
    }
    return undefined;
  };
}

function lostMention(lost: string): Slot {
  return new FirstMention(shortForm(lost)).slot(lost);
}

export function buildStoryContext(options: {
  age: number;
  gender: Gender;
  heroName: string;
  kits: readonly InterestKit[];
  lesson: LessonPlan;
  rng: Rng;
}): StoryContext {
  const { rng, kits, heroName, lesson } = options;
  const band = bandForAge(options.age);
  const cast = castStory(kits, heroName, rng);
  const [first, second] = cast as [CastMember, CastMember, ...CastMember[]];
  const primary = first.kit;
  const questNoun = rng.pick(primary.titleNouns);
  const sleepy = rng.deck(primary.sleepy);
  const ctx: Ctx = {
    ...numberedSlots(second, '2'),
    ...(cast[2] ? numberedSlots(cast[2], '3') : {}),
    ...first.slots,
    ...pronounSlots(options.gender),
    name: heroName,
    "name's": `${heroName}'s`,
    // Each mention of what the hero loves draws another of the world's loves, so none is said three times.
    love: rng.deck(primary.loves),
    wonder: rng.pick(primary.wonders),
    mishap: rng.pick(primary.mishaps),
    questNoun,
    quest: `the ${questNoun}`,
    topicTitle: primary.topicTitle,
    // Said in full once ("a baby owl who had tumbled from its nest"), then briefly ("the baby owl").
    lostOne: lostMention(rng.pick(LOST_ONES)),
    giftFor: rng.pick(GIFT_RECIPIENTS),
    missing: rng.pick(MISSING_THINGS),
    friends: listNames(cast.map((member) => member.companion.name)),
    dream: rng.deck(DREAMS),
    sleepy,
    lesson: lesson.sentence,
    gist: rng.pick(lesson.theme.gist),
  };
  return { band, heroName, cast, ctx, nextFact: factQueue(kits, band, rng) };
}
