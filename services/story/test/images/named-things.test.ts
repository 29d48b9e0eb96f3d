import { describe, expect, it } from 'vitest';
import { APART_MARGIN, sceneLayout } from '../../src/providers/images/art/render-scene';
import { overlaps, partsWithin } from '../../src/providers/images/art/bounds';
import { PROPS } from '../../src/providers/images/art/props';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import type { Camera, PictureAction } from '../../src/providers/images/types';
import { seashellStory } from './plan-stories';
import { gridStories } from './world-grid';

describe("a dentist's chair", () => {
  it("draws the chair of a dentist's story as a dentist's chair: a reclined seat on its base, with the lamp, in full view", () => {
    const chair = [{ tag: 'g', attrs: { 'data-name': 'chair' }, children: PROPS['dentist chair']!.draw('#ff9e7a') }];
    for (const part of ['seat', 'base', 'lamp']) expect(partsWithin(chair, 'data-name', part).length, part).toBe(1);
    let drawn = 0;
    for (const { story, subject } of gridStories()) {
      if (subject.name !== 'the dentist') continue;
      const cast = resolveCast(story);
      const hero = cast[0]!.name;
      for (const scene of chooseScenes(story)
        .filter((s) => s.setting !== 'bedroom')
        .slice(0, 3))
        for (const action of ['looking', 'finding', 'arriving'] as PictureAction[])
          for (const camera of ['medium', 'wide'] as Camera[]) {
            const model = sceneModel(story, { ...scene, action, object: 'chair', objects: ['chair'], characters: [hero, 'the dentist'], camera }, cast);
            const label = `${story.id}#${scene.index} ${action}/${camera}`;
            expect(model.props.find((p) => p.key)?.kit, label).toBe('dentist chair');
            const layout = sceneLayout(model);
            const thing = layout.props.find((p) => p.key)!;
            drawn++;
            // Big enough to know, and never half hidden behind the dentist's legs (the child's hand may reach to it, never the head).
            const [child, ...others] = layout.figures;
            expect(thing.box.y1 - thing.box.y0, `${label}: a small stool`).toBeGreaterThan((child!.box.y1 - child!.box.y0) * 0.6);
            expect(overlaps(thing.box, child!.head, -APART_MARGIN), `${label}: the chair on ${child!.name}'s head`).toBe(false);
            for (const f of others) expect(overlaps(thing.box, f.box, -APART_MARGIN), `${label}: the chair behind ${f.name}`).toBe(false);
          }
    }
    expect(drawn).toBeGreaterThan(20);
  });

  it('keeps a chair a plain chair where there is no dentist', () => {
    const cast = resolveCast(seashellStory);
    const scene = chooseScenes(seashellStory)[1]!;
    const model = sceneModel(seashellStory, { ...scene, action: 'looking', object: 'chair', objects: ['chair'] }, cast);
    expect(model.props.find((p) => p.key)?.kit).toBe('chair');
  });
});

describe('finding something', () => {
  it('draws something where it is found when the words name nothing ("finds something"), and the finder points at it', () => {
    let found = 0;
    for (const { story } of gridStories().slice(0, 30)) {
      const cast = resolveCast(story);
      const scene = chooseScenes(story)[1]!;
      for (const who of [[cast[0]!.name], cast.slice(0, 2).map((l) => l.name)])
        for (const setting of ['stage', 'meadow', 'kitchen']) {
          const model = sceneModel(story, { ...scene, action: 'finding', object: undefined, objects: [], characters: who, setting }, cast);
          if (model.action !== 'finding') continue;
          const layout = sceneLayout(model);
          const label = `${story.id} ${who.join('+')} at the ${setting}`;
          const thing = layout.props.find((p) => p.key);
          found++;
          expect(thing, `${label}: nothing found`).toBeDefined();
          expect(thing!.placement, label).toBe('ground');
          if (layout.pointing) {
            const t = layout.pointing.target;
            expect(overlaps({ x0: t.x, y0: t.y, x1: t.x, y1: t.y }, thing!.box, 4), `${label}: pointing at empty floor`).toBe(true);
          }
        }
    }
    expect(found).toBeGreaterThan(50);
  });
});
