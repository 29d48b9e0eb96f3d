import { describe, expect, it } from 'vitest';
import { renderScene, sceneLayout } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel, type SceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { overlaps } from '../../src/providers/images/art/bounds';
import type { Scene } from '../../src/providers/images/types';
import { PLANNED_STORIES, seashellStory } from './plan-stories';
import { gridStories } from './world-grid';
import { writerStory } from './helpers/writer-story';
import { drawCharacter } from '../../src/providers/images/art/draw-character';
import { renderSvg } from '../../src/providers/images/art/svg-tree';

/** A picture staged from a scene of a planned story: the action and thing the caption names. */
function staged(change: Partial<Scene>, who: string[] = ['Mia', 'Rosie']): SceneModel {
  const cast = resolveCast(seashellStory);
  const scene = chooseScenes(seashellStory)[1]!;
  return sceneModel(seashellStory, { ...scene, characters: who, camera: 'medium', ...change }, cast);
}

/** One picture of a planned story, re-staged: the caption's action, place and thing as a test needs them. */
function picture(change: Partial<SceneModel>, who: string[] = ['Mia', 'Rosie']): SceneModel {
  const cast = resolveCast(seashellStory);
  const scene = chooseScenes(seashellStory)[1]!;
  const base = sceneModel(seashellStory, { ...scene, characters: who }, cast);
  return { ...base, props: [], ...change };
}

const count = (svg: string, needle: RegExp): number => (svg.match(needle) ?? []).length;

describe('the thing the caption names, drawn once', () => {
  it('draws "the single piano" in a piano shop as one piano, not the shop\'s pianos as well', () => {
    for (const variant of [0, 1, 2, 3]) {
      const model = picture({
        setting: 'stage',
        place: 'the Old Piano Shop on Harmony Street',
        variant,
        action: 'looking',
        props: [{ noun: 'piano', kit: 'piano', placement: 'scenery', accent: '#e5484d', key: true }],
      });
      // Each piano has one white keyboard strip.
      expect(count(renderScene(model, 'color'), /<rect[^>]*fill="#fbf8f0"/g), `variant ${variant}`).toBe(1);
    }
  });
});

describe("the caption's action, acted", () => {
  it('draws someone looking around (nothing named to look at) shading the eyes, not pointing an arm at nothing', () => {
    const model = staged({ action: 'looking', object: undefined, objects: [] }, ['Mia']);
    expect(model.cast[0]!.pose).toBe('scan');
    const svg = renderScene(model, 'color');
    expect(svg).toContain('data-cue="shading-eyes"');
    // Something to look at is still pointed at or held.
    expect(staged({ action: 'looking', object: 'bucket' }, ['Mia']).cast[0]!.pose).not.toBe('scan');
  });

  it('draws a listener with a hand cupped to the ear, eyes closed and sound marks; a thing carried stays clear of the face', () => {
    for (const object of ['lantern', 'flute', undefined]) {
      const model = staged({ action: 'listening', ...(object ? { object } : {}) }, ['Mia']);
      const svg = renderScene(model, 'color');
      const layout = sceneLayout(model);
      expect(model.cast[0]!.pose).toBe('listen');
      expect(model.cast[0]!.expression, 'eyes closed to listen').toBe('sleepy');
      expect(svg, `${object}: sound marks`).toContain('data-cue="sound"');
      const hero = layout.figures[0]!;
      const face = layout.faces!.find((f) => f.name === hero.name)!;
      const faceBox = { x0: face.x - 40, y0: face.y - 40, x1: face.x + 40, y1: face.y + 40 };
      for (const prop of layout.props.filter((p) => p.placement === 'hand')) expect(overlaps(prop.box, faceBox), `${object} over the face`).toBe(false);
    }
  });
});

describe('talking', () => {
  it("turns the two to each other, opens the speaker's mouth and draws a speech mark between them", () => {
    for (const who of [
      ['Mia', 'Rosie'],
      ['Mia', 'Pinch'],
    ]) {
      const model = staged({ action: 'talking' }, who);
      const layout = sceneLayout(model);
      const [hero, partner] = layout.figures;
      expect(model.cast[0]!.expression, `${who}: open mouth`).toBe('joy');
      expect(renderScene(model, 'color'), `${who}: speech mark`).toContain('data-cue="speech"');
      const towards = Math.sign((partner!.box.x0 + partner!.box.x1) / 2 - (hero!.box.x0 + hero!.box.x1) / 2);
      expect(hero!.facing, `${who}: the speaker faces the listener`).toBe(towards);
    }
  });
});

describe('building', () => {
  it("draws what is built, a tower of blocks by the builder's hands, when the story names nothing to build", () => {
    for (const who of [['Mia'], ['Mia', 'Rosie']]) {
      const model = staged({ action: 'building', camera: 'above' }, who);
      const layout = sceneLayout(model);
      const tower = layout.props.find((p) => p.kit === 'blocks');
      expect(tower, `${who}: a tower`).toBeDefined();
      const hero = layout.figures[0]!;
      const near = Math.min(...hero.hands.map((h) => Math.hypot(h.x - (tower!.box.x0 + tower!.box.x1) / 2, h.y - (tower!.box.y0 + tower!.box.y1) / 2)));
      expect(near, `${who}: the tower is at the hands`).toBeLessThan(200);
    }
  });
});

describe('two pages of one story doing the same thing', () => {
  it('are framed and placed differently: another camera, the hero elsewhere on the page', () => {
    const stories = [...PLANNED_STORIES, ...gridStories().map((g) => g.story)];
    let pairs = 0;
    for (const story of stories) {
      const cast = resolveCast(story);
      const pages = chooseScenes(story)
        .map((scene) => ({ scene, model: sceneModel(story, scene, cast) }))
        .filter(({ model }) => model.action !== 'sleeping' && !model.inBed)
        .map((page) => ({ ...page, layout: sceneLayout(page.model) }));
      for (let i = 0; i < pages.length; i++) {
        for (let j = i + 1; j < pages.length; j++) {
          const [a, b] = [pages[i]!, pages[j]!];
          if (a.model.action !== b.model.action || a.model.mount !== undefined) continue;
          pairs++;
          const label = `${story.id} pages ${a.scene.index} and ${b.scene.index} (${a.model.action})`;
          expect(b.model.camera, `${label}: the same camera`).not.toBe(a.model.camera);
          const x = (p: typeof a): number => (p.layout.figures[0]!.box.x0 + p.layout.figures[0]!.box.x1) / 2;
          expect(Math.sign(x(a) - 512), `${label}: the hero on the same side`).not.toBe(Math.sign(x(b) - 512));
        }
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });
});

describe('playing with a thing', () => {
  it('stands the player at an instrument, facing it with the hands at it; a toy is held', () => {
    const model = staged({ action: 'playing', object: 'piano', setting: 'stage', place: 'the music school' }, ['Mia']);
    const layout = sceneLayout(model);
    const hero = layout.figures[0]!;
    const piano = layout.props.find((p) => p.kit === 'piano')!;
    expect(['run', 'cheer']).not.toContain(model.cast[0]!.pose);
    const pianoX = (piano.box.x0 + piano.box.x1) / 2;
    const heroX = (hero.box.x0 + hero.box.x1) / 2;
    expect(Math.sign(pianoX - heroX), 'the piano is where the player faces').toBe(hero.facing);
    const hand = hero.hands.find((h) => h.x >= piano.box.x0 - 20 && h.x <= piano.box.x1 + 20 && h.y >= piano.box.y0 - 20 && h.y <= piano.box.y1 + 20);
    expect(hand, 'a hand at the piano').toBeDefined();

    const toy = staged({ action: 'playing', object: 'teddy' }, ['Mia']);
    expect(toy.props[0]?.placement, 'the toy is in the hand').toBe('hand');
    expect(toy.cast[0]!.pose).toBe('hold');
  });
});

describe("a grown-up's job, shown", () => {
  it('gives the dentist a tooth badge, the doctor a stethoscope and the teacher an apple badge, drawn on them', () => {
    const wishes = [
      {
        age: 8,
        gender: 'boy' as const,
        interests: ['Sports' as const],
        style: 'educational' as const,
        lesson: 'being brave at the dentist',
        plotTwists: ['the teacher turns into a frog'],
        heroName: 'Kai',
        seed: 22,
      },
      {
        age: 6,
        gender: 'girl' as const,
        interests: ['Animals' as const],
        style: 'gentle' as const,
        lesson: 'being brave at the doctor',
        plotTwists: [],
        heroName: 'Lila',
        seed: 5,
      },
    ];
    const signs = new Map<string, string | undefined>();
    for (const wish of wishes) {
      const story = writerStory(wish, wish.heroName);
      for (const look of resolveCast(story)) {
        if (look.kind !== 'human' || !/dentist|doctor|teacher/.test(look.name)) continue;
        signs.set(look.name, look.jobSign);
        const figure = drawCharacter(look, 'relaxed', 'happy');
        expect(renderSvg({ width: 400, height: 400, nodes: figure.nodes }, { kind: 'color', ink: '#333', outline: 3 }), look.name).toContain(
          'data-part="job-sign"',
        );
      }
    }
    expect(Object.fromEntries(signs)).toEqual({ 'the dentist': 'tooth', 'the teacher': 'apple', 'the doctor': 'stethoscope' });
  });
});

describe('flying', () => {
  it('puts the flyer and whoever flies with them up in the air, arms up in front, with clouds and speed lines', () => {
    const model = staged({ action: 'flying' }, ['Mia', 'Rosie']);
    expect(model.mount).toBeUndefined();
    expect(model.cast.map((m) => m.spot)).toEqual(['air', 'air']);
    expect(model.cast.map((m) => m.pose)).toEqual(['fly', 'fly']);
    const layout = sceneLayout(model);
    for (const f of layout.figures) for (const hand of f.hands) expect(hand.y, `${f.name}'s hands up`).toBeLessThan(f.head.y1);
    expect(renderScene(model, 'color')).toContain('data-part="flight"');
  });
});

describe("a named place's kind, drawn", () => {
  it('draws a greenhouse lab as glass panes with plants, and a plain lab without them', () => {
    const svg = (place: string): string => renderScene(picture({ setting: 'lab', place }, ['Mia']), 'color');
    expect(svg('the Greenhouse Lab at the bottom of the garden')).toContain('data-room="greenhouse"');
    expect(svg('the Greenhouse Lab at the bottom of the garden')).toContain('data-room="plants"');
    expect(svg('the Science Lab')).not.toContain('data-room="greenhouse"');
  });
});
