import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '@bedtime/contracts';
import {
  MIN_EFFECT_GAP_WORDS,
  SOUND_EFFECT_TYPES,
  SOUND_KEYWORDS,
  createEffectCues,
  detectKeywords,
  matchKeyword,
  type KeywordDetection,
} from '../src/features/narration/lib/sound-keywords';

describe('sound-effect keywords', () => {
  it('has five categories of about twenty words, none in two categories', () => {
    expect(SOUND_EFFECT_TYPES).toEqual(['magic', 'adventure', 'happy', 'funny', 'sleepy']);
    const all = SOUND_EFFECT_TYPES.flatMap((type) => SOUND_KEYWORDS[type]);
    for (const type of SOUND_EFFECT_TYPES) expect(SOUND_KEYWORDS[type].length).toBeGreaterThanOrEqual(18);
    expect(new Set(all).size).toBe(all.length);
  });

  it('matches a keyword in its everyday forms, whatever the case', () => {
    expect(matchKeyword('Giggled')).toEqual({ type: 'funny', keyword: 'giggle' });
    expect(matchKeyword('giggling')).toEqual({ type: 'funny', keyword: 'giggle' });
    expect(matchKeyword('sparkles')).toEqual({ type: 'magic', keyword: 'sparkle' });
    expect(matchKeyword('magically')).toEqual({ type: 'magic', keyword: 'magical' });
    expect(matchKeyword('yawned')).toEqual({ type: 'sleepy', keyword: 'yawn' });
    expect(matchKeyword('napping')).toEqual({ type: 'sleepy', keyword: 'nap' });
    expect(matchKeyword('hugged')).toEqual({ type: 'happy', keyword: 'hug' });
    expect(matchKeyword('treasures')).toEqual({ type: 'adventure', keyword: 'treasure' });
    expect(matchKeyword('dreamy')).toEqual({ type: 'sleepy', keyword: 'dream' });
    expect(matchKeyword('Pip’s')).toBeNull();
  });

  it('leaves ordinary words alone', () => {
    for (const word of ['the', 'moon', 'night', 'friend', 'used', 'single', 'wander', 'bed', 'rest', 'mapleleaf']) {
      expect(matchKeyword(word)).toBeNull();
    }
  });

  it('reports each keyword with its category and the word position of the shared tokenizer', () => {
    const story = 'Luna waved her wand. The stars began to sparkle, and Pip giggled. Then everyone yawned.';
    const found = detectKeywords(tokenizeWords(story));
    expect(found).toEqual([
      { type: 'magic', wordIndex: 3, keyword: 'wand' },
      { type: 'magic', wordIndex: 8, keyword: 'sparkle' },
      { type: 'funny', wordIndex: 11, keyword: 'giggle' },
      { type: 'sleepy', wordIndex: 14, keyword: 'yawn' },
    ]);
  });
});

describe('when effects sound', () => {
  const at = (wordIndex: number, type: KeywordDetection['type'] = 'magic'): KeywordDetection => ({ type, wordIndex, keyword: 'x' });

  /** Plays words from..to one by one, returning the positions that sounded. */
  const play = (cues: ReturnType<typeof createEffectCues>, from: number, to: number) => {
    const sounded: number[] = [];
    for (let i = from; i <= to; i++) {
      const cue = cues.reach(i);
      if (cue) sounded.push(cue.wordIndex);
    }
    return sounded;
  };

  it('sounds a keyword when its word starts, only if 5 words have passed since the previous effect', () => {
    expect(MIN_EFFECT_GAP_WORDS).toBe(5);
    const cues = createEffectCues([at(2), at(4), at(7), at(13), at(17), at(18)]);
    // 4 is two words after 2: skipped; 7 is five after 2; 13 is six after 7; 17 is four after 13: skipped;
    // 18 is five after 13.
    expect(play(cues, 0, 20)).toEqual([2, 7, 13, 18]);
  });

  it('sounds at most once per word position, even when that word is reached again', () => {
    const cues = createEffectCues([at(3), at(20)]);
    expect(play(cues, 0, 10)).toEqual([3]);
    // Paused and resumed on the same word, or sought back over it: no second sound.
    expect(cues.reach(3)).toBeNull();
    expect(play(cues, 0, 25)).toEqual([20]);
  });

  it('catches a keyword passed over between two frames', () => {
    const cues = createEffectCues([at(6)]);
    expect(cues.reach(4)).toBeNull();
    expect(cues.reach(8)?.wordIndex).toBe(6);
  });

  it('after a long jump, only the word landed on counts', () => {
    const cues = createEffectCues([at(10), at(50)]);
    expect(cues.reach(0)).toBeNull();
    expect(cues.reach(49)).toBeNull();
    expect(cues.reach(50)?.wordIndex).toBe(50);
  });

  it('a new listen from the start may sound everything again', () => {
    const cues = createEffectCues([at(1), at(9)]);
    expect(play(cues, 0, 12)).toEqual([1, 9]);
    cues.reset();
    expect(play(cues, 0, 12)).toEqual([1, 9]);
  });
});
