import { drawBug, drawVehicle } from './draw-vehicles';
import { drawGadget } from './draw-gadgets';
import { drawHuman } from './draw-human';
import { drawObject } from './draw-objects';
import type { Expression, Figure, Pose } from './figure-kit';
import { drawSideBird, drawUprightBird } from './kits/birds';
import { drawAnkylosaurus, drawBipedDinosaur, drawDiplodocus, drawDragon, drawPterosaur, drawStegosaurus, drawTriceratops } from './kits/dinosaurs';
import { drawQuadruped } from './kits/quadruped';
import { drawSea } from './kits/sea';
import { drawBat, drawFrog, drawHedgehog, drawLizard, drawSitter, drawSnail, drawSnake, drawTortoise, drawUprightMammal } from './kits/small-animals';
import type { Look } from './look';
import { FALLBACK_KIT, resolveSpecies, SPECIES, type SpeciesSpec } from './species';

/** The figure kit a character is drawn with: `child`, `grown-up`, `baby`, or a creature's own ("triceratops", "hen"). */
export type FigureKit = string;

/** How tall a six-year-old is drawn, in the kits' units. */
export const CHILD_HEIGHT = 262;

export function figureKitOf(look: Look): FigureKit {
  if (look.kind === 'human') return look.role === 'grown-up' ? 'grown-up' : look.role === 'baby' ? 'baby' : 'child';
  return look.kit;
}

export function specOf(look: Look): SpeciesSpec | undefined {
  return look.kind === 'creature' ? (SPECIES[look.species] ?? resolveSpecies(look.species).spec) : undefined;
}

export function isSeaCreature(look: Look): boolean {
  return !!specOf(look)?.sea;
}

export function canFly(look: Look): boolean {
  return !!specOf(look)?.flies;
}

/** The height a character should stand next to a six-year-old, in the kits' units. */
export function wantedHeight(look: Look): number {
  if (look.kind === 'human') return 0;
  const spec = specOf(look)!;
  const f = new Set(look.features);
  const size = spec.size * (f.has('huge') ? 1.7 : f.has('tall') && spec.family !== 'quadruped' ? 1.2 : f.has('small') ? 0.85 : 1);
  return size * CHILD_HEIGHT;
}

/** The scale that brings a drawn figure to its natural size (people are drawn at their own size). */
export function naturalScale(look: Look, figure?: Figure): number {
  if (look.kind === 'human') return 1;
  const drawn = figure ?? drawCharacter(look, 'relaxed', 'happy');
  const height = Math.max(40, -drawn.top);
  return wantedHeight(look) / height;
}

export function drawCharacter(look: Look, pose: Pose, expression: Expression, gaze = 0): Figure {
  if (look.kind === 'human') return drawHuman(look, pose, expression, { gaze });
  const spec = specOf(look)!;
  const kit = look.kit;
  switch (spec.family) {
    case 'quadruped':
      return drawQuadruped(look, pose, expression, gaze);
    case 'small-mammal':
      if (kit === 'hedgehog') return drawHedgehog(look, pose, expression, gaze);
      if (kit === 'monkey' || kit === 'kangaroo') return drawUprightMammal(look, pose, expression, gaze);
      if (kit === 'bat') return drawBat(look, pose, expression, gaze);
      return drawSitter(look, pose, expression, gaze);
    case 'bird':
      return kit === 'owl' || kit === 'penguin' ? drawUprightBird(look, pose, expression, gaze) : drawSideBird(look, pose, expression, gaze);
    case 'dinosaur':
      switch (kit) {
        case 'triceratops':
          return drawTriceratops(look, pose, expression, gaze);
        case 'diplodocus':
          return drawDiplodocus(look, pose, expression, gaze);
        case 'stegosaurus':
          return drawStegosaurus(look, pose, expression, gaze);
        case 'pterosaur':
          return drawPterosaur(look, pose, expression, gaze);
        case 'ankylosaurus':
          return drawAnkylosaurus(look, pose, expression, gaze);
        default:
          return drawBipedDinosaur(look, pose, expression, gaze);
      }
    case 'dragon':
      return drawDragon(look, pose, expression, gaze);
    case 'critter':
      if (kit === 'frog' || kit === 'toad') return drawFrog(look, pose, expression, gaze);
      if (kit === 'tortoise') return drawTortoise(look, pose, expression, gaze);
      if (kit === 'snake') return drawSnake(look, pose, expression, gaze);
      if (kit === 'snail') return drawSnail(look, pose, expression, gaze);
      return drawLizard(look, pose, expression, gaze);
    case 'sea':
      return drawSea(look, pose, expression, gaze);
    case 'bug':
      return drawBug(look, pose, expression);
    case 'vehicle':
      return kit === 'rocket' ? drawGadget(look, pose, expression, gaze) : drawVehicle(look, pose, expression);
    case 'object':
      return drawObject(look, pose, expression);
    case 'gadget':
      return drawGadget(look, pose, expression, gaze);
    default:
      // An animal nobody listed: a small friendly creature, never a child.
      return drawSitter({ ...look, kit: 'hamster' }, pose, expression, gaze);
  }
}

export { FALLBACK_KIT };
