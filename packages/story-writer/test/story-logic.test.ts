// The story's logic as an editor reads it: a pay-off only after its set-up, the want the opening gave
// the hero met, and a lesson scene that needs a home (a bed, the kitchen, Mummy's door) told at home,
// after the day out has been closed and the hero has gone there.
import { describe, expect, it } from 'vitest';
import { STYLES, THEMES, TWISTS, WORLDS } from '../src/scenes/index';
import type { Variants } from '../src/scenes/format';
import { CHANGES_SOMEONE, DISMISSIVE, writeStory } from '../src/write/compose';
import { COMES_HOME, homeWords } from '../src/write/bridges';
import { LESSON_THEMES, THEMES_BY_ID } from '../src/catalogue/themes';
import { foldBack, timesIn } from '../src/plan/time';
import { gridRequests, lessonOf, twistOf } from './grid';

const STORIES = 1_500;
const stories = gridRequests(STORIES, 7).map((request) => ({ request, story: writeStory(request) }));

/** Every beat's variants, named. */
function allBeats(): { name: string; variants: Variants }[] {
  const beats: { name: string; variants: Variants }[] = [];
  for (const theme of THEMES)
    for (const register of ['tiny', 'young', 'older'] as const)
      for (const [beat, variants] of Object.entries(theme[register]))
        beats.push({ name: `${theme.themeId} ${register}.${beat}`, variants: variants as Variants });
  for (const twist of TWISTS)
    for (const register of ['tiny', 'young', 'older'] as const)
      for (const [beat, variants] of Object.entries(twist[register]))
        beats.push({ name: `${twist.kindId} ${register}.${beat}`, variants: variants as Variants });
  for (const world of [...WORLDS, ...STYLES])
    for (const register of ['tiny', 'young', 'older'] as const)
      for (const [beat, variants] of Object.entries(world[register]))
        if (Array.isArray(variants) && typeof variants[0] === 'object')
          beats.push({ name: `${'interest' in world ? world.interest : world.style} ${register}.${beat}`, variants: variants as Variants });
  return beats;
}

describe('set-ups and pay-offs', () => {
  it('every beat can be told without a set-up it needs (one variant needs nothing)', () => {
    const out = allBeats()
      .filter(({ variants }) => variants.length > 0 && variants.every((variant) => variant.needs))
      .map(({ name }) => name);
    expect(out).toEqual([]);
  });

  it('a pay-off is told only after the story said what it pays off ("the big shape was only the net" after a shape)', () => {
    const needs = allBeats()
      .flatMap(({ variants }) => variants.filter((variant) => variant.needs))
      .map((variant) => ({ word: variant.needs!, opening: variant.text.split(/[.!?]/)[0]! }));
    expect(needs.length).toBeGreaterThan(0);
    const out: string[] = [];
    const shape = /big shape was only|lumpy shape was only/;
    for (const { request, story } of stories) {
      const at = story.paragraphs.findIndex((paragraph) => shape.test(paragraph));
      if (at >= 0 && !story.paragraphs.slice(0, at).join(' ').toLowerCase().includes('shape'))
        out.push(`${request.lesson.themeId}/${request.age}: a shape paid off that was never shown`);
    }
    expect(out).toEqual([]);
  });

  // A 4-5 year old's story with two twists would run past 600 words with it: there the want may still go.
  it('the want the opening gave the hero is met in every story for ages 4-12 (4-5: with at most one twist)', () => {
    const out: string[] = [];
    for (const { request, story } of stories) {
      if (request.age < 4 || (request.age <= 5 && story.plan.twists.length > 1)) continue;
      if (!story.plan.scenes.some((scene) => scene.beat === 'want-met'))
        out.push(`${request.lesson.themeId}/${request.age}/${story.plan.world}: the want was dropped`);
    }
    // today two 4-year-olds' stories of 1,500 still lose it to their length (a quarter over 500 words)
    expect(out.length, out.join('\n')).toBeLessThanOrEqual(3);
  });
});

describe('one place at a time', () => {
  it('a lesson scene that needs a home is told at home, after the day out is closed, never at the setting', () => {
    const out: string[] = [];
    const lesson = new Set(['problem', 'choice', 'consequence', 'inner', 'better']);
    for (const { request, story } of stories) {
      const scenes = story.plan.scenes;
      // the setting's own words are not a home's ("the Orchard Kitchen", "the kitchen garden")
      const firstHome = scenes.find((scene) => lesson.has(scene.beat) && homeWords(story.paragraphs[scene.paragraph] ?? '', story.plan.setting));
      if (!firstHome) continue;
      const text = story.paragraphs[firstHome.paragraph]!;
      const bridged =
        /\b(?:[Tt]hat (?:evening|night)|[Bb]ack (?:at )?home|[Aa]t home|[Ll]ater|[Tt]he next (?:day|morning|night)|[Aa]fter the day at|came home from|[Hh]ome from|got home|[Ii]n the morning|[Aa]t breakfast|[Aa]t (?:midnight|two in the morning)|[Ee]very night|[Nn]ight came|[Aa]t night|[Aa]t bedtime)\b/.test(
          text,
        );
      const bridge = scenes.some((scene) => scene.beat === 'wind-down' && scene.paragraph < firstHome.paragraph);
      if (!bridged && !bridge)
        out.push(
          `${request.lesson.themeId}/${request.age}/${story.plan.world}: at home with no way home ("${homeWords(text, story.plan.setting)![0]}"): ${text.slice(0, 80)}`,
        );
      // and nothing walks back out to the day's want afterwards
      if (scenes.some((scene) => scene.beat === 'want-met' && scene.paragraph > firstHome.paragraph))
        out.push(`${request.lesson.themeId}/${request.age}: back out to the setting after going home`);
    }
    expect(out.slice(0, 20)).toEqual([]);
  });

  it('after the way home, no scene is "here at" the setting again', () => {
    const out: string[] = [];
    for (const { request, story } of stories) {
      const home = story.plan.scenes.find((scene) => scene.beat === 'wind-down');
      if (!home) continue;
      const { name, short } = story.plan.setting;
      for (const paragraph of story.paragraphs.slice(home.paragraph + 1))
        if (paragraph.includes(`here at ${short}`) || paragraph.includes(`here at ${name}`))
          out.push(`${request.lesson.themeId}/${request.age}/${story.plan.world}: ${paragraph.slice(0, 90)}`);
    }
    expect(out.slice(0, 10)).toEqual([]);
  });
});

describe('one timeline', () => {
  const many = gridRequests(3_000, 11).map((request) => ({ request, story: writeStory(request) }));

  it('the clock reads the times a reader hears, in their order', () => {
    expect(timesIn('That evening, back home, she ate supper. At bedtime she was sleepy.').map((time) => time.words)).toEqual([
      'That evening',
      'supper',
      'At bedtime',
    ]);
    // dialogue, looking back and a goal are not the story's now
    expect(timesIn('"See you in the morning," said Mum. She had practised all afternoon, to be ready by home time.')).toEqual([]);
    // an owl saying goodnight at dusk is a sound of the evening, not the hero's bedtime
    expect(timesIn('By dusk the list was done: Owl, saying goodnight.').map((time) => time.words)).toEqual(['dusk']);
    expect(foldBack(['Then the house went quiet.', 'That evening, Dad sat down with her.'])).toMatch(/That evening/);
    expect(foldBack(['At bedtime the secret was still there.', 'Mum held her hand all the way home.'])).toMatch(/all the way home/);
    expect(foldBack(['That night she could not sleep.', 'In the morning she told Mum.', 'That afternoon they baked.'])).toBeUndefined();
  });

  it("the writer's own passages (the way home, the want met, the wind-down, goodnight) never take the story back in time", () => {
    const own = new Set(['want-met', 'wind-down', 'goodnight']);
    const out: string[] = [];
    for (const { request, story } of many) {
      for (const scene of story.plan.scenes) {
        if (!own.has(scene.beat)) continue;
        const folded = foldBack(story.paragraphs.slice(0, scene.paragraph + 1));
        if (folded?.startsWith(`paragraph ${scene.paragraph} `)) out.push(`${request.lesson.themeId}/${request.age} ${scene.beat}: ${folded}`);
      }
    }
    expect(out.slice(0, 10)).toEqual([]);
  });

  it('a story keeps time moving forward: no day out after bedtime, no "That evening" after the house went quiet', () => {
    const out = many.flatMap(({ request, story }) => {
      const folded = foldBack(story.paragraphs);
      return folded ? [`${request.lesson.themeId}/${request.age}/${story.plan.world}: ${folded}`] : [];
    });
    // 367 of 3,000 before the clock; what is left is inside a lesson's own passages (an inner beat "after
    // midnight" before a better choice "That evening"), for the passages' authors to retell
    expect(out.length, out.slice(0, 20).join('\n')).toBeLessThanOrEqual(60);
  });
});

describe('the way home suits the house it reaches', () => {
  it('a story about a death, an illness or a worry goes home quietly: no jokes about chores or supper on the way', () => {
    const sensitive = new Set(LESSON_THEMES.filter((theme) => theme.sensitive).map((theme) => theme.id));
    const out: string[] = [];
    let homes = 0;
    const requests = gridRequests(3_000, 17).filter((request) => sensitive.has(request.lesson.themeId));
    for (const { request, story } of requests.map((request) => ({ request, story: writeStory(request) }))) {
      for (const scene of story.plan.scenes.filter((scene) => scene.beat === 'wind-down')) {
        homes += 1;
        const text = story.paragraphs[scene.paragraph] ?? '';
        const joke = text.match(/usual argument|whose turn it was|washing-up|muddy socks|fed at all|ate (?:his|her|their) supper so fast|Supper was noisy/);
        if (joke) out.push(`${request.lesson.themeId}/${request.age}: "${joke[0]}" on the way home`);
      }
    }
    expect(homes).toBeGreaterThan(50);
    expect(out.slice(0, 10)).toEqual([]);
  });
});

describe("a 4-5 year old's one twist", () => {
  it('is told, in one passage if three do not fit, whatever its kind: a kind is left out for length in at most one lesson of six', () => {
    const out: string[] = [];
    const themes = ['anger', 'sharing', 'bedtime', 'teeth', 'kindness', 'new-school'];
    for (const writing of TWISTS) {
      const left = themes.filter((themeId, index) => {
        const request = gridRequests(1, index + 3)[0]!;
        const story = writeStory({ ...request, age: 4 + (index % 2), lesson: lessonOf(themeId), twists: [twistOf(writing.kindId)], seed: 101 + index });
        return story.plan.twists.length !== 1;
      });
      if (left.length > 1) out.push(`${writing.kindId} left out in ${left.join(', ')}`);
    }
    expect(out).toEqual([]);
  });
});

describe("a twist's character acts as what it is", () => {
  const BODIES = ['beast', 'giant', 'small', 'person', 'machine'] as const;
  it('every beat written for some bodies has a telling for every body (a robot, a fairy, a giant, a dragon)', () => {
    const out = allBeats()
      .filter(({ variants }) => variants.some((variant) => variant.bodies))
      .flatMap(({ name, variants }) =>
        BODIES.filter((body) => !variants.some((variant) => !variant.bodies || variant.bodies.includes(body))).map((body) => `${name}: ${body}`),
      );
    expect(out).toEqual([]);
  });

  const BEAST_BODY = /\b(tail|paws?|furry|scaly|fur|coils|snout|nuzzle|claws|ears drooping)\b/i;
  const HUGE = /\b(as big as a hill|enormous|bumped the sky|very large creature|great head)\b/i;
  it('a friendly robot, fairy, alien or giant is never told with a tail, paws or fur, and a fairy is never as big as a hill', () => {
    const out: string[] = [];
    const who = [
      { lemma: 'robot', kind: 'creature', notHuge: false },
      { lemma: 'fairy', kind: 'creature', notHuge: true },
      { lemma: 'alien', kind: 'creature', notHuge: false },
      { lemma: 'giant', kind: 'creature', notHuge: false },
    ] as const;
    for (const [index, { lemma, kind, notHuge }] of who.entries())
      for (const age of [3, 5, 7, 10]) {
        for (const seed of [1, 2, 3]) {
          const request = gridRequests(1, index * 10 + seed)[0]!;
          const twist = { ...twistOf('friendly-creature'), args: { who: { lemma, kind } } };
          const story = writeStory({ ...request, age, lesson: lessonOf(['bravery', 'kindness', 'self-belief'][seed - 1]!), twists: [twist], seed: 300 + seed });
          const about = story.paragraphs.filter((paragraph) => new RegExp(`\\b${lemma}\\b`, 'i').test(paragraph));
          if (about.length === 0) out.push(`${lemma} age ${age}: not told`);
          for (const paragraph of about)
            if (BEAST_BODY.test(paragraph) || (notHuge && HUGE.test(paragraph))) out.push(`${lemma} age ${age}: ${paragraph.slice(0, 120)}`);
        }
      }
    expect(out).toEqual([]);
  });
});

describe('every twist told whole', () => {
  const many = gridRequests(3_000, 13).map((request) => ({ request, story: writeStory(request) }));
  const told = many.filter(({ story }) => story.plan.register !== 'tiny');

  it('each twist is set up, happens and pays off, in that order or (4-5) in one passage (a change to a person undone), and the turn is left to the hero', () => {
    const out: string[] = [];
    let twists = 0;
    for (const { request, story } of told) {
      story.plan.twists.forEach((twist, index) => {
        twists += 1;
        const scenes = story.plan.scenes.filter((scene) => scene.twist === index);
        const at = (beat: string) => scenes.findIndex((scene) => scene.beat === beat);
        const name = `${twist.kindId} in ${request.lesson.themeId}/${request.age}`;
        // a 4-5 story with no room for three passages tells its twist in one, set up, happening and over
        const inOne = story.plan.band === '4-5' && scenes.length === 1 && at('twist-happens') === 0;
        if (!inOne && !(at('twist-setup') >= 0 && at('twist-setup') < at('twist-happens') && at('twist-happens') < at('twist-payoff')))
          out.push(`${name}: told as ${scenes.map((scene) => scene.beat).join(', ')}`);
        const happened = scenes.find((scene) => scene.beat === 'twist-happens');
        const rest = happened ? story.paragraphs.slice(happened.paragraph).join(' ') : '';
        if (
          CHANGES_SOMEONE.has(twist.kindId) &&
          !/grew back|shrank back|turned back|swapped back|back to (?:the right |the proper |(?:his|her|their|its) (?:own |usual |normal )?)size|back into (?:him|her|them|it)self|back into view|visible again|could be seen again|wore off|the right size again|[Ss]mall again|big again|swap back|(?:was|were) back\b|[Bb]ack again/.test(
            rest,
          )
        )
          out.push(`${name}: the change is never undone`);
        for (const scene of scenes)
          if (/knew (?:exactly )?what to do|had a (?:good |brilliant |very good )?idea/.test(story.paragraphs[scene.paragraph] ?? ''))
            out.push(`${name}: the twist's ${scene.beat} makes the choice: ${story.paragraphs[scene.paragraph]!.slice(0, 80)}`);
      });
      // the hero's better choice comes after every twist has paid off
      const better = story.plan.scenes.find((scene) => scene.beat === 'better');
      const lastTwist = story.plan.scenes.filter((scene) => scene.twist !== undefined).at(-1);
      if (better && lastTwist && lastTwist.paragraph > better.paragraph) out.push(`${request.lesson.themeId}/${request.age}: a twist after the better choice`);
    }
    expect(twists).toBeGreaterThan(1_000);
    expect(out.slice(0, 20)).toEqual([]);
  });
});

describe('one "she" at a time', () => {
  it("the companion and a twist's creature never share the hero's pronoun (a hen or a Henrietta keeps her own)", () => {
    const out: string[] = [];
    for (const { request, story } of stories) {
      if (request.gender === 'other') continue;
      const hero = story.plan.hero.pronoun;
      for (const member of story.plan.cast.slice(1)) {
        if (member.role !== 'companion' && member.role !== 'twist') continue;
        if (
          member.role === 'companion' &&
          (member.species === 'hen' || /^(?:Henrietta|Hattie|Lily|Melody|Ada|Mabel|Luna|Dotty|Duke|Barnaby|Bertie|Captain|Professor|Coach)\b/.test(member.name))
        )
          continue;
        if (member.pronoun === hero) out.push(`${request.lesson.themeId}/${request.age}: ${member.name} is "${hero}" like the hero`);
      }
    }
    expect(out.slice(0, 10)).toEqual([]);
  });

  it("keeps the hero's name where the pronoun could mean someone just named", async () => {
    const { limitName } = await import('../src/write/copy-edit');
    const told = [
      'Ava looked at the egg. Ava saw Stretch. Ava smiled. Ava hoped Ava was right. Ava ran. Ava sang. Ava sat.',
      ...Array.from({ length: 8 }, () => 'The sea was calm and the sand was warm and nothing much happened at all.'),
    ];
    const plain = limitName(told, 'Ava', 'she')[0]!;
    expect(plain).toContain('She saw Stretch');
    const careful = limitName(told, 'Ava', 'she', ['Stretch'])[0]!;
    expect(careful).toContain('Stretch. Ava smiled');
  });
});

describe('a grief story ends with the living', () => {
  it('after a death, the last paragraph holds no picture of leaving, crossing over or emptiness', () => {
    const out: string[] = [];
    const departure = /\b(?:boat|rowed|far shore|slid away|slipped away|drifted (?:off|away)|empty|not there any more|stayed closed|never woke|forever)\b/i;
    for (const request of gridRequests(600, 11)) {
      for (const themeId of ['death-of-grandparent', 'death-of-pet']) {
        const story = writeStory({ ...request, age: Math.max(3, request.age), lesson: lessonOf(themeId) });
        const end = story.paragraphs.at(-1)!;
        const found = end.match(departure);
        if (found) out.push(`${themeId}/${request.age}/${request.style}: "${found[0]}" in ${end.slice(0, 90)}`);
      }
    }
    expect(out).toEqual([]);
  });
});

describe('nobody says the lesson aloud', () => {
  // an editor's finds: a piano's lecture, a map's note, a talking animal's "you can too"
  const SAYINGS =
    /People (?:lug|carry) |do the thing you already know|The best ones have a bumpy|You can too\b|The good ones usually turn on|Somebody thinks again/;
  it("no passage puts the moral in a talking thing's mouth or on a note", () => {
    const out = allBeats().flatMap(({ name, variants }) =>
      variants.filter((variant) => SAYINGS.test(variant.text)).map((variant) => `${name}: ${variant.text.match(SAYINGS)![0]}`),
    );
    expect(out).toEqual([]);
  });

  it("a talking thing's pay-off gives the hero something to act on (a request, a clue or a warning), never a saying", () => {
    const acts =
      /\b(?:carry me|turn me round|take me with you|look over there|spot where|spot \{(?:name|they)\} had been avoiding|spot you have been keeping away from|X drawn right on top)\b/i;
    const out: string[] = [];
    for (const twist of TWISTS.filter((writing) => ['object-talks', 'animal-talks', 'treasure-map'].includes(writing.kindId))) {
      for (const register of ['young', 'older'] as const) {
        if (!twist[register].payoff.some((variant) => acts.test(variant.text))) out.push(`${twist.kindId} ${register}: no pay-off the hero acts on`);
      }
    }
    expect(out).toEqual([]);
  });
});

describe('a friend who lives at the setting stays there', () => {
  it('a wild or sea companion says goodbye before the way home, and is not in the room at home', () => {
    const out: string[] = [];
    let wentHome = 0;
    for (const { request, story } of stories) {
      const friend = story.plan.cast[1]!;
      if (COMES_HOME.test(friend.species)) continue;
      const lessonAt = story.plan.scenes.findIndex(
        (scene) =>
          ['problem', 'choice', 'consequence', 'inner', 'better'].includes(scene.beat) &&
          homeWords(story.paragraphs[scene.paragraph] ?? '', story.plan.setting),
      );
      if (lessonAt < 0) continue;
      wentHome += 1;
      const before = story.paragraphs.slice(0, story.plan.scenes[lessonAt]!.paragraph).join(' ');
      if (!new RegExp(`(?:goodbye|Bye|See you)[^.]*${friend.name}|${friend.name}[^.]*(?:stayed|stays) (?:behind|at|right)`).test(before))
        out.push(`${request.lesson.themeId}/${request.age}: no goodbye to the ${friend.species} before home`);
      for (const paragraph of story.paragraphs.slice(story.plan.scenes[lessonAt]!.paragraph, -1)) {
        for (const sentence of paragraph.split(/(?<=[.!?])\s+/)) {
          if (sentence.includes(friend.name) && homeWords(sentence, story.plan.setting) && !/far away|asleep|sleeping|thought|remembered/.test(sentence))
            out.push(`${request.lesson.themeId}/${request.age}: the ${friend.species} at home: ${sentence.slice(0, 100)}`);
        }
      }
    }
    expect(wentHome).toBeGreaterThan(20);
    expect(out).toEqual([]);
  });
});

describe("a style's voice suits every world", () => {
  it('never calls the hero of an adventurous story an explorer: a superhero, a chef or an astronaut is an adventurer too', () => {
    const adventurous = STYLES.find((style) => style.style === 'adventurous')!;
    const texts = (['tiny', 'young', 'older'] as const).flatMap((register) =>
      Object.values(adventurous[register]).flatMap((variants) => (Array.isArray(variants) ? variants.map((passage: { text: string }) => passage.text) : [])),
    );
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((text) => /\bexplorers?\b/i.test(text))).toEqual([]);
  });
});

describe('where a story happens', () => {
  it('sets every day where a child can stand: at the shore, never under the sea without a diving mask', () => {
    // A water-safety story told at an underwater place was drawn as a child deep on the seabed with no gear.
    for (const world of WORLDS) for (const setting of world.settings) expect([world.interest, setting.name, setting.backdrop]).not.toContain('underwater');
  });

  it("never has a 2-3 year old climb into a vehicle alone: a grown-up takes the child's hand or lifts them in", () => {
    const out = TWISTS.flatMap((twist) => twist.tiny.happens.map((passage) => passage.text)).filter(
      (text) => /\b(?:hopped|climbed|jumped|scrambled) (?:in|into|aboard)\b/.test(text) && !/\{carer\}/.test(text),
    );
    expect(out).toEqual([]);
  });

  it('waits out a thunderstorm under a roof: every telling of the storm says where they sheltered, none keeps a child out in it', () => {
    // a child sitting out a storm on an open beach, or jumping in puddles while it rumbles, could be copied
    const storm = TWISTS.find((twist) => twist.kindId === 'storm')!;
    const out: string[] = [];
    for (const register of ['tiny', 'young', 'older'] as const)
      for (const passage of storm[register].happens) {
        if (!/\b(?:indoors|inside|shelter|under cover)\b/.test(passage.text)) out.push(`${register}: ${passage.text.slice(0, 80)}`);
        if (/\b(?:in the wet|out there in|storm went rumble)\b/.test(passage.text)) out.push(`${register}, out in it: ${passage.text.slice(0, 80)}`);
      }
    expect(out).toEqual([]);
  });
});

describe('a safety rule or a life event is never set aside for a twist', () => {
  it('tells no "could wait" or "forgot all about" in a safety or sensitive story with twists', () => {
    const out: string[] = [];
    let checked = 0;
    for (const request of gridRequests(3000, 9)) {
      const theme = THEMES_BY_ID.get(request.lesson.themeId)!;
      if ((theme.family !== 'safety' && !theme.sensitive) || request.twists.length === 0) continue;
      checked += 1;
      const found = writeStory(request).paragraphs.join(' ').match(DISMISSIVE);
      if (found) out.push(`${theme.id}/${request.age}: ${found[0]}`);
    }
    expect(checked).toBeGreaterThan(300);
    expect(out.slice(0, 10)).toEqual([]);
  });
});
