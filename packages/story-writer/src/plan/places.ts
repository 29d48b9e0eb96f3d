/**
 * Where a scene can happen. A lesson scene may need a kind of place (a kitchen with a hot oven, a café
 * with someone serving, a road with a kerb): declared on the passage (`place`) or read from its words.
 * A setting has the kinds of place it really is; a home has a kitchen, a table and a bed. The composer
 * tells a scene where its place is: at the setting when the setting has it, else after an authored way
 * there (home that evening, or the café on the way home), never an oven in an art gallery.
 */
import type { Passage } from '../scenes/format';
import { HOME_ONLY } from '../write/bridges';

export type PlaceKind = 'home' | 'kitchen' | 'eatery' | 'shop' | 'school' | 'road' | 'water';

/** What a home has: a bed and a bath, and a kitchen with an oven and a table to lay. */
export const AT_HOME_PLACES: ReadonlySet<PlaceKind> = new Set<PlaceKind>(['home', 'kitchen']);

/**
 * The kinds of place each setting is, by its name (the worlds' writers name settings; a setting that is
 * none of these kinds is a day out where nothing of a home, a café or a road is at hand). A new setting is
 * read from its words and backdrop (`settingPlaces`); `test/places.test.ts` lists what each setting is.
 */
const SETTING_WORDS: readonly [RegExp, readonly PlaceKind[]][] = [
  [/\bcaf[eé](?![a-z])/i, ['kitchen', 'eatery']],
  [/\bbakery\b/i, ['kitchen', 'eatery', 'shop']],
  [/\bcookery school\b/i, ['kitchen', 'school']],
  [/\bkitchen\b/i, ['kitchen']],
  [/\bmarket\b/i, ['shop', 'road']],
  [/\bshop\b/i, ['shop']],
  [/\b(?:music school|academy)\b/i, ['school']],
  [/\b(?:square|depot|fire station)\b/i, ['road']],
  [/\b(?:pond|brook|harbour|shallows|cove|beach|rock pools|river)\b/i, ['water']],
];

export function settingPlaces(setting: { name: string; backdrop: string }): ReadonlySet<PlaceKind> {
  const kinds = new Set<PlaceKind>();
  for (const [words, places] of SETTING_WORDS) if (words.test(setting.name)) for (const place of places) kinds.add(place);
  if (setting.backdrop === 'beach') kinds.add('water');
  return kinds;
}

/** Words that put a scene in a kitchen (not a simile: "like a kettle"): cooking on a hot oven, a table laid with candles and matches. */
const KITCHEN_WORDS =
  /(?<!\blike an? (?:\[[^\]]*\|)?|\bits \[?)\b(?:oven|ovens|oven gloves?|stove|hob|saucepan|frying pan|kettle|the table was laid|tea towel|steaming pan|pan handles?)\b/i;
/** Words that put a scene in a café or restaurant: someone serving at a table. */
const EATERY_WORDS = /(?<!\blike an? (?:\[[^\]]*\|)?|\bits \[?)\b(?:waiter|waitress|menu|caf[eé](?![a-z])|restaurant|took (?:the|their|our) order)\b/i;

/**
 * The kind of place a passage needs, as declared or as its words show. Read from the text with the
 * setting's own name taken out ("the Orchard Kitchen", "the café" of a café setting are the setting's).
 */
export function placeNeeded(passage: Pick<Passage, 'text' | 'place'>, themePlace?: PlaceKind): PlaceKind | undefined {
  if (passage.place) return passage.place;
  if (themePlace) return themePlace;
  const text = passage.text.replace(/\{[A-Za-z_]+\}/g, ' ');
  // a bed, a bath, the kitchen at home or Mummy's door: the hero's own home
  if (HOME_ONLY.test(text)) return 'home';
  if (KITCHEN_WORDS.test(text)) return 'kitchen';
  if (EATERY_WORDS.test(text)) return 'eatery';
  return undefined;
}

/** Whether a passage can be told where the story is now. */
export function fitsPlace(passage: Pick<Passage, 'text' | 'place'>, here: ReadonlySet<PlaceKind>, themePlace?: PlaceKind): boolean {
  const need = placeNeeded(passage, themePlace);
  return need === undefined || here.has(need);
}
