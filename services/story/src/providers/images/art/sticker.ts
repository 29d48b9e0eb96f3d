import { Resvg } from '@resvg/resvg-js';
import { STYLE_LOOKS } from './color';
import { drawCharacter } from './draw-character';
import type { Look } from './look';
import { r } from './random';
import { place, renderNodes, renderSvg } from './svg-tree';
import type { StoryStyle } from '@bedtime/contracts';
import { textWidth } from '../text-measure';
import { escapeXml } from './svg-tree';

export const STICKER_SIZE = 512;
/** The white border a die-cut sticker has, in pixels of the finished sticker. */
const DIE_CUT = 22;
const MARGIN = DIE_CUT + 18;

/** The name ribbon under a sticker: its height in the sticker's pixels. */
const LABEL = 58;

/**
 * A character alone, as large as fits, with a thick white die-cut border and a soft shadow on a
 * transparent background; with `label`, the character's name on a ribbon underneath.
 */
export function renderStickerSvg(look: Look, style: StoryStyle, label?: string): string {
  const figure = drawCharacter(look, 'wave', 'joy');
  const ink = STYLE_LOOKS[style].ink;
  // Measure the drawing itself so tails, ears and hats are never cut off.
  const probe = renderSvg({ width: 1200, height: 1200, nodes: [place(600, 900, 1, figure.nodes)] }, { kind: 'cutout', color: '#000000', width: 1 });
  const box = new Resvg(probe, { font: { loadSystemFonts: false } }).getBBox();
  const bx = box ? box.x - 600 : -figure.halfWidth;
  const by = box ? box.y - 900 : figure.top;
  const bw = box?.width ?? figure.halfWidth * 2;
  const bh = box?.height ?? -figure.top;
  const labelRoom = label ? LABEL : 0;
  const scale = Math.min((STICKER_SIZE - 2 * MARGIN) / bw, (STICKER_SIZE - 2 * MARGIN - labelRoom) / bh);
  const tx = STICKER_SIZE / 2 - (bx + bw / 2) * scale;
  const ty = (STICKER_SIZE - labelRoom) / 2 - (by + bh / 2) * scale;
  const at = (dx: number, dy: number): string => `translate(${r(tx + dx)} ${r(ty + dy)}) scale(${r(scale * 1000) / 1000})`;
  const cut = renderNodes(figure.nodes, { kind: 'cutout', color: '#ffffff', width: DIE_CUT * 2 }, scale);
  const shadow = renderNodes(figure.nodes, { kind: 'cutout', color: '#2a1d3a', width: DIE_CUT * 2 }, scale);
  const art = renderNodes(figure.nodes, { kind: 'color', ink, outline: 4 }, scale);
  let ribbon = { shadow: '', cut: '', art: '' };
  if (label) {
    const size = Math.min(34, (36 * 300) / Math.max(300, textWidth(label, 'sansBold', 36)));
    const width = Math.min(STICKER_SIZE - 2 * MARGIN, textWidth(label, 'sansBold', size) + 44);
    const x = (STICKER_SIZE - width) / 2;
    const y = STICKER_SIZE - MARGIN - LABEL + 6;
    const box = (fill: string, grow: number, dx = 0, dy = 0): string =>
      `<rect x="${r(x - grow + dx)}" y="${r(y - grow + dy)}" width="${r(width + grow * 2)}" height="${r(LABEL - 10 + grow * 2)}" rx="${r(20 + grow)}" fill="${fill}"/>`;
    ribbon = {
      shadow: box('#2a1d3a', DIE_CUT, 3, 9),
      cut: box('#ffffff', DIE_CUT),
      art:
        `${box('#ffffff', 0)}<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${LABEL - 10}" rx="20" fill="#fff4d6" stroke="${ink}" stroke-width="3"/>` +
        `<text x="${STICKER_SIZE / 2}" y="${r(y + (LABEL - 10) / 2 + size * 0.36)}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${r(size)}" fill="${ink}">${escapeXml(label)}</text>`,
    };
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STICKER_SIZE}" height="${STICKER_SIZE}" viewBox="0 0 ${STICKER_SIZE} ${STICKER_SIZE}">` +
    '<defs><filter id="sticker-shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter></defs>' +
    '<g stroke-linejoin="round" stroke-linecap="round">' +
    `<g filter="url(#sticker-shadow)" opacity="0.28"><g transform="${at(3, 9)}">${shadow}</g>${ribbon.shadow}</g>` +
    `<g transform="${at(0, 0)}">${cut}</g>${ribbon.cut}` +
    `<g transform="${at(0, 0)}">${art}</g>${ribbon.art}` +
    '</g></svg>'
  );
}

/**
 * The same die-cut treatment for a picture that arrives as pixels (from an image service): the
 * border grows out of the picture's own transparency.
 */
export function rasterStickerSvg(png: Buffer, size = STICKER_SIZE): string {
  const inner = size - 2 * MARGIN;
  const href = `data:image/png;base64,${png.toString('base64')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    '<defs><filter id="die-cut" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">' +
    // A blurred, then hardened, alpha grows the outline by about DIE_CUT pixels; it is far faster than feMorphology.
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${DIE_CUT * 0.5}" result="soft"/>` +
    '<feComponentTransfer in="soft" result="grown"><feFuncA type="linear" slope="40" intercept="0"/></feComponentTransfer>' +
    '<feGaussianBlur in="grown" stdDeviation="7" result="blurred"/>' +
    '<feOffset in="blurred" dx="3" dy="9" result="offset"/>' +
    '<feFlood flood-color="#2a1d3a" flood-opacity="0.28"/><feComposite in2="offset" operator="in" result="shadow"/>' +
    '<feFlood flood-color="#ffffff"/><feComposite in2="grown" operator="in" result="border"/>' +
    '<feMerge><feMergeNode in="shadow"/><feMergeNode in="border"/><feMergeNode in="SourceGraphic"/></feMerge>' +
    '</filter></defs>' +
    `<image x="${MARGIN}" y="${MARGIN}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" href="${href}" xlink:href="${href}" filter="url(#die-cut)"/>` +
    '</svg>'
  );
}
