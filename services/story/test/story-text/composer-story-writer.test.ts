import { describe, expect, it } from 'vitest';
import { ComposerStoryWriter } from '../../src/providers/story-text/composer-story-writer';
import { composeStory } from '../../src/providers/story-text/composer/compose-story';
import { collectStory, type StoryChunk, type StoryRequest } from '../../src/providers/story-text/types';

const request: StoryRequest = { age: 7, gender: 'other', interests: ['Music', 'Animals'], style: 'gentle', lesson: 'be patient', plotTwists: ['a piano falls from the sky'], seed: 77 };

describe('embedded composer as a story text provider', () => {
  it('streams the title once, first, then paragraphs that join into the story', async () => {
    const chunks: StoryChunk[] = [];
    for await (const chunk of new ComposerStoryWriter().write(request)) chunks.push(chunk);
    const story = composeStory(request);
    expect(chunks[0]).toEqual({ type: 'title', title: story.title });
    expect(chunks.filter((chunk) => chunk.type === 'title')).toHaveLength(1);
    const text = chunks.flatMap((chunk) => (chunk.type === 'text' ? [chunk.text] : [])).join('');
    expect(text).toBe(story.paragraphs.join('\n\n'));
    expect(chunks.length).toBe(story.paragraphs.length + 1);
  });

  it('collects a stream into title and content', async () => {
    const collected = await collectStory(new ComposerStoryWriter().write(request));
    expect(collected.title).toBe(composeStory(request).title);
    expect(collected.content.split('\n\n').length).toBe(composeStory(request).paragraphs.length);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const seen: StoryChunk[] = [];
    await expect(async () => {
      for await (const chunk of new ComposerStoryWriter().write(request, { signal: controller.signal })) {
        seen.push(chunk);
        if (seen.length === 2) controller.abort();
      }
    }).rejects.toThrow();
    expect(seen).toHaveLength(2);
  });
});
