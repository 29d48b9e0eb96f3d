import type { AiMerchandise, AiProductType, StoryStyle } from '@bedtime/contracts';
import { seededRng } from '../providers/images/art/random';
import type { CharacterInfo } from '../providers/images/text/extract-characters';
import { clip } from '../providers/images/text/story-text';
import type { Scene } from '../providers/images/types';
import { screenText } from '@bedtime/child-safety';

/**
 * The words on an AI design, written from the story: its title, characters, places, key moments, lesson and
 * style (the embedded writer; phrasing varies by story, every fact comes from the story itself). Every
 * sentence a child may read goes through the child-safety screen; one that fails is left out.
 */
export interface StoryFacts {
  id: string;
  title: string;
  age: number;
  style: StoryStyle;
  lesson: string;
  characters: CharacterInfo[];
  scenes: Scene[];
}

export type DesignCopy = Omit<AiMerchandise, 'productType' | 'visualUrl'>;

const STYLE_ART: Record<StoryStyle, string> = {
  gentle: 'soft pastel storybook illustration',
  funny: 'bright cartoon illustration with bouncy outlines',
  magical: 'twilight storybook illustration with violet glow and sparkles',
  adventurous: 'bold warm-toned adventure illustration',
  educational: 'clear flat-colour picture-book illustration',
};
const TIME_LIGHT: Record<Scene['timeOfDay'], string> = { morning: 'morning light', day: 'daylight', sunset: 'sunset glow', night: 'moonlit night' };

export const PRODUCT_WORDS: Record<AiProductType, { noun: string; facts: string[] }> = {
  't-shirt': { noun: 'tee', facts: ['Soft ringspun cotton, printed with water-based inks'] },
  hoodie: { noun: 'hoodie', facts: ['Brushed fleece inside, kangaroo pocket'] },
  mug: { noun: 'mug', facts: ['Wrap-around print on 12 oz ceramic, dishwasher safe'] },
  tote: { noun: 'tote bag', facts: ['Heavy canvas that carries a week of library books'] },
  backpack: { noun: 'backpack patch design', facts: ["Sized for a child's backpack, wipe-clean"] },
  stickers: { noun: 'sticker sheet', facts: ['Die-cut vinyl stickers with a white border'] },
  poster: { noun: 'poster', facts: ['Printed on thick matte paper, ready to frame'] },
};

/** The reading ages a story's age falls in (how the product rules' 'Ages {targetAge}' reads). */
export function ageBand(age: number): string {
  if (age <= 2) return '1-3';
  if (age <= 4) return '3-5';
  if (age <= 6) return '5-7';
  if (age <= 8) return '7-9';
  return '9-12';
}

const list = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
const sentence = (text: string) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
const safe = (text: string) => screenText(text, 'merchandise').ok;
/** The first candidate that passes the screen (the last one is built from the title alone). */
const firstSafe = (candidates: string[]) => candidates.find(safe) ?? candidates[candidates.length - 1]!;

export function writeDesignCopy(productType: AiProductType, facts: StoryFacts): DesignCopy {
  const rng = seededRng(`${facts.id}|${productType}|copy`);
  const names = facts.characters.map((c) => c.name);
  const hero = names[0] ?? facts.title;
  const friend = names[1];
  const { noun, facts: productFacts } = PRODUCT_WORDS[productType];
  const opening = facts.scenes[0];
  const middle = facts.scenes[Math.floor(facts.scenes.length / 2)] ?? opening;
  const ending = facts.scenes[facts.scenes.length - 1] ?? opening;
  const moment = productType === 'poster' ? ending : productType === 'tote' ? middle : opening;
  const lesson = facts.lesson.trim().replace(/[.!?]+$/, '');
  const light = moment ? TIME_LIGHT[moment.timeOfDay] : 'storybook light';
  const artStyle = `${STYLE_ART[facts.style]}, ${light}`;

  const concept: Record<AiProductType, string> = {
    't-shirt': `${hero} waving as a large chest print, with "${facts.title}" arched above and ${hero}'s name below`,
    hoodie: friend
      ? `${hero} and ${friend} side by side across the chest, their names joined underneath`
      : `${hero} across the chest with the story's title underneath`,
    mug: `A wrap-around band of the opening scene${moment ? ` (${clip(moment.summary, 90)})` : ''} with ${hero} beside the handle`,
    tote: `The turning point of the story${moment ? `, ${clip(moment.summary, 90)}` : ''}, framed in a round medallion above the title`,
    backpack: `A round stitched-look patch of ${friend ?? hero}, named in bold letters`,
    stickers: `A die-cut sheet with every character of the story: ${list(names.slice(0, 6)) || hero}`,
    poster: `The sleepy ending${moment ? `, ${clip(moment.summary, 90)}` : ''}, under a night-blue title banner naming ${list(names.slice(0, 4)) || hero}`,
  };

  const taglines = [
    rng.pick([`${hero}'s story, ready to wear`, `Take ${hero} everywhere`, `${facts.title}, off the page`, `Where ${hero} goes, the story goes`]),
    lesson ? `${facts.title}: ${lesson.charAt(0).toLowerCase()}${lesson.slice(1)}` : `${facts.title}, off the page`,
    facts.title,
  ];
  const tagline = productType === 't-shirt' || productType === 'hoodie' ? firstSafe(taglines) : firstSafe([taglines[1]!, taglines[0]!, taglines[2]!]);

  const description = firstSafe([
    sentence(`A ${noun} made from "${facts.title}"${moment ? `: ${clip(moment.summary, 140)}` : ''}`) +
      (friend ? ` ${sentence(`${hero} and ${friend} look just as they did in the story`)}` : ` ${sentence(`${hero} looks just as in the story`)}`),
    sentence(`A ${noun} made from "${facts.title}"`),
  ]);

  const bulletPoints = [
    `Features ${list(names.slice(0, productType === 'stickers' ? 6 : 2)) || hero}, drawn from your story`,
    moment ? `Scene: ${clip(moment.summary, 100)}` : '',
    lesson ? `A reminder of the story's lesson: ${lesson.charAt(0).toLowerCase()}${lesson.slice(1)}` : '',
    ...productFacts,
    `Made for ages ${ageBand(facts.age)} and the grown-ups who read to them`,
  ].filter((text) => text && safe(text));

  const callToAction = firstSafe([rng.pick([`Bring ${hero} home`, `Make it ${hero}'s ${noun}`, `Order the ${facts.title} ${noun}`]), `Order this ${noun}`]);

  return {
    designConcept: firstSafe([concept[productType], `A ${noun} made from "${facts.title}"`]),
    marketing: { tagline, description, bulletPoints, callToAction },
    analysis: { artStyle, targetAge: ageBand(facts.age) },
  };
}
