import type { Paragraph } from './fit-length';
import type { TwistPlan } from './plot-twists';
import type { Rng } from './random';
import { TWIST_ASIDES, TWIST_CHANGES, TWIST_CHANGES_WITH_REF, TWIST_LITTLE_REACTIONS, TWIST_OPENERS, TWIST_PLACES, TWIST_PREFIXES, TWIST_QUESTION_OPENERS } from './shared-beats';
import type { StyleKit } from './skeleton';
import { capitalise, type Ctx, type Lines, type Sentence, type TemplateRenderer } from './template';

/**
 * A twist is its own turning point: the parent's words arrive, the characters react in the
 * story's voice, and the plan changes, naming what the twist brought in when it can. Decks keep
 * two twists in one story from sounding alike.
 */
export class TwistWriter {
  private readonly prefix: () => string;
  private readonly opener: () => string;
  private readonly littleReaction: () => string;
  private readonly reaction: () => string;
  private readonly changeWithRef: () => Lines;
  private readonly change: () => Lines;
  private readonly aside: () => string;
  private readonly where: () => Lines;

  constructor(
    private readonly renderer: (overlay?: Ctx) => TemplateRenderer,
    style: StyleKit,
    private readonly rng: Rng,
  ) {
    this.prefix = rng.deck(TWIST_PREFIXES);
    this.opener = rng.deck(TWIST_OPENERS);
    this.littleReaction = rng.deck(TWIST_LITTLE_REACTIONS);
    this.reaction = rng.deck(style.twistReactions);
    this.changeWithRef = rng.deck(TWIST_CHANGES_WITH_REF);
    this.change = rng.deck(TWIST_CHANGES);
    this.aside = rng.deck(TWIST_ASIDES);
    this.where = rng.deck(TWIST_PLACES);
  }

  paragraph(twist: TwistPlan): Paragraph {
    const story = this.renderer();
    const little = story.ageBand === 'little';
    const standalone = little ? this.rng.chance(0.6) : this.rng.chance(0.15);
    const lead =
      twist.mark === '?'
        ? `${story.render(this.rng.pick(TWIST_QUESTION_OPENERS))}${twist.lead}?`
        : standalone
          ? `${this.opener()}${capitalise(twist.lead)}${twist.mark}`
          : `${this.prefix()}${twist.lead}${twist.mark}`;
    const sentences: Sentence[] = [{ text: lead, optional: false }];
    if (twist.rest) sentences.push({ text: twist.rest, optional: false });
    sentences.push({ text: story.render(little ? this.littleReaction() : this.reaction()), optional: false, soft: true });
    const withRef = twist.ref ? this.renderer({ tref: twist.ref }) : story;
    sentences.push(...withRef.sentences([...(twist.ref ? this.changeWithRef() : this.change()), this.aside()]));
    // Anchored where it happened, so the same twist reads differently in different worlds.
    sentences.push(...story.sentences(this.where()));
    return { role: 'twist', sentences };
  }
}
