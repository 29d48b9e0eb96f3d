import type { Interest } from '@bedtime/contracts';
import type { InterestKit } from './interest-kit';
import { animalsKit } from './interests/animals';
import { artKit } from './interests/art';
import { cookingKit } from './interests/cooking';
import { dinosaursKit } from './interests/dinosaurs';
import { magicKit } from './interests/magic';
import { musicKit } from './interests/music';
import { natureKit } from './interests/nature';
import { oceanKit } from './interests/ocean';
import { scienceKit } from './interests/science';
import { spaceKit } from './interests/space';
import { sportsKit } from './interests/sports';
import { superheroesKit } from './interests/superheroes';
import { vehiclesKit } from './interests/vehicles';

export const INTEREST_KITS: Record<Interest, InterestKit> = {
  Animals: animalsKit,
  'Space & Stars': spaceKit,
  'Ocean & Sea Life': oceanKit,
  Dinosaurs: dinosaursKit,
  'Magic & Fantasy': magicKit,
  Sports: sportsKit,
  Music: musicKit,
  'Art & Drawing': artKit,
  'Nature & Forest': natureKit,
  Superheroes: superheroesKit,
  'Vehicles & Transportation': vehiclesKit,
  'Cooking & Food': cookingKit,
  'Science & Experiments': scienceKit,
};
