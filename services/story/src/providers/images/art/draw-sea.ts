import { mix, shade } from './color';
import { capsule, cheeks, eyes, mouth, taper, type Expression, type Figure } from './figure-kit';
import type { CreatureLook } from './look';
import { circle, ellipse, path, place, type Paint, type SvgNode } from './svg-tree';

const fig = (fill: string): Paint => ({ kind: 'figure', fill });

/** Sea creatures, drawn swimming: their lowest point sits a little above (0,0). */
export function drawSeaCreature(look: CreatureLook, expression: Expression): Figure {
  const body = look.body.hex;
  const belly = look.belly.hex;
  const fin = shade(body, -0.1);
  const nodes: SvgNode[] = [];
  switch (look.species) {
    case 'fish': {
      nodes.push(path('M-52 -84L-112 -124Q-100 -84 -112 -40Z', fig(fin)));
      nodes.push(path('M-20 -118Q10 -160 40 -116Z', fig(fin)));
      nodes.push(ellipse(0, -82, 74, 50, fig(body)));
      nodes.push(path('M-30 -60Q10 -40 50 -62Q30 -36 0 -36Q-22 -38 -30 -60Z', { kind: 'land', fill: belly }));
      for (const x of [-34, -12, 10]) nodes.push(path(`M${x} -112Q${x + 14} -92 ${x} -72`, { kind: 'line', color: shade(body, -0.18), width: 2.4 }));
      nodes.push(path('M4 -84Q24 -74 14 -58Q0 -70 4 -84Z', fig(fin)));
      nodes.push(place(40, -92, 1, [...eyes(0, 0, 10, expression).slice(0, 3), ...cheeks(14, 16, 7).slice(1)]));
      nodes.push(path(expression === 'joy' ? 'M46 -66Q58 -56 68 -70Z' : 'M48 -68Q58 -60 66 -70', expression === 'joy' ? fig('#9c3a46') : { kind: 'line', width: 3 }));
      return { nodes, top: -160, halfWidth: 120, hand: { x: 70, y: -70 } };
    }
    case 'dolphin':
    case 'whale': {
      const whale = look.species === 'whale';
      nodes.push(path(whale ? 'M-70 -90Q-130 -150 -150 -130Q-140 -110 -120 -104Q-146 -90 -136 -66Q-110 -74 -66 -70Z' : 'M-80 -96Q-120 -136 -140 -120Q-126 -100 -112 -96Q-130 -80 -118 -62Q-100 -74 -76 -80Z', fig(fin)));
      nodes.push(path(whale ? 'M-90 -80C-90 -170 90 -176 104 -90C110 -40 60 -30 0 -30C-60 -30 -90 -40 -90 -80Z' : 'M-96 -92C-60 -150 60 -150 92 -96L128 -92Q132 -80 118 -76L88 -74C60 -40 -50 -40 -96 -92Z', fig(body)));
      nodes.push(path(whale ? 'M-80 -64C-40 -30 60 -30 100 -64C90 -40 60 -32 0 -32C-50 -32 -76 -44 -80 -64Z' : 'M-80 -80C-40 -54 40 -54 86 -76C60 -48 -40 -46 -80 -80Z', { kind: 'land', fill: belly }));
      if (!whale) nodes.push(path('M-10 -134Q0 -170 24 -168Q10 -150 18 -130Z', fig(fin)));
      nodes.push(path(capsule(-4, -72, -30, -50, 20), fig(fin)));
      nodes.push(place(whale ? 48 : 52, whale ? -104 : -104, 1, eyes(0, 0, 9, expression).slice(0, 3)));
      nodes.push(ellipse(whale ? 64 : 72, whale ? -86 : -88, 9, 6, { kind: 'tone', fill: '#ff8fa3', opacity: 0.5 }));
      nodes.push(path(whale ? 'M60 -66Q80 -60 94 -72' : 'M96 -80Q104 -74 112 -80', { kind: 'line', width: 3 }));
      if (whale) nodes.push(path('M20 -166Q10 -200 -8 -206M20 -166Q20 -204 26 -214M20 -166Q34 -200 50 -204', { kind: 'line', color: '#8fd3f4', width: 5 }));
      return { nodes, top: whale ? -220 : -170, halfWidth: 150, hand: { x: 80, y: -60 } };
    }
    case 'octopus': {
      for (let k = 0; k < 6; k++) {
        const x = -50 + k * 20;
        const dir = k < 3 ? -1 : 1;
        nodes.push(path(taper([{ x, y: -70 }, { x: x + dir * 30, y: -20 }, { x: x + dir * 14, y: -6 }], 24, 10), fig(k % 2 ? shade(body, -0.05) : body)));
      }
      nodes.push(path('M-62 -66C-70 -180 70 -180 62 -66Q0 -48 -62 -66Z', fig(body)));
      for (const [x, y, s] of [[-30, -150, 7], [20, -158, 5], [42, -130, 6]] as const) nodes.push(circle(x, y, s, { kind: 'land', fill: mix(body, '#ffffff', 0.35) }));
      nodes.push(...eyes(22, -106, 10, expression));
      nodes.push(...cheeks(40, -84, 9));
      nodes.push(...mouth(-84, 18, expression));
      return { nodes, top: -180, halfWidth: 100, hand: { x: 70, y: -30 } };
    }
    case 'seahorse': {
      nodes.push(path('M-6 -40C-30 -40 -34 -10 -10 -8C6 -8 8 -24 -4 -26', { kind: 'line', color: shade(body, -0.1), width: 14 }));
      nodes.push(path('M-20 -200C20 -214 50 -180 34 -150C20 -120 40 -100 30 -70C22 -40 -10 -30 -14 -50C-20 -80 -6 -100 -20 -130C-30 -150 -44 -160 -20 -200Z', fig(body)));
      nodes.push(path('M28 -190L76 -180Q78 -166 64 -166L30 -168Z', fig(body)));
      nodes.push(path('M-28 -150L-52 -140L-46 -120L-26 -124Z', fig(fin)));
      for (const y of [-140, -115, -90, -65]) nodes.push(path(`M${-8} ${y}Q${10} ${y + 6} ${24} ${y - 2}`, { kind: 'line', color: shade(body, -0.2), width: 2.4 }));
      nodes.push(place(14, -186, 1, eyes(0, 0, 8, expression).slice(0, 3)));
      return { nodes, top: -214, halfWidth: 80, hand: { x: 40, y: -100 } };
    }
    default: {
      for (const side of [-1, 1]) {
        for (const k of [0, 1, 2]) nodes.push(path(`M${side * 40} ${-36 + k * 10}L${side * (78 + k * 6)} ${-26 + k * 14}L${side * (84 + k * 6)} ${-2 + k * 4}`, { kind: 'line', color: shade(body, -0.15), width: 6 }));
        nodes.push(path(capsule(side * 50, -66, side * 86, -120, 16), fig(body)));
        nodes.push(path(`M${side * 86} -120C${side * 60} -130 ${side * 66} -176 ${side * 96} -170C${side * 112} -166 ${side * 120} -150 ${side * 112} -138L${side * 92} -146Q${side * 104} -130 ${side * 86} -120Z`, fig(body)));
        nodes.push(path(capsule(side * 18, -74, side * 26, -116, 10), fig(body)));
        nodes.push(circle(side * 26, -124, 16, { kind: 'figure', fill: '#fbfaf5' }));
      }
      nodes.push(ellipse(0, -50, 70, 42, fig(body)));
      nodes.push(place(0, -124, 1, eyes(26, 0, 8, expression)));
      nodes.push(...cheeks(40, -42, 9));
      nodes.push(...mouth(-42, 22, expression));
      return { nodes, top: -180, halfWidth: 130, hand: { x: 96, y: -150 } };
    }
  }
}
