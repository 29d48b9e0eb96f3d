import type { Rng } from './random';
import type { Lines } from './template';

/**
 * A meeting scene built from parts, filled with one cast member's corner of the world ({place},
 * {comp}, {compKind}, {thing}, {action}, {sight}, {sound}, {air}). It stands beside each interest's
 * own written scenes, so a world visited in many stories is not entered in the same words each time.
 * Each part is [toddler line, line for 5 and up].
 */
type Part = readonly [little: string, older: string];

const ARRIVE: readonly Part[] = [
  ['[Next|Soon], {name} went to {place}.', '[Soon|Before long|Next], {name} found {their} way to {place}, where {they} [spotted|noticed|caught sight of] {sight}.'],
  ['Off went {name}, all the way to {place}.', 'The path [bent, and bent again|wound this way and that|dipped and climbed], and [brought|led] {name} out at {place}.'],
  ['{Name} heard {sound}. It came from {place}!', 'Following {sound}, {name} [wandered|trotted|meandered] on until {they} reached {place}.'],
  ['Hop, skip, jump! {Name} was at {place}.', 'It was only a short [walk|stroll|hop] to {place}, but it felt like stepping into [another world|a storybook|somewhere brand new].'],
  ['{Name} peeked into {place}.', '{Name} [pushed open the gate of|tiptoed into|slipped quietly into] {place} and [peeked|peered|gazed] [inside|around].'],
  ['Look, {place}! {Name} looked and looked.', 'At {place} the air was [thick with|full of|alive with] {air}, and {name} stopped to [take it all in|look around|soak it up].'],
  ['Then {name} found {place}.', 'Round the next [corner|bend] lay {place}, and {name} had never seen anywhere [like it|quite like it|so lovely].'],
  ['Look! {Place}!', '{Place} was [busier|bigger|brighter] than {name} had imagined, and [twice as|every bit as] [lovely|interesting].'],
  ['Along came {name}, to {place}.', 'By the time {name} [arrived at|got to|reached] {place}, everything there was already [waking up|in full swing|bustling].'],
];

const MEET: readonly Part[] = [
  ['There was {comp}, {compKind}.', 'Half hidden by {sight} [sat|waited|was] {comp}, {compKind}.'],
  ['Hello! It was {comp}, {compKind}.', 'Someone was [waiting there|already there|expecting {them}]: {comp}, {compKind}.'],
  ['Out popped {comp}, {compKind}.', 'Out from [behind a corner|behind a bush|round a bend] popped {comp}, {compKind}.'],
  ['{Comp} was there. {Comp} was {compKind}.', 'The first to [say hello|come over|wave] was {comp}, {compKind}.'],
  ['Who was that? {Comp}, {compKind}!', '[Busy in the middle of everything|Right in the thick of things|Right in the middle of the bustle] was {comp}, {compKind}.'],
  ['And who was that? It was {comp}, {compKind}.', '{Name} [soon|quickly] made a friend: {comp}, {compKind}.'],
  ['Peep! Here was {comp}, {compKind}.', 'From [a little way off|across the way] came {comp}, {compKind}.'],
];

const GREET: readonly Part[] = [
  ['"Hello, {name}!" said {comp}.', '"You\'re [just in time|right on time|here at last]," {compSays} {comp}.'],
  ['"Let\'s play!" said {comp}.', '"Welcome to {place}," {compSays} {comp}. "[Mind where you step|Make yourself at home|Come in, come in]!"'],
  ['"Come and see!" said {comp}.', '"Have you come to help?" asked {comp}, and {name} nodded [eagerly|at once|hard].'],
  ['{Comp} gave a big wave.', '"I [knew|just knew|had a feeling] today would be a [good|lucky|special] day," {compSays} {comp}.'],
  ['"Hooray, a friend!" said {comp}.', '"[Oh, good|At last|Hello, hello]," {compSays} {comp}. "I was [hoping|wishing] someone would [come|turn up|come along]."'],
  ['"Hi!" said {comp}. "Come on!"', '{Comp} gave {name} a [friendly|cheery|shy] [nod|wave], as if they had been friends [for years|for ever|all their lives].'],
];

const TOGETHER: readonly Part[] = [
  ['Then they {action}.', 'Together they {action}, and the time [flew by|whizzed past|raced away].'],
  ['{Name} and {comp} {action}.', '{Comp} showed {name} {thing}, and then [the two of them|the pair of them] {action}.'],
  ['They {action}. What fun!', 'Before long they {action}. {Comp} [laughed|giggled|chuckled] so [hard|much] it had to [sit down|stop for breath].'],
  ['{Comp} had {thing}. Then they {action}.', 'With {thing} in hand, {name} and {comp} {action}.'],
  ['Side by side, they {action}.', 'They {action}, and it was [the best part of the day so far|more fun than {name} had dared to hope|the finest thing all week].'],
  ['{Name} had a go. Then they {action}.', 'At first {name} had a go, then {comp}, and then they {action}.'],
];

const NOTICE: readonly string[] = [
  'M?> Everywhere {name} looked there was something [new|to see], like {sight}.',
  'M?> Somewhere close by, {sound} came and went on the breeze.',
  'B?> {Name} wanted to remember [every bit of it|all of it]: the {compNoun}, the [light|colours|noise], and {sight}.',
  'B?> It was, {name} thought, [exactly|just] the kind of place you [read about|see in books|dream about] and never expect to [visit|see for real].',
  'B?> {Comp} knew every [corner|nook] of {place} and seemed to want to show {name} [all of them at once|every one before teatime].',
  'M?> {Name} kept [turning round|looking about], not wanting to miss a thing.',
  'B?> There was so much to see that {name} hardly knew [where to look first|which way to turn].',
];

/** Meeting scenes for one story, drawn part by part without reusing a part inside the story. */
export class SceneParts {
  private readonly decks: (() => Part)[];
  private readonly notice: () => string;

  constructor(rng: Rng) {
    this.decks = [ARRIVE, MEET, GREET, TOGETHER].map((parts) => rng.deck(parts));
    this.notice = rng.deck(NOTICE);
  }

  scene(): Lines {
    return [...this.decks.flatMap((deck) => {
      const [little, older] = deck();
      return [`L> ${little}`, `M> ${older}`];
    }), this.notice()];
  }
}
