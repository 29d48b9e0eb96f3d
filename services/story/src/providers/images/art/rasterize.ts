import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * Fonts are loaded from files, never discovered: the pictures must render the same on every
 * machine, and system font discovery is slow.
 */
export const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
export const FONT_FILES = {
  sans: `${FONT_DIR}/DejaVuSans.ttf`,
  sansBold: `${FONT_DIR}/DejaVuSans-Bold.ttf`,
  serif: `${FONT_DIR}/DejaVuSerif.ttf`,
  serifBold: `${FONT_DIR}/DejaVuSerif-Bold.ttf`,
  serifItalic: `${FONT_DIR}/DejaVuSerif-Italic.ttf`,
} as const;

export interface RasterOptions {
  width?: number;
  /** A CSS colour behind the picture; transparent when absent. */
  background?: string;
  withFonts?: boolean;
}

/** SVG to PNG off the event loop (resvg renders on the libuv thread pool). */
export async function rasterize(svg: string, options: RasterOptions = {}): Promise<Buffer> {
  const settings: ResvgRenderOptions = {
    font: options.withFonts
      ? {
          loadSystemFonts: false,
          fontFiles: Object.values(FONT_FILES),
          defaultFontFamily: 'DejaVu Sans',
          serifFamily: 'DejaVu Serif',
          sansSerifFamily: 'DejaVu Sans',
        }
      : { loadSystemFonts: false },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
    ...(options.width ? { fitTo: { mode: 'width', value: options.width } } : {}),
    ...(options.background ? { background: options.background } : {}),
  };
  const image = await renderAsync(svg, settings);
  return image.asPng();
}
