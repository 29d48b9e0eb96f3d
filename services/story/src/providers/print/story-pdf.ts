import { ACCENT, finish, footer, framedImage, INK, openDocument, padForPrint, SOFT_INK, star, type PrintLayout } from './pdf-kit';

export interface StoryPdfInput {
  title: string;
  content: string;
  createdAt: Date | string;
  illustrations: { png: Buffer; caption?: string }[];
}

const MARGIN = 72;
const BODY_SIZE = 13;

/**
 * The story as a little printed book: a cover with the title and the first picture, then the
 * text in a readable serif with the other pictures set between paragraphs, spread through the
 * story in the order they happen, and page numbers.
 */
export async function renderStoryPdf(input: StoryPdfInput, print?: PrintLayout): Promise<Buffer> {
  const title = input.title.trim() || 'My Bedtime Story';
  const doc = openDocument(title, { size: print?.size ?? 'A4', margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } });
  const [cover, ...inline] = input.illustrations;
  drawCover(doc, title, input.createdAt, cover?.png);

  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  doc.font('title').fontSize(20).fillColor(INK).text(title, { width, align: 'center' });
  const ruleY = doc.y + 8;
  doc
    .moveTo(doc.page.width / 2 - 40, ruleY)
    .lineTo(doc.page.width / 2 + 40, ruleY)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.y = ruleY + 22;

  const paragraphs = input.content
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const after = placement(paragraphs.length, inline.length);
  const waiting: { png: Buffer; caption?: string }[] = [];
  paragraphs.forEach((paragraph, i) => {
    doc.font('body').fontSize(BODY_SIZE).fillColor(INK).text(paragraph, MARGIN, doc.y, { width, lineGap: 5, paragraphGap: 12, align: 'left' });
    for (const k of after.get(i) ?? []) waiting.push(inline[k]!);
    // A picture that does not fit waits for the next paragraph rather than leaving half a page blank.
    while (waiting.length > 0 && placePicture(doc, waiting[0]!, width, i === paragraphs.length - 1)) waiting.shift();
  });

  if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
  const endY = doc.y + 18;
  star(doc, doc.page.width / 2, endY, 7, '#f2c94c');
  doc
    .font('bodyItalic')
    .fontSize(12)
    .fillColor(SOFT_INK)
    .text('The End', MARGIN, endY + 16, { width, align: 'center' });

  const { start, count } = doc.bufferedPageRange();
  for (let page = start + 1; page < start + count; page++) {
    doc.switchToPage(page);
    footer(doc, `— ${page - start + 1} —`);
  }
  if (print) padForPrint(doc, print.minPages);
  return finish(doc);
}

/** After which paragraph each inline picture goes: evenly through the story, never two together. */
function placement(paragraphs: number, pictures: number): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (let k = 0; k < pictures; k++) {
    const at = Math.min(paragraphs - 1, Math.max(0, Math.round(((k + 1) * paragraphs) / (pictures + 1)) - 1));
    map.set(at, [...(map.get(at) ?? []), k]);
  }
  return map;
}

const PICTURE_HEIGHT = 300;
const SMALLEST_PICTURE = 210;

/** Places a picture if there is room (or when forced, on a new page); says whether it did. */
function placePicture(doc: PDFKit.PDFDocument, picture: { png: Buffer; caption?: string }, width: number, force: boolean): boolean {
  const captionSpace = picture.caption ? 40 : 16;
  let room = doc.page.height - MARGIN - doc.y - captionSpace - 8;
  if (room < SMALLEST_PICTURE) {
    if (!force) return false;
    doc.addPage();
    room = doc.page.height - 2 * MARGIN - captionSpace;
  }
  const top = doc.y + 4;
  const size = framedImage(doc, picture.png, MARGIN, top, width, Math.min(PICTURE_HEIGHT, room));
  doc.y = top + size.height + 8;
  if (picture.caption) {
    doc
      .font('bodyItalic')
      .fontSize(10.5)
      .fillColor(SOFT_INK)
      .text(picture.caption, MARGIN + 30, doc.y, { width: width - 60, align: 'center', lineGap: 2 });
  }
  doc.y += 14;
  return true;
}

function drawCover(doc: PDFKit.PDFDocument, title: string, createdAt: Date | string, picture?: Buffer): void {
  doc.addPage();
  const { width, height } = doc.page;
  doc
    .roundedRect(28, 28, width - 56, height - 56, 18)
    .lineWidth(2)
    .strokeColor('#d9cff0')
    .stroke();
  for (const [x, y] of [
    [48, 48],
    [width - 48, 48],
    [48, height - 48],
    [width - 48, height - 48],
  ] as const)
    star(doc, x, y, 8, '#f2c94c');

  doc
    .font('label')
    .fontSize(11)
    .fillColor(ACCENT)
    .text('A BEDTIME STORY', MARGIN, 96, { width: width - 2 * MARGIN, align: 'center', characterSpacing: 2 });
  doc
    .font('title')
    .fontSize(title.length > 48 ? 26 : 32)
    .fillColor(INK)
    .text(title, MARGIN, 124, { width: width - 2 * MARGIN, align: 'center', lineGap: 4 });
  let y = doc.y + 28;
  if (picture) {
    const size = framedImage(doc, picture, MARGIN, y, width - 2 * MARGIN, height - y - 200);
    y += size.height + 28;
  }
  const date = new Date(createdAt);
  const written = Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (written)
    doc
      .font('bodyItalic')
      .fontSize(12)
      .fillColor(SOFT_INK)
      .text(`Written on ${written}`, MARGIN, y, { width: width - 2 * MARGIN, align: 'center' });
  doc
    .font('labelBold')
    .fontSize(12)
    .fillColor(ACCENT)
    .text('Bedtime Stories', MARGIN, height - 96, { width: width - 2 * MARGIN, align: 'center' });
}
