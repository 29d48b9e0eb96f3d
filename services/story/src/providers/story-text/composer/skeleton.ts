import type { StoryStyle } from '@bedtime/contracts';
import type { Lines } from './template';

/**
 * A plot skeleton: the beats that belong to this kind of story. The composer threads interest
 * scenes, the lesson and the parent's twists between them. Opening and setup come before any
 * companion is met, so they use only hero and primary-interest slots.
 * Directives inside Lines: "@helps" (each interest lends a hand), "@twistCallback" (a twist pays
 * off), "@fact" (a real fact from the next interest in turn).
 */
export interface Skeleton {
  id: string;
  titles: readonly string[];
  opening: Lines;
  setup: Lines;
  rising: Lines;
  climax: Lines;
  resolution: Lines;
}

export interface StyleKit {
  style: StoryStyle;
  skeletons: readonly Skeleton[];
  /** Said right after a twist lands, in the style's voice. */
  twistReactions: readonly string[];
  /** Closing lines for interest scenes, one per scene, never the same one twice. */
  sceneFlourish: Lines;
  /** Extra paragraphs the length fitter may add; they use only companions already met. */
  interludes: readonly Lines[];
  /** The last sleepy line of the story, in the style's own voice. */
  goodnights: readonly string[];
  /** The journey home, before the sleepy ending. */
  windDown: readonly Lines[];
}
