import { describe, expect, it } from 'vitest';
import { ALT_TEXT_MAX, sceneAltText } from '../../src/domain/enhancements';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import { sceneModelFromSvg } from '../../src/providers/images/art/line-art';
import { SKIN, SPECIES_COLORS } from '../../src/providers/images/art/look';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { StoryForArt } from '../../src/providers/images/types';
import { composeStory } from '../../src/providers/story-text/composer/compose-story';

/** The composer's own story with a piano and a paintbrush for friends (Music and Art). */
function objectStory(): StoryForArt {
  for (let seed = 1; seed < 200; seed += 1) {
    const story = composeStory({ age: 6, gender: 'girl', interests: ['Music', 'Art & Drawing'], style: 'gentle', lesson: 'be kind', plotTwists: [], seed });
    if (story.plan.companions.includes('Plink') && story.plan.companions.includes('Brushy')) {
      return { id: `objects-${seed}`, title: story.title, age: 6, gender: 'girl', interests: ['Music', 'Art & Drawing'], style: 'gentle', content: story.paragraphs.join('\n\n') };
    }
  }
  throw new Error('no seed gave Plink and Brushy');
}

const engine = new EmbeddedImageEngine();
const story = objectStory();

describe('pictures follow the cast', () => {
  it('draws a piano and a paintbrush as themselves with a face, and the scene data says the object kit drew them', async () => {
    const scenes = chooseScenes(story);
    const art = await engine.illustrate(story, scenes);
    const drawn = art.flatMap((picture) => sceneModelFromSvg(picture.svg!).cast);
    const plink = drawn.find((member) => member.look.name.startsWith('Plink'));
    const brushy = drawn.find((member) => member.look.name.startsWith('Brushy'));
    expect(plink, 'Plink appears in some picture').toBeDefined();
    expect(plink).toMatchObject({ kit: 'object', look: { kind: 'creature', species: 'piano' } });
    if (brushy) expect(brushy).toMatchObject({ kit: 'object', look: { kind: 'creature', species: 'paintbrush' } });
    const hero = drawn.find((member) => member.look.kind === 'human');
    expect(hero?.kit).toBe('human');
  });

  it('puts every named character of a scene into its picture', async () => {
    const scenes = chooseScenes(story);
    const art = await engine.illustrate(story, scenes);
    for (const picture of art) {
      const names = sceneModelFromSvg(picture.svg!).cast.map((member) => member.look.name);
      for (const character of picture.scene.characters) expect(names, picture.scene.summary).toContain(character);
    }
  });

  it('draws the hero and three friends when one scene names them all', async () => {
    const crowded: StoryForArt = {
      id: 'crowded-1', title: 'Maya and Friends', age: 6, gender: 'girl', interests: ['Music', 'Animals'], style: 'gentle',
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
    expect(drawn.map((member) => member.kit).sort()).toEqual(['bird', 'human', 'mammal', 'object']);
  });

  it('makes a sticker of an object as that object, not as a child', async () => {
    const sticker = await engine.sticker(story, 'Plink');
    expect(sticker.kit).toBe('object');
    expect(SPECIES_COLORS.piano.some((swatch) => sticker.svg!.includes(`fill="${swatch.hex}"`))).toBe(true);
    for (const skin of SKIN) expect(sticker.svg).not.toContain(`fill="${skin.hex}"`);
  });

  it(`describes each scene in under ${ALT_TEXT_MAX + 10} characters, not with the whole image prompt`, async () => {
    const scenes = chooseScenes(story);
    const art = await engine.illustrate(story, scenes);
    for (const picture of art) {
      const alt = sceneAltText(picture.scene);
      expect(alt.length).toBeLessThan(150);
      expect(picture.prompt.length).toBeGreaterThan(alt.length);
    }
  });
});
