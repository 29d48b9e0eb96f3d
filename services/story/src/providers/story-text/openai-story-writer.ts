import OpenAI from 'openai';
import { samplingFor } from '../openai-models';
import { buildStoryMessages } from './story-prompt';
import { TitleStreamParser } from './title-stream-parser';
import type { StoryChunk, StoryRequest, StoryTextProvider } from './types';

export interface OpenAIStoryWriterOptions {
  baseURL?: string;
  apiKey: string;
  model: string;
  /** Per-request timeout; the product rules allow about 30 s for story creation. */
  timeoutMs?: number;
}

/** Story text from any OpenAI-compatible chat API, streamed and parsed as it arrives. */
export class OpenAIStoryWriter implements StoryTextProvider {
  readonly name = 'openai-compatible';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAIStoryWriterOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 60_000, maxRetries: 1 });
  }

  async *write(request: StoryRequest, options: { signal?: AbortSignal } = {}): AsyncIterable<StoryChunk> {
    const stream = await this.client.chat.completions.create(
      { model: this.options.model, stream: true, ...samplingFor(this.options.model, 0.9), messages: buildStoryMessages(request) },
      options.signal ? { signal: options.signal } : {},
    );
    const parser = new TitleStreamParser();
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield* parser.push(delta);
    }
    yield* parser.end();
  }
}
