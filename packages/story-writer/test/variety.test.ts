// Stock paragraphs a family would notice: the same closing, wind-down, race or arrival in two of the
// stories a child hears, even with other names and wordings filled in. Stories are told one after another
// with the fingerprints of the earlier ones, as the story service tells a family's stories.
import { describe, expect, it } from 'vitest';
import { THEMES_BY_ID } from '../src/catalogue/themes';
import { writeStory, type WriteRequest, type WrittenStory } from '../src/write/compose';
import { GOODBYES, QUIET_GOODBYES, VISIT_GOODBYE } from '../src/write/bridges';
import { writeFromWords } from '../src/write/from-words';
import { BLIND_GRID } from './blind-grid';
import { gridRequests } from './grid';

const LESSON = new Set(['problem', 'choice', 'consequence', 'inner', 'better']);

function asAFamily(requests: readonly WriteRequest[]): WrittenStory[] {
  const heard = new Set<string>();
  return requests.map((request) => {
    const story = writeStory({ ...request, avoid: heard });
    for (const told of story.plan.heard ?? []) heard.add(told);
    return story;
  });
}

/** Runs of four words: two paragraphs are the same paragraph when half the shorter one's runs are the other's. */
function runs(paragraph: string): Set<string> {
  const words = paragraph
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .split(' ');
  return new Set(words.slice(3).map((_, index) => words.slice(index, index + 4).join(' ')));
}
function alike(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const run of a) if (b.has(run)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size)) >= 0.5;
}

function sharedClosings(stories: readonly WrittenStory[]): string[] {
  const last = stories.map((story) => runs(story.paragraphs.at(-1)!));
  const out: string[] = [];
  last.forEach((a, i) =>
    last.forEach((b, j) => {
      if (j > i && alike(a, b)) out.push(`${i} and ${j}: ${stories[i]!.paragraphs.at(-1)!.slice(0, 80)}`);
    }),
  );
  return out;
}

describe('no stock paragraph a family would notice twice', () => {
  it('no two of the 24-story grid share a closing paragraph', () => {
    expect(sharedClosings(asAFamily(gridRequests(24)))).toEqual([]);
  });

  it('no two of the blind-reading grid share a closing paragraph', () => {
    const heard = new Set<string>();
    const stories = BLIND_GRID.map((request) => {
      const story = writeFromWords({ ...request, avoid: heard });
      if (!story.ok) throw new Error(story.message);
      for (const told of story.plan.heard ?? []) heard.add(told);
      return story;
    });
    expect(sharedClosings(stories)).toEqual([]);
  });

  it('no paragraph of 20 words or more outside the lesson is in more than 2 of 40 stories', () => {
    const requests = gridRequests(40);
    const stories = asAFamily(requests);
    const items = stories
      .flatMap((story, index) =>
        story.paragraphs.map((paragraph, at) => ({
          index,
          paragraph,
          runs: runs(paragraph),
          beat: story.plan.scenes.find((scene) => scene.paragraph === at)?.beat ?? 'bridge',
        })),
      )
      .filter((item) => item.paragraph.split(/\s+/).length >= 20 && !LESSON.has(item.beat));
    const out: string[] = [];
    for (const item of items) {
      const inStories = new Set(items.filter((other) => alike(item.runs, other.runs)).map((other) => other.index));
      if (inStories.size > 2)
        out.push(
          `${item.beat} in stories ${[...inStories].join(', ')} (${THEMES_BY_ID.get(requests[item.index]!.lesson.themeId)!.id}): ${item.paragraph.slice(0, 80)}`,
        );
    }
    expect([...new Set(out)]).toEqual([]);
  });

  it('says goodbye to a friend who stays behind in words of its own each time (no stock "stayed behind, where he belonged")', () => {
    const tellings = [GOODBYES, QUIET_GOODBYES].flatMap((table) => [...table.young, ...table.older].map((variant) => variant.text));
    tellings.push(VISIT_GOODBYE.young, VISIT_GOODBYE.older);
    const words = (text: string): string[] =>
      text
        .toLowerCase()
        .replace(/[^\p{L}{}_]+/gu, ' ')
        .trim()
        .split(' ');
    const shared: string[] = [];
    const owner = new Map<string, number>();
    tellings.forEach((text, index) => {
      const list = words(text);
      for (let at = 0; at + 8 <= list.length; at += 1) {
        const run = list.slice(at, at + 8).join(' ');
        const first = owner.get(run);
        if (first === undefined) owner.set(run, index);
        else if (first !== index) shared.push(`"${run}" in ${first} and ${index}`);
      }
    });
    expect(shared).toEqual([]);
  });
});
