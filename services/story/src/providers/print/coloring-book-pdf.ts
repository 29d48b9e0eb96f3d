import { ColoringBookNeedsIllustrations } from './print-errors';
import { ACCENT, finish, footer, framedImage, INK, openDocument, padForPrint, SOFT_INK, star, type PrintLayout } from './pdf-kit';

export { ColoringBookNeedsIllustrations };

export interface ColoringBookInput {
  title: string;
  pages: { lineArtPng: Buffer }[];
}

export const COLOR_THIS_SCENE = 'Color this scene!';
const MARGIN = 36;

/** A colouring book: a cover, then each picture's line art as large as a landscape page allows. */
export async function renderColoringBookPdf(input: ColoringBookInput, print?: PrintLayout): Promise<Buffer> {
  if (input.pages.length === 0) throw new ColoringBookNeedsIllustrations();
  const title = input.title.trim() || 'My Bedtime Story';
  const doc = openDocument(`${title} — Coloring Book`, {
    ...(print ? { size: print.size } : { size: 'A4', layout: 'landscape' as const }),
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
  });

  doc.addPage();
  const { width, height } = doc.page;
  doc
    .roundedRect(24, 24, width - 48, height - 48, 18)
    .lineWidth(3)
    .strokeColor(INK)
    .stroke();
  for (let k = 0; k < 9; k++) star(doc, 70 + k * ((width - 140) / 8), 62, 9, k % 2 ? '#f2c94c' : '#9dd3f5');
  doc.font('labelBold').fontSize(14).fillColor(ACCENT).text('MY COLORING BOOK', 0, 104, { width, align: 'center', characterSpacing: 3 });
  doc
    .font('title')
    .fontSize(34)
    .fillColor(INK)
    .text(title, 90, 134, { width: width - 180, align: 'center', lineGap: 4 });
  const previewTop = doc.y + 20;
  framedImage(doc, input.pages[0]!.lineArtPng, 0, previewTop, width, height - previewTop - 110, INK);
  doc
    .font('label')
    .fontSize(13)
    .fillColor(SOFT_INK)
    .text(`${input.pages.length} ${input.pages.length === 1 ? 'picture' : 'pictures'} to color · Bedtime Stories`, 0, height - 86, { width, align: 'center' });

  input.pages.forEach((page, i) => {
    doc.addPage();
    const captionSpace = 58;
    framedImage(doc, page.lineArtPng, MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN - captionSpace, INK);
    doc
      .font('labelBold')
      .fontSize(22)
      .fillColor(INK)
      .text(COLOR_THIS_SCENE, 0, height - MARGIN - captionSpace + 16, { width, align: 'center' });
    footer(doc, `${i + 1} / ${input.pages.length}`, 'label', 9);
  });
  if (print) padForPrint(doc, print.minPages);
  return finish(doc);
}
