import PDFDocument from 'pdfkit';
import { FONT_FILES } from './art/rasterize';

export type FontName = keyof typeof FONT_FILES;

let measurer: PDFKit.PDFDocument | undefined;

/** Width of a line of text in the real font, so wrapped titles fit the card exactly. */
export function textWidth(text: string, font: FontName, size: number): number {
  measurer ??= new PDFDocument({ autoFirstPage: false });
  return measurer.font(FONT_FILES[font]).fontSize(size).widthOfString(text);
}

/** Greedy word wrap by measured width; a single over-long word is kept on its own line. */
export function wrapText(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
