import { describe, expect, it } from 'vitest';
import { ALT_TEXT_MAX, sceneAltText } from '../../src/domain/enhancements';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import { OpenAiImageEngine } from '../../src/providers/images/openai-image-engine';
import { characterSheet, illustrationPrompt } from '../../src/providers/images/character-sheet';
import { toLineArt } from '../../src/providers/images/art/line-art';
import { LINE_ART_WIDTH, renderScene } from '../../src/providers/images/art/render-scene';
import { creatureLook, drawnPlanCast, resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { describeFromWords, FALLBACK_KIT, resolveSpecies } from '../../src/providers/images/art/species';
import { resolveProp } from '../../src/providers/images/art/props';
import { MIN_COLOURING_SHAPE } from '../../src/providers/images/art/svg-tree';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { extractCharacters } from '../../src/providers/images/text/extract-characters';
import type { PictureAction, Scene, StoryForArt } from '../../src/providers/images/types';
import { walkSvg } from './helpers/svg-walk';
import { farmStory, moonStory, PLANNED_STORIES, plannedStory, seashellStory, volcanoStory } from './plan-stories';
import { gridStories, lastWord, WORLDS } from './world-grid';

const GRID = gridStories();

function pictures(story: StoryForArt): { scene: Scene; model: SceneModel; svg: string }[] {
  const cast = resolveCast(story);
  return chooseScenes(story).map((scene) => {
    const model = sceneModel(story, scene, cast);
    return { scene, model, svg: renderScene(model, 'color') };
  });
}

const attrValues = (svg: string, name: string): string[] => [...svg.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]!);

describe('the worlds the writer has', () => {
  it('are read from the story-writer package, each with companions and things', () => {
    expect(WORLDS.length).toBeGreaterThanOrEqual(5);
    for (const world of WORLDS) {
      expect(world.companions.length, world.interest).toBeGreaterThan(0);
      expect(world.things.length, world.interest).toBeGreaterThan(0);
    }
  });
});

describe('every companion species of every world is drawn as itself', () => {
  const companions = WORLDS.flatMap((world) => world.companions.map((companion) => ({ world: world.interest, companion })));

  it.each(companions.map(({ world, companion }) => [`${world}: ${companion.name} the ${companion.kind}`, companion] as const))(
    '%s has a kit of its own',
    (_label, companion) => {
      const species = resolveSpecies(describeFromWords(`${companion.a} ${companion.kind}`).species ?? companion.kind);
      expect(species.known, `no kit for "${companion.kind}"`).toBe(true);
      const look = creatureLook(companion.name, companion.kind, companion.a);
      expect(look.kit).toBe(species.spec.kit);
      expect(look.kit).not.toBe(FALLBACK_KIT);
      // Drawn in a picture, the figure's group and the scene data both name the kit.
      const story = plannedStory({
        id: `kit-${companion.name}`,
        title: 't',
        age: 6,
        gender: 'girl',
        world: 'Animals',
        setting: { name: 'Clover Meadow', short: 'the meadow', backdrop: 'meadow' },
        thing: 'ball',
        cast: [
          { name: 'Mia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 6, gender: 'girl' },
          { name: companion.name, role: 'companion', kind: 'animal', species: companion.kind, pronoun: companion.he },
        ],
        pages: [
          {
            scene: { beat: 'meet', setting: { name: 'Clover Meadow', backdrop: 'meadow', at: 'setting' }, who: ['Mia', companion.name], action: 'talking' },
            text: `There was ${companion.name}, ${companion.a}.`,
          },
        ],
      });
      const [picture] = pictures(story);
      const member = picture!.model.cast.find((m) => m.look.name === companion.name)!;
      expect(member.kit).toBe(look.kit);
      expect(picture!.svg).toContain(`data-kit="${look.kit}" data-name="${companion.name}"`);
    },
  );

  it('draws the species the parent saw wrong as themselves', () => {
    const kitOf = (species: string, description = ''): string => creatureLook('X', species, description).kit;
    expect(kitOf('triceratops')).toBe('triceratops');
    expect(kitOf('pterosaur')).toBe('pterosaur');
    expect(kitOf('hen', 'a speckled brown hen')).toBe('hen');
    expect(kitOf('seahorse')).toBe('seahorse');
    expect(kitOf('robot')).toBe('robot');
    expect(kitOf('dinosaur', 'a stout armoured dinosaur with a club on the end of his tail')).toBe('ankylosaurus');
    expect(kitOf('dinosaur', 'a baby duck-billed dinosaur with a crest like a little trumpet')).toBe('hadrosaur');
    // Accessories in the description are kept.
    expect(creatureLook('Quill', 'owl', "a wizard's owl in tiny spectacles").features).toContain('glasses');
    expect(creatureLook('Thistle', 'frog', 'a plump little frog in a tiny golden crown').features).toContain('crown');
    expect(creatureLook('Cosmo', 'dog', 'a small, brave dog in a round space helmet').features).toContain('helmet');
  });
});

describe('pictures drawn from the plan', () => {
  it('never draw as a character anything that is not in the cast: no places, things or foods', () => {
    for (const { story } of GRID) {
      const drawable = new Set(drawnPlanCast(story).map((member) => member.name));
      const places = new Set([story.plan!.setting.name, ...story.plan!.scenes.map((scene) => scene.setting.name)]);
      for (const { model, svg } of pictures(story)) {
        for (const member of model.cast) expect(drawable, `${story.id}: ${member.look.name}`).toContain(member.look.name);
        for (const name of attrValues(svg, 'data-name')) {
          expect(drawable, `${story.id}: ${name}`).toContain(name);
          expect(places.has(name)).toBe(false);
        }
        expect(svg).not.toContain('data-name="the potty"');
        expect(svg).not.toContain('data-name="the pancakes"');
      }
    }
  });

  it("always draw the hero as a child of the plan's age and gender", () => {
    for (const { story } of GRID) {
      const hero = story.plan!.hero;
      for (const { model } of pictures(story)) {
        const drawn = model.cast[0]!;
        expect(drawn.kit).toBe('child');
        expect(drawn.look).toMatchObject({ kind: 'human', name: hero.name, age: hero.age });
        if (hero.gender !== 'other' && drawn.look.kind === 'human') expect(drawn.look.gender).toBe(hero.gender === 'girl' ? 'female' : 'male');
      }
    }
  });

  it('spread the pictures over the story: the opening first, the goodnight last, the turns between', () => {
    for (const { story } of GRID) {
      const scenes = chooseScenes(story);
      expect(scenes.length).toBeGreaterThanOrEqual(3);
      expect(scenes.length).toBeLessThanOrEqual(6);
      expect(scenes[0]!.beat).toBe('opening');
      expect(scenes.at(-1)!.beat).toBe('goodnight');
      expect(new Set(scenes.map((scene) => scene.beat)).size).toBe(scenes.length);
    }
  });

  it("draw every scene's key object as a prop of its own, in the scene data and the SVG", () => {
    for (const { story, thing } of GRID) {
      expect(resolveProp(thing).kit, `no prop drawing for the world's thing "${thing}"`).not.toBe('parcel');
      for (const { scene, model, svg } of pictures(story)) {
        if (!scene.object || model.calm) continue;
        const key = model.props.find((prop) => prop.key);
        expect(key, `${story.id} ${scene.beat}`).toBeDefined();
        expect(key!.noun).toBe(scene.object);
        expect(svg).toContain(`data-prop="${key!.kit}"`);
      }
    }
  });

  it('read the plan\'s short object names as the world\'s thing ("glass" is the magnifying glass)', () => {
    for (const world of WORLDS) {
      for (const thing of world.things) {
        expect(resolveProp(thing.kind).kit, `${world.interest}: ${thing.kind}`).not.toBe('parcel');
      }
    }
    const glass = chooseScenes(volcanoStory).find((scene) => scene.object?.includes('magnifying'));
    expect(glass?.object).toBe('magnifying glass');
    expect(lastWord('the magnifying glass')).toBe('glass');
  });

  it('pose riding, flying, swimming, sleeping, hiding, hugging and giving as such', () => {
    const cases: [PictureAction, (model: SceneModel) => void][] = [
      [
        'riding',
        (m) => {
          expect(m.cast[0]!.spot).toBe('mount');
          expect(m.mount).toBeGreaterThan(0);
        },
      ],
      ['flying', (m) => expect(['mount', 'air']).toContain(m.cast[0]!.spot)],
      [
        'swimming',
        (m) => {
          expect(m.cast[0]!.spot).toBe('water');
          expect(m.cast[0]!.pose).toBe('swim');
        },
      ],
      [
        'sleeping',
        (m) => {
          expect(m.inBed).toBe(true);
          expect(m.cast[0]!.spot).toBe('bed');
          expect(m.cast[0]!.expression).toBe('sleepy');
        },
      ],
      [
        'hiding',
        (m) => {
          expect(m.cover).toBeDefined();
          expect(m.cast[0]!.pose).toBe('crouch');
        },
      ],
      ['hugging', (m) => expect(m.cast[0]!.pose).toBe('hug')],
      [
        'giving',
        (m) => {
          expect(m.cast[0]!.pose).toBe('reach');
          expect(m.props[0]!.placement).toBe('between');
        },
      ],
      [
        'holding',
        (m) => {
          expect(m.cast[0]!.pose).toBe('hold');
          expect(m.props[0]!.placement).toBe('hand');
        },
      ],
    ];
    for (const [action, check] of cases) {
      const story = plannedStory({
        id: `pose-${action}`,
        title: 't',
        age: 6,
        gender: 'boy',
        world: 'Ocean & Sea Life',
        setting: { name: 'Seashell Cove', short: 'the cove', backdrop: 'beach' },
        thing: 'bucket',
        cast: [
          { name: 'Leo', role: 'hero', kind: 'person', species: 'child', pronoun: 'he', age: 6, gender: 'boy' },
          { name: 'Splash', role: 'companion', kind: 'animal', species: 'dolphin', pronoun: 'she' },
          { name: 'Rosie', role: 'subject', kind: 'person', species: 'child', pronoun: 'she' },
        ],
        pages: [
          {
            scene: {
              beat: action === 'sleeping' ? 'goodnight' : 'better',
              setting:
                action === 'sleeping' ? { name: 'bedroom', backdrop: 'bedroom', at: 'bedroom' } : { name: 'Seashell Cove', backdrop: 'beach', at: 'setting' },
              who: ['Leo', action === 'giving' || action === 'hugging' || action === 'holding' ? 'Rosie' : 'Splash'],
              action,
              ...(action === 'giving' || action === 'holding' ? { object: 'bucket' } : {}),
            },
            text: 'Leo and his friend.',
          },
        ],
      });
      const [picture] = pictures(story);
      expect(picture!.model.action, action).toBe(action);
      check(picture!.model);
    }
  });

  it('make a tiny hero small and a giant hero huge', () => {
    const heroScale = (svg: string): number => Math.abs(Number(/transform="[^"]*scale\((-?[\d.]+)[^"]*" data-kit="child" data-name="Mia"/.exec(svg)?.[1]));
    const story = (scale?: 'tiny' | 'giant'): StoryForArt =>
      plannedStory({
        id: 'scale',
        title: 't',
        age: 6,
        gender: 'girl',
        world: 'Animals',
        setting: { name: 'Clover Meadow', short: 'the meadow', backdrop: 'meadow' },
        thing: 'ball',
        cast: [
          { name: 'Mia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 6, gender: 'girl' },
          { name: 'Pip', role: 'companion', kind: 'animal', species: 'fox', pronoun: 'she' },
        ],
        pages: [
          {
            scene: {
              beat: 'twist-happens',
              setting: { name: 'Clover Meadow', backdrop: 'meadow', at: 'setting' },
              who: ['Mia', 'Pip'],
              action: 'looking',
              ...(scale ? { scale } : {}),
            },
            text: 'Mia and Pip.',
          },
        ],
      });
    const normal = heroScale(pictures(story())[0]!.svg);
    const tiny = heroScale(pictures(story('tiny'))[0]!.svg);
    const [giantPicture] = pictures(story('giant'));
    const fox = (svg: string): number => Math.abs(Number(/transform="[^"]*scale\((-?[\d.]+)[^"]*" data-kit="fox"/.exec(svg)?.[1]));
    expect(tiny).toBeLessThan(normal * 0.6);
    expect(heroScale(giantPicture!.svg) / fox(giantPicture!.svg)).toBeGreaterThan(
      (heroScale(pictures(story())[0]!.svg) / fox(pictures(story())[0]!.svg)) * 1.6,
    );
    // A twist's thing that grows giant is drawn as a giant thing, never as someone, and the hero keeps her size.
    const pumpkin = plannedStory({
      id: 'giant-pumpkin',
      title: 't',
      age: 5,
      gender: 'girl',
      world: 'Cooking & Food',
      setting: { name: 'the Orchard Kitchen', short: 'the kitchen', backdrop: 'kitchen' },
      thing: 'spoon',
      cast: [
        { name: 'Mia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 5, gender: 'girl' },
        { name: 'the pumpkin', role: 'twist', kind: 'food', species: 'pumpkin', pronoun: 'it' },
      ],
      pages: [
        {
          scene: {
            beat: 'twist-happens',
            setting: { name: 'the Orchard Kitchen', backdrop: 'kitchen', at: 'setting' },
            who: ['Mia', 'the pumpkin'],
            action: 'looking',
            scale: 'giant',
          },
          text: 'The pumpkin grew and grew until it was as big as the table.',
        },
      ],
    });
    const [giantPumpkin] = pictures(pumpkin);
    expect(giantPumpkin!.model.cast.map((m) => m.look.name)).toEqual(['Mia']);
    expect(giantPumpkin!.model.cast[0]!.scale).toBeUndefined();
    expect(giantPumpkin!.model.props[0]).toMatchObject({ kit: 'pumpkin', scale: 'giant', key: true });
    expect(giantPumpkin!.scene.summary).toBe('Mia looks at the giant pumpkin in the Orchard Kitchen.');
    // "Tiny Sofia hitched a ride on a beetle": the beetle is drawn, big, and the tiny hero rides it.
    const beetle = pictures(farmStory).find(({ scene }) => scene.object === 'beetle')!;
    expect(beetle.scene.summary).toBe('Tiny Sofia rides on a beetle at Willow Farm.');
    expect(beetle.model.mount).toBe(-1);
    expect(beetle.svg).toContain('data-prop="beetle"');
  });

  it('end on the hero asleep in bed with nothing unsafe: no candle, no lantern, no cake, no confetti', () => {
    for (const { story } of GRID) {
      const last = pictures(story).at(-1)!;
      expect(last.model.inBed).toBe(true);
      expect(last.model.calm).toBe(true);
      expect(last.model.cast[0]!.expression).toBe('sleepy');
      expect(last.model.props.map((prop) => prop.kit)).not.toContain('lantern');
      expect(last.model.props.map((prop) => prop.kit)).not.toContain('cake');
      expect(last.svg).not.toMatch(/rotate\(\d+ [\d.]+ [\d.]+\)"? ?[^>]*fill="#(?:ff6b6b|4fc3f7|ffd166|b07cd8|4fc38a)"/);
    }
  });

  it('vary the framing from picture to picture, and the place within a world', () => {
    for (const story of [...PLANNED_STORIES, ...GRID.slice(0, 12).map((g) => g.story)]) {
      const models = pictures(story).map((p) => p.model);
      const cameras = models.filter((m) => !m.inBed).map((m) => m.camera);
      expect(new Set(cameras).size, story.id).toBeGreaterThanOrEqual(Math.min(2, cameras.length));
      for (let i = 1; i < cameras.length; i++) expect(cameras[i], `${story.id} #${i}`).not.toBe(cameras[i - 1]);
    }
    // Places of one world look different: the farm has its barn, the pond its pond, the volcano only at the springs.
    const landmarks = (name: string, backdrop: string): string[] => {
      const story = plannedStory({
        id: `place-${name}`,
        title: 't',
        age: 6,
        gender: 'girl',
        world: 'Animals',
        setting: { name, short: name, backdrop },
        thing: 'ball',
        cast: [{ name: 'Mia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 6, gender: 'girl' }],
        pages: [{ scene: { beat: 'opening', setting: { name, backdrop, at: 'setting' }, who: ['Mia'], action: 'arriving' }, text: 'Mia.' }],
      });
      return attrValues(pictures(story)[0]!.svg, 'data-landmark');
    };
    expect(landmarks('Willow Farm', 'meadow')).toContain('barn');
    expect(landmarks('Kingfisher Pond', 'meadow')).toContain('pond');
    expect(landmarks('Hawthorn Stables', 'meadow')).toContain('stables');
    expect(landmarks('the hot springs by the sleepy volcano', 'prehistoric')).toContain('volcano');
    expect(landmarks('the Valley of Giant Ferns', 'prehistoric')).not.toContain('volcano');
    expect(landmarks('the rock pools by the old lighthouse', 'beach')).toContain('lighthouse');
    expect(landmarks('the bandstand in Primrose Park', 'stage')).toContain('bandstand');
  });
});

describe('captions and alt text', () => {
  const VERBS: Record<string, RegExp> = {
    arriving: /\barrives\b/,
    talking: /\btalks with\b/,
    holding: /\bholds\b/,
    giving: /\bgives\b/,
    sharing: /\bshares\b/,
    hugging: /\bhugs\b/,
    running: /\bruns\b/,
    riding: /\brides on\b/,
    flying: /\bflies\b/,
    swimming: /\bswims\b/,
    finding: /\bfinds\b/,
    looking: /\blooks\b/,
    crying: /\bsad\b/,
    comforting: /\bcomforts\b/,
    waving: /\bwaves\b/,
    playing: /\bplays\b/,
    sleeping: /\basleep in bed\b/,
    celebrating: /\bcelebrates\b/,
    waiting: /\bwaits\b/,
    hiding: /\bhides\b/,
    listening: /\blistens\b/,
    climbing: /\bclimbs\b/,
    reading: /\breads\b/,
    building: /\bbuilds\b/,
    eating: /\beats\b/,
    washing: /\bwashes\b/,
  };

  it('say who, doing what, with what, where, in the words of the action drawn', () => {
    for (const { story } of GRID) {
      for (const { scene, model } of pictures(story)) {
        expect(scene.summary, scene.summary).toMatch(VERBS[model.action]!);
        expect(scene.summary.startsWith(story.plan!.hero.name) || /^(?:Tiny|Giant) /.test(scene.summary) || model.action === 'comforting').toBe(true);
        if (model.props[0]?.key && !model.calm && model.action !== 'riding' && model.action !== 'flying')
          expect(scene.summary, scene.summary).toContain(model.props[0].noun.split(' ').at(-1));
        const alt = sceneAltText(scene);
        expect(alt.length).toBeLessThan(150);
        expect(alt.length).toBeLessThanOrEqual(ALT_TEXT_MAX);
      }
    }
  });

  it('read as a parent would write them', () => {
    const captions = PLANNED_STORIES.flatMap((story) => chooseScenes(story).map((scene) => scene.summary));
    expect(captions).toContain('Mia shares the red bucket with Rosie at Seashell Cove.');
    expect(captions).toContain('Tiny Mia rides on Pinch the crab at Seashell Cove.');
    expect(captions).toContain('Leo is fast asleep in bed, with Tops the triceratops curled up nearby.');
    for (const caption of captions) expect(caption).not.toMatch(/\b(\w+) \1\b|\bthe the\b|\ba on\b/);
  });
});

describe('the colouring book and the stickers', () => {
  it('line art keeps closed outlines of one width and no specks too small to colour', () => {
    for (const story of PLANNED_STORIES) {
      for (const { svg } of pictures(story)) {
        const elements = walkSvg(toLineArt(svg));
        for (const { tag, attrs, scale } of elements) {
          if (attrs.fill !== undefined) expect(['white', 'none']).toContain(attrs.fill);
          if (attrs['stroke-width'] !== undefined) expect(Number(attrs['stroke-width']) * scale).toBeCloseTo(LINE_ART_WIDTH, 1);
          if (tag === 'circle' && attrs.fill === 'white') expect(Number(attrs.r) * 2 * scale).toBeGreaterThanOrEqual(3 - 0.01);
          if (tag === 'rect' && attrs.fill === 'white')
            expect(Math.min(Number(attrs.width), Number(attrs.height)) * scale).toBeGreaterThanOrEqual(MIN_COLOURING_SHAPE - 0.01);
        }
      }
    }
  });

  it('stickers are the cast only (hero, companion, a subject or twist who is someone), each with its name', async () => {
    const engine = new EmbeddedImageEngine();
    expect(extractCharacters(seashellStory).map((c) => c.name)).toEqual(['Mia', 'Pinch', 'Rosie']);
    expect(extractCharacters(volcanoStory).map((c) => c.name)).toEqual(['Leo', 'Tops', 'Grandpa', 'the dragon']);
    for (const { story, subject } of GRID.slice(0, 8)) {
      const names = extractCharacters(story).map((c) => c.name);
      expect(names[0]).toBe(story.plan!.hero.name);
      if (subject.kind === 'object' || subject.kind === 'food') expect(names).not.toContain(subject.name);
    }
    const sticker = await engine.sticker(volcanoStory, 'Tops');
    expect(sticker.kit).toBe('triceratops');
    expect(sticker.svg).toContain('>Tops</text>');
  });
});

describe('the OpenAI image path', () => {
  it('gets the same cast, with kinds and species, and the same scene as the embedded painter', () => {
    const sheet = characterSheet(volcanoStory);
    expect(sheet.map((entry) => entry.name)).toEqual(['Leo', 'Tops', 'Grandpa', 'the dragon']);
    expect(sheet[0]!.description).toMatch(/^Leo: a 6-year-old boy \(a real human child/);
    expect(sheet[1]!.description).toMatch(/triceratops.*three horns.*frill/);
    const scenes = chooseScenes(volcanoStory);
    for (const scene of scenes) {
      const prompt = illustrationPrompt(volcanoStory, scene, sheet);
      expect(prompt).toContain(scene.summary);
      expect(prompt).toContain(`In this picture, and no other characters: ${scene.characters.join(', ')}.`);
      if (scene.object) expect(prompt).toContain(`The key object, clearly visible: ${scene.object}.`);
      if (scene.beat === 'goodnight') expect(prompt).toMatch(/no candles, no flames, no confetti/);
    }
    expect(new OpenAiImageEngine({ apiKey: 'sk-test', baseURL: 'http://127.0.0.1:9/v1' }).name).toBe('openai');
    expect(characterSheet(moonStory).find((entry) => entry.name === 'Comet')!.description).toMatch(/robot.*blinking blue light/);
  });
});

describe('stories told before plans', () => {
  it('never take a place for a character, and always draw the hero as a child', () => {
    const story: StoryForArt = {
      id: 'old-1',
      title: 'Nora and Rex',
      age: 5,
      gender: 'girl',
      interests: ['Dinosaurs'],
      style: 'gentle',
      content: [
        'Nora walked down to Badger Dell with Rex, a friendly triceratops with three big horns. Rex stomped happily.',
        'At Badger Dell, Nora and Rex found a shiny fossil. Rex stomped again, and Nora laughed.',
        'They went home from Badger Dell at sunset. Rex yawned. Nora smiled at Rex.',
        'That night Nora fell asleep in bed, dreaming of Rex.',
      ].join('\n\n'),
    };
    expect(extractCharacters(story).map((c) => c.name)).not.toContain('Badger Dell');
    const cast = resolveCast(story);
    expect(cast[0]).toMatchObject({ kind: 'human', name: 'Nora' });
    expect(cast.find((look) => look.name === 'Rex')).toMatchObject({ kind: 'creature', kit: 'triceratops' });
    for (const { model } of pictures(story)) {
      expect(model.cast[0]!.kit).toBe('child');
      for (const member of model.cast) expect(member.look.name).not.toBe('Badger Dell');
    }
  });
});
