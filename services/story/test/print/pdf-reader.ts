import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: string[];
  images: number[];
  title: string | undefined;
  pageSizes: [number, number][];
}

/** Reads a PDF the way a viewer would: its pages, the text on each, and the pictures painted. */
export async function readPdf(data: Buffer): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  const images: number[] = [];
  const pageSizes: [number, number][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    const ops = await page.getOperatorList();
    images.push(ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
    const [, , w, h] = page.view;
    pageSizes.push([Math.round(w!), Math.round(h!)]);
  }
  const meta = await pdf.getMetadata();
  const title = (meta.info as { Title?: string }).Title;
  await pdf.destroy();
  return { pages, images, title, pageSizes };
}

/** Counts page objects in the raw file, independently of any reader. */
export function countPageObjects(data: Buffer): number {
  return (data.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}
