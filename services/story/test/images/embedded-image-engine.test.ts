import { beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { lookFor } from '../../src/providers/images/art/resolve-look';
import { LINE_ART_WIDTH } from '../../src/providers/images/art/render-scene';
import { LineArtNeedsSceneDescription, sceneModelFromSvg, toLineArt } from '../../src/providers/images/art/line-art';
import type { IllustrationArt } from '../../src/providers/images/types';
import { decodePng, hasPngSignature, pixelAt, readPngInfo } from './helpers/png';
import { isWellFormedXml, walkSvg } from './helpers/svg-walk';
import { owlStory, pirateStory, spaceStory } from './fixtures';

const engine = new EmbeddedImageEngine();
let owlArt: IllustrationArt[];

beforeAll(async () => {
  owlArt = await engine.illustrate(owlStory, chooseScenes(owlStory));
});

describe('embedded illustrations', () => {
  it('draws one picture per scene as a well-formed SVG with a viewBox, and a 1024x768 PNG', () => {
    expect(owlArt).toHaveLength(chooseScenes(owlStory).length);
    for (const art of owlArt) {
      expect(isWellFormedXml(art.svg!)).toBe(true);
      expect(art.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1024" height="768" viewBox="0 0 1024 768">/);
      expect(hasPngSignature(art.png)).toBe(true);
      expect(readPngInfo(art.png)).toMatchObject({ width: 1024, height: 768 });
      expect(art.prompt).toContain(art.scene.summary);
    }
  });

  it('gives byte-identical pictures for the same story, and different pictures for another story', async () => {
    const again = await engine.illustrate(owlStory, chooseScenes(owlStory).slice(0, 2));
    expect(again[0]!.svg).toBe(owlArt[0]!.svg);
    expect(again[1]!.svg).toBe(owlArt[1]!.svg);
    const other = await engine.illustrate({ ...owlStory, id: 'another-story' }, chooseScenes(owlStory).slice(0, 1));
    expect(other[0]!.svg).not.toBe(owlArt[0]!.svg);
  });

  it('draws the same character with the same colours in every scene', () => {
    const withMia = owlArt.filter((a) => a.scene.characters.includes('Mia'));
    expect(withMia.length).toBeGreaterThanOrEqual(2);
    const looks = withMia.map((a) => sceneModelFromSvg(a.svg!).cast.find((m) => m.look.name === 'Mia')!.look);
    for (const look of looks) expect(look).toEqual(looks[0]);
    const mia = looks[0]!;
    if (mia.kind !== 'human') throw new Error('Mia should be drawn as a child');
    for (const art of withMia) {
      for (const hex of [mia.skin.hex, mia.hair.hex, mia.top.hex, mia.shoes.hex]) expect(art.svg).toContain(`fill="${hex}"`);
    }
  });

  it('derives a look from the name: the same name looks alike across stories, other names differ', () => {
    expect(lookFor(owlStory, 'Mia')).toEqual(lookFor({ ...owlStory, id: 'x', content: 'Mia ran to the park. Later that day, Mia smiled.' }, 'Mia'));
    const palettes = ['Ava', 'Zara', 'Ruby', 'Isla', 'Nora'].map((name) => {
      const look = lookFor({ ...owlStory, content: `${name} ran. ${name} smiled.` }, name);
      return look.kind === 'human' ? `${look.skin.hex}${look.hair.hex}${look.top.hex}${look.hairStyle}` : '';
    });
    expect(new Set(palettes).size).toBeGreaterThan(1);
  });

  it('draws a companion named after an animal as that animal', () => {
    expect(lookFor(owlStory, 'Luna the owl')).toMatchObject({ kind: 'creature', species: 'owl' });
    expect(lookFor(spaceStory, 'Comet')).toMatchObject({ kind: 'creature', species: 'robot' });
    expect(lookFor(pirateStory, 'Captain Whiskers')).toMatchObject({ kind: 'creature', species: 'cat', headwear: 'captain' });
  });
});

describe('line art for the colouring book', () => {
  it('uses only white or no fill, black strokes of one width, and no gradients or text', () => {
    for (const art of owlArt) {
      const lineArt = toLineArt(art.svg!);
      expect(isWellFormedXml(lineArt)).toBe(true);
      const elements = walkSvg(lineArt);
      expect(elements.some((e) => /Gradient$/.test(e.tag) || e.tag === 'text' || e.tag === 'filter')).toBe(false);
      expect(lineArt).not.toContain('url(#');
      const strokes: number[] = [];
      for (const { attrs, scale } of elements) {
        if (attrs.fill !== undefined) expect(['white', 'none']).toContain(attrs.fill);
        if (attrs.stroke !== undefined) expect(attrs.stroke).toBe('black');
        if (attrs['stroke-width'] !== undefined) strokes.push(Number(attrs['stroke-width']) * scale);
        expect(attrs.opacity ?? attrs['fill-opacity']).toBeUndefined();
      }
      expect(strokes.length).toBeGreaterThan(100);
      for (const width of strokes) expect(width).toBeCloseTo(LINE_ART_WIDTH, 1);
    }
  });

  it('is drawn from the same scene: the same shapes, minus shading', () => {
    const colour = walkSvg(owlArt[1]!.svg!).filter((e) => e.tag === 'circle' && e.attrs.stroke);
    const line = walkSvg(toLineArt(owlArt[1]!.svg!)).filter((e) => e.tag === 'circle');
    const centres = (list: typeof colour): string[] => list.map((e) => `${e.attrs.cx},${e.attrs.cy},${e.attrs.r}`);
    expect(centres(line)).toEqual(expect.arrayContaining(centres(colour)));
  });

  it('renders as a white page with black lines', async () => {
    const png = decodePng(await engine.lineArt(owlStory, owlArt[0]!));
    expect(png.width).toBe(1024);
    let grey = 0;
    for (let i = 0; i < png.pixels.length; i += 4) {
      const [r, g, b] = [png.pixels[i]!, png.pixels[i + 1]!, png.pixels[i + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 8) grey += 1;
    }
    expect(grey).toBe(0);
    expect(pixelAt(png, 2, 2)).toEqual([255, 255, 255, 255]);
  });

  it('refuses a picture that carries no scene description', () => {
    expect(() => toLineArt('<svg xmlns="http://www.w3.org/2000/svg"/>')).toThrow(LineArtNeedsSceneDescription);
  });
});

describe('stickers', () => {
  it('are 512x512 PNGs of the character on a transparent background with a white die-cut border', async () => {
    const sticker = await engine.sticker(owlStory, 'Luna the owl');
    expect(sticker.character).toBe('Luna the owl');
    expect(isWellFormedXml(sticker.svg!)).toBe(true);
    const png = decodePng(sticker.png);
    expect([png.width, png.height, png.colorType]).toEqual([512, 512, 6]);
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ] as const)
      expect(pixelAt(png, x, y)[3]).toBe(0);
    expect(pixelAt(png, 256, 256)[3]).toBe(255);
    let border = 0;
    let clear = 0;
    for (let i = 0; i < png.pixels.length; i += 4) {
      if (png.pixels[i + 3] === 0) clear += 1;
      if (png.pixels[i + 3] === 255 && png.pixels[i]! > 250 && png.pixels[i + 1]! > 250 && png.pixels[i + 2]! > 250) border += 1;
    }
    expect(clear).toBeGreaterThan(512 * 512 * 0.2);
    expect(border).toBeGreaterThan(5000);
  });

  it('draw a character the story does not name as a child', async () => {
    const sticker = await engine.sticker(owlStory, 'Grandma Rose');
    expect(readPngInfo(sticker.png)).toMatchObject({ width: 512, height: 512 });
    expect(sticker.svg).toContain('#cfcbd0');
  });
});
