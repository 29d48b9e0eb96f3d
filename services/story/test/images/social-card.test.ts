import { describe, expect, it } from 'vitest';
import { renderSocialCard, socialCardSvg } from '../../src/providers/images/social-card';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { textWidth } from '../../src/providers/images/text-measure';
import { decodePng, hasPngSignature, readPngInfo } from './helpers/png';
import { isWellFormedXml, walkSvg } from './helpers/svg-walk';
import { owlStory, spaceStory } from './fixtures';

describe('social card', () => {
  it('is a 1200x630 PNG', async () => {
    const card = await renderSocialCard(owlStory);
    expect(hasPngSignature(card)).toBe(true);
    expect(readPngInfo(card)).toMatchObject({ width: 1200, height: 630 });
  });

  it('carries the brand and the whole title, wrapped to lines that fit beside the picture', () => {
    const svg = socialCardSvg(owlStory);
    expect(isWellFormedXml(svg)).toBe(true);
    const texts = walkSvg(svg).filter((e) => e.tag === 'text');
    const words = (svg.match(/<text[^>]*>([^<]*)<\/text>/g) ?? []).map((t) => t.replace(/<[^>]+>/g, ''));
    expect(words).toContain('Bedtime Stories');
    const titleLines = texts.filter((t) => t.attrs['font-family'] === 'DejaVu Serif');
    expect(titleLines.length).toBeGreaterThan(1);
    const titleWords = words.filter((w) => w !== 'Bedtime Stories' && w !== 'A personalised bedtime story');
    expect(titleWords.join(' ')).toBe(owlStory.title);
    for (const line of titleWords) expect(textWidth(line, 'serifBold', Number(titleLines[0]!.attrs['font-size']))).toBeLessThanOrEqual(420);
  });

  it('shrinks a very long title rather than running off the card', () => {
    const long = { ...owlStory, title: 'The Extraordinarily Long and Winding Tale of Mia, Luna the Owl and the Lantern That Would Not Stop Glowing' };
    const svg = socialCardSvg(long);
    const sizes = walkSvg(svg)
      .filter((e) => e.attrs['font-family'] === 'DejaVu Serif')
      .map((e) => Number(e.attrs['font-size']));
    expect(sizes.length).toBeLessThanOrEqual(4);
    expect(sizes[0]).toBeLessThan(58);
  });

  it('shows an illustration given as a PNG, embedded as an image', async () => {
    const [art] = await new EmbeddedImageEngine().illustrate(spaceStory, chooseScenes(spaceStory).slice(0, 1));
    const pngOnly = { scene: art!.scene, prompt: art!.prompt, png: art!.png };
    expect(socialCardSvg(spaceStory, pngOnly)).toContain(`href="data:image/png;base64,${art!.png.toString('base64').slice(0, 40)}`);
    const card = decodePng(await renderSocialCard(spaceStory, pngOnly));
    expect([card.width, card.height]).toEqual([1200, 630]);
  });
});
