import PDFDocument from 'pdfkit';

/** DejaVu is installed with the service and covers every accent a child's name might carry. */
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
export const PRINT_FONTS = {
  body: `${FONT_DIR}/DejaVuSerif.ttf`,
  bodyItalic: `${FONT_DIR}/DejaVuSerif-Italic.ttf`,
  title: `${FONT_DIR}/DejaVuSerif-Bold.ttf`,
  label: `${FONT_DIR}/DejaVuSans.ttf`,
  labelBold: `${FONT_DIR}/DejaVuSans-Bold.ttf`,
} as const;
export type PrintFont = keyof typeof PRINT_FONTS;

export const INK = '#2b2433';
export const SOFT_INK = '#6b6178';
export const ACCENT = '#7a5cc7';

export function openDocument(title: string, options: PDFKit.PDFDocumentOptions = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: title, Author: 'Bedtime Stories', Creator: 'Bedtime Stories', Producer: 'Bedtime Stories' },
    ...options,
  });
  for (const [name, file] of Object.entries(PRINT_FONTS)) doc.registerFont(name, file);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Writes in the bottom margin without pdfkit starting a new page for it. */
export function footer(doc: PDFKit.PDFDocument, text: string, font: PrintFont = 'label', size = 9.5): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(font)
    .fontSize(size)
    .fillColor(SOFT_INK)
    .text(text, 0, doc.page.height - bottom / 2 - size / 2, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.page.margins.bottom = bottom;
}

/** A picture in a rounded frame, scaled to fit the box keeping its proportions; returns its height. */
export function framedImage(
  doc: PDFKit.PDFDocument,
  png: Buffer,
  x: number,
  y: number,
  maxWidth: number,
  maxHeight: number,
  stroke = '#d9cff0',
): { width: number; height: number } {
  const image = pngSize(png);
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const left = x + (maxWidth - width) / 2;
  doc.save();
  doc.roundedRect(left, y, width, height, 12).clip();
  doc.image(png, left, y, { width, height });
  doc.restore();
  doc.roundedRect(left, y, width, height, 12).lineWidth(1.5).strokeColor(stroke).stroke();
  return { width, height };
}

/** Five-pointed star, the book's small ornament. */
export function star(doc: PDFKit.PDFDocument, x: number, y: number, radius: number, color: string): void {
  const points: [number, number][] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const r = k % 2 === 0 ? radius : radius * 0.45;
    points.push([x + Math.cos(a) * r, y + Math.sin(a) * r]);
  }
  doc
    .polygon(...points)
    .fillColor(color)
    .fill();
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.readUInt32BE(12) !== 0x49484452) throw new Error('Not a PNG image');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Where a printed book differs from the screen PDF: its trim size, and the fewest pages it can bind. */
export interface PrintLayout {
  /** Width and height in points. */
  size: [number, number];
  minPages: number;
}

/** Pages a bound book needs for this many pages of content: at least the format's minimum, and even. */
export function printedPageCount(contentPages: number, minPages: number): number {
  const count = Math.max(contentPages, minPages);
  return count % 2 === 0 ? count : count + 1;
}

/** Adds blank pages at the end until the book has the page count its binding needs. */
export function padForPrint(doc: PDFKit.PDFDocument, minPages: number): void {
  const { count } = doc.bufferedPageRange();
  for (let page = count; page < printedPageCount(count, minPages); page++) doc.addPage();
}
