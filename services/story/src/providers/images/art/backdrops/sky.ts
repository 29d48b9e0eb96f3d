import type { TimeOfDay } from '../../types';
import { styled } from '../color';
import { r } from '../random';
import { circle, path, shape, type SvgNode } from '../svg-tree';
import { cloud, deco, H, linear, radial, starShape, W, type BackdropContext } from './scenery';

const SKY: Record<TimeOfDay, [string, string, string]> = {
  morning: ['#8ccbf2', '#c9e6f7', '#ffe0c2'],
  day: ['#5db6ee', '#9ed6f6', '#dff3ff'],
  sunset: ['#5a5aa8', '#ee8a86', '#ffca7a'],
  night: ['#161c46', '#27306a', '#44508f'],
};

export interface Sky {
  nodes: SvgNode[];
  defs: SvgNode[];
}

/** The sky over an outdoor scene down to the horizon, with the sun, the moon and stars in their places. */
export function sky(ctx: BackdropContext, horizon: number, options: { clouds?: boolean } = {}): Sky {
  const [top, middle, bottom] = SKY[ctx.time].map((hex) => styled(hex, ctx.style)) as [string, string, string];
  const id = ctx.id('sky');
  const glow = ctx.id('glow');
  const defs: SvgNode[] = [
    linear(id, [
      [0, top],
      [(horizon / H) * 0.6, middle],
      [horizon / H, bottom],
      [1, bottom],
    ]),
    radial(glow, [
      [0, '#fff6c8', 0.9],
      [0.45, '#fff2b0', 0.35],
      [1, '#fff2b0', 0],
    ]),
  ];
  const nodes: SvgNode[] = [shape('rect', { x: 0, y: 0, width: W, height: H }, { kind: 'sky', fill: `url(#${id})` })];
  const { rng } = ctx;
  const left = rng.chance(0.5);
  const sx = left ? rng.range(150, 260) : rng.range(760, 880);

  switch (ctx.time) {
    case 'night': {
      for (let k = 0; k < 70; k++) {
        nodes.push(circle(rng.range(0, W), rng.range(0, horizon - 20), rng.range(0.8, 2.2), { kind: 'tone', fill: '#fff8dc', opacity: rng.range(0.5, 1) }));
      }
      for (let k = 0; k < 9; k++) {
        const x = rng.range(30, W - 30);
        if (Math.abs(x - sx) < 80) continue;
        nodes.push(deco('star', starShape(x, rng.range(30, horizon * 0.6), rng.range(7, 12), rng.range(3, 5), '#ffe98a')));
      }
      nodes.push(shape('rect', { x: r(sx - 110), y: 0, width: 220, height: 220 }, { kind: 'tone', fill: `url(#${glow})` }));
      nodes.push(crescent(sx, 100, 52, '#fff1b3'));
      nodes.push(circle(sx - 20, 88, 6, { kind: 'tone', fill: '#f1dc8a', opacity: 0.7 }));
      nodes.push(circle(sx - 10, 118, 4, { kind: 'tone', fill: '#f1dc8a', opacity: 0.7 }));
      break;
    }
    case 'sunset': {
      const y = horizon - 30;
      nodes.push(shape('rect', { x: r(sx - 200), y: r(y - 200), width: 400, height: 400 }, { kind: 'tone', fill: `url(#${glow})` }));
      nodes.push(circle(sx, y, 70, { kind: 'figure', fill: styled('#ffb04a', ctx.style) }));
      nodes.push(circle(sx, y, 70, { kind: 'tone', fill: '#ffd07a', opacity: 0.5 }));
      break;
    }
    default: {
      const y = ctx.time === 'morning' ? horizon * 0.55 : 95;
      const sun: SvgNode[] = [shape('rect', { x: r(sx - 140), y: r(y - 140), width: 280, height: 280 }, { kind: 'tone', fill: `url(#${glow})` })];
      for (let k = 0; k < 12; k++) {
        const a = (k / 12) * Math.PI * 2;
        sun.push(
          path(`M${r(sx + Math.cos(a) * 62)} ${r(y + Math.sin(a) * 62)}L${r(sx + Math.cos(a) * 84)} ${r(y + Math.sin(a) * 84)}`, {
            kind: 'glint',
            color: '#ffd95a',
            width: 6,
            opacity: 0.8,
          }),
        );
      }
      sun.push(circle(sx, y, 48, { kind: 'figure', fill: '#ffd54f' }));
      sun.push(circle(sx - 12, y - 12, 18, { kind: 'tone', fill: '#fff3b0', opacity: 0.6 }));
      // The sun is a landmark: the layout keeps it whole and off everyone's head.
      nodes.push({ tag: 'g', attrs: { 'data-landmark': 'sun' }, children: sun });
    }
  }

  if (options.clouds !== false && ctx.time !== 'night') {
    const tint = ctx.time === 'sunset' ? '#ffd9d2' : '#ffffff';
    const count = rng.int(2, 4);
    for (let k = 0; k < count; k++) {
      const x = ((k + 0.5) / count) * W + rng.range(-60, 60);
      if (Math.abs(x - sx) < 120) continue;
      nodes.push(cloud(x, rng.range(80, horizon * 0.5), rng.range(50, 80), tint));
    }
  } else if (options.clouds !== false) {
    nodes.push(cloud(left ? 760 : 240, 110, 60, styled('#3e4a86', ctx.style)));
  }
  return { nodes, defs };
}

/** A crescent moon: the part of one circle not covered by a second, offset one. */
export function crescent(x: number, y: number, radius: number, fill: string): SvgNode {
  const d = radius * 0.5;
  const inner = radius * 0.86;
  const a = (radius * radius - inner * inner + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, radius * radius - a * a));
  const tilt = (-35 * Math.PI) / 180;
  const rot = (px: number, py: number): string => `${r(x + px * Math.cos(tilt) - py * Math.sin(tilt))} ${r(y + px * Math.sin(tilt) + py * Math.cos(tilt))}`;
  return path(`M${rot(a, -h)}A${r(radius)} ${r(radius)} 0 1 0 ${rot(a, h)}A${r(inner)} ${r(inner)} 0 0 1 ${rot(a, -h)}Z`, { kind: 'figure', fill });
}
