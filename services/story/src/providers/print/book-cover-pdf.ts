import { ACCENT, finish, framedImage, INK, openDocument, SOFT_INK, star } from './pdf-kit';

export interface BookCoverInput {
  title: string;
  /** The front picture (the story's first illustration, or the coloring book's first line art). */
  picture?: Buffer;
  /** One line on the back: what kind of book this is. */
  blurb: string;
  pageCount: number;
  /** Trim size of one page, in points. */
  trim: [number, number];
}

/** Paper bulk: about 444 pages to the inch, plus the cover board's own thickness (at least 1/8 inch). */
export function spineWidth(pageCount: number): number {
  return Math.max(9, Math.round(((pageCount / 444) * 72 + 4.32) * 100) / 100);
}

const NIGHT = '#1f1a3a';

/**
 * The wrap-around cover as a print shop takes it: one page with the back on the left, the spine in the
 * middle (its width from the page count) and the front on the right, as tall as the book.
 */
export async function renderBookCover(input: BookCoverInput): Promise<Buffer> {
  const title = input.title.trim() || 'My Bedtime Story';
  const [pageWidth, height] = input.trim;
  const spine = spineWidth(input.pageCount);
  const width = pageWidth * 2 + spine;
  const doc = openDocument(`${title} — Cover`, { size: [width, height], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  doc.addPage();
  const frontLeft = pageWidth + spine;
  const inset = Math.min(36, pageWidth / 10);

  // Back: night sky with a few stars and the blurb.
  doc.rect(0, 0, pageWidth, height).fillColor(NIGHT).fill();
  for (let k = 0; k < 7; k++) star(doc, inset + ((k * 53) % (pageWidth - 2 * inset)), inset + ((k * 97) % (height / 3)), 4 + (k % 3), '#f2c94c');
  doc
    .font('bodyItalic')
    .fontSize(13)
    .fillColor('#ffffff')
    .text(input.blurb, inset, height / 2 - 20, { width: pageWidth - 2 * inset, align: 'center', lineGap: 3 });
  doc
    .font('labelBold')
    .fontSize(10)
    .fillColor('#d9cff0')
    .text('Bedtime Stories', inset, height - inset - 12, { width: pageWidth - 2 * inset, align: 'center', lineBreak: false });

  // Spine: the title along it when there is room for the letters.
  doc.rect(pageWidth, 0, spine, height).fillColor(ACCENT).fill();
  if (spine >= 14) {
    doc.save();
    doc.rotate(90, { origin: [pageWidth + spine / 2, height / 2] });
    doc
      .font('labelBold')
      .fontSize(Math.min(10, spine * 0.6))
      .fillColor('#ffffff')
      .text(title, pageWidth + spine / 2 - height / 2 + inset, height / 2 - Math.min(10, spine * 0.6) / 2, {
        width: height - 2 * inset,
        align: 'center',
        lineBreak: false,
        height: spine,
      });
    doc.restore();
  }

  // Front: the title over the picture.
  doc.rect(frontLeft, 0, pageWidth, height).fillColor('#fbf8ff').fill();
  doc
    .roundedRect(frontLeft + inset / 2, inset / 2, pageWidth - inset, height - inset, 14)
    .lineWidth(2)
    .strokeColor('#d9cff0')
    .stroke();
  doc
    .font('label')
    .fontSize(10)
    .fillColor(ACCENT)
    .text('A BEDTIME STORY', frontLeft + inset, inset + 14, { width: pageWidth - 2 * inset, align: 'center', characterSpacing: 2 });
  doc
    .font('title')
    .fontSize(title.length > 40 ? 20 : 26)
    .fillColor(INK)
    .text(title, frontLeft + inset, inset + 34, { width: pageWidth - 2 * inset, align: 'center', lineGap: 3 });
  const pictureTop = doc.y + 16;
  if (input.picture) framedImage(doc, input.picture, frontLeft + inset, pictureTop, pageWidth - 2 * inset, height - pictureTop - inset - 30);
  doc
    .font('labelBold')
    .fontSize(11)
    .fillColor(SOFT_INK)
    .text('Bedtime Stories', frontLeft + inset, height - inset - 22, { width: pageWidth - 2 * inset, align: 'center', lineBreak: false });
  return finish(doc);
}
