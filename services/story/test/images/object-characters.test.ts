import { describe, expect, it } from 'vitest';
import { ALT_TEXT_MAX, sceneAltText } from '../../src/domain/enhancements';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import { sceneModelFromSvg } from '../../src/providers/images/art/line-art';
import { SKIN, SPECIES_COLORS } from '../../src/providers/images/art/look';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { StoryForArt } from '../../src/providers/images/types';
import { plannedStory } from './plan-stories';

/** A story told before plans, with a piano and a paintbrush for friends (Music and Art). */
const story: StoryForArt = {
  id: 'objects-1',
  title: 'Amara and the Singing Piano',
  age: 6,
  gender: 'girl',
  interests: ['Music', 'Art & Drawing'],
  style: 'gentle',
  content: [
    'Amara lived above a little music shop. Every morning Amara hummed as she walked down the stairs.',
    'One day Amara met Plink, a tiny piano that tiptoed about on its wooden legs. "Hello," tinkled Plink.',
    'Then came Brushy, a paintbrush with purple bristles, who painted rainbows on the shop window. Amara and Plink laughed.',
    'Plink played a song and Brushy painted it, and Amara danced until the sun went down.',
    'That night Amara snuggled into bed and fell asleep, dreaming of songs and colours.',
  ].join('\n\n'),
};

/** The same friends in a planned story: the plan's cast says what each one is. */
const planned = plannedStory({
  id: 'objects-plan',
  title: 'Amara and Plink',
  age: 6,
  gender: 'girl',
  world: 'Music',
  setting: { name: 'the Old Piano Shop on Harmony Street', short: 'the shop', backdrop: 'stage' },
  thing: 'drum',
  cast: [
    { name: 'Amara', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 6, gender: 'girl' },
    { name: 'Plink', role: 'companion', kind: 'creature', species: 'piano', pronoun: 'he' },
    { name: 'Brushy', role: 'twist', kind: 'creature', species: 'paintbrush', pronoun: 'she' },
  ],
  pages: [
    {
      scene: {
        beat: 'opening',
        setting: { name: 'the Old Piano Shop on Harmony Street', backdrop: 'stage', at: 'setting' },
        who: ['Amara'],
        action: 'arriving',
      },
      text: 'Amara came into the Old Piano Shop on Harmony Street.',
    },
    {
      scene: {
        beat: 'meet',
        setting: { name: 'the Old Piano Shop on Harmony Street', backdrop: 'stage', at: 'setting' },
        who: ['Amara', 'Plink'],
        action: 'talking',
      },
      text: 'Plink, a tiny piano, said hello.',
    },
    {
      scene: {
        beat: 'twist-happens',
        setting: { name: 'the Old Piano Shop on Harmony Street', backdrop: 'stage', at: 'setting' },
        who: ['Amara', 'Brushy', 'Plink'],
        action: 'playing',
        object: 'drum',
      },
      text: 'Brushy, a paintbrush, painted while Amara played the drum.',
    },
    {
      scene: { beat: 'goodnight', setting: { name: 'bedroom', backdrop: 'bedroom', at: 'bedroom' }, who: ['Amara'], action: 'sleeping' },
      text: 'Goodnight, Amara.',
    },
  ],
});

const engine = new EmbeddedImageEngine();

describe('pictures follow the cast', () => {
  it('draws a piano and a paintbrush as themselves with a face, and the scene data says their own kits drew them', async () => {
    for (const source of [story, planned]) {
      const art = await engine.illustrate(source, chooseScenes(source));
      const drawn = art.flatMap((picture) => sceneModelFromSvg(picture.svg!).cast);
      const plink = drawn.find((member) => member.look.name.startsWith('Plink'));
      const brushy = drawn.find((member) => member.look.name.startsWith('Brushy'));
      expect(plink, 'Plink appears in some picture').toBeDefined();
      expect(plink).toMatchObject({ kit: 'piano', look: { kind: 'creature', species: 'piano' } });
      if (brushy) expect(brushy).toMatchObject({ kit: 'paintbrush', look: { kind: 'creature', species: 'paintbrush' } });
      const hero = drawn.find((member) => member.role === 'hero');
      expect(hero?.kit).toBe('child');
      expect(art.some((picture) => picture.svg!.includes('data-kit="piano"'))).toBe(true);
    }
  });

  it('puts every named character of a scene into its picture', async () => {
    for (const source of [story, planned]) {
      const art = await engine.illustrate(source, chooseScenes(source));
      for (const picture of art) {
        const names = sceneModelFromSvg(picture.svg!).cast.map((member) => member.look.name);
        for (const character of picture.scene.characters) expect(names, picture.scene.summary).toContain(character);
      }
    }
  });

  it('draws the hero and three friends when one scene names them all', async () => {
    const crowded: StoryForArt = {
      id: 'crowded-1',
      title: 'Maya and Friends',
      age: 6,
      gender: 'girl',
      interests: ['Music', 'Animals'],
      style: 'gentle',
      content: [
        'Maya lived by the park. One morning Maya met Plink, a tiny piano that tiptoed about on its legs.',
        'Then came Pip, a little red fox with a white-tipped tail, and Hoot, a wise old barn owl with feathers like cream.',
        'At the bandstand, Maya, Plink, Pip and Hoot sang together until the sun went down, and Plink played, Pip danced and Hoot hooted.',
        'That night Maya snuggled into bed and fell asleep, dreaming of songs.',
      ].join('\n\n'),
    };
    const scenes = chooseScenes(crowded);
    const full = scenes.find((scene) => ['Plink', 'Pip', 'Hoot'].every((name) => scene.characters.some((character) => character.startsWith(name))));
    expect(full, scenes.map((scene) => scene.characters.join('+')).join(' | ')).toBeDefined();
    const [art] = await engine.illustrate(crowded, [full!]);
    const drawn = sceneModelFromSvg(art!.svg!).cast;
    expect(drawn).toHaveLength(4);
    expect(drawn.map((member) => member.kit).sort()).toEqual(['child', 'fox', 'owl', 'piano']);
  });

  it('makes a sticker of an object as that object, not as a child, with its name', async () => {
    const sticker = await engine.sticker(story, 'Plink');
    expect(sticker.kit).toBe('piano');
    expect(SPECIES_COLORS.piano!.some((swatch) => sticker.svg!.includes(`fill="${swatch.hex}"`))).toBe(true);
    for (const skin of SKIN) expect(sticker.svg).not.toContain(`fill="${skin.hex}"`);
    expect(sticker.svg).toContain('>Plink</text>');
  });

  it(`describes each scene in under ${ALT_TEXT_MAX + 10} characters, not with the whole image prompt`, async () => {
    for (const source of [story, planned]) {
      const art = await engine.illustrate(source, chooseScenes(source));
      for (const picture of art) {
        const alt = sceneAltText(picture.scene);
        expect(alt.length).toBeLessThan(150);
        expect(picture.prompt.length).toBeGreaterThan(alt.length);
      }
    }
  });
});
