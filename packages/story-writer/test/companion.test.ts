// "Another adventure with Pip": a story told with the companion an earlier plan named keeps that friend.
import { describe, expect, it } from 'vitest';
import { writeStory } from '../src/write/compose';

const lesson = { themeId: 'kindness', label: 'being kind', confident: true } as const;
const base = { age: 6, gender: 'girl', style: 'gentle', lesson, twists: [], heroName: 'Mia' } as const;

describe('a kept companion', () => {
  it('comes back by name and species, in its own world when the interests still include it', () => {
    const first = writeStory({ ...base, interests: ['Ocean & Sea Life'], seed: 7 });
    const friend = first.plan.cast.find((member) => member.role === 'companion')!;
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = writeStory({ ...base, interests: ['Ocean & Sea Life', 'Dinosaurs'], seed, companion: { name: friend.name, species: friend.species } });
      expect(next.plan.cast.find((member) => member.role === 'companion')).toMatchObject({ name: friend.name, species: friend.species });
      expect(next.plan.world).toBe('Ocean & Sea Life');
      expect(next.paragraphs.join(' ')).toContain(friend.name);
    }
  });

  it('comes along into another world when the parent chose other interests, and is left out when no longer written', () => {
    const first = writeStory({ ...base, interests: ['Ocean & Sea Life'], seed: 7 });
    const friend = first.plan.cast.find((member) => member.role === 'companion')!;
    const elsewhere = writeStory({ ...base, interests: ['Space & Stars'], seed: 3, companion: { name: friend.name, species: friend.species } });
    expect(elsewhere.plan.world).toBe('Space & Stars');
    expect(elsewhere.plan.cast.find((member) => member.role === 'companion')?.name).toBe(friend.name);
    const unknown = writeStory({ ...base, interests: ['Space & Stars'], seed: 3, companion: { name: 'Nobody', species: 'unicorn' } });
    const plain = writeStory({ ...base, interests: ['Space & Stars'], seed: 3 });
    expect(unknown.paragraphs).toEqual(plain.paragraphs);
  });
});

describe("a companion's voice", () => {
  it('is a sound that reads with or without words after it ("Zorva hummed in surprise", never "remarked very softly")', async () => {
    const { WORLDS } = await import('../src/scenes/index');
    // verbs that need the words they report: "Zorva remarked very softly." says nothing
    const needWords = new Set([
      'remarked',
      'observed',
      'announced',
      'said',
      'asked',
      'replied',
      'added',
      'explained',
      'declared',
      'stated',
      'noted',
      'commented',
    ]);
    const wordy = WORLDS.flatMap((world) =>
      world.companions.filter((companion) => needWords.has(companion.says)).map((companion) => `${companion.name}: ${companion.says}`),
    );
    expect(wordy).toEqual([]);
  });
});
