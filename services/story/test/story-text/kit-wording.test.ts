import { describe, expect, it } from 'vitest';
import { INTEREST_KITS } from '../../src/providers/story-text/composer/interest-kits';
import { everyWay } from '../../src/providers/story-text/composer/template';
import { withSynonyms } from '../../src/providers/story-text/composer/synonyms';
import { describeCharacterFromText } from '../../src/providers/images/text/character-context';
import { speciesOfWord } from '../../src/providers/images/text/species-words';
import { shortForm } from '../../src/providers/story-text/composer/first-mention';

/**
 * A kit may word a companion, a place or a thing several ways ("a [shy|timid] baby rabbit"), so
 * stories of the same world do not share whole phrases. Every wording must still say what the
 * character is, in words the picture engine reads, or a rabbit would be drawn as a child.
 */
const kits = Object.values(INTEREST_KITS);

describe('every wording of a kit phrase', () => {
  it('settles the same alternatives helper the renderer uses', () => {
    expect(everyWay('a [shy|timid] [baby |]rabbit').sort()).toEqual(['a shy baby rabbit', 'a shy rabbit', 'a timid baby rabbit', 'a timid rabbit']);
  });

  it("names each companion's kind where the picture engine finds it", () => {
    const wrong: string[] = [];
    for (const kit of kits)
      for (const companion of kit.companions) {
        const wanted = speciesOfWord(companion.noun);
        for (const kind of everyWay(companion.kind)) {
          const { traits } = describeCharacterFromText(`One day ${companion.name}, ${kind}, came along. "Hello," said ${companion.name}.`, companion.name, [companion.name]);
          if (wanted && traits.species !== wanted) wrong.push(`${companion.name}, ${kind}: read as ${traits.species ?? 'nothing'}, wanted ${wanted}`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('words every place as a place and every thing with its article, then refers to it briefly', () => {
    const wrong: string[] = [];
    const settled = (text: string) => !/[[\]|]/.test(text) && !/\s{2}|\s[,.]|^\s|\s$/.test(text);
    for (const kit of kits) {
      for (const place of kit.places.flatMap(everyWay)) if (!settled(place) || !/^(the |\p{Lu})/u.test(place)) wrong.push(`place "${place}"`);
      for (const thing of kit.things)
        for (const a of everyWay(thing.a)) {
          if (!settled(a) || !/^(a|an|some) /.test(a)) wrong.push(`thing "${a}"`);
          // The brief name is said again and again: "the test tubes", never "the rack of test tubes".
          if (thing.noun.split(' ').length > 3 || /^(pair|rack|set) of /.test(thing.noun)) wrong.push(`"${thing.noun}" is a long way to refer to ${a}`);
          const short = shortForm(a, thing.noun);
          if (a.split(' ').length >= 4 && short !== `the ${thing.noun}`) wrong.push(`"${a}" is not referred to as "the ${thing.noun}"`);
        }
    }
    expect(wrong).toEqual([]);
  });

  it('refers to a long place briefly by what it is, not by a part or a bare head noun', () => {
    expect(shortForm('the top of the tallest tower in town')).toBe('the tower');
    expect(shortForm('the building site on Hill Road')).toBe('the building site');
    expect(shortForm('the old oak at the heart of the forest')).toBe('the old oak');
    expect(shortForm('the little silver whistle that every animal on the farm knew')).toBe('the whistle');
    expect(shortForm("the Inventor's Workshop at the top of the stairs")).toBe("the Inventor's Workshop");
    expect(shortForm('the rings of Saturn')).toBe('the rings');
  });
});

describe('synonym swaps in template prose', () => {
  const ways = (template: string) => everyWay(withSynonyms(template));

  it('never makes an older child\'s "tiny" babyish, and a toddler\'s "teeny" may grow up', () => {
    expect(ways('a tiny seed').every((text) => !/teeny/.test(text))).toBe(true);
    expect(ways('a teeny seed')).toContain('a tiny seed');
  });

  it('keeps "a"/"an" right and a past participle a past participle', () => {
    expect(ways('a huge wave').every((text) => /^a [^aeiou]/.test(text))).toBe(true);
    expect(ways('she had walked home').every((text) => !/had went/.test(text))).toBe(true);
  });
});
