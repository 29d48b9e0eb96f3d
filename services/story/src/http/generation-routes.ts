import Router from '@koa/router';
import type Koa from 'koa';
import { generateStoryRequestSchema } from '@bedtime/contracts';
import { parseWith, requireEntitledUser } from '@bedtime/service-kit';
import {
  GENERATION_FAILED,
  type Caller,
  type GenerationEvent,
  type GenerationOutcome,
  type StoryGeneration,
  type PreparedStory,
} from '../domain/generate-story';
import { clientGoneSignal } from './client-gone';
import { openEventStream, wantsEventStream } from './event-stream';

/**
 * POST /api/generate-story. JSON by default; with `Accept: text/event-stream` the story arrives as it is
 * written (events stage, title, delta, then done or error). Refusals happen before either begins, as 400 JSON.
 */
export function generationRoutes({ generation }: { generation: StoryGeneration }) {
  const router = new Router();
  router.post('/api/generate-story', async (ctx) => {
    const { userId } = requireEntitledUser(ctx);
    const wish = parseWith(generateStoryRequestSchema, ctx.request.body);
    const caller: Caller = { userId, requestId: ctx.state.requestId, log: ctx.state.log };
    const streamed = wantsEventStream(ctx);
    // A JSON answer is wanted only by the client that asked: if it goes away, the writing stops and nothing is kept.
    const gone = streamed ? undefined : clientGoneSignal(ctx);
    const plan = await generation.prepare(caller, wish, gone ? { signal: gone } : {});
    if (streamed) {
      streamStory(ctx, generation, plan);
      return;
    }
    const outcome = await generation.write(plan, { signal: gone });
    if (!outcome.success && outcome.reason === 'cancelled') return;
    if (outcome.success) {
      ctx.body = outcome;
    } else if (outcome.reason === 'unsafe') {
      ctx.body = { success: false, error: outcome.error };
    } else {
      // The writer failed: a gateway-style 502, with the body the wizard reads either way.
      ctx.status = 502;
      ctx.body = { success: false, error: GENERATION_FAILED, message: GENERATION_FAILED };
    }
  });
  return router;
}

function streamStory(ctx: Koa.Context, generation: StoryGeneration, plan: PreparedStory) {
  const events = openEventStream(ctx);
  const finish = (outcome: GenerationOutcome) => {
    if (outcome.success) events.send('done', outcome);
    else if (outcome.reason !== 'cancelled') events.send('error', { error: outcome.error });
    events.close();
  };
  // Not awaited: Koa starts sending the stream only once this handler has returned.
  generation.write(plan, { signal: events.signal, onEvent: (event) => events.send(event.type, eventData(event)) }).then(finish, (error: unknown) => {
    plan.caller.log.error({ err: error }, 'story generation failed while streaming');
    finish({ success: false, reason: 'failed', error: GENERATION_FAILED });
  });
}

function eventData(event: GenerationEvent) {
  if (event.type === 'stage') return { stage: event.stage };
  if (event.type === 'title') return { title: event.title };
  return { text: event.text };
}
