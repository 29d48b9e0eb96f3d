import Router from '@koa/router';
import { understandIdeasRequestSchema, type IdeaReading, type UnderstandIdeasResponse } from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import { readLessonField, readTwistField } from '../domain/understand-wish';
import type { StorySafety } from '../providers/safety/story-safety';

/**
 * POST /api/understand-ideas: how the story writer reads the lesson and each plot twist, for the wizard
 * to show under each field as the parent types. Reading is local and takes about a millisecond;
 * nothing is stored or logged but the outcome's kind.
 */
export function understandingRoutes({ safety }: { safety: StorySafety }) {
  const router = new Router();
  router.post('/api/understand-ideas', (ctx) => {
    requireUser(ctx);
    const { lesson, plotTwists, age } = parseWith(understandIdeasRequestSchema, ctx.request.body);
    const response: UnderstandIdeasResponse = {
      lesson: lesson ? lessonReading(safety, lesson, age) : null,
      plotTwists: plotTwists.map((twist) => (twist ? twistReading(safety, twist) : { ok: false, message: 'Plot twists cannot be empty' })),
    };
    ctx.body = response;
  });
  return router;
}

function lessonReading(safety: StorySafety, lesson: string, age: number | undefined): IdeaReading {
  const read = readLessonField(safety, lesson, age);
  if (!read.ok) return { ok: false, message: read.message };
  return {
    ok: true,
    about: read.lesson.label,
    confident: read.lesson.confident,
    ...(read.lesson.subject ? { subject: read.lesson.subject.lemma } : {}),
    ...(read.note ? { note: read.note } : {}),
  };
}

function twistReading(safety: StorySafety, twist: string): IdeaReading {
  const read = readTwistField(safety, twist);
  if (!read.ok) return { ok: false, message: read.message };
  const subject = Object.values(read.twist.args)[0];
  return { ok: true, about: read.twist.label, confident: read.confident, ...(subject ? { subject: subject.lemma } : {}) };
}
