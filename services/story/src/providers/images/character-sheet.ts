import type { StoryStyle } from '@bedtime/contracts';
import type { HairStyle, Look, TopStyle } from './art/look';
import { resolveCast } from './art/resolve-look';
import type { SettingId } from './text/vocabulary';
import type { Scene, StoryForArt, TimeOfDay } from './types';

export interface CharacterSheetEntry {
  name: string;
  description: string;
}

const HAIR_WORDS: Record<HairStyle, string> = {
  short: 'short tidy hair', spiky: 'spiky hair', curly: 'springy curly hair', swoop: 'side-swept hair',
  bob: 'a chin-length bob', long: 'long flowing hair', ponytail: 'a high ponytail tied with a coral band',
  pigtails: 'two pigtails tied with pink bands', buns: 'two round buns on top', puffs: 'two big curly puffs',
};
const STYLE_WORDS: Record<StoryStyle, string> = {
  funny: 'playful and bright, with comic, expressive faces',
  adventurous: 'bold, warm and full of movement',
  gentle: 'soft pastel colours and a calm, dreamy, cosy feel',
  magical: 'glowing, sparkling, enchanted colours',
  educational: 'clear, bright and full of interesting details',
};
const SETTING_WORDS: Record<SettingId, string> = {
  meadow: 'a sunny meadow with rolling hills, wildflowers and a red barn',
  space: 'outer space on the surface of a little moon, with planets, stars and a rocket',
  underwater: 'under the sea among coral, seaweed and bubbles',
  beach: 'a sandy beach with gentle waves, a palm tree and a sandcastle',
  prehistoric: 'a prehistoric valley with ferns, palm trees and a smoking volcano',
  castle: 'a fairy-tale kingdom with a castle on a hill',
  stadium: 'a sports field in a stadium full of cheering fans',
  stage: 'a theatre stage with red curtains, spotlights and floating music notes',
  studio: "an artist's studio with an easel, paints and pictures on the walls",
  forest: 'a friendly forest with tall pine trees, a winding path and mushrooms',
  city: 'a colourful city street with tall buildings',
  road: 'the countryside with a road, a little car and a train',
  kitchen: 'a cosy kitchen with a stove, shelves of jars and a window',
  lab: 'a science lab with bubbling flasks and a chalkboard',
  bedroom: "a cosy child's bedroom with a bed, a window and a glowing lamp",
};
const TIME_WORDS: Record<TimeOfDay, string> = {
  morning: 'in the fresh light of early morning', day: 'on a bright sunny day',
  sunset: 'at golden sunset', night: 'at night under the moon and stars',
};

function topWords(style: TopStyle, top: string, bottom: string): string {
  switch (style) {
    case 'dress': return `a ${top} dress`;
    case 'hoodie': return `a ${top} hoodie and ${bottom} trousers`;
    case 'overalls': return `${bottom} dungarees over a ${top} t-shirt`;
    case 'sweater': return `a ${top} jumper with a heart on the front and ${bottom} trousers`;
    default: return `a ${top} t-shirt and ${bottom} trousers`;
  }
}

/** One fixed description per character, the same words in every prompt of a story. */
export function describeLook(look: Look): string {
  if (look.kind === 'human') {
    const who = look.role === 'grown-up' ? 'a kind grown-up' : `a ${look.age}-year-old child`;
    const parts = [
      `${who} with ${look.skin.name} skin and ${look.hair.name} hair in ${HAIR_WORDS[look.hairStyle].replace(/ hair$/, '')}`,
      `wearing ${topWords(look.topStyle, look.top.name, look.bottom.name)}${look.stripes ? ` with ${look.stripes.name} stripes` : ''} and ${look.shoes.name} shoes`,
    ];
    if (look.glasses) parts.push('round glasses');
    if (look.headwear) parts.push(`a ${look.headwear === 'captain' ? "captain's hat" : look.headwear === 'wizard' ? 'pointed wizard hat' : `${look.headwear === 'chef' ? "chef's hat" : `golden ${look.headwear}`}`}`);
    if (look.cape) parts.push(`a flowing ${look.cape.name} superhero cape`);
    if (look.wings) parts.push('small shimmering fairy wings');
    if (look.mermaid) parts.push('a teal mermaid tail');
    return `${look.name}: ${parts.join(', ')}`;
  }
  const accessory = look.accessory === 'none' ? '' : `, wearing a ${look.accessoryColor.name} ${look.accessory === 'bowtie' ? 'bow tie' : look.accessory}`;
  const hat = look.headwear ? ` and a ${look.headwear === 'captain' ? "captain's hat" : look.headwear}` : '';
  return `${look.name}: a small, round, friendly ${look.body.name} ${look.species} with big shiny eyes and rosy cheeks${accessory}${hat}`;
}

export function characterSheet(story: StoryForArt, cast: Look[] = resolveCast(story)): CharacterSheetEntry[] {
  return cast.map((look) => ({ name: look.name, description: describeLook(look) }));
}

const HOUSE_STYLE = "A warm, whimsical children's picture-book illustration in soft watercolour and gouache, rounded friendly shapes, gentle outlines, cosy lighting, safe and joyful for young children, no text or lettering";

export function illustrationPrompt(story: StoryForArt, scene: Scene, sheet: CharacterSheetEntry[]): string {
  const setting = SETTING_WORDS[scene.setting as SettingId] ?? scene.setting;
  const present = scene.characters.length > 0 ? scene.characters.join(', ') : sheet[0]?.name ?? 'the child';
  return [
    `${HOUSE_STYLE}. The look is ${STYLE_WORDS[story.style]}.`,
    `Picture ${scene.index + 1} of the bedtime story "${story.title}": ${scene.summary}`,
    `Setting: ${setting}, ${TIME_WORDS[scene.timeOfDay]}.`,
    `In this picture: ${present}.${scene.objects.length > 0 ? ` Include: ${scene.objects.join(', ')}.` : ''}`,
    `Character sheet (draw each character exactly like this in every picture): ${sheet.map((e) => e.description).join('; ')}.`,
  ].join('\n');
}

export function stickerPrompt(story: StoryForArt, entry: CharacterSheetEntry): string {
  return [
    `A cute die-cut sticker of one character from the bedtime story "${story.title}", full body, standing and waving happily, centred, on a transparent background, bold clean outlines, bright flat colours, children's picture-book style, no text.`,
    `The character: ${entry.description}.`,
  ].join('\n');
}

export function coloringPagePrompt(story: StoryForArt, scene: Scene, sheet: CharacterSheetEntry[]): string {
  return [
    `A children's colouring-book page: clean black outlines of even thickness on a pure white background, no shading, no grey, no colour, no text, large simple areas to colour in.`,
    `The scene from the bedtime story "${story.title}": ${scene.summary} Setting: ${SETTING_WORDS[scene.setting as SettingId] ?? scene.setting}.`,
    `Characters (same designs as the story's pictures): ${sheet.filter((e) => scene.characters.includes(e.name)).map((e) => e.description).join('; ') || sheet[0]?.description || 'a happy child'}.`,
  ].join('\n');
}
