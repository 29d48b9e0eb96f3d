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
  ['[Next|Soon], {name} went to {place}.', '[Soon|Before long|Next], {name} found {their} way to {place}. There {they} spotted {sight}.'],
  ['Off went {name}, all the way to {place}.', 'The path bent, and bent again, and brought {name} out at {place}.'],
  ['{Name} heard {sound}. It came from {place}!', 'Following {sound}, {name} wandered on until {they} reached {place}.'],
  ['Hop, skip, jump! {Name} was at {place}.', 'It was only a short walk to {place}, but it felt like stepping into another world.'],
  ['{Name} peeked into {place}.', '{Name} pushed open the gate of {place} and peeked inside.'],
  ['Here was {place}! {Name} looked and looked.', 'At {place} the air was thick with {air}. {Name} stopped to take it all in.'],
  ['Then {name} found {place}.', 'Round the next corner lay {place}. {Name} had never seen anywhere like it.'],
];

const MEET: readonly Part[] = [
  ['There was {comp}, {compKind}.', 'Half hidden by {sight} sat {comp}, {compKind}.'],
  ['Hello! It was {comp}, {compKind}.', 'Someone was waiting there: {comp}, {compKind}.'],
  ['Out popped {comp}, {compKind}.', 'Out from behind a corner popped {comp}, {compKind}.'],
  ['{Comp} was there. {Comp} was {compKind}.', 'The first to say hello was {comp}, {compKind}.'],
  ['Who was that? {Comp}, {compKind}!', 'Busy in the middle of it all was {comp}, {compKind}.'],
];

const GREET: readonly Part[] = [
  ['"Hello, {name}!" said {comp}.', '"You\'re just in time," {compSays} {comp}.'],
  ['"Let\'s play!" said {comp}.', '"Welcome to {place}," {compSays} {comp}. "Mind where you step!"'],
  ['"Come and see!" said {comp}.', '"Have you come to help?" asked {comp}. {Name} nodded.'],
  ['{Comp} gave a big wave.', '"I knew today would be a good day," {compSays} {comp}.'],
];

const TOGETHER: readonly Part[] = [
  ['Then they {action}.', 'Together they {action}, and the time flew by.'],
  ['{Name} and {comp} {action}.', '{Comp} showed {name} {thing}, and then the two of them {action}.'],
  ['They {action}. What fun!', 'Before long they {action}. {Comp} laughed so hard it had to sit down.'],
  ['{Comp} had {thing}. Then they {action}.', 'With {thing} in hand, {name} and {comp} {action}.'],
  ['Side by side, they {action}.', 'They {action}. It was the best part of the day so far.'],
];

const NOTICE: readonly string[] = [
  'M?> Everywhere {name} looked there was something new, like {sight}.',
  'M?> Somewhere close by, {sound} came and went on the breeze.',
  'B?> {Name} wanted to remember every bit of it: the {compNoun}, the light, and {sight}.',
  'B?> It was, {name} thought, exactly the kind of place you read about and never expect to visit.',
  'B?> {Comp} knew every corner of {place} and seemed to want to show {name} all of them at once.',
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
