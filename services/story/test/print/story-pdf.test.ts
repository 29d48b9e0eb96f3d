import { beforeAll, describe, expect, it } from 'vitest';
import { renderStoryPdf } from '../../src/providers/print/story-pdf';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { owlStory } from '../images/fixtures';
import { countPageObjects, readPdf, type ReadPdf } from './pdf-reader';

let illustrations: { png: Buffer; caption?: string }[];
let pdf: Buffer;
let read: ReadPdf;

beforeAll(async () => {
  const art = await new EmbeddedImageEngine().illustrate(owlStory, chooseScenes(owlStory).slice(0, 4));
  illustrations = art.map((a) => ({ png: a.png, caption: a.scene.summary }));
  pdf = await renderStoryPdf({ title: owlStory.title, content: owlStory.content, createdAt: new Date('2025-03-05T19:00:00Z'), illustrations });
  read = await readPdf(pdf);
});

describe('story PDF', () => {
  it('is an A4 document a reader can open, titled after the story', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(read.title).toBe(owlStory.title);
    expect(read.pageSizes.every(([w, h]) => w === 595 && h === 842)).toBe(true);
    expect(countPageObjects(pdf)).toBe(read.pages.length);
  });

  it('opens with a cover: the title, the first picture and the date', () => {
    expect(read.pages[0]).toContain('Mia and the Lantern of the Whispering Woods');
    expect(read.pages[0]).toContain('Written on 5 March 2025');
    expect(read.images[0]).toBe(1);
  });

  it('sets the whole story after the cover, every paragraph in order, ending with "The End"', () => {
    const body = read.pages.slice(1).join(' ');
    let from = 0;
    for (const paragraph of owlStory.content.split('\n\n')) {
      const opening = paragraph.split(' ').slice(0, 6).join(' ');
      const at = body.indexOf(opening, from);
      expect(at, opening).toBeGreaterThanOrEqual(from);
      from = at;
    }
    expect(read.pages[read.pages.length - 1]).toContain('The End');
  });

  it('places the other pictures between paragraphs with their captions', () => {
    expect(read.images.reduce((a, b) => a + b, 0)).toBe(illustrations.length);
    expect(read.images.slice(1).some((n) => n > 0)).toBe(true);
    const body = read.pages.slice(1).join(' ');
    for (const { caption } of illustrations.slice(1)) expect(body).toContain(caption!.slice(0, 30));
  });

  it('numbers every page after the cover', () => {
    read.pages.slice(1).forEach((text, i) => expect(text).toContain(`— ${i + 2} —`));
    expect(read.pages[0]).not.toMatch(/— 1 —/);
  });

  it('prints a story without pictures as cover plus text', async () => {
    const plain = await readPdf(
      await renderStoryPdf({ title: 'A Short One', content: 'Ava smiled.\n\nAva slept.', createdAt: '2025-01-01', illustrations: [] }),
    );
    expect(plain.pages).toHaveLength(2);
    expect(plain.images).toEqual([0, 0]);
    expect(plain.pages[1]).toContain('Ava smiled.');
  });
});
