import { drawBird, drawLowCreature, drawReptile } from './draw-critters';
import { drawGadget } from './draw-gadgets';
import { drawBug, drawVehicle } from './draw-vehicles';
import { drawHuman } from './draw-human';
import { drawMammal, MAMMALS } from './draw-mammal';
import { drawSeaCreature } from './draw-sea';
import type { Expression, Figure, Pose } from './figure-kit';
import type { Look } from './look';

const SMALL = new Set(['mouse', 'bird', 'bunny', 'hedgehog', 'squirrel', 'frog', 'duck', 'cat', 'fish', 'seahorse', 'crab', 'star', 'bee', 'butterfly']);
const SEA = new Set(['fish', 'dolphin', 'whale', 'octopus', 'seahorse', 'crab']);

/** How big a character stands next to a six-year-old (who is about 1.0). */
export function naturalScale(look: Look): number {
  if (look.kind === 'human') return 1;
  if (look.species === 'whale' || look.species === 'elephant') return 1.15;
  if (look.big) return 1.1;
  return SMALL.has(look.species) ? 0.78 : 0.92;
}

export function isSeaCreature(look: Look): boolean {
  return look.kind === 'creature' && SEA.has(look.species);
}

export function drawCharacter(look: Look, pose: Pose, expression: Expression): Figure {
  if (look.kind === 'human') return drawHuman(look, pose, expression);
  const { species } = look;
  if (MAMMALS[species]) return drawMammal(look, pose, expression);
  if (species === 'owl' || species === 'bird' || species === 'penguin' || species === 'duck') return drawBird(look, pose, expression);
  if (species === 'dinosaur' || species === 'dragon') return drawReptile(look, pose, expression);
  if (species === 'turtle' || species === 'frog') return drawLowCreature(look, expression);
  if (SEA.has(species)) return drawSeaCreature(look, expression);
  if (species === 'car' || species === 'train' || species === 'boat' || species === 'plane') return drawVehicle(look, pose, expression);
  if (species === 'bee' || species === 'butterfly') return drawBug(look, pose, expression);
  return drawGadget(look, pose, expression);
}
