import { figureKitOf } from './art/draw-character';
import { rasterize } from './art/rasterize';
import { renderScene, SCENE_WIDTH } from './art/render-scene';
import { lookFor, resolveCast } from './art/resolve-look';
import { sceneModel } from './art/scene-model';
import { storyModels } from './art/story-models';
import { renderStickerSvg, STICKER_SIZE } from './art/sticker';
import { toLineArt } from './art/line-art';
import { characterSheet, illustrationPrompt } from './character-sheet';
import type { IllustrationArt, ImageEngine, Scene, StickerArt, StoryForArt } from './types';

/**
 * Pictures drawn here and now, without any outside service: procedural SVG scenes composed from
 * the story, rasterised to PNG for storage and print.
 */
export class EmbeddedImageEngine implements ImageEngine {
  readonly name = 'embedded';

  async illustrate(story: StoryForArt, scenes: Scene[]): Promise<IllustrationArt[]> {
    const cast = resolveCast(story);
    const sheet = characterSheet(story, cast);
    const models = storyModels(story, scenes, cast);
    return Promise.all(
      scenes.map(async (scene, i) => {
        const svg = renderScene(models[i]!, 'color');
        const png = await rasterize(svg, { width: SCENE_WIDTH, background: '#ffffff' });
        return { scene, prompt: illustrationPrompt(story, scene, sheet), svg, png };
      }),
    );
  }

  /** A character of the story's cast as a die-cut sticker with its name. */
  async sticker(story: StoryForArt, character: string): Promise<StickerArt> {
    const look = lookFor(story, character);
    const svg = renderStickerSvg(look, story.style, character.trim());
    return { character, svg, png: await rasterize(svg, { width: STICKER_SIZE, withFonts: true }), kit: figureKitOf(look) };
  }

  async lineArt(story: StoryForArt, art: IllustrationArt): Promise<Buffer> {
    const svg = art.svg ? toLineArt(art.svg) : renderScene(sceneModel(story, art.scene), 'line');
    return rasterize(svg, { width: SCENE_WIDTH, background: '#ffffff' });
  }
}
