// In domain/: pure computation (SVG text built from fixed shapes and colours), no outside system.
/**
 * The shop's product pictures, drawn here rather than shipped as 27 hand-made files: one builder per
 * garment or object in the illustrations' style (flat shapes, rounded outlines, a night sky backdrop and
 * the sleepy moon as the print), and a colourway per picture. Deterministic, so they cache forever.
 */
const PALETTE: Record<string, string> = {
  navy: '#2b3a67',
  sky: '#7cb7e8',
  sunshine: '#f7c948',
  midnight: '#1d2442',
  forest: '#3f7d5a',
  lavender: '#b9a3e3',
  cream: '#f4ead5',
  natural: '#e9dcc0',
  mint: '#9ad9c2',
  coral: '#f28b82',
  pink: '#f6b8c8',
  rose: '#e58fa6',
};

type Kind =
  | 'tee'
  | 'hoodie'
  | 'mug'
  | 'tote'
  | 'water-bottle'
  | 'baby-tee'
  | 'lil-tee'
  | 'lil-hoodie'
  | 'woman-tee'
  | 'sticker-sheet'
  | 'bookmark-set'
  | 'handbook'
  | 'storybook';

const OUTLINE = 'stroke="#1d2442" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"';
const moon = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffe08a"/><circle cx="${cx + r * 0.45}" cy="${cy - r * 0.3}" r="${r * 0.85}" fill="var(--cut)"/>` +
  `<path d="M${cx - r * 0.55} ${cy + r * 0.05} q${r * 0.15} ${r * 0.15} ${r * 0.3} 0" fill="none" stroke="#1d2442" stroke-width="2.5" stroke-linecap="round"/>`;
const star = (x: number, y: number, s: number, fill = '#ffe08a') =>
  `<path d="M${x} ${y - s} L${x + s * 0.3} ${y - s * 0.3} L${x + s} ${y} L${x + s * 0.3} ${y + s * 0.3} L${x} ${y + s} L${x - s * 0.3} ${y + s * 0.3} L${x - s} ${y} L${x - s * 0.3} ${y - s * 0.3} Z" fill="${fill}"/>`;

/** The print on every product: the sleepy moon and two stars, cut out against the product's colour. */
const print = (cx: number, cy: number, r: number, colour: string) =>
  `<g style="--cut:${colour}">${moon(cx, cy, r)}${star(cx + r * 1.5, cy - r * 0.9, r * 0.3)}${star(cx - r * 1.4, cy + r * 0.8, r * 0.22)}</g>`;
/** Draws the print, or leaves the spot bare for a story's own art (story merchandise); the spot is the same either way. */
type PrintAt = (cx: number, cy: number, r: number, colour: string) => string;
const noPrint: PrintAt = () => '';

function tee(colour: string, scale = 1, fitted = false, printAt: PrintAt = print): string {
  const waist = fitted ? 18 : 0;
  const body = `M150 70 L115 82 L70 110 L88 150 L112 140 L${112 + waist} 300 L${288 - waist} 300 L288 140 L312 150 L330 110 L285 82 L250 70 Q200 100 150 70 Z`;
  return `<g transform="translate(${200 - 200 * scale} ${200 - 190 * scale}) scale(${scale})"><path d="${body}" fill="${colour}" ${OUTLINE}/>${printAt(200, 180, 34, colour)}</g>`;
}

function hoodie(colour: string, scale = 1, printAt: PrintAt = print): string {
  return (
    `<g transform="translate(${200 - 200 * scale} ${200 - 190 * scale}) scale(${scale})">` +
    `<path d="M150 80 L105 95 L62 200 L60 290 L95 290 L108 180 L110 310 L290 310 L292 180 L305 290 L340 290 L338 200 L295 95 L250 80 Z" fill="${colour}" ${OUTLINE}/>` +
    `<path d="M150 80 Q200 20 250 80 Q200 120 150 80 Z" fill="${colour}" ${OUTLINE}/>` +
    `<path d="M150 250 L250 250 L240 300 L160 300 Z" fill="none" ${OUTLINE}/>${printAt(200, 175, 30, colour)}</g>`
  );
}

const mug = (colour: string, printAt: PrintAt = print) =>
  `<path d="M270 160 q60 0 60 50 q0 50 -60 50" fill="none" stroke="#1d2442" stroke-width="14"/><path d="M270 160 q60 0 60 50 q0 50 -60 50" fill="none" stroke="${colour}" stroke-width="6"/>` +
  `<path d="M110 120 L280 120 L272 300 Q195 318 118 300 Z" fill="${colour}" ${OUTLINE}/><ellipse cx="195" cy="120" rx="85" ry="14" fill="#8a5a3c" ${OUTLINE}/>${printAt(195, 210, 36, colour)}`;

const tote = (colour: string, printAt: PrintAt = print) =>
  `<path d="M150 130 Q150 60 200 60 Q250 60 250 130" fill="none" stroke="#1d2442" stroke-width="12"/>` +
  `<path d="M100 130 L300 130 L315 320 L85 320 Z" fill="${colour}" ${OUTLINE}/>${printAt(200, 225, 42, colour)}`;

const bottle = (colour: string, printAt: PrintAt = print) =>
  `<rect x="170" y="50" width="60" height="40" rx="10" fill="#1d2442"/><path d="M160 100 Q160 88 175 88 L225 88 Q240 88 240 100 L250 130 L250 320 Q250 340 230 340 L170 340 Q150 340 150 320 L150 130 Z" fill="${colour}" ${OUTLINE}/>${printAt(200, 220, 30, colour)}`;

const stickerSheet = () =>
  `<rect x="80" y="60" width="240" height="290" rx="18" fill="#ffffff" ${OUTLINE}/>` +
  `<g style="--cut:#ffffff">${moon(140, 130, 32)}</g>${star(250, 125, 30)}<circle cx="140" cy="235" r="34" fill="${PALETTE.mint}" ${OUTLINE}/>` +
  `<path d="M228 270 l22 -70 l22 70 z" fill="${PALETTE.coral}" ${OUTLINE}/><circle cx="250" cy="300" r="12" fill="${PALETTE.sky}"/>${star(140, 310, 16, PALETTE.lavender)}`;

const bookmarks = () =>
  [PALETTE.sky, PALETTE.coral, PALETTE.mint, PALETTE.lavender]
    .map(
      (c, i) =>
        `<path d="M${95 + i * 55} 70 L${140 + i * 55} 70 L${140 + i * 55} 330 L${117 + i * 55} 305 L${95 + i * 55} 330 Z" fill="${c}" ${OUTLINE}/>${star(117 + i * 55, 120, 12)}`,
    )
    .join('');

function book(colour: string, title: 'handbook' | 'storybook', stacked = false, printAt: PrintAt = print): string {
  const back = stacked
    ? `<rect x="120" y="70" width="190" height="250" rx="10" fill="${PALETTE.sky}" ${OUTLINE}/><rect x="105" y="80" width="190" height="250" rx="10" fill="${PALETTE.coral}" ${OUTLINE}/>`
    : '';
  const lines =
    title === 'handbook'
      ? `<rect x="120" y="270" width="140" height="10" rx="5" fill="#ffffff" opacity="0.8"/><rect x="120" y="290" width="100" height="10" rx="5" fill="#ffffff" opacity="0.8"/>`
      : '';
  return `${back}<rect x="90" y="90" width="200" height="260" rx="10" fill="${colour}" ${OUTLINE}/><rect x="90" y="90" width="22" height="260" fill="#1d2442" opacity="0.25"/>${printAt(200, 190, 40, colour)}${lines}`;
}

const builders: Record<Kind, (colour: string, variant: string, printAt: PrintAt) => string> = {
  tee: (c, _v, p) => tee(c, 1, false, p),
  'woman-tee': (c, _v, p) => tee(c, 1, true, p),
  'baby-tee': (c, _v, p) => tee(c, 0.75, false, p),
  'lil-tee': (c, _v, p) => tee(c, 0.8, false, p),
  hoodie: (c, _v, p) => hoodie(c, 1, p),
  'lil-hoodie': (c, _v, p) => hoodie(c, 0.8, p),
  mug: (c, _v, p) => mug(c, p),
  tote: (c, _v, p) => tote(c, p),
  'water-bottle': (c, _v, p) => bottle(c, p),
  'sticker-sheet': () => stickerSheet(),
  'bookmark-set': () => bookmarks(),
  handbook: (_c, variant, p) => book(variant === 'routines' ? PALETTE.forest! : PALETTE.lavender!, 'handbook', false, p),
  storybook: (_c, variant, p) => book(PALETTE.navy!, 'storybook', variant === 'collection', p),
};

/** The bundled pictures (the admin form offers exactly these): kind plus colourway or variant. */
export const PRODUCT_PICTURES: Record<string, [Kind, string]> = {
  'tee-navy': ['tee', 'navy'],
  'tee-sky': ['tee', 'sky'],
  'tee-sunshine': ['tee', 'sunshine'],
  'hoodie-midnight': ['hoodie', 'midnight'],
  'hoodie-forest': ['hoodie', 'forest'],
  'hoodie-lavender': ['hoodie', 'lavender'],
  'mug-cream': ['mug', 'cream'],
  'mug-midnight': ['mug', 'midnight'],
  'mug-sky': ['mug', 'sky'],
  'tote-natural': ['tote', 'natural'],
  'tote-midnight': ['tote', 'midnight'],
  'water-bottle-mint': ['water-bottle', 'mint'],
  'water-bottle-sky': ['water-bottle', 'sky'],
  'water-bottle-coral': ['water-bottle', 'coral'],
  'baby-tee-pink': ['baby-tee', 'pink'],
  'baby-tee-sky': ['baby-tee', 'sky'],
  'lil-tee-sunshine': ['lil-tee', 'sunshine'],
  'lil-tee-mint': ['lil-tee', 'mint'],
  'lil-hoodie-lavender': ['lil-hoodie', 'lavender'],
  'woman-tee-rose': ['woman-tee', 'rose'],
  'woman-tee-navy': ['woman-tee', 'navy'],
  'woman-tee-mint': ['woman-tee', 'mint'],
  'sticker-sheet': ['sticker-sheet', ''],
  'bookmark-set': ['bookmark-set', ''],
  'handbook-routines': ['handbook', 'routines'],
  'handbook-imagination': ['handbook', 'imagination'],
  'storybook-hardcover': ['storybook', 'hardcover'],
  'storybook-collection': ['storybook', 'collection'],
};

export const pictureUrl = (name: string) => `/api/marketplace/pictures/${name}.svg`;

/** The SVG for a bundled picture, or null for a name that is not one. `blank` leaves the print spot bare. */
export function productPicture(name: string, options: { blank?: boolean } = {}): string | null {
  const entry = Object.hasOwn(PRODUCT_PICTURES, name) ? PRODUCT_PICTURES[name] : undefined;
  if (!entry) return null;
  const [kind, variant] = entry;
  const colour = PALETTE[variant] ?? PALETTE.navy!;
  const sky = `<rect width="400" height="400" rx="28" fill="#eef3fb"/>${star(60, 60, 10, '#c9d6f0')}${star(345, 80, 8, '#c9d6f0')}${star(330, 345, 12, '#c9d6f0')}${star(55, 330, 7, '#c9d6f0')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${name.replace(/-/g, ' ')}">${sky}${builders[kind](colour, variant, options.blank ? noPrint : print)}</svg>`;
}

const GARMENTS = new Set<Kind>(['tee', 'woman-tee', 'baby-tee', 'lil-tee', 'hoodie', 'lil-hoodie']);

/** Where a picture's print sits (the circle of the moon print, in the 400 x 400 view box), or null if it has none. */
export function printSpot(name: string): { cx: number; cy: number; r: number } | null {
  const entry = Object.hasOwn(PRODUCT_PICTURES, name) ? PRODUCT_PICTURES[name] : undefined;
  if (!entry) return null;
  const [kind, variant] = entry;
  let spot: { cx: number; cy: number; r: number } | null = null;
  // The builder reports where it would print; scaled garments move and shrink it with their group's transform.
  const record: PrintAt = (cx, cy, r) => {
    spot = { cx, cy, r };
    return '';
  };
  builders[kind](PALETTE[variant] ?? PALETTE.navy!, variant, record);
  if (!spot) return null;
  const { cx, cy, r } = spot;
  // Only garments are drawn in a scaled group (translate(200 - 200s, 200 - 190s) scale(s)); the rest print in place.
  if (!GARMENTS.has(kind)) return { cx, cy, r };
  const scale = kind === 'baby-tee' ? 0.75 : kind === 'lil-tee' || kind === 'lil-hoodie' ? 0.8 : 1;
  return { cx: 200 - 200 * scale + cx * scale, cy: 200 - 190 * scale + cy * scale, r: r * scale };
}
