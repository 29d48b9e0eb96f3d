import { beforeAll, describe, expect, it } from 'vitest';
import { COLOR_THIS_SCENE, renderColoringBookPdf } from '../../src/providers/print/coloring-book-pdf';
import { ColoringBookNeedsIllustrations } from '../../src/providers/print/print-errors';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { owlStory } from '../images/fixtures';
import { countPageObjects, readPdf } from './pdf-reader';

let pages: { lineArtPng: Buffer }[];

beforeAll(async () => {
  const engine = new EmbeddedImageEngine();
  const art = await engine.illustrate(owlStory, chooseScenes(owlStory).slice(0, 3));
  pages = await Promise.all(art.map(async (a) => ({ lineArtPng: await engine.lineArt(owlStory, a) })));
});

describe('coloring book PDF', () => {
  it('has a cover and one landscape page per picture, each saying "Color this scene!"', async () => {
    const pdf = await renderColoringBookPdf({ title: owlStory.title, pages });
    const read = await readPdf(pdf);
    expect(read.pages).toHaveLength(1 + pages.length);
    expect(countPageObjects(pdf)).toBe(1 + pages.length);
    expect(read.pageSizes.every(([w, h]) => w === 842 && h === 595)).toBe(true);
    expect(read.pages[0]).toContain(owlStory.title);
    expect(read.pages[0]!.replace(/\s/g, '')).toContain('MYCOLORINGBOOK');
    read.pages.slice(1).forEach((text, i) => {
      expect(text).toContain(COLOR_THIS_SCENE);
      expect(text).toContain(`${i + 1} / ${pages.length}`);
      expect(read.images[i + 1]).toBe(1);
    });
    expect(read.title).toBe(`${owlStory.title} — Coloring Book`);
  });

  it('refuses to make a book without illustrations', async () => {
    await expect(renderColoringBookPdf({ title: owlStory.title, pages: [] })).rejects.toBeInstanceOf(ColoringBookNeedsIllustrations);
  });
});
