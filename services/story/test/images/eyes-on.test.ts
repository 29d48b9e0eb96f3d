import { describe, expect, it } from 'vitest';
import { sceneLayout, type SceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { PictureAction } from '../../src/providers/images/types';
import { gridStories, lastWord } from './world-grid';

interface Case {
  id: string;
  model: SceneModel;
  layout: SceneLayout;
}

/** Every world's story with the caption verbs a blind look found drawn as posing: holding, playing with, sharing, talking. */
function grid(): Case[] {
  const out: Case[] = [];
  for (const { story, companion, thing } of gridStories()) {
    const cast = resolveCast(story);
    const base = chooseScenes(story)[1]!;
    const hero = cast[0]!.name;
    const object = lastWord(thing);
    const cases: [PictureAction, string[], string | undefined][] = [
      ['holding', [hero], object],
      ['holding', [hero, companion.name], object],
      ['playing', [hero, companion.name], object],
      ['sharing', [hero, companion.name], object],
      ['reading', [hero], 'book'],
      ['talking', [hero, companion.name], undefined],
      ['waiting', [hero, companion.name], undefined],
    ];
    for (const [action, who, named] of cases) {
      const model = sceneModel(
        story,
        { ...base, action, characters: who, ...(named ? { object: named, objects: [named] } : { object: undefined, objects: [] }) },
        cast,
      );
      out.push({ id: `${story.id}/${action}/${who.join('+')}/${named ?? '-'}`, model, layout: sceneLayout(model) });
    }
  }
  return out;
}

const GRID = grid();
const mid = (b: { x0: number; y0: number; x1: number; y1: number }) => ({ x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 });

describe('the eyes go to what the caption acts on', () => {
  it('a thing held low is looked down at, across at the side it is on', () => {
    const off: string[] = [];
    let seen = 0;
    for (const { id, model, layout } of GRID) {
      if (!['holding', 'playing', 'reading'].includes(model.action) || model.cast[0]!.look.kind !== 'human') continue;
      const thing = layout.props.find((p) => p.key && p.placement === 'hand');
      if (!thing || layout.carrier) continue;
      const hero = layout.figures[0]!;
      const eye = mid(hero.head);
      const at = mid(thing.box);
      const down = at.y - eye.y;
      if (down < (hero.head.y1 - hero.head.y0) * 0.6) continue;
      seen++;
      if ((hero.gazeDown ?? 0) < 0.5) off.push(`${id}: ${hero.name} not looking down at the ${thing.kit}`);
      else if (Math.abs(at.x - eye.x) > 40 && hero.gaze !== Math.sign(at.x - eye.x)) off.push(`${id}: ${hero.name} looks away from the ${thing.kit}`);
    }
    expect(seen).toBeGreaterThan(60);
    expect(off.slice(0, 8), `${off.length} of ${seen} not on the thing`).toEqual([]);
  });

  it('a friend with the hero looks at the hero or at the thing they share, never past them', () => {
    const off: string[] = [];
    for (const { id, model, layout } of GRID) {
      if (layout.figures.length < 2) continue;
      const hero = layout.figures[0]!;
      const thing = layout.props.find((p) => p.key && p.placement === 'hand');
      for (const f of layout.figures.slice(1)) {
        if (f.held) continue;
        const eye = mid(f.head);
        const targets = [mid(hero.head), ...(thing && model.action !== 'talking' ? [mid(thing.box)] : [])];
        const ok = targets.some((t) => Math.abs(t.x - eye.x) < 30 || f.gaze === Math.sign(t.x - eye.x));
        if (!ok) off.push(`${id}: ${f.name} looks away`);
      }
      // Talking: the two face each other.
      if (model.action === 'talking') {
        const other = layout.figures[1]!;
        if (Math.sign(mid(other.head).x - mid(hero.head).x) !== hero.gaze) off.push(`${id}: ${hero.name} not facing ${other.name}`);
      }
    }
    expect(off.slice(0, 8), `${off.length} look past`).toEqual([]);
  });
});
