export { collectStory } from './collect-story';
import { composeStory } from './composer/compose-story';
import { readParentIdeas } from './composer/parent-ideas';
import type { IdeasCheck, StoryChunk, StoryRequest, StoryTextProvider } from './types';

/**
 * The embedded story engine, used when no story model is configured. It composes the whole story
 * up front (about a millisecond) and streams it paragraph by paragraph like a model would.
 */
export class ComposerStoryWriter implements StoryTextProvider {
  readonly name = 'embedded-composer';

  /** The composer writes only what it can read into its own vocabulary; anything else is refused up front. */
  understand(request: Pick<StoryRequest, 'lesson' | 'plotTwists' | 'heroName'>): IdeasCheck {
    const ideas = readParentIdeas(request);
    return ideas.ok ? { ok: true } : ideas;
  }

  async *write(request: StoryRequest, options: { signal?: AbortSignal } = {}): AsyncIterable<StoryChunk> {
    options.signal?.throwIfAborted();
    const story = composeStory(request);
    yield { type: 'title', title: story.title };
    for (const [index, paragraph] of story.paragraphs.entries()) {
      options.signal?.throwIfAborted();
      yield { type: 'text', text: index === 0 ? paragraph : `\n\n${paragraph}` };
    }
  }
}
