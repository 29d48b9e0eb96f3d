import { narrationResponseSchema, narrationSegmentSchema, type NarrationPreference, type NarrationResponse, type NarrationSegment } from '@bedtime/contracts';
import { ApiError, STORIES_QUERY_KEY, apiRequest } from '@bedtime/web-kit';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { NARRATION_TIMEOUT_MS } from '../lib/narration-errors';

/** A segment ready to play: its audio as a Blob, so the audio element can load it from an object URL. */
export interface PlayableSegment extends Omit<NarrationSegment, 'audio'> {
  audio: Blob;
}

function decodeSegment({ audio, ...segment }: NarrationSegment): PlayableSegment {
  const binary = atob(audio);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { ...segment, audio: new Blob([bytes], { type: segment.mimeType }) };
}

/** An `error` event mid-stream is the audio service failing after it had started: a 502 in the client's terms. */
function streamFailure(data: string): ApiError {
  return new ApiError(502, data);
}

/**
 * GET /api/stories/{id}/narration as server-sent events: `onSegment` gets each sentence as soon as it is
 * synthesised (a never-narrated story starts playing after its first sentence instead of after all of them),
 * and the promise resolves with the whole narration (its cached file and full word timeline). A narration
 * made before comes back at once as just that.
 */
export async function streamNarration(
  storyId: string,
  { onSegment, signal, narrator }: { onSegment: (segment: PlayableSegment) => void; signal?: AbortSignal; narrator?: NarrationPreference },
): Promise<NarrationResponse> {
  // Without a narrator, the service uses the account's saved one.
  const query = narrator ? `?${new URLSearchParams({ voice: narrator.voice, speed: String(narrator.speed) })}` : '';
  const response = await apiRequest('GET', `/api/stories/${encodeURIComponent(storyId)}/narration${query}`, undefined, {
    timeoutMs: NARRATION_TIMEOUT_MS,
    signal,
    headers: { Accept: 'text/event-stream' },
  });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    return narrationResponseSchema.parse(await response.json());
  }
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await events.read();
      if (done) break;
      if (value.event === 'segment') onSegment(decodeSegment(narrationSegmentSchema.parse(JSON.parse(value.data))));
      else if (value.event === 'done') return narrationResponseSchema.parse(JSON.parse(value.data));
      else if (value.event === 'error') throw streamFailure(value.data);
    }
  } finally {
    events.cancel().catch(() => undefined);
  }
  // The connection closed before `done`: the narration was not finished.
  throw streamFailure('{"message":"The narration stream ended early."}');
}

/** Where a finished narration is kept for the page's later plays (under the stories key, like the story's other data), per narrator and pace. */
export const narrationQueryKey = (storyId: string, narrator?: NarrationPreference) =>
  [...STORIES_QUERY_KEY, storyId, 'narration', narrator?.voice ?? 'saved', narrator?.speed ?? 'saved'] as const;
