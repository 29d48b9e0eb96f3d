import { describe, expect, it } from 'vitest';
import { worldPictures } from '../../src/providers/images/art/backdrops/indoor';
import { renderScene } from '../../src/providers/images/art/render-scene';
import { resolveCast } from '../../src/providers/images/art/resolve-look';
import { sceneModel } from '../../src/providers/images/art/scene-model';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { gridStories } from './world-grid';

/** What a reader tells two bedrooms apart by: the bed, the window, the curtains, the wall, its picture and the night light. */
const FEATURES = ['bed', 'window', 'curtains', 'wall', 'picture', 'lights'] as const;

interface Room {
  id: string;
  world: string;
  age: number;
  features: Record<(typeof FEATURES)[number], string | undefined>;
}

function features(svg: string): Room['features'] {
  const part = (name: string) => new RegExp(`data-part="${name}-([a-z]+)"`).exec(svg)?.[1];
  return {
    bed: part('bed'),
    window: part('window'),
    curtains: part('curtains'),
    wall: part('wall'),
    picture: /data-landmark="poster-([a-z]+)"/.exec(svg)?.[1],
    lights: part('lights'),
  };
}

function rooms(): Room[] {
  const out: Room[] = [];
  for (const { story, world } of gridStories()) {
    const night = chooseScenes(story).find((s) => s.beat === 'goodnight');
    if (!night) continue;
    const model = sceneModel(story, night, resolveCast(story));
    if (!model.inBed) continue;
    const svg = renderScene(model, 'color');
    out.push({ id: story.id, world: world.interest, age: story.age, features: features(svg) });
  }
  return out;
}

const ROOMS = rooms();

describe('each goodnight bedroom its own (a blind look found one template, recoloured or mirrored)', () => {
  it('draws every feature a reader tells a room by', () => {
    expect(ROOMS.length).toBeGreaterThan(40);
    const missing = ROOMS.flatMap((room) => FEATURES.filter((f) => !room.features[f]).map((f) => `${room.id}: no ${f}`));
    expect(missing).toEqual([]);
  });

  it('gives the bedrooms of two different worlds at least three features apart', () => {
    const first = new Map<string, Room>();
    for (const room of ROOMS) if (!first.has(room.world)) first.set(room.world, room);
    const list = [...first.values()];
    expect(list.length).toBeGreaterThanOrEqual(10);
    const alike: string[] = [];
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        const differ = FEATURES.filter((f) => a.features[f] !== b.features[f]).length;
        if (differ < 3) alike.push(`${a.id} / ${b.id}: only ${differ} apart`);
      }
    expect(alike).toEqual([]);
  });

  it("hangs a picture of the story's own world on the wall (a dinosaur for Dinosaurs, a ball for Sports)", () => {
    const wrong = ROOMS.filter((room) => !worldPictures(room.world).includes(room.features.picture as never)).map(
      (room) => `${room.world}: ${room.features.picture}`,
    );
    expect(wrong).toEqual([]);
  });

  it('puts a toddler in a cot, and a bigger child never in one', () => {
    const wrong = ROOMS.filter((room) => room.age <= 3 !== (room.features.bed === 'cot')).map((room) => `${room.id} age ${room.age}: ${room.features.bed}`);
    expect(wrong).toEqual([]);
    expect(new Set(ROOMS.map((room) => room.features.bed)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(ROOMS.map((room) => room.features.window)).size).toBeGreaterThanOrEqual(3);
  });

  it("keeps one child's room the same on every page of a story that shows it (a room does not change between pages)", () => {
    const changed: string[] = [];
    let compared = 0;
    for (const { story } of gridStories()) {
      const cast = resolveCast(story);
      const night = chooseScenes(story).find((s) => s.beat === 'goodnight');
      if (!night) continue;
      // The same bed on an earlier page of the story (the writer's nights can span several pages: a bad dream, a visit).
      const inRoom = [night, { ...night, index: night.index - 2 }, { ...night, index: night.index - 3 }]
        .map((scene) => sceneModel(story, scene, cast))
        .filter((model) => model.setting === 'bedroom');
      if (inRoom.length < 2) continue;
      compared++;
      const [first, ...rest] = inRoom.map((model) => features(renderScene(model, 'color')));
      for (const other of rest)
        for (const f of ['window', 'curtains', 'wall', 'picture', 'lights'] as const)
          if (other[f] !== first![f]) changed.push(`${story.id}: ${f} ${first![f]} then ${other[f]}`);
    }
    expect(compared).toBeGreaterThan(10);
    expect(changed).toEqual([]);
  });
});
