import { describe, expect, it } from 'vitest';
import { sceneLayout, type SceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { storyModels } from '../../src/providers/images/art/story-models';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { PictureAction } from '../../src/providers/images/types';
import { gridStories, lastWord } from './world-grid';

interface Case {
  id: string;
  model: SceneModel;
  layout: SceneLayout;
}

/** Actions done with someone: whoever does them turns to the other. */
const WITH_SOMEONE: PictureAction[] = ['talking', 'listening', 'giving', 'sharing', 'hugging', 'comforting', 'crying', 'waiting', 'celebrating'];
/** Actions done to a thing: the hero turns to it when it lies apart (on the ground, in the wall). */
const TO_A_THING: PictureAction[] = ['finding', 'looking'];

const STORIES = gridStories();

/** Every world's story as the product draws it, and its scenes again with the hero acting with the companion or on the thing. */
function grid(): { pages: Case[][]; staged: Case[] } {
  const pages: Case[][] = [];
  const staged: Case[] = [];
  for (const { story, companion, thing } of STORIES) {
    const cast = resolveCast(story);
    const scenes = chooseScenes(story);
    pages.push(storyModels(story, scenes, cast).map((model, i) => ({ id: `${story.id}#${i}`, model, layout: sceneLayout(model) })));
    const base = scenes[1]!;
    const hero = cast[0]!.name;
    const object = lastWord(thing);
    const cases: [PictureAction, string[], string | undefined][] = [
      ...WITH_SOMEONE.map((action): [PictureAction, string[], string | undefined] => [action, [hero, companion.name], undefined]),
      ...TO_A_THING.map((action): [PictureAction, string[], string | undefined] => [action, [hero], object]),
      ['waving', [hero], undefined],
      ['listening', [hero], undefined],
    ];
    for (const [action, who, named] of cases) {
      const model = sceneModel(
        story,
        { ...base, action, characters: who, ...(named ? { object: named, objects: [named] } : { object: undefined, objects: [] }) },
        cast,
      );
      staged.push({ id: `${story.id}/${action}/${who.join('+')}/${named ?? '-'}`, model, layout: sceneLayout(model) });
    }
  }
  return { pages, staged };
}

const { pages: PAGES, staged: STAGED } = grid();
const ALL = [...PAGES.flat(), ...STAGED];
const midX = (b: { x0: number; x1: number }) => (b.x0 + b.x1) / 2;

describe('characters turn to what they act on', () => {
  it('the hero turns three-quarters to the friend talked to, listened to, given to or comforted, and the friend to the hero', () => {
    const off: string[] = [];
    let seen = 0;
    for (const { id, model, layout } of ALL) {
      if (!WITH_SOMEONE.includes(model.action) || layout.figures.length < 2 || layout.carrier) continue;
      const hero = layout.figures[0]!;
      const partner = layout.figures.find((f) => f.name === model.partner) ?? layout.figures[1]!;
      for (const [who, other] of [[hero, partner], ...layout.figures.slice(1).map((f) => [f, hero] as const)] as const) {
        if (who.held || other.held) continue;
        const dx = midX(other.box) - midX(who.box);
        if (Math.abs(dx) < 60) continue;
        seen++;
        if (who.turn !== Math.sign(dx)) off.push(`${id}: ${who.name} (${who.kit}) turned ${who.turn}, ${other.name} is at ${Math.sign(dx)}`);
      }
    }
    expect(seen).toBeGreaterThan(1500);
    expect(off.slice(0, 10), `${off.length} of ${seen} not turned to whom they act on`).toEqual([]);
  });

  it('the hero finding or looking at a thing on the ground turns to it', () => {
    const off: string[] = [];
    let seen = 0;
    for (const { id, model, layout } of ALL) {
      if (!TO_A_THING.includes(model.action) || layout.carrier) continue;
      const thing = layout.props.find((p) => p.key && (p.placement === 'ground' || p.placement === 'scenery'));
      if (!thing) continue;
      const hero = layout.figures[0]!;
      const dx = midX(thing.box) - midX(hero.head);
      if (Math.abs(dx) < 60) continue;
      seen++;
      if (hero.turn !== Math.sign(dx)) off.push(`${id}: ${hero.name} turned ${hero.turn}, the ${thing.kit} is at ${Math.sign(dx)}`);
    }
    expect(seen).toBeGreaterThan(60);
    expect(off.slice(0, 10), `${off.length} of ${seen} turned away from the thing`).toEqual([]);
  });

  it('a robot or an alien talked with turns its face to the child, not out at the reader', () => {
    const off: string[] = [];
    let seen = 0;
    for (const { id, model, layout } of ALL) {
      if (model.action !== 'talking') continue;
      for (const f of layout.figures.slice(1)) {
        if (f.kit !== 'robot' && f.kit !== 'alien') continue;
        seen++;
        if (f.turn === 0) off.push(`${id}: ${f.name} faces out`);
      }
    }
    expect(seen).toBeGreaterThan(5);
    expect(off).toEqual([]);
  });

  it('a child asleep in bed, waving to nobody, or listening alone with nothing to listen to faces the reader', () => {
    const off: string[] = [];
    let seen = 0;
    for (const { id, model, layout } of ALL) {
      const hero = layout.figures[0]!;
      const alone = layout.figures.length === 1 && !layout.props.some((p) => p.key);
      const faceOut = model.inBed || (alone && (model.action === 'waving' || model.action === 'listening'));
      if (!faceOut || model.cast[0]!.look.kind !== 'human') continue;
      seen++;
      if (hero.turn !== 0) off.push(`${id}: ${hero.name} ${model.action} turned ${hero.turn}`);
    }
    expect(seen).toBeGreaterThan(100);
    expect(off.slice(0, 10), `${off.length} of ${seen} turned away from the reader`).toEqual([]);
  });

  it('no two pages running show the hero in the same pose turned the same way', () => {
    const off: string[] = [];
    for (const story of PAGES) {
      for (let i = 1; i < story.length; i++) {
        const [a, b] = [story[i - 1]!, story[i]!];
        if (a.model.inBed || b.model.inBed) continue;
        const [ha, hb] = [a.layout.figures[0]!, b.layout.figures[0]!];
        if (a.model.cast[0]!.pose === b.model.cast[0]!.pose && ha.turn === hb.turn)
          off.push(`${b.id}: ${a.model.action} then ${b.model.action}, ${b.model.cast[0]!.pose} turned ${hb.turn} both times`);
      }
    }
    expect(off).toEqual([]);
  });
});
