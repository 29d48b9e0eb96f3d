import { drawBird, drawLowCreature, drawReptile } from './draw-critters';
import { drawGadget } from './draw-gadgets';
import { drawBug, drawVehicle } from './draw-vehicles';
import { drawHuman } from './draw-human';
import { drawMammal, MAMMALS } from './draw-mammal';
import { drawObject } from './draw-objects';
import { drawSeaCreature } from './draw-sea';
import { isObjectSpecies } from '../text/species-words';
import type { Expression, Figure, Pose } from './figure-kit';
import type { Look } from './look';

const SMALL = new Set(['mouse', 'bird', 'bunny', 'hedgehog', 'squirrel', 'frog', 'duck', 'cat', 'fish', 'seahorse', 'crab', 'star', 'bee', 'butterfly']);
const SEA = new Set(['fish', 'dolphin', 'whale', 'octopus', 'seahorse', 'crab']);

/** How big a character stands next to a six-year-old (who is about 1.0). */
export function naturalScale(look: Look): number {
  if (look.kind === 'human') return 1;
  if (look.species === 'whale' || look.species === 'elephant') return 1.15;
  if (isObjectSpecies(look.species)) return look.species === 'piano' ? 0.9 : 0.8;
  if (look.big) return 1.1;
  return SMALL.has(look.species) ? 0.78 : 0.92;
}

export function isSeaCreature(look: Look): boolean {
  return look.kind === 'creature' && SEA.has(look.species);
}

/** The figure kits the painter draws characters with; a scene records which one drew each character. */
export type FigureKit = 'human' | 'mammal' | 'bird' | 'reptile' | 'low-creature' | 'sea' | 'vehicle' | 'bug' | 'object' | 'gadget';

export function figureKitOf(look: Look): FigureKit {
  if (look.kind === 'human') return 'human';
  const { species } = look;
  if (isObjectSpecies(species)) return 'object';
  if (MAMMALS[species]) return 'mammal';
  if (species === 'owl' || species === 'bird' || species === 'penguin' || species === 'duck') return 'bird';
  if (species === 'dinosaur' || species === 'dragon') return 'reptile';
  if (species === 'turtle' || species === 'frog') return 'low-creature';
  if (SEA.has(species)) return 'sea';
  if (species === 'car' || species === 'train' || species === 'boat' || species === 'plane') return 'vehicle';
  if (species === 'bee' || species === 'butterfly') return 'bug';
  return 'gadget';
}

export function drawCharacter(look: Look, pose: Pose, expression: Expression): Figure {
  if (look.kind === 'human') return drawHuman(look, pose, expression);
  const { species } = look;
  if (isObjectSpecies(species)) return drawObject({ ...look, species }, pose, expression);
  switch (figureKitOf(look)) {
    case 'mammal':
      return drawMammal(look, pose, expression);
    case 'bird':
      return drawBird(look, pose, expression);
    case 'reptile':
      return drawReptile(look, pose, expression);
    case 'low-creature':
      return drawLowCreature(look, expression);
    case 'sea':
      return drawSeaCreature(look, expression);
    case 'vehicle':
      return drawVehicle(look, pose, expression);
    case 'bug':
      return drawBug(look, pose, expression);
    default:
      return drawGadget(look, pose, expression);
  }
}
