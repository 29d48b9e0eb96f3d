import { describe, expect, it } from 'vitest';
import { extractCharacters } from '../../src/providers/images/text/extract-characters';
import { describeCharacterFromText } from '../../src/providers/images/text/character-context';
import { chooseScenes, MAX_SCENES, MIN_SCENES, StoryNeedsText } from '../../src/providers/images/text/choose-scenes';
import type { StoryForArt } from '../../src/providers/images/types';
import { owlStory, pirateStory, spaceStory } from './fixtures';

const names = (story: Pick<StoryForArt, 'content'>): string[] => extractCharacters(story).map((c) => c.name);

describe('extractCharacters', () => {
  it('finds the hero first and the companion the story introduces', () => {
    expect(names(owlStory)).toEqual(['Mia', 'Luna the owl']);
    expect(names(spaceStory)).toEqual(['Leo', 'Comet']);
  });

  it('keeps a titled companion under its full name, even when later called by its short name', () => {
    expect(names(pirateStory)).toEqual(['Sam', 'Captain Whiskers']);
  });

  it('ignores words that only start sentences, days, places and exclamations', () => {
    const found = [...names(owlStory), ...names(spaceStory), ...names(pirateStory)];
    for (const word of [
      'Once',
      'Every',
      'One',
      'Suddenly',
      'Together',
      'Soon',
      'Then',
      'Finally',
      'On Monday',
      'Monday',
      'That',
      'Treasure',
      'When',
      'Whispering Woods',
      'Moonlit Meadow',
      'Coral Bay',
      'Saturn',
      'Moon',
      'Starlight Hill',
      'Moonbeam Observatory',
      'Back',
      'Using',
      'Hello',
    ]) {
      expect(found).not.toContain(word);
    }
  });

  it('returns an empty list when a story names nobody', () => {
    expect(extractCharacters({ content: 'Once upon a time a little girl went for a walk. The sun was warm. She smiled and went home to bed.' })).toEqual([]);
  });

  it('does not take a name mentioned once in passing for a character', () => {
    expect(names({ content: 'Ava played in the garden. Ava waved to a bird. A postcard from Paris lay on the mat. Ava laughed.' })).toEqual(['Ava']);
  });

  it('recognises a companion introduced as "an owl named Hoot" and "her puppy, Biscuit"', () => {
    const story = {
      content:
        'Nora lived by the sea. One day Nora met an owl named Hoot. Hoot blinked. Her puppy, Biscuit, barked at the waves. Biscuit and Hoot became friends with Nora.',
    };
    expect(names(story)).toEqual(['Nora', 'Hoot', 'Biscuit']);
  });
});

describe('chooseScenes', () => {
  it.each([
    ['a story in paragraphs', owlStory],
    ['a story with a robot companion', spaceStory],
    ['a story written as one block', pirateStory],
  ])('gives between three and six scenes in story order for %s', (_label, story) => {
    const scenes = chooseScenes(story);
    expect(scenes.length).toBeGreaterThanOrEqual(MIN_SCENES);
    expect(scenes.length).toBeLessThanOrEqual(MAX_SCENES);
    const positions = scenes.map((s) => story.content.indexOf(s.excerpt.replace(/…$/, '').slice(0, 60)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(scenes.map((s) => s.index)).toEqual(scenes.map((_, i) => i));
  });

  it('opens where the story opens and ends on the sleepy ending at night in the bedroom', () => {
    const scenes = chooseScenes(owlStory);
    expect(scenes[0]!.excerpt).toContain('Once upon a time');
    const last = scenes[scenes.length - 1]!;
    expect(last.excerpt).toContain('drifted off to sleep');
    expect(last.setting).toBe('bedroom');
    expect(last.timeOfDay).toBe('night');
  });

  it('includes the turning point where the lantern goes out', () => {
    expect(chooseScenes(owlStory).some((s) => s.excerpt.includes('Suddenly, the lantern flickered'))).toBe(true);
  });

  it('puts the hero in every scene and companions where the story has them', () => {
    const scenes = chooseScenes(owlStory);
    expect(scenes.every((s) => s.characters[0] === 'Mia')).toBe(true);
    expect(scenes.some((s) => s.characters.includes('Luna the owl'))).toBe(true);
  });

  it('detects settings, time of day and objects from the text', () => {
    const scenes = chooseScenes(owlStory);
    expect(scenes[0]!.setting).toBe('forest');
    expect(scenes.some((s) => s.objects.includes('lantern'))).toBe(true);
    const space = chooseScenes(spaceStory);
    expect(space[0]!.setting).toBe('space');
    expect(space.some((s) => s.objects.includes('telescope') || s.objects.includes('map'))).toBe(true);
    const sea = chooseScenes(pirateStory);
    expect(sea.map((s) => s.setting)).toContain('underwater');
  });

  it('refuses a story without words, and still gives three scenes for a one-line story', () => {
    expect(() => chooseScenes({ ...owlStory, content: '  \n ' })).toThrow(StoryNeedsText);
    expect(chooseScenes({ ...owlStory, content: 'Mia waved goodnight to Mia.' })).toHaveLength(3);
  });

  it('falls back to the first interest for a setting when the text names no place', () => {
    const story: StoryForArt = {
      ...owlStory,
      id: 'plain',
      interests: ['Cooking & Food'],
      content: 'Ava smiled.\n\nAva hummed a little song.\n\nAva waved goodbye.',
    };
    const scenes = chooseScenes(story);
    expect(scenes).toHaveLength(3);
    expect(scenes[0]!.setting).toBe('kitchen');
    expect(scenes[0]!.objects).toEqual(['cake']);
  });
});

describe('what the story says a character is', () => {
  it('reads "Pip, a little red fox" and "Pip was a fox", never "showed Amara a sketchbook"', () => {
    expect(describeCharacterFromText('Along came Pip, a little red fox with a white tail.', 'Pip', ['Pip']).traits.species).toBe('fox');
    expect(describeCharacterFromText('Pip was a fox who loved the moon.', 'Pip', ['Pip']).traits.species).toBe('fox');
    expect(describeCharacterFromText('Plink showed Amara a sketchbook, and Amara smiled at her.', 'Amara', ['Amara']).traits.species).toBeUndefined();
  });
});
