import { DEFAULT_STORY_TITLE } from '@bedtime/contracts';
import { rasterize } from './art/rasterize';
import { renderScene, SCENE_HEIGHT, SCENE_WIDTH } from './art/render-scene';
import { sceneModel } from './art/scene-model';
import { crescent } from './art/backdrops/sky';
import { renderNodes } from './art/svg-tree';
import { seededRng } from './art/random';
import { chooseScenes } from './text/choose-scenes';
import { wrapText } from './text-measure';
import type { IllustrationArt, StoryForArt } from './types';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PANEL = 560;
const TEXT_X = 64;
const TEXT_WIDTH = 420;

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The link-preview picture for a story (1200x630): a scene from the story on the right, the
 * title and the brand on a night-sky panel on the left.
 */
export async function renderSocialCard(story: StoryForArt, scene?: IllustrationArt): Promise<Buffer> {
  return rasterize(socialCardSvg(story, scene), { width: CARD_WIDTH, background: '#1b1c4a', withFonts: true });
}

export function socialCardSvg(story: StoryForArt, scene?: IllustrationArt): string {
  const x = PANEL - 60;
  const width = CARD_WIDTH - x;
  const picture = scene?.svg ?? (scene ? undefined : firstSceneSvg(story));
  const art = picture
    ? picture.replace(
        /^<svg[^>]*>/,
        `<svg xmlns="http://www.w3.org/2000/svg" x="${x}" y="0" width="${width}" height="${CARD_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
      )
    : `<image x="${x}" y="0" width="${width}" height="${CARD_HEIGHT}" preserveAspectRatio="xMidYMid slice" href="data:image/png;base64,${scene!.png.toString('base64')}"/>`;

  const title = (story.title || DEFAULT_STORY_TITLE).trim();
  let size = 58;
  let lines = wrapText(title, 'serifBold', size, TEXT_WIDTH);
  while (lines.length > 4 && size > 34) {
    size -= 4;
    lines = wrapText(title, 'serifBold', size, TEXT_WIDTH);
  }
  if (lines.length > 4) lines = [...lines.slice(0, 3), `${lines[3]}…`];
  const lineHeight = size * 1.18;
  const blockTop = 300 - (lines.length * lineHeight) / 2 + size * 0.8;

  const rng = seededRng(`${story.id}|card`);
  let stars = '';
  for (let k = 0; k < 40; k++)
    stars += `<circle cx="${Math.round(rng.range(10, PANEL - 40))}" cy="${Math.round(rng.range(10, 620))}" r="${rng.range(0.8, 2.2).toFixed(1)}" fill="#fff8dc" fill-opacity="${rng.range(0.35, 0.9).toFixed(2)}"/>`;
  const moon = renderNodes([crescent(TEXT_X + 22, 78, 22, '#ffe58a')], { kind: 'color', ink: '#1b1c4a', outline: 0 });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    '<defs>' +
    '<linearGradient id="card-night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1c4a"/><stop offset="1" stop-color="#3d2a6e"/></linearGradient>' +
    '<linearGradient id="card-fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#000000"/></linearGradient>' +
    `<mask id="card-fade-mask" maskUnits="userSpaceOnUse" x="0" y="0" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><rect x="0" y="0" width="${PANEL - 60}" height="${CARD_HEIGHT}" fill="#ffffff"/><rect x="${PANEL - 61}" y="0" width="160" height="${CARD_HEIGHT}" fill="url(#card-fade)"/></mask>` +
    '</defs>' +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#card-night)"/>` +
    art +
    // The night panel melts into the picture instead of ending in a hard edge.
    `<rect x="0" y="0" width="${PANEL + 100}" height="${CARD_HEIGHT}" fill="url(#card-night)" mask="url(#card-fade-mask)"/>` +
    stars +
    `<g stroke-linejoin="round">${moon}</g>` +
    `<text x="${TEXT_X + 56}" y="88" font-family="DejaVu Sans" font-weight="bold" font-size="28" fill="#ffe58a">Bedtime Stories</text>` +
    lines
      .map(
        (line, i) =>
          `<text x="${TEXT_X}" y="${Math.round(blockTop + i * lineHeight)}" font-family="DejaVu Serif" font-weight="bold" font-size="${size}" fill="#fff6e0">${esc(line)}</text>`,
      )
      .join('') +
    `<text x="${TEXT_X}" y="560" font-family="DejaVu Sans" font-size="22" fill="#cfc6f5">A personalised bedtime story</text>` +
    `<rect x="${TEXT_X}" y="${Math.round(blockTop + lines.length * lineHeight - size * 0.55)}" width="90" height="5" rx="2.5" fill="#ffe58a"/>` +
    '</svg>'
  );
}

function firstSceneSvg(story: StoryForArt): string {
  return renderScene(sceneModel(story, chooseScenes(story)[0]!), 'color');
}
