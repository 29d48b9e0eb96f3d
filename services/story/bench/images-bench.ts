import { pathToFileURL } from 'node:url';
import { renderColoringBookPdf } from '../src/providers/print/coloring-book-pdf';
import { renderStoryPdf } from '../src/providers/print/story-pdf';
import { toLineArt } from '../src/providers/images/art/line-art';
import { rasterize } from '../src/providers/images/art/rasterize';
import { renderScene } from '../src/providers/images/art/render-scene';
import { resolveCast } from '../src/providers/images/art/resolve-look';
import { sceneModel } from '../src/providers/images/art/scene-model';
import { storyModels } from '../src/providers/images/art/story-models';
import { EmbeddedImageEngine } from '../src/providers/images/embedded-image-engine';
import { renderSocialCard } from '../src/providers/images/social-card';
import { chooseScenes } from '../src/providers/images/text/choose-scenes';
import type { StoryForArt } from '../src/providers/images/types';

const story: StoryForArt = {
  id: 'bench-story',
  title: 'Mia and the Lantern of the Whispering Woods',
  age: 6,
  gender: 'girl',
  interests: ['Nature & Forest', 'Animals'],
  style: 'gentle',
  content: [
    'Once upon a time, in a little cottage at the edge of the Whispering Woods, there lived a girl named Mia. Every evening Mia watched the trees sway.',
    'One golden afternoon, Mia found an old brass lantern by the garden gate. When she picked it up, it glowed a soft, friendly yellow.',
    'From a branch above came a gentle hoot. It was Luna the owl, with silver feathers and big amber eyes. "That lantern shows the way to the Moonlit Meadow," Luna said.',
    'Together they followed the path between the tall pine trees. Mushrooms glowed along the trail, and fireflies danced like tiny stars.',
    'Suddenly, the lantern flickered and went out! Mia gasped. The woods were very dark.',
    '"Don\'t worry," said Luna softly. "Close your eyes and listen." Bravely Mia took a step, then another.',
    'At last they stepped into the Moonlit Meadow, where a thousand flowers shone silver under the moon. Mia laughed.',
    'When Mia got home, she snuggled into her cosy bed with the lantern on her windowsill. Luna hooted goodnight, and Mia drifted off to sleep.',
  ].join('\n\n'),
};

/** A story with its plan, as every new story has: the pictures are drawn from the plan's cast and scenes. */
const planned: StoryForArt = {
  id: 'bench-planned',
  title: 'Mia and the Red Bucket',
  age: 5,
  gender: 'girl',
  interests: ['Ocean & Sea Life'],
  style: 'funny',
  content: [
    'Mia skipped down to Seashell Cove with a red bucket for rock-pool treasures.',
    'By the rock pool sat Pinch, a small red crab with one claw bigger than the other.',
    'Her little sister, Rosie, wanted the bucket too. Mia held it tight.',
    "Then, pop! Mia shrank as small as a shell, and tiny Mia rode on Pinch's back across the sand.",
    'Mia held out the red bucket. "Let\'s fill it together," she said.',
    'Mia snuggled under her blanket and fell fast asleep.',
  ].join('\n\n'),
  plan: {
    band: '4-5',
    register: 'young',
    style: 'funny',
    world: 'Ocean & Sea Life',
    setting: { name: 'Seashell Cove', short: 'the cove', backdrop: 'beach' },
    hero: { name: 'Mia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 5, gender: 'girl' },
    cast: [
      { name: 'Mia', role: 'hero', kind: 'person', species: 'child', pronoun: 'she', age: 5, gender: 'girl' },
      { name: 'Pinch', role: 'companion', kind: 'animal', species: 'crab', pronoun: 'he' },
      { name: 'Rosie', role: 'subject', kind: 'person', species: 'child', pronoun: 'she' },
    ],
    lesson: { themeId: 'sharing', label: 'sharing', confident: true },
    twists: [],
    thing: 'bucket',
    title: 'Mia and the Red Bucket',
    scenes: [
      {
        beat: 'opening',
        paragraph: 0,
        setting: { name: 'Seashell Cove', backdrop: 'beach', at: 'setting' },
        who: ['Mia'],
        action: 'arriving',
        object: 'bucket',
      },
      { beat: 'meet', paragraph: 1, setting: { name: 'Seashell Cove', backdrop: 'beach', at: 'setting' }, who: ['Mia', 'Pinch'], action: 'talking' },
      {
        beat: 'problem',
        paragraph: 2,
        setting: { name: 'Seashell Cove', backdrop: 'beach', at: 'setting' },
        who: ['Mia', 'Rosie'],
        action: 'holding',
        object: 'bucket',
      },
      {
        beat: 'twist-happens',
        paragraph: 3,
        setting: { name: 'Seashell Cove', backdrop: 'beach', at: 'setting' },
        who: ['Mia', 'Pinch'],
        action: 'riding',
        scale: 'tiny',
      },
      {
        beat: 'better',
        paragraph: 4,
        setting: { name: 'Seashell Cove', backdrop: 'beach', at: 'setting' },
        who: ['Mia', 'Rosie'],
        action: 'sharing',
        object: 'bucket',
      },
      { beat: 'goodnight', paragraph: 5, setting: { name: 'bedroom', backdrop: 'bedroom', at: 'bedroom' }, who: ['Mia'], action: 'sleeping' },
    ],
  },
};

const since = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

/** Draws every picture of a planned story (model, SVG and PNG), one at a time: milliseconds per picture. */
async function plannedPictureMs(): Promise<{ svg: number; png: number; cpu: number; pictures: number }> {
  const scenes = chooseScenes(planned);
  const cast = resolveCast(planned);
  await rasterize(renderScene(sceneModel(planned, scenes[0]!, cast), 'color'));
  let svgMs = 0;
  let pngMs = 0;
  // CPU time as well as wall time: on a shared machine the wall clock also counts other people's work.
  const cpuBefore = process.cpuUsage();
  // Modelled in order, as the engine does (a page may be staged the other way round from the page before).
  let start = process.hrtime.bigint();
  const models = storyModels(planned, scenes, cast);
  svgMs += since(start);
  for (const model of models) {
    start = process.hrtime.bigint();
    const svg = renderScene(model, 'color');
    svgMs += since(start);
    start = process.hrtime.bigint();
    await rasterize(svg, { width: 1024, background: '#ffffff' });
    pngMs += since(start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { svg: svgMs / scenes.length, png: pngMs / scenes.length, cpu: (cpu.user + cpu.system) / 1000 / scenes.length, pictures: scenes.length };
}

/** Times the picture and print work for one story with four illustrations. */
export async function runImagesBench(): Promise<Record<string, number>> {
  const engine = new EmbeddedImageEngine();
  const scenes = chooseScenes(story).slice(0, 4);
  const cast = resolveCast(story);
  // Warm up fonts, native code and caches so the figures describe steady work.
  await rasterize(renderScene(sceneModel(story, scenes[0]!, cast), 'color'));

  let svgMs = 0;
  let pngMs = 0;
  const illustrations: { png: Buffer; svg: string; caption: string }[] = [];
  for (const scene of scenes) {
    let start = process.hrtime.bigint();
    const svg = renderScene(sceneModel(story, scene, cast), 'color');
    svgMs += since(start);
    start = process.hrtime.bigint();
    const png = await rasterize(svg, { width: 1024, background: '#ffffff' });
    pngMs += since(start);
    illustrations.push({ png, svg, caption: scene.summary });
  }

  let start = process.hrtime.bigint();
  const names = ['Mia', 'Luna the owl', 'Mia', 'Luna the owl'];
  for (const name of names) await engine.sticker(story, name);
  const stickerMs = since(start) / names.length;

  start = process.hrtime.bigint();
  const lineArt = [];
  for (const art of illustrations) lineArt.push(await rasterize(toLineArt(art.svg), { width: 1024, background: '#ffffff' }));
  const lineArtMs = since(start) / illustrations.length;

  start = process.hrtime.bigint();
  await renderSocialCard(story, { scene: scenes[0]!, prompt: '', svg: illustrations[0]!.svg, png: illustrations[0]!.png });
  const cardMs = since(start);

  start = process.hrtime.bigint();
  const storyPdf = await renderStoryPdf({ title: story.title, content: story.content, createdAt: new Date(), illustrations });
  const storyPdfMs = since(start);

  start = process.hrtime.bigint();
  const book = await renderColoringBookPdf({ title: story.title, pages: lineArt.map((lineArtPng) => ({ lineArtPng })) });
  const bookMs = since(start);

  const plannedMs = await plannedPictureMs();
  const round = (n: number): number => Math.round(n * 10) / 10;
  return {
    planned_pictures: plannedMs.pictures,
    planned_illustration_svg_ms: round(plannedMs.svg),
    planned_illustration_png_ms: round(plannedMs.png),
    planned_illustration_total_ms: round(plannedMs.svg + plannedMs.png),
    planned_illustration_cpu_ms: round(plannedMs.cpu),
    illustrations: illustrations.length,
    illustration_svg_ms: round(svgMs / illustrations.length),
    illustration_png_ms: round(pngMs / illustrations.length),
    illustration_total_ms: round((svgMs + pngMs) / illustrations.length),
    illustration_svg_bytes: Math.round(illustrations.reduce((s, a) => s + a.svg.length, 0) / illustrations.length),
    illustration_png_bytes: Math.round(illustrations.reduce((s, a) => s + a.png.length, 0) / illustrations.length),
    sticker_ms: round(stickerMs),
    line_art_page_ms: round(lineArtMs),
    social_card_ms: round(cardMs),
    story_pdf_ms: round(storyPdfMs),
    story_pdf_bytes: storyPdf.length,
    coloring_book_pdf_ms: round(bookMs),
    coloring_book_pdf_bytes: book.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runImagesBench();
  for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(28)} ${value}`);
}
