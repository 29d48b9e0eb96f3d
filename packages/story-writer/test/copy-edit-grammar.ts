// Grammar an editor catches in a filled story, as checks over generated stories (test/copy-edit.test.ts):
// each names one class of slip the renderer has made, with the words that show it.
import type { WrittenStory } from '../src/write/compose';

const SENTENCE = /(?<=[.!?]["']?)\s+/;
const withoutQuotes = (text: string) => text.replace(/"[^"]*"/g, '""');

export function grammarProblems(story: WrittenStory): string[] {
  const found: string[] = [];
  const cast = story.plan.cast;
  const hero = story.plan.hero;
  const heroName = hero.name.split(/\s+/)[0]!;
  for (const paragraph of story.paragraphs) {
    // a slot that wants an event never takes a thing: "the spot where the big chair waiting had happened"
    // ("the hard part" and "the trouble" name moments of the day, so they may happen)
    const thingHappened = paragraph.match(
      /\b(?:spot|place|right) where (?!the (?:hard part|trouble)\b)(?:the|a|an) [^.,;!?"]{1,60}? (?:had )?(?:happened|started|begun)\b/,
    );
    if (thingHappened) found.push(`a thing where an event belongs: "${thingHappened[0]}"`);
    // a verbless line ends on a name or a noun, never on an object pronoun: "Snug, sleepy her."
    const verbless = paragraph.match(/(?:^|[.!?]\s+)[A-Z][a-z]+, [a-z]+ (?:her|him|them)[.!]/);
    if (verbless) found.push(`a pronoun with no verb: "${verbless[0].replace(/^[.!?]\s+/, '')}"`);
    // the hero's name takes a singular verb, whatever the pronoun: never "Ada were not, quite"
    const named = withoutQuotes(paragraph).match(new RegExp(`(?<!\\band )\\b${heroName} (?:were|are|have)\\b`));
    if (named) found.push(`the name with a plural verb: "${named[0]}"`);
    // a plural subject or twist noun takes a plural verb: "the glasses were", never "the glasses was"
    for (const member of cast) {
      if (member.pronoun !== 'they' || !/^(?:the|some) /i.test(member.name)) continue;
      const escaped = member.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const agreement = withoutQuotes(paragraph).match(new RegExp(`\\b${escaped} (?:was|is|has|does)\\b`, 'i'));
      if (agreement) found.push(`plural agreement: "${agreement[0]}"`);
    }
    // an unnamed animal is named again before a pronoun takes it up, when another sentence came between
    const twist = cast.find((member) => member.role === 'twist' && /^the /.test(member.name) && member.kind !== 'person');
    if (twist && (twist.pronoun === 'she' || twist.pronoun === 'he')) {
      const noun = twist.name.slice(4);
      const sentences = withoutQuotes(paragraph).split(SENTENCE);
      const first = sentences.findIndex((sentence) => new RegExp(`\\b(?:an?|the) ${noun}\\b`).test(sentence));
      if (first >= 0) {
        const opener = twist.pronoun === 'she' ? 'She' : 'He';
        const word = new RegExp(`\\b${twist.pronoun}\\b`, 'i');
        const taken = sentences.findIndex((sentence, index) => index > first && word.test(sentence));
        if (taken < 0 || !sentences[taken]!.startsWith(`${opener} `)) continue;
        const namedBetween = taken > 0 && sentences.slice(first + 1, taken).some((sentence) => sentence.includes(noun));
        // an exclamation between ("But oh!") does not take the reader's eye off the animal
        const between = sentences.slice(first + 1, taken).filter((sentence) => sentence.split(/\s+/).length > 3);
        if (taken > first + 1 && between.length > 0 && !namedBetween)
          found.push(`"${opener}" for the ${noun} two sentences after it was named: ${sentences[taken]}`);
      }
    }
    // a hero called "they" is named again after a sentence about somebody else: never "They, already halfway in"
    if (hero.pronoun === 'they') {
      const others = cast.filter((member) => member.role !== 'hero' && member.name !== hero.name).map((member) => member.name);
      const sentences = withoutQuotes(paragraph).split(SENTENCE);
      sentences.forEach((sentence, index) => {
        if (index === 0 || !/^They(?:,| did not| had not| was| felt| thought| wondered)\b/.test(sentence)) return;
        const before = sentences[index - 1]!;
        if (others.some((other) => before.includes(other)) && !before.includes(heroName) && !/\b(?:they|them|their|themself)\b/i.test(before))
          found.push(`"They" after a sentence about somebody else: ${before} ${sentence}`);
      });
    }
  }
  return found;
}
