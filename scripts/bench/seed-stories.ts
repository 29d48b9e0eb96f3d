import { randomUUID } from 'node:crypto';
import { writeFromWords } from '@bedtime/story-writer';
import type { Stack } from '../stack';
import { createStoryDatabase } from '../../services/story/src/data/database';
import { createStoriesRepository } from '../../services/story/src/data/stories-repository';

/**
 * Stories for one user, told by the embedded writer and written straight into the story database (the
 * generation limits and the time a generation takes are not what the benches measure). Answers the ids, newest last.
 */
export async function seedStories(stack: Pick<Stack, 'databaseUrls'>, userId: string, count: number): Promise<string[]> {
  const database = createStoryDatabase(stack.databaseUrls.story!);
  const ids: string[] = [];
  try {
    const stories = createStoriesRepository(database);
    for (let i = 0; i < count; i++) {
      const request = {
        age: 3 + (i % 9),
        gender: i % 2 ? ('girl' as const) : ('boy' as const),
        interests: ['Animals' as const],
        style: 'gentle' as const,
        lesson: 'Sharing makes play more fun',
        plotTwists: [],
        heroName: ['Ada', 'Bo', 'Cleo', 'Dev'][i % 4]!,
        seed: i + 1,
      };
      const story = writeFromWords(request);
      if (!story.ok) throw new Error('The bench lesson was refused');
      const row = await stories.insert({
        id: randomUUID(),
        userId,
        title: story.title,
        content: story.paragraphs.join('\n\n'),
        age: request.age,
        gender: request.gender,
        interests: request.interests,
        style: request.style,
        lesson: request.lesson,
        isCollaborative: false,
        plotTwists: [],
        engine: 'embedded-writer',
      });
      ids.push(row.id);
    }
  } finally {
    await database.close();
  }
  return ids;
}
