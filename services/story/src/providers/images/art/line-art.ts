import { renderScene } from './render-scene';
import { isSceneModel, type SceneModel } from './scene-model';

/** The picture was not drawn by the embedded painter, so there is no scene to redraw as outlines. */
export class LineArtNeedsSceneDescription extends Error {
  constructor() {
    super('This picture carries no scene description to draw line art from');
    this.name = 'LineArtNeedsSceneDescription';
  }
}

export function sceneModelFromSvg(svg: string): SceneModel {
  const match = /<metadata>([\s\S]*?)<\/metadata>/.exec(svg);
  if (!match?.[1]) throw new LineArtNeedsSceneDescription();
  const json = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  let model: unknown;
  try {
    model = JSON.parse(json);
  } catch {
    throw new LineArtNeedsSceneDescription();
  }
  if (!isSceneModel(model)) throw new LineArtNeedsSceneDescription();
  return model;
}

/**
 * True outlines for the colouring book: the same scene redrawn from its description with white
 * shapes and black lines of one width; shading, glows, gradients and text are left out.
 */
export function toLineArt(svg: string): string {
  return renderScene(sceneModelFromSvg(svg), 'line');
}
