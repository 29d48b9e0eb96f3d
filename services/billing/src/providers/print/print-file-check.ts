// In providers/print/: the print shop's own file rules (its preflight), read with pdf.js beside its formats in book-configs.ts.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PrintBookConfig } from '@bedtime/contracts';

export interface PdfShape {
  pageCount: number;
  /** Each page's width and height in points, rounded. */
  pageSizes: [number, number][];
}

/** Reads a PDF back as a print shop's preflight would: how many pages, and each page's size. */
export async function readPdfShape(data: Buffer): Promise<PdfShape> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pageSizes: [number, number][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const [x0, y0, x1, y1] = (await pdf.getPage(n)).view as [number, number, number, number];
      pageSizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
    }
    return { pageCount: pdf.numPages, pageSizes };
  } finally {
    await pdf.destroy();
  }
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

/**
 * Preflight before anything is charged or sent to print: the interior has the format's trim size on
 * every page, an even page count of at least the format's minimum, and the cover is one spread as tall
 * as the book and wider than two pages (back, spine, front). Returns the problems found (none = printable).
 */
export async function preflight(config: PrintBookConfig, interior: Buffer, cover: Buffer): Promise<{ pageCount: number; problems: string[] }> {
  const problems: string[] = [];
  const inside = await readPdfShape(interior);
  if (inside.pageCount < config.minPages) problems.push(`the interior has ${inside.pageCount} pages; ${config.name} needs at least ${config.minPages}`);
  if (inside.pageCount % 2 !== 0) problems.push(`the interior has an odd number of pages (${inside.pageCount})`);
  const wrong = inside.pageSizes.findIndex(([w, h]) => !near(w, config.widthPt) || !near(h, config.heightPt));
  if (wrong >= 0) problems.push(`interior page ${wrong + 1} is ${inside.pageSizes[wrong]!.join(' x ')} pt, not ${config.widthPt} x ${config.heightPt}`);
  const outside = await readPdfShape(cover);
  const [coverSize] = outside.pageSizes;
  if (outside.pageCount !== 1 || !coverSize) problems.push(`the cover has ${outside.pageCount} pages, not 1`);
  else if (!near(coverSize[1], config.heightPt) || coverSize[0] <= 2 * config.widthPt)
    problems.push(`the cover is ${coverSize.join(' x ')} pt, not a wrap-around for ${config.size}`);
  return { pageCount: inside.pageCount, problems };
}
