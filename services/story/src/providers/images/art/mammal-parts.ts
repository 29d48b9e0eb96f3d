import { mix, shade } from './color';
import { capsule, taper } from './figure-kit';
import { circle, ellipse, path, type Paint, type SvgNode } from './svg-tree';

export type Ears = 'pointy' | 'round' | 'bigRound' | 'long' | 'floppy' | 'horse' | 'elephant' | 'sheep' | 'pig';
export type Tail = 'long' | 'bushy' | 'puff' | 'curly' | 'thin' | 'tuft' | 'ringed' | 'wag' | 'horse' | 'none';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });
const INNER_EAR = '#f7a8b8';

/** Ears behind the head (head space: radius 60 around the origin). */
export function earsBehind(kind: Ears, body: string, accent: string): SvgNode[] {
  const nodes: SvgNode[] = [];
  for (const side of [-1, 1]) {
    const s = side;
    switch (kind) {
      case 'pointy':
        nodes.push(path(`M${s * 56} -20L${s * 50} -92Q${s * 46} -96 ${s * 40} -90L${s * 8} -54Z`, fig(body)));
        nodes.push(path(`M${s * 46} -36L${s * 45} -76L${s * 22} -54Z`, { kind: 'tone', fill: INNER_EAR, opacity: 0.85 }));
        break;
      case 'round':
        nodes.push(circle(s * 44, -44, 21, fig(body)));
        nodes.push(circle(s * 44, -44, 11, { kind: 'land', fill: mix(body, INNER_EAR, 0.45) }));
        break;
      case 'bigRound':
        nodes.push(circle(s * 52, -42, 32, fig(body)));
        nodes.push(circle(s * 52, -42, 20, { kind: 'land', fill: mix(body, INNER_EAR, 0.55) }));
        break;
      case 'long':
        nodes.push(path(capsule(s * 24, -40, s * 34, -142, 36), fig(body)));
        nodes.push(path(capsule(s * 25, -52, s * 33, -130, 16), { kind: 'land', fill: mix(body, INNER_EAR, 0.6) }));
        break;
      case 'horse':
        nodes.push(path(`M${s * 18} -52L${s * 34} -100L${s * 44} -44Z`, fig(body)));
        nodes.push(path(`M${s * 26} -56L${s * 34} -86L${s * 38} -56Z`, { kind: 'tone', fill: INNER_EAR, opacity: 0.8 }));
        break;
      case 'elephant':
        nodes.push(ellipse(s * 70, 2, 40, 50, fig(body)));
        nodes.push(ellipse(s * 72, 4, 26, 34, { kind: 'land', fill: mix(body, INNER_EAR, 0.35) }));
        break;
      case 'sheep':
        nodes.push(path(capsule(s * 48, -16, s * 86, -4, 22), fig(accent)));
        break;
      case 'pig':
        nodes.push(path(`M${s * 30} -52L${s * 58} -82L${s * 56} -34Z`, fig(body)));
        break;
      default:
        break;
    }
  }
  return nodes;
}

/** Ears that hang in front of the head. */
export function earsFront(kind: Ears, accent: string): SvgNode[] {
  if (kind !== 'floppy') return [];
  return [-1, 1].map((s) => path(`M${s * 40} -46Q${s * 74} -52 ${s * 76} -4Q${s * 78} 30 ${s * 62} 34Q${s * 50} 30 ${s * 52} 0Q${s * 52} -26 ${s * 40} -46Z`, fig(accent)));
}

/** Tails in body space, behind the body, pointing to the viewer's right. */
export function tail(kind: Tail, body: string, accent: string, belly: string): SvgNode[] {
  switch (kind) {
    case 'long':
      return [path(taper([{ x: 34, y: -26 }, { x: 110, y: -30 }, { x: 96, y: -104 }], 20, 14), fig(body))];
    case 'bushy':
      return [
        path('M26 -24C96 -6 132 -70 100 -132C90 -96 74 -64 30 -48Z', fig(body)),
        path('M100 -132C112 -116 116 -100 112 -88C104 -96 96 -104 90 -108Q96 -120 100 -132Z', { kind: 'land', fill: belly }),
      ];
    case 'ringed':
      return [
        path('M26 -24C96 -6 132 -70 100 -132C90 -96 74 -64 30 -48Z', fig(body)),
        path('M84 -40Q98 -48 104 -66L114 -60Q108 -40 90 -30Z', { kind: 'land', fill: shade(body, -0.3) }),
        path('M100 -90Q108 -104 104 -118L110 -116Q116 -100 110 -86Z', { kind: 'land', fill: shade(body, -0.3) }),
      ];
    case 'puff':
      return [circle(48, -26, 17, fig(belly))];
    case 'curly':
      return [path('M40 -40C60 -44 66 -62 54 -66C42 -70 42 -52 56 -50C70 -48 76 -64 74 -72', { kind: 'line', color: shade(body, -0.25), width: 5 })];
    case 'thin':
      return [path('M38 -20C86 -10 104 -40 90 -70C82 -86 100 -100 114 -92', { kind: 'line', color: shade(body, -0.2), width: 6 })];
    case 'tuft':
      return [
        path('M36 -24C80 -10 100 -36 96 -70', { kind: 'line', color: shade(body, -0.2), width: 7 }),
        path('M96 -70Q84 -84 92 -96Q100 -86 106 -94Q112 -80 96 -70Z', fig(accent)),
      ];
    case 'wag':
      return [path(taper([{ x: 34, y: -40 }, { x: 62, y: -70 }, { x: 58, y: -100 }], 18, 12), fig(body))];
    case 'horse':
      return [path('M34 -50C84 -46 96 -10 84 24C74 10 70 -10 52 -22C62 -6 60 10 50 22C44 2 40 -18 30 -30Z', fig(accent))];
    default:
      return [];
  }
}

export function whiskers(color: string): SvgNode[] {
  const nodes: SvgNode[] = [];
  for (const side of [-1, 1]) {
    for (const dy of [-5, 5]) {
      nodes.push(path(`M${side * 30} ${24 + dy}L${side * 62} ${20 + dy * 2.4}`, { kind: 'line', color, width: 2.2 }));
    }
  }
  return nodes;
}

/** The lion's mane: a ring of rounded locks behind the head. */
export function mane(color: string): SvgNode[] {
  const nodes: SvgNode[] = [circle(0, 4, 76, fig(color))];
  for (let k = 0; k < 14; k++) {
    const a = (k / 14) * Math.PI * 2;
    nodes.push(circle(Math.cos(a) * 76, 4 + Math.sin(a) * 76, 20, fig(color)));
  }
  nodes.push(circle(0, 4, 76, { kind: 'tone', fill: color }));
  return nodes;
}

/** The hedgehog's spines: a zigzag fan behind head and body. */
export function spines(color: string): SvgNode[] {
  const points: string[] = [];
  const count = 15;
  for (let k = 0; k <= count; k++) {
    const a = Math.PI * (0.95 + (k / count) * 1.1);
    const radius = k % 2 === 0 ? 82 : 104;
    points.push(`${Math.round(Math.cos(a) * radius)} ${Math.round(Math.sin(a) * radius * 0.95 + 20)}`);
  }
  return [path(`M-58 40L${points.join('L')}L58 40Z`, fig(color))];
}

/** A horse's or unicorn's mane along the top and one side of the head. */
export function horseMane(colors: string[]): SvgNode[] {
  const nodes: SvgNode[] = [];
  const locks: [number, number, number][] = [[-30, -62, 18], [-6, -70, 19], [20, -66, 18], [40, -52, 17], [54, -30, 16], [60, -6, 15], [58, 18, 14]];
  locks.forEach(([x, y, size], k) => nodes.push(circle(x, y, size, fig(colors[k % colors.length]!))));
  return nodes;
}

export function trunk(body: string): SvgNode[] {
  return [path(taper([{ x: 0, y: 12 }, { x: -8, y: 62 }, { x: 20, y: 78 }], 30, 16), fig(body))];
}
