import Router from '@koa/router';
import type Koa from 'koa';
import { generateAudioRequestSchema, narrationPreferenceSchema, narrationQuerySchema, storyIdParamsSchema } from '@bedtime/contracts';
import { DomainError, parseWith, requireEntitledUser, requireUser } from '@bedtime/service-kit';
import { AUDIO_SERVICE_ISSUE, NarrationAbandoned, type Narration, type StoryNarrationPlan } from '../domain/narration';
import { clientGoneSignal } from './client-gone';
import { openEventStream, wantsEventStream } from './event-stream';

/** The client went away and the narration stopped for it: there is no one to answer. */
const unlessAbandoned = (error: unknown) => {
  if (!(error instanceof NarrationAbandoned)) throw error;
  return undefined;
};

export const NARRATION_URL_HEADER = 'X-Narration-Url';
export const NARRATION_DURATION_HEADER = 'X-Narration-Duration-Ms';

/** Read-along narration of a story, and the wizard's "turn this text into audio". */
export function narrationRoutes({ narration }: { narration: Narration }) {
  const router = new Router();

  router.get('/api/stories/:id/narration', async (ctx) => {
    const { userId } = requireEntitledUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    const asked = parseWith(narrationQuerySchema, ctx.query);
    if (asked.voice) narration.checkVoice(asked.voice);
    // What the query leaves out is the account's saved choice.
    const saved = asked.voice && asked.speed ? undefined : await narration.preferenceOf(userId);
    const voice = { voice: asked.voice ?? saved!.voice, speed: asked.speed ?? saved!.speed };
    // Refusals (unknown story, no text, unknown voice) come before any stream opens, as JSON.
    const plan = { ...(await narration.planStory(id)), owner: userId, voice };
    if (wantsEventStream(ctx)) {
      streamNarration(ctx, narration, plan);
      return;
    }
    const narrated = await narration.narratePlan(plan, ctx.state.log, undefined, { signal: clientGoneSignal(ctx) }).catch(unlessAbandoned);
    if (!narrated) return;
    const { audioUrl, durationMs, words } = narrated;
    ctx.body = { audioUrl, durationMs, words };
  });

  // The narrators on offer and the account's choice; choosing one keeps it for every later story.
  router.get('/api/narration/voices', async (ctx) => {
    const { userId } = requireUser(ctx);
    ctx.body = await narration.voices(userId);
  });

  router.put('/api/narration/preference', async (ctx) => {
    const { userId } = requireUser(ctx);
    const preference = parseWith(narrationPreferenceSchema, ctx.request.body);
    ctx.body = await narration.savePreference(userId, preference);
  });

  router.post('/api/generate-audio', async (ctx) => {
    const { userId } = requireEntitledUser(ctx);
    const { text, voice, speed } = parseWith(generateAudioRequestSchema, ctx.request.body);
    const narrated = await narration
      .narrate({ text, voice, speed, owner: userId }, ctx.state.log, undefined, { signal: clientGoneSignal(ctx) })
      .catch(unlessAbandoned);
    if (!narrated) return;
    const audio = await narration.audioOf(narrated);
    // The bytes themselves (what the wizard plays), plus where the cached copy lives for seeking and replays.
    ctx.set(NARRATION_URL_HEADER, narrated.audioUrl);
    ctx.set(NARRATION_DURATION_HEADER, String(narrated.durationMs));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = narrated.mimeType;
    ctx.body = audio;
  });

  return router;
}

/**
 * The narration as server-sent events, so a long story starts playing after its first sentence:
 * `segment` {index, charStart, charEnd, startMs, durationMs, mimeType, audio (base64, self-contained),
 * words} in order while it is synthesised, then `done` (the JSON answer), or `error` {message}.
 * A cached narration is just `done`.
 */
function streamNarration(ctx: Koa.Context, narration: Narration, plan: StoryNarrationPlan) {
  const events = openEventStream(ctx);
  const log = ctx.state.log;
  // Not awaited: Koa starts sending the stream only once this handler has returned.
  narration
    .narratePlan(plan, log, (segment) => events.send('segment', { ...segment, audio: segment.audio.toString('base64') }), { signal: events.signal })
    .then(
      ({ audioUrl, durationMs, words }) => events.send('done', { audioUrl, durationMs, words }),
      (error: unknown) => {
        if (error instanceof NarrationAbandoned) return;
        if (!(error instanceof DomainError)) log.error({ err: error }, 'narration stream failed');
        events.send('error', { message: error instanceof DomainError ? error.message : AUDIO_SERVICE_ISSUE });
      },
    )
    .finally(() => events.close());
}
