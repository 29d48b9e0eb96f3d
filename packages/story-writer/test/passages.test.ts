// Every authored passage, checked as a copy-editor would before it reaches a story: only known slots,
// the author's [a|b] wordings well formed, pronoun agreement through the agreement slots, balanced
// quotes, no stock lines, lengths that fit the register, and enough variants.
import { describe, expect, it } from 'vitest';
import { INTERESTS, STYLES as STYLES_LIST } from '@bedtime/contracts';
import { LESSON_THEMES } from '../src/catalogue/themes';
import { TWIST_KINDS } from '../src/catalogue/twist-kinds';
import type { Passage, ThemeWriting, TwistWriting, Variants } from '../src/scenes/format';
import type { StyleWriting, WorldWriting } from '../src/worlds/format';
import { SLOT_SET } from '../src/write/slots';
import { STYLES, THEMES, TWISTS, WORLDS } from '../src/scenes/index';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const filesIn = (dir: string) =>
  readdirSync(path.join(import.meta.dirname, '../src', dir))
    .filter((file) => file.endsWith('.ts') && !['format.ts', 'index.ts'].includes(file))
    .map((file) => file.slice(0, -3))
    .sort();
/** Every authored file, read from its folder (so a new file is checked before it is indexed). */
async function load<T>(dir: string): Promise<{ file: string; writing: T }[]> {
  return Promise.all(
    filesIn(dir).map(async (name) => ({
      file: `${dir}/${name}.ts`,
      writing: ((await import(/* @vite-ignore */ pathToFileURL(path.join(import.meta.dirname, '../src', dir, `${name}.ts`)).href)) as { default: T }).default,
    })),
  );
}
const themes = await load<ThemeWriting>('scenes/themes');
const twists = await load<TwistWriting>('scenes/twists');
const styles = await load<StyleWriting>('scenes/styles');
const worlds = await load<WorldWriting>('worlds');

const BANNED = [
  /ten feet tall/i,
  /pink with pride/i,
  /that one is a keeper/i,
  /worked that out on your own/i,
  /\bAnd it helped\b/,
  /had to sit down/i,
  /wise words/i,
  /valuable lesson/i,
  /from that day on/i,
  /\bthe end\b\.?$/i,
  /learn(ed|t) (that|a lesson|an important)/i,
  /the moral/i,
  // a twist that only stops the story: the blind reader heard these in story after story
  /could think about anything else/i,
  /went clean out of/i,
  /\b(?:was put|completely,) on hold\b/i,
  /carries on as normal/i,
  /\bEverything stopped\b(?!:)/,
  /\bEverything else could wait\b/i,
  // a companion given a stage direction instead of a doing: the blind reader heard "Relay stayed close", "Coach Bolt strode close"
  /\{comp\} \{comp_moves\} closer?(?: and waited)?\./,
  /\{comp\} (?:stayed|kept|came) close(?: by)?\./,
  /\blooked on quietly\b/i,
  /\bkept close by\b/i,
  /counted something out loud/i,
];
const BARE_PARTICIPLE = /^(?:(?:the|a|an|some|two|three|one|little)\s+)?(?:[\w'-]+\s+){1,3}?[\w-]{2,}ing\b(?<!^(?:the|a|an) [\w-]+ of [\w\s'-]*)/;
const LIMITS = { tiny: [12, 75], young: [18, 95], older: [35, 170] } as const;
const BACKDROPS = new Set([
  'meadow',
  'forest',
  'beach',
  'prehistoric',
  'castle',
  'road',
  'space',
  'underwater',
  'city',
  'stadium',
  'stage',
  'studio',
  'kitchen',
  'lab',
  'bedroom',
]);

function problems(text: string, register: keyof typeof LIMITS | undefined): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\{([^}]*)\}/g)) if (!SLOT_SET.has(match[1]!)) found.push(`unknown slot {${match[1]}}`);
  if (/\[[^\]]*\[/.test(text) || (text.match(/\[/g)?.length ?? 0) !== (text.match(/\]/g)?.length ?? 0)) found.push('unbalanced or nested [a|b]');
  if (/\{(?:[Tt]hey|subj_he|Subj_he|tw_he|Tw_he)\}\s+(?:was|were|is|are|has|have|does|do)\b/.test(text))
    found.push('a pronoun slot followed by a fixed verb (use {was}/{subj_was}/{tw_was}…)');
  if (/\{(?:name|comp|subj|tw_who)\}\s+\{(?:was|is|has|does)\}/.test(text)) found.push('an agreement slot after a name (write the verb: "{name} was")');
  const plain = text.replace(/\[([^\]|]*)[^\]]*\]/g, '$1');
  if ((plain.match(/"/g)?.length ?? 0) % 2 !== 0) found.push('unbalanced double quotes');
  for (const banned of BANNED) if (banned.test(plain) || banned.test(text)) found.push(`stock line ${banned}`);
  if (register && register !== 'older' && plain.includes(';')) found.push('semicolon for a young listener');
  if (register) {
    for (const part of plain.split(/\n\n+/)) {
      const words = part.split(/\s+/).filter(Boolean).length;
      const [min, max] = LIMITS[register];
      if (words < min || words > max) found.push(`${words} words (register ${register}: ${min}-${max})`);
    }
  }
  return found;
}

function check(variants: Variants | undefined, where: string, register: keyof typeof LIMITS | undefined, out: string[], min = 0): void {
  if ((variants?.length ?? 0) < min) out.push(`${where}: ${variants?.length ?? 0} variants, want ${min}`);
  (variants ?? []).forEach((passage: Passage, index) => {
    for (const problem of problems(passage.text, register)) out.push(`${where}[${index}]: ${problem}`);
  });
}

describe('authored passages', () => {
  it('are all in the generated index, and every theme, twist kind, style and interest has its file', () => {
    expect(THEMES.map((writing) => writing.themeId).sort()).toEqual(filesIn('scenes/themes'));
    expect(TWISTS.map((writing) => writing.kindId).sort()).toEqual(filesIn('scenes/twists'));
    expect(STYLES.map((writing) => writing.style).sort()).toEqual(filesIn('scenes/styles'));
    expect(WORLDS).toHaveLength(filesIn('worlds').length);
    expect(THEMES.map((writing) => writing.themeId).sort()).toEqual(LESSON_THEMES.map((theme) => theme.id).sort());
    expect(TWISTS.map((writing) => writing.kindId).sort()).toEqual(TWIST_KINDS.map((kind) => kind.id).sort());
    expect(STYLES.map((writing) => writing.style).sort()).toEqual([...STYLES_LIST].sort());
    expect(WORLDS.map((writing) => writing.interest).sort()).toEqual([...INTERESTS].sort());
  });

  it('theme scenes are well formed, in every register', () => {
    const out: string[] = [];
    for (const { file, writing } of themes) {
      const theme = LESSON_THEMES.find((candidate) => candidate.id === writing.themeId);
      if (!theme) out.push(`${file}: unknown theme ${writing.themeId}`);
      if (writing.better.length < 2 || writing.worry.length < 2 || writing.trouble.length < 2) out.push(`${file}: needs 2+ better, worry and trouble phrases`);
      // a facet's own words (the page of sums) are held to the same rules as the theme's
      const facetWords = Object.values(writing.facets ?? {});
      const troubles = [...writing.trouble, ...facetWords.flatMap((words) => words.trouble)];
      const worries = [...writing.worry, ...facetWords.flatMap((words) => words.worry)];
      // a trouble phrase opens sentences ("{Trouble} could wait") and follows "at": a noun phrase with its article
      for (const phrase of troubles)
        if (!/^the /.test(phrase) || /\{(?:name|subj_intro)\}/.test(phrase))
          out.push(`${file} trouble "${phrase}": a noun phrase starting "the", without {name} or {subj_intro}`);
      // a trouble is a thing a child can see ("the row with the sister"), not an abstraction a reader hears as a slot
      // ("the business of fitting in", "the go still waiting", after which a twist's "still waiting" doubled it)
      for (const phrase of troubles)
        if (/\b(?:business|matter of|still waiting)\b/.test(phrase)) out.push(`${file} trouble "${phrase}": an abstraction, not a thing on the page`);
      // a worry is shown (a wobble in the tummy, a grip on the bucket), never named by formula ("the cross feeling about …")
      for (const phrase of worries)
        if (!/^the /.test(phrase) || /\bfeeling\b/.test(phrase))
          out.push(`${file} worry "${phrase}": a noun phrase starting "the" that shows the feeling, not "the … feeling"`);
      for (const phrase of [...writing.better, ...troubles, ...worries, ...facetWords.flatMap((words) => words.better)])
        for (const problem of problems(phrase, undefined)) out.push(`${file} phrase: ${problem}`);
      const youngest = theme?.minAge ?? 2;
      for (const register of ['tiny', 'young', 'older'] as const) {
        if (register === 'tiny' && youngest > 3) continue;
        if (register === 'young' && youngest > 5) continue;
        const scenes = writing[register];
        const beats = register === 'tiny' ? (['problem', 'better'] as const) : (['problem', 'choice', 'consequence', 'better'] as const);
        for (const beat of beats) check(scenes[beat], `${file} ${register}.${beat}`, register, out, 2);
        if (register === 'older') check(scenes.inner, `${file} older.inner`, register, out, 2);
        // a facet with words of its own (the page of sums) puts its own subject on the page
        for (const passage of scenes.problem.filter((passage) => !(passage.facet && writing.facets?.[passage.facet])))
          if (!/\{(?:subj_intro|subj|Subj)\}/.test(passage.text)) out.push(`${file} ${register}.problem: the subject is not on the page`);
      }
    }
    expect(out).toEqual([]);
  });

  it('twist passages are well formed, in every register', () => {
    const out: string[] = [];
    for (const { file, writing } of twists) {
      if (!TWIST_KINDS.some((kind) => kind.id === writing.kindId)) out.push(`${file}: unknown twist kind ${writing.kindId}`);
      check(writing.tiny.happens, `${file} tiny.happens`, 'tiny', out, 2);
      for (const register of ['young', 'older'] as const) {
        for (const beat of ['setup', 'happens', 'payoff'] as const) check(writing[register][beat], `${file} ${register}.${beat}`, register, out, 2);
      }
      // the theme's good choice is the hero's to make in the theme's own scene: a twist leads to it, never says it
      const all = [writing.tiny, writing.young, writing.older].flatMap((scenes) => [...scenes.setup, ...scenes.happens, ...scenes.payoff]);
      // a trouble is thought of or looked at, not left "still waiting at the edge of things" (read as a slot by blind readers)
      for (const passage of all)
        if (/\{[Tt]rouble\}(?:,| was| which was| had)? (?:still )?(?:there, )?waiting\b|\{[Tt]rouble\}[^.]{0,40}edge of things/.test(passage.text))
          out.push(`${file}: leaves the trouble "waiting": ${passage.text.slice(0, 60)}…`);
      for (const passage of all)
        if (passage.text.includes('{better}'))
          out.push(`${file}: says the good choice ({better}) instead of leading the hero to it: ${passage.text.slice(0, 60)}…`);
    }
    expect(out).toEqual([]);
  });

  it('worlds and styles are well formed', () => {
    const out: string[] = [];
    for (const { file, writing } of worlds) {
      if (!INTERESTS.includes(writing.interest)) out.push(`${file}: unknown interest ${writing.interest}`);
      if (writing.settings.length < 4 || writing.companions.length < 5 || writing.things.length < 5)
        out.push(`${file}: too few settings, companions or things`);
      for (const setting of writing.settings) if (!BACKDROPS.has(setting.backdrop)) out.push(`${file}: backdrop ${setting.backdrop} does not exist`);
      if (!writing.companions.some((companion) => companion.ages[1] >= 12)) out.push(`${file}: no companion for 11-12 year olds`);
      // "{sound} went on": a bare "water hissing over hot stones" cannot be a sentence's subject
      for (const sound of writing.settings.flatMap((setting) => setting.sounds))
        if (BARE_PARTICIPLE.test(sound) && !/^the sound of /.test(sound))
          out.push(`${file}: the sound "${sound}" cannot open a sentence (write "the sound of …" or "the hum of …")`);
      check(writing.tiny.opening, `${file} tiny.opening`, 'tiny', out, 3);
      for (const beat of ['opening', 'meet', 'funny', 'fact'] as const) check(writing.young[beat], `${file} young.${beat}`, 'young', out, 2);
      for (const beat of ['opening', 'meet', 'journey', 'funny', 'fact'] as const) check(writing.older[beat], `${file} older.${beat}`, 'older', out, 2);
      // an opening's want, met at the end, is a passage like any other
      for (const register of ['young', 'older'] as const) {
        writing[register].opening.forEach((opening, index) => {
          if (opening.wantMet) check([opening.wantMet], `${file} ${register}.opening[${index}].wantMet`, register, out, 1);
        });
      }
      for (const value of [
        ...writing.titles,
        ...writing.homes,
        ...writing.tiny.refrains,
        ...writing.companions.flatMap((companion) => [...companion.habits, ...companion.comforts, companion.a]),
      ]) {
        for (const problem of problems(value, undefined)) out.push(`${file} "${value}": ${problem}`);
      }
    }
    for (const { file, writing } of styles) {
      if (!STYLES_LIST.includes(writing.style)) out.push(`${file}: unknown style`);
      check(writing.tiny.goodnight, `${file} tiny.goodnight`, 'tiny', out, 3);
      for (const register of ['young', 'older'] as const)
        for (const beat of ['windDown', 'goodnight'] as const) check(writing[register][beat], `${file} ${register}.${beat}`, register, out, 3);
    }
    expect(out).toEqual([]);
  });
});
