import { describe, expect, it } from 'vitest';
import { composeStory, IdeasNotUnderstood } from '../../src/providers/story-text/composer/compose-story';
import { readIdea, readParentIdeas } from '../../src/providers/story-text/composer/parent-ideas';
import type { StoryRequest } from '../../src/providers/story-text/types';

const base: StoryRequest = { age: 6, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'be kind', plotTwists: [] };

describe("the composer's reading of a lesson or twist", () => {
  it('reads who is in it and what happens, in its own words', () => {
    expect(readIdea('A friendly Dragon appears!')).toEqual({ ok: true, idea: { text: 'a friendly dragon appears!', who: 'dragon', happens: 'appears' } });
    expect(readIdea('then Emma finds a shell')).toMatchObject({ ok: true, idea: { who: 'Emma' } });
  });

  it('writes look-alike and full-width letters as plain ones, never as typed', () => {
    expect(readIdea('ａ ｄｒａｇｏｎ shows up')).toMatchObject({ ok: true, idea: { text: 'a dragon shows up' } });
  });

  it('says hard words gently', () => {
    expect(readIdea('a pet that died last year')).toMatchObject({ ok: true, idea: { text: 'a pet that passed away last year' } });
  });

  it.each(['a zorblax glorps the moon', 'the boy grabs a knife', 'call 555 123 4567', 'the babysitter undresses him', 'el niño mata a su hermana', 'Kill everyone'])(
    'refuses words it does not know as child-safe: "%s"',
    (text) => {
      expect(readIdea(text).ok).toBe(false);
    },
  );

  it('names the field to change, with a suggestion that works', () => {
    expect(readParentIdeas({ lesson: 'be kind', plotTwists: ['a dragon shows up', 'a zorblax glorps'] })).toEqual({
      ok: false,
      field: 'plotTwists',
      index: 1,
      message: 'We couldn\'t fit plot twist 2 into the story: please say in everyday words who appears or what happens. Try a twist like "the moon loses its glow" or "a friendly robot joins in".',
    });
    expect(readParentIdeas({ lesson: 'glorp the zorblax', plotTwists: [] })).toMatchObject({ ok: false, field: 'lesson', message: expect.stringContaining('Try a lesson like') });
  });

  it('never writes a story from words it does not understand', () => {
    expect(() => composeStory({ ...base, plotTwists: ['a zorblax glorps the moon'], seed: 3 })).toThrow(IdeasNotUnderstood);
    const story = composeStory({ ...base, plotTwists: ['ａ ｄｒａｇｏｎ shows up'], seed: 3 }).paragraphs.join(' ');
    expect(story.toLowerCase()).toContain('a dragon showed up');
    expect(story).not.toContain('ｄｒａｇｏｎ');
  });
});
