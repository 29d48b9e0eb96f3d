import { writeFromWords, type WordsRequest } from '@bedtime/story-writer';
import type { StoryForArt } from '../../../src/providers/images/types';

/** A story the writer tells from a wish typed as a parent types it, as the picture engine receives it. */
export function writerStory(wish: WordsRequest, id: string): StoryForArt {
  const told = writeFromWords(wish);
  if (!told.ok) throw new Error(`the writer refused ${wish.lesson}`);
  return {
    id,
    title: told.title,
    content: told.paragraphs.join('\n\n'),
    age: wish.age,
    gender: wish.gender,
    interests: [...wish.interests],
    style: wish.style,
    plan: told.plan,
  };
}
