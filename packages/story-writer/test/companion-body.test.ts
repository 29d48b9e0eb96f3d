// A companion does what its body can, and something of its own: a parrot does not kneel, a hen does not
// snuffle, and no companion is only "close by" ("Relay stayed close", "Coach Bolt strode close", "Nimbus
// looked on quietly": the blind reader heard these as a template).
import { describe, expect, it } from 'vitest';
import { companionBody, fitBody } from '../src/write/companion-body';
import { writeStory, type WriteRequest, type WrittenStory } from '../src/write/compose';
import { gridRequests, lessonOf, twistOf } from './grid';

const NO_KNEES = /\b(?:knelt|kneel(?:s|ing)?|crouch(?:ed|es|ing)?|snuffl(?:ed|es|ing|e))\b/;

function companionOf(story: WrittenStory): { name: string; species: string } {
  return story.plan.cast.find((member) => member.role === 'companion')!;
}

/** Where the companion, by name, kneels, crouches or snuffles in its own clause, or is hugged though it is a ladybird, a dolphin or a bus. */
function bodyFaults(story: WrittenStory): string[] {
  const { name, species } = companionOf(story);
  if (companionBody(species) === 'beast') return [];
  // the name, then no other name or pronoun before the verb: the companion's own clause
  const own = new RegExp(`\\b${name}\\b(?:(?!\\b(?:he|she|they|[A-Z][a-z]+)\\b)[^.!?;:"])*?${NO_KNEES.source}`, 'g');
  const text = story.paragraphs.join(' ');
  const hugged = ['insect', 'swimmer', 'vehicle'].includes(companionBody(species)) ? [...text.matchAll(new RegExp(`\\bhugged ${name}\\b`, 'g'))] : [];
  return [...text.matchAll(own), ...hugged].map((match) => `${name} the ${species}: ${match[0]}`);
}

/** A companion stood in a sentence with nothing to do but be near. */
function stageDirections(story: WrittenStory): string[] {
  const { name } = companionOf(story);
  // a sentence that is only the companion being near: "Relay stayed close." "Coach Bolt strode close."
  const bare = new RegExp(
    `(?:^|[.!?]["”]? )${name} (?:\\w+ )?(?:close|closer)(?: by)?(?: and waited)?\\.|\\b${name} looked on quietly|\\b${name},? (?:while \\w+ )?kept close by|counted something out loud`,
  );
  return story.paragraphs.filter((paragraph) => bare.test(paragraph)).map((paragraph) => paragraph.match(bare)![0]);
}

describe("a companion's body", () => {
  it('is known from its kind: birds, small flying things, swimmers, vehicles, robots, and beasts for the rest', () => {
    expect(companionBody('parrot')).toBe('bird');
    expect(companionBody('hen')).toBe('bird');
    expect(companionBody('penguin')).toBe('bird');
    expect(companionBody('ladybird')).toBe('insect');
    expect(companionBody('dolphin')).toBe('swimmer');
    expect(companionBody('bus')).toBe('vehicle');
    expect(companionBody('robot')).toBe('machine');
    expect(companionBody('fox')).toBe('beast');
  });

  it("turns a kneel or a snuffle into what that body does, in the companion's own clause only", () => {
    expect(fitBody('Ada squawked from far above, and knelt down, very carefully, to watch.', 'Ada', 'parrot', 'squawked')).toBe(
      'Ada squawked from far above, and hopped down, very carefully, to watch.',
    );
    expect(fitBody('Henrietta snuffled at the gate.', 'Henrietta', 'hen', 'clucked')).toBe('Henrietta clucked at the gate.');
    expect(fitBody('Ada watched. Mia knelt down.', 'Ada', 'parrot', 'squawked')).toBe('Ada watched. Mia knelt down.');
    expect(fitBody('Ada watched while Mia knelt down.', 'Ada', 'parrot', 'squawked')).toBe('Ada watched while Mia knelt down.');
    expect(fitBody('Pip knelt down.', 'Pip', 'fox', 'yipped')).toBe('Pip knelt down.');
    expect(fitBody('Mia hugged Dot, twice.', 'Dot', 'ladybird', 'buzzed')).toBe('Mia waved to Dot, twice.');
    expect(fitBody('Mia hugged Pip, twice.', 'Pip', 'fox', 'yipped')).toBe('Mia hugged Pip, twice.');
  });

  it('never has a bird, an insect, a swimmer or a vehicle kneel, crouch or snuffle, nor a small or wet one hugged, over the grid and the shrinking twist', () => {
    const requests: WriteRequest[] = [
      ...gridRequests(240, 5),
      ...[1, 2, 3, 4, 5, 6].map((seed) => ({
        age: 9,
        gender: 'boy' as const,
        interests: ['Science & Experiments' as const],
        style: 'educational' as const,
        lesson: lessonOf('trying-again'),
        twists: [twistOf('shrinks')],
        heroName: 'Aarav',
        seed,
        companion: { name: 'Ada', species: 'parrot' },
      })),
    ];
    const faults = requests.flatMap((request) => bodyFaults(writeStory(request)));
    expect(faults).toEqual([]);
  });

  it('does something of its own, never a bare "stayed close", "strode close" or "looked on quietly"', () => {
    const faults = gridRequests(300, 3).flatMap((request) => stageDirections(writeStory(request)));
    expect(faults).toEqual([]);
  });
});
