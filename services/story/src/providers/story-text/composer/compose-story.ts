import { countWords, INTERESTS, MAX_PLOT_TWISTS, MAX_TITLE_LENGTH, type Interest } from '@bedtime/contracts';
import type { StoryRequest } from '../types';
import type { CastMember } from './cast';
import { endingLines } from './beat-pools';
import { SceneParts } from './scene-parts';
import { characterKind, type PlannedCharacter, type StoryPlan } from './story-plan';
import { LESSON_CHOICES } from './lesson-choices';
import { fitLength, type Paragraph, type Role } from './fit-length';
import { chooseHeroName } from './hero';
import { INTEREST_KITS } from './interest-kits';
import { chooseLessonScene, LESSON_STATEMENT, planLesson } from './lesson-model';
import { lessonSubject } from './lesson-subjects';
import { readParentIdeas } from './parent-ideas';
import { planTwist, twistSlots, type TwistPlan } from './plot-twists';
import { hashString, randomSeed, Rng } from './random';
import { SHARED_INTERLUDES, TWIST_CALLBACKS, TWIST_CALLBACKS_WITH_REF, WORLD_ECHOES } from './shared-beats';
import { STYLE_KITS } from './style-kits';
import { buildStoryContext, type StoryContext } from './story-context';
import { bandMatches, capitalise, parseLine, TemplateRenderer, type Ctx, type Lines, type Sentence } from './template';
import { joinSentences, splitSentences5to7, tidyParagraph } from './text-cleanup';
import { titleCase } from './titles';
import { TwistWriter } from './twist-paragraph';

/** The lesson or a twist is not in words the composer knows: it refuses rather than pasting them. */
export class IdeasNotUnderstood extends Error {
  constructor(
    readonly field: 'lesson' | 'plotTwists',
    readonly index: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'IdeasNotUnderstood';
  }
}

export interface ComposedStory {
  title: string;
  paragraphs: string[];
  /** The beat each paragraph tells, in the same order as the paragraphs. */
  roles: Role[];
  seed: number;
  /** Which skeleton and lesson theme were used; handy for logs and tests. */
  plan: { skeleton: string; lessonTheme: string; heroName: string; companions: string[] };
  /** The story plan this telling rendered: setting, cast with kinds, goal, obstacle, lesson, twists. */
  outline: StoryPlan;
}

const THINNED_ROLES: ReadonlySet<Role> = new Set<Role>(['opening', 'setup', 'rising', 'climax', 'resolution', 'scene', 'windDown']);

/** The youngest get one plain, concrete detail of each world they visit. */
const LITTLE_SCENE_DETAIL = 'L~> [All around|Everywhere at|Over at] {place}, {name} [saw|could see] {sight}.';

/** A toddler's lesson scene keeps one detail of where it happens. */
const LITTLE_CONFLICT_DETAIL = 'L> [Close by|Just then|Right there], {comp} [peeked at|pointed at|looked at] {sight}.';

/**
 * Puts the lesson's subject into the theme's scene. In the conflict, toddlers hear the subject's lines
 * instead of the theme's own, so the scene stays short enough to leave room for the refrain and the world's details.
 */
function withSubject(theme: Lines, subject: Lines | undefined, first = false): Lines {
  if (!subject) return theme;
  if (first) return [...subject, ...theme];
  const kept = theme.filter((line) => parseLine(line).code !== 'L');
  return [...kept, ...subject, LITTLE_CONFLICT_DETAIL];
}

function requestedInterests(interests: readonly Interest[], rng: Rng): Interest[] {
  const valid = [...new Set(interests.filter((interest) => INTEREST_KITS[interest] !== undefined))].slice(0, 3);
  return valid.length > 0 ? valid : [rng.pick(INTERESTS)];
}

/** Folds the inputs into the seed, so different inputs never walk the same path of choices. */
function storySeed(request: StoryRequest, seed: number): number {
  const fingerprint = JSON.stringify([request.age, request.gender, request.interests, request.style, request.lesson, request.plotTwists, request.heroName ?? '']);
  return (hashString(fingerprint) ^ seed) >>> 0;
}

class BeatWriter {
  constructor(
    private readonly story: StoryContext,
    private readonly rng: Rng,
    private readonly twists: readonly TwistPlan[],
  ) {}

  renderer(overlay: Ctx = {}): TemplateRenderer {
    return new TemplateRenderer({ ...this.story.ctx, ...overlay }, this.rng, this.story.band);
  }

  sentences(lines: Lines, overlay: Ctx = {}): Sentence[] {
    const renderer = this.renderer(overlay);
    return lines.flatMap((line) => {
      const { code, body } = parseLine(line);
      if (!body.startsWith('@')) return renderer.sentences([line]);
      return bandMatches(code, this.story.band) ? this.directive(body) : [];
    });
  }

  paragraph(role: Role, lines: Lines, overlay: Ctx = {}): Paragraph {
    return { role, sentences: this.sentences(lines, overlay) };
  }

  private readonly helpDecks = new Map<CastMember['kit'], () => string>();

  /** Two companions from the same world never help in the same words. */
  private helpFor(member: CastMember): string {
    let deck = this.helpDecks.get(member.kit);
    if (!deck) {
      deck = this.rng.deck(member.kit.helps);
      this.helpDecks.set(member.kit, deck);
    }
    return deck();
  }

  private paidOff = false;

  /**
   * Every twist pays off: each thing a twist brought in is named again at the climax, in different
   * words, so a twist changes what happens rather than passing by.
   */
  twistPayoffs(): Sentence[] {
    if (this.paidOff || this.twists.length === 0) return [];
    this.paidOff = true;
    const withRef = this.rng.deck(TWIST_CALLBACKS_WITH_REF);
    const referable = this.twists.filter((twist) => twist.ref);
    if (referable.length === 0) return [{ text: this.renderer().render(this.rng.pick(TWIST_CALLBACKS)), optional: false }];
    return referable.map((twist) => ({ text: this.renderer({ tref: twist.ref ?? '' }).render(withRef()), optional: false }));
  }

  private directive(line: string): Sentence[] {
    if (line === '@helps') {
      return this.story.cast.map((member: CastMember) => ({ text: this.renderer(member.slots).render(this.helpFor(member)), optional: false }));
    }
    if (line === '@fact') {
      const fact = this.story.nextFact();
      return fact ? [{ text: fact, optional: false }] : [];
    }
    if (line === '@twistCallback') return this.twistPayoffs();
    throw new Error(`Unknown story directive ${line}`);
  }
}

export function composeStory(request: StoryRequest): ComposedStory {
  const seed = request.seed ?? randomSeed();
  const rng = new Rng(storySeed(request, seed));
  const interests = requestedInterests(request.interests, rng);
  const heroName = chooseHeroName(request.gender, rng, request.heroName);
  // Only the composer's own reading of the parent's words goes into the story, never the words as typed.
  const ideas = readParentIdeas({ lesson: request.lesson, plotTwists: request.plotTwists.slice(0, MAX_PLOT_TWISTS), heroName: request.heroName });
  if (!ideas.ok) throw new IdeasNotUnderstood(ideas.field, ideas.index, ideas.message);
  const lesson = planLesson(ideas.lesson.text);
  const style = STYLE_KITS[request.style] ?? STYLE_KITS.gentle;
  const skeleton = rng.pick(style.skeletons);
  const twists = ideas.plotTwists.map((idea) => planTwist(idea.text, idea.who, idea.happens)).filter((twist): twist is TwistPlan => twist !== undefined);
  const story = buildStoryContext({ age: request.age, gender: request.gender, heroName, kits: interests.map((interest) => INTEREST_KITS[interest]), lesson, rng });
  const writer = new BeatWriter(story, rng, twists);

  const lessonScene = chooseLessonScene(lesson.theme, rng);
  // The lesson is read in the composer's words (ideas.lesson.text), never the parent's as typed.
  const subject = lessonSubject(ideas.lesson.text);
  // The subject's conflict and its turn are told as a pair: the snail nearly passed by is the one lifted out.
  const subjectScene = subject ? rng.int(subject.conflicts.length) : 0;
  const echo = rng.deck(WORLD_ECHOES);
  // Before the first meeting, the world is heard and seen but its places and friends are not named yet.
  const earlyEcho = rng.deck(WORLD_ECHOES.filter((lines) => !lines.some((line) => /\{(comp|Comp|place|Place)\}/.test(line))));
  // Plot-only beats get one detail of the child's chosen world, so no two stories share them.
  const withEcho = (lines: Lines, early = false): Lines => [...lines, ...(early ? earlyEcho() : echo())];
  const flourish = rng.deck(style.sceneFlourish);
  // Some meetings are the interest's own written scenes, others are built part by part from the same world.
  const sceneParts = new SceneParts(rng);
  const scenes = story.cast.map((member) => writer.paragraph('scene', [...(rng.chance(0.5) ? sceneParts.scene() : member.scene), LITTLE_SCENE_DETAIL, flourish()], member.slots));
  const slots = twistSlots(twists.length);
  const twistWriter = new TwistWriter((overlay) => writer.renderer(overlay), style, rng);
  const twistAt = (slot: string): Paragraph[] => twists.flatMap((twist, index) => (slots[index] === slot ? [twistWriter.paragraph(twist)] : []));

  const paragraphs: Paragraph[] = [
    writer.paragraph('opening', skeleton.opening),
    writer.paragraph('setup', withEcho(skeleton.setup, true)),
    scenes[0] as Paragraph,
    ...twistAt('afterFirstScene'),
    ...scenes.slice(1),
    writer.paragraph('conflict', withSubject(lessonScene.conflict, subject?.conflicts[subjectScene]), lessonScene.slots),
    ...twistAt('afterConflict'),
    writer.paragraph('rising', skeleton.rising),
    ...twistAt('afterRising'),
    writer.paragraph('turn', withSubject(lessonScene.turn, subject?.turns[subjectScene], true), lessonScene.slots),
    writer.paragraph('climax', [...skeleton.climax, '@twistCallback']),
    writer.paragraph('resolution', [...withEcho(skeleton.resolution), 'L> {refrain}']),
    writer.paragraph('statement', LESSON_STATEMENT),
    writer.paragraph('windDown', withEcho(rng.pick(style.windDown))),
    writer.paragraph('ending', [...endingLines(rng), rng.pick(style.goodnights)]),
  ];

  // Each telling keeps its own share of the skeleton's optional asides, so two tellings of one plot
  // do not walk through the same sentences.
  for (const paragraph of paragraphs) {
    if (!THINNED_ROLES.has(paragraph.role)) continue;
    const dropped = new Set(paragraph.sentences.filter((sentence, index) => index > 0 && sentence.optional && !rng.chance(0.4)));
    // A beat always keeps at least three sentences, so no paragraph shrinks to a couple of stock lines.
    for (const sentence of dropped) if (paragraph.sentences.length - 1 >= 3) paragraph.sentences = paragraph.sentences.filter((kept) => kept !== sentence);
  }

  const interludePool = rng.shuffle([...style.interludes, ...SHARED_INTERLUDES]);
  const nextInterlude = (): Paragraph | undefined => {
    const lines = interludePool.pop();
    return lines ? writer.paragraph('interlude', lines, rng.pick(story.cast).slots) : undefined;
  };
  const fitted = fitLength(paragraphs, story.band, rng, nextInterlude);

  const outline = outlineOf({ request, heroName, story, lessonTheme: lesson.theme.id, lessonText: ideas.lesson.text, subjectId: subject?.id, slots: lessonScene.slots, twists, twistSlots: slots, seed });

  const titleTemplate = rng.pick(skeleton.titles);
  const title = titleCase(writer.renderer().render(titleTemplate)).slice(0, MAX_TITLE_LENGTH);
  return {
    title,
    paragraphs: flowParagraphs(fitted, request.age, story.band, rng),
    roles: fitted.map((paragraph) => paragraph.role),
    seed,
    plan: { skeleton: skeleton.id, lessonTheme: lesson.theme.id, heroName, companions: story.cast.map((member) => member.companion.name) },
    outline,
  };
}

/** The average sentence length each band reads best: 2-4, 5-7, 8-10, 11-12. */
function sentenceTarget(age: number): number {
  if (age <= 4) return 8;
  if (age <= 7) return 11;
  if (age <= 10) return 15;
  return 18;
}

const SENTENCE_BREAK = /(?<=[.!?]["”]?)\s+(?=["“]?\p{Lu})/u;
const countSentences = (texts: readonly string[]) => texts.reduce((sum, text) => sum + text.split(SENTENCE_BREAK).filter(Boolean).length, 0);

/**
 * The prose's rhythm per band. 8-12 year-olds hear sentences joined into fuller ones, as many joins as
 * bring the story's average to its band's target (so richer material is joined less); 5-7 year-olds
 * hear one idea a sentence. The parent's own words (twists, the lesson) are never merged or split.
 */
function flowParagraphs(fitted: readonly Paragraph[], age: number, band: StoryContext['band'], rng: Rng): string[] {
  const pieces = fitted.map((paragraph) => ({ own: paragraph.role === 'twist' || paragraph.role === 'statement', sentences: paragraph.sentences.map((sentence) => tidyParagraph(sentence.text)) }));
  if (band === 'middle') return pieces.map(({ own, sentences }) => tidyParagraph((own ? sentences : splitSentences5to7(sentences)).join(' ')));
  if (band !== 'big') return pieces.map(({ sentences }) => tidyParagraph(sentences.join(' ')));
  const wide = age >= 11;
  const all = pieces.flatMap(({ sentences }) => sentences);
  // How many joins there is room for, and how many the target asks for: join each chance with that share.
  const possible = pieces.reduce((sum, { own, sentences }) => sum + (own ? 0 : sentences.length - joinSentences(sentences, () => true, wide).length), 0);
  const wanted = countSentences(all) - countWords(all.join(' ')) / sentenceTarget(age);
  const share = possible > 0 ? Math.min(1, Math.max(0, wanted / possible)) : 0;
  return pieces.map(({ own, sentences }) => tidyParagraph((own ? sentences : joinSentences(sentences, () => rng.chance(share), wide)).join(' ')));
}

const PRONOUN_OF = { girl: 'she', boy: 'he', other: 'they' } as const;
const TWIST_BEATS = { afterFirstScene: 'first scene', afterConflict: "the lesson's test", afterRising: 'the journey' } as const;

/** The plan behind a telling, in plain words (rendered with its own random stream, so it never changes the story). */
function outlineOf(options: {
  request: StoryRequest;
  heroName: string;
  story: StoryContext;
  lessonTheme: string;
  lessonText: string;
  subjectId: string | undefined;
  slots: Ctx;
  twists: readonly TwistPlan[];
  twistSlots: readonly (keyof typeof TWIST_BEATS)[];
  seed: number;
}): StoryPlan {
  const { request, heroName, story } = options;
  const first = story.cast[0] as CastMember;
  const render = (template: string) => new TemplateRenderer({ ...story.ctx, ...first.slots, ...options.slots }, new Rng(options.seed), story.band).render(template);
  const choices = LESSON_CHOICES[options.lessonTheme];
  const urge = typeof options.slots.urge === 'string' ? options.slots.urge : choices?.urge[0];
  const choice = typeof options.slots.choice === 'string' ? options.slots.choice : choices?.choice[0];
  const cast: PlannedCharacter[] = story.cast.map(({ companion, kind: description }) => {
    const kind = characterKind(companion.noun, description);
    return { name: companion.name, kind, noun: companion.noun, description, pronoun: 'it' };
  });
  for (const twist of options.twists) {
    if (!twist.ref || cast.some((member) => member.name === twist.ref)) continue;
    const noun = twist.ref.replace(/^the\s+/i, '');
    const kind = characterKind(noun);
    cast.push({ name: twist.ref, kind, noun, description: `brought in by a plot twist: ${twist.lead}`, pronoun: kind === 'person' ? 'they' : 'it' });
  }
  const subject = options.subjectId ? ` (with ${options.subjectId === 'food' ? 'a new food' : options.subjectId === 'dark' ? 'the dark' : options.subjectId === 'teeth' ? 'brushing teeth' : options.subjectId} on stage)` : '';
  return {
    setting: `${first.place}, in the world of ${first.kit.interest}${story.cast.length > 1 ? `, with visits to ${[...new Set(story.cast.slice(1).map((member) => member.place))].join(' and ')}` : ''}`,
    hero: { name: heroName, kind: 'person', noun: 'child', description: `a ${request.age}-year-old ${request.gender === 'other' ? 'child' : request.gender} who loves ${render('{love}')}`, pronoun: PRONOUN_OF[request.gender] },
    cast,
    goal: `${heroName} sets out ${render('{wonder}')}, and the quest is ${render('{quest}')}`,
    obstacle: urge ? `${heroName} is tempted to ${render(urge)}` : `a problem ${heroName} does not know how to solve`,
    lessonMoment: `the lesson "${options.lessonText}"${subject}: ${heroName} nearly gets it wrong${urge ? ` (${render(urge)})` : ''}, then chooses well${choice ? ` (${render(choice)})` : ''}, and says the lesson plainly near the end`,
    twists: options.twists.map((twist, index) => ({
      event: `${capitalise(twist.lead)}${twist.mark}`,
      ...(twist.ref ? { brings: twist.ref } : {}),
      setUpAfter: TWIST_BEATS[options.twistSlots[index] ?? 'afterConflict'],
      paidOffIn: 'the climax',
    })),
    resolution: `every companion helps in its own way, each twist pays off, and ${render('{quest}')} is reached`,
    windDown: `the journey home from ${first.place}, then bed, a yawn and sleep`,
  };
}
