import {
  DEFAULT_STORY_TITLE,
  generateStoryResponseSchema,
  type GenerateStoryRequest,
  type GenerateStoryResponse,
  type GenerationStage,
} from '@bedtime/contracts';
import { apiRequest } from '@bedtime/web-kit';
import { createSseParser, type SseEvent } from '../lib/sse-parser';
import { GENERATION_FAILED_MESSAGE, GenerationError } from '../lib/generation-errors';
import { isGenerationStage } from '../lib/generation-stages';

export interface GeneratedStory {
  id: string;
  title: string;
  story: string;
  /** How the lesson was read, when that is worth saying ("We told this as a story about sharing."). */
  note?: string;
}

export interface GenerationListener {
  onStage?: (stage: GenerationStage) => void;
  onTitle?: (title: string) => void;
  onDelta?: (text: string) => void;
}

function finish(response: GenerateStoryResponse): GeneratedStory {
  if (!response.success || !response.story || !response.id) {
    throw new GenerationError(response.error || GENERATION_FAILED_MESSAGE);
  }
  return { id: response.id, story: response.story, title: response.title || DEFAULT_STORY_TITLE, ...(response.note ? { note: response.note } : {}) };
}

function parseData(event: SseEvent): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(event.data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Applies one event; returns the finished story on `done`, throws on `error`. */
function handleEvent(event: SseEvent, listener: GenerationListener): GeneratedStory | undefined {
  const data = parseData(event);
  switch (event.event) {
    case 'stage': {
      if (isGenerationStage(data.stage)) listener.onStage?.(data.stage);
      return undefined;
    }
    case 'title': {
      const title = asString(data.title);
      if (title) listener.onTitle?.(title);
      return undefined;
    }
    case 'delta': {
      const text = asString(data.text);
      if (text) listener.onDelta?.(text);
      return undefined;
    }
    case 'done':
      return finish(generateStoryResponseSchema.parse(data));
    case 'error':
      throw new GenerationError(asString(data.error) || GENERATION_FAILED_MESSAGE);
    default:
      return undefined;
  }
}

/**
 * POST /api/generate-story asking for server-sent events, so the story text can be shown while it is
 * written. A server that answers with plain JSON instead is handled too.
 */
export async function generateStory(request: GenerateStoryRequest, listener: GenerationListener, signal?: AbortSignal): Promise<GeneratedStory> {
  const response = await apiRequest('POST', '/api/generate-story', request, {
    signal,
    headers: { Accept: 'text/event-stream' },
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream') || !response.body) {
    return finish(generateStoryResponseSchema.parse(await response.json()));
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of parser.push(value)) {
        const result = handleEvent(event, listener);
        if (result) return result;
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  throw new GenerationError(GENERATION_FAILED_MESSAGE);
}
