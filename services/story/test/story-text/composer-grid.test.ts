import { describe, expect, it } from 'vitest';
import { composeStory, type ComposedStory } from '../../src/providers/story-text/composer/compose-story';
import { INTEREST_KITS } from '../../src/providers/story-text/composer/interest-kits';
import { readParentIdeas } from '../../src/providers/story-text/composer/parent-ideas';
import { planTwist } from '../../src/providers/story-text/composer/plot-twists';
import { cleanLesson } from '../../src/providers/story-text/composer/text-cleanup';
import { screenGeneratedText } from '../../src/providers/safety/screen';
import type { StoryRequest } from '../../src/providers/story-text/types';
import { label, requestGrid, wordBand, words } from './composer-fixtures';

const grid: { request: StoryRequest; story: ComposedStory; text: string }[] = requestGrid().map((request) => {
  const story = composeStory(request);
  return { request, story, text: story.paragraphs.join('\n\n') };
});

function failures(check: (entry: (typeof grid)[number]) => string | undefined): string[] {
  return grid.flatMap((entry) => {
    const problem = check(entry);
    return problem ? [`${label(entry.request)}: ${problem}`] : [];
  });
}

describe('embedded story composer, across every style, age band, gender and interest mix', () => {
  it('covers a grid of 270 requests', () => {
    expect(grid.length).toBe(270);
  });

  it('keeps each story inside the word band for the child\'s age', () => {
    expect(failures(({ request, text }) => {
      const [min, max] = wordBand(request.age);
      const count = words(text);
      return count < min || count > max ? `${count} words, wanted ${min}-${max}` : undefined;
    })).toEqual([]);
  });

  it('brings every chosen interest into the story through its own material', () => {
    expect(failures(({ request, text }) => {
      const lower = text.toLowerCase();
      for (const interest of request.interests) {
        // A marker counts in its plural too ("tunes" shows music as well as "tune").
        const found = INTEREST_KITS[interest].markers.filter((marker) => new RegExp(`\\b${marker}(?:s|es)?\\b`, 'i').test(lower));
        if (found.length < 2) return `${interest} shows only ${found.join(', ') || 'nothing'}`;
      }
      return undefined;
    })).toEqual([]);
  });

  it('names the hero throughout the story', () => {
    expect(failures(({ story, text }) => {
      const mentions = text.split(story.plan.heroName).length - 1;
      return mentions < 5 ? `hero named only ${mentions} times` : undefined;
    })).toEqual([]);
  });

  it('uses the pronouns of the chosen gender, and singular "they" with plural verbs', () => {
    expect(failures(({ request, story, text }) => {
      if (request.gender === 'girl' && /\b(he|him|his|himself)\b/i.test(text)) return 'a girl is called he';
      if (request.gender === 'boy' && /\b(she|her|hers|herself)\b/i.test(text)) return 'a boy is called she';
      if (request.gender === 'other') {
        if (/\b(he|him|his|himself|she|her|hers|herself)\b/i.test(text)) return 'gendered pronoun for other';
        const nameCount = text.split(story.plan.heroName).length - 1;
        if (!/\b(they|them|their|themselves)\b/i.test(text) && nameCount < 8) return 'neither they/them nor the name for other';
      }
      if (/\bthey (was|is|has|does)\b/i.test(text)) return 'they with a singular verb';
      return undefined;
    })).toEqual([]);
  });

  it('tells every plot twist as its own turning point, in the order the parent gave them', () => {
    expect(failures(({ request, story, text }) => {
      const lower = text.toLowerCase();
      let previous = -1;
      for (const twist of request.plotTwists) {
        // The story tells the twist as something that happened: "a dragon showed up".
        const idea = readParentIdeas({ lesson: request.lesson, plotTwists: [twist] });
        const told = idea.ok && idea.plotTwists[0] ? planTwist(idea.plotTwists[0].text, idea.plotTwists[0].who, idea.plotTwists[0].happens)?.lead : undefined;
        const phrase = (told ?? twist).toLowerCase().replace(/[.!?]+$/, '');
        const at = lower.indexOf(phrase);
        if (at < 0) return `twist "${twist}" missing`;
        if (at <= previous) return `twist "${twist}" out of order`;
        previous = at;
        const paragraph = story.paragraphs.find((candidate) => candidate.toLowerCase().includes(phrase)) ?? '';
        if (paragraph.toLowerCase().trim().endsWith(phrase + '!')) return `twist "${twist}" has no consequence`;
      }
      return undefined;
    })).toEqual([]);
  });

  it('says the parent\'s lesson plainly in the last third of the story', () => {
    expect(failures(({ request, text }) => {
      const lesson = cleanLesson(request.lesson).sentence.toLowerCase().replace(/[.!?]+$/, '');
      const at = text.toLowerCase().lastIndexOf(lesson);
      if (at < 0) return `lesson "${lesson}" missing`;
      return at < (text.length * 2) / 3 ? 'lesson only early in the story' : undefined;
    })).toEqual([]);
  });

  it('names no companion before the hero has met it', () => {
    expect(failures(({ story }) => {
      const firstScene = story.roles.indexOf('scene');
      const early = story.paragraphs.slice(0, firstScene).join(' ');
      // A name that is also a word ("Fizz and pop and bubble…", "the Magic Acorn") counts only where it stands
      // alone: not a sentence's first word, not the end of a longer name.
      const named = story.plan.companions.filter((name) => new RegExp(`(?<!(?:^|[.!?]["”]?\\s+)["“]?)(?<!\\p{Lu}[\\p{L}']*\\s)\\b${name}\\b`, 'u').test(early));
      return named.length > 0 ? `${named.join(', ')} named before the first meeting` : undefined;
    })).toEqual([]);
  });

  it('ends calm and sleepy', () => {
    expect(failures(({ story }) => {
      const ending = (story.paragraphs.at(-1) ?? '').toLowerCase();
      const calm = ['sleep', 'asleep', 'yawn', 'dream', 'blanket', 'pillow', 'goodnight', 'bed', 'night-night', 'sleepy'].filter((word) => ending.includes(word));
      return calm.length < 2 ? `ending lacks sleepy words: ${ending.slice(0, 80)}` : undefined;
    })).toEqual([]);
  });

  it('gives every story a title with the hero in it', () => {
    expect(failures(({ story }) => (story.title.length > 0 && story.title.length <= 120 && /^\p{Lu}/u.test(story.title) ? undefined : `bad title ${story.title}`))).toEqual([]);
    const withName = grid.filter(({ story }) => story.title.includes(story.plan.heroName)).length;
    expect(withName / grid.length).toBeGreaterThan(0.7);
  });

  it('never leaves template artefacts, stray spaces or broken punctuation', () => {
    const artefacts: [string, RegExp][] = [
      ['undefined/null', /\b(undefined|null|NaN)\b|\[object/],
      ['braces or brackets', /[{}[\]]/],
      ['doubled space', / {2,}/],
      ['space before punctuation', /\s[,.!?;:]/],
      ['doubled punctuation', /[,;:]{2,}|[.!?][,;:]|[,;:][.!?]|\.\.|!!|\?\?|[!?]\.|[.!?]"[.,]/],
      ['lower-case sentence start', /(?:[.!?]\s+|\."\s+)\p{Ll}/u],
    ];
    expect(failures(({ story, text, request }) => {
      for (const [name, pattern] of artefacts) {
        const match = pattern.exec(text);
        if (match) return `${name} near "${text.slice(Math.max(0, match.index - 30), match.index + 20)}"`;
      }
      const lowerStart = story.paragraphs.find((paragraph) => /^\p{Ll}/u.test(paragraph));
      if (lowerStart) return `paragraph starts lower-case: ${lowerStart.slice(0, 40)}`;
      return /[{}[\]]/.test(story.title) || story.title.includes('undefined') ? `title artefact for ${request.style}` : undefined;
    })).toEqual([]);
  });

  it('passes the child-safety screen it shares with model-written stories', () => {
    expect(failures(({ story, text }) => {
      const result = screenGeneratedText(`${story.title}\n\n${text}`);
      return result.ok ? undefined : result.reason;
    })).toEqual([]);
  });
});
