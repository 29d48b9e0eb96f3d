import type { StageCharacter, Staging } from './staging';

/**
 * A picture's caption and alt text, written from how it is staged: who, doing what, with what,
 * where ("Mia shares the red tin bucket with Rosie at Seashell Cove."). Creatures are named with
 * their species ("Tops the triceratops"), so the words say what is drawn.
 */
export const ALT_MAX = 140;

export function displayName(c: StageCharacter | undefined): string {
  if (!c) return '';
  if (!c.species || c.role === 'hero') return c.name;
  const species = c.species.toLowerCase();
  if (new RegExp(`\\b${species.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(c.name) || c.name.toLowerCase().startsWith('the ')) return c.name;
  return `${c.name} the ${species}`;
}

function list(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "at Seashell Cove", "in the Valley of Giant Ferns", "on Dune Beach", "at home". */
export function placePhrase(place: string | undefined): string {
  if (!place) return '';
  if (place === 'home') return 'at home';
  if (place === 'bedroom') return 'in bed';
  const lower = place.toLowerCase();
  const head = lower.split(/\b(?:by|on|at|in|of|below|down|near)\b/)[0] ?? lower;
  if (
    /\b(bandstand|festival|fair|museum|depot|market|café|cafe|bakery|lookout|headquarters|academy|square|rescue|stables|pools|pond|cove|tent|springs|airfield)\b/.test(
      head,
    )
  )
    return `at ${place}`;
  if (/\b(beach|trail|island|track|pitch|field|hill|common|moon|plains)\b/.test(head)) return `on ${place}`;
  if (
    /\b(valley|meadow|garden|castle|tower|wood|woods|forest|shallows|park|hall|school|shop|theatre|station|crater|studio|kitchen|lab|laboratory|workshop|glimmerwood|harbour|gallery|barn)\b/.test(
      head,
    )
  )
    return `in ${place}`;
  return `at ${place}`;
}

export function caption(staging: Staging, cast: StageCharacter[], place: string | undefined): string {
  const byName = new Map(cast.map((c) => [c.name, c]));
  const heroChar = byName.get(staging.who[0] ?? '');
  const scaledWord = (c: StageCharacter | undefined): string =>
    staging.scaled && c && staging.scaled.name === c.name ? (staging.scaled.scale === 'tiny' ? 'tiny ' : 'giant ') : '';
  const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
  const name = (c: StageCharacter | undefined): string => `${scaledWord(c)}${displayName(c)}`;
  const hero = name(heroChar);
  const others = staging.who
    .slice(1)
    .map((n) => byName.get(n))
    .filter((c): c is StageCharacter => !!c);
  const partnerChar = staging.partner ? byName.get(staging.partner) : undefined;
  const partner = name(partnerChar);
  const rest = others.filter((c) => c !== partnerChar && c.name !== staging.mount);
  const withOthers = others.length ? ` with ${list(others.map(name))}` : '';
  const withRest = rest.length ? ` with ${list(rest.map(name))}` : '';
  const thing = staging.object?.phrase ?? '';
  const at = placePhrase(place);
  const where = at ? ` ${at}` : '';
  const mount = staging.mount === 'object' ? thing.replace(/^the /, 'a ') : name(staging.mount ? byName.get(staging.mount) : undefined);
  let text: string;
  switch (staging.action) {
    case 'arriving':
      // a thing for the hand (or with a handle) is carried, a cape or a cap worn, and a thing on the ground stands beside the hero
      text = `${hero} arrives${where}${withOthers}${
        thing && (staging.object?.placement === 'hand' || staging.object?.spec?.grip)
          ? `, carrying ${thing}`
          : thing && staging.object?.placement === 'worn'
            ? `, wearing ${thing}`
            : thing
              ? `, next to ${thing}`
              : ''
      }`;
      break;
    case 'talking':
      text = `${hero} talks with ${list(others.map(name)) || 'a friend'}${where}`;
      break;
    case 'holding':
      text = `${hero} holds ${thing || 'something special'}${withOthers}${where}`;
      break;
    case 'giving':
      text = `${hero} gives ${thing || 'a present'} to ${partner}${where}`;
      break;
    case 'sharing':
      text = `${hero} shares ${thing || 'a turn'} with ${partner}${where}`;
      break;
    case 'hugging':
      text = `${hero} hugs ${partner}${where}`;
      break;
    case 'running':
      text = `${hero} runs${withOthers}${where}`;
      break;
    case 'riding':
      text = `${hero} rides on ${mount}${where}`;
      break;
    case 'flying':
      text = mount
        ? `${hero} flies on ${mount}${place && place !== 'home' && place !== 'bedroom' ? ` over ${place}` : ''}`
        : `${hero} flies${withOthers}${where}`;
      break;
    case 'swimming':
      text = `${hero} swims${withOthers}${where}`;
      break;
    case 'finding':
      text = `${hero} finds ${thing || 'something'}${withOthers}${where}`;
      break;
    case 'looking':
      text = thing ? `${hero} looks at ${thing}${withOthers}${where}` : `${hero} looks around${withOthers}${where}`;
      break;
    case 'building':
      text = `${hero} ${makes(staging.object)} ${thing || 'a tower'}${withOthers}${where}`;
      break;
    case 'eating':
      text = `${hero} eats ${thing || 'a snack'}${withOthers}${where}`;
      break;
    case 'washing':
      text = `${hero} washes ${thing || 'up'}${withOthers}${where}`;
      break;
    case 'crying':
      text = `${hero} feels sad${where}${partnerChar ? `, and ${partner} stays close` : ''}`;
      break;
    case 'comforting':
      text = partnerChar?.role === 'companion' ? `${cap(partner)} comforts ${hero}${where}` : `${hero} comforts ${partner || 'a friend'}${where}`;
      break;
    case 'waving':
      text = `${hero} waves${others.length ? ` to ${list(others.map(name))}` : ''}${where}`;
      break;
    case 'climbing':
      text = `${hero} climbs up high${withOthers}${where}`;
      break;
    case 'playing':
      text = `${hero} plays${thing ? ` with ${thing}` : ''}${withOthers}${where}`;
      break;
    case 'reading':
      text = `${hero} reads ${thing || 'a book'}${withOthers}${where}`;
      break;
    case 'sleeping':
      text = `${hero} is fast asleep in bed${others.length ? `, with ${list(others.map(name))} curled up nearby` : ''}`;
      break;
    case 'waiting':
      text = `${hero} waits${withOthers}${where}`;
      break;
    case 'hiding':
      text = `${hero} hides behind a ${staging.cover ?? 'bush'}${withOthers}${where}`;
      break;
    case 'listening':
      text = `${hero} listens to ${partner || 'the sounds'}${where}`;
      break;
    case 'celebrating':
      text = `${hero} celebrates${withOthers}${where}`;
      break;
    default:
      text = `${hero}${withOthers}${where}`;
  }
  if (staging.action === 'riding' || staging.action === 'flying') text += withRest && staging.mount ? withRest : '';
  return fit(`${cap(text.replace(/\s+/g, ' ').trim())}.`);
}

/** The verb for making a thing: a picture is painted or drawn, a drawing worked on, a kite made, a tower built. */
function makes(object: Staging['object']): string {
  if (!object) return 'builds';
  if (object.noun === 'painting') return 'paints';
  if (object.kit === 'picture') return object.phrase.startsWith('a ') ? 'draws' : 'works on';
  if (object.kit === 'map') return 'draws';
  if (['book', 'photo', 'sticker', 'kite', 'parcel', 'letter', 'paper', 'card'].includes(object.kit)) return 'makes';
  return 'builds';
}

/** Short enough for a screen reader; the place goes first when it must, then words from the end. */
function fit(text: string): string {
  if (text.length <= ALT_MAX) return text;
  const noPlace = text.replace(/ (?:at|in|on) [A-Z][^,.]*(?=[,.])/, '');
  if (noPlace.length <= ALT_MAX) return noPlace;
  const cut = noPlace.slice(0, ALT_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:\s]+$/, '')}…`;
}
