import { counter } from '@bedtime/service-kit';

/** The story service's own families at /metrics (next to the request, pool and process ones every service has). */
export const storyMetrics = {
  storiesMade: counter('bedtime_stories_made_total', 'Stories written, screened and kept, by writing engine.', ['engine']),
  narrationsMade: counter('bedtime_narrations_made_total', 'Narrations synthesised and kept, by engine (one served again from the store is not counted).', [
    'engine',
  ]),
  picturesMade: counter('bedtime_pictures_made_total', 'Pictures drawn and kept, by kind (illustration, sticker) and engine.', ['kind', 'engine']),
  safetyRefusals: counter(
    'bedtime_safety_refusals_total',
    'Requests and stories refused for child safety, by category and stage (child-name, wish: the lesson or a twist, story: a story being written or finished, narration-text).',
    ['category', 'stage'],
  ),
};
