import type { SvgNode } from './svg-tree';

/**
 * Where drawn things end up on the page: bounding boxes of node trees through their transforms,
 * so the layout can keep figures and landmarks inside the frame and out of each other's way.
 */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface Point {
  x: number;
  y: number;
}

/** A 2D affine matrix [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function parseTransform(transform: string | undefined): Matrix {
  let m: Matrix = IDENTITY;
  if (!transform) return m;
  for (const [, op, args] of transform.matchAll(/(translate|scale|rotate)\(([^)]*)\)/g)) {
    const v = args!
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (op === 'translate') m = multiply(m, [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0]);
    else if (op === 'scale') m = multiply(m, [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0]);
    else {
      const a = ((v[0] ?? 0) * Math.PI) / 180;
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      m = multiply(m, [1, 0, 0, 1, cx, cy]);
      m = multiply(m, [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]);
      m = multiply(m, [1, 0, 0, 1, -cx, -cy]);
    }
  }
  return m;
}

const apply = (m: Matrix, x: number, y: number): Point => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });

/** The points a path passes through or bends towards (control points included: a box that is never too small). */
function pathPoints(d: string): Point[] {
  const out: Point[] = [];
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let i = 0;
  let cmd = 'M';
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const num = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'Z':
        x = sx;
        y = sy;
        continue;
      case 'H':
        x = num() + (rel ? x : 0);
        break;
      case 'V':
        y = num() + (rel ? y : 0);
        break;
      case 'M':
      case 'L':
      case 'T':
        x = num() + ox;
        y = num() + oy;
        if (cmd.toUpperCase() === 'M') {
          sx = x;
          sy = y;
          cmd = rel ? 'l' : 'L';
        }
        break;
      case 'Q':
      case 'S':
        out.push({ x: num() + ox, y: num() + oy });
        x = num() + ox;
        y = num() + oy;
        break;
      case 'C':
        out.push({ x: num() + ox, y: num() + oy }, { x: num() + ox, y: num() + oy });
        x = num() + ox;
        y = num() + oy;
        break;
      case 'A': {
        const rx = num();
        const ry = num();
        i += 3;
        const px = x;
        const py = y;
        x = num() + ox;
        y = num() + oy;
        const rr = Math.max(rx, ry);
        out.push({ x: (px + x) / 2 - rr, y: (py + y) / 2 - rr }, { x: (px + x) / 2 + rr, y: (py + y) / 2 + rr });
        break;
      }
      default:
        i++;
        continue;
    }
    out.push({ x, y });
  }
  return out;
}

function localPoints(node: SvgNode): Point[] {
  const a = node.attrs ?? {};
  const n = (k: string): number => Number(a[k] ?? 0);
  switch (node.tag) {
    case 'circle':
      return [
        { x: n('cx') - n('r'), y: n('cy') - n('r') },
        { x: n('cx') + n('r'), y: n('cy') + n('r') },
      ];
    case 'ellipse':
      return [
        { x: n('cx') - n('rx'), y: n('cy') - n('ry') },
        { x: n('cx') + n('rx'), y: n('cy') + n('ry') },
      ];
    case 'rect':
      return [
        { x: n('x'), y: n('y') },
        { x: n('x') + n('width'), y: n('y') + n('height') },
      ];
    case 'polygon':
      return String(a.points ?? '')
        .trim()
        .split(/\s+/)
        .map((pair) => {
          const [px, py] = pair.split(',').map(Number);
          return { x: px!, y: py! };
        });
    case 'path':
      return pathPoints(String(a.d ?? ''));
    default:
      return [];
  }
}

/** Every shape of a tree, in page coordinates, as one box (undefined when nothing is drawn). */
export function boundsOf(nodes: SvgNode[], matrix: Matrix = IDENTITY, options: { skipTones?: boolean } = {}): Box | undefined {
  let box: Box | undefined;
  const visit = (node: SvgNode, m: Matrix): void => {
    const own = multiply(m, parseTransform(node.attrs?.transform as string | undefined));
    if (options.skipTones && (node.paint?.kind === 'tone' || node.paint?.kind === 'glint' || node.paint?.kind === 'sky')) return;
    for (const p of localPoints(node)) {
      const q = apply(own, p.x, p.y);
      box = box
        ? { x0: Math.min(box.x0, q.x), y0: Math.min(box.y0, q.y), x1: Math.max(box.x1, q.x), y1: Math.max(box.y1, q.y) }
        : { x0: q.x, y0: q.y, x1: q.x, y1: q.y };
    }
    for (const child of node.children ?? []) visit(child, own);
  };
  for (const node of nodes) visit(node, matrix);
  return box;
}

/** How far the farthest drawn point of some shapes is from a point: a circle by its rim, any other shape by its points. */
export function reachFrom(nodes: SvgNode[], centre: Point, matrix: Matrix = IDENTITY): number {
  let far = 0;
  const visit = (node: SvgNode, m: Matrix): void => {
    const own = multiply(m, parseTransform(node.attrs?.transform as string | undefined));
    if (node.tag === 'circle') {
      const c = apply(own, Number(node.attrs?.cx ?? 0), Number(node.attrs?.cy ?? 0));
      far = Math.max(far, Math.hypot(c.x - centre.x, c.y - centre.y) + Number(node.attrs?.r ?? 0) * Math.hypot(own[0], own[1]));
    } else
      for (const p of localPoints(node)) {
        const q = apply(own, p.x, p.y);
        far = Math.max(far, Math.hypot(q.x - centre.x, q.y - centre.y));
      }
    for (const child of node.children ?? []) visit(child, own);
  };
  for (const node of nodes) visit(node, matrix);
  return far;
}

/** Groups carrying an attribute (data-landmark, data-name, data-prop), each with its box on the page. */
export function taggedBounds(nodes: SvgNode[], attr: string): { value: string; node: SvgNode; box: Box; matrix: Matrix }[] {
  const out: { value: string; node: SvgNode; box: Box; matrix: Matrix }[] = [];
  const visit = (node: SvgNode, m: Matrix): void => {
    const own = multiply(m, parseTransform(node.attrs?.transform as string | undefined));
    const value = node.attrs?.[attr];
    if (value !== undefined) {
      const box = boundsOf(node.children ?? [], own, { skipTones: true });
      if (box) out.push({ value: String(value), node, box, matrix: m });
      return;
    }
    for (const child of node.children ?? []) visit(child, own);
  };
  for (const node of nodes) visit(node, IDENTITY);
  return out;
}

export const overlaps = (a: Box, b: Box, pad = 0): boolean => a.x0 < b.x1 + pad && b.x0 < a.x1 + pad && a.y0 < b.y1 + pad && b.y0 < a.y1 + pad;
export const insideFrame = (a: Box, width: number, height: number, margin: number): boolean =>
  a.x0 >= margin - 0.5 && a.y0 >= margin - 0.5 && a.x1 <= width - margin + 0.5 && a.y1 <= height - margin + 0.5;
export const distanceToBox = (p: Point, b: Box): number => Math.hypot(Math.max(b.x0 - p.x, 0, p.x - b.x1), Math.max(b.y0 - p.y, 0, p.y - b.y1));
export const centreOf = (b: Box): Point => ({ x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 });

/** Parts (data-part) inside tagged groups (data-name): each part's box on the page, with the group's value. */
export function partsWithin(nodes: SvgNode[], outer: string, part: string): { value: string; box: Box }[] {
  const out: { value: string; box: Box }[] = [];
  const visit = (node: SvgNode, m: Matrix, owner?: string): void => {
    const own = multiply(m, parseTransform(node.attrs?.transform as string | undefined));
    const name = node.attrs?.[outer] !== undefined ? String(node.attrs[outer]) : owner;
    if (name !== undefined && node.attrs?.['data-part'] === part) {
      const box = boundsOf(node.children ?? [], own, { skipTones: true });
      if (box) out.push({ value: name, box });
      return;
    }
    for (const child of node.children ?? []) visit(child, own, name);
  };
  for (const node of nodes) visit(node, IDENTITY);
  return out;
}
