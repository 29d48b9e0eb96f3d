import type { StoryChunk, StoryRequest, StoryTextProvider } from './types';

/**
 * The embedded story writer, used when no story model is configured: the offline writer
 * (@bedtime/story-writer) has told the plan from authored scenes while the request was prepared
 * (a few milliseconds); this streams it paragraph by paragraph as a model would.
 */
export class EmbeddedStoryWriter implements StoryTextProvider {
  readonly name = 'embedded-writer';
  readonly writesReviewedText = true;

  async *write(request: StoryRequest, options: { signal?: AbortSignal } = {}): AsyncIterable<StoryChunk> {
    options.signal?.throwIfAborted();
    yield { type: 'title', title: request.told.title };
    for (const [index, paragraph] of request.told.paragraphs.entries()) {
      options.signal?.throwIfAborted();
      yield { type: 'text', text: index === 0 ? paragraph : `\n\n${paragraph}` };
    }
  }
}
