import type { AiProductType, StoryProductTemplate } from '@bedtime/contracts';
import { rasterize } from '../providers/images/art/rasterize';
import { escapeXml } from '../providers/images/art/svg-tree';

/**
 * Story art composed onto merchandise. The art itself (character stickers and scenes) comes from the story
 * service's picture engine, embedded or hosted, as PNG; here it is placed on billing's blank product
 * pictures (mockups) or laid out as print-ready designs (AI Designs), then rasterised.
 */
export interface StoryArtwork {
  title: string;
  /** Character stickers (transparent PNG, square), the hero first. */
  characters: { name: string; png: Buffer }[];
  /** Scene illustrations (PNG, 4:3), in story order. */
  scenes: Buffer[];
}

export const MOCKUP_WIDTH = 480;
export const DESIGN_WIDTH = 640;

const href = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const image = (png: Buffer, x: number, y: number, w: number, h: number, extra = '') =>
  `<image x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" href="${href(png)}" ${extra}/>`;

/** Which of the story's art a product carries: garments and mugs a character each, bags and bottles a scene. */
export function artFor(productType: string, index: number, art: StoryArtwork): { kind: 'character'; png: Buffer } | { kind: 'scene'; png: Buffer } {
  const wantsScene = productType === 'tote' || productType === 'water-bottle';
  const scene = art.scenes[index % Math.max(art.scenes.length, 1)];
  if (wantsScene && scene) return { kind: 'scene', png: scene };
  const character = art.characters[index % Math.max(art.characters.length, 1)];
  if (character) return { kind: 'character', png: character.png };
  if (scene) return { kind: 'scene', png: scene };
  throw new Error('The story has no art to put on a product');
}

/** A product's mockup: billing's blank picture with this story's art on its print spot. */
export async function renderMockup(product: StoryProductTemplate, index: number, art: StoryArtwork): Promise<Buffer> {
  const { cx, cy, r } = product.printArea;
  const chosen = artFor(product.productType, index, art);
  const id = `print-${index}`;
  // The art gets more room than the moon print had: a character stands in a square twice the spot's width.
  const printed =
    chosen.kind === 'character'
      ? image(chosen.png, cx - r * 1.45, cy - r * 1.45, r * 2.9, r * 2.9)
      : `<clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r * 1.25}"/></clipPath>` +
        image(chosen.png, cx - r * 1.25 * (4 / 3), cy - r * 1.25, r * 2.5 * (4 / 3), r * 2.5, `clip-path="url(#${id})" preserveAspectRatio="xMidYMid slice"`) +
        `<circle cx="${cx}" cy="${cy}" r="${r * 1.25}" fill="none" stroke="#1d2442" stroke-width="3"/>`;
  const svg = product.pictureSvg.replace(/<\/svg>\s*$/, `${printed}</svg>`);
  return rasterize(svg, { width: MOCKUP_WIDTH });
}

/** Title lettering, fitted to a width (DejaVu is about 0.6 em per character). */
function lettering(text: string, x: number, y: number, maxWidth: number, size: number, fill: string, weight = 'bold'): string {
  const fitted = Math.min(size, maxWidth / Math.max(1, text.length * 0.6));
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Serif" font-weight="${weight}" font-size="${fitted.toFixed(1)}" fill="${fill}">${escapeXml(text)}</text>`;
}

/** A print-ready design for one product type, laid out from the story's characters and scenes. */
export async function renderDesign(productType: AiProductType, art: StoryArtwork): Promise<Buffer> {
  const W = DESIGN_WIDTH;
  const chars = art.characters;
  const hero = chars[0];
  const friend = chars[1] ?? hero;
  const scene = art.scenes[0];
  const climax = art.scenes[Math.floor(art.scenes.length / 2)] ?? scene;
  const ending = art.scenes[art.scenes.length - 1] ?? scene;
  const title = art.title;
  let body = '';
  let height = W;
  switch (productType) {
    case 't-shirt':
      // The hero large, the title arched over as a chest print.
      body =
        `<path id="arc" d="M90 200 Q320 40 550 200" fill="none"/>` +
        `<text font-family="DejaVu Serif" font-weight="bold" font-size="${Math.min(44, 700 / Math.max(8, title.length))}" fill="#2b3a67"><textPath href="#arc" startOffset="50%" text-anchor="middle">${escapeXml(title)}</textPath></text>` +
        (hero ? image(hero.png, 130, 150, 380, 380) : '') +
        (hero ? lettering(hero.name, W / 2, 590, 460, 40, '#2b3a67') : '');
      break;
    case 'hoodie':
      // Best friends side by side, with both names.
      body =
        (hero ? image(hero.png, 40, 110, 290, 290) : '') +
        (friend ? image(friend.png, 310, 110, 290, 290) : '') +
        lettering(
          chars
            .slice(0, 2)
            .map((c) => c.name)
            .join(' & '),
          W / 2,
          460,
          560,
          46,
          '#2b3a67',
        ) +
        lettering(title, W / 2, 520, 520, 28, '#5b6b9a', 'normal');
      break;
    case 'mug':
      // A wrap-around panorama: the story's opening scene as a band, the hero over it.
      height = 300;
      body =
        (scene
          ? `<clipPath id="band"><rect x="0" y="20" width="${W}" height="220" rx="24"/></clipPath>${image(scene, 0, -40, W, 340, 'clip-path="url(#band)" preserveAspectRatio="xMidYMid slice"')}`
          : '') +
        (hero ? image(hero.png, W - 230, 40, 200, 200) : '') +
        lettering(title, W / 2, 285, 600, 32, '#2b3a67');
      break;
    case 'tote':
      // The climax scene in a round frame with the title below.
      body =
        (climax
          ? `<clipPath id="round"><circle cx="320" cy="280" r="230"/></clipPath>${image(climax, 13, 50, 614, 460, 'clip-path="url(#round)" preserveAspectRatio="xMidYMid slice"')}`
          : '') +
        `<circle cx="320" cy="280" r="230" fill="none" stroke="#2b3a67" stroke-width="10"/>` +
        lettering(title, W / 2, 590, 560, 40, '#2b3a67');
      break;
    case 'backpack':
      // A round patch with a companion and their name.
      body =
        `<circle cx="320" cy="300" r="260" fill="#2b3a67"/><circle cx="320" cy="300" r="240" fill="#f4ead5" stroke="#f7c948" stroke-width="8" stroke-dasharray="18 12"/>` +
        (friend ? image(friend.png, 150, 100, 340, 340) : '') +
        (friend ? lettering(friend.name, W / 2, 500, 330, 44, '#2b3a67') : '');
      break;
    case 'stickers': {
      // A die-cut sheet of every character (up to six).
      const cells = chars.slice(0, 6);
      const columns = cells.length <= 2 ? cells.length : cells.length <= 4 ? 2 : 3;
      const rows = Math.ceil(cells.length / Math.max(columns, 1));
      const size = Math.min(W / Math.max(columns, 1), (W - 80) / Math.max(rows, 1)) - 10;
      body =
        `<rect x="10" y="10" width="${W - 20}" height="${W - 20}" rx="30" fill="#ffffff" stroke="#c9d6f0" stroke-width="4"/>` +
        cells
          .map((c, i) => {
            const x = (i % columns) * (W / columns) + (W / columns - size) / 2;
            const y = 30 + Math.floor(i / columns) * (size + 10);
            return image(c.png, x, y, size, size);
          })
          .join('') +
        lettering(title, W / 2, W - 30, 560, 30, '#2b3a67');
      break;
    }
    case 'poster':
      // The sleepy ending scene with the title on a banner.
      height = Math.round(W * 1.3);
      body =
        (ending ? image(ending, 0, 120, W, W * 0.75 * 1.35, 'preserveAspectRatio="xMidYMid slice"') : '') +
        `<rect x="0" y="0" width="${W}" height="120" fill="#1d2442"/>` +
        lettering(title, W / 2, 78, 580, 48, '#ffe08a') +
        `<rect x="0" y="${height - 90}" width="${W}" height="90" fill="#1d2442"/>` +
        lettering(
          chars
            .map((c) => c.name)
            .slice(0, 4)
            .join(' · '),
          W / 2,
          height - 35,
          580,
          30,
          '#ffffff',
          'normal',
        );
      break;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}"><rect width="${W}" height="${height}" fill="#fbf7ef"/>${body}</svg>`;
  return rasterize(svg, { width: W, withFonts: true });
}
