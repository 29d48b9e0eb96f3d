import { DEFAULT_STORY_TITLE } from '@bedtime/contracts';
import type { StoryChunk } from './types';

/** Drains a story stream into its title and full text (paragraphs separated by blank lines). */
export async function collectStory(iterable: AsyncIterable<StoryChunk>): Promise<{ title: string; content: string }> {
  let title: string | undefined;
  let content = '';
  for await (const chunk of iterable) {
    if (chunk.type === 'title') title ??= chunk.title;
    else content += chunk.text;
  }
  return { title: title ?? DEFAULT_STORY_TITLE, content: content.trim() };
}
