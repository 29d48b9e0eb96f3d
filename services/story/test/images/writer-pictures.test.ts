import { describe, expect, it } from 'vitest';
import { writeStory, type WordsRequest } from '@bedtime/story-writer';
import { writerStory } from './helpers/writer-story';
import { gridRequests } from '../../../../packages/story-writer/test/grid';
import { FOOD_KITS, resolveProp } from '../../src/providers/images/art/props';
import { drawCharacter } from '../../src/providers/images/art/draw-character';
import { sceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { StoryForArt } from '../../src/providers/images/types';
import type { Interest } from '@bedtime/contracts';
import { overlaps } from '../../src/providers/images/art/bounds';
import { plannedStory } from './plan-stories';
import { gridStories, WORLDS } from './world-grid';

/** Stories the writer tells from wishes typed as parents type them: the pictures are drawn from their plans. */
const WISHES: WordsRequest[] = [
  {
    age: 5,
    gender: 'boy',
    interests: ['Vehicles & Transportation'],
    style: 'funny',
    lesson: 'being patient when waiting his turn on the slide',
    plotTwists: ['the bus grows wings'],
    heroName: 'Sam',
    seed: 11,
  },
  {
    age: 7,
    gender: 'girl',
    interests: ['Magic & Fantasy'],
    style: 'magical',
    lesson: 'telling the truth after she broke a vase',
    plotTwists: ['a door appears in the old oak tree'],
    heroName: 'Ava',
    seed: 12,
  },
  {
    age: 9,
    gender: 'boy',
    interests: ['Space & Stars'],
    style: 'adventurous',
    lesson: 'being a good loser at board games',
    plotTwists: ['a falling star lands in the garden'],
    heroName: 'Omar',
    seed: 14,
  },
  {
    age: 6,
    gender: 'girl',
    interests: ['Animals'],
    style: 'gentle',
    lesson: 'listening to grandma when she says it is bedtime',
    plotTwists: [],
    heroName: 'Nora',
    seed: 21,
  },
  {
    age: 8,
    gender: 'boy',
    interests: ['Sports'],
    style: 'educational',
    lesson: 'being brave at the dentist',
    plotTwists: ['the teacher turns into a frog'],
    heroName: 'Kai',
    seed: 22,
  },
  {
    age: 4,
    gender: 'boy',
    interests: ['Cooking & Food'],
    style: 'funny',
    lesson: 'trying new food like broccoli',
    plotTwists: ['it rains pancakes'],
    heroName: 'Noah',
    seed: 32,
  },
  {
    age: 10,
    gender: 'boy',
    interests: ['Ocean & Sea Life'],
    style: 'magical',
    lesson: 'being kind to his grandad who forgets things',
    plotTwists: ['a whale sings to him'],
    heroName: 'Finn',
    seed: 34,
  },
  {
    age: 8,
    gender: 'girl',
    interests: ['Sports'],
    style: 'educational',
    lesson: 'keeping going when she comes last in the race',
    plotTwists: ['her trainers can run by themselves'],
    heroName: 'Priya',
    seed: 33,
  },
];

const WRITER = WISHES.map((wish, i) => writerStory(wish, `writer-${i}`));
const STORIES: StoryForArt[] = [...WRITER, ...gridStories().map((g) => g.story)];

function pictures(story: StoryForArt) {
  const cast = resolveCast(story);
  return chooseScenes(story).map((scene) => {
    const model = sceneModel(story, scene, cast);
    return { label: `${story.id} ${scene.beat} (${model.action})`, scene, model, layout: sceneLayout(model) };
  });
}
const ALL = STORIES.flatMap(pictures);

describe('writer pictures: grown-ups are drawn as grown-ups', () => {
  const grownUpNames = (story: StoryForArt): string[] =>
    (story.plan?.cast ?? []).filter((c) => c.kind === 'person' && c.species === 'grown-up').map((c) => c.name);

  it('gives every grown-up of a plan a grown-up look: no child hair-dos, no party dress and ankle socks, the same in every picture', () => {
    let checked = 0;
    for (const story of STORIES) {
      const cast = resolveCast(story);
      for (const name of grownUpNames(story)) {
        const look = cast.find((l) => l.name === name);
        if (!look || look.kind !== 'human') continue;
        checked++;
        expect(look.role, `${story.id}: ${name}`).toBe('grown-up');
        expect(['pigtails', 'puffs', 'buns'], `${story.id}: ${name} has a child's hair (${look.hairStyle})`).not.toContain(look.hairStyle);
        expect(['dress', 'overalls', 'hoodie'], `${story.id}: ${name} dressed as a child (${look.topStyle})`).not.toContain(look.topStyle);
        for (const again of pictures(story)
          .flatMap((p) => p.model.cast)
          .filter((m) => m.look.name === name)) {
          expect(again.kit, `${story.id}: ${name}`).toBe('grown-up');
          expect(again.look.kind === 'human' && again.look.hairStyle, `${story.id}: ${name} changes hair`).toBe(look.hairStyle);
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('draws a grown-up standing by the child about a third taller than a young child, with a smaller head for the body', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const { label, model, layout } of ALL) {
      // a cheer jumps with both arms up: the box is the jump's, not the child's height
      if (model.inBed || model.mount !== undefined || model.action === 'celebrating') continue;
      const hero = layout.figures[0]!;
      if (hero.kit !== 'child' || model.cast[0]!.scale) continue;
      for (const figure of layout.figures.filter((f) => f.kit === 'grown-up' && f.spot === 'ground')) {
        checked++;
        const tall = (f: typeof figure): number => f.box.y1 - f.box.y0;
        const ratio = tall(figure) / tall(hero);
        // A nine-to-twelve-year-old is nearer a grown-up's height.
        const age = model.cast[0]!.look.kind === 'human' ? model.cast[0]!.look.age : 6;
        if (ratio < (age <= 8 ? 1.3 : 1.15)) bad.push(`${label}: ${figure.name} is only ${ratio.toFixed(2)} times the height of a ${age}-year-old`);
        // The head's size against the whole figure, from the figure itself (its head point and its top).
        const member = model.cast.find((m) => m.look.name === figure.name)!;
        const drawn = drawCharacter(
          { ...member.look, ...(member.look.kind === 'human' ? { headwear: undefined } : {}) } as typeof member.look,
          'relaxed',
          'happy',
        );
        const headShare = (2 * (drawn.head!.y - drawn.top - 24)) / -drawn.top;
        if (headShare > 0.27) bad.push(`${label}: ${figure.name}'s head is ${Math.round(headShare * 100)}% of the height (a child's proportions)`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(bad).toEqual([]);
  });
});

/** Many stories the writer tells from its own grid of lessons, worlds and twists: the nouns that reach a scene's object. */
function gridWriterStories(count: number): StoryForArt[] {
  return gridRequests(count, 3).map((request, i) => {
    const told = writeStory(request);
    return {
      id: `grid-writer-${i}`,
      title: told.title,
      content: told.paragraphs.join('\n\n'),
      age: request.age,
      gender: request.gender,
      interests: [...request.interests],
      style: request.style,
      plan: told.plan,
    };
  });
}

describe('writer pictures: a fairy, a mermaid or a witch is a person with her marks', () => {
  it('draws the twist creature that is a person (fairy, mermaid, witch, elf) as a person with wings, a tail or a pointed hat, never as an animal', () => {
    const marks: Record<string, (look: Extract<ReturnType<typeof resolveCast>[number], { kind: 'human' }>) => boolean> = {
      fairy: (look) => !!look.wings,
      mermaid: (look) => !!look.mermaid,
      witch: (look) => look.headwear === 'wizard',
      elf: (look) => look.headwear === 'wizard',
    };
    for (const [index, [species, marked]] of Object.entries(marks).entries()) {
      const story = writerStory(
        {
          age: 6,
          gender: 'girl',
          interests: ['Magic & Fantasy'],
          style: 'gentle',
          lesson: 'being kind',
          plotTwists: [`a friendly ${species} turns up`],
          heroName: 'Ava',
          seed: 40 + index,
        },
        `person-like-${species}`,
      );
      const look = resolveCast(story).find((l) => l.name === `the ${species}`);
      expect(look?.kind, species).toBe('human');
      if (look?.kind === 'human') expect(marked(look), `${species} without its mark`).toBe(true);
    }
  });
});

describe('writer pictures: every thing named is drawn as itself', () => {
  const told = gridWriterStories(260);

  it('has a drawing of its own for the things lessons and twists bring in most (a slide, a board game, a tablet, a toothbrush…)', () => {
    // ("The game" may be a race or a match: it is not drawn as a board game.)
    const common = [
      'slide',
      'board',
      'chess',
      'bubble',
      'tablet',
      'ipad',
      'phone',
      'bike',
      'shoes',
      'dummy',
      'toothbrush',
      'bath',
      'soap',
      'pyjamas',
      'plant',
      'seed',
      'walkie-talkie',
      'hourglass',
      'paper',
      'leaflet',
      'picnic',
      'cot',
      'sock',
      'flag',
      'vase',
      'swing',
      'music box',
      'broccoli',
    ];
    const missing = common.filter((noun) => !resolveProp(noun).known || resolveProp(noun).kit === 'parcel');
    expect(missing).toEqual([]);
  });

  it('never draws a gift box for a thing that is not a present, and never names a thing the picture does not show', () => {
    const bad: string[] = [];
    let undrawn = 0;
    for (const story of [...told, ...WRITER]) {
      const cast = resolveCast(story);
      for (const scene of chooseScenes(story)) {
        const model = sceneModel(story, scene, cast);
        for (const prop of model.props) {
          if (prop.kit === 'parcel' && !/\b(?:gift|present|parcel|package)s?\b/.test(prop.noun))
            bad.push(`${story.id} ${scene.beat}: a gift box for "${prop.noun}"`);
        }
        // What the plan named for this picture and nobody draws (a worry, a race): left out of the words too.
        const planned = story.plan!.scenes.find(
          (s) => s.beat === scene.beat && s.paragraph === story.plan!.scenes.find((p) => p.beat === scene.beat)!.paragraph,
        );
        const named = planned?.object?.toLowerCase();
        // The plan names the world's thing by its last word ("pin" is the rolling pin).
        const thing = story.plan!.thing?.toLowerCase() ?? '';
        const drawnAsThing = !!named && thing.split(' ').includes(named) && resolveProp(thing).known;
        if (named && !drawnAsThing && !resolveProp(named).known && !cast.some((c) => c.name.toLowerCase() === named)) {
          undrawn++;
          for (const words of [scene.summary, scene.alt ?? ''])
            if (new RegExp(`\\b${named}\\b`, 'i').test(words)) bad.push(`${story.id} ${scene.beat}: "${words}" names the ${named}, which is not drawn`);
        }
      }
    }
    expect(undrawn).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: bedtime', () => {
  it('takes off everything worn outdoors in bed: no hat, helmet, cape, mask or goggles on a sleeping child', () => {
    const bad: string[] = [];
    let beds = 0;
    for (const { label, model } of ALL) {
      if (!model.inBed) continue;
      beds++;
      for (const prop of model.props) if (prop.placement === 'worn' && prop.kit !== 'sling') bad.push(`${label}: wears the ${prop.noun} in bed`);
      for (const member of model.cast) {
        if (member.spot !== 'bed' || member.look.kind !== 'human') continue;
        if (member.look.cape) bad.push(`${label}: ${member.look.name} wears a cape in bed`);
        if (member.look.headwear) bad.push(`${label}: ${member.look.name} wears a ${member.look.headwear} hat in bed`);
      }
    }
    expect(beds).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: a twist is acted', () => {
  it('flies a vehicle in the sky, well off the ground, with wings when it cannot fly by itself and its shadow far below', () => {
    const flights = ALL.filter(({ model, layout }) => model.action === 'flying' && layout.carrier?.name === 'key object');
    expect(flights.length).toBeGreaterThan(0);
    for (const { label, model, layout } of flights) {
      const carrier = layout.carrier!;
      expect(carrier.aloft, label).toBe(true);
      // The bottom of what flies is in the upper half of the picture; its shadow is on the ground far below it.
      expect(carrier.box.y1, `${label}: it sits on the ground`).toBeLessThan(layout.height * 0.5);
      expect(carrier.shadow, label).toBeDefined();
      expect(carrier.shadow!.y0 - carrier.box.y1, `${label}: the shadow is right under it`).toBeGreaterThan(200);
      const key = model.props.find((p) => p.key)!;
      if (['bus', 'car', 'train', 'tractor', 'digger', 'fire engine', 'boat'].includes(key.kit))
        expect(carrier.winged, `${label}: a flying ${key.kit} has no wings`).toBe(true);
    }
  });
});

describe('writer pictures: the place named is drawn', () => {
  /** The kind of place a name says, and the landmark that shows it (first match wins). */
  const PLACE_LANDMARKS: [RegExp, string][] = [
    [/fire station/i, 'fireStation'],
    [/depot/i, 'busDepot'],
    [/transport museum/i, 'museum'],
    [/airfield/i, 'airfield'],
    [/market/i, 'market'],
    [/rescue station/i, 'lifeboatStation'],
    [/academy|headquarters/i, 'heroHq'],
    [/bakery|café/i, 'cakeCounter'],
    [/^(?!.*jupiter).*lookout/i, 'lookout'],
    [/jupiter/i, 'planet'],
    [/mural/i, 'mural'],
    [/farm/i, 'barn'],
    [/stables/i, 'stables'],
    [/lighthouse/i, 'lighthouse'],
    [/harbour/i, 'harbour'],
  ];

  it('draws the building or landmark a setting is named after (the fire station, the depot, the market, the bakery counter…) in its pictures', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const world of WORLDS) {
      for (const setting of world.settings) {
        const wanted = PLACE_LANDMARKS.find(([pattern]) => pattern.test(setting.name))?.[1];
        if (!wanted) continue;
        const at = { name: setting.name, backdrop: setting.backdrop, at: 'setting' as const };
        const story = plannedStory({
          id: `place-${setting.name}`,
          title: setting.name,
          age: 6,
          gender: 'girl',
          world: world.interest as Interest,
          setting: { name: setting.name, short: setting.short, backdrop: setting.backdrop },
          thing: 'map',
          cast: [
            { name: 'Mia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 6, gender: 'girl' },
            { name: 'Pip', role: 'companion', kind: 'animal', species: 'fox', pronoun: 'he' },
          ],
          pages: [
            { scene: { beat: 'opening', setting: at, who: ['Mia'], action: 'arriving' }, text: `Mia came to ${setting.name}.` },
            { scene: { beat: 'meet', setting: at, who: ['Mia', 'Pip'], action: 'looking' }, text: 'There was Pip.' },
            {
              scene: { beat: 'goodnight', setting: { name: 'bedroom', backdrop: 'bedroom', at: 'bedroom' }, who: ['Mia'], action: 'sleeping' },
              text: 'Mia fell asleep.',
            },
          ],
        });
        for (const { label, scene, layout } of pictures(story).filter((p) => !p.model.inBed)) {
          checked++;
          if (!layout.landmarks.some((l) => l.name === wanted) && scene.summary.includes(setting.name))
            bad.push(`${label}: "${scene.summary}" shows no ${wanted}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: eating shows the food', () => {
  it('puts the food in the hand when a picture is of eating (the broccoli to try, the sandwiches the page names), never "eats a snack" with empty hands', () => {
    const bad: string[] = [];
    let eating = 0;
    for (const story of [...WRITER, ...gridWriterStories(200)]) {
      const cast = resolveCast(story);
      for (const scene of chooseScenes(story)) {
        const model = sceneModel(story, scene, cast);
        if (/\ba snack\b/.test(scene.summary)) bad.push(`${story.id} ${scene.beat}: "${scene.summary}"`);
        if (model.action !== 'eating') continue;
        eating++;
        const key = model.props.find((p) => p.key);
        if (!key || !FOOD_KITS.has(key.kit)) bad.push(`${story.id} ${scene.beat}: "${scene.summary}" shows ${key ? `a ${key.kit}` : 'nothing'} to eat`);
      }
    }
    expect(eating).toBeGreaterThan(2);
    expect(bad).toEqual([]);
  });
});

describe("writer pictures: nobody hides the hero's face", () => {
  it("never draws a friend across the hero's face (a dolphin comforting a child under the sea stays in the child's arms)", () => {
    const bad: string[] = [];
    for (const { label, model, layout } of ALL) {
      // (A rider sits on its mount: the mount is behind, not over the face.)
      if (model.inBed || model.mount !== undefined) continue;
      const hero = layout.figures[0]!;
      const face = layout.faces?.find((f) => f.name === hero.name);
      if (!face) continue;
      for (const other of layout.figures.slice(1)) {
        if (other.kit === 'grown-up' || other.kit === 'child') continue;
        // The middle of the face, inside the friend's drawn body.
        const b = { x0: other.box.x0 + 6, x1: other.box.x1 - 6, y0: other.box.y0 + 6, y1: other.box.y1 - 6 };
        if (face.x > b.x0 && face.x < b.x1 && face.y > b.y0 && face.y < b.y1) bad.push(`${label}: ${other.name} over ${hero.name}'s face`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: nothing of the sky or the sea drawn on anyone', () => {
  it('leaves out a star, a twinkle, a bubble or a shooting star that would land on a face, a body or an antenna', () => {
    const bad: string[] = [];
    let drawn = 0;
    for (const { label, layout } of ALL) {
      for (const d of layout.decorations ?? []) {
        drawn++;
        for (const f of layout.figures) if (overlaps(d.box, f.box, 4)) bad.push(`${label}: a ${d.name} on ${f.name}`);
      }
    }
    // Still a starry sky, a sparkling find, a sea with bubbles: only those on someone go.
    expect(drawn).toBeGreaterThan(300);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: a speech bubble beside the head, never on it', () => {
  it('keeps the bubble of a talking page off every head, hair bun and helmet, and inside the picture', () => {
    const bad: string[] = [];
    let talking = 0;
    for (const { label, model, layout } of ALL) {
      if (model.action !== 'talking' || layout.figures.length < 2) continue;
      talking++;
      const speech = layout.speech;
      if (!speech) {
        bad.push(`${label}: no speech bubble`);
        continue;
      }
      for (const f of layout.figures) if (overlaps(speech, f.head, 0)) bad.push(`${label}: the bubble on ${f.name}'s head`);
      if (speech.x0 < 0 || speech.x1 > layout.width || speech.y0 < 0) bad.push(`${label}: the bubble out of the picture`);
    }
    expect(talking).toBeGreaterThan(40);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: a thing held is in a hand', () => {
  it('puts every thing held (a logbook carried, a bucket, a guitar) against a hand, the hand showing over it', () => {
    const bad: string[] = [];
    let held = 0;
    for (const { label, model, layout } of ALL) {
      // (Eating, the hand is at the mouth under the bite.)
      if (model.inBed || model.mount !== undefined || model.cast[0]?.pose === 'eat') continue;
      const hero = layout.figures[0]!;
      if (hero.hands.length === 0) continue;
      for (const prop of layout.props) {
        if (prop.placement !== 'hand' || !prop.key) continue;
        held++;
        const touching = hero.hands.some((h) => h.x >= prop.box.x0 - 8 && h.x <= prop.box.x1 + 8 && h.y >= prop.box.y0 - 8 && h.y <= prop.box.y1 + 8);
        if (!touching) bad.push(`${label}: the ${prop.kit} is in no hand`);
        const grips = layout.grips?.filter((g) => g.name === hero.name) ?? [];
        if (!grips.some((g) => hero.hands.some((h) => Math.hypot(g.x - h.x, g.y - h.y) < 2))) bad.push(`${label}: no hand over the ${prop.kit}`);
      }
    }
    expect(held).toBeGreaterThan(60);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: running together', () => {
  it('draws everyone who runs with the child as running (a robot or a tortoise too), with speed lines behind', () => {
    const bad: string[] = [];
    let runs = 0;
    for (const { label, model, layout } of ALL) {
      if (model.action !== 'running' || model.inBed || model.mount !== undefined) continue;
      for (const member of model.cast) {
        if (member.spot !== 'ground') continue;
        if (member.pose !== 'run') bad.push(`${label}: ${member.look.name} ${member.pose}s instead of running`);
        runs++;
        if (!layout.running?.includes(member.look.name)) bad.push(`${label}: ${member.look.name} stands still`);
        // The same way as the child: running with someone is not running at each other.
        const f = layout.figures.find((x) => x.name === member.look.name)!;
        if (f.facing !== layout.figures[0]!.facing) bad.push(`${label}: ${member.look.name} runs the other way`);
      }
    }
    expect(runs).toBeGreaterThan(3);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: the place named shows', () => {
  it('keeps most of a landmark in the picture when it moves off a head (the cliffs of "below the Pterosaur Cliffs" are never pushed off the side)', () => {
    const bad: string[] = [];
    for (const { label, layout } of ALL)
      for (const l of layout.landmarks) {
        const shown = Math.min(l.box.x1, layout.width) - Math.max(l.box.x0, 0);
        if (shown < Math.min(l.box.x1 - l.box.x0, layout.width) * 0.6) bad.push(`${label}: the ${l.name} mostly off the picture`);
      }
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: a grandmother looks like one', () => {
  it('gives every grandma, granny or nana a skirt and hair that is not cropped short, never a grandad look', () => {
    let checked = 0;
    for (const title of ['Grandma', 'Granny', 'Nana', 'Gran'])
      for (let k = 0; k < 30; k++) {
        const story = plannedStory({
          id: `gran-${title}-${k}`,
          title: 'A visit',
          age: 3 + (k % 8),
          gender: (['girl', 'boy', 'other'] as const)[k % 3]!,
          world: 'Music',
          style: 'gentle',
          setting: { name: 'Primrose Park', short: 'the park', backdrop: 'meadow' },
          thing: 'guitar',
          cast: [
            { name: `Kid${k}`, role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 6, gender: 'girl' },
            { name: title, role: 'subject', kind: 'person', species: 'grown-up', pronoun: 'she' },
          ],
          pages: [
            {
              scene: { beat: 'meet', setting: { name: 'Primrose Park', backdrop: 'meadow', at: 'setting' }, who: [`Kid${k}`, title], action: 'talking' },
              text: `${title} came.`,
            },
          ],
        });
        const look = resolveCast(story).find((l) => l.name === title);
        if (!look || look.kind !== 'human') continue;
        checked++;
        expect(look.skirt, `${title} #${k}: in trousers`).toBe(true);
        expect(look.hairStyle, `${title} #${k}: hair cropped short`).not.toBe('short');
      }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('writer pictures: nothing hides the place named', () => {
  it('never moves a tree in front of a landmark (the bandstand of "at the bandstand in Primrose Park")', () => {
    const bad: string[] = [];
    for (const { label, layout } of ALL)
      for (const tree of layout.landmarks.filter((l) => l.name === 'tree'))
        for (const l of layout.landmarks)
          if (l.name !== 'tree' && l.name !== 'sun' && overlaps(tree.box, l.box, 0)) bad.push(`${label}: a tree over the ${l.name}`);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: no boulder behind a back', () => {
  it('keeps the boulders of the dinosaur beach and the sea floor clear of everyone (half-hidden behind a back, one read as a shell or a seat)', () => {
    const bad: string[] = [];
    let rocks = 0;
    for (const { label, layout } of ALL)
      for (const rock of (layout.scenery ?? []).filter((s) => s.name === 'rock')) {
        rocks++;
        for (const f of layout.figures) if (overlaps(rock.box, f.box, 0)) bad.push(`${label}: a rock behind ${f.name}`);
      }
    expect(rocks).toBeGreaterThan(5);
    expect(bad).toEqual([]);
  });
});

describe('writer pictures: what a speech bubble holds', () => {
  it('draws what kind of thing is said (a question, a shout, a kind word), not the same dots on every talking page', () => {
    const kinds = new Map<string, number>();
    const bad: string[] = [];
    // the nine wishes above talk on a handful of pages: the writer's own grid gives the talking pages a reader meets
    for (const { label, scene, layout } of [...ALL, ...gridWriterStories(80).flatMap(pictures)]) {
      if (!layout.speech) continue;
      kinds.set(layout.says!, (kinds.get(layout.says!) ?? 0) + 1);
      const quoted = [...(scene.excerpt ?? '').matchAll(/["\u201c]([^"\u201d]{2,})["\u201d]/g)].map((m) => m[1]!).join(' ');
      if (quoted.includes('?') && !/sorry|thank|friend|love you|forgive/i.test(quoted) && layout.says !== 'ask')
        bad.push(`${label}: a question drawn as ${layout.says}`);
    }
    expect(bad).toEqual([]);
    expect(kinds.size, JSON.stringify([...kinds])).toBeGreaterThanOrEqual(3);
  });
});

describe('writer pictures: each bedroom its own', () => {
  it('hangs a picture of the child’s own in the bedroom, not the same one in every story', () => {
    const posters = new Set<string>();
    let bedrooms = 0;
    for (const { model, layout } of ALL) {
      if (!model.inBed) continue;
      bedrooms++;
      const poster = layout.landmarks.find((l) => l.name.startsWith('poster-'));
      expect(poster, `${model.seed}: a bare bedroom wall`).toBeDefined();
      posters.add(poster!.name);
    }
    expect(bedrooms).toBeGreaterThan(20);
    expect(posters.size).toBeGreaterThanOrEqual(4);
  });
});
