import type { PrintBookConfig } from '@bedtime/contracts';

const inch = 72;

/**
 * The formats we sell, the same for both print shops. The package ids are Lulu's print-on-demand codes
 * (trim, colour, quality, binding, paper); the local print shop prices and "binds" the same formats.
 */
export const BOOK_CONFIGS: readonly PrintBookConfig[] = [
  {
    id: 1,
    podPackageId: '0850X0850FCSTDPB080CW444GXX',
    name: 'Square Paperback',
    size: '8.5" x 8.5"',
    binding: 'Paperback',
    pages: 32,
    color: 'Full color',
    retailPrice: '24.99',
    widthPt: 8.5 * inch,
    heightPt: 8.5 * inch,
    minPages: 32,
  },
  {
    id: 2,
    podPackageId: '0850X0850FCPRECW080CW444GXX',
    name: 'Square Hardcover',
    size: '8.5" x 8.5"',
    binding: 'Hardcover',
    pages: 24,
    color: 'Full color',
    retailPrice: '39.99',
    widthPt: 8.5 * inch,
    heightPt: 8.5 * inch,
    minPages: 24,
  },
  {
    id: 3,
    podPackageId: '0600X0900FCSTDPB080CW444GXX',
    name: 'Pocket Paperback',
    size: '6" x 9"',
    binding: 'Paperback',
    pages: 32,
    color: 'Full color',
    retailPrice: '19.99',
    widthPt: 6 * inch,
    heightPt: 9 * inch,
    minPages: 32,
  },
  {
    id: 4,
    podPackageId: '0850X1100BWSTDPB060UW444MXX',
    name: 'Letter Paperback (black & white)',
    size: '8.5" x 11"',
    binding: 'Paperback',
    pages: 32,
    color: 'Black & white',
    retailPrice: '14.99',
    widthPt: 8.5 * inch,
    heightPt: 11 * inch,
    minPages: 32,
  },
];

export const configById = (id: number) => BOOK_CONFIGS.find((config) => config.id === id);
export const configByPackage = (podPackageId: string) => BOOK_CONFIGS.find((config) => config.podPackageId === podPackageId);

/** Pages beyond the format's minimum cost this much each (the customer's price, either shop). */
export const EXTRA_PAGE_CENTS = 15;

/** What the customer pays for the book itself: the retail price, plus extra pages over the minimum. */
export function bookPriceCents(config: PrintBookConfig, pageCount: number): number {
  return Math.round(Number(config.retailPrice) * 100) + Math.max(0, pageCount - config.minPages) * EXTRA_PAGE_CENTS;
}
