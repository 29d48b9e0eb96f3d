import { r } from './random';

/**
 * Every shape says what it is for, not just what colour it is, so one drawing can be rendered
 * as a colour picture, as true line art for colouring (white shapes, black outlines of one
 * width, no shading) and as a die-cut silhouette for stickers.
 */
export type Paint =
  /** A character or prop part: filled, with an ink outline. */
  | { kind: 'figure'; fill: string }
  /** Scenery: filled, with at most a soft edge of its own colour. */
  | { kind: 'land'; fill: string; edge?: string }
  /** A drawn line (mouth, whisker, branch): stroked, never filled. */
  | { kind: 'line'; color?: string; width?: number }
  /** A small solid mark (pupil, nose). */
  | { kind: 'dot'; fill?: string }
  /** Shading, highlights, glows, cheeks: only in the colour picture. */
  | { kind: 'tone'; fill: string; opacity?: number }
  /** A decorative stroke (light rays, sparkles' twinkle): only in the colour picture. */
  | { kind: 'glint'; color: string; width: number; opacity?: number }
  /** The sky or a wall: a plain fill behind everything. */
  | { kind: 'sky'; fill: string };

type Attrs = Record<string, string | number>;

export interface SvgNode {
  tag: string;
  attrs?: Attrs;
  paint?: Paint;
  children?: SvgNode[];
  /** Uniform scale this group applies, so stroke widths can stay the same on the page. */
  scale?: number;
  /** Attributes only the colour picture gets (group opacity, filters). */
  colorAttrs?: Attrs;
  text?: string;
}

export type RenderMode = { kind: 'color'; ink: string; outline: number } | { kind: 'line'; width: number } | { kind: 'cutout'; color: string; width: number };

export const shape = (tag: string, attrs: Attrs, paint: Paint): SvgNode => ({ tag, attrs, paint });
export const group = (children: SvgNode[], attrs?: Attrs, colorAttrs?: Attrs): SvgNode => ({
  tag: 'g',
  children,
  ...(attrs ? { attrs } : {}),
  ...(colorAttrs ? { colorAttrs } : {}),
});
export const path = (d: string, paint: Paint): SvgNode => shape('path', { d }, paint);
export const circle = (cx: number, cy: number, radius: number, paint: Paint): SvgNode => shape('circle', { cx: r(cx), cy: r(cy), r: r(radius) }, paint);
export const ellipse = (cx: number, cy: number, rx: number, ry: number, paint: Paint): SvgNode =>
  shape('ellipse', { cx: r(cx), cy: r(cy), rx: r(rx), ry: r(ry) }, paint);
export const rect = (x: number, y: number, width: number, height: number, paint: Paint, rx = 0): SvgNode =>
  shape('rect', { x: r(x), y: r(y), width: r(width), height: r(height), ...(rx ? { rx: r(rx) } : {}) }, paint);
export const polygon = (points: [number, number][], paint: Paint): SvgNode =>
  shape('polygon', { points: points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ') }, paint);

/** Places a drawing made around (0,0) at (x,y), scaled and optionally mirrored. */
export function place(x: number, y: number, scale: number, children: SvgNode[], flip = false, rotate = 0): SvgNode {
  const parts = [`translate(${r(x)} ${r(y)})`];
  if (rotate) parts.push(`rotate(${r(rotate)})`);
  if (scale !== 1 || flip) parts.push(`scale(${r((flip ? -1 : 1) * scale * 1000) / 1000} ${r(scale * 1000) / 1000})`);
  return { tag: 'g', attrs: { transform: parts.join(' ') }, scale, children };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function formatAttrs(attrs: Attrs | undefined): string {
  if (!attrs) return '';
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(String(typeof v === 'number' ? r(v) : v))}"`)
    .join('');
}

function paintAttrs(paint: Paint, mode: RenderMode, scale: number): Attrs | null {
  // Kept at two decimals (a string, so attribute rounding leaves it alone): a zoomed group must not thicken the lines.
  const w = (width: number): string => String(Math.round((width / scale) * 100) / 100);
  switch (mode.kind) {
    case 'color':
      switch (paint.kind) {
        case 'figure':
          return { fill: paint.fill, stroke: mode.ink, 'stroke-width': w(mode.outline) };
        case 'land':
          return paint.edge ? { fill: paint.fill, stroke: paint.edge, 'stroke-width': w(2) } : { fill: paint.fill };
        case 'line':
          return { fill: 'none', stroke: paint.color ?? mode.ink, 'stroke-width': w(paint.width ?? mode.outline) };
        case 'dot':
          return { fill: paint.fill ?? mode.ink };
        case 'tone':
          return paint.opacity === undefined ? { fill: paint.fill } : { fill: paint.fill, 'fill-opacity': paint.opacity };
        case 'glint':
          return {
            fill: 'none',
            stroke: paint.color,
            'stroke-width': w(paint.width),
            ...(paint.opacity === undefined ? {} : { 'stroke-opacity': paint.opacity }),
          };
        case 'sky':
          return { fill: paint.fill };
      }
      break;
    case 'line':
      switch (paint.kind) {
        case 'figure':
        case 'land':
        case 'dot':
          return { fill: 'white', stroke: 'black', 'stroke-width': w(mode.width) };
        case 'line':
          return { fill: 'none', stroke: 'black', 'stroke-width': w(mode.width) };
        case 'sky':
          return { fill: 'white' };
        default:
          return null;
      }
    case 'cutout':
      switch (paint.kind) {
        case 'figure':
        case 'land':
        case 'dot':
          return { fill: mode.color, stroke: mode.color, 'stroke-width': w(mode.width) };
        case 'line':
          return { fill: 'none', stroke: mode.color, 'stroke-width': w(mode.width) };
        default:
          return null;
      }
  }
}

function renderNode(node: SvgNode, mode: RenderMode, scale: number, out: string[]): void {
  const colour = mode.kind === 'color';
  if ((node.tag === 'defs' || node.tag === 'text') && !colour) return;
  const own = scale * Math.abs(node.scale ?? 1);
  let attrs = node.attrs ?? {};
  // A colouring page has no specks: shapes too small to colour in are left out.
  if (mode.kind === 'line' && node.paint && node.paint.kind !== 'line' && tooSmall(node, own)) return;
  if (node.paint) {
    const painted = paintAttrs(node.paint, mode, own);
    if (!painted) return;
    attrs = { ...attrs, ...painted };
  }
  if (colour && node.colorAttrs) attrs = { ...attrs, ...node.colorAttrs };
  const open = `<${node.tag}${formatAttrs(attrs)}`;
  if (node.text !== undefined) {
    out.push(`${open}>${escapeXml(node.text)}</${node.tag}>`);
    return;
  }
  if (!node.children || node.children.length === 0) {
    if (node.tag !== 'g') out.push(`${open}/>`);
    return;
  }
  out.push(`${open}>`);
  for (const child of node.children) renderNode(child, mode, own, out);
  out.push(`</${node.tag}>`);
}

/** The smallest size a closed shape may have on a colouring page, in pixels. */
export const MIN_COLOURING_SHAPE = 10;

function tooSmall(node: SvgNode, scale: number): boolean {
  // Eyes and noses are kept down to a small dot: a face needs them.
  const least = node.paint?.kind === 'dot' ? 3 : MIN_COLOURING_SHAPE;
  const a = node.attrs ?? {};
  const n = (key: string): number => Number(a[key] ?? 0);
  switch (node.tag) {
    case 'circle':
      return n('r') * 2 * scale < least;
    case 'ellipse':
      return Math.min(n('rx'), n('ry')) * 2 * scale < least;
    case 'rect':
      return Math.min(n('width'), n('height')) * scale < least;
    default:
      return false;
  }
}

/** Markup for nodes drawn inside a parent that already scales them by baseScale. */
export function renderNodes(nodes: SvgNode[], mode: RenderMode, baseScale = 1): string {
  const out: string[] = [];
  for (const node of nodes) renderNode(node, mode, baseScale, out);
  return out.join('');
}

export interface SvgDocument {
  width: number;
  height: number;
  nodes: SvgNode[];
  /** Text kept inside <metadata>, e.g. the scene description line art is rebuilt from. */
  metadata?: string;
}

export function renderSvg(doc: SvgDocument, mode: RenderMode): string {
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${doc.width}" height="${doc.height}" viewBox="0 0 ${doc.width} ${doc.height}">`];
  if (doc.metadata) out.push(`<metadata>${escapeXml(doc.metadata)}</metadata>`);
  out.push('<g stroke-linejoin="round" stroke-linecap="round">');
  for (const node of doc.nodes) renderNode(node, mode, 1, out);
  out.push('</g></svg>');
  return out.join('');
}
